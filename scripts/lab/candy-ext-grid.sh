#!/usr/bin/env bash
# Our Maki and the naive Maki against the outside tagger of
# scripts/lab/ext/candy-ext-tagger.c: the five generators x the three
# footsteps tables, the same seeds for both bots (the judge tells the tagger
# its table in $CANDY_FOOTSTEPS).
# usage: scripts/lab/candy-ext-grid.sh GAMES SEED OUTDIR [CONCURRENCY]
# then: scripts/lab/candy-grid-table.py OUTDIR/ext-*.jsonl (ratios per cell, generator, table)
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:?games per cell} seed=${2:?first seed} out=${3:?out dir} conc=${4:-1}
scripts/lab/ext-build.sh >/dev/null
GRID_TAGGERS="--tagger-cmd ext=build/lab/ext/candy-ext-tagger" GRID_PREFIX=ext GRID_CONCURRENCY=$conc \
  exec scripts/lab/candy-bots-grid.sh "$games" "$seed" "$out" ours=bin/candy-bot
