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
#include "candy/ai/candy_ai_tune.h"

double candy_belief_likelihood_for(const candy_ai *ai, const int *table, int cell)
{
    int dmin, dmax, hi, lo, gap = 0;
    double l = 1.0;
    if (ai->steps < 0)
        return 1.0;
    dmin = ai->dist[ai->maki][cell];
    dmax = ai->dknown[cell];
    hi = candy_footsteps(table, dmin); /* loudest possible */
    lo = candy_footsteps(table, dmax); /* quietest possible */
    if (ai->steps > hi)
        gap = ai->steps - hi;
    else if (ai->steps < lo)
        gap = lo - ai->steps;
    while (gap-- > 0)
        l *= KT_FLOOR_LEVEL;
    return l < KT_FLOOR_MIN ? KT_FLOOR_MIN : l;
}

double candy_belief_likelihood(const candy_ai *ai, int cell)
{
    return candy_belief_likelihood_for(ai, ai->table, cell);
}

/* docs/rules/candy-hunt.md §3 footsteps: make table t agree with level a at distance d */
void candy_belief_table_learn(int *t, int d, int a)
{
    if (a == 3 && t[0] < d)
        t[0] = d;
    if (a == 2) {
        if (t[0] >= d)
            t[0] = d - 1;
        if (t[1] < d)
            t[1] = d;
    }
    if (a == 1) {
        if (t[1] >= d)
            t[1] = d - 1;
        if (t[2] < d)
            t[2] = d;
    }
    if (a == 0 && t[2] >= d)
        t[2] = d - 1;
    /* keep 0 <= t0 <= t1 <= t2, moving the others out of the way */
    if (a >= 2) {
        if (t[1] < t[0]) t[1] = t[0];
        if (t[2] < t[1]) t[2] = t[1];
    } else {
        if (t[1] > t[2]) t[1] = t[2];
        if (t[0] > t[1]) t[0] = t[1];
    }
    if (t[0] < 0) t[0] = 0;
    if (t[1] < t[0]) t[1] = t[0];
    if (t[2] < t[1]) t[2] = t[1];
}

/* models in the mixture: the hunter program only when the tagger can be
 * out of view (in oracle mode the grid models already hold its cell) and
 * while the time allows it (not lean) */
static int kt_models(const candy_ai *ai)
{
    return KR_TRACK && !ai->oracle && !ai->lean ? CANDY_AI_MODELS : CANDY_AI_GRID_MODELS;
}

/* cells the tagger may be on now, weighted by the footsteps alone */
static void kt_reset(const candy_ai *ai, const int *table, double *b)
{
    int i;
    memset(b, 0, sizeof(double) * CANDY_CELLS);
    for (i = 0; i < ai->ncells; i++) {
        int cell = ai->cells[i];
        if (ai->inview[cell] == 1 || cell == ai->maki)
            continue;
        b[cell] = (ai->mem.terr[cell] == CANDY_T_PASS ? 1.0 : KT_UNKNOWN_PRIOR) *
                  candy_belief_likelihood_for(ai, table, cell);
    }
}

double candy_belief_normalise(double *b)
{
    double s = 0;
    int i;
    for (i = 0; i < CANDY_CELLS; i++)
        s += b[i];
    if (s > 0)
        for (i = 0; i < CANDY_CELLS; i++)
            b[i] /= s;
    return s;
}

void candy_belief_start(const candy_ai *ai, const int *table, double *b)
{
    int r, c;
    if (ai->tagger >= 0) {
        memset(b, 0, sizeof(double) * CANDY_CELLS);
        b[ai->tagger] = 1.0;
        return;
    }
    kt_reset(ai, table, b);
    /* docs/rules/candy-hunt.md §1: the tagger starts on an inner passage */
    for (r = 0; r < ai->n; r++)
        for (c = 0; c < ai->n; c++)
            if (r == 0 || c == 0 || r == ai->n - 1 || c == ai->n - 1)
                b[CANDY_CELL(r, c)] = 0;
    if (candy_belief_normalise(b) <= 0)
        kt_reset(ai, table, b), candy_belief_normalise(b);
}

void candy_belief_init(candy_ai *ai)
{
    int m;
    for (m = 0; m < CANDY_AI_MODELS; m++)
        ai->wmodel[m] = m < kt_models(ai) ? 1.0 / kt_models(ai) : 0.0;
    if (kt_models(ai) > CANDY_AI_TRACK && KF_TABLES > 1)
        candy_table_init(ai); /* sets bel[0..1] from the chosen table's filters */
    else
        for (m = 0; m < CANDY_AI_GRID_MODELS; m++)
            candy_belief_start(ai, ai->table, ai->bel[m]);
    if (kt_models(ai) > CANDY_AI_TRACK)
        candy_track_init(ai);
}

void candy_belief_step(const candy_ai *ai, int m, int maki, const double *src, double *dst)
{
    int i, d;
    memset(dst, 0, sizeof(double) * CANDY_CELLS);
    for (i = 0; i < ai->ncells; i++) {
        int x = ai->cells[i], nn = ai->nnb[x], closer[4], nc = 0;
        const short *nb = ai->nb[x];
        double p = src[x], move;
        if (p < KT_PRUNE)
            continue;
        for (d = 0; d < nn; d++)
            if (ai->dist[nb[d]][maki] < ai->dist[x][maki])
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
    int k, subs = ((ai->turn - 1) % 2 == 0) ? 2 : 1;
    b[ai->maki] = 0; /* docs/rules/candy-hunt.md §3 step 3: Maki was not caught on arrival */
    for (k = 0; k < subs; k++) {
        candy_belief_step(ai, m, ai->maki, b, tmp);
        memcpy(b, tmp, sizeof tmp);
        b[ai->maki] = 0; /* nor after any tagger action */
    }
    candy_belief_normalise(b);
}

/* the observation; returns how likely it was under the prediction */
static double kt_observe(const candy_ai *ai, const int *table, double *b)
{
    double z;
    int i;
    if (ai->tagger >= 0) {
        z = b[ai->tagger];
        memset(b, 0, sizeof(double) * CANDY_CELLS);
        b[ai->tagger] = 1.0;
        return z;
    }
    for (i = 0; i < CANDY_CELLS; i++) {
        if (b[i] == 0)
            continue;
        if (ai->inview[i] == 1 || i == ai->maki)
            b[i] = 0; /* seen without the tagger (negative information) */
        else
            b[i] *= candy_belief_likelihood_for(ai, table, i);
    }
    z = candy_belief_normalise(b);
    if (z <= 1e-12) {
        kt_reset(ai, table, b);
        candy_belief_normalise(b);
    }
    return z;
}

double candy_belief_advance(const candy_ai *ai, int m, const int *table, double *b)
{
    kt_predict(ai, m, b);
    return kt_observe(ai, table, b);
}

/* the tagger in view at a distance known exactly (opt and known agree) */
int candy_belief_sighting(const candy_ai *ai)
{
    return ai->tagger >= 0 && ai->steps >= 0 && ai->dist[ai->maki][ai->tagger] == ai->dknown[ai->tagger];
}

double candy_belief_grid_mix(const double (*bel)[CANDY_CELLS], const double *w, double *mix)
{
    double total = 0;
    int i, m;
    for (m = 0; m < CANDY_AI_GRID_MODELS; m++)
        total += w[m];
    for (i = 0; i < CANDY_CELLS; i++) {
        mix[i] = 0;
        for (m = 0; m < CANDY_AI_GRID_MODELS; m++)
            mix[i] += w[m] * bel[m][i];
    }
    return total;
}

void candy_belief_reweigh(double *w, const double *z, int count)
{
    double s = 0, zf[CANDY_AI_MODELS];
    int m;
    for (m = 0; m < count; m++) {
        zf[m] = z[m] < 1e-6 ? 1e-6 : z[m];
        s += w[m] * zf[m];
    }
    for (m = 0; m < count; m++)
        w[m] = (1.0 - KT_MODEL_MIX) * w[m] * zf[m] / s + KT_MODEL_MIX / count;
}

void candy_belief_update(candy_ai *ai)
{
    double z[CANDY_AI_MODELS];
    int m;
    if (kt_models(ai) > CANDY_AI_TRACK && KF_TABLES > 1) {
        candy_table_update(ai, z); /* the chosen table's grid filters into bel[0..1] */
    } else {
        if (candy_belief_sighting(ai))
            candy_belief_table_learn(ai->table, ai->dist[ai->maki][ai->tagger], ai->steps);
        for (m = 0; m < CANDY_AI_GRID_MODELS; m++)
            z[m] = candy_belief_advance(ai, m, ai->table, ai->bel[m]);
    }
    if (kt_models(ai) > CANDY_AI_TRACK)
        z[CANDY_AI_TRACK] = candy_track_update(ai);
    else
        ai->wmodel[CANDY_AI_TRACK] = 0; /* lean: model 2 is gone; the grids' weights sum to 1 */
    candy_belief_reweigh(ai->wmodel, z, kt_models(ai));
}
