/*
 * candy_tagger_sweep.h -- the `sweep` tagger (docs/rules/candy-hunt.md §5):
 * patrols the maze by visiting the cells it has cleared least recently,
 * a cell being cleared when the tagger sees it or when the footsteps level
 * it hears rules it out.
 *
 * State in candy_tagger: belief[cell] is not a probability here but the
 * clock (the tagger's action count, 1, 2, ...) at which it last cleared
 * the cell, 0 never; target is the cell it walks to; last_seen Maki's
 * last seen cell until it gets there; last_turn counts its actions.
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_TAGGER_SWEEP_H
#define CANDY_TAGGER_SWEEP_H

#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_tagger.h"

/* Reset the sweep's state (after candy_tagger_init's common part). */
void candy_sweep_init(candy_tagger *t);
/* The next action. */
int candy_sweep_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);

#endif
