/* Unit tests of the Sakura Duel AI: matrix solver, evaluation, pruning,
 * opponent model, time manager, the search (legality, determinism, forced
 * wins) and the in-house peers (DUCT, depth 2). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <string.h>
#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura/ai/sakura_eval.h"
#include "sakura/ai/sakura_model.h"
#include "sakura/ai/sakura_play.h"
#include "sakura/ai/sakura_rm.h"
#include "sakura/ai/sakura_tm.h"
#include "sakura/bots/sakura_duct.h"
#include "sakura/bots/sakura_depth2.h"
#include "sakura/bots/sakura_peer_eval.h"
#include "sakura/bots/sakura_peer_play.h"
#include "sakura/bots/sakura_peer_rm.h"
#include "sakura/bots/sakura_peer_tm.h"

static sakura_ai ta_ai;
static sakura_duct ta_duct;
static sakura_depth2 ta_depth2;
static sakura_peer_arms_scratch ta_arms_sc;
static sakura_peer_armset ta_armset;
static sakura_model ta_model;
static sakura_pair ta_pairs[SAKURA_MAX_PAIRS], ta_opp[SAKURA_MAX_PAIRS];
static sakura_cand_scratch ta_sc;
static double ta_q[SAKURA_MAX_PAIRS];

/* limits at fixed work: no deadline, `evals` evaluations, the tiers given */
static void ta_limits(sakura_ai_limits *lim, long evals, int instant, int lean)
{
    lim->deadline_ms = 0;
    lim->max_evals = evals;
    lim->instant = instant;
    lim->lean = lean;
}

static void ta_wait(sakura_pair *p)
{
    p->a[0].kind = p->a[1].kind = SAKURA_WAIT;
    p->a[0].dir = p->a[1].dir = SAKURA_NODIR;
}

/* ---- RM+ ---- */
static void test_rm_matching_pennies(void **state)
{
    double A[SK_MAX_K * SK_MAX_K], x[SK_MAX_K], y[SK_MAX_K], v;
    (void)state;
    A[0] = 1; A[1] = -1; A[SK_MAX_K] = -1; A[SK_MAX_K + 1] = 1;
    v = sakura_rm_solve(A, 2, 2, SK_MAX_K, 2000, x, y);
    assert_true(fabs(x[0] - 0.5) < 0.05 && fabs(y[0] - 0.5) < 0.05);
    assert_true(fabs(v) < 0.05);
}

static void test_rm_rps_and_dominance(void **state)
{
    /* rock-paper-scissors plus a dominated fourth row (loses to everything) */
    static const double g[4][3] = {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}, {-1, -1, -1}};
    double A[SK_MAX_K * SK_MAX_K], x[SK_MAX_K], y[SK_MAX_K], v;
    int i, j;
    (void)state;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 3; j++) A[i * SK_MAX_K + j] = g[i][j];
    v = sakura_rm_solve(A, 4, 3, SK_MAX_K, 3000, x, y);
    for (i = 0; i < 3; i++) assert_true(fabs(x[i] - 1.0 / 3) < 0.05);
    assert_true(x[3] < 0.02);
    assert_true(fabs(v) < 0.05);
}

/* RM+ as the textbook states it, every payoff summed over every action:
 * the reference the solver's support-only sums must equal bit for bit. */
static double ta_rm_reference(const double *A, int m, int n, int lda, int iters, double *x,
                              double *y)
{
    double rx[SK_MAX_K], ry[SK_MAX_K], cx[SK_MAX_K], cy[SK_MAX_K], u[SK_MAX_K], s, ev, v = 0;
    int i, j, t;
    for (i = 0; i < m; i++) rx[i] = x[i] = 0;
    for (j = 0; j < n; j++) ry[j] = y[j] = 0;
    for (t = 1; t <= iters; t++) {
        for (s = 0, j = 0; j < n; j++) s += ry[j];
        for (j = 0; j < n; j++) cy[j] = s > 0 ? ry[j] / s : 1.0 / n;
        for (s = 0, i = 0; i < m; i++) s += rx[i];
        for (i = 0; i < m; i++) cx[i] = s > 0 ? rx[i] / s : 1.0 / m;
        for (ev = 0, i = 0; i < m; i++) {
            for (u[i] = 0, j = 0; j < n; j++) u[i] += A[i * lda + j] * cy[j];
            ev += cx[i] * u[i];
        }
        for (i = 0; i < m; i++) {
            rx[i] += u[i] - ev;
            if (rx[i] < 0) rx[i] = 0;
        }
        for (s = 0, i = 0; i < m; i++) s += rx[i];
        for (i = 0; i < m; i++) x[i] += t * (cx[i] = s > 0 ? rx[i] / s : 1.0 / m);
        for (ev = 0, j = 0; j < n; j++) {
            for (u[j] = 0, i = 0; i < m; i++) u[j] += A[i * lda + j] * cx[i];
            ev += cy[j] * u[j];
        }
        for (j = 0; j < n; j++) {
            ry[j] += ev - u[j];
            if (ry[j] < 0) ry[j] = 0;
        }
        for (s = 0, j = 0; j < n; j++) s += ry[j];
        for (j = 0; j < n; j++) y[j] += t * (s > 0 ? ry[j] / s : 1.0 / n);
    }
    for (s = 0, i = 0; i < m; i++) s += x[i];
    for (i = 0; i < m; i++) x[i] = s > 0 ? x[i] / s : 1.0 / m;
    for (s = 0, j = 0; j < n; j++) s += y[j];
    for (j = 0; j < n; j++) y[j] = s > 0 ? y[j] / s : 1.0 / n;
    for (i = 0; i < m; i++) {
        for (s = 0, j = 0; j < n; j++) s += A[i * lda + j] * y[j];
        v += x[i] * s;
    }
    return v;
}

/* The solver skips the zero weights of sparse strategies; every strategy
 * and value must still be the full sums', bit for bit (the bench
 * signatures rest on it).  Matrices like the search's: evaluations in
 * (-1, 1), dominated rows, repeated and terminal payoffs, any shape. */
static void test_rm_matches_full_sums(void **state)
{
    static double A[SK_MAX_K * SK_MAX_K];
    double x[SK_MAX_K], y[SK_MAX_K], rx[SK_MAX_K], ry[SK_MAX_K], v, rv;
    rng_state r;
    int g, i, j, m, n, iters, zeros = 0;
    (void)state;
    rng_seed(&r, 7);
    for (g = 0; g < 60; g++) {
        m = 1 + (int)rng_below(&r, SK_MAX_K);
        n = 1 + (int)rng_below(&r, SK_MAX_K);
        iters = 1 + (int)rng_below(&r, 300);
        for (i = 0; i < m; i++)
            for (j = 0; j < n; j++) {
                uint32_t k = rng_below(&r, 10);
                A[i * SK_MAX_K + j] = k == 0 ? 1.0 : k == 1 ? -1.0 : k == 2 ? 0.25
                                    : 2 * rng_unit(&r) - 1 - (i % 3 == 0 ? 0.5 : 0);
            }
        v = sakura_rm_solve(A, m, n, SK_MAX_K, iters, x, y);
        rv = ta_rm_reference(A, m, n, SK_MAX_K, iters, rx, ry);
        assert_memory_equal(&v, &rv, sizeof v);
        assert_memory_equal(x, rx, (size_t)m * sizeof *x);
        assert_memory_equal(y, ry, (size_t)n * sizeof *y);
        for (i = 0; i < m; i++) zeros += x[i] == 0;
    }
    assert_true(zeros > 100); /* rows never played: the supports were sparse */
}

/* ---- evaluation ---- */
static void test_eval_terminal_and_symmetry(void **state)
{
    sakura_state s;
    int seed;
    (void)state;
    sakura_init(&s, 4, 4, 4, 2, 4, 6); /* mirror image around the vein */
    assert_true(fabs(sakura_eval(&s, 0)) < 1e-9);
    for (seed = 1; seed < 200; seed++) { /* antisymmetric and bounded */
        sakura_init_seeded(&s, (uint64_t)seed);
        s.p[0].hp = (signed char)(1 + seed % 10);
        s.p[1].blessings = (unsigned char)(seed % 7);
        assert_true(fabs(sakura_eval(&s, 0) + sakura_eval(&s, 1)) < 1e-9);
        assert_true(fabs(sakura_eval(&s, 0)) < 1.0);
    }
    s.over = 1; s.winner = 2;
    assert_true(sakura_eval(&s, 1) == 1.0 && sakura_eval(&s, 0) == -1.0);
    s.winner = 0;
    assert_true(sakura_eval(&s, 0) == 0.0);
}

static void test_eval_knows_the_ways_to_win(void **state)
{
    sakura_state s, t;
    (void)state;
    sakura_init(&s, 4, 4, 4, 2, 4, 6);
    t = s; t.p[1].hp = 4; /* health */
    assert_true(sakura_eval(&t, 0) > 0.1);
    t = s; t.p[0].blessings = 5; /* blessings */
    assert_true(sakura_eval(&t, 0) > 0.3);
    t = s; t.p[0].r = 4; t.p[0].c = 4; /* on the vein vs. two cells away */
    t.p[1].r = 4; t.p[1].c = 7;
    assert_true(sakura_eval(&t, 0) > 0.1);
    /* push-out exposure: on the border, the opponent two cells away in line
     * with Charge ready, is worse than with Charge on cooldown */
    sakura_init(&t, 1, 1, 4, 1, 4, 3);
    s = t;
    s.p[1].ready_turn[SAKURA_CHARGE] = 5;
    assert_true(sakura_eval(&t, 0) < sakura_eval(&s, 0) - 0.05);
}

/* ---- candidates ---- */
static void test_cand_select_distinct_and_bounded(void **state)
{
    sakura_state s;
    sakura_pair probes[2];
    int n, k, i, j, pick[SK_MAX_K], seed;
    (void)state;
    for (seed = 1; seed <= 5; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        n = sakura_legal_pairs(&s, 0, ta_pairs, SAKURA_MAX_PAIRS);
        ta_wait(&probes[0]);
        probes[1] = ta_pairs[n / 2];
        sakura_cand_score(&s, 0, ta_pairs, n, probes, 2, &ta_sc);
        k = sakura_cand_select(ta_pairs, n, 12, &ta_sc, pick);
        assert_true(k > 0 && k <= 12);
        for (i = 0; i < k; i++) {
            assert_true(pick[i] >= 0 && pick[i] < n);
            for (j = 0; j < i; j++) {
                assert_true(pick[i] != pick[j]);
                assert_true(ta_sc.hash[pick[i]] != ta_sc.hash[pick[j]]);
            }
            if (i > 0) assert_true(ta_sc.score[pick[i - 1]] >= ta_sc.score[pick[i]]);
        }
        for (i = 0; i < n; i++) /* the best pair is kept */
            assert_true(ta_sc.score[i] <= ta_sc.score[pick[0]]);
    }
}

/* ---- opponent model ---- */
static void test_model_learns_a_habit(void **state)
{
    sakura_state s;
    sakura_pair w;
    int n, i, iw, late_hits = 0;
    (void)state;
    sakura_init(&s, 1, 1, 4, 2, 4, 6);
    sakura_model_init(&ta_model, 0);
    ta_wait(&w);
    n = sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS);
    iw = sakura_cand_find(ta_opp, n, &w);
    assert_true(iw >= 0);
    for (i = 0; i < 12; i++) { /* the opponent always waits */
        sakura_model_predict(&ta_model, &s, ta_opp, n, NULL, NULL, NULL, NULL, NULL, NULL, 0, ta_q);
        sakura_model_observe(&ta_model, &w);
        if (i >= 6) late_hits += ta_model.st_last_hit;
    }
    sakura_model_predict(&ta_model, &s, ta_opp, n, NULL, NULL, NULL, NULL, NULL, NULL, 0, ta_q);
    assert_true(ta_q[iw] > 0.5);
    assert_int_equal(ta_model.st_n, 12);
    /* the weights learn slowly from the prior (here on one-ply experts
     * without scores, so uniform): the habit is the top category from the
     * second half on */
    assert_int_equal(late_hits, 6);
    assert_true(ta_model.st_last_p > 0.5);
}

/* the one-ply weight the immediate-loss filter reads: it falls against an
 * opponent that plays our equilibrium, and stays high against one that
 * plays its best pair against a standing target */
static double ta_oneply_after(const sakura_state *s, int n, const double *passive, int ie, int played)
{
    double y1 = 1;
    int i;
    sakura_model_init(&ta_model, 0);
    for (i = 0; i < 12; i++) {
        sakura_model_predict(&ta_model, s, ta_opp, n, passive, NULL, NULL, NULL, &ie, &y1, 1, ta_q);
        sakura_model_observe(&ta_model, &ta_opp[played]);
    }
    sakura_model_predict(&ta_model, s, ta_opp, n, passive, NULL, NULL, NULL, &ie, &y1, 1, ta_q);
    return sakura_model_oneply_weight(&ta_model);
}

/* the test position and its opponent's pairs in ta_opp: *n of them, the
 * wait at *iw, another at *ie (played as "the equilibrium"); passive
 * scores the wait alone */
static void ta_oneply_setup(sakura_state *s, double *passive, int *n, int *iw, int *ie)
{
    sakura_pair w;
    int i;
    sakura_init(s, 1, 1, 4, 2, 4, 6);
    ta_wait(&w);
    *n = sakura_legal_pairs(s, 1, ta_opp, SAKURA_MAX_PAIRS);
    *iw = sakura_cand_find(ta_opp, *n, &w);
    *ie = *iw == 0 ? 1 : 0;
    for (i = 0; i < *n; i++) passive[i] = i == *iw ? 1 : 0;
}

static void test_model_oneply_weight(void **state)
{
    static double passive[SAKURA_MAX_PAIRS];
    sakura_state s;
    int n, iw, ie;
    double w_eq, w_passive;
    (void)state;
    ta_oneply_setup(&s, passive, &n, &iw, &ie);
    w_eq = ta_oneply_after(&s, n, passive, ie, ie);
    w_passive = ta_oneply_after(&s, n, passive, ie, iw);
    assert_true(w_eq >= 0 && w_eq < 0.1);
    assert_true(w_passive > 0.5 && w_passive <= 1.0 + 1e-9);
}

/* the mixture's weights learn by exponentiated gradient (SK_MODEL_EG_RATE)
 * from the Bayesian prior: one observation scales each weight by (its
 * expert's probability of the pair / the mixture's)^rate, so one surprise
 * costs an expert little; the Bayesian posterior (which kind of player?)
 * follows the evidence at full rate */
static void test_model_weights_learn_slowly(void **state)
{
    static double passive[SAKURA_MAX_PAIRS];
    sakura_state s;
    double y1 = 1, pp, pu, r0, r;
    int n, iw, ie, e;
    (void)state;
    ta_oneply_setup(&s, passive, &n, &iw, &ie);
    sakura_model_init(&ta_model, 0);
    sakura_model_predict(&ta_model, &s, ta_opp, n, passive, NULL, NULL, NULL, &ie, &y1, 1, ta_q);
    for (e = 0; e < SK_EXPERTS; e++) assert_true(fabs(ta_model.pred_w[e] - ta_model.post_w[e]) < 1e-12);
    r0 = ta_model.pred_w[SK_EX_PASSIVE] / ta_model.pred_w[SK_EX_UNIFORM];
    assert_true(fabs(r0 - exp(SK_MODEL_PRIOR_LL)) < 1e-9);
    pp = ta_model.pred_p[SK_EX_PASSIVE][ie];
    pu = ta_model.pred_p[SK_EX_UNIFORM][ie];
    assert_true(pp < pu); /* PASSIVE bet on the wait */
    sakura_model_observe(&ta_model, &ta_opp[ie]);
    sakura_model_predict(&ta_model, &s, ta_opp, n, passive, NULL, NULL, NULL, &ie, &y1, 1, ta_q);
    r = ta_model.pred_w[SK_EX_PASSIVE] / ta_model.pred_w[SK_EX_UNIFORM];
    assert_true(fabs(r - r0 * exp(SK_MODEL_EG_RATE * log(pp / pu))) < 1e-9);
    assert_true(ta_model.pred_w[SK_EX_PASSIVE] > 10 * ta_model.post_w[SK_EX_PASSIVE]);
}

/* step 4's pairs come from the Bayesian posterior's mixture
 * (SK_MODEL_ADD_POST): sakura_model_posterior_q mixes the pending
 * prediction by post_w, which has left the slow learner's weights after
 * one observation */
static void test_model_posterior_q(void **state)
{
    static double passive[SAKURA_MAX_PAIRS], qp[SAKURA_MAX_PAIRS];
    sakura_state s;
    double y1 = 1, sum = 0, want, gap = 0;
    int n, iw, ie, e, i;
    (void)state;
    ta_oneply_setup(&s, passive, &n, &iw, &ie);
    sakura_model_init(&ta_model, 0);
    sakura_model_predict(&ta_model, &s, ta_opp, n, passive, NULL, NULL, NULL, &ie, &y1, 1, ta_q);
    sakura_model_observe(&ta_model, &ta_opp[ie]);
    sakura_model_predict(&ta_model, &s, ta_opp, n, passive, NULL, NULL, NULL, &ie, &y1, 1, ta_q);
    sakura_model_posterior_q(&ta_model, qp);
    for (i = 0; i < n; i++) {
        want = 0;
        for (e = 0; e < SK_EXPERTS; e++) want += ta_model.post_w[e] * ta_model.pred_p[e][i];
        assert_true(fabs(qp[i] - want) < 1e-12);
        sum += qp[i];
        gap += fabs(qp[i] - ta_q[i]);
    }
    assert_true(fabs(sum - 1) < 1e-9);
    assert_true(gap > 0.05); /* not the slow learner's mixture */
    assert_true(qp[ie] > ta_q[ie]); /* the posterior follows the EQ pair played at full rate */
}

/* the confidence is earned by the mixture's edge over the EQ expert past
 * SK_MODEL_GAIN_FREE nats a turn (the edge it has over any searcher):
 * p = cap x (gain - free) / full, capped, averaged with the prior */
static double ta_confidence_formula(const sakura_model *m, double free_nats)
{
    double gain = (m->ll_mix - m->ll_eq) / m->n_eff - free_nats, p = 0;
    if (gain > 0) p = SK_MODEL_P_CAP * gain / SK_MODEL_GAIN_FULL;
    if (p > SK_MODEL_P_CAP) p = SK_MODEL_P_CAP;
    return (SK_MODEL_WARMUP * SK_MODEL_P_PRIOR + m->n_eff * p) / (SK_MODEL_WARMUP + m->n_eff);
}

static void test_model_confidence_past_free_edge(void **state)
{
    static double passive[SAKURA_MAX_PAIRS];
    sakura_state s;
    double y1 = 1, c;
    int n, iw, ie, i, differs = 0;
    (void)state;
    ta_oneply_setup(&s, passive, &n, &iw, &ie);
    sakura_model_init(&ta_model, 0);
    for (i = 0; i < 12; i++) {
        sakura_model_predict(&ta_model, &s, ta_opp, n, passive, NULL, NULL, NULL, &ie, &y1, 1, ta_q);
        /* PASSIVE's pair and EQ's in turn: the edge passes through (0, free + full) */
        sakura_model_observe(&ta_model, &ta_opp[i % 2 ? iw : ie]);
        c = sakura_model_confidence(&ta_model);
        assert_true(fabs(c - ta_confidence_formula(&ta_model, SK_MODEL_GAIN_FREE)) < 1e-12);
        differs += fabs(c - ta_confidence_formula(&ta_model, 0)) > 1e-6;
        assert_true(c >= 0 && c <= SK_MODEL_P_CAP);
    }
    assert_true(differs > 0);
    assert_true(c > 0.5); /* a predictable opponent earns trust */
}

/* the costly random-reply experts rest against an opponent that plays our
 * equilibrium (not on a wake-up turn, not before SK_MODEL_WAKE
 * observations), never against a one-ply player */
static void test_model_experts_rest(void **state)
{
    static double passive[SAKURA_MAX_PAIRS];
    sakura_state s;
    int n, iw, ie;
    (void)state;
    ta_oneply_setup(&s, passive, &n, &iw, &ie);
    sakura_model_init(&ta_model, 0);
    assert_false(sakura_model_experts_rest(&ta_model, 1)); /* no observation yet */
    ta_oneply_after(&s, n, passive, ie, ie);
    assert_true(sakura_model_experts_rest(&ta_model, SK_MODEL_WAKE * 3 + 1));
    assert_false(sakura_model_experts_rest(&ta_model, SK_MODEL_WAKE * 3)); /* a wake-up turn */
    ta_oneply_after(&s, n, passive, ie, iw);
    assert_false(sakura_model_experts_rest(&ta_model, SK_MODEL_WAKE * 3 + 1));
}

/* ---- time manager ---- */
static void test_tm_budget(void **state)
{
    int t;
    double prev = 1e9, b;
    (void)state;
    for (t = 1; t <= SAKURA_MAX_TURNS; t++) {
        b = sakura_tm_budget(1000, t);
        assert_true(b >= SK_TM_MIN_MS && b <= SK_TM_MAX_MS);
    }
    for (t = 1000; t >= 0; t -= 50) { /* less time left, never more budget */
        b = sakura_tm_budget(t, 10);
        assert_true(b <= prev);
        prev = b;
    }
    assert_true(sakura_tm_budget(SK_TM_PANIC_MS - 1, 5) < SK_TM_MIN_MS);
    assert_false(sakura_tm_instant(1000, 1));
    assert_false(sakura_tm_instant(600, 40));
    assert_true(sakura_tm_instant(SK_TM_INSTANT_MS + 2 * SK_TM_INSTANT_PER_TURN - 1, 59));
    assert_false(sakura_tm_instant(SK_TM_INSTANT_MS + 2 * SK_TM_INSTANT_PER_TURN, 59));
    assert_true(sakura_tm_instant(SK_TM_INSTANT_MS - 1, 60));
    /* planning at most the unreserved time over the remaining turns */
    assert_true(sakura_tm_budget(1000, 1) * SK_TM_HORIZON <= 1000 - SK_TM_RESERVE_MS);
}

/* A whole game in which every turn overruns its budget by the planned
 * tail: the reserve is never touched, and the first 20 turns get more
 * than their even share (20/60) of the unreserved 700 ms. */
static void test_tm_game_plan(void **state)
{
    double left = 1000, used20 = 0, b;
    int t;
    (void)state;
    for (t = 1; t <= SAKURA_MAX_TURNS; t++) {
        assert_false(sakura_tm_instant((int)left, t));
        b = sakura_tm_budget((int)left, t);
        assert_true(b >= SK_TM_MIN_MS);
        left -= b + SK_TM_TAIL_MS;
        if (t <= 20) used20 += b + SK_TM_TAIL_MS;
        assert_true(left >= SK_TM_RESERVE_MS - SK_TM_MIN_MS - SK_TM_TAIL_MS);
    }
    assert_true(used20 > (1000 - SK_TM_RESERVE_MS) * 20.0 / SAKURA_MAX_TURNS * 1.5);
}

/* ---- the play rule ---- */
/* rows picked over an even grid of draws u in [0, 1) */
static void ta_pick_counts(const double *x, int k, int *count, int draws)
{
    int i;
    for (i = 0; i < k; i++) count[i] = 0;
    for (i = 0; i < draws; i++) count[sakura_play_pick(x, k, (i + 0.5) / draws)]++;
}

static void test_play_floor_and_pick(void **state)
{
    const double P = SK_PLAY_MIN_PROB;
    double some[4], none[4], ties[4], zero[3] = {0, 0, 0};
    int count[4], draws = 10000;
    (void)state;
    assert_true(P > 0.01 && P <= 0.5); /* the cases below need it */
    /* some rows reach the floor: only those are played, by weight */
    some[0] = 0.5; some[1] = P; some[2] = P * 0.99; some[3] = 0;
    assert_true(sakura_play_floor(some, 4) == P);
    assert_true(sakura_play_eligible(some, 1, P) && !sakura_play_eligible(some, 2, P));
    ta_pick_counts(some, 4, count, draws);
    assert_int_equal(count[2] + count[3], 0);
    assert_true(fabs((double)count[0] / draws - 0.5 / (0.5 + P)) < 0.001);
    assert_int_equal(sakura_play_pick(some, 4, 0.999999), 1);
    /* every row under the floor: the heaviest is played, whatever the draw */
    none[0] = P * 0.5; none[1] = P * 0.9; none[2] = P * 0.7; none[3] = 0;
    assert_true(sakura_play_floor(none, 4) == P * 0.9);
    ta_pick_counts(none, 4, count, draws);
    assert_int_equal(count[1], draws);
    /* tied heaviest rows under the floor share the draws */
    ties[0] = P * 0.5; ties[1] = P * 0.8; ties[2] = P * 0.8; ties[3] = P * 0.2;
    ta_pick_counts(ties, 4, count, draws);
    assert_int_equal(count[1], draws / 2);
    assert_int_equal(count[2], draws / 2);
    /* no weight at all: row 0, and no row counts as playable */
    assert_true(sakura_play_floor(zero, 3) == 0);
    assert_false(sakura_play_eligible(zero, 0, 0));
    assert_int_equal(sakura_play_pick(zero, 3, 0.7), 0);
}

/* ---- the search ---- */
static void test_ai_legal_and_deterministic(void **state)
{
    sakura_state s;
    sakura_ai_limits lim;
    sakura_ai_info inf1, inf2;
    sakura_pair a, b;
    char err[128];
    int seed;
    (void)state;
    ta_limits(&lim, 3000, 0, 0);
    for (seed = 1; seed <= 12; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        s.p[seed & 1].ready_turn[SAKURA_FLASH] = 3; /* some cooldowns */
        sakura_ai_init(&ta_ai, seed & 1, 5, 1);
        sakura_ai_choose(&ta_ai, &s, &lim, &a, &inf1);
        assert_true(sakura_pair_legal(&s, seed & 1, &a, err, sizeof err));
        assert_true(inf1.km > 0 && inf1.km <= SK_MAX_K && inf1.ko > 0 && inf1.ko <= SK_MAX_K);
        sakura_ai_init(&ta_ai, seed & 1, 5, 1);
        sakura_ai_choose(&ta_ai, &s, &lim, &b, &inf2);
        assert_true(sakura_cand_pair_eq(&a, &b));
        assert_int_equal(inf1.evals, inf2.evals);
    }
}

/* The double oracle's memo lives for one turn: an AI that has searched
 * another position first searches the next one exactly as a fresh AI does
 * (no model: nothing else carries over that the search reads). */
static void test_ai_memo_is_per_turn(void **state)
{
    sakura_state s1, s2;
    sakura_ai_limits lim;
    sakura_ai_info inf1, inf2;
    sakura_pair p;
    int seed, differ = 0;
    (void)state;
    ta_limits(&lim, 20000, 0, 0);
    for (seed = 1; seed <= 8; seed++) {
        sakura_init_seeded(&s1, (uint64_t)seed);
        sakura_init_seeded(&s2, (uint64_t)seed + 100);
        sakura_ai_init(&ta_ai, 0, 5, 0);
        sakura_ai_choose(&ta_ai, &s1, &lim, &p, &inf1);
        sakura_ai_choose(&ta_ai, &s2, &lim, &p, &inf1);
        sakura_ai_init(&ta_ai, 0, 5, 0);
        sakura_ai_choose(&ta_ai, &s2, &lim, &p, &inf2);
        assert_memory_equal(&inf1.value, &inf2.value, sizeof inf1.value);
        assert_int_equal(inf1.evals, inf2.evals);
        assert_int_equal(inf1.oracle_added, inf2.oracle_added);
        assert_int_equal(inf1.km, inf2.km);
        assert_int_equal(inf1.ko, inf2.ko);
        differ += inf1.oracle_added > 0;
    }
    assert_true(differ >= 4); /* the oracle ran, so its memo was read */
}

/* Almost out of time: one scan of our pairs against "0 0", legal, and
 * still taking a sure win. */
static void test_ai_instant_mode(void **state)
{
    sakura_state s;
    sakura_ai_limits lim;
    sakura_ai_info inf;
    sakura_pair p, pp[2];
    char err[128];
    int seed, n;
    (void)state;
    ta_limits(&lim, 0, 1, 0);
    for (seed = 1; seed <= 8; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        sakura_ai_init(&ta_ai, 1, 5, 1);
        sakura_ai_choose(&ta_ai, &s, &lim, &p, &inf);
        assert_true(sakura_pair_legal(&s, 1, &p, err, sizeof err));
        n = sakura_legal_pairs(&s, 1, ta_pairs, SAKURA_MAX_PAIRS);
        assert_int_equal(inf.evals, n);
    }
    sakura_init(&s, 1, 1, 4, 4, 4, 5); /* opponent on 2 hp, next to us */
    s.p[1].hp = 2;
    sakura_ai_init(&ta_ai, 0, 5, 1);
    sakura_ai_choose(&ta_ai, &s, &lim, &p, NULL);
    pp[0] = p;
    ta_wait(&pp[1]);
    sakura_resolve_turn(&s, pp, NULL, NULL);
    assert_true(s.over && s.winner == 1);
}

/* Short of time: the root matrix only -- legal, no model work, and far
 * less work than a full search with the same evaluation budget. */
static void test_ai_lean_mode(void **state)
{
    sakura_state s;
    sakura_ai_limits lim;
    sakura_ai_info inf;
    sakura_pair p;
    char err[128];
    int nm, no;
    (void)state;
    sakura_init_seeded(&s, 3);
    ta_limits(&lim, 1000000, 0, 1);
    sakura_ai_init(&ta_ai, 0, 5, 1);
    sakura_ai_choose(&ta_ai, &s, &lim, &p, &inf);
    assert_true(sakura_pair_legal(&s, 0, &p, err, sizeof err));
    assert_int_equal(ta_ai.model.pred_turn, -1);
    assert_int_equal(inf.oracle_added, 0);
    nm = sakura_legal_pairs(&s, 0, ta_pairs, SAKURA_MAX_PAIRS);
    no = sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS);
    assert_int_equal(inf.evals, nm + no + inf.km * inf.ko);
}

/* The opponent (hp 2, next to us, every technique cooling down) can only
 * move or wait; a first-action Thrust hits before any move (docs/rules/sakura-duel.md §3.2)
 * and wins whatever it does.  The search must find a sure win. */
static void test_ai_finds_forced_win(void **state)
{
    sakura_state s, t;
    sakura_ai_limits lim;
    sakura_pair mine, pp[2];
    int k, n, j;
    (void)state;
    sakura_init(&s, 1, 1, 4, 4, 4, 5);
    s.p[1].hp = 2;
    for (k = SAKURA_THRUST; k <= SAKURA_FLASH; k++) s.p[1].ready_turn[k] = 4;
    ta_limits(&lim, 20000, 0, 0);
    sakura_ai_init(&ta_ai, 0, 9, 1);
    sakura_ai_choose(&ta_ai, &s, &lim, &mine, NULL);
    n = sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS);
    for (j = 0; j < n; j++) {
        t = s;
        pp[0] = mine;
        pp[1] = ta_opp[j];
        sakura_resolve_turn(&t, pp, NULL, NULL);
        assert_true(t.over && t.winner == 1);
    }
}

/* the seed-48 opening against greedy: on the bottom edge two cells below
 * the opponent, a Charge up is beaten outright by its Charge down (equal
 * damage, both pushed, we leave the board); Charge left onto the vein then
 * Guard up survives every reply */
static void test_cand_killer(void **state)
{
    sakura_state s, t;
    sakura_pair mine, pp[2];
    char err[64];
    long work = 0;
    int n, k, first = 0;
    (void)state;
    sakura_init(&s, 7, 3, 7, 4, 5, 4);
    n = sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS);
    assert_int_equal(sakura_parse_pair("4 U 1 L", &mine, err, sizeof err), 0);
    k = sakura_cand_killer(&s, 0, &mine, ta_opp, n, &first, 0, &work);
    assert_true(k >= 0 && k < n);
    t = s;
    pp[0] = mine;
    pp[1] = ta_opp[k];
    sakura_resolve_turn(&t, pp, NULL, NULL);
    assert_true(t.over && t.winner == 2);
    assert_true(work >= 1 && work <= n);
    /* the listed pair is tried first: found at once */
    work = 0;
    first = k;
    assert_int_equal(sakura_cand_killer(&s, 0, &mine, ta_opp, n, &first, 1, &work), k);
    assert_int_equal(work, 1);
    assert_int_equal(sakura_parse_pair("4 L 5 U", &mine, err, sizeof err), 0);
    work = 0;
    assert_int_equal(sakura_cand_killer(&s, 0, &mine, ta_opp, n, &first, 1, &work), -1);
    assert_int_equal(work, n + 1);
}

/* the doom test's definition, written plainly: every pair of `me` has a
 * reply that wins this turn */
static int ta_doomed_reference(const sakura_state *t, int me)
{
    static sakura_pair mine[SAKURA_MAX_PAIRS], opp[SAKURA_MAX_PAIRS];
    sakura_state u;
    int nm, no, i, j, beaten;
    if (t->over) return t->winner == 2 - me;
    nm = sakura_legal_pairs(t, me, mine, SAKURA_MAX_PAIRS);
    no = sakura_legal_pairs(t, 1 - me, opp, SAKURA_MAX_PAIRS);
    for (i = 0; i < nm; i++) {
        for (beaten = 0, j = 0; j < no && !beaten; j++) {
            sakura_cand_play(t, me, &mine[i], &opp[j], &u);
            beaten = u.over && u.winner == 2 - me;
        }
        if (!beaten) return 0;
    }
    return 1;
}

/* sakura_cand_doomed agrees with the reference on every position of
 * random games that drift to the edges (one scratch for all: its lists
 * carry over), doomed ones among them; the lists only speed it up; with
 * a cap too small to prove a doomed position it answers 0 */
static void test_cand_doomed_matches_reference(void **state)
{
    static sakura_cand_doom dd;
    sakura_state s, t;
    sakura_pair pp[2];
    rng_state r;
    long work = 0, w0;
    int game, me, n, got, want, doomed = 0, tested = 0, fast = 0;
    (void)state;
    rng_seed(&r, 11);
    for (game = 0; game < 24; game++) {
        sakura_init_seeded(&s, 900 + (uint64_t)game);
        while (!s.over) {
            for (me = 0; me < 2; me++) {
                w0 = work;
                got = sakura_cand_doomed(&s, me, &dd, 0, &work);
                want = ta_doomed_reference(&s, me);
                assert_int_equal(got, want);
                if (want && !s.over) /* a capped test gives up: not proven */
                    assert_int_equal(sakura_cand_doomed(&s, me, &dd, 1, &work), 0);
                doomed += want;
                tested++;
                fast += !want && work - w0 < 2 * SAKURA_MAX_PAIRS;
            }
            for (me = 0; me < 2; me++) {
                n = sakura_legal_pairs(&s, me, ta_pairs, SAKURA_MAX_PAIRS);
                pp[me] = ta_pairs[rng_below(&r, (uint32_t)n)];
            }
            t = s;
            sakura_resolve_turn(&t, pp, NULL, NULL);
            s = t;
        }
    }
    print_message("doom test: %d positions, %d doomed, %d escapes found fast\n", tested, doomed, fast);
    assert_true(doomed >= 3);
    assert_true(tested - doomed >= 100);
    assert_true(fast > (tested - doomed) / 2);
}

/* the position of turn 2 of a game the outside matrix searcher won
 * (seed 7003, we were player 1) */
static void ta_trap_position(sakura_state *s)
{
    sakura_pair pp[2];
    char err[64];
    sakura_init(s, 7, 3, 6, 5, 3, 1);
    assert_int_equal(sakura_parse_pair("1 U 4 L", &pp[0], err, sizeof err), 0);
    assert_int_equal(sakura_parse_pair("7 DR 4 U", &pp[1], err, sizeof err), 0);
    sakura_resolve_turn(s, pp, NULL, NULL);
    assert_true(!s->over && s->turn == 2);
}

/* our choice for player 1 at s, 40,000 evaluations, the search seeded by
 * `seed`, the model on or off, the doom check at `weight` (its work capped
 * at `work_cap` if above 0) */
static void ta_doom_choose(const sakura_state *s, int seed, int model, double weight, long work_cap,
                           sakura_pair *out, sakura_ai_info *inf)
{
    sakura_ai_limits lim;
    ta_limits(&lim, 40000, 0, 0);
    sakura_ai_init(&ta_ai, 0, (uint64_t)seed, model);
    sakura_ai_set_doom_weight(&ta_ai, weight);
    if (work_cap > 0) sakura_ai_set_doom_work(&ta_ai, work_cap);
    sakura_ai_choose(&ta_ai, s, &lim, out, inf);
}

/* a game the outside matrix searcher won (seed 7003, we were player 1):
 * on turn 2 the pair we played let its reply leave us doomed, and we were
 * pushed out on turn 3 (sakura-loss-anatomy: "walked into a trap").  The
 * doom check at weight 0.3 steps around it: no reply to the pair chosen
 * now wins at once or dooms us (without the check every seed walks in:
 * scripts/lab/sakura-trap-check.sh) */
static void test_ai_doom_check_steps_around_trap(void **state)
{
    static sakura_cand_doom dd;
    sakura_state s, t;
    sakura_ai_info inf;
    sakura_pair mine;
    long work = 0;
    int n, j, seed, model, doomed;
    (void)state;
    ta_trap_position(&s);
    n = sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS);
    for (model = 0; model <= 1; model++)
        for (seed = 1; seed <= 2; seed++) {
            ta_doom_choose(&s, seed, model, 0.3, 0, &mine, &inf);
            assert_true(inf.doomed_cells > 0);
            for (doomed = 0, j = 0; j < n && !doomed; j++) {
                sakura_cand_play(&s, 0, &mine, &ta_opp[j], &t);
                doomed = sakura_cand_doomed(&t, 0, &dd, 0, &work);
            }
            assert_false(doomed);
        }
}

/* the position of the test above: a doom check stopped half-way (here by
 * its work cap; in play mostly by the clock) is undone whole, so the
 * search chooses as with the check off, not as with the marks on the
 * rows it reached first; the whole check chooses otherwise (it steps
 * around the trap the search without it walks into) */
static void test_ai_doom_check_undone_when_stopped(void **state)
{
    sakura_state s;
    sakura_ai_info inf;
    sakura_pair whole, off, half;
    int seed, model;
    long work;
    (void)state;
    ta_trap_position(&s);
    for (model = 0; model <= 1; model++)
        for (seed = 1; seed <= 2; seed++) {
            ta_doom_choose(&s, seed, model, 0.3, 0, &whole, &inf);
            assert_true(inf.doomed_cells > 0 && inf.doom_cut == 0);
            work = inf.doom_work;
            ta_doom_choose(&s, seed, model, 0, 0, &off, &inf);
            assert_false(sakura_cand_pair_eq(&whole, &off));
            ta_doom_choose(&s, seed, model, 0.3, work / 2, &half, &inf);
            assert_true(inf.doom_cut >= 1);
            assert_int_equal(inf.doomed_cells, 0);
            assert_true(sakura_cand_pair_eq(&half, &off));
        }
}

/* the same opening: the equilibrium mixes pairs that can lose at once
 * (value about -0.1); the safe pairs cost less than SK_LETHAL_DELTA, so
 * the search plays only pairs that no reply beats outright */
static void test_ai_lethal_filter(void **state)
{
    sakura_state s;
    sakura_ai_limits lim;
    sakura_ai_info inf;
    sakura_pair mine;
    long work = 0;
    int n, seed, model;
    (void)state;
    sakura_init(&s, 7, 3, 7, 4, 5, 4);
    n = sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS);
    ta_limits(&lim, 20000, 0, 0);
    for (model = 0; model <= 1; model++)
        for (seed = 1; seed <= 4; seed++) {
            sakura_ai_init(&ta_ai, 0, (uint64_t)seed, model);
            sakura_ai_choose(&ta_ai, &s, &lim, &mine, &inf);
            assert_true(inf.lethal_dropped > 0);
            assert_int_equal(sakura_cand_killer(&s, 0, &mine, ta_opp, n, NULL, 0, &work), -1);
        }
}

/* step 5's audit: the blend found on turn 1 (the model's prior allows
 * one) is scored against the reply the opponent then plays, as the sum
 * over our rows of (blend - equilibrium) x the value after the row; below
 * SK_AUDIT_FLOOR the blend is still found and scored, but not played */
static void test_ai_exploit_audit(void **state)
{
    sakura_state s;
    sakura_ai_limits lim;
    sakura_ai_info inf;
    sakura_pair mine, reply;
    double g, dsum;
    int i, n, seed, audited = 0;
    (void)state;
    ta_limits(&lim, 20000, 0, 0);
    for (seed = 1; seed <= 8; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        sakura_ai_init(&ta_ai, 0, (uint64_t)seed, 1);
        sakura_ai_choose(&ta_ai, &s, &lim, &mine, &inf);
        if (ta_ai.audit.k == 0) {
            assert_true(inf.confidence == 0);
            continue;
        }
        audited++;
        assert_true(inf.confidence > 0);
        dsum = 0;
        for (i = 0; i < ta_ai.audit.k; i++) dsum += ta_ai.audit.dx[i];
        assert_true(fabs(dsum) < 1e-9);
        n = sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS);
        reply = ta_opp[(seed * 37) % n];
        g = 0;
        for (i = 0; i < ta_ai.audit.k; i++)
            g += ta_ai.audit.dx[i] * sakura_cand_outcome(&s, 0, &ta_ai.audit.rows[i], &reply);
        sakura_ai_observe(&ta_ai, &reply);
        assert_int_equal(ta_ai.audit.k, 0);
        assert_true(fabs(ta_ai.audit.last - g) < 1e-12);
        /* the sum pays the toll on each scored turn */
        assert_true(fabs(ta_ai.audit.gain - (g - SK_AUDIT_TOLL)) < 1e-12);
        /* the same turn with the audit's sum under the floor */
        sakura_ai_init(&ta_ai, 0, (uint64_t)seed, 1);
        ta_ai.audit.gain = SK_AUDIT_FLOOR - 1;
        sakura_ai_choose(&ta_ai, &s, &lim, &mine, &inf);
        assert_true(ta_ai.audit.k > 0);
        assert_true(inf.confidence == 0);
    }
    assert_true(audited >= 4);
}

/* ---- the in-house peers (src/sakura/bots): DUCT and depth 2 ---- */

/* the peers' evaluation: one value for both players (zero-sum), exact at
 * the end, and more health is better */
static void test_peer_eval_zero_sum_and_exact(void **state)
{
    sakura_state s;
    int seed;
    (void)state;
    for (seed = 1; seed <= 20; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        s.p[seed & 1].hp = (signed char)(1 + seed % 10);
        s.p[0].blessings = (unsigned char)(seed % 4);
        assert_true(fabs(sakura_peer_eval(&s, 0) + sakura_peer_eval(&s, 1) - 1.0) < 1e-12);
        assert_true(sakura_peer_points(&s, 0) == -sakura_peer_points(&s, 1));
    }
    sakura_init(&s, 4, 4, 4, 2, 4, 6);
    assert_true(fabs(sakura_peer_eval(&s, 0) - 0.5) < 1e-12); /* mirror image */
    s.p[1].hp = 7;
    assert_true(sakura_peer_eval(&s, 0) > 0.6);
    s.over = 1;
    s.winner = 2;
    assert_true(sakura_peer_eval(&s, 0) == 0.0 && sakura_peer_eval(&s, 1) == 1.0);
    s.winner = 0;
    assert_true(sakura_peer_eval(&s, 0) == 0.5);
}

/* 1 if player 1's pair wins against every legal reply in s */
static int ta_sure_win(const sakura_state *s, const sakura_pair *mine)
{
    sakura_state t;
    sakura_pair pp[2];
    int j, n = sakura_legal_pairs(s, 1, ta_opp, SAKURA_MAX_PAIRS);
    for (j = 0; j < n; j++) {
        t = *s;
        pp[0] = *mine;
        pp[1] = ta_opp[j];
        sakura_resolve_turn(&t, pp, NULL, NULL);
        if (!(t.over && t.winner == 1)) return 0;
    }
    return 1;
}

/* arms: legal, distinct, at most k, and a sure win is kept */
static void test_peer_arms_legal_distinct_and_ranked(void **state)
{
    sakura_state s;
    char err[128];
    int seed, p, i, j, wins = 0;
    (void)state;
    for (seed = 1; seed <= 6; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        s.p[1].ready_turn[SAKURA_CHARGE] = 3; /* some cooldowns */
        sakura_peer_arms(&s, SPA_K_ROOT, SPA_PROBES_ROOT, &ta_arms_sc, &ta_armset);
        for (p = 0; p < 2; p++) {
            assert_true(ta_armset.k[p] >= 1 && ta_armset.k[p] <= SPA_K_ROOT);
            for (i = 0; i < ta_armset.k[p]; i++) {
                assert_true(sakura_pair_legal(&s, p, &ta_armset.arm[p][i], err, sizeof err));
                for (j = 0; j < i; j++) assert_false(sakura_cand_pair_eq(&ta_armset.arm[p][i], &ta_armset.arm[p][j]));
            }
        }
    }
    /* the opponent (hp 2, next to us, every technique cooling down) can only
     * move or wait: a first-action Thrust R hits before any move (§3.2) */
    sakura_init(&s, 1, 1, 4, 4, 4, 5);
    s.p[1].hp = 2;
    for (i = SAKURA_THRUST; i <= SAKURA_FLASH; i++) s.p[1].ready_turn[i] = 4;
    sakura_peer_arms(&s, SPA_K_ROOT, SPA_PROBES_ROOT, &ta_arms_sc, &ta_armset);
    for (i = 0; i < ta_armset.k[0]; i++) wins += ta_sure_win(&s, &ta_armset.arm[0][i]);
    assert_true(wins >= 1);
}

/* the seed-48 opening of test_cand_killer: Charge up loses to the
 * opponent's Charge down, Charge left then Guard up survives everything;
 * and the mixed play replaces a refuted draw by the likeliest safe arm,
 * floor or not, within its tries */
static void test_peer_refuted_and_mixed_play(void **state)
{
    sakura_state s;
    sakura_pair arm[3];
    double prob[3];
    char err[64];
    long work = 0;
    rng_state r;
    int k;
    (void)state;
    sakura_init(&s, 7, 3, 7, 4, 5, 4);
    assert_int_equal(sakura_parse_pair("4 U 1 L", &arm[0], err, sizeof err), 0);
    assert_int_equal(sakura_parse_pair("0 0", &arm[1], err, sizeof err), 0);
    assert_int_equal(sakura_parse_pair("4 L 5 U", &arm[2], err, sizeof err), 0);
    assert_true(sakura_peer_arms_refuted(&s, 0, &arm[0], &ta_arms_sc, &work));
    assert_true(work >= 1);
    work = 0;
    assert_false(sakura_peer_arms_refuted(&s, 0, &arm[2], &ta_arms_sc, &work));
    assert_int_equal(work, sakura_legal_pairs(&s, 1, ta_opp, SAKURA_MAX_PAIRS));
    rng_seed(&r, 1);
    for (k = 0; k < 8; k++) {
        prob[0] = 0.9, prob[1] = 0.02, prob[2] = 0.08; /* arm 1 under the floor */
        assert_int_equal(sakura_peer_play_mixed(&s, 0, arm, prob, 3, 0.05, 4, &r, &ta_arms_sc, &work), 2);
    }
    prob[0] = 0.8, prob[1] = 0.2, prob[2] = 0; /* Wait-Wait is ringed out too */
    assert_int_equal(sakura_peer_play_mixed(&s, 0, arm, prob, 3, 0.5, 3, &r, &ta_arms_sc, &work), 2);
    assert_int_equal(sakura_peer_play_mixed(&s, 0, arm, prob, 3, 0.5, 2, &r, &ta_arms_sc, &work), 0);
}

static void test_peer_rm_equilibria(void **state)
{
    static const double g[4][3] = {{0.5, 0, 1}, {1, 0.5, 0}, {0, 1, 0.5}, {0, 0, 0}};
    double A[SPR_MAX * SPR_MAX], x[SPR_MAX], y[SPR_MAX], v;
    int i, j;
    (void)state;
    A[0] = 1; A[1] = 0; A[SPR_MAX] = 0; A[SPR_MAX + 1] = 1; /* matching pennies */
    v = sakura_peer_rm_solve(A, 2, 2, SPR_MAX, 2000, x, y);
    assert_true(fabs(x[0] - 0.5) < 0.05 && fabs(y[0] - 0.5) < 0.05 && fabs(v - 0.5) < 0.05);
    for (i = 0; i < 4; i++) /* rock-paper-scissors and a row that always loses */
        for (j = 0; j < 3; j++) A[i * SPR_MAX + j] = g[i][j];
    v = sakura_peer_rm_solve(A, 4, 3, SPR_MAX, 3000, x, y);
    for (i = 0; i < 3; i++) assert_true(fabs(x[i] - 1.0 / 3) < 0.05 && fabs(y[i] - 1.0 / 3) < 0.05);
    assert_true(x[3] < 0.02 && fabs(v - 0.5) < 0.05);
}

static void test_peer_tm_budget(void **state)
{
    int t;
    double b, prev = 1e9;
    (void)state;
    for (t = 1; t <= SAKURA_MAX_TURNS; t++) {
        b = sakura_peer_tm_budget(1000, t);
        assert_true(b >= SPT_MIN_MS && b <= SPT_MAX_MS);
    }
    for (t = 1000; t >= 0; t -= 50) { /* less time left, never more budget */
        b = sakura_peer_tm_budget(t, 10);
        assert_true(b <= prev);
        prev = b;
    }
    assert_true(sakura_peer_tm_budget(SPT_RESERVE_MS, 30) == SPT_MIN_MS);
    /* from the start, at most the unreserved time over all the turns */
    assert_true(sakura_peer_tm_budget(1000, 1) * SAKURA_MAX_TURNS <= 1000 - SPT_RESERVE_MS);
}

static void test_duct_legal_and_deterministic(void **state)
{
    sakura_state s;
    sakura_pair a, b;
    char err[128];
    int seed;
    (void)state;
    for (seed = 1; seed <= 4; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        sakura_duct_init(&ta_duct, 3);
        assert_int_equal(sakura_duct_choose(&ta_duct, &s, 1, 0, 3000, &a), 3000);
        assert_true(sakura_pair_legal(&s, 1, &a, err, sizeof err));
        assert_true(ta_duct.tree.nodes > 1); /* the tree grew below the root */
        sakura_duct_init(&ta_duct, 3);
        sakura_duct_choose(&ta_duct, &s, 1, 0, 3000, &b);
        assert_true(sakura_cand_pair_eq(&a, &b));
    }
}

/* the forced win of test_ai_finds_forced_win, found by both peers */
static void test_peers_find_forced_win(void **state)
{
    sakura_state s;
    sakura_pair mine;
    int k;
    (void)state;
    sakura_init(&s, 1, 1, 4, 4, 4, 5);
    s.p[1].hp = 2;
    for (k = SAKURA_THRUST; k <= SAKURA_FLASH; k++) s.p[1].ready_turn[k] = 4;
    sakura_duct_init(&ta_duct, 9);
    sakura_duct_choose(&ta_duct, &s, 0, 0, 3000, &mine);
    assert_true(ta_sure_win(&s, &mine));
    sakura_depth2_init(&ta_depth2, 9);
    sakura_depth2_choose(&ta_depth2, &s, 0, 0, 100, &mine);
    assert_true(ta_sure_win(&s, &mine));
}

/* the seed-48 opening: the search prefers Charge up (it wins against most
 * replies), which the opponent's Charge down beats outright; both peers
 * play a pair no reply beats */
static void test_peers_avoid_refuted_pairs(void **state)
{
    sakura_state s;
    sakura_pair p;
    long work = 0;
    int seed;
    (void)state;
    sakura_init(&s, 7, 3, 7, 4, 5, 4);
    for (seed = 1; seed <= 4; seed++) {
        sakura_duct_init(&ta_duct, (uint64_t)seed);
        sakura_duct_choose(&ta_duct, &s, 0, 0, 3000, &p);
        assert_false(sakura_peer_arms_refuted(&s, 0, &p, &ta_arms_sc, &work));
        sakura_depth2_init(&ta_depth2, (uint64_t)seed);
        sakura_depth2_choose(&ta_depth2, &s, 0, 0, 200, &p);
        assert_false(sakura_peer_arms_refuted(&s, 0, &p, &ta_arms_sc, &work));
    }
}

static void test_depth2_legal_and_deterministic(void **state)
{
    sakura_state s;
    sakura_pair a, b;
    char err[128];
    long cells;
    int seed;
    (void)state;
    for (seed = 1; seed <= 4; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        s.p[0].ready_turn[SAKURA_THRUST] = 2;
        sakura_depth2_init(&ta_depth2, 3);
        cells = sakura_depth2_choose(&ta_depth2, &s, seed & 1, 0, 50, &a);
        assert_int_equal(cells, 50);
        assert_true(sakura_pair_legal(&s, seed & 1, &a, err, sizeof err));
        sakura_depth2_init(&ta_depth2, 3);
        sakura_depth2_choose(&ta_depth2, &s, seed & 1, 0, 50, &b);
        assert_true(sakura_cand_pair_eq(&a, &b));
    }
}

/* A larger evaluation budget is spent: the double-oracle rounds beyond
 * SK_DO_ROUNDS run while under SK_DO_SHARE of it is used, so twice the
 * budget adds more pairs over a few positions (none may add fewer) and
 * costs more evaluations. */
static void test_ai_spends_a_larger_budget(void **state)
{
    sakura_state s;
    sakura_ai_limits lim;
    sakura_ai_info small, big;
    sakura_pair a, b;
    char err[128];
    int seed, added_small = 0, added_big = 0;
    long evals_small = 0, evals_big = 0;
    (void)state;
    lim.deadline_ms = 0;
    lim.instant = 0;
    lim.lean = 0;
    for (seed = 1; seed <= 6; seed++) {
        sakura_init_seeded(&s, (uint64_t)seed);
        lim.max_evals = 80000;
        sakura_ai_init(&ta_ai, seed & 1, 5, 1);
        sakura_ai_choose(&ta_ai, &s, &lim, &a, &small);
        lim.max_evals = 160000;
        sakura_ai_init(&ta_ai, seed & 1, 5, 1);
        sakura_ai_choose(&ta_ai, &s, &lim, &b, &big);
        assert_true(sakura_pair_legal(&s, seed & 1, &b, err, sizeof err));
        assert_true(big.oracle_added >= small.oracle_added);
        added_small += small.oracle_added;
        added_big += big.oracle_added;
        evals_small += small.evals;
        evals_big += big.evals;
    }
    assert_true(added_big > added_small);
    assert_true(evals_big > evals_small);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rm_matching_pennies),
        cmocka_unit_test(test_rm_rps_and_dominance),
        cmocka_unit_test(test_rm_matches_full_sums),
        cmocka_unit_test(test_eval_terminal_and_symmetry),
        cmocka_unit_test(test_eval_knows_the_ways_to_win),
        cmocka_unit_test(test_cand_select_distinct_and_bounded),
        cmocka_unit_test(test_cand_killer),
        cmocka_unit_test(test_cand_doomed_matches_reference),
        cmocka_unit_test(test_ai_doom_check_steps_around_trap),
        cmocka_unit_test(test_ai_doom_check_undone_when_stopped),
        cmocka_unit_test(test_model_learns_a_habit),
        cmocka_unit_test(test_model_oneply_weight),
        cmocka_unit_test(test_model_weights_learn_slowly),
        cmocka_unit_test(test_model_posterior_q),
        cmocka_unit_test(test_model_confidence_past_free_edge),
        cmocka_unit_test(test_model_experts_rest),
        cmocka_unit_test(test_tm_budget),
        cmocka_unit_test(test_tm_game_plan),
        cmocka_unit_test(test_play_floor_and_pick),
        cmocka_unit_test(test_ai_legal_and_deterministic),
        cmocka_unit_test(test_ai_memo_is_per_turn),
        cmocka_unit_test(test_ai_finds_forced_win),
        cmocka_unit_test(test_ai_lethal_filter),
        cmocka_unit_test(test_ai_exploit_audit),
        cmocka_unit_test(test_ai_instant_mode),
        cmocka_unit_test(test_ai_lean_mode),
        cmocka_unit_test(test_peer_eval_zero_sum_and_exact),
        cmocka_unit_test(test_peer_arms_legal_distinct_and_ranked),
        cmocka_unit_test(test_peer_refuted_and_mixed_play),
        cmocka_unit_test(test_peer_rm_equilibria),
        cmocka_unit_test(test_peer_tm_budget),
        cmocka_unit_test(test_duct_legal_and_deterministic),
        cmocka_unit_test(test_depth2_legal_and_deterministic),
        cmocka_unit_test(test_peers_find_forced_win),
        cmocka_unit_test(test_peers_avoid_refuted_pairs),
        cmocka_unit_test(test_ai_spends_a_larger_budget),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
