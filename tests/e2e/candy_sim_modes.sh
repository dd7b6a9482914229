#!/usr/bin/env bash
# candy-ai-sim's experiment modes (docs/candy-ai.md).
# --clairvoyant D, the information bound (a Maki that reads the hunter's
# whole state and plays every line of D actions): it is deterministic; on
# braid seeds 1-20 it is caught less often than the AI, which cannot see
# that state (measured: 0.55 against 0.85 at depth 3).
# --reveal-radius R, an information cheat (every map also shows the true
# terrain and candy within R steps of Maki): R 0 adds nothing (the same
# moves as the judge's map); R 1 changes the moves, the same way twice.
# Bad depths, weights and radii are refused in one line.
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
sig() { sed -n 's/.* moves \([0-9a-f]*\).*/\1/p'; }
plain=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 | sig)
r0=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 --reveal-radius 0 | sig)
r1=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 --reveal-radius 1 | sig)
r1b=$(bin/candy-ai-sim --seeds 1-20 --footsteps 2,4,7 --reveal-radius 1 | sig)
[ -n "$plain" ] && [ "$r0" = "$plain" ] || { echo "radius 0: moves $r0, the plain map's $plain"; fail=1; }
[ -n "$r1" ] && [ "$r1" != "$plain" ] || { echo "radius 1: moves $r1 do not differ from the plain map's"; fail=1; }
[ "$r1" = "$r1b" ] || { echo "radius 1: two runs differ ($r1, $r1b)"; fail=1; }
for bad in "--clairvoyant 0" "--clairvoyant 7" "--clairvoyant x" "--clairvoyant-candy -1" \
           "--reveal-radius -1" "--reveal-radius 1000" "--reveal-radius x" "--reveal-radius 3x" \
           "--rung 4294967298" "--rung 2abc" "--clairvoyant 2.9" "--clairvoyant-candy 5x"; do
  out=$(bin/candy-ai-sim $bad --seeds 1-1 2>&1); rc=$?
  [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | grep -c "bad or missing value")" = 1 ] ||
    { echo "'$bad': rc $rc, output: $out"; fail=1; }
done
# --seeds: 0 <= A <= B < 2^63, else one line and exit 2 (a huge B once looped for ever)
for bad in 18446744073709551615-18446744073709551615 1-99999999999999999999 -1-3 5-1 1-2x 7; do
  out=$(timeout 20 bin/candy-ai-sim --seeds "$bad" --rung 4 2>&1); rc=$?
  [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && printf '%s\n' "$out" | grep -q "^candy-ai-sim: --seeds" ||
    { echo "--seeds '$bad': rc $rc, output: $out"; fail=1; }
done
# --reveal-near on top of --reveal-terrain (everything but the unseen candy)
# plays other moves than the terrain alone; with any other mode it is refused
t0=$(bin/candy-ai-sim --seeds 1-10 --gen corridors --rung 4 --reveal-terrain | sig)
t1=$(KS_NEAR_LEVEL=0 bin/candy-ai-sim --seeds 1-10 --gen corridors --rung 4 --reveal-terrain --reveal-near | sig)
[ -n "$t0" ] && [ -n "$t1" ] && [ "$t0" != "$t1" ] || { echo "--reveal-terrain --reveal-near: $t1, terrain alone $t0"; fail=1; }
for bad in "--reveal --reveal-map" "--reveal-radius 2 --reveal-near" "--reveal-map --reveal-near" "--clairvoyant-candy 50"; do
  # shellcheck disable=SC2086
  out=$(bin/candy-ai-sim $bad --seeds 1-1 2>&1); rc=$?
  [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] || { echo "'$bad': rc $rc, output: $out"; fail=1; }
done
out=$(timeout 20 bin/candy-ai-sim --seeds 9223372036854775807-9223372036854775807 --rung 4); rc=$?
[ $rc = 0 ] && printf '%s\n' "$out" | grep -q "^games 1 " || { echo "the last seed 2^63-1: rc $rc, $out"; fail=1; }
[ $fail = 0 ] && echo "candy sim modes: clairvoyant deterministic, caught $clair vs the AI's $ai (braid 1-20);" \
  "reveal-radius 0 = the plain map ($plain), 1 differs; bad values refused"
exit $fail
