#!/usr/bin/env bash
# The Maki bot's time manager (candy_tm.c, docs/candy-ai.md "Time"):
# a smaller budget must buy a cheaper effort rung, never a richer one, and
# the bot must stay within the budget down to small ones.
# 1. Deterministic: one recorded judge game is replayed to bin/candy-bot
#    with its remaining_ms lines rewritten; CANDY_DEBUG_IO=1 prints
#    "#rung T R lean".  Turn 1's rung depends on the budget only (nothing is
#    used yet): 2000 ms must get rung 0 (the full AI), 100 ms the last one,
#    and the rung must not fall as the budget grows.  A judge that reports
#    almost nothing left on turn 2 must get the last rung, and lean (no
#    tracked hunters) must then stay on for the game.
# 2. Real judge games with small budgets: no timeouts (the bot before the
#    rungs timed out in 5-11 % of games at 200-300 ms).
# 3. --level out of 0..4: a usage error.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
bin/candy-judge --seed 1 --gen braid --tagger hunter "tee $tmp/rec | bin/candy-bot" > "$tmp/res.json" ||
  { echo "candy_budget: the recording game failed"; exit 1; }
n=$(head -1 "$tmp/rec" | cut -d' ' -f1)

# replay with remaining_ms rewritten: turn 1 gets $1, turn 2 $2, later $3
replay() {
  awk -v n="$n" -v b1="$1" -v b2="$2" -v b3="$3" 'NR == 1 { print; next }
    { i = NR - 2; t = int(i / (n + 2)) + 1
      if (i % (n + 2) == n + 1) print (t == 1 ? b1 : (t == 2 ? b2 : b3)); else print }' "$tmp/rec" |
    CANDY_DEBUG_IO=1 bin/candy-bot 2> "$tmp/err" > /dev/null
}

prev=-1
for b in 2000 1000 500 300 250 100; do
  replay $b $b $b
  r=$(awk '$1 == "#rung" && $2 == 1 { print $3 }' "$tmp/err")
  [ -n "$r" ] || { echo "candy_budget: no #rung line for budget $b"; fail=1; continue; }
  echo "budget $b ms: rung $r on turn 1"
  [ "$r" -ge "$prev" ] || { echo "candy_budget: budget $b got rung $r, richer than a larger budget's $prev"; fail=1; }
  prev=$r
  case $b in
    2000) [ "$r" = 0 ] || { echo "candy_budget: the default budget must get rung 0, got $r"; fail=1; } ;;
    100) [ "$r" = 4 ] || { echo "candy_budget: 100 ms must get the last rung 4, got $r"; fail=1; } ;;
  esac
done

replay 2000 50 2000
awk '$1 == "#rung" && $2 == 2 { if ($3 != 4) bad = 1; found = 1 }
     $1 == "#rung" && $2 >= 2 && $4 != 1 { bad = 1 }
     END { exit !(found && !bad) }' "$tmp/err" ||
  { echo "candy_budget: after a judge reporting 50 ms left, want rung 4 and lean for good:"; grep '^#rung' "$tmp/err" | head -4; fail=1; }

for spec in "5 braid 200" "2 caves 200" "3 braid 300" "4 caves 300"; do # long games
  set -- $spec
  res=$(bin/candy-judge --seed "$1" --gen "$2" --tagger hunter --time-ms "$3" bin/candy-bot) ||
    { echo "candy_budget: judge failed on seed $1"; fail=1; continue; }
  echo "$res" | grep -q '"reason":"\(caught\|turn_limit\)"' ||
    { echo "candy_budget: seed $1 $2 at $3 ms: $res"; fail=1; }
  echo "seed $1 $2 at $3 ms: $(echo "$res" | grep -o '"time_ms":[0-9]*')"
done
# a rung out of range (or any bad option): exit 2 and one line
for bad in "--level 5" "--level" "--level -1" "--level 12" "--fast"; do
  out=$(bin/candy-bot $bad < /dev/null 2>&1); rc=$?
  [ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] ||
    { echo "candy_budget: candy-bot $bad: exit $rc, output '$out'"; fail=1; }
done
[ $fail = 0 ] && echo "candy budget: rungs by budget, lean stays, no timeouts at 200-300 ms, bad options refused"
exit $fail
