#!/usr/bin/env bash
# sakura-loss-anatomy.sh -- how NAME's knock-out and ring-out losses begin,
# in the replays of DIR (an `arena --replays DIR` run): builds
# scripts/lab/sakura-loss-anatomy.c into build/lab/sakura-loss-anatomy and
# runs it on every *.json there (one line a loss, then the counts; the
# classes are explained at the top of the C file).
#
#   scripts/lab/sakura-loss-anatomy.sh NAME DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 2 ] || { echo "usage: sakura-loss-anatomy.sh NAME DIR" >&2; exit 2; }
prog=build/lab/sakura-loss-anatomy
scripts/lab/lab-cc.sh "$prog" scripts/lab/sakura-loss-anatomy.c src/common/json_read.c src/common/json_write.c src/common/rng.c \
  src/common/kmath.c src/sakura/engine/*.c src/sakura/ai/sakura_cand.c src/sakura/ai/sakura_eval.c
mapfile -t files < <(find "$2" -name '*.json' | LC_ALL=C sort)
[ ${#files[@]} -gt 0 ] || { echo "sakura-loss-anatomy: no replays (*.json) in $2" >&2; exit 2; }
exec "$prog" "$1" "${files[@]}"
