/*
 * candy_belief.c -- the grid filters over the tagger's cell and the
 * models' weights; see candy_belief.h.
 */
#include <string.h>
#include "candy/ai/candy_belief.h"
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"

void candy_belief_init(candy_belief *b)
{
    memset(b, 0, sizeof *b);
    candy_footsteps_default(b->table);
#if KT_TABLE0 >= 0 /* an experiment's start table (candy_ai_tune.h) */
    b->table[0] = KT_TABLE0; b->table[1] = KT_TABLE1; b->table[2] = KT_TABLE2;
#endif
}

/* cells the tagger may be on now, weighted by the footsteps alone */
static void kt_reset(const candy_know *k, const int *table, double *d)
{
    int i;
    memset(d, 0, sizeof(double) * CANDY_CELLS);
    for (i = 0; i < k->grid.ncells; i++) {
        int cell = k->grid.cells[i];
        if (k->inview[cell] == 1 || cell == k->maki)
            continue;
        d[cell] = (k->mem.terr[cell] == CANDY_T_PASS ? 1.0 : KT_UNKNOWN_PRIOR) *
                  candy_know_likelihood(k, table, cell);
    }
}

void candy_belief_start(const candy_know *k, const int *table, double *d)
{
    int r, c;
    if (k->tagger >= 0) {
        memset(d, 0, sizeof(double) * CANDY_CELLS);
        d[k->tagger] = 1.0;
        return;
    }
    kt_reset(k, table, d);
    /* docs/rules/candy-hunt.md §1: the tagger starts on an inner passage */
    for (r = 0; r < k->n; r++)
        for (c = 0; c < k->n; c++)
            if (r == 0 || c == 0 || r == k->n - 1 || c == k->n - 1)
                d[CANDY_CELL(r, c)] = 0;
    if (candy_grid_normalise(d) <= 0)
        kt_reset(k, table, d), candy_grid_normalise(d);
}

void candy_belief_first(candy_belief *b, const candy_know *k, int models, int own_grids)
{
    int m;
    for (m = 0; m < CANDY_BELIEF_MODELS; m++)
        b->wmodel[m] = m < models ? 1.0 / models : 0.0;
    if (own_grids)
        for (m = 0; m < CANDY_BELIEF_GRIDS; m++)
            candy_belief_start(k, b->table, b->bel[m]);
}

/* the cells x's moves toward maki lead to (closer on opt) into closer;
 * returns their count */
static int kt_closer(const candy_grid *g, int x, int maki, int *closer)
{
    int d, nc = 0;
    for (d = 0; d < g->nnb[x]; d++)
        if (g->dist[g->nb[x][d]][maki] < g->dist[x][maki])
            closer[nc++] = g->nb[x][d];
    return nc;
}

void candy_belief_step(const candy_know *k, int m, int maki, const double *src, double *dst)
{
    const candy_grid *g = &k->grid;
    int i, d;
    memset(dst, 0, sizeof(double) * CANDY_CELLS);
    for (i = 0; i < g->ncells; i++) {
        int x = g->cells[i], nn = g->nnb[x], closer[4], nc;
        const short *nb = g->nb[x];
        double p = src[x], move;
        if (p < KT_PRUNE)
            continue;
        nc = kt_closer(g, x, maki, closer);
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

void candy_belief_mix(const candy_belief *b, double *out)
{
    int i, m;
    for (i = 0; i < CANDY_CELLS; i++) {
        out[i] = 0;
        for (m = 0; m < CANDY_BELIEF_MODELS; m++)
            out[i] += b->wmodel[m] * b->bel[m][i];
    }
}

double candy_belief_grid_mix(const candy_belief *b, double *mix)
{
    return candy_grid_mix(b->bel, b->wmodel, CANDY_BELIEF_GRIDS, mix);
}

/* the tagger's actions of the previous turn: 1 after an odd turn, 2 after an even one */
static void kt_predict(const candy_know *k, int m, double *d)
{
    double tmp[CANDY_CELLS];
    int s, subs = ((k->turn - 1) % 2 == 0) ? 2 : 1;
    d[k->maki] = 0; /* docs/rules/candy-hunt.md §3 step 3: Maki was not caught on arrival */
    for (s = 0; s < subs; s++) {
        candy_belief_step(k, m, k->maki, d, tmp);
        memcpy(d, tmp, sizeof tmp);
        d[k->maki] = 0; /* nor after any tagger action */
    }
    candy_grid_normalise(d);
}

/* the observation; returns how likely it was under the prediction */
static double kt_observe(const candy_know *k, const int *table, double *d)
{
    double z;
    int i;
    if (k->tagger >= 0) {
        z = d[k->tagger];
        memset(d, 0, sizeof(double) * CANDY_CELLS);
        d[k->tagger] = 1.0;
        return z;
    }
    for (i = 0; i < CANDY_CELLS; i++) {
        if (d[i] == 0)
            continue;
        if (k->inview[i] == 1 || i == k->maki)
            d[i] = 0; /* seen without the tagger (negative information) */
        else
            d[i] *= candy_know_likelihood(k, table, i);
    }
    z = candy_grid_normalise(d);
    if (z <= 1e-12) {
        kt_reset(k, table, d);
        candy_grid_normalise(d);
    }
    return z;
}

double candy_belief_advance(const candy_know *k, int m, const int *table, double *d)
{
    kt_predict(k, m, d);
    return kt_observe(k, table, d);
}

void candy_belief_filter(candy_belief *b, const candy_know *k, double *z)
{
    int m;
    if (candy_know_sighting(k))
        candy_grid_table_learn(b->table, k->grid.dist[k->maki][k->tagger], k->steps);
    for (m = 0; m < CANDY_BELIEF_GRIDS; m++)
        z[m] = candy_belief_advance(k, m, b->table, b->bel[m]);
}

void candy_belief_adopt(candy_belief *b, const int *table, const double (*grids)[CANDY_CELLS])
{
    int m;
    memcpy(b->table, table, sizeof b->table);
    for (m = 0; m < CANDY_BELIEF_GRIDS; m++)
        memcpy(b->bel[m], grids[m], sizeof b->bel[m]);
}

void candy_belief_set_track(candy_belief *b, const double *track)
{
    memcpy(b->bel[CANDY_BELIEF_TRACK], track, sizeof b->bel[CANDY_BELIEF_TRACK]);
}

void candy_belief_weigh(candy_belief *b, const double *z, int models)
{
    if (models <= CANDY_BELIEF_TRACK)
        b->wmodel[CANDY_BELIEF_TRACK] = 0; /* lean: model 2 is gone; the grids' weights sum to 1 */
    candy_grid_reweigh(b->wmodel, z, models);
}
