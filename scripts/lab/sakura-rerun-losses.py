#!/usr/bin/env python3
"""sakura-rerun-losses.py -- replay the games the first bot of arena
records lost (or drew), same seed and side, with another bot command, and
count how many it turns into wins: does more time, another setting or
another version save the games this one loses?

  scripts/lab/sakura-rerun-losses.py [--time-ms MS] RECORDS.jsonl BOT OPP

RECORDS: `bin/arena` records (one JSON object a game: "seed", "side", the
side the first bot of "pairing" played, and "result"); BOT and OPP are
shell commands run by bin/sakura-judge (BOT with its environment, e.g.
`env SAKURA_AI_EVALS=450000 build/lab/x-bot` with --time-ms 100000).
Prints one line a replayed game (seed, side, then winner, reason, turns)
and a last line: `replayed N: won W, drawn D, lost L`.  Replaying the same
bot is the control: its games vary with the clock, so some losses turn
into wins by chance alone.  Exit 1 when RECORDS cannot be read, 2 on bad
usage."""
import json
import subprocess
import sys


def losses(path):
    try:
        lines = open(path).read().splitlines()
    except OSError as e:
        sys.exit(f"sakura-rerun-losses: {path}: cannot read ({e.strerror})")
    out = []
    for line in lines:
        g = json.loads(line)
        r = g.get("result")
        if r and r.get("winner") != g["side"]:
            out.append((g["seed"], g["side"]))
    return out


def replay(seed, side, bot, opp, time_ms):
    cmds = [bot, opp] if side == 1 else [opp, bot]
    res = subprocess.run(["bin/sakura-judge", "--seed", str(seed), "--time-ms", str(time_ms)] + cmds,
                         capture_output=True, text=True, check=False)
    r = json.loads(res.stdout)
    return r["winner"], r["reason"], r["turns"]


def main(argv):
    time_ms = 1000
    if len(argv) >= 2 and argv[0] == "--time-ms":
        time_ms = int(argv[1])
        argv = argv[2:]
    if len(argv) != 3:
        print("usage: sakura-rerun-losses.py [--time-ms MS] RECORDS.jsonl BOT OPP", file=sys.stderr)
        return 2
    tally = {"won": 0, "drawn": 0, "lost": 0}
    games = losses(argv[0])
    for seed, side in games:
        winner, reason, turns = replay(seed, side, argv[1], argv[2], time_ms)
        key = "won" if winner == side else "drawn" if winner == 0 else "lost"
        tally[key] += 1
        print(seed, side, winner, reason, turns, flush=True)
    print(f"replayed {len(games)}: won {tally['won']}, drawn {tally['drawn']}, lost {tally['lost']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
