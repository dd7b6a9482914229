#!/usr/bin/env bash
# test-tally.sh -- the counts behind `make test`'s last line.
#
#   scripts/test-tally.sh add KIND PASSED FAILED   one line into $TEST_TALLY
#   scripts/test-tally.sh summary                  "make test: N passed, M failed (...)"
#
# Each runner (run-unit.sh, run-e2e.sh, run-fuzz.sh, run-web-tests.sh, and
# the checks in the Makefile) adds what it ran; without $TEST_TALLY (a runner
# started by hand) `add` does nothing.  summary exits 1 when anything failed
# or no test was counted.
set -u
case ${1:-} in
  add)
    [ -n "${TEST_TALLY:-}" ] || exit 0
    printf '%s %d %d\n' "$2" "$3" "$4" >> "$TEST_TALLY" ;;
  summary)
    [ -n "${TEST_TALLY:-}" ] && [ -s "$TEST_TALLY" ] || { echo "make test: no test was counted"; exit 1; }
    awk '{ p[$1] += $2; f[$1] += $3; P += $2; F += $3; if (!($1 in seen)) { seen[$1] = 1; order[n++] = $1 } }
         END {
           s = ""
           for (i = 0; i < n; i++) s = s (i ? ", " : "") order[i] " " p[order[i]] (f[order[i]] ? " (" f[order[i]] " failed)" : "")
           printf "make test: %d passed, %d failed (%s)\n", P, F, s
           exit F > 0 }' "$TEST_TALLY" ;;
  *) echo "usage: test-tally.sh add KIND PASSED FAILED | summary" >&2; exit 2 ;;
esac
