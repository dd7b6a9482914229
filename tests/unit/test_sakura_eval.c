/* Unit tests of the Sakura evaluation's linear form (sakura_eval.c): the
 * features are antisymmetric, the hand-set weights over the features are
 * the evaluation the SK_EV_* constants define (written out here as it
 * always was), and the value is tanh of the weights in force over the
 * features. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>
#include <math.h>
#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai_tune.h"
#include "sakura/ai/sakura_eval.h"

static sakura_pair te_pairs[SAKURA_MAX_PAIRS];

/* position k: a seeded set-up, then random legal turns (health, blessings,
 * cooldowns vary); returns 0 when the game ended on the way */
static int te_position(int k, sakura_state *s)
{
    rng_state r;
    sakura_pair pp[2];
    int t, p, n, turns;
    rng_seed(&r, 500u + (uint64_t)k);
    sakura_init_seeded(s, 900u + (uint64_t)k);
    turns = (int)rng_below(&r, 40);
    for (t = 0; t < turns && !s->over; t++) {
        for (p = 0; p < 2; p++) {
            n = sakura_legal_pairs(s, p, te_pairs, SAKURA_MAX_PAIRS);
            pp[p] = te_pairs[rng_below(&r, (uint32_t)n)];
        }
        sakura_resolve_turn(s, pp, NULL, NULL);
    }
    return !s->over;
}

/* the hand-set side terms and threat, as sakura_eval.c wrote them before
 * the features existed */
static int te_ready(const sakura_state *s, int p, int kind) { return s->p[p].ready_turn[kind] <= s->turn; }

static double te_side(const sakura_state *s, int p)
{
    const sakura_player *me = &s->p[p], *op = &s->p[1 - p];
    int dv = abs(me->r - s->vr) + abs(me->c - s->vc);
    int dop = abs(me->r - op->r) + abs(me->c - op->c);
    int e = me->r - 1, b = me->blessings;
    double edge, v = me->hp;
    if (SAKURA_N - me->r < e) e = SAKURA_N - me->r;
    if (me->c - 1 < e) e = me->c - 1;
    if (SAKURA_N - me->c < e) e = SAKURA_N - me->c;
    edge = e == 0 ? SK_EV_EDGE_BORDER : e == 1 ? SK_EV_EDGE_NEXT : 0.0;
    if (me->hp <= 3) v -= SK_EV_LOW_HP3;
    if (me->hp <= 2) v -= SK_EV_LOW_HP2;
    v += SK_EV_BLESS * b + (b > SK_EV_BLESS_KNEE ? SK_EV_BLESS_HIGH * (b - SK_EV_BLESS_KNEE) : 0.0);
    if (dv > SK_EV_VEIN_DMAX) dv = SK_EV_VEIN_DMAX;
    v -= SK_EV_VEIN_DIST * dv;
    if (dv == 0) v += SK_EV_ON_VEIN;
    v -= edge * (dop <= SK_EV_NEAR_DIST ? 1.0 : SK_EV_EDGE_FAR);
    v += SK_EV_CD_CHARGE * te_ready(s, p, SAKURA_CHARGE) + SK_EV_CD_GUARD * te_ready(s, p, SAKURA_GUARD)
       + SK_EV_CD_THRUST * te_ready(s, p, SAKURA_THRUST) + SK_EV_CD_SWEEP * te_ready(s, p, SAKURA_SWEEP)
       + SK_EV_CD_SHATTER * te_ready(s, p, SAKURA_SHATTER) + SK_EV_CD_FLASH * te_ready(s, p, SAKURA_FLASH);
    return v;
}

static void test_eval_features_antisymmetric(void **state)
{
    sakura_state s;
    double f0[SAKURA_EVAL_NFEAT], f1[SAKURA_EVAL_NFEAT];
    int k, i, n = 0;
    (void)state;
    for (k = 0; k < 300; k++) {
        if (!te_position(k, &s)) continue;
        n++;
        sakura_eval_features(&s, 0, f0);
        sakura_eval_features(&s, 1, f1);
        for (i = 0; i < SAKURA_EVAL_NFEAT; i++) assert_true(f0[i] == -f1[i]);
        assert_true(fabs(sakura_eval(&s, 0) + sakura_eval(&s, 1)) < 1e-12);
    }
    assert_true(n > 100);
    assert_string_equal(sakura_eval_feature_name(0), "hp");
    assert_string_equal(sakura_eval_feature_name(SAKURA_EVAL_NFEAT - 1), "threat");
    assert_string_equal(sakura_eval_feature_name(SAKURA_EVAL_NFEAT), "");
}

static void test_eval_handset_weights_are_the_constants(void **state)
{
    sakura_state s;
    double f[SAKURA_EVAL_NFEAT], b[SAKURA_EVAL_NFEAT], l[SAKURA_EVAL_NFEAT], sc[2], z, ref;
    int k, i, n = 0, varied = 0;
    (void)state;
    sakura_eval_weights(1, b, l, sc);
    assert_true(sc[0] == SK_EV_SCALE && sc[1] == SK_EV_SCALE_LATE);
    for (k = 0; k < 300; k++) {
        if (!te_position(k, &s)) continue;
        sakura_eval_features(&s, 0, f);
        for (z = 0, i = 0; i < SAKURA_EVAL_NFEAT; i++) { z += b[i] * f[i]; assert_true(l[i] == 0.0); }
        ref = te_side(&s, 0) - te_side(&s, 1);
        /* the threat is the only term not written out above: remove it */
        z -= b[SAKURA_EVAL_NFEAT - 1] * f[SAKURA_EVAL_NFEAT - 1];
        assert_true(fabs(z - ref) < 1e-9);
        if (f[SAKURA_EVAL_NFEAT - 1] != 0) varied++;
        n++;
    }
    assert_true(n > 100 && varied > 10);
    /* each side's health through the kill ranges' edges (hp 3 and 2) */
    for (k = 0; !te_position(k, &s); k++)
        ;
    for (i = 0; i < 16; i++) {
        s.p[0].hp = 1 + i % 4;
        s.p[1].hp = 1 + i / 4;
        sakura_eval_features(&s, 0, f);
        for (z = 0, n = 0; n < SAKURA_EVAL_NFEAT - 1; n++)
            z += b[n] * f[n];
        assert_true(fabs(z - (te_side(&s, 0) - te_side(&s, 1))) < 1e-9);
    }
}

static void test_eval_is_tanh_of_the_weights_in_force(void **state)
{
    sakura_state s;
    double f[SAKURA_EVAL_NFEAT], b[SAKURA_EVAL_NFEAT], l[SAKURA_EVAL_NFEAT], sc[2], pts, late, tt;
    int k, i, n = 0;
    (void)state;
    sakura_eval_weights(0, b, l, sc);
    for (k = 0; k < 300; k++) {
        if (!te_position(k, &s)) continue;
        sakura_eval_features(&s, 0, f);
        for (pts = 0, late = 0, i = 0; i < SAKURA_EVAL_NFEAT; i++) { pts += b[i] * f[i]; late += l[i] * f[i]; }
        tt = (double)s.turn / SAKURA_MAX_TURNS;
        assert_true(fabs(sakura_eval_points(&s, 0) - pts) < 1e-9);
        assert_true(fabs(sakura_eval(&s, 0) - tanh((sc[0] + sc[1] * tt) * pts + tt * late)) < 1e-9);
        n++;
    }
    assert_true(n > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eval_features_antisymmetric),
        cmocka_unit_test(test_eval_handset_weights_are_the_constants),
        cmocka_unit_test(test_eval_is_tanh_of_the_weights_in_force),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
