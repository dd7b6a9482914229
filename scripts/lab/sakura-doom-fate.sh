#!/usr/bin/env bash
# sakura-doom-fate.sh -- builds scripts/lab/sakura-doom-fate.c and runs it
# on the replays (*.json) of DIR for the player NAME.
#
#   scripts/lab/sakura-doom-fate.sh NAME DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: sakura-doom-fate.sh NAME DIR" >&2; exit 2; }
prog=build/lab/sakura-doom-fate
scripts/lab/lab-cc.sh "$prog" scripts/lab/sakura-doom-fate.c src/common/json.c src/common/rng.c \
  src/common/kmath.c src/sakura/engine/*.c src/sakura/ai/sakura_cand.c src/sakura/ai/sakura_eval.c
mapfile -t files < <(find "$2" -name '*.json' | LC_ALL=C sort)
[ ${#files[@]} -gt 0 ] || { echo "sakura-doom-fate: no replays (*.json) in $2" >&2; exit 2; }
exec "$prog" "$1" "${files[@]}"
