# planted: Python 2's print statement
import sys

for line in sys.stdin:
    if line.startswith("READY"):
        print "OK"
        sys.stdout.flush()
