#!/usr/bin/env python3
"""sakura-bless-losses.py -- how the games a bot loses on blessings go,
read from judge replays: per game, and in sum, the turns the opponent
ended on the vein, the turns the bot did, and on the opponent's vein
turns how far the bot stood from it (3 or more cells, Chebyshev, at the
turn's start), how much damage each side dealt and
the health each had.  Won games of the same directory give the same sums
for comparison.

  scripts/lab/sakura-bless-losses.py NAME DIR [--games]

NAME is the bot's name in the replays' "players" (arena --bot NAME=...),
DIR a directory of replays (bin/arena ... --replays DIR).  --games prints
one line per blessing loss as well.  Exit 2 with one line on bad usage,
an empty DIR or a replay it cannot use."""
import collections
import glob
import json
import os
import sys


def cheb(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def game_rows(d, me):
    """per turn: (opp_on_vein_at_start, me_on_vein_end, opp_on_vein_end,
    dist_at_start, dmg_dealt, dmg_taken, hp_me, hp_op)"""
    vein = d["init"]["vein"]
    op = 1 - me
    pos = [d["init"]["p1"], d["init"]["p2"]]
    hp = [10, 10]
    rows = []
    for t in d["turns"]:
        start_pos = [list(pos[0]), list(pos[1])]
        start_hp = list(hp)
        for st in t["steps"]:
            pos = [st["p1"]["pos"], st["p2"]["pos"]]
            hp = [st["p1"]["hp"], st["p2"]["hp"]]
        rows.append((start_pos[op] == vein, pos[me] == vein, pos[op] == vein,
                     cheb(start_pos[0], start_pos[1]),
                     start_hp[op] - hp[op], start_hp[me] - hp[me], start_hp[me], start_hp[op]))
    return rows


def die(msg):
    print(f"sakura-bless-losses: {msg}", file=sys.stderr)
    sys.exit(2)


def main(argv):
    if len(argv) < 2 or any(a != "--games" for a in argv[2:]):
        die("usage: sakura-bless-losses.py NAME DIR [--games]")
    name, root, show = argv[0], argv[1], "--games" in argv[2:]
    files = sorted(glob.glob(os.path.join(root, "*.json")))
    if not files:
        die(f"no replays in {root}")
    sums = {k: collections.Counter() for k in ("bless_loss", "other_loss", "win")}
    ngames = collections.Counter()
    for f in files:
        try:
            d = json.load(open(f))
            me = d["players"].index(name)
            res = d["result"]
            w = res.get("winner")
            rows = game_rows(d, me)
        except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError) as e:
            die(f"{f}: cannot use ({e!r})")
        kind = "win" if w == me + 1 else "bless_loss" if (w == 2 - me and res["reason"] == "blessings") else \
            "other_loss" if w == 2 - me else None
        if kind is None:
            continue
        ngames[kind] += 1
        s = sums[kind]
        for (ov, mv_end, ov_end, dist, dealt, taken, hpm, hpo) in rows:
            s["turns"] += 1
            s["me_vein"] += mv_end
            s["op_vein"] += ov_end
            if ov:
                s["op_turns"] += 1
                s["op_far"] += dist >= 3
                s["op_dealt"] += dealt
                s["op_taken"] += taken
                s["op_hpdiff"] += hpm - hpo
        if show and kind == "bless_loss":
            op_v = sum(r[2] for r in rows)
            print(f"{os.path.basename(f)}: turns {len(rows)} opp on vein {op_v} me {sum(r[1] for r in rows)}"
                  f" hp {res['hp']} bless {res['blessings']}; on opp vein turns: far "
                  f"{sum(1 for r in rows if r[0] and r[3] >= 3)}, dealt {sum(r[4] for r in rows if r[0])},"
                  f" taken {sum(r[5] for r in rows if r[0])}")
    for kind in ("bless_loss", "other_loss", "win"):
        s, n = sums[kind], ngames[kind]
        if not n:
            continue
        ot = max(s["op_turns"], 1)
        print(f"{kind}: {n} games, {s['turns'] / n:.1f} turns; a game: opp ends on vein {s['op_vein'] / n:.1f},"
              f" we {s['me_vein'] / n:.1f}; opp's vein turns: we 3+ away {s['op_far'] / ot:.0%},"
              f" dealt {s['op_dealt'] / ot:.2f} taken {s['op_taken'] / ot:.2f} a turn, hp lead {s['op_hpdiff'] / ot:+.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
