#!/usr/bin/env bash
# The outside tagger protocol of spec §5 through --tagger-cmd: what the
# tagger is sent, that its actions are applied (replay verifies), that a
# seeking tagger can catch, and that a failing tagger stops the judge
# with exit 2 and one line.
set -u
cd "$(dirname "$0")/../.."
J=bin/candy-judge N=bin/candy-naive B=tests/bots/candy
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# a tagger that only looks around: the maze header, then one ACT per action
out=$(CANDY_TAGGER_LOG="$tmp/log" CANDY_TAGGER_ACT=O $J --seed 6 --n 13 --tagger-cmd "$B/echo_tagger.sh" \
      --replay "$tmp/o.json" $N) || bad "echo tagger: exit $?"
echo "$out" | grep -q '"tagger":"external"' || bad "result does not name the external tagger: $out"
[ "$(head -1 "$tmp/log")" = 13 ] || bad "first line is not N: $(head -1 "$tmp/log")"
sed -n 2,14p "$tmp/log" | grep -vq '^[#.]\{13\}$' && bad "maze rows malformed"
# the sent maze is the replay's maze
maze=$(grep -o '"maze":\[[^]]*\]' "$tmp/o.json" | grep -o '"[#.]*"' | tr -d '"')
[ "$maze" = "$(sed -n 2,14p "$tmp/log")" ] || bad "tagger got another maze than the replay's"
acts=$(tail -n +15 "$tmp/log")
echo "$acts" | grep -Evq '^ACT [0-9]+ [12] [0-9]+ [0-9]+ [URDL] [01] [0-9]+ [0-9]+ [0-3]$' &&
  bad "malformed ACT line: $(echo "$acts" | grep -Ev '^ACT [0-9]+ [12] ' | head -1)"
turns=$(echo "$out" | sed -n 's/.*"turn":\([0-9]*\).*/\1/p')
# one action on odd turns, two on even turns
expect=$(( turns + turns / 2 ))
[ "$(echo "$acts" | wc -l)" = "$expect" ] || bad "expected $expect ACT lines for $turns turns, got $(echo "$acts" | wc -l)"
echo "$acts" | awk '$2 % 2 == 1 && $3 == 2 { exit 1 }' || bad "a second action on an odd turn"
# seen 0 -> Maki's cell is 0 0; seen 1 -> a real cell
echo "$acts" | awk '($7 == 0 && ($8 != 0 || $9 != 0)) || ($7 == 1 && ($8 == 0 || $9 == 0)) { exit 1 }' ||
  bad "seen and Maki's cell disagree"
grep -q '"action":"O","pos"' "$tmp/o.json" || bad "the tagger's O is not in the replay"
bin/candy-replay-check "$tmp/o.json" >/dev/null || bad "replay with an outside tagger does not verify"

# a seeking tagger: its moves are applied and verify; over a few seeds it catches
caught=0
for s in 1 2 3 4 5 6; do
  out=$($J --seed $s --n 11 --tagger-cmd "$B/seek_tagger.sh" --replay "$tmp/s$s.json" $N) || bad "seek tagger seed $s: exit $?"
  echo "$out" | grep -q '"caught":true' && caught=$((caught + 1))
  bin/candy-replay-check "$tmp/s$s.json" >/dev/null || bad "seek tagger seed $s: replay does not verify"
done
echo "   seek tagger caught naive in $caught of 6"
grep -qh '"tagger":\[{"action":"[URDL]","pos"' "$tmp"/s*.json || bad "the seeking tagger never moved"

# a tagger that answers garbage, one that cannot run: exit 2, one line, no result
for cmd in "$B/bad_tagger.sh" "./no-such-tagger"; do
  $J --seed 1 --tagger-cmd "$cmd" $N >"$tmp/out" 2>"$tmp/err"; rc=$?
  [ $rc = 2 ] || bad "$cmd: exit $rc"
  [ "$(wc -l <"$tmp/err")" = 1 ] || bad "$cmd: stderr not one line: $(cat "$tmp/err")"
  grep -q tagger "$tmp/err" || bad "$cmd: message does not name the tagger: $(cat "$tmp/err")"
  [ -s "$tmp/out" ] && bad "$cmd: printed a result"
done
sleep 0.2
pgrep -f "tests/bots/candy/bad_tagger" >/dev/null && bad "bad tagger left running"
exit $fail
