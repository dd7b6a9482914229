#!/usr/bin/env python3
"""sakura-mlp-probe.py -- how much a small network could add to the Sakura
evaluation's fit, before anyone builds one into the bot.

  scripts/lab/sakura-mlp-probe.py DATA [--hidden H,H...] [--l2 L,L...] [--steps N]

DATA: `bin/sakura-evalgen` output (the committed
tests/data/sakura-eval-positions.txt.gz).  The design is the shipped fit's
(scripts/fit-sakura-eval.py: the 18 antisymmetric features times
scale(t), and times t/60), each column divided by its spread on the fitted
games.  Two models, both trained by Adam on the same loss (the logistic
loss of sigmoid(2z) against (y+1)/2) with an L2 penalty on every weight,
from the same seeded start:
  linear   z = w.x                                  (the shipped form)
  network  z = w.x + v.tanh(W x), H hidden units    (odd in x, so the
           evaluation stays antisymmetric: swapping the players negates z)
Held-out games are the fit's (g % 5 == 0).  Prints one line per model:
its loss on the fitted and on the held-out positions.  A network worth
building lowers the held-out loss clearly below the linear model's.
"""
import sys

from sakura_fitlib import fitse, np, die_as

die = die_as("sakura-mlp-probe", 2)


def nll(z, q):
    z = np.clip(z, -30, 30)
    return float(np.mean(np.logaddexp(0, -2 * z) * q + np.logaddexp(0, 2 * z) * (1 - q)))


def train(X, q, hidden, l2, steps, seed):
    """Adam on the mean loss + l2 |weights|^2; returns the forward map"""
    rng = np.random.default_rng(seed)
    n, d = X.shape
    params = [np.zeros(d)]
    if hidden:
        params += [rng.normal(0, 0.3 / np.sqrt(d), (d, hidden)), np.zeros(hidden)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]

    def forward(A):
        z = A @ params[0]
        if hidden:
            z = z + np.tanh(A @ params[1]) @ params[2]
        return z

    for it in range(1, steps + 1):
        z = np.clip(forward(X), -30, 30)
        dz = 2 * (1 / (1 + np.exp(-2 * z)) - q) / n
        grads = [X.T @ dz]
        if hidden:
            th = np.tanh(X @ params[1])
            grads += [X.T @ ((dz[:, None] * params[2][None, :]) * (1 - th ** 2)), th.T @ dz]
        for k, (p, g) in enumerate(zip(params, grads)):
            g = g + 2 * l2 * p
            m[k] = 0.9 * m[k] + 0.1 * g
            v[k] = 0.999 * v[k] + 0.001 * g * g
            p -= 0.01 * (m[k] / (1 - 0.9 ** it)) / (np.sqrt(v[k] / (1 - 0.999 ** it)) + 1e-8)
    return forward


def numbers(text, kind, what):
    try:
        vals = [kind(x) for x in text.split(",")]
    except ValueError:
        die("%s: not a list of numbers: %s" % (what, text))
    if not vals or any(x < 0 for x in vals):
        die("%s: needs numbers >= 0: %s" % (what, text))
    return vals


def main(argv):
    args, hidden, l2s, steps = [], [8, 16], [1e-4, 1e-3], 3000
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--hidden", "--l2", "--steps"):
            if i + 1 >= len(argv):
                die("%s needs a value" % a)
            if a == "--hidden":
                hidden = numbers(argv[i + 1], int, a)
            elif a == "--l2":
                l2s = numbers(argv[i + 1], float, a)
            else:
                steps = numbers(argv[i + 1], int, a)[0]
            i += 2
        elif a.startswith("-"):
            die("unknown option %s" % a)
        else:
            args.append(a)
            i += 1
    if len(args) != 1:
        die("usage: sakura-mlp-probe.py DATA [--hidden H,H...] [--l2 L,L...] [--steps N]")
    _, _, s0s1, _, game, turn, y, f = fitse.read_data(args[0])
    X = fitse.design(turn, f, s0s1)
    q = (y + 1) / 2
    held = game % fitse.HELD_OUT_MOD == 0
    X = X / (X[~held].std(0) + 1e-9)
    for h in [0] + [h for h in hidden if h > 0]:
        for l2 in l2s:
            fw = train(X[~held], q[~held], h, l2, steps, 1)
            name = "linear" if h == 0 else "network %d" % h
            print("%-10s l2 %-6g fitted %.5f held-out %.5f"
                  % (name, l2, nll(fw(X[~held]), q[~held]), nll(fw(X[held]), q[held])))
            sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
