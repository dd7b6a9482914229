#!/usr/bin/env bash
# sakura-camper-bound.sh -- could NAME's games against the camper in the
# replays of DIR (an `arena --replays DIR` run) have been won by a player
# that knows the camper's policy exactly?  Builds
# scripts/lab/sakura-camper-bound.c into build/lab/sakura-camper-bound and
# runs it on every *.json there (one line a game not won, then the counts;
# the test is explained at the top of the C file).
#
#   scripts/lab/sakura-camper-bound.sh [--turns] NAME DIR
#
# --turns: each game's turns in detail (the C file says what).
set -euo pipefail
cd "$(dirname "$0")/../.."
opt=()
[ "${1:-}" = --turns ] && { opt=(--turns); shift; }
[ $# -eq 2 ] || { echo "usage: sakura-camper-bound.sh [--turns] NAME DIR" >&2; exit 2; }
prog=build/lab/sakura-camper-bound
scripts/lab/lab-cc.sh "$prog" scripts/lab/sakura-camper-bound.c src/common/json_read.c src/common/json_write.c \
  src/common/rng.c src/common/kmath.c src/sakura/engine/*.c src/sakura/ai/sakura_cand.c src/sakura/ai/sakura_eval.c \
  src/sakura/bots/sakura_camper.c
mapfile -t files < <(find "$2" -name '*.json' | LC_ALL=C sort)
[ ${#files[@]} -gt 0 ] || { echo "sakura-camper-bound: no replays (*.json) in $2" >&2; exit 2; }
exec "$prog" "${opt[@]}" "$1" "${files[@]}"
