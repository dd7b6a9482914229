#!/usr/bin/env bash
# scripts/lab/sakura-field-data.sh (judge replays as evaluation-fitting
# data, docs/lab/sakura-ai.md): one position line per turn of each replay,
# game ids from ID_BASE in file-name order, player 1's outcome from the
# winner; features of the position the replay reached (a symmetric set-up
# gives all zeros at turn 1, and swapping the start cells negates every
# feature and the outcome); a forfeit is skipped with a note; a file that is
# not a replay is named in one line and exits 1.  Then
# scripts/lab/sakura-field-fit.py reads the output with the committed data
# set and its "base alone" fit is the shipped fit (the same held-out score).
set -u
. "$(dirname "$0")/lib.sh"
J=bin/sakura-judge G=bin/sakura-greedy R=bin/sakura-random
mkdir -p "$tmp/rep"
$J --seed 3 --replay "$tmp/rep/a.json" $G $R > "$tmp/a.res"
$J --seed 3 --init "4 4 1 1 7 7" --replay "$tmp/rep/b.json" $G "$G 2" > "$tmp/b.res"
$J --seed 3 --init "4 4 2 3 6 6" --replay "$tmp/rep/c.json" $G "$G 2" > "$tmp/c.res"
$J --seed 3 --init "4 4 6 6 2 3" --replay "$tmp/rep/d.json" "$G 2" $G > "$tmp/d.res"
$J --seed 3 --replay "$tmp/rep/e.json" $G "tests/bots/sakura/misbehave.sh garbage 2" > /dev/null 2>&1
if scripts/lab/sakura-field-data.sh "$tmp/rep" 10 "$tmp/pos.txt" 2> "$tmp/err"; then ok "converted"; else bad "exit $?: $(head -2 "$tmp/err")"; fi
grep -q "e.json: a forfeit, skipped" "$tmp/err" && ok "the forfeit skipped with a note" || bad "forfeit: $(cat "$tmp/err")"

# per game: lines = turns, ids 10..13 in name order, outcome from the winner
i=10
for g in a b c d; do
  res=$(cat "$tmp/$g.res")
  turns=$(printf '%s' "$res" | sed 's/.*"turns":\([0-9]*\).*/\1/')
  w=$(printf '%s' "$res" | sed 's/.*"winner":\([0-9]\).*/\1/')
  want=$([ "$w" = 1 ] && echo 1 || { [ "$w" = 2 ] && echo -1 || echo 0; })
  n=$(awk -v g=$i '$1 == g' "$tmp/pos.txt" | wc -l)
  outs=$(awk -v g=$i '$1 == g {print $3}' "$tmp/pos.txt" | sort -u)
  last=$(awk -v g=$i '$1 == g {t = $2} END {print t}' "$tmp/pos.txt")
  [ "$n" = "$turns" ] && [ "$last" = "$turns" ] && [ "$outs" = "$want" ] &&
    ok "game $g: id $i, $n turns, outcome $want" || bad "game $g: id $i, $n lines to turn $last, outcome '$outs', result $res"
  i=$((i + 1))
done
[ "$(awk '!/^#/ {print $1}' "$tmp/pos.txt" | sort -u | tr '\n' ' ')" = "10 11 12 13 " ] && ok "no lines of the forfeit" ||
  bad "game ids: $(awk '!/^#/ {print $1}' "$tmp/pos.txt" | sort -u | tr '\n' ' ')"

# who played which side, for the de-confounded fits
[ "$(cut -d' ' -f1 "$tmp/pos.txt.sides" | tr '\n' ' ')" = "10 11 12 13 " ] && [ "$(sed -n 1p "$tmp/pos.txt.sides" | cut -d' ' -f2-)" = "$(sed 's/.*"players":\["\([^"]*\)","\([^"]*\)"\].*/\1 \2/' "$tmp/rep/a.json")" ] &&
  ok "sides: one line per game written, the replay's player names" || bad "sides: $(cat "$tmp/pos.txt.sides")"

# features: the symmetric set-up is all zeros at turn 1; swapped starts negate them
f1() { awk -v g="$1" '$1 == g && $2 == 1 {for (k = 4; k <= NF; k++) printf "%s ", $k; print ""}' "$tmp/pos.txt"; }
[ "$(f1 11 | tr -d '0 ')" = "" ] && ok "symmetric set-up: all features 0" || bad "symmetric set-up: $(f1 11)"
neg=$(f1 13 | awk '{for (k = 1; k <= NF; k++) printf "%s ", ($k == 0 ? 0 : -$k); print ""}')
[ -n "$(f1 12 | tr -d '0 ')" ] && [ "$(f1 12)" = "$neg" ] && ok "swapped starts negate the features ($(f1 12))" ||
  bad "antisymmetry: $(f1 12) / $(f1 13)"

# player 1's side: in c player 1 is one step nearer the vein (3 against 4)
col=$(awk '/^# game/ {for (k = 1; k <= NF; k++) if ($k == "vein_dist") print k - 1}' "$tmp/pos.txt")
v=$(awk -v c="$col" '$1 == 12 && $2 == 1 {print $c}' "$tmp/pos.txt")
[ -n "$col" ] && [ "$v" = -1 ] && ok "player 1's features: vein_dist -1 where player 1 is nearer" || bad "vein_dist (column $col): '$v'"

# a file that is not a replay
echo '{"game":' > "$tmp/rep/z.json"
scripts/lab/sakura-field-data.sh "$tmp/rep" 0 "$tmp/pos2.txt" 2> "$tmp/err2"; rc=$?
[ $rc = 1 ] && grep -q "z.json:" "$tmp/err2" && ok "a broken file: exit 1, named" || bad "broken file: rc $rc, $(cat "$tmp/err2")"

# the fit harness: its base-alone fit reproduces the shipped held-out score
g1=$(sed -n 1p "$tmp/pos.txt.sides" | cut -d' ' -f2)
if python3 scripts/lab/sakura-field-fit.py tests/data/sakura-eval-positions.txt.gz "$tmp/pos.txt" "$tmp/pos.txt" --identity "$g1" > "$tmp/fit" 2>&1; then
  s=$(awk '$1 == "shipped" {print $2}' "$tmp/fit") b=$(awk '$1 == "base" && $2 == "alone" {print $3}' "$tmp/fit")
  [ -n "$s" ] && [ "$s" = "$b" ] && ok "base-alone fit = shipped weights on held-out games ($s)" || bad "fit: $(cat "$tmp/fit")"
  grep -q "^base + field, de-confounded " "$tmp/fit" && ok "--identity: the de-confounded fits" || bad "--identity: $(cat "$tmp/fit")"
else bad "sakura-field-fit.py: $(tail -1 "$tmp/fit")"; fi
python3 scripts/lab/sakura-field-fit.py "$tmp/pos.txt" "$tmp/pos.txt" "$tmp/pos.txt" --weight x > "$tmp/o" 2>&1; rc=$?
[ $rc = 2 ] && [ "$(wc -l < "$tmp/o")" = 1 ] && ok "a bad option: one line, exit 2" || bad "bad option: rc $rc, $(cat "$tmp/o")"
exit $fail
