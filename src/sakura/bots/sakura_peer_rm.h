/*
 * sakura_peer_rm.h -- a zero-sum matrix game solved by regret matching+
 * (RM+: regrets clipped at zero, alternating updates, iteration t weighted
 * by t in the averages), for the depth-2 peer (sakura_depth2).  The peers'
 * own copy, so that a change to our AI's solver (src/sakura/ai/sakura_rm)
 * never moves a peer.
 *
 * A is m x n (row stride lda, m and n at most SPR_MAX), the row player's
 * payoff; the row player maximises, the column player minimises.  Pure.
 */
#ifndef SAKURA_PEER_RM_H
#define SAKURA_PEER_RM_H

/* largest side of a matrix */
#define SPR_MAX 48

/* Average strategies after `iters` iterations into x[0..m) and y[0..n);
 * returns the row player's value x^T A y. */
double sakura_peer_rm_solve(const double *A, int m, int n, int lda, int iters, double *x, double *y);

#endif
