# src/analysis: programs that study the games rather than play them --
# engine and AI benches (`make bench`), replay re-simulation, and the
# in-process AI simulator used for tuning.  They link the product's layers;
# nothing in the product links them.

# Sakura Duel: engine work counts, AI search counts, replay re-simulation
PROGRAMS += sakura-bench sakura-ai-bench sakura-resim
sakura-bench_SRC = src/analysis/sakura_bench.c $(SAKURA_ENGINE_SRC) src/common/clock.c $(KIT_CLI_SRC)
sakura-ai-bench_SRC = src/analysis/sakura_ai_bench.c $(SAKURA_AI_SRC) $(SAKURA_DUCT_SRC) \
                      src/sakura/bots/sakura_depth2.c $(SAKURA_AI_LIBS)
sakura-resim_SRC = src/analysis/sakura_resim.c $(sort $(SAKURA_ENGINE_SRC) src/common/json_read.c src/common/json_write.c) $(KIT_CLI_SRC)

# Candy Hunt: engine work counts, replay check, in-process AI games
PROGRAMS += candy-bench candy-replay-check candy-ai-sim
candy-bench_SRC = src/analysis/candy_bench.c $(CANDY_ENGINE_SRC) src/common/clock.c $(KIT_CLI_SRC)
candy-replay-check_SRC = src/analysis/candy_replay_check.c src/analysis/candy_replay.c \
                         $(CANDY_ENGINE_SRC) src/common/json_read.c src/common/json_write.c $(KIT_CLI_SRC)
candy-ai-sim_SRC = src/analysis/candy_ai_sim.c src/candy/judge/candy_judge_maze.c $(CANDY_AI_SRC) \
                   $(CANDY_ENGINE_SRC) src/common/clock.c \
                   $(KIT_CLI_SRC)

BENCH_CMDS += $(BIN)/candy-bench ;
BENCH_CMDS += $(BIN)/sakura-ai-bench ;
BENCH_CMDS += $(BIN)/sakura-bench ;

# Sakura evaluation fit: positions labelled with outcomes (docs/sakura-ai.md)
# Their AIs never play with the weights fitted to their own games: the
# next round's (sakura-evalgen) use the shipped ones; the shipped data's
# generator, bin/sakura-evalgen-hand, is this program with the hand-set
# weights at a pinned revision (mk/sakura-ai.mk).
PROGRAMS += sakura-evalgen
sakura-evalgen_SRC = src/analysis/sakura_evalgen.c $(SAKURA_AI_SRC) $(SAKURA_DUCT_SRC) \
                     src/sakura/bots/sakura_depth2.c $(SAKURA_AI_LIBS)
