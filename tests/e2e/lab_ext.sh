#!/usr/bin/env bash
# scripts/lab/ext/ (the outside yardsticks a helper wrote from the docs
# alone): all build warning-free; the three Sakura bots' own engines reproduce
# the rules' worked examples (--selftest) and play whole games against our
# judge with no illegal reply; the tagger plays legal games through --tagger-cmd,
# filtering with the table the judge puts in $CANDY_FOOTSTEPS; the maze
# generator passes its own --selftest, and its mazes, written as files by
# scripts/lab/candy-ext-mazes.sh, are accepted by the judge (--maze) and
# give verified replays; the outside Maki plays legal games;
# scripts/lab/candy-split.sh's maze:DIR part plays our Maki on them in the
# split's line format, which candy-split-report.py pairs; its table:FS part
# plays every tagger x generator at one table.
. "$(dirname "$0")/lib.sh"
if scripts/lab/ext-build.sh > "$tmp/build" 2>&1; then ok "all build with -Wall -Wextra -Werror"
else bad "build: $(head -3 "$tmp/build")"; fi
S=build/lab/ext/sakura-ext-bot T=build/lab/ext/candy-ext-tagger
[ "$($S --selftest 2>&1)" = "selftest ok" ] && ok "sakura-ext-bot --selftest" || bad "sakura-ext-bot --selftest: $($S --selftest 2>&1 | head -2)"
M=build/lab/ext/sakura-mcts-bot
[ "$($M --selftest 2>&1 | tail -1)" = "selftest: all passed" ] && ok "sakura-mcts-bot --selftest" ||
  bad "sakura-mcts-bot --selftest: $($M --selftest 2>&1 | tail -2)"
A=build/lab/ext/sakura-ab-bot
[ "$($A --selftest 2>&1 | tail -1)" = "selftest passed" ] && ok "sakura-ab-bot --selftest" ||
  bad "sakura-ab-bot --selftest: $($A --selftest 2>&1 | grep -v '^ok' | head -2)"
for s in 1 2; do
  out=$(bin/sakura-judge --seed $s --time-ms 2000 "$S $s" bin/sakura-greedy) || bad "sakura seed $s: exit $?"
  [[ $out =~ \"reason\":\"(hp|out|blessings|turn_limit|draw)\" ]] && ok "sakura seed $s: ended by ${BASH_REMATCH[1]}" ||
    bad "sakura seed $s: $out"
  out=$(bin/sakura-judge --seed $s --time-ms 2000 "$M $s" bin/sakura-greedy) || bad "sakura mcts seed $s: exit $?"
  [[ $out =~ \"reason\":\"(hp|out|blessings|turn_limit|draw)\" ]] && ok "sakura mcts seed $s: ended by ${BASH_REMATCH[1]}" ||
    bad "sakura mcts seed $s: $out"
  out=$(bin/sakura-judge --seed $s --time-ms 2000 bin/sakura-greedy "$A $s") || bad "sakura ab seed $s: exit $?"
  [[ $out =~ \"reason\":\"(hp|out|blessings|turn_limit|draw)\" ]] && ok "sakura ab seed $s (second seat): ended by ${BASH_REMATCH[1]}" ||
    bad "sakura ab seed $s: $out"
done
for fs in 3,6,10 2,4,7; do
  out=$(bin/candy-judge --seed 3 --gen corridors --footsteps $fs --tagger-cmd "$T" --replay "$tmp/c.json" bin/candy-naive) ||
    bad "candy $fs: exit $?"
  bin/candy-replay-check "$tmp/c.json" >/dev/null && [[ $out =~ \"tagger\":\"external\" ]] &&
    ok "candy $fs: a legal game, replay verified" || bad "candy $fs: $out"
done
K=build/lab/ext/candy-ext-maki
for gs in braid:5 corridors:2; do   # seeds whose games last 90 and 100 turns
  g=${gs%:*}
  out=$(bin/candy-judge --seed "${gs#*:}" --gen $g --tagger hunter --replay "$tmp/k.json" "$K") || bad "candy-ext-maki $g: exit $?"
  bin/candy-replay-check "$tmp/k.json" >/dev/null && [[ $out =~ \"reason\":\"(caught|turn_limit)\" ]] &&
    ok "candy-ext-maki on $g: a legal game (${BASH_REMATCH[1]}), replay verified" || bad "candy-ext-maki $g: $out"
done
printf '11\n' | CANDY_FOOTSTEPS=3,x $T >/dev/null 2>&1 && bad "the tagger took CANDY_FOOTSTEPS=3,x" || ok "a malformed CANDY_FOOTSTEPS refused"
G=build/lab/ext/candy-ext-gen
[ "$($G --selftest 2>&1 | tail -1)" = "selftest ok: 6 styles x N 11..23 x 200 seeds" ] && ok "candy-ext-gen --selftest" ||
  bad "candy-ext-gen --selftest: $($G --selftest 2>&1 | tail -2)"
scripts/lab/candy-ext-mazes.sh "$tmp/mz" 13 > "$tmp/mzlog" 2>&1 || bad "candy-ext-mazes.sh: $(head -2 "$tmp/mzlog")"
[ "$(ls "$tmp/mz" | wc -l)" = 6 ] && [ "$(ls "$tmp/mz"/*/ | grep -c '^m00[01][0-9].txt$')" = 78 ] &&
  ok "six styles of 13 maze files" || bad "maze files: $(ls "$tmp/mz" | tr '\n' ' ')"
for st in $(ls "$tmp/mz"); do
  out=$(bin/candy-judge --seed 7 --maze "$tmp/mz/$st" --replay "$tmp/m.json" bin/candy-naive) || bad "judge on $st: exit $?"
  [ "$(jq -r .n "$tmp/m.json")" = 18 ] && bin/candy-replay-check "$tmp/m.json" > /dev/null &&
    ok "$st: seed 7 plays m0007.txt (N 18), replay verified" || bad "$st: $out"
done
MAZE_SEEDS=1-1 scripts/lab/candy-split.sh bin/candy-ai-sim "maze:$tmp/mz" "$tmp/split.txt" > "$tmp/splitlog" 2>&1 ||
  bad "candy-split.sh maze: $(head -2 "$tmp/splitlog")"
[ "$(grep -c '^cell \(hunter\|wander\|sweep\|sonar\|cutoff\) x[a-z]* 3,6,10 seed 1 n [0-9]* score [0-9]* caught [01] turn [0-9]* ms ' "$tmp/split.txt")" = 30 ] &&
  ok "candy-split.sh maze: 5 taggers x 6 styles, one line a game" || bad "candy-split.sh maze: $(head -2 "$tmp/split.txt")"
scripts/lab/candy-split-report.py "$tmp/split.txt" "$tmp/split.txt" | grep -q '^all     all        n    30 .* diff +0.000' &&
  ok "candy-split-report.py pairs its games" || bad "report: $(scripts/lab/candy-split-report.py "$tmp/split.txt" "$tmp/split.txt" | head -2)"
TABLE_SEEDS=2-2 scripts/lab/candy-split.sh bin/candy-ai-sim table:4,8,14 "$tmp/table.txt" > "$tmp/tablelog" 2>&1 ||
  bad "candy-split.sh table: $(head -2 "$tmp/tablelog")"
[ "$(grep -c '^cell \(hunter\|wander\|sweep\|sonar\|cutoff\) \(braid\|rooms\|caves\|corridors\|halls\) 4,8,14 seed 2 n ' "$tmp/table.txt")" = 25 ] &&
  ok "candy-split.sh table:4,8,14: 5 taggers x 5 generators at that table" || bad "candy-split.sh table: $(head -2 "$tmp/table.txt")"
scripts/lab/candy-split.sh bin/candy-ai-sim "maze:$tmp/nodir" "$tmp/x.txt" 2>/dev/null && bad "a missing maze directory taken" ||
  ok "a missing maze directory refused (exit $?)"
exit $fail
