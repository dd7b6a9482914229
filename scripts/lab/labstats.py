"""labstats.py -- the paired statistics the lab's Python scripts share
(imported by scripts/lab/candy-split-report.py, candy-pair-turns.py and
candy-grid-table.py).

mean_ci(d): the mean of the samples d and its 95 % half-width, 1.96 SE
(0 for a single sample).  Paired differences go in as one sample each.
ratio_ci(a, b): mean(a) / mean(b) over paired samples and its 95 %
half-width by the delta method (nan when mean(b) is 0).
run_on_file(main, prog): calls main(path) for a script's one argument,
and turns a wrong usage or an unreadable file into one line and exit 1
(also imported by sakura-peek-diag.py and sakura-peek-predict.py)."""
import math
import sys


def run_on_file(main, prog):
    if len(sys.argv) != 2:
        sys.exit(f"usage: {prog} OUT.txt")
    try:
        main(sys.argv[1])
    except (OSError, ValueError, IndexError) as e:
        sys.exit(f"{prog}: {sys.argv[1]}: {e}")


def mean_ci(d):
    n = len(d)
    m = sum(d) / n
    v = sum((x - m) ** 2 for x in d) / (n - 1) if n > 1 else 0
    return m, 1.96 * math.sqrt(v / n)


def ratio_ci(a, b):
    n = len(a)
    ma, mb = sum(a) / n, sum(b) / n
    if mb == 0:
        return float("nan"), float("nan")
    r = ma / mb
    if n < 2:  # one pair: no spread to estimate
        return r, float("nan")
    va = sum((x - ma) ** 2 for x in a) / (n - 1)
    vb = sum((x - mb) ** 2 for x in b) / (n - 1)
    cab = sum((x - ma) * (y - mb) for x, y in zip(a, b)) / (n - 1)
    var = (va - 2 * r * cab + r * r * vb) / (n * mb * mb)
    return r, 1.96 * math.sqrt(max(var, 0))
