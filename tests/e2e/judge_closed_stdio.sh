#!/usr/bin/env bash
# A judge or arena started with one of its standard streams closed (a cron
# job, `<&-`, a daemon) gives its bots their pipes all the same: the pipe
# end the kernel hands out as fd 0, 1 or 2 must still become the bot's
# stdin / stdout / stderr, so the game is the one a normal start plays.
. "$(dirname "$0")/lib.sh"

same() { # same DESC NORMAL CLOSED
  [ -n "$2" ] && [ "$(echo "$2" | strip_clocks)" = "$(echo "$3" | strip_clocks)" ] && ok "$1: the same game" ||
    bad "$1: normal '$2', closed '$3'"
}

s="bin/sakura-judge --seed 4 bin/sakura-greedy bin/sakura-random"
normal=$($s 2>/dev/null)
same "sakura-judge <&-" "$normal" "$($s <&- 2>/dev/null)"
same "sakura-judge 2>&-" "$normal" "$($s 2>&-)"
same "sakura-judge <&- 2>&-" "$normal" "$($s <&- 2>&-)"

c="bin/candy-judge --seed 4 --n 11 bin/candy-naive"
normal=$($c 2>/dev/null)
same "candy-judge <&-" "$normal" "$($c <&- 2>/dev/null)"
t="bin/candy-judge --seed 5 --n 11 --tagger-cmd bin/candy-tagger bin/candy-naive"
normal=$($t 2>/dev/null)
same "candy-judge --tagger-cmd <&-" "$normal" "$($t <&- 2>/dev/null)"

a="bin/arena sakura --bot g=bin/sakura-greedy --bot r=bin/sakura-random --games 2 --seed 4 --concurrency 1"
$a --out "$tmp/n.jsonl" > /dev/null 2>&1
$a --out "$tmp/c.jsonl" <&- > /dev/null 2>&-
if [ -s "$tmp/n.jsonl" ] && [ "$(grep -o '"winner":[0-9]' "$tmp/n.jsonl")" = "$(grep -o '"winner":[0-9]' "$tmp/c.jsonl")" ] &&
   ! grep -q '"error"' "$tmp/c.jsonl"; then
  ok "arena <&- 2>&-: the same winners, no arena error"
else bad "arena <&- 2>&-: $(cat "$tmp/c.jsonl" 2>&1 | head -c 300)"; fi
exit $fail
