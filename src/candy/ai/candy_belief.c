/*
 * candy_belief.c -- the exact grid filter over the tagger's cell, one per
 * grid motion model, the mixture weights of all models (model 2, the
 * hunter program, is candy_track.c's particle filter, run after the grids
 * because it rejuvenates from them), and the footsteps table learned on
 * the way; see candy_ai.h for the data and the order of a turn.  Out of
 * oracle mode the grid filters run once per table hypothesis
 * (candy_table.c, through candy_belief_start/advance) and bel[0..1] are
 * the chosen one's.
 *
 * Footsteps likelihood.  The true distance D between Maki and a cell x
 * lies between dist on opt (unknown taken as passage, a lower bound) and
 * dknown (through known passages only, an upper bound).  A level a is
 * fully likely if some D in that range gives a under the current table;
 * each level of gap outside the range costs a factor KT_FLOOR_LEVEL,
 * never below KT_FLOOR_MIN, so a table unlike ours bends the belief but
 * cannot empty it.
 */
#include <string.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"

/* cells the tagger may be on now, weighted by the footsteps alone */
static void kt_reset(const candy_ai *ai, const int *table, double *b)
{
    int i;
    memset(b, 0, sizeof(double) * CANDY_CELLS);
    for (i = 0; i < ai->know.grid.ncells; i++) {
        int cell = ai->know.grid.cells[i];
        if (ai->know.inview[cell] == 1 || cell == ai->know.maki)
            continue;
        b[cell] = (ai->know.mem.terr[cell] == CANDY_T_PASS ? 1.0 : KT_UNKNOWN_PRIOR) *
                  candy_know_likelihood(&ai->know, table, cell);
    }
}

void candy_belief_start(const candy_ai *ai, const int *table, double *b)
{
    int r, c;
    if (ai->know.tagger >= 0) {
        memset(b, 0, sizeof(double) * CANDY_CELLS);
        b[ai->know.tagger] = 1.0;
        return;
    }
    kt_reset(ai, table, b);
    /* docs/rules/candy-hunt.md §1: the tagger starts on an inner passage */
    for (r = 0; r < ai->know.n; r++)
        for (c = 0; c < ai->know.n; c++)
            if (r == 0 || c == 0 || r == ai->know.n - 1 || c == ai->know.n - 1)
                b[CANDY_CELL(r, c)] = 0;
    if (candy_grid_normalise(b) <= 0)
        kt_reset(ai, table, b), candy_grid_normalise(b);
}

void candy_belief_first(candy_ai *ai, int models, int own_grids)
{
    int m;
    for (m = 0; m < CANDY_AI_MODELS; m++)
        ai->wmodel[m] = m < models ? 1.0 / models : 0.0;
    if (own_grids)
        for (m = 0; m < CANDY_AI_GRID_MODELS; m++)
            candy_belief_start(ai, ai->table, ai->bel[m]);
}

void candy_belief_step(const candy_ai *ai, int m, int maki, const double *src, double *dst)
{
    int i, d;
    memset(dst, 0, sizeof(double) * CANDY_CELLS);
    for (i = 0; i < ai->know.grid.ncells; i++) {
        int x = ai->know.grid.cells[i], nn = ai->know.grid.nnb[x], closer[4], nc = 0;
        const short *nb = ai->know.grid.nb[x];
        double p = src[x], move;
        if (p < KT_PRUNE)
            continue;
        for (d = 0; d < nn; d++)
            if (ai->know.grid.dist[nb[d]][maki] < ai->know.grid.dist[x][maki])
                closer[nc++] = nb[d];
        if (nn == 0) {
            dst[x] += p;
            continue;
        }
        dst[x] += p * KT_STAY;
        move = p * (1.0 - KT_STAY);
        if (m >= 1 && nc > 0) { /* model 2 moves as a chaser in the planner */
            for (d = 0; d < nc; d++)
                dst[closer[d]] += move * KT_CHASE_GREEDY / nc;
            move *= 1.0 - KT_CHASE_GREEDY;
        }
        for (d = 0; d < nn; d++)
            dst[nb[d]] += move / nn;
    }
}

void candy_belief_mix(const candy_ai *ai, double *out)
{
    int i, m;
    for (i = 0; i < CANDY_CELLS; i++) {
        out[i] = 0;
        for (m = 0; m < CANDY_AI_MODELS; m++)
            out[i] += ai->wmodel[m] * ai->bel[m][i];
    }
}

/* the tagger's actions of the previous turn: 1 after an odd turn, 2 after an even one */
static void kt_predict(const candy_ai *ai, int m, double *b)
{
    double tmp[CANDY_CELLS];
    int k, subs = ((ai->know.turn - 1) % 2 == 0) ? 2 : 1;
    b[ai->know.maki] = 0; /* docs/rules/candy-hunt.md §3 step 3: Maki was not caught on arrival */
    for (k = 0; k < subs; k++) {
        candy_belief_step(ai, m, ai->know.maki, b, tmp);
        memcpy(b, tmp, sizeof tmp);
        b[ai->know.maki] = 0; /* nor after any tagger action */
    }
    candy_grid_normalise(b);
}

/* the observation; returns how likely it was under the prediction */
static double kt_observe(const candy_ai *ai, const int *table, double *b)
{
    double z;
    int i;
    if (ai->know.tagger >= 0) {
        z = b[ai->know.tagger];
        memset(b, 0, sizeof(double) * CANDY_CELLS);
        b[ai->know.tagger] = 1.0;
        return z;
    }
    for (i = 0; i < CANDY_CELLS; i++) {
        if (b[i] == 0)
            continue;
        if (ai->know.inview[i] == 1 || i == ai->know.maki)
            b[i] = 0; /* seen without the tagger (negative information) */
        else
            b[i] *= candy_know_likelihood(&ai->know, table, i);
    }
    z = candy_grid_normalise(b);
    if (z <= 1e-12) {
        kt_reset(ai, table, b);
        candy_grid_normalise(b);
    }
    return z;
}

double candy_belief_advance(const candy_ai *ai, int m, const int *table, double *b)
{
    kt_predict(ai, m, b);
    return kt_observe(ai, table, b);
}

void candy_belief_filter(candy_ai *ai, double *z)
{
    int m;
    if (candy_know_sighting(&ai->know))
        candy_grid_table_learn(ai->table, ai->know.grid.dist[ai->know.maki][ai->know.tagger], ai->know.steps);
    for (m = 0; m < CANDY_AI_GRID_MODELS; m++)
        z[m] = candy_belief_advance(ai, m, ai->table, ai->bel[m]);
}

void candy_belief_weigh(candy_ai *ai, const double *z, int models)
{
    if (models <= CANDY_AI_TRACK)
        ai->wmodel[CANDY_AI_TRACK] = 0; /* lean: model 2 is gone; the grids' weights sum to 1 */
    candy_grid_reweigh(ai->wmodel, z, models);
}
