#!/usr/bin/env bash
# candy-ai-sim --clairvoyant D: the bound of docs/candy-ai.md Round 6 (a
# Maki that reads the hunter's whole state and plays every line of D
# actions).  Checks: it is deterministic; on braid seeds 1-20 it is caught
# less often than the AI, which cannot see that state (measured: 0.55
# against 0.95 at depth 3); bad depths and weights are refused in one line.
set -u
cd "$(dirname "$0")/../.."
fail=0
nots() { sed 's/ ms [0-9.]*//; s/ max_game_ms [0-9.]*//; s/ turn_ms [0-9.]*//'; } # drop the timings
a=$(bin/candy-ai-sim --clairvoyant 3 --seeds 1-20 --verbose | nots)
b=$(bin/candy-ai-sim --clairvoyant 3 --seeds 1-20 --verbose | nots)
[ "$a" = "$b" ] || { echo "clairvoyant: two runs differ"; fail=1; }
rate() { sed -n 's/.*capture_rate \([0-9.]*\).*/\1/p' | tail -1; }
clair=$(printf '%s\n' "$a" | rate)
ai=$(bin/candy-ai-sim --seeds 1-20 | rate)
awk -v c="$clair" -v a="$ai" 'BEGIN { exit !(c != "" && a != "" && c + 0.25 <= a) }' ||
  { echo "clairvoyant capture rate $clair is not well below the AI's $ai"; fail=1; }
for bad in "--clairvoyant 0" "--clairvoyant 7" "--clairvoyant x" "--clairvoyant-candy -1"; do
  out=$(bin/candy-ai-sim $bad --seeds 1-1 2>&1); rc=$?
  [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | grep -c "bad option")" = 1 ] ||
    { echo "'$bad': rc $rc, output: $out"; fail=1; }
done
[ $fail = 0 ] && echo "candy clairvoyant: deterministic, caught $clair vs the AI's $ai (braid 1-20), bad values refused"
exit $fail
