#!/usr/bin/env bash
# The in-house search peers (bin/sakura-duct, bin/sakura-depth2) through
# the real judge: each plays legal games against greedy and random from
# both sides (every replay re-simulated by bin/sakura-resim), within the
# peers' time rule (never near the 1,000 ms budget), and beats random; at
# fixed work (SAKURA_PEER_ITERS) two runs of one seed play the same moves,
# other work other ones, and for depth2 (whose final draw is random)
# another seed argument other ones; --help/--version, bad arguments
# (exit 2) and a bad INIT (exit 1).
. "$(dirname "$0")/lib.sh"
JUDGE=bin/sakura-judge
MAX_MS=750   # the time rule plans at most 1000 - SPT_RESERVE_MS (300) ms a game

# the field's array value, e.g. "10,8"
arr() { printf '%s' "$2" | grep -o "\"$1\":\[[^]]*\]" | head -1 | sed 's/.*\[//; s/\]//'; }
field() { printf '%s' "$2" | grep -o "\"$1\":[^,}]*" | head -1 | cut -d: -f2- | tr -d '"'; }

# play PEER SIDE OPP SEED: one game, peer as player SIDE; checks it
play() {
  local peer=$1 side=$2 opp=$3 seed=$4 line reason t w
  if [ "$side" = 1 ]; then line=$($JUDGE --seed "$seed" --replay "$tmp/r.json" "bin/sakura-$peer" "bin/sakura-$opp")
  else line=$($JUDGE --seed "$seed" --replay "$tmp/r.json" "bin/sakura-$opp" "bin/sakura-$peer"); fi
  reason=$(field reason "$line"); w=$(field winner "$line")
  t=$(arr time_ms "$line" | cut -d, -f"$side")
  case $reason in illegal|timeout|crash|'') bad "$peer vs $opp seed $seed side $side: $line"; return ;; esac
  bin/sakura-resim "$tmp/r.json" > /dev/null 2> "$tmp/resim" || { bad "$peer seed $seed: resim: $(cat "$tmp/resim")"; return; }
  [ -n "$t" ] && [ "$t" -le $MAX_MS ] || { bad "$peer vs $opp seed $seed: used $t ms"; return; }
  if [ "$opp" = random ] && [ "$w" != "$side" ]; then bad "$peer lost to random, seed $seed side $side: $line"; return; fi
  ok "$peer vs $opp seed $seed side $side: winner $w by $reason, $t ms"
}

# moves PEER SEEDARG: the actions of a fixed-work game against greedy
moves() {
  SAKURA_PEER_ITERS=$2 $JUDGE --seed 31 --time-ms 100000 --replay "$tmp/m.json" \
    "bin/sakura-$1 $3" bin/sakura-greedy > /dev/null
  grep -o '"actions":\[[^]]*\]' "$tmp/m.json" | tr -d '\n'
}

for peer in duct depth2; do
  for opp in greedy random; do
    play $peer 1 $opp 11
    play $peer 2 $opp 12
  done
  iters=2000; [ $peer = depth2 ] && iters=100
  a=$(moves $peer $iters 5); b=$(moves $peer $iters 5); c=$(moves $peer $((iters / 10)) 5)
  [ -n "$a" ] && [ "$a" = "$b" ] && ok "$peer: fixed work, same seed, same moves" || bad "$peer: two fixed-work runs differ"
  [ "$a" != "$c" ] && ok "$peer: other fixed work, other moves" || bad "$peer: SAKURA_PEER_ITERS changes nothing"
  if [ $peer = depth2 ]; then
    c=$(moves $peer $iters 6)
    [ "$a" != "$c" ] && ok "$peer: another seed, other moves" || bad "$peer: the seed argument changes nothing"
  fi
  bin/sakura-$peer --help | grep -q "^usage: sakura-$peer" && ok "$peer --help" || bad "$peer --help"
  bin/sakura-$peer --version | grep -q "^sakura-$peer " && ok "$peer --version" || bad "$peer --version"
  bin/sakura-$peer x y > /dev/null 2>&1; rc=$?
  [ $rc = 2 ] && ok "$peer: usage exit 2" || bad "$peer: usage rc $rc"
  printf 'nonsense\n' | timeout 5 bin/sakura-$peer > /dev/null 2>&1; rc=$?
  [ $rc = 1 ] && ok "$peer: bad INIT exit 1" || bad "$peer: bad INIT rc $rc"
done
exit $fail
