#!/usr/bin/env python3
"""A Sakura Duel test bot: Wait Wait every turn, after burning MS ms of its
own CPU time (argv[1], default 3).  With MARKER and LOG (argv[2], argv[3]),
each turn it first appends to LOG the state letters (/proc/PID/stat: R
running, S sleeping, T stopped) of every process whose command line holds
MARKER -- what the other player left running while this one is asked
(given 0.5 s to settle: a stop reaches a runnable process when it is next
scheduled).
Used by tests/e2e/judge_fair_clock.sh."""
import os
import sys
import time


def states(marker):
    """the state letters of every other process whose command line holds
    marker, once none is R (a stop signal sent to a runnable process takes
    effect when it is next scheduled) or after 0.5 s"""
    end = time.monotonic() + 0.5
    while True:
        now = read_states(marker)
        if "R" not in now or time.monotonic() > end:
            return now
        time.sleep(0.001)


def read_states(marker):
    """the state letter of every other process whose command line holds marker"""
    out = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) in (os.getpid(), os.getppid()):
            continue  # this bot and its judge, whose command lines hold marker too
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if marker.encode() not in f.read():
                    continue
            with open(f"/proc/{pid}/stat") as f:
                out.append(f.read().rsplit(")", 1)[1].split()[0])
        except OSError:
            continue
    return "".join(sorted(out))


def main():
    ms = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    marker, log = (sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else (None, None)
    for line in sys.stdin:
        word = line.split()[0] if line.split() else ""
        if word == "READY":
            print("OK", flush=True)
        elif word == "TURN":
            if marker:
                with open(log, "a") as f:
                    f.write(states(marker) + "\n")
            start = time.process_time()
            while (time.process_time() - start) * 1000.0 < ms:
                pass
            print("0 0", flush=True)
        elif word == "FINISH":
            break


if __name__ == "__main__":
    main()
