#!/usr/bin/env python3
"""sakura-audit-logs.py -- step 5's audit read from the logs of
scripts/lab/sakura-audit.sh (SAKURA_AI_LOG lines, one file an opponent).

    scripts/lab/sakura-audit-logs.py summary NAME LOG
    scripts/lab/sakura-audit-logs.py gate FLOOR TOLL LOG...

summary: the per-turn gain the blend would have made over the equilibrium
(`last=`), how often a blend was played (`conf=` > 0), and the audit's
sum by turn (`audit=`).

gate: the gate FLOOR / TOLL replayed on logs of a bot that never plays
the blend (so each turn's gain is what the blend would have earned against
the pair played): the share of the turns with a blend found on which it
would be played (the sum adds gain - TOLL per scored turn, the blend is
played while the sum is >= FLOOR), over all turns and over turns 1-5, and
the games where it is played on every turn.  A screen of the gate's shape,
not of its strength: whether playing the blend pays is only measured in
play."""
import re, statistics as st, sys

def games_of(path):
    """the log's turns as dicts of its key=number fields, split into games"""
    games, cur = [], []
    for line in open(path):
        d = dict(re.findall(r'(\w+)=([-\d.]+)', line))
        if 'turn' not in d: continue
        if d['turn'] == '1' and cur:
            games.append(cur); cur = []
        cur.append(d)
    if cur: games.append(cur)
    return games

def summary(name, path):
    games = games_of(path)
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

def replay(g, floor, toll):
    """per turn t with a blend found (its gain scored at t+1): played?"""
    s, out = 0.0, []
    for t in range(len(g)):
        if t > 0 and g[t] != 0: s += g[t] - toll
        found = t + 1 < len(g) and g[t + 1] != 0
        if found: out.append((t + 1, s >= floor))
    return out

def gate(floor, toll, paths):
    for path in paths:
        rows = [replay([float(d['last']) for d in g], floor, toll) for g in games_of(path)]
        allt = [p for r in rows for _, p in r]
        early = [p for r in rows for t, p in r if t <= 5]
        full = sum(all(p for _, p in r) for r in rows)
        name = path.rsplit('/', 1)[-1].rsplit('.', 1)[0]
        print('%-8s F %.2f toll %.3f: played %.2f of %d blend turns, turns 1-5 %.2f, every turn in %d/%d games'
              % (name, floor, toll, sum(allt) / max(1, len(allt)), len(allt),
                 sum(early) / max(1, len(early)), full, len(rows)))

if len(sys.argv) == 4 and sys.argv[1] == 'summary':
    summary(sys.argv[2], sys.argv[3])
elif len(sys.argv) >= 5 and sys.argv[1] == 'gate':
    gate(float(sys.argv[2]), float(sys.argv[3]), sys.argv[4:])
else:
    sys.exit('usage: sakura-audit-logs.py summary NAME LOG | gate FLOOR TOLL LOG...')
