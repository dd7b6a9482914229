# planted: looks around, then on turn 3 replies "UP" (not one of U R D L O S)
import sys

tokens = (tok for line in sys.stdin for tok in line.split())
n, d = int(next(tokens)), next(tokens)
turn = 0
for a in tokens:
    rows = [next(tokens) for _ in range(n)]
    ms = next(tokens)
    turn += 1
    print("UP" if turn == 3 else "O", flush=True)
