#!/usr/bin/env bash
# Run end-to-end test scripts (each exits 0 on success); summary at the end.
set -u
fail=0; failed=()
for t in "$@"; do
  echo "== e2e: $t"
  start=$(date +%s)
  if bash "$t"; then echo "   ok ($(( $(date +%s) - start ))s)"; else echo "FAILED: $t"; fail=1; failed+=("$t"); fi
done
[ $fail = 0 ] || echo "e2e failures: ${failed[*]}"
scripts/test-tally.sh add e2e $(( $# - ${#failed[@]} )) ${#failed[@]}
exit $fail
