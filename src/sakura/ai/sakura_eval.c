/*
 * sakura_eval.c -- see sakura_eval.h.
 *
 * Points are roughly health points.  Each side gets its own terms
 * (sk_ev_side) and the threats one side poses to the other next turn
 * (sk_ev_threat: the best damage one of its ready attacks could do against
 * a standing target, a ring-out counted as SK_EV_THREAT_OUT); the value is
 * tanh(scale * (mine - theirs)), the scale growing towards turn 60 because
 * late leads are harder to undo.
 */
#include <stdlib.h>
#include "sakura/ai/sakura_eval.h"
#include "sakura/ai/sakura_ai_tune.h"
#include "common/kmath.h"

static int sk_ev_ready(const sakura_state *s, int p, int kind)
{
    return s->p[p].ready_turn[kind] <= s->turn;
}

static int sk_ev_edge_dist(int r, int c)
{
    int e = r - 1;
    if (SAKURA_N - r < e) e = SAKURA_N - r;
    if (c - 1 < e) e = c - 1;
    if (SAKURA_N - c < e) e = SAKURA_N - c;
    return e;
}

/* cells from (r,c) to the border along cardinal dir d (0 = on it) */
static int sk_ev_edge_along(int r, int c, int d)
{
    switch (d) {
    case SAKURA_U: return r - 1;
    case SAKURA_D: return SAKURA_N - r;
    case SAKURA_L: return c - 1;
    default: return SAKURA_N - c;
    }
}

static double sk_ev_hp(int hp)
{
    double v = hp;
    if (hp <= 3) v -= SK_EV_LOW_HP3;
    if (hp <= 2) v -= SK_EV_LOW_HP2;
    return v;
}

static double sk_ev_bless(int b)
{
    double v = SK_EV_BLESS * b;
    if (b > SK_EV_BLESS_KNEE) v += SK_EV_BLESS_HIGH * (b - SK_EV_BLESS_KNEE);
    return v;
}

static double sk_ev_side(const sakura_state *s, int p)
{
    const sakura_player *me = &s->p[p], *op = &s->p[1 - p];
    int dv = abs(me->r - s->vr) + abs(me->c - s->vc);
    int dop = abs(me->r - op->r) + abs(me->c - op->c);
    int e = sk_ev_edge_dist(me->r, me->c);
    double edge = e == 0 ? SK_EV_EDGE_BORDER : e == 1 ? SK_EV_EDGE_NEXT : 0.0;
    double v = sk_ev_hp(me->hp) + sk_ev_bless(me->blessings);
    if (dv > SK_EV_VEIN_DMAX) dv = SK_EV_VEIN_DMAX;
    v -= SK_EV_VEIN_DIST * dv;
    if (dv == 0) v += SK_EV_ON_VEIN;
    v -= edge * (dop <= SK_EV_NEAR_DIST ? 1.0 : SK_EV_EDGE_FAR);
    v += SK_EV_CD_CHARGE * sk_ev_ready(s, p, SAKURA_CHARGE);
    v += SK_EV_CD_GUARD * sk_ev_ready(s, p, SAKURA_GUARD);
    v += SK_EV_CD_THRUST * sk_ev_ready(s, p, SAKURA_THRUST);
    v += SK_EV_CD_SWEEP * sk_ev_ready(s, p, SAKURA_SWEEP);
    v += SK_EV_CD_SHATTER * sk_ev_ready(s, p, SAKURA_SHATTER);
    v += SK_EV_CD_FLASH * sk_ev_ready(s, p, SAKURA_FLASH);
    return v;
}

/* Best damage-equivalent p can threaten on a standing opponent next turn:
 * along the line from p to the target (k cells away, lateral offset off),
 * one Move may first fix the distance or the offset. */
static double sk_ev_threat(const sakura_state *s, int p)
{
    const sakura_player *a = &s->p[p], *t = &s->p[1 - p];
    int dr = t->r - a->r, dc = t->c - a->c, d, k, off, out_edge;
    double best = 0, v;
    if (abs(dr) >= abs(dc)) { d = dr < 0 ? SAKURA_U : SAKURA_D; k = abs(dr); off = abs(dc); }
    else { d = dc < 0 ? SAKURA_L : SAKURA_R; k = abs(dc); off = abs(dr); }
    out_edge = sk_ev_edge_along(t->r, t->c, d);
    if (off <= 1 && sk_ev_ready(s, p, SAKURA_CHARGE) && k + off <= 4) {
        v = out_edge <= 1 ? SK_EV_THREAT_OUT : 3.0;
        if (v > best) best = v;
    }
    if (off <= 1 && sk_ev_ready(s, p, SAKURA_THRUST) && k + off <= 3 && best < 2.0)
        best = 2.0;
    if (k + off <= 2 && (sk_ev_ready(s, p, SAKURA_SWEEP) || sk_ev_ready(s, p, SAKURA_SHATTER))) {
        v = out_edge == 0 ? SK_EV_THREAT_OUT : 2.0;
        if (v > best) best = v;
    }
    return best;
}

double sakura_eval_points(const sakura_state *s, int me)
{
    return sk_ev_side(s, me) - sk_ev_side(s, 1 - me)
         + SK_EV_THREAT * (sk_ev_threat(s, me) - sk_ev_threat(s, 1 - me));
}

double sakura_eval(const sakura_state *s, int me)
{
    double scale;
    if (s->over) {
        if (s->winner == 0) return 0.0;
        return s->winner == me + 1 ? 1.0 : -1.0;
    }
    scale = SK_EV_SCALE + SK_EV_SCALE_LATE * (double)s->turn / SAKURA_MAX_TURNS;
    return kmath_tanh(scale * sakura_eval_points(s, me));
}

static int sk_ev_borders(int r, int c)
{
    return (r == 1 || r == SAKURA_N) + (c == 1 || c == SAKURA_N);
}

double sakura_eval_material(const sakura_state *s, int me)
{
    const sakura_player *a = &s->p[me], *b = &s->p[1 - me];
    double v;
    if (s->over) return s->winner == 0 ? SK_MAT_DRAW : s->winner == me + 1 ? SK_MAT_WIN : -SK_MAT_WIN;
    v = (a->hp - b->hp) + SK_MAT_BLESS * (a->blessings - b->blessings);
    v -= SK_MAT_VEIN_MINE * (abs(a->r - s->vr) + abs(a->c - s->vc));
    v += SK_MAT_VEIN_THEIRS * (abs(b->r - s->vr) + abs(b->c - s->vc));
    if (abs(a->r - b->r) + abs(a->c - b->c) <= SK_MAT_REACH)
        v += SK_MAT_EDGE_THEIRS * sk_ev_borders(b->r, b->c) - SK_MAT_EDGE_MINE * sk_ev_borders(a->r, a->c);
    return v;
}
