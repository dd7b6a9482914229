/*
 * candy_grid.h -- grid primitives of the Maki AI: pure helpers on
 * distributions over cells and on the footsteps table, shared by the
 * knowledge, the belief, the table hypotheses and the tracked hunters.
 *
 * A distribution here is an array of CANDY_CELLS doubles (one per cell of
 * the square, 0 off the maze); a footsteps table t[0..2] holds the three
 * distance thresholds of docs/rules/candy-hunt.md §3, 0 <= t0 <= t1 <= t2.
 * Every function reads only its arguments: no state, no I/O, no
 * allocation; valid C++20.  Nothing in the AI sits below this module.
 */
#ifndef CANDY_GRID_H
#define CANDY_GRID_H

#include "candy/engine/candy_maze.h"

/* Scales b[0..CANDY_CELLS) to sum 1 unless it is all zero; returns the sum before. */
double candy_grid_normalise(double *b);
/* the mixture sum_m w[m] bel[m] of count distributions (not normalised)
 * into mix; returns sum_m w[m] */
double candy_grid_mix(const double (*bel)[CANDY_CELLS], const double *w, int count, double *mix);
/* weights w[0..count) after their evidence z (floored at 1e-6): Bayes,
 * then KT_MODEL_MIX of the way back to equal weights */
void candy_grid_reweigh(double *w, const double *z, int count);
/* the likelihood of footsteps level `steps` (0..3) under table when the
 * true distance lies in [dmin, dmax]: 1 if some distance there gives it,
 * else KT_FLOOR_LEVEL per level of gap, never below KT_FLOOR_MIN */
double candy_grid_footsteps_like(const int *table, int steps, int dmin, int dmax);
/* make table t agree with level a heard at distance d (docs/rules/candy-hunt.md §3) */
void candy_grid_table_learn(int *t, int d, int a);

#endif
