/*
 * candy_tagger_sonar.h -- the `sonar` tagger (docs/rules/candy-hunt.md §5):
 * narrows Maki down from every footsteps level it has heard and closes in
 * on the cells still consistent with them.
 *
 * State in candy_tagger: belief[cell] is the share of Maki's possible
 * histories (one cell per turn, each a stay or a step, none of them ruled
 * out by what the tagger saw or heard) that end on the cell; last_turn is
 * the turn of its previous action (one spreading step per turn);
 * last_seen Maki's last seen cell.
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_TAGGER_SONAR_H
#define CANDY_TAGGER_SONAR_H

#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_tagger.h"

/* The next action. */
int candy_sonar_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);

#endif
