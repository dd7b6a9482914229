/* Unit tests of the arena's statistics (src/arena/arena_stats.c).
 *
 * Expected values: the simple ones by hand (shown in the comments); the
 * rest from an independent Python transcription of fishtest's published
 * LLRcalc.py formulas (results_to_pdf with 1e-3 regularisation,
 * MLE_t_value, LLR_normalized, LLR_normalized_alt) and fastchess's
 * pentanomial Elo error, with the secular equation solved by bisection. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include "arena/arena_stats.h"

#define NEAR(a, b, tol) assert_true(fabs((a) - (b)) <= (tol))

static void test_elo_from_score(void **state)
{
    (void)state;
    NEAR(arena_elo_from_score(0.75), 400.0 * log10(3.0), 1e-9); /* 190.8485 */
    NEAR(arena_elo_from_score(0.75), 190.848501887865, 1e-9);
    NEAR(arena_elo_from_score(0.25), -190.848501887865, 1e-9);
    NEAR(arena_elo_from_score(0.5), 0.0, 1e-12);
    /* 10^(1/4) : 1 odds is exactly 100 Elo */
    NEAR(arena_elo_from_score(1.0 / (1.0 + pow(10.0, -0.25))), 100.0, 1e-9);
    assert_true(isinf(arena_elo_from_score(1.0)) && arena_elo_from_score(1.0) > 0);
    assert_true(isinf(arena_elo_from_score(0.0)) && arena_elo_from_score(0.0) < 0);
    assert_true(isnan(arena_elo_from_score(1.5)));
    assert_true(isnan(arena_elo_from_score(NAN)));
}

static void test_penta_symmetric(void **state)
{
    long long c[ARENA_P_N] = {1, 2, 4, 2, 1};
    arena_penta_stats st;
    (void)state;
    arena_penta_summarise(c, &st);
    assert_int_equal(st.pairs, 10);
    NEAR(st.mu, 0.5, 1e-12);
    /* (1*.25^2*4 + 2*.0625*2)... = (0.25+0.125+0+0.125+0.25)/10 = 0.075 */
    NEAR(st.var, 0.075, 1e-12);
    NEAR(st.elo, 0.0, 1e-9);
    NEAR(st.elo_err, 122.81842386486119, 1e-6);
    NEAR(st.nelo, 0.0, 1e-9);
    /* 1.96 * 800/ln10 / sqrt(20 games) */
    NEAR(st.nelo_err, 152.2675610544914, 1e-6);
    NEAR(st.los, 0.5, 1e-12);
}

static void test_penta_skewed(void **state)
{
    long long c[ARENA_P_N] = {0, 5, 10, 20, 15};
    long long big[ARENA_P_N] = {30, 250, 500, 270, 40};
    arena_penta_stats st;
    (void)state;
    arena_penta_summarise(c, &st);
    NEAR(st.mu, 0.725, 1e-12);    /* (5*.25 + 10*.5 + 20*.75 + 15) / 50 */
    NEAR(st.var, 0.055625, 1e-12); /* 2.78125 / 50 by hand */
    NEAR(st.elo, 168.40212509629237, 1e-6);
    NEAR(st.elo_err, 57.808267905107854, 1e-6);
    NEAR(st.nelo, 234.3725831106194, 1e-6);
    NEAR(st.nelo_err, 68.09612345718847, 1e-6);
    NEAR(st.los, 0.9999999999923899, 1e-9);
    arena_penta_summarise(big, &st);
    NEAR(st.mu, 0.5091743119266054, 1e-12);
    NEAR(st.var, 0.045787391633700866, 1e-12);
    NEAR(st.elo, 6.375680440579091, 1e-6);
    NEAR(st.elo_err, 8.831855447021702, 1e-6);
    NEAR(st.nelo, 10.533188361823495, 1e-6);
    NEAR(st.nelo_err, 14.584587236450837, 1e-6);
    NEAR(st.los, 0.9215409000781059, 1e-9);
}

static void test_penta_degenerate(void **state)
{
    long long none[ARENA_P_N] = {0, 0, 0, 0, 0};
    long long all[ARENA_P_N] = {0, 0, 0, 0, 7};
    arena_penta_stats st;
    (void)state;
    arena_penta_summarise(none, &st);
    assert_int_equal(st.pairs, 0);
    assert_true(isnan(st.mu) && isnan(st.elo) && isnan(st.elo_err) && isnan(st.los));
    arena_penta_summarise(all, &st);
    NEAR(st.mu, 1.0, 0);
    assert_true(isinf(st.elo) && st.elo > 0);
    assert_true(isinf(st.elo_err));
    assert_true(isnan(st.los));  /* no spread: no error, so no likelihood of superiority */
    assert_true(isnan(st.nelo)); /* no spread: undefined, never a crash */
}

/* a sample without spread does not bound the Elo: +inf, never 0; an even
 * score is +0, never -0 (the "-0.00 +/- 0.00" of one drawn pair) */
static void test_penta_unbounded(void **state)
{
    long long one[ARENA_P_N] = {0, 0, 0, 1, 0};   /* one pair: var 0 */
    long long dd[ARENA_P_N] = {0, 0, 40, 0, 0};   /* forty even pairs: var 0 */
    long long two[ARENA_P_N] = {0, 0, 1, 1, 0};   /* scores .5 and .75 */
    arena_penta_stats st;
    (void)state;
    arena_penta_summarise(one, &st);
    NEAR(st.elo, 190.848501887865, 1e-9);         /* 400 log10(3): a score of 3/4 */
    assert_true(isinf(st.elo_err) && st.elo_err > 0);
    arena_penta_summarise(dd, &st);
    assert_true(st.elo == 0.0 && !signbit(st.elo));
    assert_true(isinf(st.elo_err) && st.elo_err > 0);
    assert_true(!signbit(arena_elo_from_score(0.5)));
    /* mu 0.625, var 1/64, se 1/(8 sqrt 2) = 0.0884: 0.625 + 1.96 se < 1, bounded */
    arena_penta_summarise(two, &st);
    NEAR(st.mu, 0.625, 1e-12);
    NEAR(st.var, 1.0 / 64.0, 1e-12);
    assert_true(isfinite(st.elo_err) && st.elo_err > 0);
    /* with spread, yet the interval leaves (0, 1): mu 0.95, var 0.0225, se
     * 0.0474, 0.95 + 1.96 se > 1 (and its mirror below 0): unbounded */
    {
        long long high[ARENA_P_N] = {0, 0, 1, 0, 9}, low[ARENA_P_N] = {9, 0, 1, 0, 0};
        arena_penta_summarise(high, &st);
        NEAR(st.var, 0.0225, 1e-12);
        assert_true(isfinite(st.elo) && isinf(st.elo_err) && st.elo_err > 0);
        arena_penta_summarise(low, &st);
        assert_true(isfinite(st.elo) && isinf(st.elo_err) && st.elo_err > 0);
    }
}

/* the ranking of a round robin of A, B, C, 5 pairs a pairing, counts from
 * the first bot's side: A-B [0,1,1,2,1], A-C [1,1,2,1,0], B-C [0,0,5,0,0].
 * Each bot's pairs, seen from its side (mirror = reversed), pooled:
 *   A = A-B + A-C                   = [1,2,3,3,1]
 *   B = mirror(A-B) + B-C           = [1,2,1,1,0] + [0,0,5,0,0] = [1,2,6,1,0]
 *   C = mirror(A-C) + mirror(B-C)   = [0,1,2,1,1] + [0,0,5,0,0] = [0,1,7,1,1]
 * By hand, pair scores i/4, n = 10 each:
 *   A: mu = (0 + 2(.25) + 3(.5) + 3(.75) + 1)/10 = 5.25/10 = 0.525,
 *      var = (.525^2 + 2(.275^2) + 3(.025^2) + 3(.225^2) + .475^2)/10
 *          = 0.80625/10 = 0.080625, Elo = 400 log10(.525/.475) = 400 log10(21/19);
 *   B: mu = (.5 + 3 + .75)/10 = 0.425, var = 0.038125, Elo = 400 log10(17/23);
 *   C: mu = (.25 + 3.5 + .75 + 1)/10 = 0.55, var = 0.035, Elo = 400 log10(11/9).
 * The errors: half of Elo(mu + 1.96 se) - Elo(mu - 1.96 se), se = sqrt(var/10):
 *   A: mu -/+ 0.175988 = 0.349012 .. 0.700988 -> 128.1509;
 *   B: 0.425 -/+ 0.121019 -> 87.9888;  C: 0.55 -/+ 0.115951 -> 82.9759. */
static void test_rank_pooled(void **state)
{
    long long ab[ARENA_P_N] = {0, 1, 1, 2, 1}, ac[ARENA_P_N] = {1, 1, 2, 1, 0};
    long long bc[ARENA_P_N] = {0, 0, 5, 0, 0}, m1[ARENA_P_N], m2[ARENA_P_N];
    long long a[ARENA_P_N], b[ARENA_P_N], c[ARENA_P_N];
    arena_penta_stats st;
    int i;
    (void)state;
    arena_penta_mirror(ab, m1);
    assert_true(m1[0] == 1 && m1[1] == 2 && m1[2] == 1 && m1[3] == 1 && m1[4] == 0);
    for (i = 0; i < ARENA_P_N; i++) {
        a[i] = ab[i] + ac[i];
        b[i] = m1[i] + bc[i];
    }
    arena_penta_mirror(ac, m1);
    arena_penta_mirror(bc, m2);
    for (i = 0; i < ARENA_P_N; i++)
        c[i] = m1[i] + m2[i];
    arena_penta_summarise(a, &st);
    NEAR(st.mu, 0.525, 1e-12);
    NEAR(st.var, 0.080625, 1e-12);
    NEAR(st.elo, 400.0 * log10(21.0 / 19.0), 1e-9); /* 17.3863 */
    NEAR(st.elo_err, 128.15088524572474, 1e-6);
    arena_penta_summarise(b, &st);
    NEAR(st.mu, 0.425, 1e-12);
    NEAR(st.var, 0.038125, 1e-12);
    NEAR(st.elo, 400.0 * log10(17.0 / 23.0), 1e-9); /* -52.5116 */
    NEAR(st.elo_err, 87.98883169800654, 1e-6);
    arena_penta_summarise(c, &st);
    NEAR(st.mu, 0.55, 1e-12);
    NEAR(st.var, 0.035, 1e-12);
    NEAR(st.elo, 400.0 * log10(11.0 / 9.0), 1e-9); /* 34.8601 */
    NEAR(st.elo_err, 82.97594686360576, 1e-6);
}

static void test_sprt_llr_reference(void **state)
{
    long long a[ARENA_P_N] = {30, 250, 500, 270, 40};
    long long b[ARENA_P_N] = {40, 270, 500, 250, 30};
    long long c[ARENA_P_N] = {0, 5, 10, 20, 15};
    long long d[ARENA_P_N] = {2, 10, 30, 12, 3};
    (void)state;
    NEAR(arena_sprt_llr(a, 0, 5), 0.7251906732355398, 1e-6);
    NEAR(arena_sprt_llr(a, 0, 2), 0.34422447514379934, 1e-6);
    NEAR(arena_sprt_llr(b, 0, 5), -1.1762983567284473, 1e-6);
    NEAR(arena_sprt_llr(c, 0, 10), 1.3288523630909488, 1e-6);
    NEAR(arena_sprt_llr(d, -5, 5), 0.18974019533436665, 1e-6);
    NEAR(arena_sprt_llr_approx(a, 0, 5), 0.7249553901794602, 1e-9);
    NEAR(arena_sprt_llr_approx(b, 0, 5), -1.1751558208031774, 1e-9);
    NEAR(arena_sprt_llr_approx(c, 0, 10), 1.323213894377642, 1e-9);
    NEAR(arena_sprt_llr_approx(d, -5, 5), 0.18963644227627852, 1e-9);
}

static void test_sprt_llr_properties(void **state)
{
    long long a[ARENA_P_N] = {30, 250, 500, 270, 40};
    long long mirror[ARENA_P_N] = {40, 270, 500, 250, 30};
    long long none[ARENA_P_N] = {0, 0, 0, 0, 0};
    double lo, hi;
    (void)state;
    NEAR(arena_sprt_llr(a, 3, 3), 0.0, 1e-9); /* same hypothesis: no evidence */
    /* mirrored results with mirrored hypotheses give the same LLR */
    NEAR(arena_sprt_llr(a, 0, 5), arena_sprt_llr(mirror, 0, -5), 1e-6);
    /* more games of the same shape: about proportionally more evidence */
    {
        long long a10[ARENA_P_N] = {300, 2500, 5000, 2700, 400};
        double r = arena_sprt_llr(a10, 0, 5) / arena_sprt_llr(a, 0, 5);
        assert_true(r > 9.9 && r < 10.1);
    }
    assert_true(fabs(arena_sprt_llr(none, 0, 5)) < 1e-3);
    arena_sprt_bounds(0.05, 0.05, &lo, &hi);
    NEAR(lo, log(0.05 / 0.95), 1e-12); /* -2.944 */
    NEAR(hi, 2.9444389791664403, 1e-12);
    arena_sprt_bounds(0.05, 0.1, &lo, &hi);
    NEAR(lo, log(0.1 / 0.95), 1e-12);
    NEAR(hi, log(0.9 / 0.05), 1e-12);
}

/* bounds from nElo 231.6 up: fishtest's uniform start has no root there,
 * yet the LLR exists (an independent fixed-point solve from the observed
 * distribution gives 56.977 for the first case) */
static void test_sprt_llr_wide_bounds(void **state)
{
    static const long long cases[][ARENA_P_N] = {
        {0, 0, 1, 0, 99}, {3, 10, 20, 12, 5}, {0, 0, 0, 2, 1}, {1, 2, 0, 0, 0},
        {1000, 0, 0, 0, 0}, {0, 5, 10, 20, 15}, {7, 0, 0, 0, 9}};
    size_t c;
    int e;
    (void)state;
    NEAR(arena_sprt_llr(cases[0], 0, 300), 56.9767, 1e-3);
    /* continuous where the solve changes path (231.62) */
    assert_true(fabs(arena_sprt_llr(cases[1], 0, 231.6) - arena_sprt_llr(cases[1], 0, 231.65)) < 0.01);
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        long long m[ARENA_P_N];
        arena_penta_mirror(cases[c], m);
        for (e = -1000; e <= 950; e += 50) {
            double llr = arena_sprt_llr(cases[c], e, e + 50), wide = arena_sprt_llr(cases[c], -1000, 1000);
            if (!isfinite(llr) || !isfinite(wide))
                fail_msg("case %zu, [%d, %d]: LLR %g, [-1000, 1000]: %g", c, e, e + 50, llr, wide);
            /* mirrored results with mirrored hypotheses: the same LLR */
            NEAR(llr, arena_sprt_llr(m, -e, -e - 50), 1e-6 * (1.0 + fabs(llr)));
        }
    }
}

static void test_t_quantile_and_sample(void **state)
{
    arena_sample s = {0, 0, 0};
    (void)state;
    NEAR(arena_t975(1), 12.706204736, 1e-6);
    NEAR(arena_t975(30), 2.042272456, 1e-6);
    NEAR(arena_t975(31), 2.039513446, 2e-6); /* table values of t(0.975) */
    NEAR(arena_t975(40), 2.021075390, 2e-6);
    NEAR(arena_t975(100), 1.983971519, 2e-6);
    NEAR(arena_t975(100000), 1.959963985, 1e-4);
    assert_true(isnan(arena_t975(0)));
    assert_true(isnan(arena_sample_mean(&s)));
    arena_sample_add(&s, 1);
    assert_true(isnan(arena_sample_ci(&s)));
    arena_sample_add(&s, 2);
    arena_sample_add(&s, 3);
    arena_sample_add(&s, 4);
    NEAR(arena_sample_mean(&s), 2.5, 1e-12);
    /* s^2 = 5/3, half-width = t(3) * sqrt(5/3 / 4) */
    NEAR(arena_sample_ci(&s), 3.182446305 * sqrt(5.0 / 12.0), 1e-9);
}

static void test_pair_ratio(void **state)
{
    static const double x[5] = {3, 1, 4, 1, 5}, y[5] = {2, 2, 3, 1, 4};
    arena_pair p = {0, 0, 0, 0, 0, 0};
    double half = 0;
    int i;
    (void)state;
    assert_true(isnan(arena_pair_ratio(&p, &half)) && isnan(half));
    arena_pair_add(&p, 3, 2);
    NEAR(arena_pair_ratio(&p, &half), 1.5, 1e-12);
    assert_true(isnan(half)); /* one pair: no spread */
    p = (arena_pair){0, 0, 0, 0, 0, 0};
    for (i = 0; i < 5; i++)
        arena_pair_add(&p, x[i], y[i]);
    /* by hand: means 2.8 / 2.4, s_xx 3.2, s_yy 1.3, s_xy 1.85;
     * var R = (3.2 - 2 (7/6) 1.85 + (7/6)^2 1.3) / (5 * 2.4^2) = 0.6527778 / 28.8 */
    NEAR(arena_pair_ratio(&p, &half), 7.0 / 6.0, 1e-12);
    NEAR(half, 2.776445105 * sqrt(0.65277777777 / 28.8), 1e-8);
    /* x = 2y exactly: the ratio has no spread */
    p = (arena_pair){0, 0, 0, 0, 0, 0};
    for (i = 0; i < 5; i++)
        arena_pair_add(&p, 2 * y[i], y[i]);
    NEAR(arena_pair_ratio(&p, &half), 2.0, 1e-12);
    NEAR(half, 0.0, 1e-6);
    /* mean y 0: no ratio */
    p = (arena_pair){0, 0, 0, 0, 0, 0};
    arena_pair_add(&p, 1, 0);
    arena_pair_add(&p, 2, 0);
    assert_true(isnan(arena_pair_ratio(&p, &half)) && isnan(half));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_elo_from_score),
        cmocka_unit_test(test_pair_ratio),
        cmocka_unit_test(test_penta_symmetric),
        cmocka_unit_test(test_penta_skewed),
        cmocka_unit_test(test_penta_degenerate),
        cmocka_unit_test(test_penta_unbounded),
        cmocka_unit_test(test_rank_pooled),
        cmocka_unit_test(test_sprt_llr_reference),
        cmocka_unit_test(test_sprt_llr_properties),
        cmocka_unit_test(test_sprt_llr_wide_bounds),
        cmocka_unit_test(test_t_quantile_and_sample),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
