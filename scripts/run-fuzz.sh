#!/usr/bin/env bash
# Run each libFuzzer target for its time (FUZZ_SECONDS_<name> from the
# Makefile fragments, passed through the environment as SECS_<name>).
set -u
dir=$1; shift
fail=0 nfail=0
for f in "$@"; do
  var="SECS_$f"; secs=${!var:-5}
  corpus=build/fuzz-corpus/$f; mkdir -p "$corpus"
  seeds=tests/fuzz/seeds/$f
  echo "== fuzz: $f for ${secs}s"
  args=("$corpus"); [ -d "$seeds" ] && args+=("$seeds")
  if ! "$dir/$f" -max_total_time="$secs" -print_final_stats=0 -artifact_prefix=build/fuzz-corpus/ "${args[@]}" >build/fuzz-corpus/$f.log 2>&1; then
    echo "FAILED: $f (log: build/fuzz-corpus/$f.log)"; tail -20 build/fuzz-corpus/$f.log; fail=1; nfail=$((nfail + 1))
  else
    grep -E '^#[0-9]+.*DONE' build/fuzz-corpus/$f.log | tail -1
  fi
done
scripts/test-tally.sh add fuzz $(( $# - nfail )) $nfail
exit $fail
