/*
 * candy_know.h -- the Maki AI's knowledge: the maze and the candy as the
 * maps so far show them, what this turn shows and what Maki itself did.
 *
 * Data.  The turn: n, turn (1..), maki (Maki's cell), tagger (its cell if
 * in view, else -1), steps (the footsteps level heard, -1 unknown), as the
 * caller gave them to candy_know_update; dir (Maki's facing), last_action
 * (the previous reply, -1 none) and prev_maki (Maki's cell on the previous
 * turn, -1 none), as candy_know_acted recorded them.  mem is the map of the
 * latest input parsed (terrain; remembered candy C, which is always exact:
 * only Maki eats), prev_candy the C cells of the map before.  grid is the
 * maze of mem's terrain as a graph with its distances (candy_grid.h);
 * dirty is set while a wall learned since is not in grid.dist yet (an
 * update with stale_dist keeps the old distances: a wall learned since
 * only lengthens paths on opt, so they stay lower bounds, and the first
 * update without stale_dist recomputes them).  dknown[c] is the distance
 * from Maki to c on grid.known (an upper bound).  inview[c] is 1 on the
 * full cells of the current view, 2 on those only the look-around of a
 * previous O showed, 0 elsewhere.
 *
 * Candy chance.  pc[cell] is the chance of candy GIVEN the cell is a
 * passage (candy_know_pass() gives the passage chance: 1 known passage,
 * 0 wall, KK_PASS_GUESS unknown).  It is 0 on a cell seen full now unless
 * it shows C (C cells are counted apart, with certainty) and on Maki's
 * cell, and starts at a constant on cells never seen.
 * When Maki ate (surely, on a remembered C, or with the cell's chance, on
 * a cell it had not seen), one candy respawned uniformly on the cells out
 * of view: each gains its share.  Then the hidden total sum(pc * pass) is
 * scaled to kest (the estimated candy count K, from the passages expected)
 * minus the C cells, which moves the chance of cells just seen empty onto
 * the cells not seen (each capped at 0.95).  In oracle mode (nothing
 * unknown) pc is 0.
 *
 * The observation model.  candy_know_likelihood is the chance of the level
 * heard if the tagger stood on a cell: the true distance D lies between
 * grid.dist (a lower bound) and dknown (an upper bound); a level is fully
 * likely if some D in that range gives it under the table, else each level
 * of gap costs KT_FLOOR_LEVEL, never below KT_FLOOR_MIN (candy_grid.h).
 *
 * Only this module writes a candy_know; the belief, the tracked hunters,
 * the table hypotheses and the planner read it through const pointers.
 * No I/O, no allocation; valid C++20.  Large (the distance table): keep it
 * static or inside a static struct.
 */
#ifndef CANDY_KNOW_H
#define CANDY_KNOW_H

#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_view.h"
#include "candy/ai/candy_grid.h"

typedef struct candy_know {
    int n, turn;
    int maki, tagger, steps;
    int dir, last_action, prev_maki;
    candy_memory mem;
    unsigned char prev_candy[CANDY_CELLS];
    candy_grid grid;
    int dirty;
    short dknown[CANDY_CELLS];
    unsigned char inview[CANDY_CELLS];
    double pc[CANDY_CELLS];
    int kest;
} candy_know;

/* what a turn's input says, for candy_know_update */
typedef struct candy_know_turn {
    int turn, maki, tagger, steps;
    int oracle;      /* full-information mode: no candy out of sight */
    int stale_dist;  /* keep grid.dist as last computed (after turn 1) */
} candy_know_turn;

/* a game on an n x n maze, Maki facing dir0 */
void candy_know_init(candy_know *k, int n, int dir0);
/* a turn: the map parsed (fresh) and what else the input says */
void candy_know_update(candy_know *k, const candy_memory *fresh, const candy_know_turn *in);
/* Maki's reply act this turn (after candy_know_update): its facing, and
 * what the next update must know of it */
void candy_know_acted(candy_know *k, int act);

/* the chance that cell is a passage: 1 known passage, 0 wall, KK_PASS_GUESS unknown */
double candy_know_pass(const candy_know *k, int cell);
/* cells a view from (cell, dir) shows full, on opt; around: look-around */
void candy_know_view(const candy_know *k, int cell, int dir, int around, candy_view *v);
/* likelihood of the footsteps level heard if the tagger is on cell, under table (floored) */
double candy_know_likelihood(const candy_know *k, const int *table, int cell);
/* 1 if the tagger is in view at a distance Maki knows exactly (opt and known agree) */
int candy_know_sighting(const candy_know *k);

#endif
