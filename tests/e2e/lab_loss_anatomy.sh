#!/usr/bin/env bash
# scripts/lab/sakura-loss-anatomy.sh (docs/lab/sakura-ai.md): a bot that
# only waits loses to greedy; every knock-out or ring-out loss gets one
# line and one class, the counts add up to the losses the replays record,
# a loss called avoidable names the pair played (the replay's) and a safe
# pair, and that pair, played on the losing turn against greedy's actual
# reply (the game re-run by the judge with scripted bots), does not lose
# that turn.  A file that is not a replay: exit 2, named.
set -u
. "$(dirname "$0")/lib.sh"
J=bin/sakura-judge W="tests/bots/sakura/misbehave.sh legal"
mkdir -p "$tmp/rep"
for s in 1 2 3 4 5 6; do
  $J --seed $s --name1 greedy --name2 wait --replay "$tmp/rep/g$s.json" bin/sakura-greedy "$W" > /dev/null
done
if scripts/lab/sakura-loss-anatomy.sh wait "$tmp/rep" > "$tmp/out" 2> "$tmp/err"; then ok "ran"; else bad "exit $?: $(head -2 "$tmp/err")"; fi
want=$(python3 -c 'import json, sys
print(sum(json.load(open(f))["result"]["winner"] == 1 and json.load(open(f))["result"]["reason"] in ("hp", "out")
          for f in sys.argv[1:]))' "$tmp"/rep/*.json)
lines=$(grep -c '^[^#].* \(avoidable-in-one\|walked-into-a-trap\|forced-two-ahead\|forced-on-turn-1\)' "$tmp/out")
sum=$(awk '/^# (hp|out):/ {for (k = 4; k <= NF; k += 2) s += $k} END {print s + 0}' "$tmp/out")
[ "$want" -gt 0 ] && [ "$lines" = "$want" ] && [ "$sum" = "$want" ] && grep -q "^# 6 games of wait, $want knock-out" "$tmp/out" &&
  ok "$want losses, one line each, counts add up" || bad "losses $want, lines $lines, counts $sum: $(cat "$tmp/out")"

# each avoidable loss: the pair played is the replay's; the safe pair survives greedy's actual reply
n=0
while read -r file reason turn class rest; do
  [ "$class" = avoidable-in-one ] || continue
  played=$(printf '%s' "$rest" | sed 's/(played \(.*\), safe \(.*\))/\1/')
  safe=$(printf '%s' "$rest" | sed 's/(played \(.*\), safe \(.*\))/\2/')
  mapfile -t g < <(python3 -c 'import json, sys
for t in json.load(open(sys.argv[1]))["turns"]: print(t["actions"][0])' "$file")
  init=$(python3 -c 'import json, sys
i = json.load(open(sys.argv[1]))["init"]; print(*(i["vein"] + i["p1"] + i["p2"]))' "$file")
  mine=(); for ((t = 1; t < turn; t++)); do mine+=("0 0"); done; mine+=("$safe")
  [ "$played" = "0 0" ] || bad "$file: played '$played', the waiting bot plays 0 0"
  res=$($J --init "$init" "tests/bots/sakura/scripted.sh $(printf "'%s' " "${g[@]:0:$turn}")" \
        "tests/bots/sakura/scripted.sh $(printf "'%s' " "${mine[@]}")")
  t=$(printf '%s' "$res" | sed 's/.*"turns":\([0-9]*\).*/\1/'); w=$(printf '%s' "$res" | sed 's/.*"winner":\([0-9]\).*/\1/')
  if [ "$t" -gt "$turn" ] || [ "$w" != 1 ]; then n=$((n + 1)); else bad "$file: safe pair '$safe' lost on turn $turn: $res"; fi
done < "$tmp/out"
[ $n -gt 0 ] && ok "$n avoidable losses: the safe pair does not lose to greedy's actual reply" || bad "no avoidable loss checked"

# a file that is not a replay
echo '{"game":' > "$tmp/rep/z.json"
scripts/lab/sakura-loss-anatomy.sh wait "$tmp/rep" > /dev/null 2> "$tmp/err2"; rc=$?
[ $rc = 2 ] && grep -q "z.json:" "$tmp/err2" && ok "a broken file: exit 2, named" || bad "broken file: rc $rc, $(cat "$tmp/err2")"
exit $fail
