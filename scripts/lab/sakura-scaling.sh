#!/usr/bin/env bash
# sakura-scaling.sh -- does a Sakura AI build convert work into strength?
# Plays the build at M x N evaluations a turn against itself at N, fixed
# work on both sides (SAKURA_AI_EVALS, a judge clock nobody reaches), so
# the figure does not depend on the machine's load.
#
#   scripts/lab/sakura-scaling.sh BOT N [M] [GAMES] [SEED] [OUT.jsonl]
#
# Defaults: M 2, GAMES 400, SEED 1, OUT build/lab/scaling-<M>x<N>.jsonl.
# Rerunning with the same OUT resumes.  The arena's summary (Elo of the
# M x N side, pentanomial counts, ms a game) goes to stdout.
# Measure N first: the mean `evals=` of SAKURA_AI_LOG lines in play
# (about 45,000 at the real clock, docs/lab/sakura-ai.md).  CONCURRENCY
# (default 1) sets the judges at once: the work is fixed, so games at
# once change the run's length, not its result.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 BOT N [M] [GAMES] [SEED] [OUT.jsonl]" >&2
  exit 2
fi
bot=$1 n=$2 m=${3:-2} games=${4:-400} seed=${5:-1}
out=${6:-build/lab/scaling-${m}x${n}.jsonl}
mkdir -p "$(dirname "$out")"
exec nice -n 5 bin/arena sakura \
  --bot "x$m=env SAKURA_AI_EVALS=$((m * n)) $bot" \
  --bot "x1=env SAKURA_AI_EVALS=$n $bot" \
  --games "$games" --concurrency "${CONCURRENCY:-1}" --time-ms 100000 --seed "$seed" --out "$out"
