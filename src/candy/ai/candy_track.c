/*
 * candy_track.c -- belief model 2: the tagger as the hunter program of
 * docs/rules/candy-hunt.md §5 (candy_tagger.c), tracked with a particle filter over its whole
 * state; see candy_ai.h for where it sits in the mixture.
 *
 * Why.  The grid models (random walk, chase) spread the tagger over every
 * cell its speed allows.  A tagger that searches by the footsteps moves
 * with purpose: toward the best cell of its own belief about Maki, which
 * Maki can rebuild because that belief depends only on the tagger's own
 * path, the levels (the same ones Maki hears) and Maki's path (known).
 * Round 6 (docs/candy-ai.md): on the tagger's true cell this filter (64
 * particles) puts 0.17 / 0.44 / 0.76 at footsteps 1 / 2 / 3, the grid
 * mixture 0.07 / 0.24 / 0.49.  The hunter is the judge's built-in one;
 * a real judge's tagger may search otherwise, and then this model's
 * evidence, hence its weight, falls.
 *
 * Particles.  trk[i] is a full hunter: its cell, facing and candy_tagger
 * state (its belief about Maki, target, last sighting, RNG), on the
 * optimistic maze opt with the learned footsteps table.  Each turn:
 *   predict  every particle plays the tagger's actions of the previous turn
 *            (1 after an odd turn, 2 after an even one) with Maki on its
 *            present cell, by the hunter's own code; one that lands on
 *            Maki is dropped (Maki was not caught);
 *   weigh    by what Maki sees: on sight only particles on the tagger's
 *            cell live; else a particle in the full view or on Maki dies,
 *            and the footsteps level weighs as in the grid models
 *            (candy_belief_likelihood);
 *   resample systematically; a share KR_REJUV of the particles, and all of
 *            them when none is left, take a cell drawn from the grid
 *            models' mixture instead (keeping their state): the program
 *            may be wrong, so the filter never loses the tagger for good.
 * bel[2] is the particles' histogram mixed with KR_GRID of the grid
 * mixture, and the return value (the mean weight before resampling) is
 * the evidence that sets wmodel[2], as for the grid models: against a
 * tagger that is not this hunter the model loses its weight.
 * candy_track_start/advance run the same filter on any set of particles
 * with any table: candy_table.c keeps one small set per table hypothesis
 * and reads their evidence.
 *
 * Deterministic (its own seeded RNG), no allocation, no I/O; valid C++20.
 */
#include <string.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"

/* a cell drawn from that mixture */
static int kr_grid_cell(const candy_ai *ai, rng_state *rng, const double *mix, double total)
{
    double u = rng_unit(rng) * total, acc = 0;
    int i, last = ai->know.maki;
    for (i = 0; i < ai->know.grid.ncells; i++) {
        int c = ai->know.grid.cells[i];
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
static int kr_play(const candy_ai *ai, candy_track_particle *p, int turn, int maki)
{
    int k, due = (turn % 2 == 0) ? 2 : 1, looked = 0;
    for (k = 1; k <= due; k++) {
        candy_tagger_obs o;
        int a;
        o.turn = turn;
        o.k = k;
        o.cell = p->cell;
        o.dir = p->dir;
        o.looked = looked;
        o.seen = looked ? candy_view_sees_around(&ai->know.grid.opt, p->cell, maki)
                        : candy_view_sees(&ai->know.grid.opt, p->cell, p->dir, maki);
        o.maki_seen = o.seen ? maki : -1;
        o.steps = candy_footsteps(p->t.table, ai->know.grid.dist[p->cell][maki]);
        o.maki_true = maki; /* the hunter never reads it */
        a = candy_tagger_act(&p->t, &ai->know.grid.opt, &o);
        if (a >= CANDY_U && a <= CANDY_L) {
            int nx = candy_maze_step(&ai->know.grid.opt, p->cell, a);
            p->dir = (short)a;
            if (nx >= 0 && !ai->know.grid.opt.wall[nx])
                p->cell = (short)nx;
        }
        looked = a == CANDY_ACT_O;
        if (p->cell == maki)
            return 0;
    }
    return 1;
}

static double kr_weight(const candy_ai *ai, const int *table, int cell)
{
    if (ai->know.tagger >= 0)
        return cell == ai->know.tagger ? 1.0 : 0.0;
    if (ai->know.inview[cell] == 1 || cell == ai->know.maki)
        return 0.0;
    return candy_know_likelihood(&ai->know, table, cell);
}

/* systematic resampling of set[0..n) (through tmp), with rejuvenation
 * from the grid mixture (mix, gw) */
static void kr_resample(const candy_ai *ai, candy_track_particle *set, candy_track_particle *tmp,
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
            p->cell = (short)(ai->know.tagger >= 0 ? ai->know.tagger : kr_grid_cell(ai, rng, mix, gw));
            p->dir = (short)rng_below(rng, 4);
        }
        rng_seed(&p->t.rng, rng_next(rng)); /* copies diverge */
    }
}

/* bel[2]: the particles, with a share of the grid mixture (mix, gw) */
static void kr_histogram(candy_ai *ai, const double *mix, double gw)
{
    double *b = ai->bel[CANDY_AI_TRACK];
    int i;
    for (i = 0; i < CANDY_CELLS; i++)
        b[i] = gw > 0 ? KR_GRID * mix[i] / gw : 0.0;
    for (i = 0; i < KR_PARTICLES; i++)
        b[ai->trk[i].cell] += (1.0 - KR_GRID) / KR_PARTICLES;
    candy_grid_normalise(b);
}

void candy_track_start(const candy_ai *ai, candy_track_particle *set, int n,
                       const int *table, const double *mix, double gw, rng_state *rng)
{
    int i;
    for (i = 0; i < n; i++) {
        candy_track_particle *p = &set[i];
        candy_tagger_init(&p->t, CANDY_TAGGER_HUNTER, &ai->know.grid.opt, table, rng_next(rng));
        p->cell = (short)(ai->know.tagger >= 0 ? ai->know.tagger : kr_grid_cell(ai, rng, mix, gw));
        p->dir = (short)rng_below(rng, 4);
        p->w = 1.0;
    }
}

double candy_track_advance(const candy_ai *ai, candy_track_particle *set, candy_track_particle *tmp,
                           int n, const int *table, const double *mix, double gw, rng_state *rng)
{
    double total = 0;
    int i;
    for (i = 0; i < n; i++) {
        candy_track_particle *p = &set[i];
        memcpy(p->t.table, table, sizeof p->t.table);
        p->w = kr_play(ai, p, ai->know.turn - 1, ai->know.maki) ? kr_weight(ai, table, p->cell) : 0.0;
        total += p->w;
    }
    kr_resample(ai, set, tmp, n, rng, total, mix, gw);
    return total / n;
}

void candy_track_init(candy_ai *ai)
{
    double mix[CANDY_CELLS], gw = candy_grid_mix(ai->bel, ai->wmodel, CANDY_AI_GRID_MODELS, mix);
    rng_seed(&ai->trk_rng, KR_SEED);
    candy_track_start(ai, ai->trk, KR_PARTICLES, ai->table, mix, gw, &ai->trk_rng);
    kr_histogram(ai, mix, gw);
}

double candy_track_update(candy_ai *ai)
{
    double mix[CANDY_CELLS], gw = candy_grid_mix(ai->bel, ai->wmodel, CANDY_AI_GRID_MODELS, mix), z;
    z = candy_track_advance(ai, ai->trk, ai->trk_tmp, KR_PARTICLES, ai->table, mix, gw, &ai->trk_rng);
    kr_histogram(ai, mix, gw);
    return z;
}

int candy_track_rollout(const candy_ai *ai, int i, const short *path, int len, double *known)
{
    candy_track_particle p = ai->trk[i];
    int d;
    *known = 1.0;
    for (d = 0; d < len; d++) {
        if (p.cell == path[d + 1] || !kr_play(ai, &p, ai->know.turn + d, path[d + 1]))
            return d;
    }
    *known = p.t.belief[path[len]];
    return -1;
}
