#!/usr/bin/env bash
# sakura-doom.sh -- builds one of the doom tools and runs it on the
# replays (*.json) of DIR for the player NAME, the first N in name order
# (all when N is 0 or absent):
#   survey  scripts/lab/sakura-doom-survey.c: the replies to each pair
#           NAME played that leave it doomed, by evaluation;
#   fate    scripts/lab/sakura-doom-fate.c: how often a doomed position
#           was lost at once, both sides;
#   hunt    scripts/lab/sakura-doom-hunt.c: how often each side's reply
#           left the other doomed, against a random reply.
#
#   scripts/lab/sakura-doom.sh survey|fate|hunt NAME DIR [N]
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 3 ] && { [ "$1" = survey ] || [ "$1" = fate ] || [ "$1" = hunt ]; } ||
  { echo "usage: sakura-doom.sh survey|fate|hunt NAME DIR [N]" >&2; exit 2; }
prog=build/lab/sakura-doom-$1
scripts/lab/lab-cc.sh "$prog" "scripts/lab/sakura-doom-$1.c" src/common/json_read.c src/common/json_write.c src/common/rng.c \
  src/common/kmath.c src/sakura/engine/*.c src/sakura/ai/sakura_cand.c src/sakura/ai/sakura_eval.c
mapfile -t files < <(find "$3" -name '*.json' | LC_ALL=C sort)
[ ${#files[@]} -gt 0 ] || { echo "sakura-doom: no replays (*.json) in $3" >&2; exit 2; }
n=${4:-0}
[ "$n" -gt 0 ] && [ "$n" -lt ${#files[@]} ] && files=("${files[@]:0:$n}")
exec "$prog" "$2" "${files[@]}"
