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
# the sakura- prefix (default duct depth2 greedy camper).  Logs go to
# build/lab/audit/OPP.log.  Deterministic for fixed work.
set -euo pipefail
cd "$(dirname "$0")/../.."
bot=${1:-bin/sakura-bot} games=${2:-20} seed=${3:-3001} evals=${4:-45000}
shift $(( $# < 4 ? $# : 4 ))
opps=("$@")
[ ${#opps[@]} -gt 0 ] || opps=(duct depth2 greedy camper)
mkdir -p build/lab/audit
for o in "${opps[@]}"; do
  log=build/lab/audit/$o.log
  : > "$log"
  for s in $(seq "$seed" $((seed + games - 1))); do
    ours="$bot 2>>$log"
    if [ $((s % 2)) = 1 ]; then p1=$ours p2=bin/sakura-$o; else p1=bin/sakura-$o p2=$ours; fi
    SAKURA_AI_LOG=1 SAKURA_AI_EVALS=$evals bin/sakura-judge --seed "$s" --time-ms 100000 \
      "$p1" "$p2" >/dev/null 2>&1
  done
  python3 - "$o" "$log" <<'PY'
import re, statistics as st, sys
name, path = sys.argv[1], sys.argv[2]
games, cur = [], []
for line in open(path):
    d = dict(re.findall(r'(\w+)=([-\d.]+)', line))
    if d.get('turn') == '1' and cur:
        games.append(cur); cur = []
    cur.append(d)
if cur: games.append(cur)
rows = [d for g in games for d in g]
gains = [float(d['last']) for g in games for d in g[1:] if float(d['last']) != 0]
played = sum(float(d['conf']) > 0 for d in rows)
by = []
for t in (2, 3, 5, 9):
    v = sorted(float(g[t - 1]['audit']) for g in games if len(g) >= t)
    if v: by.append('t%d %.3f' % (t, v[len(v) // 2]))
print('%-8s games %d turns %d blend played %d | gain a turn mean %.4f sd %.4f >0 %.2f (n %d) | sum median %s'
      % (name, len(games), len(rows), played, st.mean(gains), st.pstdev(gains),
         sum(x > 0 for x in gains) / len(gains), len(gains), ', '.join(by)))
PY
done
