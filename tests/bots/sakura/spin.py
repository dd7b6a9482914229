#!/usr/bin/env python3
"""A Sakura Duel test bot: Wait Wait every turn, after burning MS ms of its
own CPU time (argv[1], default 3) -- a bot whose clock is its own thinking.
Used by tests/e2e/judge_fair_clock.sh."""
import sys
import time

ms = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
for line in sys.stdin:
    word = line.split()[0] if line.split() else ""
    if word == "READY":
        print("OK", flush=True)
    elif word == "TURN":
        start = time.process_time()
        while (time.process_time() - start) * 1000.0 < ms:
            pass
        print("0 0", flush=True)
    elif word == "FINISH":
        break
