# planted: print() without flush: on a pipe the replies wait in the buffer
import sys

for line in sys.stdin:
    words = line.split()
    if words[0] == "READY":
        print("OK")
    elif words[0] == "TURN":
        print("0 0")
    elif words[0] == "FINISH":
        break
