# Maki's Candy Hunt: engine (src/candy), judge, naive Maki, bench, tests.
CANDY_ENGINE_SRC = src/candy/engine/candy_maze.c src/candy/engine/candy_view.c src/candy/engine/candy_world.c \
                   src/candy/engine/candy_tagger.c src/candy/engine/candy_tagger_kinds.c \
                   src/candy/engine/candy_tagger_base.c \
                   src/candy/engine/candy_tagger_sweep.c src/candy/engine/candy_tagger_sonar.c \
                   src/candy/engine/candy_tagger_cutoff.c \
                   src/candy/engine/candy_gen.c src/common/rng.c
CANDY_JUDGE_SRC = src/candy/judge/candy_judge.c src/candy/judge/candy_judge_replay.c \
                  src/candy/judge/candy_judge_maze.c \
                  $(CANDY_ENGINE_SRC) $(COMMON_SRC)

PROGRAMS += candy-judge candy-naive candy-tagger
candy-judge_SRC = src/candy/judge/candy_judge_main.c $(CANDY_JUDGE_SRC) $(HTML_EXPORT_SRC)
candy-naive_SRC = src/candy/bots/candy_naive_main.c src/candy/engine/candy_maze.c src/candy/engine/candy_view.c src/common/rng.c $(KIT_CLI_SRC)
candy-tagger_SRC = src/candy/bots/candy_tagger_main.c $(CANDY_ENGINE_SRC) $(COMMON_SRC) $(HTML_EXPORT_SRC)

UNIT_TESTS += test_candy_view test_candy_world test_candy_gen
test_candy_view_SRC = tests/unit/test_candy_view.c $(CANDY_ENGINE_SRC)
test_candy_world_SRC = tests/unit/test_candy_world.c $(CANDY_ENGINE_SRC)
test_candy_gen_SRC = tests/unit/test_candy_gen.c $(CANDY_ENGINE_SRC)



FUZZERS += fuzz_candy_reply fuzz_candy_replay
fuzz_candy_reply_SRC = tests/fuzz/fuzz_candy_reply.c $(CANDY_JUDGE_SRC)
fuzz_candy_replay_SRC = tests/fuzz/fuzz_candy_replay.c src/analysis/candy_replay.c $(CANDY_ENGINE_SRC) src/common/json_read.c src/common/json_write.c
FUZZ_SECONDS_fuzz_candy_reply := 10
FUZZ_SECONDS_fuzz_candy_replay := 10

E2E_TESTS += tests/e2e/candy_engine_cxx.sh tests/e2e/candy_judge.sh tests/e2e/candy_bad_bots.sh \
             tests/e2e/candy_tagger_cmd.sh tests/e2e/candy_taggers.sh tests/e2e/candy_stats.sh \
             tests/e2e/candy_maze_file.sh

UNIT_TESTS += test_candy_replay
test_candy_replay_SRC = tests/unit/test_candy_replay.c src/analysis/candy_replay.c $(CANDY_JUDGE_SRC)
