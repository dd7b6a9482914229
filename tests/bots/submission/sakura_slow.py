# planted: thinks 600 ms a turn, over the 1,000 ms budget on turn 2
import sys
import time

for line in sys.stdin:
    words = line.split()
    if words[0] == "READY":
        print("OK", flush=True)
    elif words[0] == "TURN":
        time.sleep(0.6)
        print("0 0", flush=True)
    elif words[0] == "FINISH":
        break
