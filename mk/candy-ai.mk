# Candy Hunt championship Maki (src/candy/ai), the one-file submission
# dist/candy/main.cpp, bin/candy-bot built from that file, and
# bin/candy-oracle (the same AI in full-information mode, for --reveal).
#
# the AI's modules in their dependency order (candy_ai.h): each calls only
# those before it; candy_tm and candy_io are the bot's, used by its entry
CANDY_AI_SRC = src/candy/ai/candy_grid.c src/candy/ai/candy_know.c src/candy/ai/candy_belief.c \
               src/candy/ai/candy_track.c src/candy/ai/candy_table.c src/candy/ai/candy_plan.c \
               src/candy/ai/candy_ai.c src/candy/ai/candy_tm.c src/candy/ai/candy_io.c
# the engine's hunter (candy_tagger.c) is the AI's model of the tagger; the
# other kinds (candy_tagger_kinds.c and its files) stay out of the submission
CANDY_AI_LIBS = src/candy/engine/candy_maze.c src/candy/engine/candy_view.c src/candy/engine/candy_tagger.c \
                src/candy/engine/candy_tagger_base.c \
                src/common/rng.c src/common/clock.c $(KIT_CLI_SRC)
CANDY_BOT_ENTRY = src/candy/ai/candy_bot_main.c

# the readable one-file build (mk/dist.mk makes the submission, main.cpp, from it)
DIST_FILES += dist/candy/main.full.cpp
dist/candy/main.full.cpp: $(CANDY_BOT_ENTRY) $(CANDY_AI_SRC) $(CANDY_AI_LIBS) $(HEADERS) tools/amalgamate.sh
	@mkdir -p $(@D)
	tools/amalgamate.sh $(CANDY_BOT_ENTRY) $(CANDY_AI_SRC) $(CANDY_AI_LIBS) > $@.tmp$$$$ && mv -f $@.tmp$$$$ $@

# bin/candy-bot is compiled (as C) from the submission itself
all: $(BIN)/candy-bot
$(BIN)/candy-bot: dist/candy/main.cpp $(VERSION_STAMP)
	@mkdir -p $(@D)
	$(CC) -x c $(ALL_CFLAGS) -o $@ $< $(LDLIBS)

PROGRAMS += candy-oracle
candy-oracle_SRC = $(CANDY_BOT_ENTRY) $(CANDY_AI_SRC) $(CANDY_AI_LIBS)
candy-oracle_CFLAGS = -DCANDY_FORCE_ORACLE=1

# in-process games of the AI against the built-in taggers (tuning, bench)

UNIT_TESTS += test_candy_ai
test_candy_ai_SRC = tests/unit/test_candy_ai.c $(CANDY_AI_SRC) $(CANDY_ENGINE_SRC) src/common/clock.c

E2E_TESTS += tests/e2e/candy_dist_same.sh tests/e2e/candy_dist_layouts.sh tests/e2e/candy_sim_modes.sh \
             tests/e2e/candy_budget.sh
# the grid's records split by maze size (scripts/lab/candy-grid-by-n.py), and
# simulator games written as such records (scripts/lab/candy-sim-records.sh)
E2E_TESTS += tests/e2e/lab_candy_by_n.sh tests/e2e/lab_candy_sim_records.sh

# deterministic play counts of the AI (mean score, capture rate, the moves'
# signature) and its time per turn, at the full rung and at the bot's two
# cheapest effort rungs (the time manager's fallbacks for small budgets)
BENCH_CMDS += printf 'candy-ai-sim (braid, hunter, 3,6,10, seeds 1-50), rung 0 / 1 / 4:\n' ;
BENCH_CMDS += $(BIN)/candy-ai-sim --seeds 1-50 --tagger hunter ;
BENCH_CMDS += $(BIN)/candy-ai-sim --seeds 1-50 --tagger hunter --rung 1 ;
BENCH_CMDS += $(BIN)/candy-ai-sim --seeds 1-50 --tagger hunter --rung 4 ;

# the bot's input reader (and the AI turns it feeds) on arbitrary bytes
FUZZERS += fuzz_candy_io
fuzz_candy_io_SRC = tests/fuzz/fuzz_candy_io.c $(CANDY_AI_SRC) $(CANDY_AI_LIBS)
FUZZ_SECONDS_fuzz_candy_io := 10
