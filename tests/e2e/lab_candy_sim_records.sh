#!/usr/bin/env bash
# scripts/lab/candy-sim-records.sh writes candy-ai-sim games as arena
# records: one per tagger and seed, with the simulator's own figures, read
# back by candy-grid-by-n.py and candy-grid-table.py; candy-info-records.sh
# runs it at four knowledge levels; bad input exits 2 with one line.
. "$(dirname "$0")/lib.sh"
p=scripts/lab/candy-sim-records.sh
sim=bin/candy-ai-sim
"$p" $sim x corridors hunter,wander 3,6,10 1-3 "$tmp/x.jsonl" --rung 0 > /dev/null 2>&1
[ "$(wc -l < "$tmp/x.jsonl")" -eq 6 ] && ok "two taggers, three seeds: six records" || bad "$(wc -l < "$tmp/x.jsonl") records"
for t in hunter wander; do
  want=$($sim --seeds 3-3 --gen corridors --tagger $t --footsteps 3,6,10 --rung 0 --verbose | awk '$1 == "seed" {print $4, $6, $8, $10}')
  got=$(python3 -c '
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["tagger"] == sys.argv[2] and r["seed"] == 3:
        x = r["result"]; print(x["n"], x["score"], int(x["caught"]), x["turn"])' "$tmp/x.jsonl" $t)
  [ -n "$want" ] && [ "$want" = "$got" ] && ok "$t seed 3: the simulator's n, score, caught, turn ($got)" || bad "$t seed 3: $got, want $want"
done
# naive's records of the same seeds make the by-size reader pair them
python3 -c '
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l); r["bot"] = "naive"; r["result"]["score"] = 1; print(json.dumps(r))' "$tmp/x.jsonl" > "$tmp/n.jsonl"
out=$(scripts/lab/candy-grid-by-n.py "$tmp/x.jsonl" "$tmp/n.jsonl" 2>&1)
[[ $out == *"x: "* && $out == *"naive: 1.00"* ]] && ok "candy-grid-by-n.py reads them" || bad "by-n: $out"
# hunter seed 3 is caught (turn 9); hunter seed 2 lasts to the turn limit
r=$(python3 -c '
import json, sys
for l in open(sys.argv[1]):
    r = json.loads(l)
    if r["tagger"] == "hunter" and r["seed"] in (2, 3):
        print(r["seed"], r["result"]["reason"], r["result"]["time_ms"] > 0)' "$tmp/x.jsonl" | sort | tr '\n' ' ')
[ "$r" = "2 turn_limit True 3 caught True " ] && ok "reasons: caught, turn limit; the simulator's time" || bad "reasons: $r"
out=$(scripts/lab/candy-grid-table.py "$tmp/x.jsonl" "$tmp/n.jsonl" 2>&1)
[[ $out == *"x: 6 games"*", 0 not ended by capture or turn limit"* ]] && ok "candy-grid-table.py counts no fault" || bad "table: $out"
chk() {  # script, what, then the arguments: exit 2 and one line
  local q=$1 what=$2; shift 2
  err=$("$q" "$@" 2>&1 >/dev/null); rc=$?
  [ $rc -eq 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && ok "$what: one line, exit 2" || bad "$what: rc $rc, $err"
}
chk "$p" "too few arguments" $sim x corridors
chk "$p" "no simulator" "$tmp/none" x corridors hunter 3,6,10 1-3 "$tmp/y.jsonl"
chk "$p" "bad seeds" $sim x corridors hunter 3,6,10 3 "$tmp/y.jsonl"
chk "$p" "unknown tagger" $sim x corridors hunter,nobody 3,6,10 1-2 "$tmp/y.jsonl"
chk "$p" "bad simulator flag" $sim x corridors hunter 3,6,10 1-2 "$tmp/y.jsonl" --rung 9
# candy-info-records.sh: the four knowledge levels, five taggers each; the
# oracle's view (all) sees the tagger, so its games (time aside) differ
# from plain's
mkdir "$tmp/info"
scripts/lab/candy-info-records.sh $sim corridors 3,6,10 1-2 "$tmp/info" > /dev/null 2>&1
n=$(cat "$tmp"/info/info-{plain,terr,map,all}.jsonl 2>/dev/null | wc -l)
[ "$n" -eq 40 ] && ok "info records: 4 levels x 5 taggers x 2 seeds" || bad "info records: $n lines"
games() { sed 's/"bot":"[a-z]*"//; s/"time_ms":[0-9.]*//' "$1"; }
cmp -s <(games "$tmp/info/info-plain.jsonl") <(games "$tmp/info/info-all.jsonl") &&
  bad "all's games are plain's" || ok "all's games differ from plain's"
chk scripts/lab/candy-info-records.sh "info: bad usage" $sim x
chk scripts/lab/candy-info-records.sh "info: no such folder" $sim corridors 3,6,10 1-2 "$tmp/none"
exit $fail
