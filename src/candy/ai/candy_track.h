/*
 * candy_track.h -- belief model 2: the tagger as the hunter program of
 * docs/rules/candy-hunt.md §5 (candy_tagger.c), tracked with a particle
 * filter over its whole state.
 *
 * Why.  The grid models (random walk, chase) spread the tagger over every
 * cell its speed allows.  A tagger that searches by the footsteps moves
 * with purpose: toward the best cell of its own belief about Maki, which
 * Maki can rebuild because that belief depends only on the tagger's own
 * path, the levels (the same ones Maki hears) and Maki's path (known).
 * On the tagger's true cell this filter (measured with 64 particles; it
 * runs KR_PARTICLES) puts 0.17 / 0.44 /
 * 0.76 at footsteps 1 / 2 / 3, the grid mixture 0.07 / 0.24 / 0.49
 * (docs/candy-ai.md).  The hunter is the judge's built-in one; a real
 * judge's tagger may search otherwise, and then this model's evidence,
 * hence its weight, falls.
 *
 * Data.  p[0..KR_PARTICLES) are full hunters: each its cell, facing and
 * candy_tagger state (its belief about Maki, target, last sighting, RNG),
 * on the optimistic maze grid.opt with the footsteps table Maki believes
 * in; after a turn every weight is 1 (resampled).  tmp is the resampling's
 * room, rng the filter's own seeded RNG (KR_SEED: deterministic).  belief
 * is model 2's distribution over the tagger's cell: the particles'
 * histogram mixed with KR_GRID of the grid mixture, normalised, so no cell
 * the grid models allow is ever 0.
 *
 * Each turn (candy_track_advance, on any set of particles):
 *   predict  every particle plays the tagger's actions of the previous turn
 *            (1 after an odd turn, 2 after an even one) with Maki on its
 *            present cell, by the hunter's own code; one that lands on
 *            Maki is dropped (Maki was not caught);
 *   weigh    by what Maki sees: on sight only particles on the tagger's
 *            cell live; else a particle in the full view or on Maki dies,
 *            and the footsteps level weighs as in the grid models
 *            (candy_know_likelihood);
 *   resample systematically; a share KR_REJUV of the particles, and all of
 *            them when none is left, take a cell drawn from the grid
 *            models' mixture instead (keeping their state): the program
 *            may be wrong, so the filter never loses the tagger for good.
 * The turn's evidence (the mean weight before resampling) sets model 2's
 * weight, as for the grid models: against a tagger that is not this hunter
 * the model loses it.  The set functions take any particles and table: the
 * table hypotheses (candy_table.h) keep one small set per table and read
 * their evidence.  The planner replays hunters against its paths
 * (candy_track_rollout).
 *
 * Reads the knowledge (candy_know.h) and a grid mixture given by the
 * caller; writes only its own particles.  No allocation, no I/O; valid
 * C++20.
 */
#ifndef CANDY_TRACK_H
#define CANDY_TRACK_H

#include "common/rng.h"
#include "candy/engine/candy_tagger.h"
#include "candy/ai/candy_ai_tune.h"
#include "candy/ai/candy_know.h"

typedef struct candy_track_particle {
    candy_tagger t;        /* the hunter's own state: its belief about Maki, target, RNG */
    short cell, dir;       /* where it stands and faces */
    double w;              /* weight before resampling */
} candy_track_particle;

typedef struct candy_track {
    candy_track_particle p[KR_PARTICLES], tmp[KR_PARTICLES];
    rng_state rng;
    double belief[CANDY_CELLS]; /* model 2's distribution over the tagger's cell */
} candy_track;

/* Model 2 under table, with the grid models' mixture mix (not normalised,
 * total gw): turn 1, and every later turn (returns the evidence). */
void candy_track_init(candy_track *tr, const candy_know *k, const int *table, const double *mix, double gw);
double candy_track_update(candy_track *tr, const candy_know *k, const int *table, const double *mix,
                          double gw);
/* tracked hunter i against Maki walking path[1..len] from now: the index
 * d of the step on which it catches Maki (path[d + 1]), or -1; *known is
 * then the hunter's belief that Maki is where it ends (1 if caught) */
int candy_track_rollout(const candy_track *tr, const candy_know *k, int i, const short *path, int len,
                        double *known);

/* the same filter on any set of n hunters with a given table, rejuvenated
 * from mix (total gw): start, and one turn through tmp[0..n); the turn
 * returns its evidence (the mean weight before resampling) */
void candy_track_start(const candy_know *k, candy_track_particle *set, int n, const int *table,
                       const double *mix, double gw, rng_state *rng);
double candy_track_advance(const candy_know *k, candy_track_particle *set, candy_track_particle *tmp,
                           int n, const int *table, const double *mix, double gw, rng_state *rng);

#endif
