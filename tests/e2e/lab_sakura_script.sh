#!/usr/bin/env bash
# tests/bots/sakura/scripted.sh plays the pairs it is given: our AI's
# first nine pairs of seed 2506 against the camper (vein (6,1), the camper
# on it from turn 2), then "1 D 6 L" (step onto (6,2), Shatter left, which
# ignores the camper's Guard) pushes the camper out on turn 10, while
# "6 D 2 R" (what the AI played) lets it keep blessing.
. "$(dirname "$0")/lib.sh"
first9=("1 D 1 D" "1 L 7 DL" "4 L 3 L" "1 R 1 R" "0 1 L" "1 R 3 L" "7 L 2 D" "1 R 0" "1 L 3 L")
run() { bin/sakura-judge --seed 2506 "tests/bots/sakura/scripted.sh $(printf "'%s' " "${first9[@]}" "$@")" bin/sakura-camper 2>/dev/null; }
out=$(run "1 D 6 L")
[[ $out =~ \"winner\":1,\"reason\":\"out\",\"turns\":10 ]] && ok "1 D 6 L on turn 10 pushes the camper out" || bad "1 D 6 L: $out"
out=$(run "6 D 2 R")
[[ $out =~ \"winner\":2,\"reason\":\"blessings\" ]] && ok "6 D 2 R, then waiting, loses the blessing race" || bad "6 D 2 R: $out"
exit $fail
