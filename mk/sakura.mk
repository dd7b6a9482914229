# Sakura Duel.  Engine part (keep at the top; other parts append below).
SAKURA_ENGINE_SRC = src/sakura/engine/sakura_board.c src/sakura/engine/sakura_actions.c \
                    src/sakura/engine/sakura_rules.c src/common/rng.c

UNIT_TESTS += test_sakura_engine
test_sakura_engine_SRC = tests/unit/test_sakura_engine.c $(SAKURA_ENGINE_SRC)


FUZZERS += fuzz_sakura_parse
fuzz_sakura_parse_SRC = tests/fuzz/fuzz_sakura_parse.c $(SAKURA_ENGINE_SRC)
FUZZ_SECONDS_fuzz_sakura_parse := 20

E2E_TESTS += tests/e2e/sakura_engine_cxx.sh

# ---- judge, bot-side protocol, baseline bots and their tests ----
SAKURA_CLIENT_SRC = src/sakura/protocol/sakura_client.c
# the baselines' and peers' protocol loop (bots layer, not in the submission)
SAKURA_BOT_LOOP_SRC = src/sakura/bots/sakura_bot_loop.c
SAKURA_JUDGE_SRC = src/sakura/judge/sakura_judge.c src/sakura/judge/sakura_judge_json.c
# engine + common without duplicates (the engine list carries rng.c)
SAKURA_JUDGE_LIBS = $(sort $(SAKURA_ENGINE_SRC) $(COMMON_SRC))

PROGRAMS += sakura-judge sakura-random sakura-greedy
sakura-judge_SRC = src/sakura/judge/sakura_judge_main.c $(SAKURA_JUDGE_SRC) $(SAKURA_JUDGE_LIBS) $(HTML_EXPORT_SRC)
sakura-random_SRC = src/sakura/bots/sakura_random_main.c $(SAKURA_BOT_LOOP_SRC) $(SAKURA_CLIENT_SRC) $(SAKURA_ENGINE_SRC) $(KIT_CLI_SRC)
sakura-greedy_SRC = src/sakura/bots/sakura_greedy_main.c $(SAKURA_BOT_LOOP_SRC) $(SAKURA_CLIENT_SRC) $(SAKURA_ENGINE_SRC) $(KIT_CLI_SRC)

UNIT_TESTS += test_sakura_client
test_sakura_client_SRC = tests/unit/test_sakura_client.c $(SAKURA_CLIENT_SRC) $(SAKURA_ENGINE_SRC)

E2E_TESTS += tests/e2e/sakura_judge_options.sh tests/e2e/sakura_judge_bad_bots.sh \
             tests/e2e/sakura_judge_replays.sh tests/e2e/sakura_demo.sh \
             tests/e2e/sakura_client_cxx.sh

FUZZERS += fuzz_sakura_judge_line
fuzz_sakura_judge_line_SRC = tests/fuzz/fuzz_sakura_judge_line.c src/sakura/judge/sakura_judge.c $(SAKURA_JUDGE_LIBS)
FUZZ_SECONDS_fuzz_sakura_judge_line := 30
