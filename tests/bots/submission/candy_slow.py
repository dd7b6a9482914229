# planted: thinks 700 ms a turn, over the 2,000 ms budget by turn 3
import sys
import time

tokens = (tok for line in sys.stdin for tok in line.split())
n, d = int(next(tokens)), next(tokens)
for a in tokens:
    rows = [next(tokens) for _ in range(n)]
    ms = next(tokens)
    time.sleep(0.7)
    print("O", flush=True)
