#!/usr/bin/env python3
"""sakura-peek-diag.py -- tallies `sakura-peek --peek diag` output
(scripts/lab/sakura-peek.c): the turns where our pair did badly against the
peer's actual pair, split by lost and won games.

  scripts/lab/sakura-peek-diag.py OUT.txt

A turn is "hit" when our pair does 0.3 worse than the equilibrium value v;
then "mix" when our whole strategy's expectation against that pair is also
0.3 under v (the pair beats our strategy, not just the row we drew), and
"in" when the peer's pair (by its effect) has y weight in our matrix.
"missed" are the other flagged turns: a reply 0.5 better existed.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labstats import run_on_file  # noqa: E402

def main(path):
    games = {"lost": [], "won": [], "draw": []}
    cur = []
    for line in open(path):
        f = line.split()
        if not f or f[0] == "#":
            continue
        if f[0] == "+":
            d = dict(zip(f[1::2], map(float, f[2::2])))
            cur.append(d)
            continue
        res = int(f[2])
        games["won" if res > 0 else "lost" if res < 0 else "draw"].append(cur)
        cur = []
    for k, gl in games.items():
        if not gl:
            continue
        turns = [d for g in gl for d in g]
        hit = [d for d in turns if d["own"] < d["v"] - 0.3]
        mix = [d for d in hit if d["ex"] < d["v"] - 0.3]
        inm = [d for d in mix if d["yw"] > 0.01]
        missed = [d for d in turns if d not in hit]
        big = [d for d in hit if d["own"] < d["v"] - 0.6]
        n = len(gl)
        print(f"{k}: {n} games; per game: hit {len(hit)/n:.2f} (0.6 worse {len(big)/n:.2f}), "
              f"whole strategy hit {len(mix)/n:.2f} (pair in matrix {len(inm)/n:.2f}), missed chances {len(missed)/n:.2f}")
        if hit:
            print(f"   hit turns: mean v {sum(d['v'] for d in hit)/len(hit):.3f} own {sum(d['own'] for d in hit)/len(hit):.3f} "
                  f"ex {sum(d['ex'] for d in hit)/len(hit):.3f} row weight {sum(d['xw'] for d in hit)/len(hit):.3f} "
                  f"y of the pair {sum(d['yw'] for d in hit)/len(hit):.3f} q of it {sum(d['q'] for d in hit)/len(hit):.3f} "
                  f"rows playable {sum(d['nplay'] for d in hit)/len(hit):.1f}")

if __name__ == "__main__":
    run_on_file(main, "sakura-peek-diag.py")
