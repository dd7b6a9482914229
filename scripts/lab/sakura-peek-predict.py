#!/usr/bin/env python3
"""sakura-peek-predict.py -- tallies the 'p' lines of `sakura-peek --peek
predict` (scripts/lab/sakura-peek.c): per predictor, the mean mass it put
on the opponent's actual pair, and how often its argmax was right.

  scripts/lab/sakura-peek-predict.py OUT.txt
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labstats import run_on_file  # noqa: E402

TEMPS = ("0.02", "0.05", "0.1", "0.2")

def main(path):
    rows = [line.split() for line in open(path) if line.startswith("p ")]
    if not rows:
        sys.exit(f"sakura-peek-predict.py: {path}: no 'p' lines")
    n = len(rows)
    col = lambda k: sum(float(r[k]) for r in rows) / n
    print(f"{n} turns; mean mass on the actual pair: model q {col(4):.4f}, equilibrium y {col(6):.4f}, "
          f"q >= 0.2 on {sum(float(r[4]) >= 0.2 for r in rows) / n:.3f} of turns, y on "
          f"{sum(float(r[6]) >= 0.2 for r in rows) / n:.3f}")
    print("best reply to our strategy at " + " / ".join(TEMPS) + ": "
          + " / ".join(f"{col(8 + k):.4f}" for k in range(4)) + f", argmax right {col(13):.3f}")
    print("searcher-shaped (our rows uniformly) at " + " / ".join(TEMPS) + ": "
          + " / ".join(f"{col(15 + k):.4f}" for k in range(4)) + f", argmax right {col(20):.3f}")

if __name__ == "__main__":
    run_on_file(main, "sakura-peek-predict.py")
