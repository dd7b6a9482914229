#!/usr/bin/env python3
"""sakura-eval-features.py TREE -- two evaluation features added to a kit
tree (d20cf35, the shipped data's generator, or HEAD), each side's term
minus the other's like the rest: threat_out (the side can push a standing
opponent out next turn: sk_ev_threat's ring-out branches alone) and
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
 ('/* x(p): side p\'s plain numbers', '''/* 1 if p can push a standing opponent out next turn (the ring-out
 * branches of sk_ev_threat) */
static int sk_ev_ringout(const sakura_state *s, int p)
{
    const sakura_player *a = &s->p[p], *t = &s->p[1 - p];
    int dr = t->r - a->r, dc = t->c - a->c, d, k, off, out_edge;
    if (abs(dr) >= abs(dc)) { d = dr < 0 ? SAKURA_U : SAKURA_D; k = abs(dr); off = abs(dc); }
    else { d = dc < 0 ? SAKURA_L : SAKURA_R; k = abs(dc); off = abs(dr); }
    out_edge = sk_ev_edge_along(t->r, t->c, d);
    if (off <= 1 && sk_ev_ready(s, p, SAKURA_CHARGE) && k + off <= 4 && out_edge <= 1) return 1;
    return k + off <= 2 && out_edge == 0 && (sk_ev_ready(s, p, SAKURA_SWEEP) || sk_ev_ready(s, p, SAKURA_SHATTER));
}

/* x(p): side p's plain numbers'''),
 ('    x[SK_EVF_FLASH] = sk_ev_ready(s, p, SAKURA_FLASH);\n', '''    x[SK_EVF_FLASH] = sk_ev_ready(s, p, SAKURA_FLASH);
    x[SK_EVF_THREAT_OUT] = sk_ev_ringout(s, p);
    x[SK_EVF_CORNER_NEAR] = near && (me->r == 1 || me->r == SAKURA_N) && (me->c == 1 || me->c == SAKURA_N);
'''),
])
p = root + '/src/sakura/ai/sakura_eval_weights.h'
t = open(p).read()
n = t.count('/* ready_flash */')
if n != 2: sys.exit('weights: ready_flash x%d' % n)
t = re.sub(r'(    \S+), /\* ready_flash \*/\n', r'\1, /* ready_flash */\n    0, /* threat_out */\n    0, /* corner_near */\n', t)
open(p, 'w').write(t)
