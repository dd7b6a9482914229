# planted: flushes every reply, but its first start is slow (1.5 s before
# OK, over the 1,000 ms budget); later starts are fast, as when a loaded
# machine or a cold cache slows only the first run.  The check must not
# call it "never flushed".
import os
import sys
import time

marker = os.path.join(os.path.dirname(os.path.abspath(__file__)), "started-once")
cold = not os.path.exists(marker)
open(marker, "w").close()
for line in sys.stdin:
    words = line.split()
    if words[0] == "READY":
        if cold:
            time.sleep(1.5)
        print("OK", flush=True)
    elif words[0] == "TURN":
        print("0 0", flush=True)
    elif words[0] == "FINISH":
        break
