"""candy_records.py -- the reader of bin/arena candy records, shared by
candy-grid-table.py and candy-grid-by-n.py:
`from candy_records import load`.

load(paths) maps (bot, tagger, gen, table, seed) to the game's result
dict; the footsteps table is read from the record's judge command
(3,6,10 when it names none), and lines without a result are skipped.
Unreadable files and records raise (OSError, ValueError, KeyError,
TypeError): each script decides how to report them."""
import json
import re


def load(paths):
    games = {}
    for p in paths:
        for line in open(p):
            r = json.loads(line)
            if "result" not in r or not isinstance(r["result"], dict):
                continue
            m = re.search(r"--footsteps (\S+)", r["cmd"])
            table = m.group(1) if m else "3,6,10"
            games[(r["bot"], r["tagger"], r["gen"], table, r["seed"])] = r["result"]
    return games
