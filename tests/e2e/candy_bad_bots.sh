#!/usr/bin/env bash
# candy-judge against misbehaving Maki programs: each game must end with
# score 0 and the right reason, quickly, with no process left behind; a
# command that cannot run is exit 2 with one line on stderr.
set -u
cd "$(dirname "$0")/../.."
J=bin/candy-judge B=tests/bots/candy
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

field() { # field NAME LINE
  printf '%s' "$2" | sed -n "s/.*\"$1\":\(\"[^\"]*\"\|[^,}]*\).*/\1/p" | tr -d '"'
}

expect() { # expect REASON TURN BOT [judge options...]
  local reason=$1 turn=$2 bot=$3; shift 3
  local start out rc secs
  start=$(date +%s)
  out=$($J --seed 3 --n 13 "$@" "$B/$bot" 2>"$tmp/err"); rc=$?
  secs=$(( $(date +%s) - start ))
  [ $rc = 0 ] || bad "$bot: exit $rc ($(cat "$tmp/err"))"
  [ "$(field reason "$out")" = "$reason" ] || bad "$bot: reason '$(field reason "$out")', expected $reason: $out"
  [ "$(field score "$out")" = 0 ] || bad "$bot: score should be 0: $out"
  [ "$(field caught "$out")" = false ] || bad "$bot: caught should be false: $out"
  [ "$(field turn "$out")" = "$turn" ] || bad "$bot: turn $(field turn "$out"), expected $turn"
  [ $secs -le 8 ] || bad "$bot: took ${secs}s"
  echo "   $bot -> $(field reason "$out") on turn $(field turn "$out") (${secs}s)"
}

expect timeout 3 slow.sh --time-ms 1500
expect crash 3 crash.sh
expect illegal 2 garbage.sh
expect illegal 1 longline.sh
expect timeout 1 noread.sh --time-ms 500

# a failure after eating still scores 0, and the replay records the turns before it
$J --seed 3 --n 13 --tagger wander --replay "$tmp/crash.json" $B/crash.sh >/dev/null 2>&1
grep -q '"turns":\[{"turn":1,' "$tmp/crash.json" || bad "crash replay lacks turn 1"
bin/candy-replay-check "$tmp/crash.json" >/dev/null || bad "crash replay does not verify: $(bin/candy-replay-check "$tmp/crash.json")"
# ... with a Maki that has eaten: on an open maze a fixed walk eats a candy
# by turn 15 (seed 3), then the bot exits
for i in $(seq 11); do echo ...........; done > "$tmp/open.txt"
out=$($J --seed 3 --maze "$tmp/open.txt" --tagger wander --replay "$tmp/eat.json" $B/eat_then_exit.sh 2>/dev/null)
[ "$(field reason "$out")" = crash ] && [ "$(field score "$out")" = 0 ] && [ "$(field turn "$out")" = 16 ] \
  && python3 -c 'import json, sys; t = json.load(open(sys.argv[1]))["turns"][-1]; sys.exit(not (t["turn"] == 15 and t["score"] >= 1))' "$tmp/eat.json" \
  || bad "a crash after eating: $out (the replay's turn 15 should hold a score of 1 or more)"
bin/candy-replay-check "$tmp/eat.json" >/dev/null || bad "eat-then-exit replay does not verify"

# nothing left running: the judge killed and reaped the bots' process groups
sleep 0.2
if pgrep -f "tests/bots/candy/(slow|noread|longline)|candy-noread-child" >/dev/null; then
  bad "bot processes left behind: $(pgrep -af 'tests/bots/candy/' | head -3)"
fi

# a command that cannot run: exit 2, one line
$J --seed 1 ./no-such-maki-program >"$tmp/out" 2>"$tmp/err"; rc=$?
[ $rc = 2 ] || bad "missing command: exit $rc"
[ "$(wc -l <"$tmp/err")" = 1 ] || bad "missing command: stderr not one line: $(cat "$tmp/err")"
[ -s "$tmp/out" ] && bad "missing command: printed a result"
exit $fail
