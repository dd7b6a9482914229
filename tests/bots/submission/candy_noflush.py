# planted: print() without flush: on a pipe the replies wait in the buffer
import sys

tokens = (tok for line in sys.stdin for tok in line.split())
n, d = int(next(tokens)), next(tokens)
for a in tokens:
    rows = [next(tokens) for _ in range(n)]
    ms = next(tokens)
    print("O")
