/*
 * candy_tagger_base.c -- movement, view and belief helpers of the built-in
 * taggers; see candy_tagger_base.h.
 */
#include <string.h>
#include "candy/engine/candy_tagger_base.h"

int candy_tbase_passage(const candy_maze *m, int cell)
{
    return cell >= 0 && !m->wall[cell];
}

/* A move to a neighbour whose dist is one less than from's (random among
 * equals); CANDY_ACT_S if none. */
static int ctb_descend(rng_state *rng, const candy_maze *m, int from, const short *dist)
{
    int opts[4], nopt = 0, d;
    if (dist[from] == CANDY_UNREACHABLE)
        return CANDY_ACT_S;
    for (d = 0; d < 4; d++) {
        int nb = candy_maze_step(m, from, d);
        if (candy_tbase_passage(m, nb) && dist[nb] == dist[from] - 1)
            opts[nopt++] = d;
    }
    return nopt ? opts[rng_below(rng, (uint32_t)nopt)] : CANDY_ACT_S;
}

int candy_tbase_toward(rng_state *rng, const candy_maze *m, int from, int target)
{
    short dist[CANDY_CELLS];
    if (from == target)
        return CANDY_ACT_S;
    candy_maze_bfs(m, target, dist);
    return ctb_descend(rng, m, from, dist);
}

int candy_tbase_random_passage(rng_state *rng, const candy_maze *m)
{
    int total = candy_maze_passages(m), k, i;
    k = (int)rng_below(rng, (uint32_t)total);
    for (i = 0; i < CANDY_CELLS; i++)
        if (candy_maze_inside(m, CANDY_ROW(i), CANDY_COL(i)) && !m->wall[i] && k-- == 0)
            return i;
    return -1;
}

void candy_tbase_view(const candy_maze *m, const candy_tagger_obs *o, candy_view *v)
{
    if (o->looked)
        candy_view_around(m, o->cell, v);
    else
        candy_view_cells(m, o->cell, o->dir, v);
}

void candy_tbase_predict(double *belief, const candy_maze *m)
{
    double next[CANDY_CELLS];
    int i, d;
    memset(next, 0, sizeof next);
    for (i = 0; i < CANDY_CELLS; i++) {
        double share;
        if (belief[i] <= 0)
            continue;
        share = belief[i] / (candy_maze_degree(m, i) + 1);
        next[i] += share;
        for (d = 0; d < 4; d++) {
            int nb = candy_maze_step(m, i, d);
            if (candy_tbase_passage(m, nb))
                next[nb] += share;
        }
    }
    memcpy(belief, next, sizeof next);
}

/* Belief: scale to sum 1; returns the sum before (0: nothing left). */
static double ctb_normalise(double *belief)
{
    double total = 0;
    int i;
    for (i = 0; i < CANDY_CELLS; i++)
        total += belief[i];
    if (total > 0)
        for (i = 0; i < CANDY_CELLS; i++)
            belief[i] /= total;
    return total;
}

void candy_tbase_filter(double *belief, const candy_maze *m, const candy_tagger_obs *o,
                        const int *table)
{
    short dist[CANDY_CELLS];
    candy_view v;
    int i, pass;
    candy_tbase_view(m, o, &v);
    candy_maze_bfs(m, o->cell, dist);
    for (pass = 0; pass < 2; pass++) {
        for (i = 0; i < v.nfull; i++)
            belief[v.full[i]] = 0;
        for (i = 0; i < CANDY_CELLS; i++)
            if (dist[i] == CANDY_UNREACHABLE || candy_footsteps(table, dist[i]) != o->steps)
                belief[i] = 0;
        if (ctb_normalise(belief) > 0)
            return;
        for (i = 0; i < CANDY_CELLS; i++) /* lost track: restart from everywhere */
            belief[i] = dist[i] != CANDY_UNREACHABLE ? 1.0 : 0.0;
    }
}

double candy_tbase_look_gain(const double *belief, const candy_maze *m, const candy_tagger_obs *o)
{
    candy_view v;
    double mass = 0;
    int i;
    candy_view_around(m, o->cell, &v);
    for (i = 0; i < v.nfull; i++)
        if (!candy_view_sees(m, o->cell, o->dir, v.full[i]))
            mass += belief[v.full[i]];
    return mass;
}

int candy_tbase_sighted(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    memset(t->belief, 0, sizeof t->belief);
    t->belief[o->maki_seen] = 1;
    t->last_seen = o->maki_seen;
    return candy_tbase_toward(&t->rng, m, o->cell, o->maki_seen);
}
