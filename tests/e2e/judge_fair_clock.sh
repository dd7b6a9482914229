#!/usr/bin/env bash
# A bot's clock measures its own thinking (docs/sakura-judge.md "Timing",
# docs/candy-judge.md): the judges stop a program, its whole process group,
# while they are not asking it (proc_stop_when_idle), so what one bot leaves
# running takes no CPU from the other's clock; and the time the judge itself
# spends stopped (Ctrl-Z, SIGTSTP) is on nobody's clock, its bots stopped
# with it.
. "$(dirname "$0")/lib.sh"
spin="tests/bots/sakura/spin.py 3"  # 3 ms of its own CPU a turn: 180 ms a game
burner="sh -c 'for i in 1 2 3 4; do (while :; do :; done) </dev/null >/dev/null 2>&1 & done; exec tests/bots/sakura/misbehave.sh legal'"
# 1. four CPU burners left running by player 1 while player 2 thinks: player
#    2's clock as in the same game against a quiet player 1 (before: 3 of 3
#    games lost on time)
quiet="tests/bots/sakura/misbehave.sh legal"
for seed in 1 2; do
  bin/sakura-judge --seed $seed "$quiet" "$spin" > "$tmp/out0" 2> "$tmp/err"
  bin/sakura-judge --seed $seed "$burner" "$spin" > "$tmp/out" 2>> "$tmp/err"; rc=$?
  t0=$(sed -E 's/.*"time_ms":\[[0-9.]+,([0-9.]+)\].*/\1/' "$tmp/out0")
  t2=$(sed -E 's/.*"time_ms":\[[0-9.]+,([0-9.]+)\].*/\1/' "$tmp/out")
  [ $rc = 0 ] && grep -q '"reason":"draw"' "$tmp/out" && [ ! -s "$tmp/err" ] && [ "${t2%.*}" -lt $(( ${t0%.*} * 3 / 2 + 100 )) ] \
    && ok "seed $seed: player 1's burners cost player 2 nothing: a draw, its clock $t2 ms ($t0 against a quiet player)" \
    || bad "seed $seed: burners: rc $rc, $t0 ms quiet, $(cat "$tmp/out" "$tmp/err")"
done
pgrep -f 'while :; do :; done' > /dev/null && { bad "burners left running"; pkill -f 'while :; do :; done'; }
# 2. the same for an outside Candy tagger that leaves burners: Maki's clock
#    is hers (seed 3, 23 x 23: she lives all 100 turns; the game once
#    without burners, once with them: before, 310 against 800 ms)
tagger="sh -c 'for i in 1 2 3 4; do (while :; do :; done) </dev/null >/dev/null 2>&1 & done; exec bin/candy-tagger'"
bin/candy-judge --seed 3 --n 23 --tagger-cmd bin/candy-tagger bin/candy-bot > "$tmp/out0" 2> "$tmp/err"
bin/candy-judge --seed 3 --n 23 --tagger-cmd "$tagger" bin/candy-bot > "$tmp/out" 2>> "$tmp/err"; rc=$?
ms0=$(sed -E 's/.*"time_ms":([0-9.]+).*/\1/' "$tmp/out0") ms=$(sed -E 's/.*"time_ms":([0-9.]+).*/\1/' "$tmp/out")
[ $rc = 0 ] && grep -q '"reason":"turn_limit"' "$tmp/out" && [ "${ms%.*}" -lt $(( ${ms0%.*} * 3 / 2 + 100 )) ] \
  && ok "candy: an outside tagger's burners cost Maki nothing: her clock $ms ms ($ms0 without them)" \
  || bad "candy: tagger burners: rc $rc, $ms0 ms without, $(cat "$tmp/out" "$tmp/err")"
pgrep -f 'while :; do :; done' > /dev/null && { bad "burners left running"; pkill -f 'while :; do :; done'; }
# 3. the judge stopped by SIGTSTP for 1.5 s mid-game, then continued: no
#    timeout, and neither clock holds the pause
slow="sh -c 'while read -r w rest; do case \$w in READY) echo OK;; TURN) sleep 0.003; echo 0 0;; FINISH) exit 0;; esac; done'"
bin/sakura-judge --seed 4 "$slow" "$slow" > "$tmp/out" 2> "$tmp/err" & judge=$!
sleep 0.15; kill -TSTP $judge; sleep 1.5; kill -CONT $judge; wait $judge; rc=$?
times=$(sed -E 's/.*"time_ms":\[([0-9.]+),([0-9.]+)\].*/\1 \2/' "$tmp/out")
set -- $times
[ $rc = 0 ] && grep -q '"reason":"draw"' "$tmp/out" && [ "${1%.*}" -lt 1400 ] && [ "${2%.*}" -lt 1400 ] && [ ! -s "$tmp/err" ] \
  && ok "sakura: stopped 1.5 s by SIGTSTP mid-game: a draw, clocks $1 and $2 ms" \
  || bad "sakura: SIGTSTP: rc $rc, $(cat "$tmp/out" "$tmp/err")"
# (seed 2 on a 23 x 23 maze against wander: our Maki lives all 100 turns, about 0.5 s)
bin/candy-judge --seed 2 --n 23 --tagger wander bin/candy-bot > "$tmp/out" 2> "$tmp/err" & judge=$!
sleep 0.15; kill -TSTP $judge; sleep 2.5; kill -CONT $judge; wait $judge; rc=$?
ms=$(sed -E 's/.*"time_ms":([0-9.]+).*/\1/' "$tmp/out")
[ $rc = 0 ] && grep -q '"reason":"turn_limit"' "$tmp/out" && [ "${ms%.*}" -lt 2000 ] \
  && ok "candy: stopped 2.5 s by SIGTSTP mid-game: no timeout, Maki's clock $ms ms" \
  || bad "candy: SIGTSTP: rc $rc, $(cat "$tmp/out" "$tmp/err")"
exit $fail
