#!/usr/bin/env python3
"""candy-class-shares.py -- how our generators lay out their inner cells
(docs/lab/candy-ai.md, Round 28): for each generator and N, over seeds
1..S, the passage share of the frame just inside the ring and of the
inner cells off the frame by the parity of row and column (0-based:
even/even, even/odd, odd/even, odd/odd).  Mazes come from the judge's
replays (bin/candy-judge --replay, the naive Maki playing).

  scripts/lab/candy-class-shares.py [SEEDS]   (default 10)"""
import json, os, subprocess, sys, tempfile

def maze(gen, n, seed, path):
    subprocess.run(["bin/candy-judge", "--seed", str(seed), "--n", str(n), "--gen", gen,
                    "--replay", path, "bin/candy-naive"], capture_output=True, check=True)
    m = json.load(open(path))["maze"]
    return m.split("\n") if isinstance(m, str) else m

def shares(gen, n, seeds, path):
    frame, cls = [], [[0, 0] for _ in range(4)]
    for s in range(1, seeds + 1):
        m = maze(gen, n, s, path)
        k = len(m)
        f = [m[r][c] for r in range(1, k - 1) for c in range(1, k - 1) if r in (1, k - 2) or c in (1, k - 2)]
        frame.append(sum(ch == "." for ch in f) / len(f))
        for r in range(2, k - 2):
            for c in range(2, k - 2):
                cls[(r & 1) * 2 + (c & 1)][0] += 1
                cls[(r & 1) * 2 + (c & 1)][1] += m[r][c] == "."
    return sum(frame) / len(frame), [p / t for t, p in cls]

def main():
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "r.json")
        print("gen        N  frame  ee     eo     oe     oo")
        for gen in ["braid", "corridors", "rooms", "halls", "caves"]:
            for n in [15, 16, 21]:
                f, c = shares(gen, n, seeds, path)
                print("%-9s %2d  %.3f  %s" % (gen, n, f, "  ".join("%.3f" % x for x in c)))

if __name__ == "__main__":
    main()
