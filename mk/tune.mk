# Tuning headers of both AIs and the Sakura peers (src/sakura/ai/sakura_ai_tune.h,
# src/candy/ai/candy_ai_tune.h, src/sakura/bots/sakura_peer_tune.h): `make tune-values` prints every constant
# with the value in force and its range (scripts/tune-values.sh);
# TUNE_FLAGS passes options, e.g. TUNE_FLAGS="--check -DSK_CAND_K=30".
TUNE_FLAGS ?=

.PHONY: tune-values
tune-values:
	@CC="$(CC)" scripts/tune-values.sh $(TUNE_FLAGS)

# one #ifndef per constant, ranges read and checked, -D overrides exactly one
E2E_TESTS += tests/e2e/tune_values.sh
