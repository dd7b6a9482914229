/*
 * candy_table.h -- which footsteps table the judge uses
 * (docs/rules/candy-hunt.md §3 lets it differ from 3,6,10), chosen by
 * evidence among a few hypotheses.
 *
 * Why.  The tracked hunters (model 2) filter Maki's footsteps with the
 * table Maki believes in, and every grid filter weighs by it.  Maki learns
 * the table from sightings at a known distance, and these are rare.  With
 * the true table given, the bot gains +0.81 in caves 2,4,7 and +0.27 in
 * braid 2,4,7 (docs/candy-ai.md).
 *
 * Data.  tbase[h] is the table Maki starts from (the default, or the
 * KT_TABLE0..2 one) scaled by KF_SCALES[h], rounded, each threshold above
 * the one before; ttab[h] is the same made to agree with every sighting
 * (candy_grid_table_learn).  Each hypothesis runs its own two grid filters
 * tbel[h][0..1] (weights twm[h], summing to 1) and its own KF_PARTICLES
 * tracked hunters thyp[h], all under ttab[h]: one belief built under a
 * mixture of tables scores every table alike, so each must have its own
 * filters.  thyp_tmp is the hunters' resampling room and thyp_rng their one
 * RNG (KF_SEED), drawn by the hypotheses in turn.  tsel is the chosen one.
 *
 * Evidence.  tlog[h] (<= 0) sums the log chance hypothesis h gave what
 * Maki saw and heard: on turn 1 the level under a uniform start; each turn
 * its hunters' evidence (their mean weight, as for model 2: the grid
 * filters' own evidence barely tells a smaller table from the default and
 * leans to larger ones); and on a sighting at a known distance the level's
 * likelihood under tbase[h] (under ttab[h] every hypothesis agrees by
 * construction).
 *
 * Choice.  The best tlog wins, the default (KF_DEFAULT) with a head start
 * of KF_PRIOR nats, and ties keep the choice; the caller hands the
 * winner's table and grid filters to the belief (candy_belief_adopt), so
 * model 2 and the planner are unchanged.  With the winner the default all
 * game, the moves are exactly those of the single-table AI.  The caller
 * runs the hypotheses only with the tracked hunters (not in oracle mode,
 * where the tagger is always in view, nor lean) and with KF_TABLES > 1.
 *
 * Reads the knowledge; runs the belief's grid filters and the tracked
 * hunters' particle sets on its own data.  No allocation, no I/O,
 * deterministic; valid C++20.
 */
#ifndef CANDY_TABLE_H
#define CANDY_TABLE_H

#include "common/rng.h"
#include "candy/ai/candy_ai_tune.h"
#include "candy/ai/candy_know.h"
#include "candy/ai/candy_belief.h"
#include "candy/ai/candy_track.h"

typedef struct candy_table {
    double tbel[KF_TABLES][CANDY_BELIEF_GRIDS][CANDY_CELLS]; /* grid filters under each */
    double twm[KF_TABLES][CANDY_BELIEF_GRIDS]; /* their grid model weights */
    double tlog[KF_TABLES];   /* log evidence of each */
    int tbase[KF_TABLES][3];  /* the hypotheses as made */
    int ttab[KF_TABLES][3];   /* the same, made to agree with the sightings */
    int tsel;                 /* the chosen one */
    candy_track_particle thyp[KF_TABLES][KF_PARTICLES], thyp_tmp[KF_PARTICLES]; /* hunters under each */
    rng_state thyp_rng;
} candy_table;

/* turn 1: the hypotheses around the start table `start` */
void candy_table_init(candy_table *tb, const candy_know *k, const int *start);
/* a later turn; z[0..1] gets the chosen hypothesis' grid models' evidence */
void candy_table_update(candy_table *tb, const candy_know *k, double *z);
/* the chosen hypothesis' table and grid filters */
const int *candy_table_chosen(const candy_table *tb);
const double (*candy_table_chosen_grids(const candy_table *tb))[CANDY_CELLS];

#endif
