/*
 * candy_grid.h -- grid primitives of the Maki AI: the maze as Maki knows
 * it, as a graph with its distances, and pure helpers on distributions
 * over cells and on the footsteps table, shared by the knowledge, the
 * belief, the table hypotheses, the tracked hunters and the planner.
 *
 * The graph (candy_grid).  From a terrain map (CANDY_T_* per cell, the
 * bot's memory): opt is the maze with unknown cells taken as passage (an
 * optimistic map: distances on it are lower bounds of the true ones) and
 * known the maze with unknown cells as wall (distances on it are upper
 * bounds); cells[0..ncells) are the cells passable on opt, in index order;
 * nb[c][0..nnb[c]) the passable neighbours of c on opt (U R D L order);
 * dist[a][b], for a passable a, the BFS distance from a to b on opt
 * (CANDY_UNREACHABLE for walls, cells off the maze and cells no path
 * joins; the rows of cells not passable are not kept).  The three
 * parts are built by three calls, because their costs differ: the walls
 * and cells each turn (candy_grid_set_terrain), the neighbour lists after
 * terrain changed (candy_grid_link), the distances, by far the dearest,
 * after that too (candy_grid_measure; a caller may keep older distances,
 * which stay lower bounds as long as terrain was only learned since).
 *
 * A distribution is an array of CANDY_CELLS doubles (one per cell of the
 * square, 0 off the maze); a footsteps table t[0..2] holds the three
 * distance thresholds of docs/rules/candy-hunt.md §3, 0 <= t0 <= t1 <= t2.
 * Every function reads only its arguments; no I/O, no allocation; valid
 * C++20.  Nothing in the AI sits below this module.  A candy_grid is
 * large (the distance table): keep it static or inside a static struct.
 */
#ifndef CANDY_GRID_H
#define CANDY_GRID_H

#include "candy/engine/candy_maze.h"

typedef struct candy_grid {
    int n;
    candy_maze opt;             /* unknown cells as passage */
    candy_maze known;           /* unknown cells as wall */
    int ncells;                 /* cells passable on opt */
    short cells[CANDY_CELLS];
    short nb[CANDY_CELLS][4];   /* passable neighbours on opt */
    unsigned char nnb[CANDY_CELLS];
    short dist[CANDY_CELLS][CANDY_CELLS]; /* on opt */
} candy_grid;

/* opt, known and the cell list of an n x n terrain map (CANDY_T_*) */
void candy_grid_set_terrain(candy_grid *g, int n, const unsigned char *terr);
/* the neighbour lists, from the walls of opt */
void candy_grid_link(candy_grid *g);
/* dist between every two passable cells, along the neighbour lists */
void candy_grid_measure(candy_grid *g);

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
