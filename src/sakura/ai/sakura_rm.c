/*
 * sakura_rm.c -- see sakura_rm.h.
 *
 * Invariant of the loop: the regret vectors are non-negative (the "+" of
 * RM+); the current strategy is the normalised regret, or uniform when all
 * regrets are zero.  Iteration t adds its strategy with weight t to the
 * running sums, which converge to an equilibrium faster than the plain
 * average.
 */
#include "sakura/ai/sakura_rm.h"
#include "sakura/ai/sakura_ai_tune.h"

static void sk_rm_current(const double *reg, int k, double *out)
{
    double sum = 0;
    int i;
    for (i = 0; i < k; i++) sum += reg[i];
    for (i = 0; i < k; i++) out[i] = sum > 0 ? reg[i] / sum : 1.0 / k;
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

static void sk_rm_normalise(double *v, int k)
{
    double sum = 0;
    int i;
    for (i = 0; i < k; i++) sum += v[i];
    for (i = 0; i < k; i++) v[i] = sum > 0 ? v[i] / sum : 1.0 / k;
}

double sakura_rm_solve(const double *A, int m, int n, int lda, int iters,
                       double *x, double *y)
{
    double rx[SK_MAX_K], ry[SK_MAX_K], cx[SK_MAX_K], cy[SK_MAX_K], u[SK_MAX_K];
    double ev, v = 0;
    int i, j, t;
    for (i = 0; i < m; i++) { rx[i] = 0; x[i] = 0; }
    for (j = 0; j < n; j++) { ry[j] = 0; y[j] = 0; }
    sk_rm_current(ry, n, cy);
    for (t = 1; t <= iters; t++) {
        sk_rm_current(rx, m, cx);
        ev = 0;
        for (i = 0; i < m; i++) { u[i] = sakura_rm_row_value(A, n, lda, i, cy); ev += cx[i] * u[i]; }
        for (i = 0; i < m; i++) {
            rx[i] += u[i] - ev;
            if (rx[i] < 0) rx[i] = 0;
        }
        sk_rm_current(rx, m, cx);
        for (i = 0; i < m; i++) x[i] += t * cx[i];
        ev = 0;
        for (j = 0; j < n; j++) { u[j] = sakura_rm_col_value(A, m, lda, j, cx); ev += cy[j] * u[j]; }
        for (j = 0; j < n; j++) {
            ry[j] += ev - u[j];
            if (ry[j] < 0) ry[j] = 0;
        }
        sk_rm_current(ry, n, cy);
        for (j = 0; j < n; j++) y[j] += t * cy[j];
    }
    sk_rm_normalise(x, m);
    sk_rm_normalise(y, n);
    for (i = 0; i < m; i++) v += x[i] * sakura_rm_row_value(A, n, lda, i, y);
    return v;
}
