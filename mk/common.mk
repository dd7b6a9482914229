# src/common: RNG, clock, line buffer, child processes, JSON.
UNIT_TESTS += test_common
test_common_SRC := tests/unit/test_common.c $(COMMON_SRC)

FUZZERS += fuzz_json
fuzz_json_SRC := tests/fuzz/fuzz_json.c src/common/json_read.c src/common/json_write.c
FUZZ_SECONDS_fuzz_json := 10

# src/common/proc.c end to end: both judges on signals and detached children,
# and a bot's clock as its own thinking (idle programs stopped, Ctrl-Z)
E2E_TESTS += tests/e2e/judge_signals.sh tests/e2e/judge_fair_clock.sh

# the build's own checks: layers (scripts/check-layout.sh), the one-file
# build's refusals (tools/amalgamate.sh), the pinned bench lines
E2E_TESTS += tests/e2e/layout.sh tests/e2e/docs_rulings.sh tests/e2e/amalgamate.sh tests/e2e/bench_check.sh
E2E_TESTS += tests/e2e/bad_input_verdicts.sh tests/e2e/judge_out_paths.sh
E2E_TESTS += tests/e2e/programs_cli.sh tests/e2e/fuzz_harness.sh tests/e2e/judge_closed_stdio.sh
