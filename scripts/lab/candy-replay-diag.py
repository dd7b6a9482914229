#!/usr/bin/env python3
"""candy-replay-diag.py -- where a Maki's turns go, from candy-judge replays
(docs/lab/candy-ai.md, Round 15).

  scripts/lab/candy-replay-diag.py REPLAY.json...

For the games given: score, capture rate, turns, candies a turn; the share
of eats onto a remembered C; the turns by what Maki knows (noC: no C on
her map; C: at least one) and what she hears (0: level 0 and the tagger
not on her map, 1: level 1, N: nearer or in view), each with its eating
rate and the new cells seen a turn; at level 0 with a C remembered, the
turns by the known distance to the nearest C and the share of them that
step closer.  With --reveal first (replays of `candy-judge --reveal`, the
oracle Maki), the tagger on the map does not count as heard: "0" is level 0
and her map shows every candy.  Replays come from `bin/candy-judge --replay FILE`, e.g.
  for s in $(seq 1 30); do bin/candy-judge --seed $s --gen corridors --tagger sonar \\
    --replay out/naive_$s.json bin/candy-naive; done
"""
import json, sys
from collections import deque, Counter
D = {'U': (-1, 0), 'R': (0, 1), 'D': (1, 0), 'L': (0, -1)}
def bfs(n, ok, src):
    dist = {src: 0}; q = deque([src])
    while q:
        c = q.popleft()
        for dr, dc in D.values():
            y = (c[0] + dr, c[1] + dc)
            if 0 <= y[0] < n and 0 <= y[1] < n and y not in dist and ok(y):
                dist[y] = dist[c] + 1; q.append(y)
    return dist
tot = Counter(); games = 0
reveal = len(sys.argv) > 1 and sys.argv[1] == '--reveal'
for path in sys.argv[1 + reveal:]:
    r = json.load(open(path)); n = r['n']; maze = r['maze']; games += 1
    tp = lambda c: maze[c[0]][c[1]] != '#'
    maki = tuple(x - 1 for x in r['init']['maki']['pos']); tag = tuple(x - 1 for x in r['init']['tagger']['pos'])
    hist = deque(maxlen=8)
    K = len(r['init']['candies'])
    for t in r['turns']:
        m = t['map']; a = t['action']; fs = t['footsteps']
        known_ok = lambda c: m[c[0]][c[1]] not in '#?'
        dk = bfs(n, known_ok, maki)
        cs = [(i, j) for i in range(n) for j in range(n) if m[i][j] == 'C']
        dists = [dk[c] for c in cs if c in dk]
        dtrue = bfs(n, tp, maki).get(tag, 99)
        new = tuple(x - 1 for x in t['maki']['pos'])
        tot['turns'] += 1
        tot['act_' + a] += 1
        seen_tag = not reveal and any(ch in 'HX' for row in m for ch in row)
        far = (fs == 0 and not seen_tag)
        tot['fs%d' % fs] += 1
        ate = t['ate'] is not None
        if ate:
            tot['ate'] += 1
            if m[new[0]][new[1]] == 'C': tot['ate_known'] += 1
        if not dists:
            tot['noC'] += 1
            if far: tot['noC_far'] += 1
            if ate: tot['ate_noC'] += 1
        else:
            near = min(dists)
            tot['sum_near'] += near; tot['hasC'] += 1
            if near <= 6: tot['near_in6'] += 1
            dn = bfs(n, known_ok, new)
            near2 = min(dn.get(c, 999) for c in cs)
            if ate and m[new[0]][new[1]] == 'C': near2 = near - 1
            if near2 < near:
                tot['prog'] += 1
            else:
                tot['noprog'] += 1
                if far: tot['noprog_far'] += 1
                if far and near <= 6: tot['noprog_far_near6'] += 1
            if far:
                b = 'd1-3' if near<=3 else ('d4-6' if near<=6 else ('d7-10' if near<=10 else 'd11+'))
                tot['C0n_'+b]+=1
                if near2 < near: tot['C0p_'+b]+=1
                if ate: tot['C0e_'+b]+=1
                if near2 >= near and near > 6:
                    tot['fnp'] += 1
                    if new == maki: tot['fnp_still'] += 1
                    if new in hist: tot['fnp_rev'] += 1
                    if ate: tot['fnp_ate'] += 1
        key = ('noC' if not dists else 'C') + ('0' if far else ('1' if fs<=1 and not seen_tag else 'N'))
        tot['k_'+key] += 1
        if ate: tot['e_'+key] += 1
        if dists and min(dists) <= 6 and far: tot['cnear_far']+=1
        nxt = r['turns'][r['turns'].index(t)+1]['map'] if t is not r['turns'][-1] else None
        if nxt is not None:
            gain = sum(1 for i in range(n) for j in range(n) if m[i][j]=='?' and nxt[i][j]!='?')
            tot['g_'+key] += gain
        if new != maki and new in hist: tot['revisit8'] += 1
        if new == maki: tot['still'] += 1
        hist.append(maki)
        maki = new
        if t['tagger']: tag = tuple(x - 1 for x in t['tagger'][-1]['pos'])
    tot['score'] += r['result']['score'] if 'score' in r['result'] else t['score']
    tot['caught'] += 1 if t['caught'] else 0
T = tot['turns']
print("games %d score %.2f caught %.0f%% turns %.1f eat/turn %.3f" % (games, tot['score']/games, 100*tot['caught']/games, T/games, tot['ate']/T))
print(" ate known C %.0f%% of eats; turns with no known C %.1f%% (fs0 untagged %.1f%%), eats on such turns %.3f/turn" % (
    100*tot['ate_known']/max(1,tot['ate']), 100*tot['noC']/T, 100*tot['noC_far']/T, tot['ate_noC']/max(1,tot['noC'])))
print(" with known C: mean nearest %.1f, within 6: %.0f%%; progress to nearest %.1f%% of those turns; no progress at fs0 untagged %.1f%% of all turns (nearest<=6: %.1f%%)" % (
    tot['sum_near']/max(1,tot['hasC']), 100*tot['near_in6']/max(1,tot['hasC']), 100*tot['prog']/max(1,tot['hasC']), 100*tot['noprog_far']/T, 100*tot['noprog_far_near6']/T))
print(" actions " + " ".join("%s %.1f%%" % (k[4:], 100*v/T) for k, v in sorted(tot.items()) if k.startswith('act_')) +
      "; still %.1f%%, revisit(8) %.1f%%; fs0/1/2/3 %s" % (100*tot['still']/T, 100*tot['revisit8']/T, "/".join("%.0f" % (100*tot['fs%d'%i]/T) for i in range(4))))

for key in ('noC0','noC1','noCN','C0','C1','CN'):
    k=tot['k_'+key]
    print("  %-5s turns %5.1f%%  eat/turn %.3f  new cells/turn %.2f" % (key, 100*k/T, tot['e_'+key]/max(1,k), tot['g_'+key]/max(1,k)))

print("  C0 by nearest known C: " + "  ".join("%s %.1f%% of turns prog %.0f%%" % (b, 100*tot['C0n_'+b]/T, 100*tot['C0p_'+b]/max(1,tot['C0n_'+b])) for b in ('d1-3','d4-6','d7-10','d11+')))

print("  C0 far no-progress turns %d: still %.0f%% revisit %.0f%% ate %.2f" % (tot['fnp'], 100*tot['fnp_still']/max(1,tot['fnp']), 100*tot['fnp_rev']/max(1,tot['fnp']), tot['fnp_ate']/max(1,tot['fnp'])))

print("  C0 eat/turn by nearest: " + "  ".join("%s %.2f" % (b, tot['C0e_'+b]/max(1,tot['C0n_'+b])) for b in ('d1-3','d4-6','d7-10','d11+')))
