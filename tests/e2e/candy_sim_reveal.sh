#!/usr/bin/env bash
# candy-ai-sim --reveal-radius R: the information experiment of
# docs/candy-ai.md Round 12 (every map also shows the true terrain and
# candy within R steps of Maki).  Checks: R 0 adds nothing (the same moves
# as the judge's map); R 1 changes the moves, the same way on two runs;
# bad radii are refused in one line.
set -u
cd "$(dirname "$0")/../.."
fail=0
sig() { sed -n 's/.* moves \([0-9a-f]*\).*/\1/p'; }
plain=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 | sig)
r0=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 --reveal-radius 0 | sig)
r1=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 --reveal-radius 1 | sig)
r1b=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 --reveal-radius 1 | sig)
[ -n "$plain" ] && [ "$r0" = "$plain" ] || { echo "radius 0: moves $r0, the plain map's $plain"; fail=1; }
[ -n "$r1" ] && [ "$r1" != "$plain" ] || { echo "radius 1: moves $r1 do not differ from the plain map's"; fail=1; }
[ "$r1" = "$r1b" ] || { echo "radius 1: two runs differ ($r1, $r1b)"; fail=1; }
for bad in "--reveal-radius -1" "--reveal-radius 1000" "--reveal-radius x"; do
  out=$(bin/candy-ai-sim $bad --seeds 1-1 2>&1); rc=$?
  [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | grep -c "bad option")" = 1 ] ||
    { echo "'$bad': rc $rc, output: $out"; fail=1; }
done
[ $fail = 0 ] && echo "candy sim reveal-radius: R 0 = the plain map ($plain), R 1 differs, bad radii refused"
exit $fail
