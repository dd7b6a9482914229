#!/usr/bin/env bash
# sakura-duct-fixed-games.sh -- our AI against the DUCT peer at fixed work
# (SAKURA_AI_EVALS for ours, SAKURA_PEER_ITERS for the peer: the same
# games on every machine), one judge per seed with SAKURA_AI_LOG on, each
# game's result, our side and both bots' stderr kept, for reading how
# games are lost (docs/lab/sakura-ai.md, 2026-12-04).
#
#   scripts/lab/sakura-duct-fixed-games.sh BOT FIRST LAST OUTDIR [EVALS [ITERS]]
#
# Seeds FIRST..LAST; ours is player 1 on odd seeds.  OUTDIR/sSEED/ holds
# result.json, ours (1 or 2) and p1.stderr, p2.stderr.  Defaults: EVALS
# 45,000 (the work a turn in play), ITERS 1,500 (the peer's in play).
# Run two at once on two cores (split the seed range).
set -euo pipefail
if [ $# -lt 4 ] || [ ! -x "$1" ]; then
  echo "usage: $0 BOT FIRST LAST OUTDIR [EVALS [ITERS]]" >&2
  exit 2
fi
bot=$(realpath "$1") first=$2 last=$3 out=$4 evals=${5:-45000} iters=${6:-1500}
judge=$(realpath "$(dirname "$0")/../../bin/sakura-judge")
duct="env SAKURA_PEER_ITERS=$iters $(realpath "$(dirname "$0")/../../bin/sakura-duct")"
for s in $(seq "$first" "$last"); do
  d=$out/s$s
  mkdir -p "$d"
  if [ $((s % 2)) = 1 ]; then p1=$bot p2=$duct ours=1; else p1=$duct p2=$bot ours=2; fi
  SAKURA_AI_LOG=1 SAKURA_AI_EVALS=$evals "$judge" --time-ms 100000 --seed "$s" \
    --stderr-dir "$d" "$p1" "$p2" > "$d/result.json"
  echo $ours > "$d/ours"
done
