#!/usr/bin/env bash
# bin/arena with the real Sakura judge and baseline bots: greedy beats
# random, records replay alone, SPRT stops early, JSON summary, resume.
set -u
cd "$(dirname "$0")/../.."
A=bin/arena
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
for b in sakura-judge sakura-greedy sakura-random; do [ -x bin/$b ] || fail "bin/$b not built"; done
BOTS="--bot greedy=bin/sakura-greedy --bot random=bin/sakura-random"

$A sakura $BOTS --games 40 --concurrency 2 --out "$T/r.jsonl" --json --progress plain > "$T/sum.json" 2>"$T/err" \
  || fail "run: $(tail -3 "$T/err")"
jq -e '.results == 40 and .errors == 0 and .pairings[0].games == 40 and .pairings[0].pairs == 20' "$T/sum.json" > /dev/null \
  || fail "counts: $(cat "$T/sum.json")"
jq -e '.pairings[0].wins > .pairings[0].losses and .pairings[0].elo > 100 and .pairings[0].los > 0.99' "$T/sum.json" > /dev/null \
  || fail "greedy should beat random clearly: $(jq -c .pairings "$T/sum.json")"
jq -e '(.pairings[0].ptnml | add) == 20' "$T/sum.json" > /dev/null || fail "ptnml sums to pairs"
jq -e '.bots[0].name == "greedy" and .bots[0].games == 40 and .bots[0].max_reply_ms >= 0' "$T/sum.json" > /dev/null \
  || fail "per-bot figures"
# seeds 1..20, each twice with sides swapped
[ "$(jq -r '.seed' "$T/r.jsonl" | sort -n | uniq -c | awk '$1 == 2' | wc -l)" = 20 ] || fail "pairs of seeds"
[ "$(jq -r 'select(.side == 2) | .result.seed' "$T/r.jsonl" | wc -l)" = 20 ] || fail "swapped sides"
# a stored command replays its game: same winner and reason
line=$(sed -n 3p "$T/r.jsonl")
got=$(bash -c "$(echo "$line" | jq -r .cmd)" | jq -c '[.winner, .reason, .turns]')
[ "$got" = "$(echo "$line" | jq -c '[.result.winner, .result.reason, .result.turns]')" ] || fail "replay differs"
# resume plays nothing new; report recomputes the same summary
$A sakura $BOTS --games 40 --out "$T/r.jsonl" --json > "$T/sum2.json" 2>/dev/null || fail "resume"
[ "$(wc -l < "$T/r.jsonl")" = 40 ] || fail "resume replayed games"
$A report --json "$T/r.jsonl" > "$T/sum3.json" || fail "report"
cmp -s "$T/sum.json" "$T/sum3.json" || fail "report differs from the run"

# two shards merged = the full run (pairings' figures; latencies vary)
for k in 1 2; do
  $A sakura $BOTS --games 40 --shard $k/2 --out "$T/s$k.jsonl" > /dev/null 2>&1 || fail "shard $k"
done
[ "$($A report --json "$T/s1.jsonl" "$T/s2.jsonl" | jq -c .pairings)" = "$(jq -c .pairings "$T/sum.json")" ] \
  || fail "merged shards differ from the full run"
# shards of one run merge silently; records of another --time-ms get a one-line note naming both
$A report "$T/s1.jsonl" "$T/s2.jsonl" > /dev/null 2> "$T/note" && [ ! -s "$T/note" ] || fail "shards: $(cat "$T/note")"
$A sakura $BOTS --games 4 --time-ms 3000 --out "$T/t3.jsonl" > /dev/null 2>&1 || fail "--time-ms run"
$A report "$T/r.jsonl" "$T/t3.jsonl" > /dev/null 2> "$T/note" || fail "mixed report"
[ "$(wc -l < "$T/note")" = 1 ] && grep -qF "arena: note: these records were played with different judge settings, pooled in one table: 'defaults' (40), '--time-ms 3000' (4)" "$T/note" \
  || fail "mixed settings note: $(cat "$T/note")"

# --replays: one replay file per game, agreeing with its record
$A sakura $BOTS --games 4 --replays "$T/rp" --out "$T/rp.jsonl" > /dev/null 2>&1 || fail "replays run"
[ "$(ls "$T/rp" | wc -l)" = 4 ] || fail "want 4 replays"
jq -e '.result.winner' "$T/rp/sakura_greedy_random_2_2.json" > /dev/null || fail "replay file"
[ "$(jq -c '.result.winner' "$T/rp/sakura_greedy_random_2_2.json")" = \
  "$(jq -c 'select(.key == "sakura greedy random 2 2") | .result.winner' "$T/rp.jsonl")" ] || fail "replay vs record"

# failures are charged to the failing bot (a budget of 1 s, not less: on a
# stalled shared machine even `false` once missed a 300 ms READY deadline
# and was rightly charged a timeout, not the crash this check wants)
$A sakura --bot greedy=bin/sakura-greedy --bot slow="sleep 5" --bot crash=false --games 2 --time-ms 1000 --json \
  > "$T/fail.json" 2>/dev/null || fail "failing bots run"
jq -e '[.bots[] | [.name, .timeouts, .crashes, .illegal]] == [["greedy",0,0,0],["slow",2,0,0],["crash",0,2,0]]' \
  "$T/fail.json" > /dev/null || fail "failure counts: $(jq -c .bots "$T/fail.json")"

# Ctrl-C with the real judge: bots that never answer are gone afterwards
$A sakura --bot a="sleep 419" --bot b="sleep 419" --games 4 --time-ms 60000 --progress plain > /dev/null 2>&1 &
apid=$!
sleep 1
pgrep -f "sleep 419" > /dev/null || fail "bots did not start"
kill -INT $apid
wait $apid; rc=$?
[ $rc = 130 ] || fail "interrupted exit $rc"
sleep 0.3
if pgrep -f "sleep 419" > /dev/null; then
  for p in $(pgrep -f "sleep 419"); do kill "$p"; done
  fail "bots left running after Ctrl-C"
fi

# SPRT: greedy vs random crosses the upper bound long before 400 games
$A sakura $BOTS --games 400 --sprt 0,20 --concurrency 2 > "$T/sprt.txt" 2>"$T/sprt.err" || fail "sprt run"
grep -q "SPRT bound crossed" "$T/sprt.err" || fail "SPRT did not stop: $(tail -2 "$T/sprt.err")"
grep -q "H1 accepted" "$T/sprt.txt" || fail "H1: $(grep LLR "$T/sprt.txt")"
games=$(grep -o "^Games: [0-9]*" "$T/sprt.txt" | grep -o "[0-9]*")
[ "$games" -lt 400 ] || fail "SPRT used all $games games"
# a finished SPRT run, rerun with its --out, plays no more games
$A sakura $BOTS --games 400 --sprt 0,20 --concurrency 2 --out "$T/sprt.jsonl" > /dev/null 2>&1 || fail "sprt run with --out"
n1=$(wc -l < "$T/sprt.jsonl")
$A sakura $BOTS --games 400 --sprt 0,20 --concurrency 2 --out "$T/sprt.jsonl" > "$T/sprt2.txt" 2> "$T/sprt2.err" || fail "sprt rerun"
n2=$(wc -l < "$T/sprt.jsonl")
[ "$n1" = "$n2" ] && grep -q "H1 accepted" "$T/sprt2.txt" || fail "a finished SPRT run grew from $n1 to $n2 records on rerun"
# the same two bots with the --bot options the other way round are another
# pairing (docs/arena.md, report): a swapped run plays its games again,
# and report shows both pairings, each from its first bot's side
$A sakura --bot r=bin/sakura-random --bot g=bin/sakura-greedy --games 4 --out "$T/mir.jsonl" > /dev/null 2>&1 ||
  fail "mirror: first run"
$A sakura --bot g=bin/sakura-greedy --bot r=bin/sakura-random --games 4 --out "$T/mir.jsonl" > /dev/null 2>&1 ||
  fail "mirror: swapped run"
[ "$(wc -l < "$T/mir.jsonl")" = 8 ] && $A report --json "$T/mir.jsonl" |
  jq -e '[.pairings[].bots] == [["r","g"],["g","r"]] and .results == 8 and .duplicates == 0' > /dev/null ||
  fail "mirror: $(wc -l < "$T/mir.jsonl") records, $($A report --json "$T/mir.jsonl" | jq -c '[.pairings[].bots, .results]')"
# the ranking and bot tables line up with a name longer than their column
$A sakura --bot a_rather_long_sakura_name=bin/sakura-random --bot r=bin/sakura-random --bot g=bin/sakura-greedy \
  --round-robin --games 2 --out "$T/wide.jsonl" > "$T/wide.txt" 2>/dev/null || fail "wide names run"
awk '/^(Rank Bot|Bot) +Games/ { match($0, /Games/); want = RSTART + 4; n++; next }
     want && match($0, /^ *[0-9]* *[^ ]+ +[0-9]+ /) { rows++; if (RLENGTH - 1 != want) bad = bad " [" $0 "]" }
     /^-----/ { want = 0 }
     END { if (n != 2 || rows != 6 || bad != "") { print n, rows, bad; exit 1 } }' "$T/wide.txt" \
  || fail "columns do not line up: $(cat "$T/wide.txt")"
echo "arena sakura: ok ($games games to H1)"
