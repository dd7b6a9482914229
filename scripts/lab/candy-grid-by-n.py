#!/usr/bin/env python3
"""candy-grid-by-n.py -- the Candy grid's records split by maze size: per
generator and band of N (11-13, 14-16, 17-19, 20-22, 23), each bot's mean
score, turns played, capture rate and candy a turn, and each bot's score
ratio to `naive` over the same games.

    scripts/lab/candy-grid-by-n.py RECORDS.jsonl...

Reads bin/arena candy records (docs/lab/candy-ai.md Round 29, command G);
a game counts for a bot only when `naive` played the same tagger,
generator, table and seed, and each ratio divides by naive's score on
that bot's games only, so a bot that played part of the grid is compared
on its part.  Exit 2
with one line on bad usage or unreadable records."""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from candy_records import load  # noqa: E402


def die(msg):
    print(f"candy-grid-by-n: {msg}", file=sys.stderr)
    sys.exit(2)


def band(n):
    lo = 11 + (n - 11) // 3 * 3
    return f"{lo}-{min(lo + 2, 23)}" if lo < 23 else "23"


def load_games(paths):
    """(tagger, gen, table, seed) -> bot -> (n, score, turns, caught)"""
    games = collections.defaultdict(dict)
    for p in paths:
        try:
            for (bot, tagger, gen, table, seed), res in load([p]).items():
                games[(tagger, gen, table, seed)][bot] = (int(res["n"]), res["score"], res["turn"], bool(res["caught"]))
        except (OSError, ValueError, KeyError, TypeError) as e:
            die(f"{p}: cannot use ({e!r})")
    return games


def main(paths):
    if not paths:
        die("usage: candy-grid-by-n.py RECORDS.jsonl...")
    sums = collections.defaultdict(lambda: [0, 0, 0, 0])  # (gen, band, bot) -> score, turns, caught, games
    paired = collections.defaultdict(int)  # (gen, band, bot) -> naive's score on that bot's games
    for (tagger, gen, table, seed), bots in load_games(paths).items():
        if "naive" not in bots:
            continue
        for bot, (n, score, turns, caught) in bots.items():
            s = sums[(gen, band(n), bot)]
            s[0] += score; s[1] += turns; s[2] += caught; s[3] += 1
            paired[(gen, band(n), bot)] += bots["naive"][1]
    if not sums:
        die("no game that naive played too")
    bots = sorted({k[2] for k in sums if k[2] != "naive"}) + ["naive"]
    print("gen        N      games  " + "  ".join(f"{b}: score turns caught a-turn ratio" for b in bots))
    for gen, b in sorted({(k[0], k[1]) for k in sums}, key=lambda x: (x[0], int(x[1].split("-")[0]))):
        nv = sums[(gen, b, "naive")]
        cols = []
        for bot in bots:
            s = sums.get((gen, b, bot))
            if not s:
                continue
            ratio = s[0] / paired[(gen, b, bot)] if paired[(gen, b, bot)] else float("nan")
            cols.append(f"{bot}: {s[0] / s[3]:.2f} {s[1] / s[3]:.1f} {s[2] / s[3]:.2f} {s[0] / max(s[1], 1):.3f} {ratio:.2f}")
        print(f"{gen:10s} {b:6s} {nv[3]:5d}  " + "  ".join(cols))


if __name__ == "__main__":
    main(sys.argv[1:])
