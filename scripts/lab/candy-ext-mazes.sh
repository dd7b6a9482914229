#!/usr/bin/env bash
# Writes the outside generator's mazes (scripts/lab/ext/candy-ext-gen.c) as
# maze files for `candy-judge --maze DIR` / `arena candy --maze NAME=DIR`:
# OUTDIR/STYLE/m0000.txt ... one directory per style, COUNT files each.
# File i is the maze of seed i at N = 11 + i mod 13, so that a run of
# COUNT consecutive arena seeds plays COUNT distinct mazes, every N alike.
# usage: scripts/lab/candy-ext-mazes.sh OUTDIR [COUNT] [STYLES]
#   (default COUNT 1000, STYLES "labyrinth braid pillars cave rings mirror")
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?out dir} count=${2:-1000} styles=${3:-labyrinth braid pillars cave rings mirror}
gen=build/lab/ext/candy-ext-gen
[ -x "$gen" ] || scripts/lab/ext-build.sh >/dev/null
for st in $styles; do
  mkdir -p "$out/$st"
  for ((i = 0; i < count; i++)); do
    "$gen" --style "$st" --n $((11 + i % 13)) --seed "$i" > "$(printf '%s/%s/m%04d.txt' "$out" "$st" "$i")"
  done
done
