/*
 * sakura_rm.h -- approximate solution of a zero-sum matrix game by regret
 * matching+ (Tammelin 2014) with alternating updates and linearly weighted
 * averages.
 *
 * A is row-major, m x n (m, n <= SK_MAX_K), stride `lda`; the row player
 * maximises x^T A y, the column player minimises it.  x and y receive the
 * averaged strategies (each sums to 1); the return value is x^T A y for
 * them.  No allocation: the regrets live on the stack, sized by SK_MAX_K.
 */
#ifndef SAKURA_RM_H
#define SAKURA_RM_H

double sakura_rm_solve(const double *A, int m, int n, int lda, int iters,
                       double *x, double *y);
/* Value of row i / column j against the opponent's mixed strategy. */
double sakura_rm_row_value(const double *A, int n, int lda, int i, const double *y);
double sakura_rm_col_value(const double *A, int m, int lda, int j, const double *x);

#endif
