#!/usr/bin/env python3
"""candy-plan-diag.py -- why the planner leaves remembered candy
(docs/lab/candy-ai.md, Round 16).

  scripts/lab/candy-plan-diag.py ERR...

Reads the stderr of a candy-ai-sim built with -DKP_DIAG_PRINT (the
diagnosis print of scripts/lab/patches/candy-r16-plan-diag.patch): per
turn a '#kpd' line (turn, level heard, tagger in view, opt distance to the
nearest remembered C, the action chosen, the capture penalty, the model
weights) and per first action a '#kpa' line (the opt distance from its
first cell to that C, the best leaf's value, attraction, danger, the
model-2 re-scoring, the rank; whether the attraction's target is a C, its
distance and worth).  For turns at level 0 with the tagger out of view and
a C remembered, by distance band: the share where the chosen action does
not step closer, and there, the mean of (chosen - best closer action) of
each part of the rank, and what the chosen leaf's target was.
"""
import sys
from collections import defaultdict
bands = [(1, 3), (4, 6), (7, 10), (11, 999)]
def band(d):
    for lo, hi in bands:
        if lo <= d <= hi: return '%d-%d' % (lo, hi)
st = defaultdict(lambda: defaultdict(float))
def flush(turn, acts):
    if turn is None or not acts: return
    lv, view, near, chosen = turn
    if lv != 0 or view != 0 or near < 1: return
    b = band(near); s = st[b]; s['n'] += 1
    ch = acts.get(chosen)
    if ch is None: return
    if ch['c1d'] < near: return
    s['away'] += 1
    closer = [a for a in acts.values() if a['c1d'] < near]
    if not closer: s['noclose'] += 1; return
    bc = max(closer, key=lambda a: a['rank'])
    for k in ('value', 'att', 'dang', 'ver', 'rank'):
        s['d_' + k] += ch[k] - bc[k]
    s['m'] += 1
    s['chosen_tC'] += ch['tC'] == 1; s['chosen_td'] += ch['td']; s['chosen_tv'] += ch['tv']
    s['closer_tC'] += bc['tC'] == 1; s['closer_td'] += bc['td']; s['closer_tv'] += bc['tv']
    s['closer_dang'] += bc['dang']; s['chosen_dang'] += ch['dang']
for path in sys.argv[1:]:
    turn = None; acts = {}
    for line in open(path):
        f = line.split()
        if f[0] == '#kpd':
            flush(turn, acts); acts = {}
            turn = (int(f[3]), int(f[5]), int(f[7]), int(f[9]))
        elif f[0] == '#kpa':
            a = int(f[3]); d = dict(zip(f[4::2], f[5::2]))
            acts[a] = {k: float(v) for k, v in d.items()}
    flush(turn, acts)
print('band  turns  away%  | mean chosen-closer: value att dang ver rank | chosen target C%% dist worth danger | closer target C%% dist worth danger')
for lo, hi in bands:
    b = '%d-%d' % (lo, hi); s = st[b]
    if not s['n']: continue
    m = s['m'] or 1
    print('%-6s %5d %5.1f%% | %+.3f %+.3f %+.3f %+.3f %+.3f | %3.0f%% %4.1f %.2f %.3f | %3.0f%% %4.1f %.2f %.3f (n %d, no closer %d)' % (
        b, s['n'], 100 * s['away'] / s['n'], s['d_value'] / m, s['d_att'] / m, s['d_dang'] / m, s['d_ver'] / m,
        s['d_rank'] / m, 100 * s['chosen_tC'] / m, s['chosen_td'] / m, s['chosen_tv'] / m, s['chosen_dang'] / m,
        100 * s['closer_tC'] / m, s['closer_td'] / m, s['closer_tv'] / m, s['closer_dang'] / m, s['m'], s['noclose']))
