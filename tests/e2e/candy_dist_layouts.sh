#!/usr/bin/env bash
# The Candy submission must survive a judge whose input layout differs from
# docs/rules/candy-hunt.md §4: for each plausible layout, a fake judge (tests/bots/candy-ai/
# fake_judge.sh) plays three turns with bin/candy-bot and with the C++20
# build of dist/candy/main.cpp, checking replies, no blocking, and the
# footsteps / remaining_ms the bot read.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
g++ -std=c++20 -O2 -o "$tmp/bot_cxx" dist/candy/main.cpp || { echo "C++20 build failed"; exit 1; }
fail=0
for bot in bin/candy-bot "$tmp/bot_cxx"; do
  for layout in spec split msfirst turnline noms turnnoms; do
    tests/bots/candy-ai/fake_judge.sh "$layout" "$bot" || fail=1
  done
done
# input that is no turn: one stderr line and exit 1 (a judge's verdict quotes it);
# an input closed between turns is a game's end: silent, exit 0
for bot in bin/candy-bot "$tmp/bot_cxx"; do
  for c in "0 R|turn 1: input that is no turn" "24 R|turn 1: input that is no turn" \
           "11 R 0|turn 1: input that is no turn" "|the input ended before turn 1"; do
    printf '%s' "${c%%|*}" | "$bot" > /dev/null 2> "$tmp/err"; rc=$?
    [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^candy-bot: ${c#*|}" "$tmp/err" \
      || { echo "FAIL: $bot on '${c%%|*}': exit $rc, $(cat "$tmp/err")"; fail=1; }
  done
done
[ $fail = 0 ] && echo "candy layouts: 6 layouts x 2 builds ok; unreadable input: one line, exit 1"
exit $fail
