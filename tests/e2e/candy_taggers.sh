#!/usr/bin/env bash
# The taggers sweep, sonar, cutoff and the generators corridors, halls
# (docs/rules/candy-hunt.md §5, §6): each tagger is built into the judge
# (--tagger NAME) and plays the same game as an outside program
# (--tagger-cmd "bin/candy-tagger --kind NAME --game-seed S"), on every
# generator and other footsteps tables; replays of the new taggers and
# generators re-simulate; each new tagger catches the naive Maki in most
# games; the programs' usage texts name them.
set -u
. "$(dirname "$0")/lib.sh"
J=bin/candy-judge N=bin/candy-naive

# built in = outside program, move for move (replays equal but for the
# tagger's name and the clocks)
same=0 looked=0
for t in sweep sonar cutoff; do
  for c in "3 braid 3,6,10" "11 corridors 3,6,10" "12 halls 2,4,7" "5 caves 4,8,14" "8 rooms 3,6,10"; do
    set -- $c
    out=$($J --seed $1 --gen $2 --footsteps $3 --tagger $t --replay "$tmp/in.json" $N) || bad "built-in $t $c: exit $?"
    echo "$out" | grep -q "\"tagger\":\"$t\",\"gen\":\"$2\"" || bad "$t $c: result does not name the tagger and generator: $out"
    $J --seed $1 --gen $2 --footsteps $3 --tagger-cmd "bin/candy-tagger --kind $t --game-seed $1 --footsteps $3" \
       --replay "$tmp/out.json" $N >/dev/null || bad "candy-tagger --kind $t $c: exit $?"
    if cmp -s <(strip_clocks "$tmp/in.json") <(strip_clocks "$tmp/out.json"); then same=$((same + 1))
    else bad "candy-tagger --kind $t plays another game than the built-in ($c)"; fi
    grep -q '"action":"O","pos"' "$tmp/in.json" && looked=$((looked + 1))
    bin/candy-replay-check "$tmp/in.json" >/dev/null || bad "replay of $t $c does not verify"
  done
done
echo "   candy-tagger = built-in in $same of 15 games ($looked with a look-around)"
[ $looked -ge 1 ] || bad "no new tagger looked around in 15 games (the look-then-act path is untested)"

# credible threats: each catches the naive Maki in most of 20 default games
# (300 seeds: 92-97%, docs/rules/candy-hunt.md §5)
for t in sweep sonar cutoff; do
  caught=0
  for s in $(seq 1 20); do
    $J --seed $s --tagger $t $N | grep -q '"caught":true' && caught=$((caught + 1))
  done
  echo "   $t caught naive in $caught of 20"
  [ $caught -ge 14 ] || bad "$t caught naive only $caught times in 20"
done

# the new generators: every N plays, the judge sends a valid maze
for g in corridors halls; do
  for n in 11 12 17 23; do
    $J --seed 4 --n $n --gen $g --replay "$tmp/g.json" $N >/dev/null || bad "--gen $g --n $n: exit $?"
    bin/candy-replay-check "$tmp/g.json" >/dev/null || bad "--gen $g --n $n: replay does not verify"
  done
done

# usage texts and refusals name them
for p in "$J" bin/candy-ai-sim; do
  for w in sweep sonar cutoff corridors halls; do
    $p --help | grep -q "$w" || bad "$p --help does not name $w"
  done
done
for w in sweep sonar cutoff; do bin/candy-tagger --help | grep -q "$w" || bad "candy-tagger --help does not name $w"; done
$J --tagger ninja $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q cutoff "$tmp/err" || bad "--tagger ninja: exit $rc, $(cat "$tmp/err")"
$J --gen maze $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q halls "$tmp/err" || bad "--gen maze: exit $rc, $(cat "$tmp/err")"
echo 11 | bin/candy-tagger --kind oracle >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q cutoff "$tmp/err" || bad "candy-tagger --kind oracle: exit $rc, $(cat "$tmp/err")"
exit $fail
