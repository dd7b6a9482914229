# Sakura Duel starter bot in Python 3 (CPython or PyPy3; docs/rules/sakura-duel.md).
#
# It speaks the protocol of §5: answers READY with OK, reads every TURN
# line into plain variables, tracks both players' cooldowns (the judge
# sends none), and replies with a legal pair chosen simply: Thrust when
# the opponent stands in reach, else walk to the spirit vein, then Shatter
# a neighbour or keep walking.  Replace choose() with your own thinking.
#
# Standard library only:   python3 main.py
# Before submitting:       bin/submission-check sakura main.py
import os
import sys

# Action codes (§1): 0 Wait, 1 Move, 2 Thrust, 3 Sweep, 4 Charge, 5 Guard,
# 6 Shatter, 7 Flash Step.  COOLDOWN[k]: turns a technique rests (§2).
COOLDOWN = [0, 0, 1, 2, 2, 2, 1, 2]
# directions 0..3 are U R D L (any action), 4..7 the diagonals (Flash Step only)
DIR_NAME = ["U", "R", "D", "L", "UR", "DR", "DL", "UL"]
DR = [-1, 0, 1, 0, -1, 1, 1, -1]
DC = [0, 1, 0, -1, 1, 1, -1, -1]

# the game as plain variables; index 0 is player 1, 1 is player 2
vein = (0, 0)            # the spirit vein (row, col)
me = 0                   # my index: 0 if READY FIRST, 1 if SECOND
turn = time_left = 0     # this turn (1..60), my remaining ms
row, col, hp, bless = [0, 0], [0, 0], [10, 10], [0, 0]
ready = [[0] * 8, [0] * 8]   # ready[p][k]: first turn player p may use technique k


def inside(r, c):
    return 1 <= r <= 7 and 1 <= c <= 7


def legal(a, b):
    """§2: is the pair of actions (code, dir) legal for me this turn?"""
    if a[0] >= 2 and a[0] == b[0]:
        return False                              # a technique twice
    if ready[me][a[0]] > turn or ready[me][b[0]] > turn:
        return False                              # on cooldown
    step = {1: 1, 7: 2}.get(a[0], 0)              # a first Move / Flash Step must land inside
    return step == 0 or inside(row[me] + step * DR[a[1]], col[me] + step * DC[a[1]])


def dir_in_line(r, c, tr, tc, reach):
    """the cardinal direction from (r,c) to (tr,tc) if 1..reach cells ahead, else -1"""
    for d in range(4):
        for i in range(1, reach + 1):
            if (r + i * DR[d], c + i * DC[d]) == (tr, tc):
                return d
    return -1


def dir_toward(r, c, tr, tc):
    """a cardinal step that brings (r,c) closer to (tr,tc), -1 if already there"""
    if tr < r: return 0
    if tc > c: return 1
    if tr > r: return 2
    if tc < c: return 3
    return -1


def choose():
    """THE THINKING GOES HERE: my two actions for this turn, each (code, dir).
    Everything known is in the variables above (the opponent's cooldowns too,
    in ready[1 - me]); time_left says how long you may think."""
    r, c, orow, ocol = row[me], col[me], row[1 - me], col[1 - me]
    a = b = (0, 0)
    d = dir_in_line(r, c, orow, ocol, 2)
    if d >= 0 and ready[me][2] <= turn:
        a = (2, d)                                # Thrust hits 2 cells
    else:
        d = dir_toward(r, c, vein[0], vein[1])
        if d >= 0:
            a = (1, d)
            r, c = r + DR[d], c + DC[d]           # where I expect to stand
    d = dir_in_line(r, c, orow, ocol, 1)
    if d >= 0 and a[0] != 6 and ready[me][6] <= turn:
        b = (6, d)                                # Shatter ignores Guard
    else:
        d = dir_toward(r, c, vein[0], vein[1])
        if d >= 0:
            b = (1, d)
    return (a, b) if legal(a, b) else ((0, 0), (0, 0))   # Wait Wait is always legal


def text(action):
    return "0" if action[0] == 0 else "%d %s" % (action[0], DIR_NAME[action[1]])


def main():
    global vein, me, turn, time_left
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "INIT":
            v = [int(w) for w in words[1:7]]
            vein, row[:], col[:] = (v[0], v[1]), [v[2], v[4]], [v[3], v[5]]
        elif words[0] == "READY":
            me = 1 if words[1] == "SECOND" else 0
            print("OK", flush=True)               # flush every reply, at once
        elif words[0] == "TURN":
            # TURN time turn r1 c1 hp1 b1 r2 c2 hp2 b2 OPP_A1 OPP_A2
            v = [int(w) for w in words[1:11]]
            time_left, turn = v[0], v[1]
            row[:], col[:], hp[:], bless[:] = [v[2], v[6]], [v[3], v[7]], [v[4], v[8]], [v[5], v[9]]
            rest = words[11:]                     # the opponent's actions of turn-1: "0" or "k DIR"
            while rest:
                code = int(rest.pop(0))
                if code > 0:
                    rest.pop(0)                   # its direction
                if code >= 2:
                    ready[1 - me][code] = turn - 1 + COOLDOWN[code] + 1
            a, b = choose()
            for code, _ in (a, b):
                if code >= 2:
                    ready[me][code] = turn + COOLDOWN[code] + 1
            print(text(a), text(b), flush=True)
        elif words[0] == "FINISH":
            break


try:
    main()
except BrokenPipeError:                           # the judge stopped reading: the game is over
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
