/*
 * candy_table.c -- the footsteps-table hypotheses, chosen by evidence;
 * see candy_table.h.
 */
#include <math.h>
#include <string.h>
#include "candy/ai/candy_table.h"
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"

static const double kf_scales[KF_TABLES] = KF_SCALES;

/* t = base scaled by s, rounded, each threshold above the one before */
static void kf_scaled(const int *base, double s, int *t)
{
    int i;
    for (i = 0; i < 3; i++) {
        t[i] = (int)floor(base[i] * s + 0.5);
        if (i > 0 && t[i] <= t[i - 1])
            t[i] = t[i - 1] + 1;
    }
}

/* turn 1: the chance of the level heard with the tagger uniform over the
 * inner cells out of view (docs/rules/candy-hunt.md §1) */
static double kf_first_evidence(const candy_know *k, const int *table)
{
    double s = 0;
    int i, count = 0;
    for (i = 0; i < k->grid.ncells; i++) {
        int c = k->grid.cells[i], r = CANDY_ROW(c), col = CANDY_COL(c);
        if (r == 0 || col == 0 || r == k->n - 1 || col == k->n - 1 ||
            k->inview[c] == 1 || c == k->maki)
            continue;
        s += candy_know_likelihood(k, table, c);
        count++;
    }
    return count > 0 ? s / count : 1.0;
}

static double kf_log(double z)
{
    return log(z > 1e-6 ? z : 1e-6);
}

/* the best hypothesis, the default with its head start; ties keep tsel */
static void kf_choose(candy_table *tb)
{
    int h, best = tb->tsel;
    double best_score = tb->tlog[best] - (best == KF_DEFAULT ? 0.0 : KF_PRIOR);
    for (h = 0; h < KF_TABLES; h++) {
        double score = tb->tlog[h] - (h == KF_DEFAULT ? 0.0 : KF_PRIOR);
        if (score > best_score + 1e-9) {
            best = h;
            best_score = score;
        }
    }
    tb->tsel = best;
}

void candy_table_init(candy_table *tb, const candy_know *k, const int *start)
{
    int h, m;
    for (h = 0; h < KF_TABLES; h++) {
        kf_scaled(start, kf_scales[h], tb->tbase[h]);
        memcpy(tb->ttab[h], tb->tbase[h], sizeof tb->ttab[h]);
        tb->tlog[h] = k->tagger >= 0 ? 0.0 : kf_log(kf_first_evidence(k, tb->tbase[h]));
        for (m = 0; m < CANDY_BELIEF_GRIDS; m++) {
            tb->twm[h][m] = 1.0 / CANDY_BELIEF_GRIDS;
            candy_belief_start(k, tb->ttab[h], tb->tbel[h][m]);
        }
    }
    tb->tsel = KF_DEFAULT;
    kf_choose(tb);
    rng_seed(&tb->thyp_rng, KF_SEED);
    for (h = 0; h < KF_TABLES; h++) {
        double mix[CANDY_CELLS], gw = candy_grid_mix((const double (*)[CANDY_CELLS])tb->tbel[h], tb->twm[h],
                                                     CANDY_BELIEF_GRIDS, mix);
        candy_track_start(k, tb->thyp[h], KF_PARTICLES, tb->ttab[h], mix, gw, &tb->thyp_rng);
    }
}

/* one hypothesis' grid filters and weights; zm[0..1] gets each grid
 * model's evidence */
static void kf_advance(candy_table *tb, const candy_know *k, int h, double *zm)
{
    int m;
    for (m = 0; m < CANDY_BELIEF_GRIDS; m++)
        zm[m] = candy_belief_advance(k, m, tb->ttab[h], tb->tbel[h][m]);
    candy_grid_reweigh(tb->twm[h], zm, CANDY_BELIEF_GRIDS);
}

void candy_table_update(candy_table *tb, const candy_know *k, double *z)
{
    double zm[KF_TABLES][CANDY_BELIEF_GRIDS];
    int h, m, seen = candy_know_sighting(k);
    for (h = 0; h < KF_TABLES; h++) {
        if (seen) {
            int d = k->grid.dist[k->maki][k->tagger];
            tb->tlog[h] += kf_log(candy_know_likelihood(k, tb->tbase[h], k->tagger));
            candy_grid_table_learn(tb->ttab[h], d, k->steps);
        }
        kf_advance(tb, k, h, zm[h]);
    }
    for (h = 0; h < KF_TABLES; h++) { /* after the grids: the hunters rejuvenate from them */
        double mix[CANDY_CELLS], gw = candy_grid_mix((const double (*)[CANDY_CELLS])tb->tbel[h], tb->twm[h],
                                                     CANDY_BELIEF_GRIDS, mix);
        tb->tlog[h] += kf_log(candy_track_advance(k, tb->thyp[h], tb->thyp_tmp, KF_PARTICLES,
                                                  tb->ttab[h], mix, gw, &tb->thyp_rng));
    }
    kf_choose(tb);
    for (m = 0; m < CANDY_BELIEF_GRIDS; m++)
        z[m] = zm[tb->tsel][m];
}

const int *candy_table_chosen(const candy_table *tb)
{
    return tb->ttab[tb->tsel];
}

const double (*candy_table_chosen_grids(const candy_table *tb))[CANDY_CELLS]
{
    return tb->tbel[tb->tsel];
}
