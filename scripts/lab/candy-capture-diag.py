#!/usr/bin/env python3
"""candy-capture-diag.py -- how a Maki gets caught, from candy-ai-sim traces
(docs/lab/candy-ai.md, Round 18).

  scripts/lab/candy-capture-diag.py TRACE.txt...

A trace is `candy-ai-sim --verbose --verbose` output (one line per turn,
then the game's "seed ..." line); its last fields (n2 tdist deg room late)
are the true maze's view of the chase, taken before Maki's action:
n2 the belief mixture's mass within 2 true steps of the tagger, tdist the
true distance, deg Maki's degree, room the cells Maki reaches strictly
before a tagger chasing at 1.5 cells a turn, late the latest tagger
arrival over them (in tagger steps: small means trapped).

For the captured games, by turns before the capture (k = 0 is the turn
of the capture): the share with the tagger in view, with footsteps 0 / 1
/ 2 / 3, the mean belief on the tagger's cell and within 2 cells, the
mean true distance, escape room and latest arrival, and the share of
turns Maki stood on a dead end (degree 1).  Then "the last free turn":
the last turn with late >= FREE (default 6) before the capture, how many
turns before the capture it was, and what Maki knew there.  The same per
game for all games: turns with the tagger within 4 and late < FREE.
Then encounters (runs of turns with the tagger within 3 true steps) and
how they end; by true distance band (4-6, 7-10) how often the tagger is
within 3 the next turn and how fast the distance falls; out of view by
footsteps level, each model's belief on the tagger's cell (b0 random walk,
b1 chase, b2 tracked hunters), their weights and the mixture's.
Several files are pooled; run it once per bot.
"""
import sys
from candy_tracelib import games
from collections import defaultdict

FREE = 6
KMAX = 6
args = sys.argv[1:]
if args and args[0].startswith('--free='):
    FREE = int(args[0].split('=')[1]); args = args[1:]

gs = list(games(args))
caught = [g for g in gs if g['caught']]
print('games %d caught %d (%.0f %%) score %.2f turns %.1f' % (
    len(gs), len(caught), 100.0 * len(caught) / max(1, len(gs)),
    sum(g['score'] for g in gs) / max(1, len(gs)),
    sum(len(g['turns']) for g in gs) / max(1, len(gs))))
print('k  n    vis  fs0  fs1  fs2  fs3  bel@tag n2    tdist room  late  deadend')
for k in range(KMAX):
    rows = [g['turns'][-1 - k] for g in caught if len(g['turns']) > k]
    if not rows:
        continue
    n = len(rows)
    sh = lambda pred: sum(1 for r in rows if pred(r)) / n
    mean = lambda key: sum(r[key] for r in rows) / n
    print('%d %4d %5.2f %4.2f %4.2f %4.2f %4.2f %6.3f %6.3f %5.1f %5.1f %5.1f %5.2f' % (
        k, n, sh(lambda r: r['vis'] > 0),
        sh(lambda r: r['vis'] == 0 and r['steps'] == 0), sh(lambda r: r['vis'] == 0 and r['steps'] == 1),
        sh(lambda r: r['vis'] == 0 and r['steps'] == 2), sh(lambda r: r['vis'] == 0 and r['steps'] == 3),
        mean('bel@tag'), mean('n2'), mean('tdist'), mean('room'), mean('late'),
        sh(lambda r: r['deg'] == 1)))

# the last free turn before each capture
lag = defaultdict(int); at = []
for g in caught:
    ts = g['turns']
    j = None
    for i in range(len(ts) - 1, -1, -1):
        if ts[i]['late'] >= FREE:
            j = i; break
    if j is None:
        lag['never'] += 1; continue
    k = len(ts) - 1 - j
    lag[min(k, 9)] += 1
    at.append(ts[j])
print('last free turn (late >= %d) before the capture, turns before: %s' % (
    FREE, ' '.join('%s:%d' % (k, lag[k]) for k in sorted(lag, key=lambda x: (isinstance(x, str), x)))))
if at:
    n = len(at)
    print('  there: vis %.2f, fs0 %.2f fs1 %.2f fs2 %.2f fs3 %.2f, bel@tag %.3f n2 %.3f tdist %.1f late %.1f deg1 %.2f' % (
        sum(r['vis'] > 0 for r in at) / n,
        sum(r['vis'] == 0 and r['steps'] == 0 for r in at) / n, sum(r['vis'] == 0 and r['steps'] == 1 for r in at) / n,
        sum(r['vis'] == 0 and r['steps'] == 2 for r in at) / n, sum(r['vis'] == 0 and r['steps'] == 3 for r in at) / n,
        sum(r['bel@tag'] for r in at) / n, sum(r['n2'] for r in at) / n, sum(r['tdist'] for r in at) / n,
        sum(r['late'] for r in at) / n, sum(r['deg'] == 1 for r in at) / n))
# all turns: how often Maki is trapped (late < FREE) with the tagger near, and what she knows then
tr = [r for g in gs for r in g['turns'] if 0 <= r['tdist'] <= 6 and r['late'] < FREE]
near = [r for g in gs for r in g['turns'] if 0 <= r['tdist'] <= 6]
tot = sum(len(g['turns']) for g in gs)
if near:
    print('turns with the tagger within 6: %.1f %% of turns; trapped there (late < %d): %.1f %%; '
          'their belief on the tagger within 2 cells: free %.3f, trapped %.3f' % (
        100.0 * len(near) / tot, FREE, 100.0 * len(tr) / len(near),
        sum(r['n2'] for r in near if r['late'] >= FREE) / max(1, len(near) - len(tr)),
        sum(r['n2'] for r in tr) / max(1, len(tr))))
# encounters: runs of turns with the tagger within 3 true steps, how they end
enc = esc = cap = dur = 0; startl = []
for g in gs:
    ts = g['turns']; inr = False
    for i, r in enumerate(ts):
        nr = 0 <= r['tdist'] <= 3
        if nr and not inr:
            enc += 1; inr = True; st = i; startl.append(r['late'])
        if inr and not nr:
            esc += 1; inr = False; dur += i - st
    if inr:
        cap += g['caught']; esc += 1 - g['caught']; dur += len(ts) - st
if enc:
    print('encounters (tagger within 3): %.2f per 100 turns, escaped %.2f, caught %.2f, %.1f turns long, late at the start %.1f' % (
        100.0 * enc / tot, esc / enc, cap / enc, dur / enc, sum(startl) / enc))
# by true distance band: the next turn within 3, the mean change of the distance, the belief
for lo, hi in ((4, 6), (7, 10)):
    n = up = dd = bt = b2 = 0
    for g in gs:
        ts = g['turns']
        for i in range(len(ts) - 1):
            r = ts[i]
            if lo <= r['tdist'] <= hi:
                n += 1; up += ts[i + 1]['tdist'] <= 3; dd += ts[i + 1]['tdist'] - r['tdist']
                bt += r['bel@tag']; b2 += r['n2']
    if n:
        print('true distance %d-%d: %d turns, within 3 the next turn %.3f, distance change %+.2f a turn, bel@tag %.3f n2 %.3f' % (
            lo, hi, n, up / n, dd / n, bt / n, b2 / n))
# out of view by level: each model's belief on the tagger's cell, the weights, the mixture
for lv in (1, 2, 3):
    rs = [r for g in gs for r in g['turns'] if r['vis'] == 0 and r['steps'] == lv]
    if rs:
        n = len(rs); m = lambda k: sum(r[k] for r in rs) / n
        print('level %d out of view: %d turns, on the tagger\'s cell b0 %.3f b1 %.3f b2 %.3f mixture %.3f '
              '(weights chase %.2f, hunters %.2f), within 2 cells %.3f' % (
            lv, n, m('b0'), m('b1'), m('b2'), m('bel@tag'), m('pchase'), m('w2'), m('n2')))
