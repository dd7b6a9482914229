#!/usr/bin/env bash
# sakura-eval-sprt.sh -- the evaluation fit's strength test: our bot against
# the frozen previous version at fixed work (the same evaluation count a
# turn for both, so the machine's load does not enter), stopped by the
# GSPRT [0, 10], alpha = beta = 0.05 (docs/sakura-ai.md "Evaluation").
#
#   scripts/lab/sakura-eval-sprt.sh NEW_BOT EVALS SEED OUT.jsonl [OLD_BOT]
#
# OLD_BOT defaults to bin/sakura-bot-v2 (`make frozen-bots`: the AI at
# 358470c, with the hand-set evaluation).  Copy NEW_BOT out of bin/ first
# if the tree may be rebuilt while the run lasts.  Rerunning with the same
# OUT resumes.  One judge at a time (--concurrency 1), 10 s a game.
set -euo pipefail
if [ $# -lt 4 ]; then
  echo "usage: $0 NEW_BOT EVALS SEED OUT.jsonl [OLD_BOT]" >&2
  exit 2
fi
new=$1 evals=$2 seed=$3 out=$4 old=${5:-bin/sakura-bot-v2}
exec nice -n 5 bin/arena sakura --bot "fit=env SAKURA_AI_EVALS=$evals $new" \
  --bot "v2=env SAKURA_AI_EVALS=$evals $old" --sprt 0,10,0.05,0.05 --games 2000 \
  --concurrency 1 --time-ms 10000 --seed "$seed" --progress plain --out "$out"
