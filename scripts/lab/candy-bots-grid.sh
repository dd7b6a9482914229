#!/usr/bin/env bash
# Several Makis and the naive one over issue 24's whole grid: the five
# built-in taggers but oracle x the five generators x the three footsteps
# tables, the same seeds for every bot (one arena run a table).
# usage: scripts/lab/candy-bots-grid.sh GAMES SEED OUTDIR NAME=CMD...
#   (OUTDIR and the commands' paths are taken from the repository's root)
#   e.g. scripts/lab/candy-bots-grid.sh 100 30001 build/lab/cmaki \
#          ours=bin/candy-bot ext=build/lab/ext/candy-ext-maki
# then: scripts/lab/candy-grid-table.py OUTDIR/grid-*.jsonl (ratios to naive
# per cell, tagger, generator and table)
# Environment (for other grids, e.g. scripts/lab/candy-ext-grid.sh):
#   GRID_TAGGERS      the arena's tagger words (default: --taggers
#                     hunter,wander,sweep,sonar,cutoff), split at blanks
#   GRID_PREFIX       the records' file names, PREFIX-FS.jsonl (default grid)
#   GRID_CONCURRENCY  the arena's --concurrency (default 2)
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:?games per cell} seed=${2:?first seed} out=${3:?out dir}
shift 3
[ $# -gt 0 ] || { echo "candy-bots-grid: name at least one NAME=CMD Maki" >&2; exit 2; }
bots=()
for b in "$@"; do bots+=(--bot "$b"); done
read -r -a taggers <<< "${GRID_TAGGERS:---taggers hunter,wander,sweep,sonar,cutoff}"
prefix=${GRID_PREFIX:-grid}
mkdir -p "$out"
for fs in 3,6,10 2,4,7 4,8,14; do
  bin/arena candy "${bots[@]}" --bot naive=bin/candy-naive \
    "${taggers[@]}" --gens braid,rooms,caves,corridors,halls \
    --footsteps "$fs" --games "$games" --seed "$seed" --concurrency "${GRID_CONCURRENCY:-2}" --progress plain \
    --out "$out/$prefix-$fs.jsonl" >"$out/$prefix-$fs.txt"
done
