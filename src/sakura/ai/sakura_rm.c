/*
 * sakura_rm.c -- see sakura_rm.h.
 *
 * Invariant of the loop: the regret vectors are non-negative (the "+" of
 * RM+); the current strategy is the normalised regret, or uniform when all
 * regrets are zero.  Iteration t adds its strategy with weight t to the
 * running sums, which converge to an equilibrium faster than the plain
 * average.
 *
 * Speed without changing a bit: the current strategies are sparse (most
 * regrets sit at 0), so the payoffs against them sum over the support
 * only, in the same ascending order as a full sum.  A skipped term is a
 * finite payoff times a zero weight, so ±0; a sum that starts at +0 is
 * never -0, and adding ±0 to it changes nothing, so every value, and so
 * every strategy and signature, is the one the full sums give.  The column
 * payoffs are accumulated row by row (contiguous memory), each column's
 * terms still in row order.
 */
#include "sakura/ai/sakura_rm.h"
#include "sakura/ai/sakura_ai_tune.h"

/* out = v / sum(v), or uniform when the sum is 0 (the test hoisted out of
 * the loop, so the divisions vectorise). */
static void sk_rm_scaled(const double *v, int k, double *out)
{
    double sum = 0;
    int i;
    for (i = 0; i < k; i++) sum += v[i];
    if (sum > 0)
        for (i = 0; i < k; i++) out[i] = v[i] / sum;
    else
        for (i = 0; i < k; i++) out[i] = 1.0 / k;
}

/* The indices of s's non-zero weights, ascending; returns their count. */
static int sk_rm_support(const double *s, int k, int *idx)
{
    int i, n = 0;
    for (i = 0; i < k; i++)
        if (s[i] != 0) idx[n++] = i;
    return n;
}

/* u[i] = row i of A against y, summed over y's support (idx, ns). */
static void sk_rm_rows_against(const double *A, int m, int lda, const double *y,
                               const int *idx, int ns, double *u)
{
    int i, q;
    for (i = 0; i < m; i++) {
        const double *row = A + i * lda;
        double v = 0;
        for (q = 0; q < ns; q++) v += row[idx[q]] * y[idx[q]];
        u[i] = v;
    }
}

/* u[j] = column j of A against x, summed over x's support (idx, ns). */
static void sk_rm_cols_against(const double *A, int n, int lda, const double *x,
                               const int *idx, int ns, double *u)
{
    int j, q;
    for (j = 0; j < n; j++) u[j] = 0;
    for (q = 0; q < ns; q++) {
        const double *row = A + idx[q] * lda;
        double w = x[idx[q]];
        for (j = 0; j < n; j++) u[j] += row[j] * w;
    }
}

double sakura_rm_row_value(const double *A, int n, int lda, int i, const double *y)
{
    double v = 0;
    int j;
    for (j = 0; j < n; j++) v += A[i * lda + j] * y[j];
    return v;
}

double sakura_rm_col_value(const double *A, int m, int lda, int j, const double *x)
{
    double v = 0;
    int i;
    for (i = 0; i < m; i++) v += A[i * lda + j] * x[i];
    return v;
}

/* One player's regret update: r += u - ev (row player, sign +1) or
 * r += ev - u (column player, sign -1), clipped at 0. */
static void sk_rm_regret(double *r, const double *u, const double *cur, int k, int sign)
{
    double ev = 0;
    int i;
    for (i = 0; i < k; i++) ev += cur[i] * u[i];
    for (i = 0; i < k; i++) {
        r[i] += sign > 0 ? u[i] - ev : ev - u[i];
        if (r[i] < 0) r[i] = 0;
    }
}

double sakura_rm_solve(const double *A, int m, int n, int lda, int iters,
                       double *x, double *y)
{
    double rx[SK_MAX_K], ry[SK_MAX_K], cx[SK_MAX_K], cy[SK_MAX_K], u[SK_MAX_K];
    int sup[SK_MAX_K], ns;
    double v = 0;
    int i, j, t;
    for (i = 0; i < m; i++) { rx[i] = 0; x[i] = 0; }
    for (j = 0; j < n; j++) { ry[j] = 0; y[j] = 0; }
    sk_rm_scaled(rx, m, cx);
    sk_rm_scaled(ry, n, cy);
    for (t = 1; t <= iters; t++) {
        ns = sk_rm_support(cy, n, sup);
        sk_rm_rows_against(A, m, lda, cy, sup, ns, u);
        sk_rm_regret(rx, u, cx, m, 1);
        sk_rm_scaled(rx, m, cx);
        for (i = 0; i < m; i++) x[i] += t * cx[i];
        ns = sk_rm_support(cx, m, sup);
        sk_rm_cols_against(A, n, lda, cx, sup, ns, u);
        sk_rm_regret(ry, u, cy, n, -1);
        sk_rm_scaled(ry, n, cy);
        for (j = 0; j < n; j++) y[j] += t * cy[j];
    }
    sk_rm_scaled(x, m, x);
    sk_rm_scaled(y, n, y);
    for (i = 0; i < m; i++) v += x[i] * sakura_rm_row_value(A, n, lda, i, y);
    return v;
}
