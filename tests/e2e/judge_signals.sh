#!/usr/bin/env bash
# Both judges, stopped by a signal mid-game or at the end of a game, leave
# no process behind: not the bots' groups, and not what a bot detached into
# its own session (setsid), which only the subreaper logic can reach
# (proc_kill_strays).  Marker sleeps: 3011/3012 (candy bot file), 3021/3022.
set -u
cd "$(dirname "$0")/../.."
fail=0
ok() { echo "   ok: $*"; }
bad() { echo "FAIL: $*"; fail=1; }
survivors() { # survivors DESC PATTERN
  sleep 0.3
  if pgrep -f "$2" >/dev/null; then
    bad "$1: left behind: $(pgrep -af "$2" | tr '\n' ';')"
    pkill -9 -f "$2"
  else
    ok "$1: no process left"
  fi
}
# the judge's pid, once its bot has started both sleepers
wait_judge() { # wait_judge JUDGE_PATTERN SLEEP_PATTERN
  local i
  for i in $(seq 1 100); do
    if [ "$(pgrep -fc "$2")" -ge 2 ]; then pgrep -f "$1" | head -1; return 0; fi
    sleep 0.05
  done
  return 1
}

# end of game (normal end, and a bot that crashed) with detached children
for mode in play crash; do
  out=$(bin/candy-judge --seed 3 --n 13 --tagger wander "tests/bots/candy/detach.sh $mode")
  case "$out" in *'"reason":'*) ;; *) bad "candy $mode: no result line: $out" ;; esac
  survivors "candy-judge, bot ($mode) detached a sleeper" "sleep 301[12]"
done

# SIGTERM / SIGINT to a judge whose bot hangs after detaching a sleeper
for sig in TERM INT; do
  bin/candy-judge --seed 3 --n 13 "tests/bots/candy/detach.sh hang" >/dev/null &
  if j=$(wait_judge "candy-judge --seed 3 --n 13 tests/bots/candy/detach.sh hang" "sleep 301[12]"); then
    kill -$sig "$j"
    wait $!; rc=$?
    [ $rc -gt 128 ] && ok "candy-judge on SIG$sig: exit $rc" || bad "candy-judge on SIG$sig: exit $rc"
  else
    bad "candy-judge: the bot never started its sleepers"; kill $! 2>/dev/null; wait
  fi
  survivors "candy-judge on SIG$sig" "sleep 301[12]|detach.sh hang"
done

S='setsid sleep 3021 </dev/null >/dev/null 2>&1 & sleep 3022 </dev/null >/dev/null 2>&1 & exec sleep 30'
bin/sakura-judge --seed 1 "$S" bin/sakura-random >/dev/null &
if j=$(wait_judge "sakura-judge --seed 1 setsid" "sleep 302[12]"); then
  kill -TERM "$j"
  wait $!; rc=$?
  [ $rc -gt 128 ] && ok "sakura-judge on SIGTERM: exit $rc" || bad "sakura-judge on SIGTERM: exit $rc"
else
  bad "sakura-judge: the bot never started its sleepers"; kill $! 2>/dev/null; wait
fi
survivors "sakura-judge on SIGTERM" "sleep 302[12]"
exit $fail
