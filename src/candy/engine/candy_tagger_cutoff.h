/*
 * candy_tagger_cutoff.h -- the `cutoff` tagger (docs/rules/candy-hunt.md §5):
 * predicts where Maki will flee and heads for the junction ahead of her
 * instead of following her; searches from junction to junction.
 *
 * State in candy_tagger: belief[cell] the hunter's kind of belief over
 * Maki's cell (candy_tagger_base.h); cut the junction it is cutting Maki
 * off at (-1 none); prev_maki Maki's cell at its previous action if it saw
 * her then (-1 otherwise); target its search target (a junction, or a
 * cell it digs for); last_seen Maki's last seen cell; last_turn the turn
 * of its previous action (one prediction step per turn); looked_at the
 * cell of its last look-around.
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_TAGGER_CUTOFF_H
#define CANDY_TAGGER_CUTOFF_H

#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_tagger.h"

/* The next action. */
int candy_cutoff_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);

#endif
