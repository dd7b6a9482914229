#!/usr/bin/env python3
"""candy-split-report.py -- paired comparison of two Maki builds on one part
of the split (scripts/lab/candy-split.sh outputs), and each build's score
against the naive Maki per cell (arena records of bin/candy-naive).

  scripts/lab/candy-split-report.py BASE.txt VARIANT.txt [NAIVE.jsonl ...]

Prints: the paired difference (variant - base, mean +/- 1.96 SE over games
paired by cell and seed) overall, per tagger, per generator, per table;
with naive records, each build's ratio mean(ours)/mean(naive) over the same
games (overall, per tagger, per generator, the worst cell), the ratio's
95 % interval by the delta method on paired games."""
import json, os, sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labstats import mean_ci, ratio_ci  # noqa: E402

def load(path):
    g = {}
    for line in open(path):
        f = line.split()
        if len(f) < 12 or f[0] != "cell":
            continue
        g[(f[1], f[2], f[3], int(f[5]))] = (float(f[9]), int(f[11]))
    return g

def naive(paths):
    g = {}
    for p in paths:
        fs = None
        for line in open(p):
            r = json.loads(line)
            if "result" not in r:
                continue
            cmd = r["cmd"]
            fs = cmd.split("--footsteps ")[1].split()[0] if "--footsteps" in cmd else "3,6,10"
            g[(r["tagger"], r["gen"], fs, int(r["seed"]))] = (float(r["result"]["score"]),)
    return g

base, var = load(sys.argv[1]), load(sys.argv[2])
nv = naive(sys.argv[3:]) if len(sys.argv) > 3 else {}
keys = sorted(set(base) & set(var))
print("games %d (base only %d, variant only %d)" % (len(keys), len(set(base) - set(var)), len(set(var) - set(base))))
def groups(idx):
    out = defaultdict(list)
    for k in keys:
        out["all" if idx is None else k[idx]].append(k)
    return out
for name, idx in (("all", None), ("tagger", 0), ("gen", 1), ("table", 2)):
    for gname, ks in sorted(groups(idx).items()):
        d = [var[k][0] - base[k][0] for k in ks]
        m, ci = mean_ci(d)
        cb = sum(base[k][1] for k in ks) / len(ks)
        cv = sum(var[k][1] for k in ks) / len(ks)
        line = "%-7s %-10s n %5d base %6.3f (caught %4.1f %%) variant %6.3f (caught %4.1f %%) diff %+.3f +/- %.3f" % (
            name, gname, len(ks), sum(base[k][0] for k in ks) / len(ks), 100 * cb,
            sum(var[k][0] for k in ks) / len(ks), 100 * cv, m, ci)
        nk = [k for k in ks if k in nv]
        if nv and len(nk) > 1:
            rb = ratio_ci([base[k][0] for k in nk], [nv[k][0] for k in nk])
            rv = ratio_ci([var[k][0] for k in nk], [nv[k][0] for k in nk])
            line += "  /naive base %.3f +/- %.3f variant %.3f +/- %.3f" % (rb + rv)
        print(line)
if nv:
    cells = defaultdict(list)
    for k in keys:
        if k in nv:
            cells[k[:3]].append(k)
    worst = []
    for c, ks in cells.items():
        rb = ratio_ci([base[k][0] for k in ks], [nv[k][0] for k in ks])
        rv = ratio_ci([var[k][0] for k in ks], [nv[k][0] for k in ks])
        worst.append((rv[0], c, rb, rv, len(ks)))
    worst.sort()
    print("cells by the variant's ratio to naive (worst 8):")
    for rvv, c, rb, rv, n in worst[:8]:
        print("  %-7s %-10s %-7s n %4d base %.3f +/- %.3f variant %.3f +/- %.3f" %
              (c[0], c[1], c[2], n, rb[0], rb[1], rv[0], rv[1]))
