#!/usr/bin/env bash
# scripts/lab/sakura-camper-bound.sh: seed 8023, player 1 against the
# camper.  "7 DL 4 U" on turn 1 pushes it out (its reply, "7 U 4 R", is a
# function of the position); a player that opens "1 D 1 R" and then waits
# is pushed out on turn 3, and the bound finds the turn-1 win it missed.
. "$(dirname "$0")/lib.sh"
judge() { bin/sakura-judge --seed 8023 --name1 us --name2 camper --replay "$tmp/r/$1.json" \
  "tests/bots/sakura/scripted.sh '$2'" bin/sakura-camper; }
mkdir -p "$tmp/r"
[[ $(judge won "7 DL 4 U") =~ \"winner\":1,\"reason\":\"out\",\"turns\":1 ]] && ok "7 DL 4 U wins on turn 1" || bad "7 DL 4 U"
[[ $(judge lost "1 D 1 R") =~ \"winner\":2 ]] && ok "1 D 1 R, then waiting, loses" || bad "1 D 1 R"
out=$(scripts/lab/sakura-camper-bound.sh us "$tmp/r" 2>&1)
grep -q "lost.json out 3 first 1 in one" <<<"$out" && ok "the lost game: a win in one on turn 1" || bad "lost game line: $out"
grep -q "won.json" <<<"$out" && bad "a won game listed: $out" || ok "the won game is not listed"
grep -q "^games 2, not won 1: winnable against the camper's known replies in one turn 1, in two 0, neither 0" <<<"$out" &&
  ok "the counts" || bad "counts: $out"
out=$(scripts/lab/sakura-camper-bound.sh --turns us "$tmp/r" 2>&1)
grep -q "^  turn 1 camper 7 U 4 R (ties 2): 1 winning pairs, the safest 7 DL 4 U worst " <<<"$out" &&
  [ "$(grep -c '^  turn ' <<<"$out")" -eq 3 ] && ok "--turns: the camper's reply, its 2 ties and the one win on turn 1, one line a turn" ||
  bad "--turns: $out"
scripts/lab/sakura-camper-bound.sh us 2>/dev/null; rc=$?
[ $rc -eq 2 ] && ok "bad usage: exit 2" || bad "bad usage: rc $rc"
mkdir -p "$tmp/empty"
scripts/lab/sakura-camper-bound.sh us "$tmp/empty" 2>"$tmp/err"; rc=$?
[ $rc -eq 2 ] && grep -q "no replays" "$tmp/err" && ok "no replays: exit 2, one line" || bad "no replays: rc $rc"
exit $fail
