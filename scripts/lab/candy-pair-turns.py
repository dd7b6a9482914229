#!/usr/bin/env python3
"""candy-pair-turns.py -- paired score and turns of candy-ai-sim variants
against a base, pooled over taggers (docs/lab/candy-ai.md, Round 18).

  scripts/lab/candy-pair-turns.py DIR NAME...

Reads DIR/info-base-T.txt and DIR/info-NAME-T.txt for T in hunter, sonar,
sweep (`candy-ai-sim --verbose` outputs on the same seeds) and prints per
NAME: its mean score, capture rate and turns, the paired difference of
score and of turns (variant - base, mean +/- 1.96 SE over all games) and
the per-tagger differences (score/turns)."""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labstats import mean_ci  # noqa: E402

TAGGERS = ('hunter', 'sonar', 'sweep')

def load(f):
    d = {}
    for line in open(f):
        if line.startswith('seed '):
            x = line.split()
            d[int(x[1])] = (int(x[5]), int(x[7]), int(x[9]))
    return d

d = sys.argv[1]
for name in sys.argv[2:]:
    ds, dt, games, per = [], [], [], []
    for t in TAGGERS:
        b = load('%s/info-base-%s.txt' % (d, t)); v = load('%s/info-%s-%s.txt' % (d, name, t))
        s = [v[k][0] - b[k][0] for k in b]; tt = [v[k][2] - b[k][2] for k in b]
        ds += s; dt += tt; games += list(v.values())
        per.append('%s %+.2f/%+.1f' % (t, sum(s) / len(s), sum(tt) / len(tt)))
    a, c = mean_ci(ds), mean_ci(dt); n = len(games)
    print('%-8s score %.2f caught %.0f%% turns %.1f | diff score %+.2f +/- %.2f, turns %+.1f +/- %.1f | %s' % (
        name, sum(g[0] for g in games) / n, 100.0 * sum(g[1] for g in games) / n, sum(g[2] for g in games) / n,
        a[0], a[1], c[0], c[1], '; '.join(per)))
