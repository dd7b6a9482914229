#!/usr/bin/env python3
"""sakura-paired-pool.py -- a Sakura change against its base over several
opponents at once, paired per seed pair and pooled.

    scripts/lab/sakura-paired-pool.py NEW.jsonl=OLD.jsonl...

Each argument is an arena record file of the new bot and the base bot's
records of the same opponent and seeds (as scripts/lab/sakura-field.sh
writes them; our bot is the first of each record's "pairing").  For every
seed played from both sides in both files, the difference in our points
over the two games (new - old, 0..2 each) is one sample.  Prints one line
per argument and one for all of them pooled: pairs, mean difference and
its 95% interval (1.96 standard errors), and how many pairs were better,
worse and equal; exits 2 on an unreadable file or one with no shared pair.
"""
import json
import math
import sys


def points(path):
    """{seed: our points over both sides} for the seeds with both games"""
    per = {}
    try:
        with open(path) as f:
            for line in f:
                r = json.loads(line)
                res = r["result"]
                side = r["side"]  # the side our bot played: 1 or 2
                w = res.get("winner", 0)
                p = 1.0 if w == side else 0.5 if w == 0 else 0.0
                per.setdefault(r["seed"], []).append(p)
    except (OSError, ValueError, KeyError, TypeError) as e:
        print("sakura-paired-pool: %s: %s" % (path, e), file=sys.stderr)
        sys.exit(2)
    return {s: sum(v) for s, v in per.items() if len(v) == 2}


def line(name, d):
    n = len(d)
    m = sum(d) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in d) / (n - 1)) if n > 1 else 0.0
    better = sum(1 for x in d if x > 0)
    worse = sum(1 for x in d if x < 0)
    return "%s: %d pairs, %+.3f +- %.3f (better / worse / equal %d / %d / %d)" % (
        name, n, m, 1.96 * sd / math.sqrt(n), better, worse, n - better - worse)


def main(argv):
    if not argv or any("=" not in a for a in argv):
        print("usage: sakura-paired-pool.py NEW.jsonl=OLD.jsonl...", file=sys.stderr)
        return 2
    pooled = []
    for a in argv:
        new_path, old_path = a.split("=", 1)
        new, old = points(new_path), points(old_path)
        d = [new[s] - old[s] for s in sorted(set(new) & set(old))]
        if not d:
            print("sakura-paired-pool: %s: no seed pair in both files" % a, file=sys.stderr)
            return 2
        print(line(new_path, d))
        pooled += d
    print(line("pooled", pooled))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
