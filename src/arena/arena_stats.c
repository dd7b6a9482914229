/*
 * arena_stats.c -- Elo, pentanomial, SPRT and sample statistics; see
 * arena_stats.h for the formulas.
 */
#include <math.h>
#include "arena/arena_stats.h"

#define AS_REGULARISE 1e-3   /* fishtest: a zero count becomes this */
#define AS_MLE_ROUNDS 10     /* fishtest MLE_t_value fixed-point rounds */
#define AS_MLE_TOL 1e-9      /* ... and its convergence tolerance */
#define AS_MLE_STEPS 64      /* continuation steps where fishtest's start fails */
#define AS_MLE_HALVINGS 40   /* ... and how often a failing step may be halved */
#define AS_ROOT_STEPS 200    /* bisection steps of the secular equation */

double arena_elo_from_score(double score)
{
    double e;
    if (!(score >= 0.0 && score <= 1.0))
        return NAN;
    if (score == 0.0)
        return -INFINITY;
    if (score == 1.0)
        return INFINITY;
    e = -400.0 * log10(1.0 / score - 1.0);
    return e == 0.0 ? 0.0 : e; /* +0 at an even score, never -0 */
}

/* mean and variance of the distribution values[i] with weights p[i] */
static void as_moments(const double p[ARENA_P_N], double *mu, double *var)
{
    double m = 0.0, v = 0.0, total = 0.0;
    int i;
    for (i = 0; i < ARENA_P_N; i++) {
        total += p[i];
        m += p[i] * (i / 4.0);
    }
    m /= total;
    for (i = 0; i < ARENA_P_N; i++)
        v += p[i] * (i / 4.0 - m) * (i / 4.0 - m);
    *mu = m;
    *var = v / total;
}

void arena_penta_summarise(const long long counts[ARENA_P_N], arena_penta_stats *out)
{
    double p[ARENA_P_N], se, lo, hi;
    long long n = 0;
    int i;
    for (i = 0; i < ARENA_P_N; i++)
        n += counts[i];
    out->pairs = n;
    out->mu = out->var = out->elo = out->elo_err = NAN;
    out->nelo = out->nelo_err = out->los = NAN;
    if (n <= 0)
        return;
    for (i = 0; i < ARENA_P_N; i++)
        p[i] = (double)counts[i];
    as_moments(p, &out->mu, &out->var);
    se = sqrt(out->var / (double)n);
    out->elo = arena_elo_from_score(out->mu);
    lo = out->mu - ARENA_Z975 * se;
    hi = out->mu + ARENA_Z975 * se;
    out->elo_err = (lo <= 0.0 || hi >= 1.0 || out->var <= 0.0)
        ? INFINITY
        : (arena_elo_from_score(hi) - arena_elo_from_score(lo)) / 2.0;
    if (out->var > 0.0) { /* without spread both are undefined, as the Elo error is infinite */
        out->nelo = (out->mu - 0.5) / sqrt(2.0 * out->var) * ARENA_NELO_PER_NT;
        out->los = 0.5 * erfc(-(out->mu - 0.5) / (se * sqrt(2.0)));
    }
    out->nelo_err = ARENA_Z975 * ARENA_NELO_PER_NT / sqrt(2.0 * (double)n);
}

void arena_penta_mirror(const long long in[ARENA_P_N], long long out[ARENA_P_N])
{
    int i;
    for (i = 0; i < ARENA_P_N; i++)
        out[i] = in[ARENA_P_N - 1 - i];
}

/* fishtest results_to_pdf: regularised frequencies; returns the count */
static double as_pdf(const long long counts[ARENA_P_N], double p[ARENA_P_N])
{
    double n = 0.0;
    int i;
    for (i = 0; i < ARENA_P_N; i++) {
        p[i] = counts[i] > 0 ? (double)counts[i] : AS_REGULARISE;
        n += p[i];
    }
    for (i = 0; i < ARENA_P_N; i++)
        p[i] /= n;
    return n;
}

/* root x of sum p_i b_i / (1 + x b_i) = 0 (decreasing in x between the
 * poles -1/max b and -1/min b); 0 on success, -1 if b does not straddle 0 */
static int as_secular(const double p[ARENA_P_N], const double b[ARENA_P_N], double *x)
{
    double bmin = b[0], bmax = b[0], lo, hi, mid, f;
    int i, step;
    for (i = 1; i < ARENA_P_N; i++) {
        bmin = b[i] < bmin ? b[i] : bmin;
        bmax = b[i] > bmax ? b[i] : bmax;
    }
    if (!(bmin < 0.0 && bmax > 0.0))
        return -1;
    lo = -1.0 / bmax;
    hi = -1.0 / bmin;
    for (step = 0; step < AS_ROOT_STEPS; step++) {
        mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi)
            break;
        f = 0.0;
        for (i = 0; i < ARENA_P_N; i++)
            f += p[i] * b[i] / (1.0 + mid * b[i]);
        if (f > 0.0)
            lo = mid;
        else
            hi = mid;
    }
    *x = 0.5 * (lo + hi);
    return 0;
}

/* fishtest MLE_t_value from the distribution q holds: the distribution on
 * values i/4 nearest to p (max likelihood) whose t-value (mu - 0.5)/sigma
 * is t, into q.  0, or -1 when a round's secular equation has no root. */
static int as_mle_t_from(const double p[ARENA_P_N], double t, double q[ARENA_P_N])
{
    double prev[ARENA_P_N], b[ARENA_P_N], mu, var, sigma, x, d, change;
    int i, round;
    for (round = 0; round < AS_MLE_ROUNDS; round++) {
        as_moments(q, &mu, &var);
        sigma = sqrt(var);
        for (i = 0; i < ARENA_P_N; i++) {
            d = (mu - i / 4.0) / sigma;
            b[i] = i / 4.0 - 0.5 - t * sigma * (1.0 + d * d) / 2.0;
            prev[i] = q[i];
        }
        if (as_secular(p, b, &x) != 0)
            return -1;
        change = 0.0;
        for (i = 0; i < ARENA_P_N; i++) {
            q[i] = p[i] / (1.0 + x * b[i]);
            change = fabs(q[i] - prev[i]) > change ? fabs(q[i] - prev[i]) : change;
        }
        if (change < AS_MLE_TOL)
            break;
    }
    return 0;
}

/* fishtest starts from the uniform distribution, whose first round has no
 * root once t >= 0.9428 (nElo >= 231.6: with sigma = sqrt(0.125) every b_i
 * is negative).  Its fixed point exists for every t, so the target is then
 * reached by continuation: t in AS_MLE_STEPS equal steps, each started
 * from the last one's fixed point, a step halved when its rounds fail. */
static int as_mle_t(const double p[ARENA_P_N], double t, double q[ARENA_P_N])
{
    double trial[ARENA_P_N], done = 0.0, step = t / AS_MLE_STEPS, next;
    int i, halvings = 0;
    for (i = 0; i < ARENA_P_N; i++)
        q[i] = 1.0 / ARENA_P_N;
    if (as_mle_t_from(p, t, q) == 0)
        return 0;
    for (i = 0; i < ARENA_P_N; i++)
        q[i] = 1.0 / ARENA_P_N;
    while (done != t) {
        next = fabs(done + step) < fabs(t) ? done + step : t;
        for (i = 0; i < ARENA_P_N; i++)
            trial[i] = q[i];
        if (as_mle_t_from(p, next, trial) != 0) {
            if (++halvings > AS_MLE_HALVINGS)
                return -1;
            step /= 2.0;
            continue;
        }
        for (i = 0; i < ARENA_P_N; i++)
            q[i] = trial[i];
        done = next;
    }
    return 0;
}

double arena_sprt_llr(const long long counts[ARENA_P_N], double nelo0, double nelo1)
{
    double p[ARENA_P_N], q0[ARENA_P_N], q1[ARENA_P_N], n, sum = 0.0;
    int i;
    n = as_pdf(counts, p);
    /* per-pair t-value = sqrt2 * per-game t-value */
    if (as_mle_t(p, sqrt(2.0) * nelo0 / ARENA_NELO_PER_NT, q0) != 0 ||
        as_mle_t(p, sqrt(2.0) * nelo1 / ARENA_NELO_PER_NT, q1) != 0)
        return NAN;
    for (i = 0; i < ARENA_P_N; i++) {
        if (!(q0[i] > 0.0 && q1[i] > 0.0))
            return NAN;
        sum += p[i] * (log(q1[i]) - log(q0[i]));
    }
    return n * sum;
}

double arena_sprt_llr_approx(const long long counts[ARENA_P_N], double nelo0, double nelo1)
{
    double p[ARENA_P_N], n, mu, var, sigma_pg, nt, nt0, nt1;
    n = as_pdf(counts, p);
    as_moments(p, &mu, &var);
    sigma_pg = sqrt(2.0 * var);
    nt = (mu - 0.5) / sigma_pg;
    nt0 = nelo0 / ARENA_NELO_PER_NT;
    nt1 = nelo1 / ARENA_NELO_PER_NT;
    return n * log((1.0 + (nt - nt0) * (nt - nt0)) / (1.0 + (nt - nt1) * (nt - nt1)));
}

void arena_sprt_bounds(double alpha, double beta, double *lower, double *upper)
{
    *lower = log(beta / (1.0 - alpha));
    *upper = log((1.0 - beta) / alpha);
}

double arena_t975(long long df)
{
    static const double as_t975_table[30] = {
        12.706204736, 4.302652730, 3.182446305, 2.776445105, 2.570581836,
        2.446911851, 2.364624252, 2.306004135, 2.262157163, 2.228138852,
        2.200985160, 2.178812830, 2.160368656, 2.144786688, 2.131449546,
        2.119905299, 2.109815578, 2.100922040, 2.093024054, 2.085963447,
        2.079613845, 2.073873068, 2.068657610, 2.063898562, 2.059538553,
        2.055529439, 2.051830516, 2.048407142, 2.045229642, 2.042272456};
    double z = ARENA_Z975, v, z3, z5, z7;
    if (df < 1)
        return NAN;
    if (df <= 30)
        return as_t975_table[df - 1];
    /* Cornish-Fisher expansion of t in 1/df to the 1/df^3 term: the error is
     * about the next term, 1.6 / df^4 (1.7e-6 at 31, under 1e-6 from 36) */
    v = (double)df;
    z3 = z * z * z;
    z5 = z3 * z * z;
    z7 = z5 * z * z;
    return z + (z3 + z) / (4.0 * v) + (5.0 * z5 + 16.0 * z3 + 3.0 * z) / (96.0 * v * v) +
           (3.0 * z7 + 19.0 * z5 + 17.0 * z3 - 15.0 * z) / (384.0 * v * v * v);
}

void arena_sample_add(arena_sample *s, double x)
{
    s->n++;
    s->sum += x;
    s->sumsq += x * x;
}

double arena_sample_mean(const arena_sample *s)
{
    return s->n > 0 ? s->sum / (double)s->n : NAN;
}

double arena_sample_ci(const arena_sample *s)
{
    double mean, var;
    if (s->n < 2)
        return NAN;
    mean = s->sum / (double)s->n;
    var = (s->sumsq - (double)s->n * mean * mean) / (double)(s->n - 1);
    if (var < 0.0)
        var = 0.0; /* rounding */
    return arena_t975(s->n - 1) * sqrt(var / (double)s->n);
}

void arena_pair_add(arena_pair *p, double x, double y)
{
    p->n++;
    p->sx += x;
    p->sy += y;
    p->sxx += x * x;
    p->syy += y * y;
    p->sxy += x * y;
}

double arena_pair_ratio(const arena_pair *p, double *half)
{
    double n = (double)p->n, mx, my, r, cxx, cyy, cxy, var;
    *half = NAN;
    if (p->n < 1 || p->sy == 0.0)
        return NAN;
    mx = p->sx / n;
    my = p->sy / n;
    r = mx / my;
    if (p->n < 2)
        return r;
    cxx = (p->sxx - n * mx * mx) / (n - 1);
    cyy = (p->syy - n * my * my) / (n - 1);
    cxy = (p->sxy - n * mx * my) / (n - 1);
    var = (cxx - 2.0 * r * cxy + r * r * cyy) / (n * my * my);
    if (var < 0.0)
        var = 0.0; /* rounding */
    *half = arena_t975(p->n - 1) * sqrt(var);
    return r;
}
