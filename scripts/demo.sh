#!/usr/bin/env bash
# make run: one demo game of each game that exists, our best bot against a
# baseline; prints the result lines and where the replays are.  Exit 0 when
# every demo played, 1 when one failed (its own line says why), 2 for an
# argument (the demos take none; SAKURA_DEMO_SEED / CANDY_DEMO_SEED pick
# the set-ups).
set -u
cd "$(dirname "$0")/.."
[ $# = 0 ] || { echo "demo: no arguments expected, got '$1' (set SAKURA_DEMO_SEED or CANDY_DEMO_SEED)" >&2; exit 2; }
mkdir -p out
played=0 failed=0
for demo in scripts/demo-*.sh; do
  [ -f "$demo" ] || continue
  if bash "$demo"; then played=$((played + 1)); else failed=$((failed + 1)); fi
done
if [ $failed -gt 0 ]; then echo "demo: $failed of $((played + failed)) demos failed" >&2; exit 1; fi
[ $played -gt 0 ] || { echo "demo: no demo script in scripts/" >&2; exit 1; }
