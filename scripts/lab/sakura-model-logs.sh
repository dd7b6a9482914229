#!/usr/bin/env bash
# sakura-model-logs.sh -- our AI's per-turn model logs against one opponent,
# one file a game, for scripts/lab/sakura-model-weights.py.
#
#   scripts/lab/sakura-model-logs.sh BOT OPP GAMES SEED DIR
#
# BOT our AI's binary, OPP an opponent binary; GAMES games from SEED, both
# sides (bin/arena, real clock, --concurrency 2); each game's
# SAKURA_AI_LOG=1 stderr goes to DIR/PID.log, the records to DIR/games.jsonl.
set -euo pipefail
[ $# -eq 5 ] || { echo "usage: $0 BOT OPP GAMES SEED DIR" >&2; exit 2; }
cd "$(dirname "$0")/../.."
bot=$(realpath "$1") opp=$(realpath "$2") games=$3 seed=$4 dir=$5
mkdir -p "$dir"
dir=$(realpath "$dir")
bin/arena sakura --bot "ai=sh -c 'SAKURA_AI_LOG=1 exec $bot 2>>$dir/\$\$.log'" --bot "opp=$opp" \
  --games "$games" --seed "$seed" --concurrency 2 --out "$dir/games.jsonl" | grep -E '^Games:'
