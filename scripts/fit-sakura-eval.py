#!/usr/bin/env python3
"""fit-sakura-eval.py -- fit the Sakura evaluation's weights to game outcomes.

  scripts/fit-sakura-eval.py DATA [--out HEADER] [--lambda L] [--no-late]
                             [--free NAME,NAME...] [--neutral] [--scale-only]
                             [--spsa RUN,RUN...]

HEADER is src/sakura/ai/sakura_eval_weights.h (the shipped weights) or a
candidate's copy of it elsewhere (docs/sakura-ai.md).
DATA is bin/sakura-evalgen's output (plain or .gz): one position per line,
game, turn, player 1's outcome y (+1/0/-1) and the 18 features f of
src/sakura/ai/sakura_eval.h.  The model is the evaluation's own form,

  z = scale(t) * (b . f) + (t/60) * (l . f),  scale(t) = s0 + s1 t/60,
  E[y] = tanh(z),

so the soft label (y+1)/2 is fitted by sigmoid(2z) with the logistic loss
(Texel's method), plus an L2 pull lambda * |theta - theta0|^2 towards the
hand-set weights rescaled: theta0 = (c B, 0), B the SK_EV_* constants read
from DATA's '# handset' line, c the one factor that fits best alone (the
hand-set tanh is steeper than the outcomes say); s0, s1 stay fixed.  Games, not positions, are split:
game g is held out when g % 5 == 0 (20%).  lambda is chosen on the held-out
loss among LAMBDAS (or given by --lambda); the weights written are the ones
fitted on the other 80%, so the held-out figures printed are those of the
header's weights.  Newton's method from theta0, so the result is a
deterministic function of DATA; the header's weights are rounded to %.6g.

--no-late fixes l = 0 (one weight per feature); --free fits only the named
base weights (others stay hand-set, l = 0); --neutral writes the hand-set
weights unfitted (the evaluation as the constants define it); --scale-only
the hand-set weights times the one fitted factor (an ablation).

--spsa then tunes the fit by play: each RUN is the output of
scripts/lab/sakura-spsa.sh (SPSA in self-play, docs/sakura-ai.md), started
from this very fit (its '# start' line must be the fitted weights it
tunes, else exit 1); the weights its '# k' line names take the mean of
the runs' '# final' vectors.  The runs are committed, so the header stays
a deterministic function of DATA and RUNs.
"""
import gzip
import math
import os
import sys

LAMBDAS = [1e-4, 1e-3, 1e-2, 1e-1, 1.0]
HELD_OUT_MOD = 5


def need_numpy():
    """Run under a python that has numpy (Debian's python3-numpy is in
    /usr/bin/python3), or fail with one line."""
    try:
        import numpy  # noqa: F401
        return
    except ImportError:
        pass
    for py in (os.environ.get("PYTHON"), "/usr/bin/python3"):
        if py and os.path.realpath(py) != os.path.realpath(sys.executable) and os.access(py, os.X_OK):
            if os.system('"%s" -c "import numpy" 2>/dev/null' % py) == 0:
                os.execv(py, [py] + sys.argv)
    sys.exit("fit-sakura-eval: needs numpy (Debian: apt-get install python3-numpy; or set PYTHON)")


need_numpy()
import numpy as np  # noqa: E402


MAX_DATA_CHARS = 128 << 20  # the shipped data are ~6 MiB of text, a 5,000-game round ~16 MiB
MAX_FEATURE = 1000.0          # the features are differences of counts, distances and flags


def die(msg, status=1):
    """One line on stderr and exit: status 2 for a bad command line, 1 for bad data."""
    sys.stderr.write("fit-sakura-eval: %s\n" % msg)
    sys.exit(status)


def read_data(path, with_values=False):
    """(gen, names, s0s1, base, game, turn, y, f), and with_values the
    last column of `sakura-evalgen --values` output too (nan allowed
    there only: no AI searched)"""
    opener = gzip.open if path.endswith(".gz") else open
    gen, names, s0s1, base, rows = None, None, None, None, []
    try:
        fh = opener(path, "rt")
        text = fh.read(MAX_DATA_CHARS + 1)
        fh.close()
    except (OSError, EOFError, UnicodeDecodeError) as e:
        die("%s: cannot read (%s)" % (path, getattr(e, "strerror", None) or e))
    if len(text) > MAX_DATA_CHARS:
        die("%s: over %d MiB of text: not evalgen data" % (path, MAX_DATA_CHARS >> 20))
    lines = text.splitlines(True)
    for line in lines:
        if line.startswith("# sakura-evalgen"):
            gen = line[2:].strip()
        elif line.startswith("# handset"):
            w = line.split()
            try:
                s0s1 = (float(w[3]), float(w[4]))
                base = [float(x) for x in w[6:]]
            except (IndexError, ValueError):
                die("%s: a bad '# handset' line" % path)
            if not all(math.isfinite(v) for v in list(s0s1) + base):
                die("%s: a '# handset' number that is not finite" % path)
        elif line.startswith("# game"):
            names = line.split()[4:]
        elif not line.startswith("#"):
            rows.append(line.split())
    if gen is None or names is None or base is None:
        die("%s: not bin/sakura-evalgen output" % path)
    if with_values:
        if names[-1] != "value":
            die("%s: not bin/sakura-evalgen --values output" % path)
        names = names[:-1]
    nv = 1 if with_values else 0
    if not rows:
        die("%s: no positions" % path)
    bad = next((i for i, r in enumerate(rows) if len(r) != 3 + len(names) + nv), None)
    if bad is not None or len(base) != len(names):
        die("%s: a position without %d features (%d names, %d hand-set weights)"
            % (path, len(names), len(names), len(base)))
    try:
        a = np.array(rows, dtype=float)
    except ValueError:
        die("%s: a position with a non-number" % path)
    bad = np.flatnonzero(~np.isfinite(a[:, :a.shape[1] - nv]).all(axis=1))
    if bad.size:
        die("%s: position %d holds a number that is not finite" % (path, bad[0] + 1))
    bad = np.flatnonzero(~np.isin(a[:, 2], (-1, 0, 1)) | (a[:, 0] != np.floor(a[:, 0])) | (a[:, 0] < 0)
                         | (a[:, 0] >= 2 ** 31))
    if bad.size:
        die("%s: position %d: the game must be a whole number below 2^31 and the outcome -1, 0 or 1"
            % (path, bad[0] + 1))
    big = np.flatnonzero((np.abs(a[:, 3:a.shape[1] - nv]) > MAX_FEATURE).any(axis=1))
    if big.size:
        die("%s: position %d: a feature beyond +-%g (features are small counts and distances)"
            % (path, big[0] + 1, MAX_FEATURE))
    if not (a[:, 2] != 0).any():
        die("%s: no position of a decided game: nothing to fit" % path)
    out = (gen, names, s0s1, np.array(base), a[:, 0].astype(int), a[:, 1], a[:, 2], a[:, 3:a.shape[1] - nv])
    return out + (a[:, -1],) if with_values else out


def design(turn, f, s0s1):
    tt = turn / 60.0
    scale = s0s1[0] + s0s1[1] * tt
    return np.hstack([scale[:, None] * f, tt[:, None] * f])


def loss(X, q, theta):
    z = np.clip(X @ theta, -30, 30)
    # -[q log s(2z) + (1-q) log(1-s(2z))], s = sigmoid
    return float(np.mean(np.logaddexp(0, -2 * z) * q + np.logaddexp(0, 2 * z) * (1 - q)))


def accuracy(X, y, theta):
    z = X @ theta
    dec = y != 0
    return float(np.mean(np.sign(z[dec]) == y[dec]))


def objective(X, q, theta, theta0, lam):
    return loss(X, q, theta) + lam * float(np.sum((theta - theta0) ** 2))


def fit(X, q, theta0, lam, free):
    """Damped Newton's method on mean logistic loss + lam |theta - theta0|^2
    over the free coordinates (the others stay at theta0): each step is
    halved until the objective decreases."""
    theta = theta0.copy()
    idx = np.flatnonzero(free)
    Xf = X[:, idx]
    n = len(q)
    obj = objective(X, q, theta, theta0, lam)
    for _ in range(100):
        z = np.clip(X @ theta, -30, 30)
        p = 1.0 / (1.0 + np.exp(-2 * z))
        g = Xf.T @ (2 * (p - q)) / n + 2 * lam * (theta[idx] - theta0[idx])
        H = (Xf * (4 * p * (1 - p))[:, None]).T @ Xf / n + 2 * lam * np.eye(len(idx))
        step = np.linalg.solve(H + 1e-12 * np.eye(len(idx)), g)
        t = 1.0
        while t > 1e-6:
            cand = theta.copy()
            cand[idx] -= t * step
            c_obj = objective(X, q, cand, theta0, lam)
            if c_obj <= obj:
                break
            t /= 2
        if t <= 1e-6:
            break
        theta, done = cand, obj - c_obj < 1e-13
        obj = c_obj
        if done:
            break
    return theta


def scaled_prior(X, q, base):
    """(c, theta0): the hand-set base weights times the one factor c that
    fits (X, q) best alone, late weights 0 -- the prior every fit starts
    from and is pulled towards"""
    nf = len(base)
    c = fit(X[:, :nf] @ base[:, None], q, np.array([1.0]), 0.0, np.array([True]))[0]
    return c, np.concatenate([c * base, np.zeros(nf)])


def rounded(theta):
    """theta as the header writes it (%.6g)"""
    return np.array([float(fmt(v, False)) for v in theta])


def fmt(v, exact):
    if exact:
        return repr(float(v))
    s = "%.6g" % v
    return "0" if s == "-0" else s


def header(names, s0s1, theta, exact, lines):
    nf = len(names)
    out = ["/*",
           " * sakura_eval_weights.h -- GENERATED by scripts/fit-sakura-eval.py; do not edit.",
           " * The weights of sakura_eval (src/sakura/ai/sakura_eval.c): base b and late l",
           " * per feature, value tanh((s0 + s1 t/60) b.f + (t/60) l.f)."]
    out += [" * " + x for x in lines]
    out += [" */", "#ifndef SAKURA_EVAL_WEIGHTS_H", "#define SAKURA_EVAL_WEIGHTS_H", "",
            "#define SK_EVW_SCALE %s" % fmt(s0s1[0], True),
            "#define SK_EVW_SCALE_LATE %s" % fmt(s0s1[1], True), ""]
    for arr, part in (("sk_evw_base", theta[:nf]), ("sk_evw_late", theta[nf:])):
        out.append("static const double %s[SAKURA_EVAL_NFEAT] = {" % arr)
        for k in range(nf):
            out.append("    %s%s /* %s */" % (fmt(part[k], exact), "," if k + 1 < nf else "", names[k]))
        out.append("};")
    out += ["", "#endif", ""]
    return "\n".join(out)


def read_spsa(path):
    """(names, start, final) of a sakura-spsa output file"""
    try:
        with open(path) as fh:
            lines = fh.read().splitlines()
    except OSError as e:
        die("--spsa %s: %s" % (path, e.strerror))
    head = [l.split()[3:] for l in lines if l.startswith("# k score_plus")]
    start = [l.split()[2:] for l in lines if l.startswith("# start ")]
    final = [l.split()[2:] for l in lines if l.startswith("# final ")]
    if not head or not start or not final or not (len(head[0]) == len(start[0]) == len(final[0])):
        die("--spsa %s: not a finished sakura-spsa run (no '# k', '# start' or '# final' line)" % path)
    try:
        return head[0], [float(v) for v in start[0]], [float(v) for v in final[0]]
    except ValueError:
        die("--spsa %s: a weight that is not a number" % path)


def spsa_apply(names, theta, runs):
    """theta with the SPSA runs' mean final weights, and a header line"""
    nf = len(names)
    keys = list(names) + ["late_" + n for n in names]
    theta = theta.copy()
    tuned, sums = None, None
    for path in runs:
        rn, start, final = read_spsa(path)
        if tuned is None:
            tuned, sums = rn, [0.0] * len(rn)
        elif rn != tuned:
            die("--spsa %s: tunes other weights than %s" % (path, runs[0]))
        for k, v in zip(rn, start):
            if k not in keys:
                die("--spsa %s: unknown weight %s" % (path, k))
            if fmt(theta[keys.index(k)], False) != fmt(v, False):
                die("--spsa %s: started from %s = %s, not from this fit's %s"
                    % (path, k, fmt(v, False), fmt(theta[keys.index(k)], False)))
        sums = [s + v for s, v in zip(sums, final)]
    for k, s in zip(tuned, sums):
        theta[keys.index(k)] = float(fmt(s / len(runs), False))
    assert len(theta) == 2 * nf
    return theta, "SPSA: %s from the mean of %d self-play runs (%s)" % (
        "the base weights" if tuned == list(names) else ",".join(tuned), len(runs), ", ".join(runs))


def main(argv):
    args, out, lam_fixed, no_late, free_names, neutral = [], None, None, False, None, False
    scale_only, spsa = False, []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        if a in ("--out", "--lambda", "--free", "--spsa") and i + 1 >= len(argv):
            die("%s needs a value (see --help)" % a, 2)
        if a == "--out":
            out = argv[i + 1]; i += 1
        elif a == "--lambda":
            try:
                lam_fixed = float(argv[i + 1])
            except ValueError:
                lam_fixed = -1.0
            if not (0 <= lam_fixed < float("inf")):
                die("--lambda %s: a number >= 0 expected" % argv[i + 1], 2)
            i += 1
        elif a == "--no-late":
            no_late = True
        elif a == "--free":
            free_names = argv[i + 1].split(","); i += 1
        elif a == "--neutral":
            neutral = True
        elif a == "--scale-only":
            scale_only = True
        elif a == "--spsa":
            spsa = argv[i + 1].split(","); i += 1
        elif a.startswith("-"):
            die("unknown option %s (see --help)" % a, 2)
        else:
            args.append(a)
        i += 1
    if len(args) != 1:
        die("one DATA file expected (see --help)", 2)
    if out and not os.path.isdir(os.path.dirname(out) or "."):
        die("--out %s: no such directory" % out, 2)
    if out and os.path.islink(out):
        out = os.path.realpath(out)  # written through the link, as a shell's > would
    if out and os.path.lexists(out) and not os.path.isfile(out):
        die("--out %s: not a regular file (a FIFO, a device or a folder is not replaced)" % out, 2)
    gen, names, s0s1, base, game, turn, y, f = read_data(args[0])
    nf = len(names)
    theta0 = np.concatenate([base, np.zeros(nf)])
    data_line = "data: %d positions of %d games, %s" % (len(y), len(set(game.tolist())), gen)
    if neutral:
        text = header(names, s0s1, theta0, True, [
            "The hand-set weights (the SK_EV_* constants of sakura_ai_tune.h), unfitted.",
            "command: scripts/fit-sakura-eval.py --neutral DATA"])
    else:
        free = np.ones(2 * nf, dtype=bool)
        if no_late or free_names:
            free[nf:] = False
        if free_names:
            unknown = [n for n in free_names if n not in names]
            if unknown:
                die("--free: unknown feature %s" % unknown[0], 2)
            free[:nf] = [n in free_names for n in names]
        X = design(turn, f, s0s1)
        q = (y + 1) / 2
        held = game % HELD_OUT_MOD == 0
        if held.all() or not held.any() or not (y[held] != 0).any():
            die("%s: the fit needs positions of held-out games (g %% %d == 0), decided ones among them,"
                " and of others" % (args[0], HELD_OUT_MOD))
        Xa, qa, Xh, qh = X[~held], q[~held], X[held], q[held]
        report = ["hand-set: held-out log-loss %.5f, accuracy %.4f (decisive positions)"
                  % (loss(Xh, qh, theta0), accuracy(Xh, y[held], theta0))]
        c, sc = scaled_prior(Xa, qa, base)
        report.append("hand-set x %.4g (one scale fitted): held-out log-loss %.5f, accuracy %.4f"
                      % (c, loss(Xh, qh, sc), accuracy(Xh, y[held], sc)))
        if scale_only:
            sc = rounded(sc)
            lam_list = []
            best = (loss(Xh, qh, sc), 0.0, sc)
        else:
            lam_list = [lam_fixed] if lam_fixed is not None else LAMBDAS
            best = None
        for lam in lam_list:
            th = fit(Xa, qa, sc, lam, free)
            th = rounded(th)
            hl = loss(Xh, qh, th)
            report.append("lambda %g: fit log-loss %.5f, held-out log-loss %.5f, accuracy %.4f"
                          % (lam, loss(Xa, qa, th), hl, accuracy(Xh, y[held], th)))
            if best is None or hl < best[0]:
                best = (hl, lam, th)
        for r in report:
            print("fit-sakura-eval: " + r)
        hl, lam, th = best
        print("fit-sakura-eval: chosen lambda %g (held-out log-loss %.5f)" % (lam, hl))
        if scale_only:
            free[:] = False
        spsa_line, acc_fit = [], accuracy(Xh, y[held], th)
        if spsa:
            th, line = spsa_apply(names, th, spsa)
            spsa_line = [line, "(the held-out figures above are the fit's, before SPSA)"]
        text = header(names, s0s1, th, False, [
            "Fitted: logistic loss of sigmoid(2z) against (y+1)/2, L2 %g towards the" % lam,
            "hand-set weights x %.4g; %d positions fitted, %d held out (games g %% %d == 0)."
            % (c, int((~held).sum()), int(held.sum()), HELD_OUT_MOD),
            "Held-out log-loss %.5f (hand-set %.5f), accuracy %.4f (hand-set %.4f)."
            % (hl, loss(Xh, qh, theta0), acc_fit, accuracy(Xh, y[held], theta0)),
            "free: %s" % ("one factor (--scale-only)" if scale_only else "all, base and late" if free.all() else
                          ",".join(n for n, fr in zip(names, free[:nf]) if fr) + (" + late" if free[nf:].any() else "")),
            "command: make sakura-eval-fit (scripts/fit-sakura-eval.py%s DATA)" %
            ("".join([" --scale-only" if scale_only else "", " --no-late" if no_late else "", " --free " + ",".join(free_names) if free_names else "",
                      " --lambda %g" % lam_fixed if lam_fixed is not None else "",
                      " --spsa " + ",".join(spsa) if spsa else ""]))] + spsa_line)
    text = text.replace(" * The weights of sakura_eval", " * " + data_line + "\n * The weights of sakura_eval", 1) \
        if not neutral else text
    if out:
        tmp = out + ".tmp"
        try:
            with open(tmp, "w") as fh:
                fh.write(text)
            os.replace(tmp, out)
        except OSError as e:
            die("--out %s: %s" % (out, e.strerror))
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
