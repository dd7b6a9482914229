#!/usr/bin/env bash
# make run (via scripts/demo.sh): one Maki's Candy Hunt game of the best
# Maki we have (bin/candy-bot if built, else bin/candy-naive) against the
# hunter tagger, with a replay and a self-contained HTML viewer in out/.
# CANDY_DEMO_SEED picks the game (default 1).
set -u
cd "$(dirname "$0")/.."
bot=bin/candy-bot
[ -x "$bot" ] || bot=bin/candy-naive
for b in bin/candy-judge "$bot"; do
  [ -x "$b" ] || { echo "demo-candy: $b is not built (run make)" >&2; exit 1; }
done
mkdir -p out
line=$(bin/candy-judge --seed "${CANDY_DEMO_SEED:-1}" --name "${bot#bin/}" \
       --replay out/candy-demo.json --html out/candy-demo.html "$bot") || exit 1
echo "candy: $line"
echo "candy: replay out/candy-demo.json, open out/candy-demo.html in a browser to watch it"
