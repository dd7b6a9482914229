#!/usr/bin/env bash
# sakura-field-data.sh -- judge replays as evaluation-fitting data: builds
# scripts/lab/sakura-replay-positions.c into build/lab/sakura-replay-positions
# and writes the positions of the replays in DIR (an `arena --replays DIR`
# run) in bin/sakura-evalgen's format, game ids from ID_BASE, and beside
# them OUT.txt.sides: "id name1 name2" per game (who played which side).
#
#   scripts/lab/sakura-field-data.sh DIR ID_BASE OUT.txt
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 3 ] || { echo "usage: sakura-field-data.sh DIR ID_BASE OUT.txt" >&2; exit 2; }
prog=build/lab/sakura-replay-positions
scripts/lab/lab-cc.sh "$prog" scripts/lab/sakura-replay-positions.c \
  src/sakura/ai/sakura_eval.c src/common/json_read.c src/common/json_write.c src/common/kmath.c src/common/rng.c src/sakura/engine/*.c
mapfile -t files < <(find "$1" -name '*.json' | LC_ALL=C sort)
[ ${#files[@]} -gt 0 ] || { echo "sakura-field-data: no replays (*.json) in $1" >&2; exit 2; }
exec "$prog" --id-base "$2" --sides "$3.sides" "${files[@]}" > "$3"
