#!/usr/bin/env python3
"""sakura-model-weights.py -- how else the opponent model's experts could be
weighed, replayed offline on logged games.

    scripts/lab/sakura-model-weights.py [--from-turn T] DIR...
    scripts/lab/sakura-model-weights.py --edges DIR...

Each DIR holds `SAKURA_AI_LOG=1` stderr logs of our AI, one file per game
(build/lab/logbot.sh style).  Every logged turn gives each expert's
probability of the pair the opponent played and the turn's context
(`ctx=N`); those do not depend on how the experts are weighed, so any
weighting can be replayed on them.  For each DIR and scheme: the mean
natural log-probability the mixture gave the pair played (higher is
better), over turns >= T (default 2).

With --edges: for the Bayesian weights (global, the version before) and
the slow learner from the prior (eg-prior 0.1, shipped), the 10th, 50th and 90th percentile
over all turns of the mixture's decayed edge over the EQ expert, the
quantity the confidence reads (src/sakura/ai/sakura_model.c,
sakura_model_confidence: (ll_mix - ll_eq) / n_eff).

Schemes (the model's prior and forgetting, src/sakura/ai/sakura_ai_tune.h):
  global        the decayed Bayesian model averaging (shipped before
                2026-12-06; `mismatch` counts turns where the replay is off
                the logged mixture probability by more than 1e-3: few on
                logs of a bot that weighed this way)
  ctx L         weights from (1-L) x global evidence + L x the evidence
                gathered in the turn's context alone (L in 0.25 .. 1)
  share A       fixed share: after each update, A of the weight mass is
                spread evenly (switching opponents); A = 1 is a flat average
  forget F      the global scheme with another forgetting factor
  eg R          exponentiated gradient on the mixture's log-loss from equal
                weights: w *= (expert's p / mixture's p)^R, renormalised
                (SK_MODEL_EG_RATE; R = 1 is Bayes without forgetting)
  eg-prior R    the same from the Bayesian prior's weights (R = 0.1 is
                the shipped mixture, with its `mismatch`)
"""
import math
import os
import re
import sys

EXPERTS = 8
PRIOR = [0, 0, 3.0, 3.0, 3.0, 3.0, 0, 0]  # SK_MODEL_PRIOR_LL on the one-ply experts
FORGET = 0.97                              # SK_MODEL_FORGET
CTXS = 6
LINE = re.compile(r'sakura-ai turn=(\d+) .* p=([0-9.]+) top1=\d ctx=(\d) experts((?: [0-9.]+){8})')


def games(d):
    for name in sorted(os.listdir(d)):
        turns = []
        with open(os.path.join(d, name)) as f:
            for line in f:
                m = LINE.search(line)
                if m:
                    pe = [max(float(x), 1e-9) for x in m.group(4).split()]
                    turns.append((int(m.group(1)), float(m.group(2)), int(m.group(3)), pe))
        if turns:
            yield turns


def softmax(v):
    mx = max(v)
    w = [math.exp(x - mx) for x in v]
    s = sum(w)
    return [x / s for x in w]


def replay(turns, scheme, arg, from_turn, out):
    lmix = leq = neff = 0.0   # the confidence's decayed sums, per game
    forget = arg if scheme == 'forget' else FORGET
    eg = softmax(PRIOR) if scheme == 'eg-prior' else [1.0 / EXPERTS] * EXPERTS
    ll = list(PRIOR)
    llc = [list(PRIOR) for _ in range(CTXS)]
    share = [1.0 / EXPERTS] * EXPERTS
    for turn, logged, ctx, pe in turns:
        if scheme == 'ctx':
            w = softmax([(1 - arg) * a + arg * b for a, b in zip(ll, llc[ctx])])
        elif scheme == 'share':
            w = share
        elif scheme in ('eg', 'eg-prior'):
            w = eg
        else:
            w = softmax(ll)
        pm = sum(a * b for a, b in zip(w, pe))
        lmix = FORGET * lmix + math.log(pm)
        leq = FORGET * leq + math.log(pe[1])
        neff = FORGET * neff + 1
        out.setdefault('edges', []).append((lmix - leq) / neff)
        if abs(pm - logged) > 1e-3:
            out['mismatch'] += 1
        if turn >= from_turn:
            out['n'] += 1
            out['logp'] += math.log(pm)
        ll = [forget * a + math.log(b) for a, b in zip(ll, pe)]
        eg = [a * (b / pm) ** arg for a, b in zip(eg, pe)]
        eg = [x / sum(eg) for x in eg]
        llc[ctx] = [FORGET * a + math.log(b) for a, b in zip(llc[ctx], pe)]
        post = [a * b / pm for a, b in zip(share, pe)]
        share = [(1 - arg) * x + arg / EXPERTS for x in post] if scheme == 'share' else share


def replay_all(gs, scheme, arg, from_turn):
    """one scheme over every game: the sums replay() keeps"""
    out = {'n': 0, 'logp': 0.0, 'mismatch': 0}
    for g in gs:
        replay(g, scheme, arg, from_turn, out)
    return out


def pct(v, q):
    v = sorted(v)
    return v[int(q * (len(v) - 1))]


def edges(dirs):
    for d in dirs:
        gs = list(games(d))
        cells = []
        for sc, arg in (('global', 0), ('eg-prior', 0.1)):
            e = replay_all(gs, sc, arg, 2)['edges']
            cells.append('%s edge p10/50/90 %.2f %.2f %.2f' % (sc, pct(e, .1), pct(e, .5), pct(e, .9)))
        print('%s (%d games): %s' % (d, len(gs), '; '.join(cells)))
    return 0


def main(argv):
    from_turn = 2
    if argv and argv[0] == '--edges':
        return edges(argv[1:])
    if len(argv) >= 2 and argv[0] == '--from-turn':
        from_turn = int(argv[1])
        argv = argv[2:]
    if not argv:
        sys.stderr.write('usage: sakura-model-weights.py [--from-turn T] DIR...\n')
        return 2
    schemes = [('global', 0)] + [('ctx', x) for x in (0.25, 0.5, 1.0)] + \
              [('share', x) for x in (0.1, 0.3, 1.0)] + [('forget', x) for x in (0.8, 0.6)] + \
              [('eg', x) for x in (0.05, 0.1, 0.2, 0.5)] + [('eg-prior', x) for x in (0.05, 0.1, 0.2, 0.3)]
    for d in argv:
        gs = list(games(d))
        cells = []
        for sc, arg in schemes:
            out = replay_all(gs, sc, arg, from_turn)
            cells.append('%s%s %.3f' % (sc, '' if sc == 'global' else ' %g' % arg,
                                        out['logp'] / max(out['n'], 1)))
            if sc == 'global' or (sc, arg) == ('eg-prior', 0.1):
                cells[-1] += ' (n %d, mismatch %d)' % (out['n'], out['mismatch'])
        print('%s (%d games): %s' % (d, len(gs), '; '.join(cells)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
