#!/usr/bin/env bash
# scripts/lab/sakura-rerun-losses.py replays the games the first bot of
# arena records did not win, same seed and side, with another bot: the
# random bot's games against greedy, replayed by the random bot itself
# (the control) and by our AI, which wins them.
. "$(dirname "$0")/lib.sh"
rerun=scripts/lab/sakura-rerun-losses.py
bin/arena sakura --bot rnd=bin/sakura-random --bot greedy=bin/sakura-greedy --games 6 --seed 1 \
  --out "$tmp/r.jsonl" >/dev/null 2>&1 || bad "arena run"
n=$(python3 -c "
import json,sys
print(sum(1 for l in open(sys.argv[1]) if json.loads(l)['result']['winner'] != json.loads(l)['side']))" "$tmp/r.jsonl")
[ "$n" -ge 3 ] && ok "the random bot did not win $n of 6" || bad "random bot's non-wins: $n"
"$rerun" "$tmp/r.jsonl" bin/sakura-random bin/sakura-greedy > "$tmp/ctl.txt" 2>&1
last=$(tail -n 1 "$tmp/ctl.txt")
[[ $last =~ ^replayed\ $n:\ won\ ([0-9]+),\ drawn\ ([0-9]+),\ lost\ ([0-9]+)$ ]] &&
  [ $((BASH_REMATCH[1] + BASH_REMATCH[2] + BASH_REMATCH[3])) -eq "$n" ] &&
  [ "$(wc -l < "$tmp/ctl.txt")" -eq $((n + 1)) ] &&
  ok "control: one line a game, the tally adds up ($last)" || bad "control: $(cat "$tmp/ctl.txt")"
"$rerun" "$tmp/r.jsonl" bin/sakura-bot bin/sakura-greedy > "$tmp/ai.txt" 2>&1
last=$(tail -n 1 "$tmp/ai.txt")
[[ $last =~ ^replayed\ $n:\ won\ ([0-9]+), ]] && [ "${BASH_REMATCH[1]}" -ge $((n - 1)) ] &&
  ok "our AI in the random bot's seat wins them ($last)" || bad "AI rerun: $last"
# each replayed game keeps its side: the seats in the judge's result are the record's
python3 - "$tmp/r.jsonl" "$tmp/ai.txt" <<'PY' && ok "seed and side as recorded" || bad "seed/side mismatch"
import json, sys
want = [(g["seed"], g["side"]) for g in map(json.loads, open(sys.argv[1])) if g["result"]["winner"] != g["side"]]
got = [tuple(map(int, l.split()[:2])) for l in open(sys.argv[2]).read().splitlines()[:-1]]
sys.exit(0 if want == got else 1)
PY
"$rerun" "$tmp/none.jsonl" bin/sakura-bot bin/sakura-greedy 2>"$tmp/err"; rc=$?
[ $rc -eq 1 ] && grep -q "cannot read" "$tmp/err" && ok "missing records: exit 1, one line" || bad "missing records: rc $rc $(cat "$tmp/err")"
"$rerun" "$tmp/r.jsonl" 2>/dev/null; rc=$?
[ $rc -eq 2 ] && ok "bad usage: exit 2" || bad "bad usage: rc $rc"
exit $fail
