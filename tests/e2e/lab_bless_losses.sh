#!/usr/bin/env bash
# scripts/lab/sakura-bless-losses.py reads judge replays for how blessing
# losses go: on two hand-made replays (a blessing loss from seat 1, a win
# from seat 2) its sums are the hand computation, and bad input exits 2.
. "$(dirname "$0")/lib.sh"
p=scripts/lab/sakura-bless-losses.py
mkdir -p "$tmp/r" "$tmp/empty"
# a loss: the opponent (seat 2) sits on the vein (4,4); we walk from (1,1)
# and hit it for 2 on turn 2; it wins on blessings
step() { printf '{"p1":{"pos":[%d,%d],"hp":%d},"p2":{"pos":[%d,%d],"hp":%d},"events":[]}' "$@"; }
cat > "$tmp/r/a.json" <<J
{"players":["ai","opp"],"init":{"vein":[4,4],"p1":[1,1],"p2":[4,4]},
 "turns":[{"turn":1,"steps":[$(step 2 1 10 4 4 10)]},{"turn":2,"steps":[$(step 3 3 10 4 4 10),$(step 3 3 10 4 4 8)]}],
 "result":{"winner":2,"reason":"blessings","hp":[10,8],"blessings":[0,10]}}
J
# a win from seat 2: we stand on the vein, the opponent beside it
cat > "$tmp/r/b.json" <<J
{"players":["opp","ai"],"init":{"vein":[4,4],"p1":[4,5],"p2":[4,4]},
 "turns":[{"turn":1,"steps":[$(step 4 5 0 4 4 10)]}],
 "result":{"winner":2,"reason":"hp","hp":[0,10],"blessings":[0,1]}}
J
out=$("$p" ai "$tmp/r" --games)
# loss: 2 turns, the opponent on the vein at both starts, 3 cells away both
# times (Chebyshev), 2 damage dealt over the 2 turns, health even at the starts
[[ $out == *"bless_loss: 1 games, 2.0 turns; a game: opp ends on vein 2.0, we 0.0; opp's vein turns: we 3+ away 100%, dealt 1.00 taken 0.00 a turn, hp lead +0.00"* ]] &&
  ok "a blessing loss from seat 1, summed by hand" || bad "loss: $out"
[[ $out == *"win: 1 games, 1.0 turns; a game: opp ends on vein 0.0, we 1.0;"* ]] &&
  ok "a win from seat 2: the seats read from players" || bad "win: $out"
[[ $out == *"a.json: turns 2 opp on vein 2 me 0 hp [10, 8] bless [0, 10]; on opp vein turns: far 2, dealt 2, taken 0"* ]] &&
  ok "--games: one line per blessing loss" || bad "games: $out"
"$p" ai "$tmp/empty" > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "no replays: exit 2" || bad "empty: rc $rc"
"$p" nobody "$tmp/r" > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "a name not among the players: exit 2" || bad "name: rc $rc"
printf '{"players":["ai","opp"],"init":{}}' > "$tmp/r/c.json"
err=$("$p" ai "$tmp/r" 2>&1 >/dev/null); rc=$?
[ $rc -eq 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && ok "a replay without its fields: one line, exit 2" || bad "bad replay: rc $rc, $err"
"$p" ai > /dev/null 2>&1; rc=$?
[ $rc -eq 2 ] && ok "bad usage: exit 2" || bad "usage: rc $rc"
exit $fail
