#!/usr/bin/env bash
# bin/arena's machinery against a scripted stand-in judge (so it does not
# depend on the real judges' speed or rules): records, resume, shards merged
# = one full run, report, print-commands, judge failures counted as arena
# errors, usage errors, Ctrl-C with no orphan processes, an --out removed
# during the run.
set -u
cd "$(dirname "$0")/../.."
A=${ARENA:-bin/arena}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Stand-in Sakura judge: a deterministic result from the seed and the names;
# bot commands "garble", "exit2", "hang" make it misbehave.
cat > "$T/judge" <<'EOF'
#!/usr/bin/env bash
seed=1 n1=A n2=B
while [ $# -gt 2 ]; do
  case $1 in --seed) seed=$2; shift 2;; --name1) n1=$2; shift 2;; --name2) n2=$2; shift 2;;
    *) shift;; esac
done
c1=$1 c2=$2
case "$c1 $c2" in
  *garble*) echo "this is not a result"; exit 0;;
  *exit2*) echo "judge: bot cannot start" >&2; exit 2;;
  *hang*) setsid sleep 317 & bot=$!; trap 'kill $bot; exit 143' TERM; sleep 318 & wait $!; wait;;
esac
# the stronger name (alphabetically later) wins unless seed % 4 == 0 (draw)
if [ $((seed % 4)) = 0 ]; then w=0 r=draw
elif [[ "$n1" > "$n2" ]]; then w=1 r=hp
else w=2 r=hp; fi
echo "{\"game\":\"sakura\",\"seed\":$seed,\"winner\":$w,\"reason\":\"$r\",\"turns\":12,\"hp\":[3,4],\"blessings\":[0,1],\"time_ms\":[7,9],\"mean_reply_ms\":[0.5,0.7],\"max_reply_ms\":[2,3]}"
EOF
chmod +x "$T/judge"
J="--judge $T/judge --progress plain"
# the arena checks that each bot command names a program before it plays:
# the stand-in bots are empty programs on PATH (the judge above reads only
# their names)
mkdir "$T/bots"
for b in x y z garble exit2 hang; do printf '#!/bin/sh\n' > "$T/bots/$b"; chmod +x "$T/bots/$b"; done
export PATH="$T/bots:$PATH"

# a full run: 3 bots gauntlet, 12 games per pairing
$A sakura $J --bot zed=x --bot amy=y --bot bob=z --games 12 --out "$T/full.jsonl" > "$T/full.txt" 2>"$T/full.err" \
  || fail "full run: $(cat "$T/full.err")"
[ "$(wc -l < "$T/full.jsonl")" = 24 ] || fail "want 24 records"
grep -q "Results of zed vs amy (12 games, 6 complete pairs)" "$T/full.txt" || fail "pairing header: $(cat "$T/full.txt")"
# seeds 1..6: seed 4 draws both games -> zed 10 wins, 2 draws
grep -q "Games: 12, Wins: 10, Losses: 0, Draws: 2, Points: 11.0 (91.67 %)" "$T/full.txt" || fail "W/D/L"
grep -q "Ptnml(0-2): \[0, 0, 1, 0, 5\]" "$T/full.txt" || fail "pentanomial"

# resume: nothing new is played
$A sakura $J --bot zed=x --bot amy=y --bot bob=z --games 12 --out "$T/full.jsonl" > "$T/again.txt" 2>"$T/again.err" || fail "resume"
grep -q "24 of 24 games already" "$T/again.err" || fail "resume message"
[ "$(wc -l < "$T/full.jsonl")" = 24 ] || fail "resume replayed games"
diff "$T/full.txt" "$T/again.txt" > /dev/null || fail "resumed summary differs"
# a partial file (first 7 lines) resumes to the same 24 games
head -7 "$T/full.jsonl" > "$T/part.jsonl"
$A sakura $J --bot zed=x --bot amy=y --bot bob=z --games 12 --out "$T/part.jsonl" > "$T/part.txt" 2>/dev/null || fail "partial resume"
[ "$(wc -l < "$T/part.jsonl")" = 24 ] || fail "partial resume count"
diff "$T/full.txt" "$T/part.txt" > /dev/null || fail "partial resume summary differs"

# two shards merged by report = the full run
for k in 1 2; do
  $A sakura $J --bot zed=x --bot amy=y --bot bob=z --games 12 --shard $k/2 --out "$T/s$k.jsonl" > /dev/null 2>&1 || fail "shard $k"
done
[ "$(cat "$T/s1.jsonl" "$T/s2.jsonl" | wc -l)" = 24 ] || fail "shards cover 24 games"
$A report "$T/s2.jsonl" "$T/s1.jsonl" > "$T/merged.txt" || fail "report"
$A report "$T/full.jsonl" > "$T/fullrep.txt" || fail "report full"
diff "$T/merged.txt" "$T/fullrep.txt" || fail "merged shards differ from the full run"
diff "$T/merged.txt" "$T/full.txt" > /dev/null || fail "report differs from the run's own summary"
$A report --json "$T/s1.jsonl" "$T/s2.jsonl" | jq -e '.pairings[0].ptnml == [0,0,1,0,5] and .results == 24' > /dev/null \
  || fail "report --json"
# every stored command replays its game alone with the same result
line=$(sed -n 5p "$T/full.jsonl")
cmd=$(echo "$line" | jq -r .cmd)
[ "$(bash -c "$cmd")" = "$(echo "$line" | jq -c .result)" ] || fail "stored command does not replay: $cmd"
[ "$($A sakura $J --bot zed=x --bot amy=y --games 4 --print-commands | wc -l)" = 4 ] || fail "print-commands"
$A sakura $J --bot zed=x --bot 'amy=two words' --games 2 --print-commands | grep -q "'two words'" || fail "quoting"

# judge failures are arena errors: reported, recorded, not results
$A sakura $J --bot zed=x --bot bad=garble --bot worse=exit2 --games 2 --out "$T/err.jsonl" > "$T/err.txt" 2>"$T/err.err"
[ $? = 1 ] || fail "arena errors must exit 1"
grep -q "garbled result line" "$T/err.err" || fail "garbled reported"
grep -q "judge exited with status 2: judge: bot cannot start" "$T/err.err" || fail "exit 2 reported"
grep -q "arena errors: 4" "$T/err.txt" || fail "error count: $(tail -3 "$T/err.txt")"
[ "$(jq -r 'select(.error) | .key' "$T/err.jsonl" | wc -l)" = 4 ] || fail "error records"

# usage errors: one line and exit 2
for bad in "sakura --bot a=x --games 3 --bot b=y" "candy" "sakura --bot a=x --bot b=y --shard 0/2" "report"; do
  $A $bad > /dev/null 2>"$T/u.err"; [ $? = 2 ] || fail "usage error exit for: $bad"
  head -1 "$T/u.err" | grep -q "^arena: " || fail "usage message for: $bad"
done
$A sakura --bot a=x --bot b=y --judge /nonexistent/judge > /dev/null 2>"$T/u.err"; [ $? = 2 ] || fail "missing judge"
grep -q "judge /nonexistent/judge is not an executable" "$T/u.err" || fail "missing judge message"
$A report /nonexistent > /dev/null 2>"$T/u.err"; [ $? = 1 ] || fail "missing report file"
echo "garbage" > "$T/junk.jsonl"; cat "$T/s1.jsonl" >> "$T/junk.jsonl"
$A report "$T/junk.jsonl" > /dev/null 2>"$T/u.err" || fail "report with a bad line"
grep -q "junk.jsonl:1: line skipped" "$T/u.err" || fail "bad line warning"

# the watchdog: a judge running too long is killed (with the bot it left in
# another session, reparented to the arena) and the game is an arena error
$A sakura $J --bot zed=x --bot amy=hang --games 2 --concurrency 2 --game-timeout 1 --out "$T/wd.jsonl" \
  > "$T/wd.txt" 2>"$T/wd.err"
[ $? = 1 ] || fail "watchdog run must exit 1"
grep -q "ran over the arena's --game-timeout" "$T/wd.err" || fail "watchdog message: $(cat "$T/wd.err")"
[ "$(jq -r 'select(.error) | .key' "$T/wd.jsonl" | wc -l)" = 2 ] || fail "watchdog error records"
sleep 0.3
if pgrep -f "sleep 31[78]" > /dev/null; then
  for p in $(pgrep -f "sleep 31[78]"); do kill "$p"; done
  fail "processes left after the watchdog"
fi

# Ctrl-C: judges (and the bots they left) are stopped, finished games kept
$A sakura $J --bot zed=x --bot amy=hang --games 8 --concurrency 2 --out "$T/int.jsonl" > /dev/null 2>"$T/int.err" &
apid=$!
sleep 1
pgrep -f "sleep 317" > /dev/null || fail "stand-in bots did not start"
kill -INT $apid
wait $apid; rc=$?
[ $rc = 130 ] || fail "interrupted run exit $rc"
sleep 0.3
if pgrep -f "sleep 31[78]" > /dev/null; then
  for p in $(pgrep -f "sleep 31[78]"); do kill "$p"; done
  fail "orphan processes left after Ctrl-C"
fi
grep -q "interrupted" "$T/int.err" || fail "interrupt message"
grep -qx '' "$T/int.err" && fail "a blank line in the plain progress output: $(head -3 "$T/int.err")"
[ ! -s "$T/int.jsonl" ] || fail "interrupted games must not be recorded"
# ... and the games finished before it are kept: zed-amy's two, then zed-h hangs
$A sakura $J --bot zed=x --bot amy=y --bot h=hang --games 2 --concurrency 1 --out "$T/int2.jsonl" > /dev/null 2>&1 &
apid=$!
for i in $(seq 50); do pgrep -f "sleep 317" > /dev/null && break; sleep 0.1; done
kill -INT $apid
wait $apid; rc=$?
[ $rc = 130 ] && [ "$(wc -l < "$T/int2.jsonl")" = 2 ] && ! grep -q '"h"' "$T/int2.jsonl" \
  || fail "finished games kept after Ctrl-C: rc $rc, $(wc -l < "$T/int2.jsonl") records"
pkill -f "sleep 31[78]" 2>/dev/null
# Ctrl-Z (SIGTSTP): the arena stops; the games running finish on their own
# (their clocks are the judges'), none starts or is written until it is
# continued, and a pause longer than --game-timeout is no watchdog error
# (a judge that ended during the pause is reaped, not timed).  The arena
# runs in its own process group (set -m): a stop signal to an orphaned
# group is discarded, and the case would prove nothing.
set -m; $A sakura --bot g=bin/sakura-greedy --bot r=bin/sakura-random --games 400 --concurrency 2 --game-timeout 1 \
  --out "$T/tstp.jsonl" > "$T/tstp.txt" 2> "$T/tstp.err" & apid=$!; set +m
for i in $(seq 50); do [ -s "$T/tstp.jsonl" ] && break; sleep 0.1; done
kill -TSTP $apid; sleep 1.2
n1=$(wc -l < "$T/tstp.jsonl"); st=$(ps -o stat= -p $apid); sleep 1; n2=$(wc -l < "$T/tstp.jsonl")
kill -CONT $apid; wait $apid; rc=$?
case $st in T*) ;; *) fail "Ctrl-Z: the arena was not stopped (state '$st')" ;; esac
[ "$n1" = "$n2" ] && [ "$n1" -lt 400 ] || fail "Ctrl-Z: records written while stopped: $n1 then $n2"
[ $rc = 0 ] && [ "$(jq -r 'select(.error == null) | .key' "$T/tstp.jsonl" | sort -u | wc -l)" = 400 ] &&
  grep -q "Games with a result: 400, arena errors: 0" "$T/tstp.txt" ||
  fail "Ctrl-Z for 2.2 s with --game-timeout 1: rc $rc, $(tail -2 "$T/tstp.txt") $(head -3 "$T/tstp.err")"
# --out removed, or replaced by another file, during the run (here by a bot
# of the first game, the real judge): the records are lost, and the run says
# so with exit 1 instead of a clean 0
for how in removed replaced; do
  if [ $how = removed ]; then act="rm -f $T/gone.jsonl"; else act="rm -f $T/gone.jsonl; : > $T/gone.jsonl"; fi
  $A sakura --bot "g=sh -c '$act; exec bin/sakura-greedy'" --bot r=bin/sakura-random --games 4 --concurrency 1 \
    --out "$T/gone.jsonl" > /dev/null 2> "$T/gone.err"; rc=$?
  [ $rc = 1 ] && grep -q "arena: --out $T/gone.jsonl was $how during the run: the records written to it are lost" "$T/gone.err" \
    || fail "--out $how during the run: rc $rc, $(grep -v games/s "$T/gone.err")"
done
# forfeits: the judge's line of each is in its record ("forfeit"), and the
# run's first five are printed as they come, then one line says so
$A sakura --bot g=bin/sakura-greedy --bot "bad=sh -c 'read a; read b; echo gone >&2; exit 3'" --games 8 --concurrency 2 \
  --out "$T/ff.jsonl" > "$T/ff.txt" 2> "$T/ff.err"; rc=$?
n=$(jq -r '.forfeit[0]' "$T/ff.jsonl" | grep -c "turn 0: crash: the bot closed its output before replying: it exited with status 3; its last stderr line: 'gone'$")
shown=$(grep -c "^arena: sakura g bad [0-9]* [12]: sakura-judge: player [12] (bad): turn 0: crash: " "$T/ff.err")
[ $rc = 0 ] && [ "$n" = 8 ] && [ "$shown" = 5 ] && grep -q '^arena: more forfeits are not printed' "$T/ff.err" ||
  fail "forfeits: rc $rc, $n in the records, $shown printed: $(head -3 "$T/ff.err")"
# ... and the summary names the first, in the run and in `report` (text and --json) alike
first=$(jq -r 'select(.forfeit) | .key + ": " + .forfeit[0]' "$T/ff.jsonl" | head -1)
grep -qxF "First forfeit: $first" "$T/ff.txt" && $A report "$T/ff.jsonl" | grep -qxF "First forfeit: $first" &&
  [ "$($A report --json "$T/ff.jsonl" | jq -r .first_forfeit)" = "$first" ] ||
  fail "first forfeit: '$first' not in $(grep First "$T/ff.txt")"
# both failing on one turn is a draw, and its record keeps both lines; a
# draw of play has no stderr line to keep
$A sakura --bot "bad=sh -c 'read a; echo OK; read b; echo 9 9'" --bot "slow=sh -c 'read a; echo OK; sleep 3'" --games 2 \
  --time-ms 300 --concurrency 2 --out "$T/dd.jsonl" > /dev/null 2>&1; rc=$?
n=$(jq -r 'select(.result.reason == "draw") | .forfeit | length' "$T/dd.jsonl" | tr '\n' ' ')
[ $rc = 0 ] && [ "$n" = "2 2 " ] && jq -r '.forfeit[]' "$T/dd.jsonl" | grep -q "(slow): turn 1: timeout: " ||
  fail "a double failure's draw: rc $rc, forfeit lines $n"
echo "arena mechanics: ok"
