/*
 * sakura_peer_rm.c -- see sakura_peer_rm.h.
 *
 * Invariant of the loop: the regrets are non-negative; a player's current
 * strategy is its normalised regret, uniform while every regret is zero.
 */
#include "sakura/bots/sakura_peer_rm.h"

static void spr_normalise(const double *w, int k, double *out)
{
    double sum = 0;
    int i;
    for (i = 0; i < k; i++) sum += w[i];
    for (i = 0; i < k; i++) out[i] = sum > 0 ? w[i] / sum : 1.0 / k;
}

/* u[i] = (A y)_i for the rows, or (x^T A)_j for the columns when `cols` */
static void spr_payoffs(const double *A, int m, int n, int lda, const double *other, int cols, double *u)
{
    int i, j;
    if (!cols) {
        for (i = 0; i < m; i++)
            for (u[i] = 0, j = 0; j < n; j++) u[i] += A[i * lda + j] * other[j];
    } else {
        for (j = 0; j < n; j++)
            for (u[j] = 0, i = 0; i < m; i++) u[j] += A[i * lda + j] * other[i];
    }
}

/* one player's RM+ step: regrets from payoffs u (sign: +1 maximiser,
 * -1 minimiser), then its new current strategy */
static void spr_step(double *reg, double *cur, const double *u, int k, double sign)
{
    double ev = 0;
    int i;
    for (i = 0; i < k; i++) ev += cur[i] * u[i];
    for (i = 0; i < k; i++) {
        reg[i] += sign * (u[i] - ev);
        if (reg[i] < 0) reg[i] = 0;
    }
    spr_normalise(reg, k, cur);
}

double sakura_peer_rm_solve(const double *A, int m, int n, int lda, int iters, double *x, double *y)
{
    double rx[SPR_MAX], ry[SPR_MAX], cx[SPR_MAX], cy[SPR_MAX], u[SPR_MAX], v = 0;
    int i, j, t;
    for (i = 0; i < m; i++) rx[i] = x[i] = 0;
    for (j = 0; j < n; j++) ry[j] = y[j] = 0;
    spr_normalise(rx, m, cx);
    spr_normalise(ry, n, cy);
    for (t = 1; t <= iters; t++) {
        spr_payoffs(A, m, n, lda, cy, 0, u);
        spr_step(rx, cx, u, m, 1.0);
        for (i = 0; i < m; i++) x[i] += t * cx[i];
        spr_payoffs(A, m, n, lda, cx, 1, u);
        spr_step(ry, cy, u, n, -1.0);
        for (j = 0; j < n; j++) y[j] += t * cy[j];
    }
    spr_normalise(x, m, x);
    spr_normalise(y, n, y);
    spr_payoffs(A, m, n, lda, y, 0, u);
    for (i = 0; i < m; i++) v += x[i] * u[i];
    return v;
}
