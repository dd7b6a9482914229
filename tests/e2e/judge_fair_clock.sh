#!/usr/bin/env bash
# A bot's clock measures its own thinking (docs/sakura-judge.md "Timing",
# docs/candy-judge.md): the judges stop a program, its whole process group,
# while they are not asking it (proc_stop_when_idle), so what one bot leaves
# running takes no CPU from the other's clock; and the time the judge itself
# spends stopped (Ctrl-Z, SIGTSTP) is on nobody's clock, its bots stopped
# with it.
. "$(dirname "$0")/lib.sh"
# the burners carry this run's folder in their command line, so that the
# check for leftovers sees no other run's
burner="sh -c ': $tmp; for i in 1 2 3 4 5 6 7 8; do (while :; do :; done) </dev/null >/dev/null 2>&1 & done; exec tests/bots/sakura/misbehave.sh legal'"
# 1. CPU burners player 1 leaves running: each time player 2 is asked, every
#    one of them is stopped (state T), read from /proc by player 2 itself
#    (before: running, R, and a bot burning 3 ms a turn lost 3 games of 3 on
#    time); a long budget: the states are the check, not the machine's load
for seed in 1 2; do
  rm -f "$tmp/states"
  bin/sakura-judge --seed $seed --time-ms 60000 "$burner" "tests/bots/sakura/spin.py 1 ': $tmp;' $tmp/states" \
    > "$tmp/out" 2> "$tmp/err"; rc=$?
  seen=$(sort -u "$tmp/states" | tr '\n' ' ')
  [ $rc = 0 ] && grep -q '"reason":"draw"' "$tmp/out" && [ "$(wc -l < "$tmp/states")" = 60 ] \
    && ! grep -qv '^TTTTTTTTT*$' "$tmp/states" \
    && ok "seed $seed: on each of player 2's 60 turns, player 1's 8 burners were stopped (states: $seen)" \
    || bad "seed $seed: burners while player 2 thinks: rc $rc, states seen: $seen, $(cat "$tmp/out" "$tmp/err")"
done
pgrep -f ": $tmp;" > /dev/null && { bad "burners left running"; pkill -f ": $tmp;"; }
# four_stopped WHAT START: player 1 runs `sh -c 'for i in 1 2 3 4; do START
# done; exec a legal bot'` (START ends with & or ;); on each of player 2's 60 turns all 4
# burners must be stopped (T), and none left running after the game
four_stopped() {
  local what=$1 start=$2 bot
  bot="sh -c 'for i in 1 2 3 4; do $start done; exec tests/bots/sakura/misbehave.sh legal'"
  rm -f "$tmp/states"
  bin/sakura-judge --seed 3 --time-ms 60000 "$bot" "tests/bots/sakura/spin.py 1 ': $tmp;' $tmp/states" \
    > "$tmp/out" 2> "$tmp/err"; rc=$?
  seen=$(sort -u "$tmp/states" | tr '\n' ' ')
  [ $rc = 0 ] && [ "$(wc -l < "$tmp/states")" = 60 ] && ! grep -qv '^TTTT$' "$tmp/states" \
    && ok "$what: on each of player 2's 60 turns, player 1's 4 burners were stopped (states: $seen)" \
    || bad "$what: burners while player 2 thinks: rc $rc, states seen: $seen, $(cat "$tmp/out" "$tmp/err")"
  sleep 0.2
  pgrep -f ": $tmp;" > /dev/null && { bad "$what: burners left running"; pkill -f ": $tmp;"; }
}
burn="sh -c \": $tmp; while :; do :; done\" </dev/null >/dev/null 2>&1"
# 1b. burners moved out of the bot's process group into sessions of their
#     own (setsid): stopped all the same, found among its descendants
four_stopped "setsid" "setsid $burn &"
# 1c. burners left to the judge (a double fork: their parent exits at once,
#     so they are no descendant of the bot): stopped with the bot whose turn
#     they appeared in, as it alone ran then
four_stopped "double fork" "(setsid $burn &);"
# 2. the same for Maki's burners while an outside tagger is asked
maki="sh -c ': $tmp; for i in 1 2 3 4 5 6 7 8; do (while :; do :; done) </dev/null >/dev/null 2>&1 & done; exec bin/candy-naive'"
rm -f "$tmp/states"
bin/candy-judge --seed 3 --n 13 --time-ms 60000 --tagger-cmd "tests/bots/candy/probe_tagger.py ': $tmp;' $tmp/states" "$maki" \
  > "$tmp/out" 2> "$tmp/err"; rc=$?
seen=$(sort -u "$tmp/states" | tr '\n' ' ')
[ $rc = 0 ] && [ "$(wc -l < "$tmp/states")" -gt 5 ] && ! grep -qv '^TTTTTTTTT*$' "$tmp/states" \
  && ok "candy: on each of the tagger's $(wc -l < "$tmp/states") actions, Maki's 8 burners were stopped (states: $seen)" \
  || bad "candy: Maki's burners while the tagger acts: rc $rc, states seen: $seen, $(cat "$tmp/out" "$tmp/err")"
pgrep -f ": $tmp;" > /dev/null && { bad "burners left running"; pkill -f ": $tmp;"; }
# 3. the judge stopped by SIGTSTP mid-game, then continued: no timeout, and
#    neither clock holds the pause.  The judge runs in a process group of
#    its own (set -m): a stop signal to a process of an orphaned group, as
#    under setsid, is discarded, and the case would prove nothing.
# paused_game SECONDS OUT JUDGE ARGS...: rc, and stopped=1 if ps saw it stopped
paused_game() {
  local pause=$1 out=$2 judge; shift 2
  set -m; "$@" > "$out" 2> "$tmp/err" & judge=$!; set +m
  sleep 0.15; kill -TSTP $judge 2> /dev/null; sleep 0.3
  stopped=0; case $(ps -o stat= -p $judge 2> /dev/null) in T*) stopped=1 ;; esac
  sleep "$pause"; kill -CONT $judge 2> /dev/null; wait $judge; rc=$?
}
slow="sh -c 'while read -r w rest; do case \$w in READY) echo OK;; TURN) sleep 0.003; echo 0 0;; FINISH) exit 0;; esac; done'"
paused_game 1.5 "$tmp/out" bin/sakura-judge --seed 4 "$slow" "$slow"
set -- $(sed -E 's/.*"time_ms":\[([0-9.]+),([0-9.]+)\].*/\1 \2/' "$tmp/out")
[ $stopped = 1 ] && [ $rc = 0 ] && grep -q '"reason":"draw"' "$tmp/out" && [ "${1%.*}" -lt 1400 ] && [ "${2%.*}" -lt 1400 ] \
  && [ ! -s "$tmp/err" ] && ok "sakura: stopped 1.8 s by SIGTSTP mid-game: a draw, clocks $1 and $2 ms" \
  || bad "sakura: SIGTSTP (seen stopped: $stopped): rc $rc, $(cat "$tmp/out" "$tmp/err")"
# (seed 2 on a 23 x 23 maze against wander: our Maki lives about 0.5 s)
paused_game 2.5 "$tmp/out" bin/candy-judge --seed 2 --n 23 --tagger wander bin/candy-bot
ms=$(sed -E 's/.*"time_ms":([0-9.]+).*/\1/' "$tmp/out")
[ $stopped = 1 ] && [ $rc = 0 ] && ! grep -q '"reason":"timeout"' "$tmp/out" && [ "${ms%.*}" -lt 2000 ] \
  && ok "candy: stopped 2.8 s by SIGTSTP mid-game: no timeout, Maki's clock $ms ms" \
  || bad "candy: SIGTSTP (seen stopped: $stopped): rc $rc, $(cat "$tmp/out" "$tmp/err")"
exit $fail
