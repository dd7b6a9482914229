/*
 * candy_track.c -- belief model 2, the hunter program tracked by
 * particles; see candy_track.h.
 */
#include <string.h>
#include "candy/ai/candy_track.h"
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"

/* a cell drawn from that mixture */
static int kr_grid_cell(const candy_know *k, rng_state *rng, const double *mix, double total)
{
    double u = rng_unit(rng) * total, acc = 0;
    int i, last = k->maki;
    for (i = 0; i < k->grid.ncells; i++) {
        int c = k->grid.cells[i];
        if (mix[c] <= 0)
            continue;
        last = c;
        acc += mix[c];
        if (u < acc)
            return c;
    }
    return last;
}

/* the hunter's actions of turn `turn` with Maki on maki; 0 if it caught Maki */
static int kr_play(const candy_know *k, candy_track_particle *p, int turn, int maki)
{
    int sub, due = (turn % 2 == 0) ? 2 : 1, looked = 0;
    for (sub = 1; sub <= due; sub++) {
        candy_tagger_obs o;
        int a;
        o.turn = turn;
        o.k = sub;
        o.cell = p->cell;
        o.dir = p->dir;
        o.looked = looked;
        o.seen = looked ? candy_view_sees_around(&k->grid.opt, p->cell, maki)
                        : candy_view_sees(&k->grid.opt, p->cell, p->dir, maki);
        o.maki_seen = o.seen ? maki : -1;
        o.steps = candy_footsteps(p->t.table, k->grid.dist[p->cell][maki]);
        o.maki_true = maki; /* the hunter never reads it */
        a = candy_hunter_act(&p->t, &k->grid.opt, &o);
        if (a >= CANDY_U && a <= CANDY_L) {
            int nx = candy_maze_step(&k->grid.opt, p->cell, a);
            p->dir = (short)a;
            if (nx >= 0 && !k->grid.opt.wall[nx])
                p->cell = (short)nx;
        }
        looked = a == CANDY_ACT_O;
        if (p->cell == maki)
            return 0;
    }
    return 1;
}

static double kr_weight(const candy_know *k, const int *table, int cell)
{
    if (k->tagger >= 0)
        return cell == k->tagger ? 1.0 : 0.0;
    if (k->inview[cell] == 1 || cell == k->maki)
        return 0.0;
    return candy_know_likelihood(k, table, cell);
}

/* systematic resampling of set[0..n) (through tmp), with rejuvenation
 * from the grid mixture (mix, gw) */
static void kr_resample(const candy_know *k, candy_track_particle *set, candy_track_particle *tmp,
                        int n, rng_state *rng, double total, const double *mix, double gw)
{
    double step = total / n, acc = 0, next;
    int i, j = 0;
    next = rng_unit(rng) * step;
    for (i = 0; i < n && total > 0; i++) {
        acc += set[i].w;
        while (j < n && next < acc) {
            tmp[j++] = set[i];
            next += step;
        }
    }
    for (i = 0; j < n; j++, i++) /* rounding, or nothing left */
        tmp[j] = (total > 0 && j > 0) ? tmp[j - 1] : set[i];
    for (i = 0; i < n; i++) {
        candy_track_particle *p = &set[i];
        *p = tmp[i];
        p->w = 1.0;
        if (total <= 0 || rng_unit(rng) < KR_REJUV) {
            p->cell = (short)(k->tagger >= 0 ? k->tagger : kr_grid_cell(k, rng, mix, gw));
            p->dir = (short)rng_below(rng, 4);
        }
        rng_seed(&p->t.rng, rng_next(rng)); /* copies diverge */
    }
}

/* the belief: the particles, with a share of the grid mixture (mix, gw) */
static void kr_histogram(candy_track *tr, const double *mix, double gw)
{
    double *b = tr->belief;
    int i;
    for (i = 0; i < CANDY_CELLS; i++)
        b[i] = gw > 0 ? KR_GRID * mix[i] / gw : 0.0;
    for (i = 0; i < KR_PARTICLES; i++)
        b[tr->p[i].cell] += (1.0 - KR_GRID) / KR_PARTICLES;
    candy_grid_normalise(b);
}

void candy_track_start(const candy_know *k, candy_track_particle *set, int n,
                       const int *table, const double *mix, double gw, rng_state *rng)
{
    int i;
    for (i = 0; i < n; i++) {
        candy_track_particle *p = &set[i];
        candy_tagger_reset(&p->t, CANDY_TAGGER_HUNTER, &k->grid.opt, table, rng_next(rng));
        p->cell = (short)(k->tagger >= 0 ? k->tagger : kr_grid_cell(k, rng, mix, gw));
        p->dir = (short)rng_below(rng, 4);
        p->w = 1.0;
    }
}

double candy_track_advance(const candy_know *k, candy_track_particle *set, candy_track_particle *tmp,
                           int n, const int *table, const double *mix, double gw, rng_state *rng)
{
    double total = 0;
    int i;
    for (i = 0; i < n; i++) {
        candy_track_particle *p = &set[i];
        memcpy(p->t.table, table, sizeof p->t.table);
        p->w = kr_play(k, p, k->turn - 1, k->maki) ? kr_weight(k, table, p->cell) : 0.0;
        total += p->w;
    }
    kr_resample(k, set, tmp, n, rng, total, mix, gw);
    return total / n;
}

void candy_track_init(candy_track *tr, const candy_know *k, const int *table, const double *mix, double gw)
{
    rng_seed(&tr->rng, KR_SEED);
    candy_track_start(k, tr->p, KR_PARTICLES, table, mix, gw, &tr->rng);
    kr_histogram(tr, mix, gw);
}

double candy_track_update(candy_track *tr, const candy_know *k, const int *table, const double *mix,
                          double gw)
{
    double z = candy_track_advance(k, tr->p, tr->tmp, KR_PARTICLES, table, mix, gw, &tr->rng);
    kr_histogram(tr, mix, gw);
    return z;
}

int candy_track_rollout(const candy_track *tr, const candy_know *k, int i, const short *path, int len,
                        double *known)
{
    candy_track_particle p = tr->p[i];
    int d;
    *known = 1.0;
    for (d = 0; d < len; d++) {
        if (p.cell == path[d + 1] || !kr_play(k, &p, k->turn + d, path[d + 1]))
            return d;
    }
    *known = p.t.belief[path[len]];
    return -1;
}
