#!/usr/bin/env bash
# make run (via scripts/demo.sh): one Sakura Duel game of the best bot we
# have (bin/sakura-bot if built, else bin/sakura-greedy) against
# bin/sakura-random, with a replay and a self-contained HTML viewer in out/.
# SAKURA_DEMO_SEED picks the set-up (default 1).
set -u
cd "$(dirname "$0")/.."
bot=bin/sakura-bot
[ -x "$bot" ] || bot=bin/sakura-greedy
for b in bin/sakura-judge bin/sakura-random "$bot"; do
  [ -x "$b" ] || { echo "demo-sakura: $b is not built (run make)" >&2; exit 1; }
done
mkdir -p out
line=$(bin/sakura-judge --seed "${SAKURA_DEMO_SEED:-1}" --name1 "${bot#bin/}" --name2 sakura-random \
       --replay out/sakura-demo.json --html out/sakura-demo.html "$bot" bin/sakura-random) || exit 1
echo "sakura: $line"
echo "sakura: replay out/sakura-demo.json, open out/sakura-demo.html in a browser to watch it"
