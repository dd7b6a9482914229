#!/usr/bin/env bash
# Run each cmocka unit-test binary (built with ASan/UBSan); fail if any fails.
set -u
fail=0
for t in "$@"; do
  echo "== unit: $t"
  if ! "$t"; then echo "FAILED: $t"; fail=1; fi
done
exit $fail
