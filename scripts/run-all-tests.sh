#!/usr/bin/env bash
# run-all-tests.sh -- what `make test` runs, every stage even after one
# fails, then one line counting every test: "make test: N passed, M failed
# (...)" (scripts/test-tally.sh).  Exit 1 when anything failed.
#
# Stages: the layout check, the build (gcc), the pinned bench signatures,
# the clang build, unit tests (sanitized), end-to-end tests, fuzzers,
# browser tests.  The checks and builds count one test each; the runners of
# the others count their own cases.
set -u
cd "$(dirname "$0")/.."
make=${MAKE:-make}
mkdir -p build
export TEST_TALLY=$PWD/build/test-tally.txt
rm -f "$TEST_TALLY"
status=0
# lines in the tally so far (0 before the first stage writes it)
tally_lines() { if [ -f "$TEST_TALLY" ]; then wc -l < "$TEST_TALLY"; else echo 0; fi; }
# stage KIND TARGET COUNTS_ITSELF: run `make TARGET`; a check counts 1
stage() {
  local kind=$1 target=$2 counts_itself=$3 before after
  before=$(tally_lines)
  if $make --no-print-directory "$target"; then
    [ "$counts_itself" = 1 ] || scripts/test-tally.sh add "$kind" 1 0
  else
    status=1
    after=$(tally_lines)
    # a runner that never started (its build failed) counts one failure
    if [ "$counts_itself" = 0 ] || [ "$after" = "$before" ]; then scripts/test-tally.sh add "$kind" 0 1; fi
  fi
}
stage checks check-layout 0
stage checks all 0
stage checks bench-check 0
stage checks clang-check 0
stage unit unit 1
stage e2e e2e 1
stage fuzz fuzz 1
stage browser web-test 1
scripts/test-tally.sh summary || status=1
exit $status
