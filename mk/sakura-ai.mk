# Sakura Duel championship AI (src/sakura/ai), the DUCT peer, scripted
# opponents, and the one-file submission dist/sakura/main.c.
SAKURA_AI_SRC = src/sakura/ai/sakura_ai.c src/sakura/ai/sakura_cand.c \
                src/sakura/ai/sakura_eval.c src/sakura/ai/sakura_model.c \
                src/sakura/ai/sakura_play.c src/sakura/ai/sakura_rm.c \
                src/sakura/ai/sakura_tm.c
# what the submission needs besides the AI: engine, protocol, rng, clock
SAKURA_AI_LIBS = $(sort $(SAKURA_ENGINE_SRC) src/sakura/protocol/sakura_client.c \
                        src/common/rng.c src/common/clock.c src/common/kmath.c $(KIT_CLI_SRC))
SAKURA_BOT_ENTRY = src/sakura/ai/sakura_bot_main.c

# the readable one-file build (mk/dist.mk makes the submission, main.c, from it)
DIST_FILES += dist/sakura/main.full.c
dist/sakura/main.full.c: $(SAKURA_BOT_ENTRY) $(SAKURA_AI_SRC) $(SAKURA_AI_LIBS) $(HEADERS) tools/amalgamate.sh
	@mkdir -p $(@D)
	tools/amalgamate.sh $(SAKURA_BOT_ENTRY) $(SAKURA_AI_SRC) $(SAKURA_AI_LIBS) > $@.tmp$$$$ && mv -f $@.tmp$$$$ $@

# bin/sakura-bot is built from that very file
PROGRAMS += sakura-bot
sakura-bot_SRC = dist/sakura/main.c

# the in-house search peers (docs/sakura-ai.md): what they share -- the
# evaluation, arm pruning, tree and time rule -- and each searcher
SAKURA_PEER_SRC = src/sakura/bots/sakura_peer_eval.c src/sakura/bots/sakura_peer_arms.c \
                  src/sakura/bots/sakura_peer_tree.c src/sakura/bots/sakura_peer_play.c \
                  src/sakura/bots/sakura_peer_rm.c src/sakura/bots/sakura_peer_tm.c
SAKURA_DUCT_SRC = src/sakura/bots/sakura_duct.c $(SAKURA_PEER_SRC)
PROGRAMS += sakura-duct
sakura-duct_SRC = src/sakura/bots/sakura_duct_main.c $(SAKURA_BOT_LOOP_SRC) $(SAKURA_DUCT_SRC) $(SAKURA_AI_LIBS)
PROGRAMS += sakura-depth2
sakura-depth2_SRC = src/sakura/bots/sakura_depth2_main.c $(SAKURA_BOT_LOOP_SRC) src/sakura/bots/sakura_depth2.c \
                    $(SAKURA_PEER_SRC) $(SAKURA_AI_LIBS)

# scripted test opponents
PROGRAMS += sakura-camper sakura-rusher
sakura-camper_SRC = src/sakura/bots/sakura_camper_main.c src/sakura/bots/sakura_camper.c $(SAKURA_BOT_LOOP_SRC) $(SAKURA_AI_LIBS)
sakura-rusher_SRC = src/sakura/bots/sakura_rusher_main.c $(SAKURA_BOT_LOOP_SRC) $(SAKURA_AI_LIBS)

# deterministic work counts (signature) and rates

UNIT_TESTS += test_sakura_ai
test_sakura_ai_SRC = tests/unit/test_sakura_ai.c $(SAKURA_AI_SRC) $(SAKURA_DUCT_SRC) \
                     src/sakura/bots/sakura_depth2.c $(SAKURA_AI_LIBS)

E2E_TESTS += tests/e2e/sakura_dist.sh tests/e2e/sakura_dist_peers.sh tests/e2e/sakura_peers.sh

# the evaluation's features and weights (the fit: tests/e2e/sakura_eval_fit.sh)
UNIT_TESTS += test_sakura_eval
test_sakura_eval_SRC = tests/unit/test_sakura_eval.c $(SAKURA_AI_SRC) $(SAKURA_AI_LIBS)

# the frozen opponent: our Sakura AI as it was when issue 23 began (the
# fixed point every later version is measured against); built from git
# history by scripts/frozen-bot.sh, so a clone needs that commit
SAKURA_BOT_V1_REV := afd9732
# v2: the AI when its evaluation fit and deeper search began (the previous
# version every change of that round is tested against)
SAKURA_BOT_V2_REV := 358470c
.PHONY: frozen-bots
frozen-bots: $(BIN)/sakura-bot-v1 $(BIN)/sakura-bot-v2
$(BIN)/sakura-bot-v1: scripts/frozen-bot.sh scripts/frozen-lib.sh
	@scripts/frozen-bot.sh sakura $(SAKURA_BOT_V1_REV) sakura-bot-v1 $(BIN)
$(BIN)/sakura-bot-v2: scripts/frozen-bot.sh scripts/frozen-lib.sh
	@scripts/frozen-bot.sh sakura $(SAKURA_BOT_V2_REV) sakura-bot-v2 $(BIN)
E2E_TESTS += tests/e2e/frozen_bot.sh
# the lab program of the peek bounds (scripts/lab/sakura-peek.c) builds and keeps its invariants
E2E_TESTS += tests/e2e/lab_peek.sh
# the SPSA tuner of the evaluation's weights (scripts/lab/sakura-spsa.c): each side plays its own weights
E2E_TESTS += tests/e2e/lab_spsa.sh
# the outside yardsticks of both games (scripts/lab/ext/): build, self-test, legal games
E2E_TESTS += tests/e2e/lab_ext.sh
# judge replays as evaluation-fitting data (scripts/lab/sakura-field-data.sh, sakura-field-fit.py)
E2E_TESTS += tests/e2e/lab_field_data.sh
# how knock-out and ring-out losses begin (scripts/lab/sakura-loss-anatomy.sh)
E2E_TESTS += tests/e2e/lab_loss_anatomy.sh tests/e2e/lab_sakura_script.sh
# lost games replayed with another bot or setting (scripts/lab/sakura-rerun-losses.py)
E2E_TESTS += tests/e2e/lab_rerun_losses.sh
# the camper's losses against exact knowledge of its policy (scripts/lab/sakura-camper-bound.sh)
E2E_TESTS += tests/e2e/lab_camper_bound.sh
E2E_TESTS += tests/e2e/lab_model_weights.sh
# a change against its base over several opponents, paired and pooled (scripts/lab/sakura-paired-pool.py)
E2E_TESTS += tests/e2e/lab_paired_pool.sh
# how the blessing losses go, read from replays (scripts/lab/sakura-bless-losses.py)
E2E_TESTS += tests/e2e/lab_bless_losses.sh

# the evaluation's weights fitted to game outcomes (docs/sakura-ai.md
# "Evaluation"); each round's games are played by an AI that does not use
# the weights fitted to them:
#   round 1 (shipped): `make sakura-eval-data` (bin/sakura-evalgen-hand, the
#   hand-set weights, minutes) -> `make sakura-eval-fit` ->
#   src/sakura/ai/sakura_eval_weights.h.  The generator is built from
#   SAKURA_EVALGEN_HAND_REV by scripts/frozen-program.sh: the search has
#   changed since (26 candidates, no deepening), and the data must stay
#   what it writes;
#   a next round (not shipped: SPRT H0, docs/lab/sakura-ai.md): `make
#   sakura-eval-data-r2` (bin/sakura-evalgen, the shipped weights, ~20 min
#   of CPU) -> `make sakura-eval-fit-r2` -> build/eval-r2/sakura_eval_weights.h.
# tests/e2e/sakura_eval_fit.sh checks that the committed header is what
# the fit of the committed data produces, and that the generator writes the
# committed data's first games.
SAKURA_EVAL_DATA := tests/data/sakura-eval-positions.txt.gz
# the last revision whose own sources built the shipped data's generator
SAKURA_EVALGEN_HAND_REV := d20cf35
SAKURA_EVALGEN_OPTS := --seed 1 --games 3000
SAKURA_EVAL_FIT_OPTS :=
SAKURA_EVAL_R2_DIR := build/eval-r2
SAKURA_EVALGEN_R2_OPTS := --seed 2 --games 5000 --evals 8000 --duct-iters 800 --depth2-cells 80
.PHONY: sakura-eval-data sakura-eval-fit sakura-eval-data-r2 sakura-eval-fit-r2
$(BIN)/sakura-evalgen-hand: scripts/frozen-program.sh scripts/frozen-lib.sh
	@scripts/frozen-program.sh $(SAKURA_EVALGEN_HAND_REV) sakura-evalgen-hand $@
sakura-eval-data: $(BIN)/sakura-evalgen-hand
	@mkdir -p $(dir $(SAKURA_EVAL_DATA))
	@# the generator's own status decides (no pipe): a failed run keeps the old data
	$(BIN)/sakura-evalgen-hand $(SAKURA_EVALGEN_OPTS) > $(SAKURA_EVAL_DATA).txt.tmp || { rm -f $(SAKURA_EVAL_DATA).txt.tmp; exit 1; }
	gzip -n -9 < $(SAKURA_EVAL_DATA).txt.tmp > $(SAKURA_EVAL_DATA).tmp && mv -f $(SAKURA_EVAL_DATA).tmp $(SAKURA_EVAL_DATA); \
	  st=$$?; rm -f $(SAKURA_EVAL_DATA).txt.tmp $(SAKURA_EVAL_DATA).tmp; exit $$st
sakura-eval-fit:
	@mkdir -p build/gen
	scripts/fit-sakura-eval.py $(SAKURA_EVAL_FIT_OPTS) $(SAKURA_EVAL_DATA) --out build/gen/sakura_eval_weights.h
	@# replaced only when it changes, so that a refit of the same data rebuilds nothing
	@cmp -s build/gen/sakura_eval_weights.h src/sakura/ai/sakura_eval_weights.h || \
	  cp build/gen/sakura_eval_weights.h src/sakura/ai/sakura_eval_weights.h
sakura-eval-data-r2: $(BIN)/sakura-evalgen
	@mkdir -p $(SAKURA_EVAL_R2_DIR)
	$(BIN)/sakura-evalgen $(SAKURA_EVALGEN_R2_OPTS) > $(SAKURA_EVAL_R2_DIR)/positions.txt.tmp || { rm -f $(SAKURA_EVAL_R2_DIR)/positions.txt.tmp; exit 1; }
	gzip -n -9 < $(SAKURA_EVAL_R2_DIR)/positions.txt.tmp > $(SAKURA_EVAL_R2_DIR)/positions.txt.gz.tmp && \
	  mv -f $(SAKURA_EVAL_R2_DIR)/positions.txt.gz.tmp $(SAKURA_EVAL_R2_DIR)/positions.txt.gz; \
	  st=$$?; rm -f $(SAKURA_EVAL_R2_DIR)/positions.txt.tmp $(SAKURA_EVAL_R2_DIR)/positions.txt.gz.tmp; exit $$st
sakura-eval-fit-r2:
	@f=$(SAKURA_EVAL_R2_DIR)/positions.txt.gz; [ -f $$f ] || { echo "make sakura-eval-fit-r2: no $$f:" \
	  "run make sakura-eval-data-r2 first (about 20 minutes)" >&2; exit 2; }
	scripts/fit-sakura-eval.py $(SAKURA_EVAL_R2_DIR)/positions.txt.gz --out $(SAKURA_EVAL_R2_DIR)/sakura_eval_weights.h
E2E_TESTS += tests/e2e/sakura_eval_fit.sh
