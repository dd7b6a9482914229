#!/usr/bin/env bash
# Our Maki, the naive Maki and the oracle Maki on the outside generator's
# mazes (scripts/lab/candy-ext-mazes.sh MAZEDIR): every built-in tagger but
# `oracle`, plus the outside tagger (scripts/lab/ext/candy-ext-tagger.c),
# x the six styles x the three footsteps tables, the same seeds for all.
# usage: scripts/lab/candy-ext-maze-grid.sh GAMES SEED MAZEDIR OUTDIR [CONCURRENCY]
# then: scripts/lab/candy-grid-table.py OUTDIR/xm-*.jsonl
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:?games per cell} seed=${2:?first seed} mz=${3:?maze dir} out=${4:?out dir} conc=${5:-1}
scripts/lab/ext-build.sh >/dev/null
mkdir -p "$out"
styles=$(cd "$mz" && ls -d */ | tr -d / | tr '\n' ' ')
mazes=() gens=
for st in $styles; do mazes+=(--maze "x$st=$mz/$st"); gens=${gens:+$gens,}x$st; done
for fs in 3,6,10 2,4,7 4,8,14; do
  bin/arena candy --bot ours=bin/candy-bot --bot naive=bin/candy-naive --bot oracle=bin/candy-oracle \
    --reveal-bot oracle --taggers hunter,wander,sweep,sonar,cutoff,ext \
    --tagger-cmd ext=build/lab/ext/candy-ext-tagger --gens "$gens" "${mazes[@]}" \
    --footsteps "$fs" --games "$games" --seed "$seed" --concurrency "$conc" --progress plain \
    --out "$out/xm-$fs.jsonl" >"$out/xm-$fs.txt" || echo "candy-ext-maze-grid: $fs: arena exit $? (errors: rerun to retry them)" >&2
done
