#!/usr/bin/env python3
"""sakura-audit-gate.py -- step 5's audit gate replayed offline on the logs
of scripts/lab/sakura-audit.sh (a bot that never plays the blend, so each
turn's gain is what the blend would have earned against the pair played).

    scripts/lab/sakura-audit-gate.py FLOOR TOLL LOG...

For each log (one opponent): the share of the turns with a blend found on
which the gate FLOOR / TOLL would play it (the sum adds gain - TOLL per
scored turn, the blend is played while the sum is >= FLOOR), over all
turns and over turns 1-5, and the share of games where it is played on
every turn.  A screen of the gate's shape, not of its strength: whether
playing the blend pays is only measured in play."""
import re, sys

def games_of(path):
    games, cur = [], []
    for line in open(path):
        d = dict(re.findall(r'(\w+)=([-\d.]+)', line))
        if 'turn' not in d: continue
        if d['turn'] == '1' and cur:
            games.append(cur); cur = []
        cur.append(float(d['last']))
    if cur: games.append(cur)
    return games

def replay(g, floor, toll):
    """per turn t with a blend found (its gain scored at t+1): played?"""
    s, out = 0.0, []
    for t in range(len(g)):
        if t > 0 and g[t] != 0: s += g[t] - toll
        found = t + 1 < len(g) and g[t + 1] != 0
        if found: out.append((t + 1, s >= floor))
    return out

floor, toll = float(sys.argv[1]), float(sys.argv[2])
for path in sys.argv[3:]:
    gs = games_of(path)
    rows = [replay(g, floor, toll) for g in gs]
    allt = [p for r in rows for _, p in r]
    early = [p for r in rows for t, p in r if t <= 5]
    full = sum(all(p for _, p in r) for r in rows)
    name = path.rsplit('/', 1)[-1].rsplit('.', 1)[0]
    print('%-8s F %.2f toll %.3f: played %.2f of %d blend turns, turns 1-5 %.2f, every turn in %d/%d games'
          % (name, floor, toll, sum(allt) / max(1, len(allt)), len(allt),
             sum(early) / max(1, len(early)), full, len(rows)))
