#!/usr/bin/env python3
"""sakura-paired.py -- paired comparison of two Sakura arena runs on the
same seeds: bot 0 of run A against bot 0 of run B (say the AI with and
without a change, each against the same opponent).

    scripts/lab/sakura-paired.py A.jsonl B.jsonl

For every seed both runs played from both sides, bot 0's points over the
pair (0..2, a draw 0.5); prints the pairs, each run's score and the mean
of B minus A with its 95 % half-width (labstats.mean_ci)."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labstats import mean_ci  # noqa: E402


def points(path):
    pts, sides = {}, {}
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            res = r.get("result") or {}
            if "winner" not in res:
                continue
            w, side = res["winner"], r["side"]
            p = 0.5 if w == 0 else (1.0 if w == side else 0.0)
            pts[r["seed"]] = pts.get(r["seed"], 0.0) + p
            sides[r["seed"]] = sides.get(r["seed"], 0) + 1
    return {s: p for s, p in pts.items() if sides[s] == 2}


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: sakura-paired.py A.jsonl B.jsonl")
    a, b = points(sys.argv[1]), points(sys.argv[2])
    seeds = sorted(set(a) & set(b))
    if not seeds:
        sys.exit("sakura-paired: no seed pair in both runs")
    n = len(seeds)
    m, ci = mean_ci([b[s] - a[s] for s in seeds])
    print("pairs %d  A %.2f%%  B %.2f%%  B-A %+.3f +- %.3f points of 2" % (
        n, 50 * sum(a[s] for s in seeds) / n,
        50 * sum(b[s] for s in seeds) / n, m, ci))


main()
