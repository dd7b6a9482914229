#!/usr/bin/env python3
"""sakura-peek-pair.py BASE.txt VARIANT.txt -- two `sakura-peek` runs on the
same seed and games, paired game by game: each run's W/D/L and score, and the
variant's score minus the base's with its 95 % half-width (points).  A game
line is "index side result reason turns", result 1 / 0 / -1 for our AI."""
import sys
from labstats import mean_ci


def games(path):
    out = {}
    with open(path) as f:
        for line in f:
            w = line.split()
            if len(w) == 5 and not line.startswith("#"):
                out[int(w[0])] = (int(w[2]) + 1) / 2
    if not out:
        raise ValueError("no game lines")
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: sakura-peek-pair.py BASE.txt VARIANT.txt")
    try:
        a, b = games(sys.argv[1]), games(sys.argv[2])
    except (OSError, ValueError) as e:
        sys.exit(f"sakura-peek-pair.py: {e}")
    keys = sorted(set(a) & set(b))
    for name, r in (("base", a), ("variant", b)):
        v = [r[k] for k in keys]
        print(f"{name}: {v.count(1)} / {v.count(0.5)} / {v.count(0)}, {100 * sum(v) / len(v):.2f}%")
    m, h = mean_ci([b[k] - a[k] for k in keys])
    print(f"variant - base: {100 * m:+.2f} +/- {100 * h:.2f} points over {len(keys)} paired games")


main()
