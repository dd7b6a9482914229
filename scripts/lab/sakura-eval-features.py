#!/usr/bin/env python3
"""sakura-eval-features.py TREE -- two evaluation features added to a kit
tree (d20cf35, the shipped data's generator, or HEAD), each side's term
minus the other's like the rest: threat_out (the side can push a standing
opponent out next turn: sk_ev_threat's best is a ring-out) and
corner_near (the side stands in a corner with the opponent within
SK_EV_NEAR_DIST).  Their hand-set and fitted weights are set to 0, so the
tree plays as before (the same games, the same bench signatures) while
bin/sakura-evalgen-hand writes the two new columns.  The experiment
(docs/lab/sakura-ai.md, 2026-12-04):
  git archive d20cf35 | tar -x -C G; scripts/lab/sakura-eval-features.py G
  make -C G bin/sakura-evalgen-hand; G/bin/sakura-evalgen-hand --seed 1 --games 3000 > D
  scripts/fit-sakura-eval.py D --out W.h
  git archive HEAD | tar -x -C P; scripts/lab/sakura-eval-features.py P; cp W.h P/src/sakura/ai/sakura_eval_weights.h
"""
import sys, re
root = sys.argv[1]
def edit(path, pairs):
    p = root + '/' + path
    t = open(p).read()
    for old, new in pairs:
        if old not in t:
            sys.exit('%s: not found: %r' % (path, old[:60]))
        t = t.replace(old, new, 1)
    open(p, 'w').write(t)
edit('src/sakura/ai/sakura_eval.h', [('#define SAKURA_EVAL_NFEAT 18', '#define SAKURA_EVAL_NFEAT 20')])
edit('src/sakura/ai/sakura_eval.c', [
 ('SK_EVF_SHATTER, SK_EVF_FLASH,\n', 'SK_EVF_SHATTER, SK_EVF_FLASH,\n    SK_EVF_THREAT_OUT, SK_EVF_CORNER_NEAR,\n'),
 ('"ready_shatter", "ready_flash",\n', '"ready_shatter", "ready_flash",\n    "threat_out", "corner_near",\n'),
 ('SK_EV_CD_SHATTER, SK_EV_CD_FLASH,\n', 'SK_EV_CD_SHATTER, SK_EV_CD_FLASH,\n    0.0, 0.0,\n'),
 ('    x[SK_EVF_FLASH] = sk_ev_ready(s, p, SAKURA_FLASH);\n', '''    x[SK_EVF_FLASH] = sk_ev_ready(s, p, SAKURA_FLASH);
    x[SK_EVF_CORNER_NEAR] = near && (me->r == 1 || me->r == SAKURA_N) && (me->c == 1 || me->c == SAKURA_N);
'''),
 ('    *to = sk_ev_threat(s, 1 - me);\n', '''    *to = sk_ev_threat(s, 1 - me);
    /* a ring-out is the one threat worth SK_EV_THREAT_OUT (> 3 damage) */
    xm[SK_EVF_THREAT_OUT] = *tm >= SK_EV_THREAT_OUT;
    xo[SK_EVF_THREAT_OUT] = *to >= SK_EV_THREAT_OUT;
'''),
])
p = root + '/src/sakura/ai/sakura_eval_weights.h'
t = open(p).read()
n = t.count('/* ready_flash */')
if n != 2: sys.exit('weights: ready_flash x%d' % n)
t = re.sub(r'(    \S+), /\* ready_flash \*/\n', r'\1, /* ready_flash */\n    0, /* threat_out */\n    0, /* corner_near */\n', t)
open(p, 'w').write(t)
