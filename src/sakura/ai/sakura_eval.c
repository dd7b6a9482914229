/*
 * sakura_eval.c -- see sakura_eval.h.
 *
 * Data.  Each side p has SK_EV_NSIDE plain numbers x_k(p) (sk_ev_side_x:
 * health and its low-health kinks, blessings and the part above the knee,
 * vein distance and on-vein, border exposure split by the opponent's
 * distance, the six ready techniques) and a threat number T(p)
 * (sk_ev_threat: the best damage one of its ready attacks could do next
 * turn against a standing target, a ring-out counted as SK_EV_THREAT_OUT).
 * The features of sakura_eval_features are the differences
 * f_k = x_k(me) - x_k(them), f_threat = T(me) - T(them), so every feature
 * changes sign with the side and the value is antisymmetric.
 *
 * Value.  With base weights b_k and late weights l_k,
 *   points = b.x(me) - b.x(them) + b_threat * (T(me) - T(them))
 *   value  = tanh(scale(turn) * points + (turn / 60) * (l . f)),
 *   scale(turn) = scale0 + scale1 * turn / 60,
 * the scale growing towards turn 60 because late leads are harder to undo.
 * The weights in force are the fitted ones of sakura_eval_weights.h
 * (written by scripts/fit-sakura-eval.py); the hand-set ones (the SK_EV_*
 * constants of sakura_ai_tune.h, late weights 0) are the fit's prior,
 * reported by sakura_eval_weights(1, ...), and a header written with
 * --neutral plays them.  The points are summed side by side in a fixed
 * order, so that the hand-set weights give exactly, bit for bit, the
 * evaluation those constants have always defined.
 */
#include <stdlib.h>
#include "sakura/ai/sakura_eval.h"
#include "sakura/ai/sakura_eval_weights.h"
#include "sakura/ai/sakura_ai_tune.h"
#include "common/kmath.h"

/* per-side features (the threat is the last feature, SK_EV_NSIDE) */
enum {
    SK_EVF_HP, SK_EVF_HP3, SK_EVF_HP2, SK_EVF_BLESS, SK_EVF_BLESS_HIGH,
    SK_EVF_VEIN_DIST, SK_EVF_ON_VEIN,
    SK_EVF_BORDER_NEAR, SK_EVF_BORDER_FAR, SK_EVF_NEXT_NEAR, SK_EVF_NEXT_FAR,
    SK_EVF_CHARGE, SK_EVF_GUARD, SK_EVF_THRUST, SK_EVF_SWEEP, SK_EVF_SHATTER, SK_EVF_FLASH,
    SK_EV_NSIDE
};
typedef char sk_ev_nfeat_check[SK_EV_NSIDE + 1 == SAKURA_EVAL_NFEAT ? 1 : -1];

static const char *const sk_ev_names[SAKURA_EVAL_NFEAT] = {
    "hp", "hp_le3", "hp_le2", "bless", "bless_high", "vein_dist", "on_vein",
    "border_near", "border_far", "next_near", "next_far",
    "ready_charge", "ready_guard", "ready_thrust", "ready_sweep", "ready_shatter", "ready_flash",
    "threat"
};

/* the hand-set weights (SK_EV_* of sakura_ai_tune.h), in feature order */
static const double sk_ev_hand_base[SAKURA_EVAL_NFEAT] = {
    1.0, -SK_EV_LOW_HP3, -SK_EV_LOW_HP2, SK_EV_BLESS, SK_EV_BLESS_HIGH, -SK_EV_VEIN_DIST, SK_EV_ON_VEIN,
    -SK_EV_EDGE_BORDER, -(SK_EV_EDGE_BORDER * SK_EV_EDGE_FAR), -SK_EV_EDGE_NEXT, -(SK_EV_EDGE_NEXT * SK_EV_EDGE_FAR),
    SK_EV_CD_CHARGE, SK_EV_CD_GUARD, SK_EV_CD_THRUST, SK_EV_CD_SWEEP, SK_EV_CD_SHATTER, SK_EV_CD_FLASH,
    SK_EV_THREAT
};
static const double sk_ev_hand_late[SAKURA_EVAL_NFEAT] = { 0 };

void sakura_eval_weights(int handset, double *base, double *late, double *scale)
{
    int k;
    for (k = 0; k < SAKURA_EVAL_NFEAT; k++) {
        base[k] = handset ? sk_ev_hand_base[k] : sk_evw_base[k];
        late[k] = handset ? sk_ev_hand_late[k] : sk_evw_late[k];
    }
    scale[0] = handset ? SK_EV_SCALE : SK_EVW_SCALE;
    scale[1] = handset ? SK_EV_SCALE_LATE : SK_EVW_SCALE_LATE;
}

const char *sakura_eval_feature_name(int k)
{
    return k >= 0 && k < SAKURA_EVAL_NFEAT ? sk_ev_names[k] : "";
}

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

/* x(p): side p's plain numbers, indexed by SK_EVF_* */
static void sk_ev_side_x(const sakura_state *s, int p, double *x)
{
    const sakura_player *me = &s->p[p], *op = &s->p[1 - p];
    int dv = abs(me->r - s->vr) + abs(me->c - s->vc);
    int near = abs(me->r - op->r) + abs(me->c - op->c) <= SK_EV_NEAR_DIST;
    int e = sk_ev_edge_dist(me->r, me->c);
    if (dv > SK_EV_VEIN_DMAX) dv = SK_EV_VEIN_DMAX;
    x[SK_EVF_HP] = me->hp;
    x[SK_EVF_HP3] = me->hp <= 3;
    x[SK_EVF_HP2] = me->hp <= 2;
    x[SK_EVF_BLESS] = me->blessings;
    x[SK_EVF_BLESS_HIGH] = me->blessings > SK_EV_BLESS_KNEE ? me->blessings - SK_EV_BLESS_KNEE : 0;
    x[SK_EVF_VEIN_DIST] = dv;
    x[SK_EVF_ON_VEIN] = dv == 0;
    x[SK_EVF_BORDER_NEAR] = e == 0 && near;
    x[SK_EVF_BORDER_FAR] = e == 0 && !near;
    x[SK_EVF_NEXT_NEAR] = e == 1 && near;
    x[SK_EVF_NEXT_FAR] = e == 1 && !near;
    x[SK_EVF_CHARGE] = sk_ev_ready(s, p, SAKURA_CHARGE);
    x[SK_EVF_GUARD] = sk_ev_ready(s, p, SAKURA_GUARD);
    x[SK_EVF_THRUST] = sk_ev_ready(s, p, SAKURA_THRUST);
    x[SK_EVF_SWEEP] = sk_ev_ready(s, p, SAKURA_SWEEP);
    x[SK_EVF_SHATTER] = sk_ev_ready(s, p, SAKURA_SHATTER);
    x[SK_EVF_FLASH] = sk_ev_ready(s, p, SAKURA_FLASH);
}

/* b . x(p), summed as the hand-set evaluation groups its terms: health,
 * plus blessings, then each further term in SK_EVF_* order */
static double sk_ev_side_sum(const double *x)
{
    const double *w = sk_evw_base;
    double hp = w[SK_EVF_HP] * x[SK_EVF_HP] + w[SK_EVF_HP3] * x[SK_EVF_HP3] + w[SK_EVF_HP2] * x[SK_EVF_HP2];
    double v = hp + (w[SK_EVF_BLESS] * x[SK_EVF_BLESS] + w[SK_EVF_BLESS_HIGH] * x[SK_EVF_BLESS_HIGH]);
    int k;
    for (k = SK_EVF_VEIN_DIST; k < SK_EV_NSIDE; k++) v += w[k] * x[k];
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

/* both sides' numbers: x[0..NSIDE) mine, x[NSIDE..2 NSIDE) theirs;
 * *tm, *to the threats */
static void sk_ev_both(const sakura_state *s, int me, double *xm, double *xo, double *tm, double *to)
{
    sk_ev_side_x(s, me, xm);
    sk_ev_side_x(s, 1 - me, xo);
    *tm = sk_ev_threat(s, me);
    *to = sk_ev_threat(s, 1 - me);
}

static double sk_ev_points_of(const double *xm, const double *xo, double tm, double to)
{
    return sk_ev_side_sum(xm) - sk_ev_side_sum(xo) + sk_evw_base[SK_EV_NSIDE] * (tm - to);
}

void sakura_eval_features(const sakura_state *s, int me, double *f)
{
    double xm[SK_EV_NSIDE], xo[SK_EV_NSIDE], tm, to;
    int k;
    sk_ev_both(s, me, xm, xo, &tm, &to);
    for (k = 0; k < SK_EV_NSIDE; k++) f[k] = xm[k] - xo[k];
    f[SK_EV_NSIDE] = tm - to;
}

double sakura_eval_points(const sakura_state *s, int me)
{
    double xm[SK_EV_NSIDE], xo[SK_EV_NSIDE], tm, to;
    sk_ev_both(s, me, xm, xo, &tm, &to);
    return sk_ev_points_of(xm, xo, tm, to);
}

double sakura_eval(const sakura_state *s, int me)
{
    double xm[SK_EV_NSIDE], xo[SK_EV_NSIDE], tm, to, scale, late = 0;
    int k;
    if (s->over) {
        if (s->winner == 0) return 0.0;
        return s->winner == me + 1 ? 1.0 : -1.0;
    }
    sk_ev_both(s, me, xm, xo, &tm, &to);
    for (k = 0; k < SK_EV_NSIDE; k++) late += sk_evw_late[k] * (xm[k] - xo[k]);
    late += sk_evw_late[SK_EV_NSIDE] * (tm - to);
    scale = SK_EVW_SCALE + SK_EVW_SCALE_LATE * (double)s->turn / SAKURA_MAX_TURNS;
    return kmath_tanh(scale * sk_ev_points_of(xm, xo, tm, to)
                      + (double)s->turn / SAKURA_MAX_TURNS * late);
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
