/*
 * candy_belief.h -- the Maki AI's belief about the tagger's cell: one
 * distribution per motion model and the models' weights.
 *
 * Models.  0 is a random walk, 1 a chaser that closes in on Maki along
 * opt distances (KT_CHASE_GREEDY of its moves), both exact grid filters
 * (this module); 2 is the hunter program of docs/rules/candy-hunt.md §5,
 * tracked by particles (candy_track.h), whose distribution the caller
 * copies in (candy_belief_set_track).  Model 2 is off in oracle mode (the
 * grid models already hold the tagger's cell) and once the AI is lean.
 *
 * Data.  bel[m] is model m's distribution over the tagger's cell, each
 * summing to 1 (bel[2] stays all 0 while model 2 never ran); wmodel[m] the
 * models' posterior weights, summing to 1 over the models running, 0 for
 * the others; table[] the footsteps table the grid filters weigh by (the
 * default 3,6,10 or KT_TABLE0..2 at the start, then learned from
 * sightings at a known distance: candy_grid_table_learn).  When the table
 * hypotheses run (candy_table.h) they hold their own grid filters, and
 * table[] and bel[0..1] are copies of the chosen one's
 * (candy_belief_adopt); when they stop (lean), the belief's own filters
 * go on from those copies.
 *
 * A grid filter's turn (candy_belief_advance, on any distribution and
 * table): predict the tagger's 1 (after an odd turn) or 2 (after an even
 * turn) actions, zeroing Maki's cell after each (docs/rules/candy-hunt.md
 * §3: Maki was not caught), then collapse on sight, or zero every full
 * cell of the current view and weigh by the footsteps likelihood
 * (candy_know_likelihood, floored so a table unlike ours never empties
 * the belief); an empty belief restarts from every cell consistent with
 * what is seen.  The sum before normalising is the turn's evidence, which
 * reweighs the models (candy_grid_reweigh: Bayes, drifting KT_MODEL_MIX
 * of the way back to equal weights, so no model locks in).
 *
 * Reads the knowledge (candy_know.h); only this module writes a
 * candy_belief.  No I/O, no allocation; valid C++20.
 */
#ifndef CANDY_BELIEF_H
#define CANDY_BELIEF_H

#include "candy/ai/candy_know.h"

#define CANDY_BELIEF_MODELS 3 /* 0 random walk, 1 chase, 2 the hunter program */
#define CANDY_BELIEF_GRIDS 2  /* the grid filters: models 0 and 1 */
#define CANDY_BELIEF_TRACK 2  /* the particle model (candy_track.h) */

typedef struct candy_belief {
    double bel[CANDY_BELIEF_MODELS][CANDY_CELLS];
    double wmodel[CANDY_BELIEF_MODELS];
    int table[3];
} candy_belief;

/* a game: no belief yet, the start table */
void candy_belief_init(candy_belief *b);
/* turn 1: the weights of the `models` first models, and, if own_grids,
 * the grid filters started under table[] */
void candy_belief_first(candy_belief *b, const candy_know *k, int models, int own_grids);
/* a later turn of the grid filters under table[] (learned from a
 * sighting first); z[0..1] gets each one's evidence */
void candy_belief_filter(candy_belief *b, const candy_know *k, double *z);
/* the table and grid filters of the chosen table hypothesis */
void candy_belief_adopt(candy_belief *b, const int *table, const double (*grids)[CANDY_CELLS]);
/* model 2's distribution, from the tracked hunters */
void candy_belief_set_track(candy_belief *b, const double *track);
/* the model weights after the evidence z of the `models` running models */
void candy_belief_weigh(candy_belief *b, const double *z, int models);
/* the grid models' mixture (not normalised) into mix; returns its total */
double candy_belief_grid_mix(const candy_belief *b, double *mix);
/* the mixture of all models (sums to 1) */
void candy_belief_mix(const candy_belief *b, double *out);

/* One grid filter, on any distribution d and table.  Start (turn 1): the
 * tagger's cell if seen, else every inner cell out of view weighted by
 * the footsteps.  A later turn under model m: returns how likely the
 * observation was under its prediction. */
void candy_belief_start(const candy_know *k, const int *table, double *d);
double candy_belief_advance(const candy_know *k, int m, const int *table, double *d);
/* one tagger action under model m with Maki on cell maki: src -> dst */
void candy_belief_step(const candy_know *k, int m, int maki, const double *src, double *dst);

#endif
