#!/usr/bin/env bash
# scripts/lab/candy-grid-by-n.py splits Candy arena records by maze size:
# on hand-made records each band's means and ratio to naive are the hand
# computation, a game naive did not play is left out, and bad input exits 2.
. "$(dirname "$0")/lib.sh"
p=scripts/lab/candy-grid-by-n.py
# one record: bot, seed, n, score, turn, caught
rec() { printf '{"bot":"%s","tagger":"hunter","gen":"corridors","seed":%d,"cmd":"candy-judge --seed %d --footsteps 2,4,7 x","result":{"n":%d,"score":%d,"turn":%d,"caught":%s}}\n' "$1" "$2" "$2" "$3" "$4" "$5" "$6"; }
# the table of FILE holds PATTERN
expect() { local out; out=$("$p" "$1"); [[ $out == *"$2"* ]] && ok "$3" || bad "$3: $out"; }
{ rec ours 1 12 4 20 true; rec naive 1 12 2 10 true
  rec ours 2 23 3 30 false; rec naive 2 23 6 30 true
  rec ours 3 13 9 9 true; } > "$tmp/a.jsonl"
expect "$tmp/a.jsonl" "corridors  11-13      1  ours: 4.00 20.0 1.00 0.200 2.00  naive: 2.00 10.0 1.00 0.200 1.00" \
  "N 12: one shared game, seed 3 (ours alone) left out"
expect "$tmp/a.jsonl" "corridors  23         1  ours: 3.00 30.0 0.00 0.100 0.50  naive: 6.00 30.0 1.00 0.200 1.00" \
  "N 23: its own band, the ratio below 1"
# part: a bot that played one of naive's two games in band 11-13 is
# compared with naive's score on that game only (6 / 3 = 2.00, not 6 / 5)
cat "$tmp/a.jsonl" > "$tmp/p.jsonl"
{ rec ours 4 11 1 10 true; rec naive 4 11 3 10 true; rec part 4 11 6 12 false; } >> "$tmp/p.jsonl"
expect "$tmp/p.jsonl" "corridors  11-13      2  ours: 2.50 15.0 1.00 0.167 1.00  part: 6.00 12.0 0.00 0.500 2.00  naive:" \
  "a bot on part of the games: the ratio over its own games"
printf '{"bot":\n' > "$tmp/bad.jsonl"
err=$("$p" "$tmp/bad.jsonl" 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && ok "unreadable records: one line, exit 2" || bad "bad json: rc $rc, $err"
rec ours 1 12 4 20 true > "$tmp/alone.jsonl"
"$p" "$tmp/alone.jsonl" > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "no game naive played too: exit 2" || bad "alone: rc $rc"
"$p" > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "bad usage: exit 2" || bad "usage: rc $rc"
exit $fail
