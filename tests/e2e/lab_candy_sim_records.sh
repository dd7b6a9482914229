#!/usr/bin/env bash
# scripts/lab/candy-sim-records.sh writes candy-ai-sim games as arena
# records: one per tagger and seed, with the simulator's own figures, read
# back by candy-grid-by-n.py; bad input exits 2 with one line.
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
chk() {  # what, then the arguments: exit 2 and one line
  local what=$1; shift
  err=$("$p" "$@" 2>&1 >/dev/null); rc=$?
  [ $rc -eq 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && ok "$what: one line, exit 2" || bad "$what: rc $rc, $err"
}
chk "too few arguments" $sim x corridors
chk "no simulator" "$tmp/none" x corridors hunter 3,6,10 1-3 "$tmp/y.jsonl"
chk "bad seeds" $sim x corridors hunter 3,6,10 3 "$tmp/y.jsonl"
chk "unknown tagger" $sim x corridors hunter,nobody 3,6,10 1-2 "$tmp/y.jsonl"
chk "bad simulator flag" $sim x corridors hunter 3,6,10 1-2 "$tmp/y.jsonl" --rung 9
exit $fail
