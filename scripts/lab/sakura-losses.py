#!/usr/bin/env python3
"""sakura-losses.py -- how the first bot of arena records loses: its
losses by end reason and by turn band, and, for the opponent's blessing
wins, how many blessings it had itself and the mean health difference.

  scripts/lab/sakura-losses.py RECORDS.jsonl [RECORDS.jsonl ...]

Reads the records of `bin/arena` (one JSON object a game with "side", the
side the first bot of "pairing" played, and "result"); lines without a
result are skipped.  All files together make one table: pass the files of
one opponent (say both halves of scripts/lab/sakura-field.sh)."""
import collections
import json
import sys


def band(t):
    return "1-10" if t <= 10 else "11-20" if t <= 20 else "21-40" if t <= 40 else "41-60"


def main(paths):
    games = losses = 0
    reasons, bands, own_bless = collections.Counter(), collections.Counter(), collections.Counter()
    hp_diff = []
    for path in paths:
        try:
            lines = open(path).read().splitlines()
        except OSError as e:
            sys.exit(f"sakura-losses: {path}: cannot read ({e.strerror})")
        for n, line in enumerate(lines, 1):
            try:
                r = json.loads(line)
            except ValueError:
                sys.exit(f"sakura-losses: {path}:{n}: not a JSON record")
            res = r.get("result")
            if not isinstance(res, dict) or "winner" not in res:
                continue
            games += 1
            side, w = r["side"], res["winner"]
            if w in (0, side):
                continue
            losses += 1
            reasons[res["reason"]] += 1
            bands[band(res["turns"])] += 1
            if res["reason"] == "blessings":
                me = side - 1
                own_bless[res["blessings"][me]] += 1
                hp_diff.append(res["hp"][me] - res["hp"][1 - me])
    print(f"games {games}, losses {losses}")
    print("by reason: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()))
    print("by turn:   " + ", ".join(f"{k} {bands[k]}" for k in ("1-10", "11-20", "21-40", "41-60")))
    if hp_diff:
        print("blessing losses: our blessings " +
              ", ".join(f"{k}: {own_bless[k]}" for k in sorted(own_bless)) +
              f"; health ours - theirs {sum(hp_diff) / len(hp_diff):+.2f} on average")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: sakura-losses.py RECORDS.jsonl [RECORDS.jsonl ...]")
    main(sys.argv[1:])
