#!/usr/bin/env bash
# sakura-judge against misbehaving bots (tests/bots/sakura/misbehave.sh):
# each case must give the right winner, reason and turns, finish within the
# budget plus a margin, leave no process behind, and write a replay that
# sakura-resim accepts.  Also: a stderr flood is drained and capped, both
# players failing on one turn is a draw.
source "$(dirname "$0")/sakura_lib.sh"
BUDGET=400      # ms per player
MARGIN=1500     # ms of judge wall time allowed beyond the budgets used
B="$BOTS/misbehave.sh"
n=0

# run DESC CMD1 CMD2 WINNER REASON TURNS [judge options...]
run() {
  local desc=$1 c1=$2 c2=$3 w=$4 r=$5 t=$6; shift 6
  n=$((n + 1))
  local t0 line rc el
  t0=$(sk_now_ms)
  line=$($JUDGE --time-ms $BUDGET --replay "$sk_tmp/r$n.json" "$@" "$c1" "$c2" 2>"$sk_tmp/err$n")
  rc=$?
  el=$(( $(sk_now_ms) - t0 ))
  [ $rc = 0 ] || sk_bad "$desc: judge exit status $rc ($(cat "$sk_tmp/err$n"))"
  sk_expect "$desc" "$line" "$w" "$r" "$t"
  last=$line
  if [ $el -lt $((2 * BUDGET + MARGIN)) ]; then sk_ok "$desc: judge took ${el} ms"
  else sk_bad "$desc: judge took ${el} ms (limit $((2 * BUDGET + MARGIN)))"; fi
}

run "slow reply, turn 2"          "$B slow 2"     "$B legal"      2 timeout 2
run "slow start (READY)"          "$B legal"      "$B slow 0"     1 timeout 0
run "exits on turn 1"             "$B legal"      "$B exit 1"     1 crash 1
run "exits before READY's reply"  "$B exit 0"     "$B legal"      2 crash 0
run "garbage reply"               "$B garbage 3"  "$B legal"      2 illegal 3
run "garbage READY reply"         "$B legal"      "$B garbage 0"  1 illegal 0
run "200-byte reply line"         "$B legal"      "$B long 2"     1 illegal 2
run "Thrust on cooldown"          "$B cooldown 3" "$B legal"      2 illegal 3
run "first-action Move off board" "$B legal"      "$B offboard 1" 1 illegal 1 --init "4 4 1 1 7 7"
run "first-action Flash off board" "$B offboard 2" "$B legal"     2 illegal 2 --init "4 4 2 3 6 6"
run "never reads its input"       "$B noread"     "$B legal"      2 timeout 0
run "both fail on turn 3"         "$B garbage 3"  "$B slow 3"     0 draw 3
run "both fail on turn 2"         "$B exit 2"     "$B cooldown 2" 0 draw 2
run "both fail at READY"          "$B noread"     "$B exit 0"     0 draw 0

# a bot killed while two children it forked (one in its own session) run
run "killed, children detached"   "$B forkkill 2" "$B legal"      2 crash 2
sk_no_survivors "killed, children detached" "sleep 300[12]"
# ... whose children keep its stdout open: no end of output, so a timeout
run "killed, children hold stdout" "$B legal"     "$B forkhold 2" 1 timeout 2
sk_no_survivors "killed, children hold stdout" "sleep 300[34]"
sk_no_survivors "all cases" "tests/bots/sakura/misbehave.sh"

# stderr flood: the game runs to the end, the flood drained into its own
# log (this flood stays under the 1 MiB cap; bad_input_verdicts.sh §3 fills
# it and checks the cut)
mkdir -p "$sk_tmp/logs"
run "stderr flood"                "$B flood"      "$B legal"      0 draw 60 --stderr-dir "$sk_tmp/logs"
size1=$(stat -c %s "$sk_tmp/logs/p1.stderr"); size2=$(stat -c %s "$sk_tmp/logs/p2.stderr")
if [ "$size1" -gt 0 ] && [ "$size2" = 0 ]; then
  sk_ok "stderr flood: logs of $size1 and $size2 bytes"
else
  sk_bad "stderr flood: logs of $size1 and $size2 bytes"
fi
grep -q "^flood flood" "$sk_tmp/logs/p1.stderr" && sk_ok "stderr flood: log holds the bot's text" \
  || sk_bad "stderr flood: log does not hold the bot's text"

# start-up is each bot's own: player 2 is started after player 1's READY,
# so both pay their 250 ms (player 2 once paid nothing, its start-up hidden
# in player 1's wait); a 3,000 ms budget, so that 60 turns of a shell bot
# fit after it on a loaded machine
run "both start slowly"           "$B slowstart"  "$B slowstart"  0 draw 60 --time-ms 3000
ready=$(grep -o '"max_reply_ms":\[[0-9.]*,[0-9.]*\]' <<<"$last" | tr -dc '0-9.,')
r1=${ready%%,*}; r2=${ready##*,}
if [ -n "$r1" ] && [ "${r1%%.*}" -ge 250 ] && [ "${r2%%.*}" -ge 250 ]; then
  sk_ok "both start slowly: longest replies (READY) $r1 and $r2 ms, each its own start-up"
else
  sk_bad "both start slowly: longest replies '$r1' and '$r2' ms (each should be >= 250)"
fi

# a FIFO nobody reads where a stderr log goes: refused at once, not a hang
mkdir -p "$sk_tmp/fifo" && mkfifo "$sk_tmp/fifo/p1.stderr"
t0=$(sk_now_ms)
timeout 10 $JUDGE --stderr-dir "$sk_tmp/fifo" "$B legal" "$B legal" >/dev/null 2>"$sk_tmp/fifo.err"
rc=$?; el=$(( $(sk_now_ms) - t0 ))
if [ $rc = 2 ] && [ "$(wc -l <"$sk_tmp/fifo.err")" = 1 ] && grep -q "a pipe nobody reads" "$sk_tmp/fifo.err"; then
  sk_ok "stderr log on a FIFO nobody reads: exit 2 in $el ms, '$(cat "$sk_tmp/fifo.err")'"
else
  sk_bad "stderr log on a FIFO nobody reads: exit $rc in $el ms, '$(cat "$sk_tmp/fifo.err")'"
fi
sk_no_survivors "FIFO log" "tests/bots/sakura/misbehave.sh"

# every replay re-simulates, failures included
if out=$(bin/sakura-resim "$sk_tmp"/r*.json 2>&1); then sk_ok "$out"; else sk_bad "$out"; fi
grep -q '"failures":\[{"player":1,"turn":3,"reason":"illegal","message":"[^"]*","reply":"hello world"},{"player":2,"turn":3,"reason":"timeout"' \
  "$sk_tmp/r12.json" && sk_ok "replay records both failures" || sk_bad "replay of case 12 lacks its failures"
sk_done
