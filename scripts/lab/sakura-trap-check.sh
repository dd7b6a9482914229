#!/usr/bin/env bash
# sakura-trap-check.sh -- builds scripts/lab/sakura-trap-check.c twice, the
# AI as it is and the AI with the doom check off (-DSK_DOOM_WEIGHT=0), and
# runs both on the positions given (see the program's header).
#
#   scripts/lab/sakura-trap-check.sh NAME EVALS SEEDS REPLAY.json:T...
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 4 ] || { echo "usage: sakura-trap-check.sh NAME EVALS SEEDS REPLAY.json:T..." >&2; exit 2; }
srcs=(scripts/lab/sakura-trap-check.c src/common/json.c src/common/rng.c src/common/kmath.c src/common/clock.c
  src/sakura/engine/*.c src/sakura/ai/sakura_ai.c src/sakura/ai/sakura_cand.c src/sakura/ai/sakura_eval.c
  src/sakura/ai/sakura_model.c src/sakura/ai/sakura_play.c src/sakura/ai/sakura_rm.c)
scripts/lab/lab-cc.sh build/lab/sakura-trap-check "${srcs[@]}"
scripts/lab/lab-cc.sh build/lab/sakura-trap-check-off -DSK_DOOM_WEIGHT=0 "${srcs[@]}"
echo "## the AI as it is"
build/lab/sakura-trap-check "$@"
echo "## the doom check off"
build/lab/sakura-trap-check-off "$@"
