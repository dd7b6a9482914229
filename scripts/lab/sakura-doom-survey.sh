#!/usr/bin/env bash
# sakura-doom-survey.sh -- builds scripts/lab/sakura-doom-survey.c and runs
# it on the replays (*.json) of DIR, the first N in name order (all when
# N is 0), for the player NAME.
#
#   scripts/lab/sakura-doom-survey.sh NAME DIR [N]
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: sakura-doom-survey.sh NAME DIR [N]" >&2; exit 2; }
prog=build/lab/sakura-doom-survey
scripts/lab/lab-cc.sh "$prog" scripts/lab/sakura-doom-survey.c src/common/json.c src/common/rng.c \
  src/common/kmath.c src/sakura/engine/*.c src/sakura/ai/sakura_cand.c src/sakura/ai/sakura_eval.c
mapfile -t files < <(find "$2" -name '*.json' | LC_ALL=C sort)
[ ${#files[@]} -gt 0 ] || { echo "sakura-doom-survey: no replays (*.json) in $2" >&2; exit 2; }
n=${3:-0}
[ "$n" -gt 0 ] && [ "$n" -lt ${#files[@]} ] && files=("${files[@]:0:$n}")
exec "$prog" "$1" "${files[@]}"
