# planted: Wait Wait, then on turn 3 the same technique twice (illegal, §2)
import sys

for line in sys.stdin:
    words = line.split()
    if words[0] == "READY":
        print("OK", flush=True)
    elif words[0] == "TURN":
        print("2 U 2 U" if words[2] == "3" else "0 0", flush=True)
    elif words[0] == "FINISH":
        break
