#!/usr/bin/env python3
"""candy-spotted-diag.py -- who sees whom first before a capture.

Reads candy-ai-sim traces (--verbose --verbose): per turn `tsees` (the
tagger's own view shows Maki at the turn's start) and `vis` (Maki sees the
tagger).  For each capture, the last 8 turns: did the tagger's sight come
first, Maki's, both on one turn, or neither; and the sighting episodes
(tsees 0 -> 1) with how many end in a capture within 6 turns.

  scripts/lab/candy-spotted-diag.py TRACE...
"""
import sys
from candy_tracelib import games


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for path in sys.argv[1:]:
        first = {'tagger': 0, 'maki': 0, 'same turn': 0, 'neither': 0}
        ncap = epis = episvis = epcap = 0
        for g in games([path]):
            tr, caught = g['turns'], g['caught']
            for i, d in enumerate(tr):
                if d['tsees'] and (i == 0 or not tr[i - 1]['tsees']):
                    epis += 1
                    episvis += bool(d['vis'] or (i > 0 and tr[i - 1]['vis']))
                    epcap += bool(caught and len(tr) - 1 - i <= 6)
            if not caught:
                continue
            ncap += 1
            w = list(range(max(0, len(tr) - 8), len(tr)))
            ts = [i for i in w if tr[i]['tsees']]
            vs = [i for i in w if tr[i]['vis']]
            if ts and (not vs or ts[0] < vs[0]):
                first['tagger'] += 1
            elif vs and (not ts or vs[0] < ts[0]):
                first['maki'] += 1
            elif ts:
                first['same turn'] += 1
            else:
                first['neither'] += 1
        print(f"{path}: captures {ncap}, first sight in the last 8 turns {first}; "
              f"episodes {epis}, Maki seeing the tagger in {episvis}, a capture within 6 turns after {epcap}")


main()
