#!/usr/bin/env bash
# scripts/lab/sakura-paired-pool.py pairs a change's arena records with
# its base's seed by seed and pools several opponents: on hand-made
# records the per-file and pooled means are the hand computation, seeds
# with one side missing do not count, and bad input exits 2.
. "$(dirname "$0")/lib.sh"
p=scripts/lab/sakura-paired-pool.py
# one record: seed, our side, winner (0 a draw)
rec() { printf '{"pairing":["ai","opp"],"seed":%d,"side":%d,"result":{"winner":%d}}\n' "$1" "$2" "$3"; }
# new: seed 1 won twice (2), seed 2 a draw and a loss (0.5), seed 3 one side only
{ rec 1 1 1; rec 1 2 2; rec 2 1 0; rec 2 2 1; rec 3 1 1; } > "$tmp/new1.jsonl"
# old: seed 1 one win (1), seed 2 lost twice (0), seed 3 both sides
{ rec 1 1 1; rec 1 2 1; rec 2 1 2; rec 2 2 1; rec 3 1 1; rec 3 2 2; } > "$tmp/old1.jsonl"
# a second opponent: seed 7 new 1, old 2 (difference -1)
{ rec 7 1 1; rec 7 2 1; } > "$tmp/new2.jsonl"
{ rec 7 1 1; rec 7 2 2; } > "$tmp/old2.jsonl"
out=$("$p" "$tmp/new1.jsonl=$tmp/old1.jsonl" "$tmp/new2.jsonl=$tmp/old2.jsonl")
# file 1: differences +1 and +0.5 (mean 0.75, sd 0.354, 1.96 sd / sqrt 2 = 0.490)
[[ $out == *"new1.jsonl: 2 pairs, +0.750 +- 0.490 (better / worse / equal 2 / 0 / 0)"* ]] &&
  ok "one opponent: seed 3 (one side only) left out, the mean by hand" || bad "file 1: $out"
# pooled: +1, +0.5, -1 (mean 0.167, sd 1.041, 1.96 sd / sqrt 3 = 1.178)
[[ $out == *"pooled: 3 pairs, +0.167 +- 1.178 (better / worse / equal 2 / 1 / 0)"* ]] &&
  ok "pooled over both opponents" || bad "pooled: $out"
"$p" "$tmp/new1.jsonl=$tmp/old2.jsonl" > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "no seed pair in both files: exit 2" || bad "disjoint: rc $rc"
printf '{"bad\n' > "$tmp/bad.jsonl"
"$p" "$tmp/bad.jsonl=$tmp/old1.jsonl" > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "unreadable records: exit 2" || bad "bad json: rc $rc"
"$p" > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "bad usage: exit 2" || bad "usage: rc $rc"
exit $fail
