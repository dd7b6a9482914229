#!/usr/bin/env bash
# scripts/lab/sakura-model-weights.py replays the opponent model's weights
# on logged games: on a hand-made log its Bayesian replay is the hand
# computation; on real logs (scripts/lab/sakura-model-logs.sh) it agrees
# with the mixture our AI logged (the shipped eg-prior 0.1) on most turns.
. "$(dirname "$0")/lib.sh"
w=scripts/lab/sakura-model-weights.py
mkdir -p "$tmp/hand"
# two turns, the experts' probabilities of the pair played; the Bayesian
# prior gives the four one-ply experts e^3 each, the other four 1
printf '%s\n' \
  'sakura-ai turn=2 x=1 opp="0 0" p=0.1000 top1=0 ctx=1 experts 0.1 0.2 0.1 0.1 0.1 0.1 0.3 0.3' \
  'sakura-ai turn=3 x=1 opp="0 0" p=0.1000 top1=0 ctx=1 experts 0.5 0.5 0.5 0.5 0.5 0.5 0.5 0.5' > "$tmp/hand/1.log"
want=$(python3 -c "
import math
e3 = math.exp(3); z = 4 * e3 + 4
p1 = (e3 * 0.4 + 0.1 + 0.2 + 0.3 + 0.3) / z
print('%.3f' % ((math.log(p1) + math.log(0.5)) / 2))")
out=$("$w" "$tmp/hand")
[[ $out == *"global $want (n 2,"* ]] && ok "hand-made log: the Bayesian replay is $want" || bad "hand: want $want, got $out"
[[ $out == *"eg 0.1 "* && $out == *"eg-prior 0.1 "* ]] && ok "the other schemes are reported" || bad "schemes: $out"
scripts/lab/sakura-model-logs.sh bin/sakura-bot bin/sakura-greedy 6 1 "$tmp/real" >/dev/null 2>&1 || bad "logs run"
n=$(ls "$tmp/real"/*.log | wc -l)
[ "$n" -eq 6 ] && ok "one log a game ($n)" || bad "logs: $n"
out=$("$w" "$tmp/real")
[[ $out =~ eg-prior\ 0.1\ -[0-9.]+\ \(n\ ([0-9]+),\ mismatch\ ([0-9]+)\) ]] && [ "${BASH_REMATCH[1]}" -gt 10 ] &&
  [ $((BASH_REMATCH[2] * 2)) -lt "${BASH_REMATCH[1]}" ] &&
  ok "real logs: the replay matches the logged mixture on most turns ($out)" || bad "real: $out"
"$w" --edges "$tmp/real" | grep -q "global edge p10/50/90 .* eg-prior edge p10/50/90" &&
  ok "--edges prints both schemes' percentiles" || bad "--edges"
"$w" 2>/dev/null; rc=$?
[ $rc -eq 2 ] && ok "bad usage: exit 2" || bad "bad usage: rc $rc"
exit $fail
