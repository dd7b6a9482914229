#!/usr/bin/env bash
# Run each cmocka unit-test binary (built with ASan/UBSan); fail if any fails.
# Counts each test case (cmocka's PASSED/FAILED lines) into the tally.
set -u
fail=0 passed=0 failed=0
for t in "$@"; do
  echo "== unit: $t"
  out=$("$t" 2>&1); rc=$?
  printf '%s\n' "$out"
  p=$(printf '%s\n' "$out" | sed -n -E 's/^\[  PASSED  \] ([0-9]+) test.*/\1/p' | tail -1)
  f=$(printf '%s\n' "$out" | sed -n -E 's/^\[  FAILED  \] ([0-9]+) test.*/\1/p' | tail -1)
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
  if [ $rc != 0 ]; then
    echo "FAILED: $t"; fail=1
    [ -z "$f" ] && failed=$((failed + 1)) # died before cmocka's summary
  fi
done
scripts/test-tally.sh add unit $passed $failed
exit $fail
