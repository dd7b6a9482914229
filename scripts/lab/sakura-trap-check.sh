#!/usr/bin/env bash
# sakura-trap-check.sh -- builds scripts/lab/sakura-trap-check.c and runs
# it on the positions given (see the program's header) with the doom
# check at WEIGHT, then off.
#
#   scripts/lab/sakura-trap-check.sh NAME EVALS SEEDS WEIGHT REPLAY.json:T...
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 5 ] || { echo "usage: sakura-trap-check.sh NAME EVALS SEEDS WEIGHT REPLAY.json:T..." >&2; exit 2; }
scripts/lab/lab-cc.sh build/lab/sakura-trap-check scripts/lab/sakura-trap-check.c src/common/json_read.c src/common/json_write.c \
  src/common/rng.c src/common/kmath.c src/common/clock.c src/sakura/engine/*.c src/sakura/ai/sakura_ai.c \
  src/sakura/ai/sakura_cand.c src/sakura/ai/sakura_eval.c src/sakura/ai/sakura_model.c \
  src/sakura/ai/sakura_play.c src/sakura/ai/sakura_rm.c
name=$1 evals=$2 seeds=$3 weight=$4
shift 4
echo "## the doom check at $weight"
build/lab/sakura-trap-check "$name" "$evals" "$seeds" "$weight" "$@"
echo "## the doom check off"
build/lab/sakura-trap-check "$name" "$evals" "$seeds" 0 "$@"
