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
mkdir -p "$out"
for fs in 3,6,10 2,4,7 4,8,14; do
  bin/arena candy --bot ours=bin/candy-bot --bot naive=bin/candy-naive \
    --tagger-cmd ext=build/lab/ext/candy-ext-tagger --gens braid,rooms,caves,corridors,halls \
    --footsteps "$fs" --games "$games" --seed "$seed" --concurrency "$conc" --progress plain \
    --out "$out/ext-$fs.jsonl" >"$out/ext-$fs.txt"
done
