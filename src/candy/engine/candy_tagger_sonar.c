/*
 * candy_tagger_sonar.c -- the `sonar` tagger; see candy_tagger_sonar.h.
 *
 * Knowledge.  At the start every inner passage is possible
 * (docs/rules/candy-hunt.md §1), one history each.  At the first action of
 * each turn every history grows by one Maki step: a cell's count becomes
 * the sum of its own and its passage neighbours' (the histories that can
 * reach it), so a cell many ways lead to gains weight.  Every action then
 * drops the histories ending on a full cell of its view and on a cell
 * whose distance gives another footsteps level than the one heard
 * (candy_tbase_filter; after nothing is left, the cells the level allows).
 * A sighting resets the set to Maki's cell.  So the support is exactly the
 * cells consistent with every level heard and everything seen since the
 * last sighting.
 *
 * Moving.  While it sees Maki it walks a shortest path to her.  Otherwise
 * it steps to the neighbour with the least expected distance to Maki under
 * the counts (the counts sum to 1 after each filter), so it heads between
 * the groups of consistent cells, where the next levels tell them apart
 * (two groups at different distances from it hear differently), and the
 * groups left shrink as it closes in.  When no neighbour lowers the
 * expected distance (it stands in the middle of what is left) it walks to
 * the likeliest cell instead.  It looks around at a junction (the first
 * action of an even turn) when a look would show CSN_LOOK_MASS of the
 * weight.
 */
#include <string.h>
#include "candy/engine/candy_tagger_sonar.h"
#include "candy/engine/candy_tagger_base.h"
#include "candy/engine/candy_view.h"

/* looks around when a look would show this share of the weight (the
 * hunter's value; never looking catches the naive Maki as often) */
#define CSN_LOOK_MASS 0.25

/* one Maki step for every history: stay, or step to a passage neighbour */
static void csn_spread(candy_tagger *t, const candy_maze *m)
{
    double next[CANDY_CELLS];
    int i, d;
    memset(next, 0, sizeof next);
    for (i = 0; i < CANDY_CELLS; i++) {
        if (t->belief[i] <= 0)
            continue;
        next[i] += t->belief[i];
        for (d = 0; d < 4; d++) {
            int nb = candy_maze_step(m, i, d);
            if (candy_tbase_passage(m, nb))
                next[nb] += t->belief[i];
        }
    }
    memcpy(t->belief, next, sizeof next);
}

/* expected distance from cell to Maki under the counts (sum 1) */
static double csn_expected(const candy_tagger *t, const candy_maze *m, int cell)
{
    short dist[CANDY_CELLS];
    double e = 0;
    int i;
    candy_maze_bfs(m, cell, dist);
    for (i = 0; i < CANDY_CELLS; i++)
        if (t->belief[i] > 0 && dist[i] != CANDY_UNREACHABLE)
            e += t->belief[i] * dist[i];
    return e;
}

/* the likeliest cell (the nearest among equals) */
static int csn_likeliest(const candy_tagger *t, const candy_maze *m, int from)
{
    short dist[CANDY_CELLS];
    double w = 0;
    int i, best = -1;
    candy_maze_bfs(m, from, dist);
    for (i = 0; i < CANDY_CELLS; i++)
        if (t->belief[i] > 0 && dist[i] != CANDY_UNREACHABLE &&
            (t->belief[i] > w || (t->belief[i] == w && dist[i] < dist[best]))) {
            w = t->belief[i];
            best = i;
        }
    return best;
}

/* the move that lowers the expected distance most (random among equals),
 * or -1 when none lowers it */
static int csn_descend(candy_tagger *t, const candy_maze *m, int from)
{
    double here = csn_expected(t, m, from), best = here;
    int opts[4], nopt = 0, d;
    for (d = 0; d < 4; d++) {
        int nb = candy_maze_step(m, from, d);
        double e;
        if (!candy_tbase_passage(m, nb))
            continue;
        e = csn_expected(t, m, nb);
        if (e < best - 1e-12) {
            best = e;
            nopt = 0;
        }
        if (e < here - 1e-12 && e <= best + 1e-12)
            opts[nopt++] = d;
    }
    return nopt ? opts[rng_below(&t->rng, (uint32_t)nopt)] : -1;
}

int candy_sonar_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    int act, best;
    if (o->turn != t->last_turn) {
        csn_spread(t, m);
        t->last_turn = o->turn;
    }
    if (o->seen)
        return candy_tbase_sighted(t, m, o);
    candy_tbase_filter(t->belief, m, o, t->table);
    if (o->k == 1 && o->turn % 2 == 0 && !o->looked && candy_maze_degree(m, o->cell) >= 3 &&
        candy_tbase_look_gain(t->belief, m, o) >= CSN_LOOK_MASS)
        return CANDY_ACT_O;
    /* a committed target holds while Maki may be there */
    if (t->target >= 0 && t->target != o->cell && t->belief[t->target] > 0)
        return candy_tbase_toward(&t->rng, m, o->cell, t->target);
    t->target = -1;
    act = csn_descend(t, m, o->cell);
    if (act >= 0 && act != ((o->dir + 2) & 3))
        return act;
    best = t->target = csn_likeliest(t, m, o->cell);
    return best < 0 ? CANDY_ACT_S : candy_tbase_toward(&t->rng, m, o->cell, best);
}
