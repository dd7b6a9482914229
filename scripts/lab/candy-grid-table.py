#!/usr/bin/env python3
"""candy-grid-table.py -- issue 24's target table from arena records.

    scripts/lab/candy-grid-table.py RECORDS.jsonl...

Reads bin/arena candy records (any number of files, any footsteps tables:
the table is read from each record's judge command) and prints, per cell
(tagger x generator x table), per tagger, per generator and overall: the
mean score of every bot, and each bot's ratio to `naive` on the seeds both
played (paired by cell and seed; 95% CI by the delta method).  The targets
(docs/candy-ai.md): ratio >= 1.8 overall, >= 1.4 per tagger and per
generator, every cell >= 1.0.  Also the longest game and the faults.
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labstats import ratio_ci  # noqa: E402
from candy_records import load  # noqa: E402


def ratio(pairs):
    """mean(y)/mean(x) over paired (x, y) with a delta-method 95% CI, the
    count and both means; None under 2 pairs or for mean(x) <= 0"""
    n = len(pairs)
    if n < 2:
        return None
    xs, ys = [x for x, _ in pairs], [y for _, y in pairs]
    mx = sum(xs) / n
    if mx <= 0:
        return None
    r, ci = ratio_ci(ys, xs)
    return r, ci, n, mx, sum(ys) / n

def main():
    if len(sys.argv) < 2:
        sys.exit("usage: candy-grid-table.py RECORDS.jsonl...")
    g = load(sys.argv[1:])
    bots = sorted({k[0] for k in g if k[0] != "naive"})
    cells = sorted({k[1:4] for k in g if k[0] == "naive"})
    groups = [("cell", lambda c: c)]
    print("%-30s %6s %8s " % ("group", "seeds", "naive") +
          " ".join("%8s %17s" % (b, b + "/naive") for b in bots))
    def agg(name, sel):
        line, naive_n = [], None
        for b in bots:
            pairs = [(g[("naive",) + k[1:]]["score"], g[k]["score"])
                     for k in g if k[0] == b and sel(k[1:4]) and ("naive",) + k[1:] in g]
            r = ratio(pairs)
            if r is None:
                line.append("%8s %17s" % ("-", "-"))
            else:
                line.append("%8.3f %8.3f +- %5.3f" % (r[4], r[0], r[1]))
                naive_n = (r[2], r[3])
        if naive_n:
            print("%-30s %6d %8.3f " % (name, naive_n[0], naive_n[1]) + " ".join(line))
    agg("overall", lambda c: True)
    for t in sorted({c[0] for c in cells}):
        agg("tagger " + t, lambda c, t=t: c[0] == t)
    for gen in sorted({c[1] for c in cells}):
        agg("gen " + gen, lambda c, gen=gen: c[1] == gen)
    for tb in sorted({c[2] for c in cells}):
        agg("table " + tb, lambda c, tb=tb: c[2] == tb)
    for c in cells:
        agg("%s x %s x %s" % c, lambda x, c=c: x == c)
    for b in bots + ["naive"]:
        rs = [v for k, v in g.items() if k[0] == b]
        faults = sum(1 for v in rs if v.get("reason") not in ("caught", "turn_limit"))
        print("%s: %d games, longest %d ms, %d not ended by capture or turn limit" %
              (b, len(rs), max(v.get("time_ms", 0) for v in rs), faults))

main()
