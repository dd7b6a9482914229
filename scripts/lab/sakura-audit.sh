#!/usr/bin/env bash
# sakura-audit.sh -- what step 5's audit sees against each opponent: games at
# fixed work with SAKURA_AI_LOG, then per opponent the per-turn gain the
# blend would have made over the equilibrium (`last=`), how often a blend
# was played (`conf=` > 0), and the audit's sum by turn (`audit=`).
#
#   scripts/lab/sakura-audit.sh [BOT [GAMES [SEED [EVALS [OPP...]]]]]
#
# BOT default bin/sakura-bot, GAMES per opponent (default 20; ours player 1
# on odd seeds), SEED the first seed (default 3001), EVALS the work a turn
# (default 45000, about what a turn does in play), OPP bin/ names without
# the sakura- prefix (default duct depth2 greedy camper), or a program's path
# (with a slash: build/lab/ext/sakura-mcts-bot).  Logs go to
# build/lab/audit/NAME.log (scripts/lab/sakura-audit-logs.py reads them).
# Deterministic for fixed work.
set -euo pipefail
cd "$(dirname "$0")/../.."
bot=${1:-bin/sakura-bot} games=${2:-20} seed=${3:-3001} evals=${4:-45000}
shift $(( $# < 4 ? $# : 4 ))
opps=("$@")
[ ${#opps[@]} -gt 0 ] || opps=(duct depth2 greedy camper)
mkdir -p build/lab/audit
for o in "${opps[@]}"; do
  case $o in */*) prog=$o o=$(basename "$o") ;; *) prog=bin/sakura-$o ;; esac
  log=build/lab/audit/$o.log
  : > "$log"
  for s in $(seq "$seed" $((seed + games - 1))); do
    ours="$bot 2>>$log"
    if [ $((s % 2)) = 1 ]; then p1=$ours p2=$prog; else p1=$prog p2=$ours; fi
    SAKURA_AI_LOG=1 SAKURA_AI_EVALS=$evals bin/sakura-judge --seed "$s" --time-ms 100000 \
      "$p1" "$p2" >/dev/null 2>&1
  done
  scripts/lab/sakura-audit-logs.py summary "$o" "$log"
done
