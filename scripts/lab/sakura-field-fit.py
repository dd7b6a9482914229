#!/usr/bin/env python3
"""sakura-field-fit.py -- does the Sakura evaluation fit the field's games:
the shipped weights and refits scored on positions of games against
opponents nobody here wrote (scripts/lab/sakura-field-data.sh output).

  scripts/lab/sakura-field-fit.py BASE FIELD HOLDOUT [--weight W] [--lambda L] [--out HEADER]
                                  [--identity NAME [--out-deconf HEADER]]

BASE: the committed data (tests/data/sakura-eval-positions.txt.gz); FIELD:
positions of games against the outside searcher the fit may use (games
g % 5 == 0 held out, as in BASE); HOLDOUT: positions of games against an
opponent the fit never sees.  Prints, for the shipped header
(src/sakura/ai/sakura_eval_weights.h) and for each fit, the log-loss and
accuracy on BASE's held-out games, FIELD's held-out games and all of
HOLDOUT.  The fits: BASE alone (the shipped fit again), FIELD alone, and
BASE + FIELD with FIELD's positions weighted W (default 1; several as
W1,W2).  The model, prior (the hand-set weights times one fitted factor)
and Newton's method are scripts/fit-sakura-eval.py's (imported); lambda
defaults to 1e-4, the shipped fit's.  --out writes the pooled fit of the
first W in the shipped header's format.

--identity NAME adds de-confounded fits.  A fit to games between unequal
players learns what the stronger one's positions look like as value; so
each game gets an identity covariate, fitted beside the weights and
dropped after: in FIELD, +1 / -1 when NAME played player 1 / 2 (read from
FIELD.sides, sakura-field-data.sh's), in BASE one covariate per opponent
kind of bin/sakura-evalgen's scheme (game g: g % 3 = 1 duct, 2 depth2,
0 self-play, covariate 0; our AI player 1 when (g / 3) % 2 = 0).  Score
them on a HOLDOUT neither side of which is NAME: the neutral test.
--out-deconf writes BASE alone de-confounded in the header's format.
"""
import os
import re
import sys

from sakura_fitlib import fitse, np, die_as

die = die_as("sakura-field-fit", 1)
HERE = os.path.dirname(os.path.abspath(__file__))
SHIPPED = os.path.join(HERE, "..", "..", "src", "sakura", "ai", "sakura_eval_weights.h")


def shipped_theta(nf):
    text = open(SHIPPED).read()
    parts = []
    for arr in ("sk_evw_base", "sk_evw_late"):
        m = re.search(arr + r"\[SAKURA_EVAL_NFEAT\] = \{(.*?)\};", text, re.S)
        vals = [float(re.match(r"\s*([-+0-9.eE]+)", x).group(1))
                for x in m.group(1).strip().splitlines()] if m else []
        if len(vals) != nf:
            die("%s: %s does not hold %d weights" % (SHIPPED, arr, nf))
        parts.append(vals)
    return np.array(parts[0] + parts[1])


def load(path):
    gen, names, s0s1, base, game, turn, y, f = fitse.read_data(path)
    return {"names": names, "s0s1": s0s1, "base": base, "game": game, "y": y,
            "X": fitse.design(turn, f, s0s1), "q": (y + 1) / 2, "gen": gen}


def score(d, mask, th):
    return "%.5f / %.4f" % (fitse.loss(d["X"][mask], d["q"][mask], th),
                            fitse.accuracy(d["X"][mask], d["y"][mask], th))


def wfit(X, q, w, theta0, lam):
    """fitse.fit on positions weighted w (whole numbers: rows repeated)"""
    reps = w.astype(int)
    return fitse.fit(np.repeat(X, reps, axis=0), np.repeat(q, reps), theta0, lam,
                     np.ones(len(theta0), dtype=bool))


def sides(path, name):
    """{game id: +1 / -1 / 0}: NAME played player 1 / 2 / neither"""
    out = {}
    try:
        with open(path) as fh:
            for line in fh:
                g, a, b = line.split()
                out[int(g)] = 1.0 if a == name else -1.0 if b == name else 0.0
    except (OSError, ValueError) as e:
        die("%s: %s" % (path, e))
    return out


def identity_fits(b, fd, bh, fh, sc, lam, name, field_path, row):
    """the fits with identity covariates (dropped after fitting); returns
    BASE alone de-confounded"""
    nf = len(b["names"])
    g = b["game"]
    kind, p1 = g % 3, (g // 3) % 2 == 0
    sid = np.where(p1, 1.0, -1.0)
    bcols = np.stack([sid * (kind == 1), sid * (kind == 2), np.zeros(len(g))], axis=1)
    fs = sides(field_path + ".sides", name)
    missing = [x for x in set(fd["game"].tolist()) if x not in fs]
    if missing:
        die("%s.sides: no line for game %d" % (field_path, missing[0]))
    fcols = np.zeros((len(fd["y"]), 3))
    fcols[:, 2] = [fs[x] for x in fd["game"]]
    start = np.concatenate([sc, np.zeros(3)])
    free = np.ones(2 * nf + 3, dtype=bool)
    bx = np.hstack([b["X"], bcols])[~bh]
    th = fitse.fit(bx, b["q"][~bh], start, lam, free)
    print("identity weights (base alone): duct %.3f, depth2 %.3f" % (th[-3], th[-2]))
    base_deconf = fitse.rounded(th[:-3])
    row("base alone, de-confounded", base_deconf)
    X = np.vstack([bx, np.hstack([fd["X"], fcols])[~fh]])
    q = np.concatenate([b["q"][~bh], fd["q"][~fh]])
    th = fitse.fit(X, q, start, lam, free)
    print("identity weights (base + field): duct %.3f, depth2 %.3f, %s %.3f" % (th[-3], th[-2], name, th[-1]))
    row("base + field, de-confounded", fitse.rounded(th[:-3]))
    return base_deconf


USAGE = ("usage: sakura-field-fit.py BASE FIELD HOLDOUT [--weight W] [--lambda L] [--out HEADER] "
         "[--identity NAME [--out-deconf HEADER]]")
OPTIONS = ("--weight", "--lambda", "--out", "--identity", "--out-deconf")


def main(argv):
    if len(argv) < 3 or len(argv) % 2 == 0:
        die(USAGE, 2)
    opts = dict(zip(argv[3::2], argv[4::2]))
    bad = [o for o in opts if o not in OPTIONS]
    if bad or ("--out-deconf" in opts and "--identity" not in opts):
        die("%s (see the script's docstring)" % ("unknown option " + bad[0] if bad else "--out-deconf needs --identity"), 2)
    try:
        weights = [int(x) for x in opts.get("--weight", "1").split(",")]
        lam = float(opts.get("--lambda", "1e-4"))
    except ValueError:
        die("--weight takes whole numbers (W1,W2...), --lambda a number", 2)
    if min(weights) < 1 or not lam >= 0:
        die("--weight must be at least 1 and --lambda at least 0", 2)
    b, fd, ho = load(argv[0]), load(argv[1]), load(argv[2])
    nf = len(b["names"])
    if fd["names"] != b["names"] or ho["names"] != b["names"]:
        die("the three files must name the same features")
    bh, fh = b["game"] % fitse.HELD_OUT_MOD == 0, fd["game"] % fitse.HELD_OUT_MOD == 0
    allh = np.ones(len(ho["y"]), dtype=bool)
    print("sakura-field-fit: base %d positions (%d held out), field %d (%d held out), holdout %d; lambda %g"
          % (len(b["y"]), int(bh.sum()), len(fd["y"]), int(fh.sum()), len(ho["y"]), lam))
    print("%-30s %-18s %-18s %-18s" % ("weights", "base held-out", "field held-out", "holdout all"))

    def row(name, th):
        print("%-30s %-18s %-18s %-18s" % (name, score(b, bh, th), score(fd, fh, th), score(ho, allh, th)))

    row("shipped", shipped_theta(nf))
    sc = fitse.scaled_prior(b["X"][~bh], b["q"][~bh], b["base"])[1]
    row("base alone", fitse.rounded(fitse.fit(b["X"][~bh], b["q"][~bh], sc, lam, np.ones(2 * nf, dtype=bool))))
    row("field alone", fitse.rounded(fitse.fit(fd["X"][~fh], fd["q"][~fh], sc, lam, np.ones(2 * nf, dtype=bool))))
    first = None
    for w in weights:
        X = np.vstack([b["X"][~bh], fd["X"][~fh]])
        q = np.concatenate([b["q"][~bh], fd["q"][~fh]])
        wt = np.concatenate([np.ones(int((~bh).sum())), np.full(int((~fh).sum()), w)])
        th = fitse.rounded(wfit(X, q, wt, sc, lam))
        row("base + field x %d" % w, th)
        if first is None:
            first = (w, th)
    if "--identity" in opts:
        th = identity_fits(b, fd, bh, fh, sc, lam, opts["--identity"], argv[1], row)
        if "--out-deconf" in opts:
            with open(opts["--out-deconf"], "w") as fh_out:
                fh_out.write(fitse.header(b["names"], b["s0s1"], th, False, [
                    "LAB: scripts/lab/sakura-field-fit.py BASE FIELD HOLDOUT --identity %s --lambda %g: "
                    "BASE alone, de-confounded" % (opts["--identity"], lam), "data: %s" % b["gen"]]))
    if "--out" in opts:
        w, th = first
        text = fitse.header(b["names"], b["s0s1"], th, False, [
            "LAB: scripts/lab/sakura-field-fit.py BASE FIELD HOLDOUT --weight %d --lambda %g" % (w, lam),
            "data: %s; %s" % (b["gen"], fd["gen"])])
        with open(opts["--out"], "w") as fh_out:
            fh_out.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
