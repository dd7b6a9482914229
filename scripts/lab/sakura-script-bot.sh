#!/usr/bin/env bash
# sakura-script-bot.sh -- a Sakura bot that plays the pairs given as its
# arguments, one a turn, then "0 0": to try a line against a bot in a
# position the judge reaches from a seed (docs/lab/sakura-ai.md: the
# camper's blessing race of seed 2506).
#
#   bin/sakura-judge --seed S "scripts/lab/sakura-script-bot.sh 'PAIR1' 'PAIR2' ..." OTHER_BOT
acts=("$@") i=0
while IFS= read -r line; do
  case $line in
    READY*) echo OK ;;
    TURN*) echo "${acts[$i]:-0 0}"; i=$((i + 1)) ;;
  esac
done
