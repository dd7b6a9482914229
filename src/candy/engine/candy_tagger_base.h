/*
 * candy_tagger_base.h -- what the built-in taggers share
 * (docs/rules/candy-hunt.md §5): stepping along shortest paths, the view a
 * tagger has for one action, and the footsteps-filtered belief over Maki's
 * cell.
 *
 * Movement.  A tagger knows the whole maze, so it moves on true BFS
 * distances.  Among equally good moves it draws with its own RNG stream
 * (one rng_below() per decision with more than zero options), so a seed
 * fixes every choice.
 *
 * Belief.  belief[cell] >= 0 is a weight that Maki stands on that cell
 * (normalised to sum 1 after a filter).  candy_tbase_predict() moves it by
 * one Maki step, stay or any passage neighbour alike; candy_tbase_filter()
 * keeps only what the tagger's observation allows when Maki is not seen: no
 * weight on a cell of its current view (the look-around view after its own
 * O) and none on a cell whose distance falls in another footsteps bucket
 * than the level heard; when that leaves nothing, it restarts from every
 * cell the level allows.  Only §5's inputs are read: the tagger's cell,
 * facing, look flag and footsteps level, never Maki's true cell.
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_TAGGER_BASE_H
#define CANDY_TAGGER_BASE_H

#include "common/rng.h"
#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_view.h"
#include "candy/engine/candy_tagger.h"

/* 1 if cell is a passage (cell >= 0) */
int candy_tbase_passage(const candy_maze *m, int cell);
/* A move from `from` along a shortest path to target (random among
 * equals); CANDY_ACT_S if already there or unreachable. */
int candy_tbase_toward(rng_state *rng, const candy_maze *m, int from, int target);
/* A uniformly drawn passage (ring included). */
int candy_tbase_random_passage(rng_state *rng, const candy_maze *m);
/* The tagger's current view: the look-around view if o->looked, else the
 * normal view from its cell and facing (docs/rules/candy-hunt.md §2). */
void candy_tbase_view(const candy_maze *m, const candy_tagger_obs *o, candy_view *v);
/* Belief: one Maki step (stay or a passage neighbour, uniformly). */
void candy_tbase_predict(double *belief, const candy_maze *m);
/* Maki in view: the belief is all on her cell, remembered as last seen,
 * and the tagger steps toward her.  Returns that step. */
int candy_tbase_sighted(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);
/* Belief mass a look-around from o->cell would reveal beyond the view
 * ahead (docs/rules/candy-hunt.md §2). */
double candy_tbase_look_gain(const double *belief, const candy_maze *m, const candy_tagger_obs *o);
/* Belief: Maki not seen -- zero the view and every cell whose footsteps
 * level under table differs from o->steps; restart if nothing is left. */
void candy_tbase_filter(double *belief, const candy_maze *m, const candy_tagger_obs *o,
                        const int *table);

#endif
