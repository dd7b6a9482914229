#!/usr/bin/env python3
"""An outside Candy tagger for tests: plays as bin/candy-tagger (which it
runs and relays), and before each ACT appends to LOG (argv[2]) the state
letters (/proc/PID/stat: R running, S sleeping, T stopped) of every process
whose command line holds MARKER (argv[1]) -- what Maki left running while
the tagger is asked.  Used by tests/e2e/judge_fair_clock.sh."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sakura"))
from spin import states  # noqa: E402  (the same reading of /proc)

marker, log = sys.argv[1], sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))
tagger = subprocess.Popen([os.path.join(here, "..", "..", "..", "bin", "candy-tagger")],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
for line in sys.stdin:
    if line.startswith("ACT"):
        with open(log, "a") as f:
            f.write(states(marker) + "\n")
    tagger.stdin.write(line)
    tagger.stdin.flush()
    if line.startswith("ACT"):
        print(tagger.stdout.readline().rstrip("\n"), flush=True)
