#!/usr/bin/env python3
"""sakura-bootfit.py -- the Sakura evaluation fitted to a mix of game
outcomes and the search's own root values (bootstrapping: the evaluation
pulled toward itself one turn deeper).

  scripts/lab/sakura-bootfit.py DATA MU [--lambda L] --out HEADER

DATA: `bin/sakura-evalgen --values` output (plain or .gz).  Each position's
target is (1 - MU) (y+1)/2 + MU (v+1)/2, y the game's outcome for player 1
and v our AI's root value there for player 1 (where no AI searched, the
random opening, the outcome alone).  MU = 0 is scripts/fit-sakura-eval.py's
fit.  The model, the prior, the held-out games (g % 5 == 0) and Newton's
method are that script's (imported); L defaults to 1e-4, the shipped fit's.
Prints the held-out log-loss against the outcomes (the shipped fit's
measure) and against the mixed target; writes HEADER in the shipped
header's format.
"""
import sys

from sakura_fitlib import fitse, np, die_as

die = die_as("sakura-bootfit", 1)


def main(argv):
    usage = "usage: sakura-bootfit.py DATA MU [--lambda L] --out HEADER"
    if len(argv) < 4 or "--out" not in argv[2:-1] or ("--lambda" in argv and argv.index("--lambda") == len(argv) - 1):
        die(usage, 2)
    try:
        data, mu = argv[0], float(argv[1])
        lam = float(argv[argv.index("--lambda") + 1]) if "--lambda" in argv else 1e-4
    except ValueError:
        die(usage + " (MU and L are numbers)", 2)
    if not (0 <= mu <= 1 and lam >= 0):
        die("MU must be in [0, 1] and L >= 0", 2)
    out = argv[argv.index("--out") + 1]
    gen, names, s0s1, base, game, turn, y, f, v = fitse.read_data(data, with_values=True)
    nf = len(names)
    X = fitse.design(turn, f, s0s1)
    qy = (y + 1) / 2
    has = np.isfinite(v)
    q = np.where(has, (1 - mu) * qy + mu * (np.where(has, v, 0) + 1) / 2, qy)
    held = game % fitse.HELD_OUT_MOD == 0
    c, sc = fitse.scaled_prior(X[~held], q[~held], base)
    th = fitse.fit(X[~held], q[~held], sc, lam, np.ones(2 * nf, dtype=bool))
    th = fitse.rounded(th)
    lo = fitse.loss(X[held], qy[held], th)
    lm = fitse.loss(X[held], q[held], th)
    print("sakura-bootfit: %d positions (%d with a value), mu %g, lambda %g, factor %.4g: "
          "held-out log-loss against outcomes %.5f, against the mixed target %.5f, accuracy %.4f"
          % (len(y), int(has.sum()), mu, lam, c, lo, lm, fitse.accuracy(X[held], y[held], th)))
    text = fitse.header(names, s0s1, th, False, [
        "LAB: scripts/lab/sakura-bootfit.py DATA %g --lambda %g (target (1-mu) outcome + mu root value)" % (mu, lam),
        "held-out log-loss against outcomes %.5f" % lo])
    text = text.replace(" * The weights of sakura_eval",
                        " * data: %d positions, %s\n * The weights of sakura_eval" % (len(y), gen), 1)
    with open(out, "w") as fh:
        fh.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
