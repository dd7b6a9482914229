/*
 * candy_tagger_sweep.c -- the `sweep` tagger; see candy_tagger_sweep.h.
 *
 * Clearing.  Each action the sweep stamps with its action clock every cell
 * it knows Maki is not on now: the full cells of its current view
 * (docs/rules/candy-hunt.md §2) and, when Maki is not seen, every cell
 * whose distance gives another footsteps level than the one it hears (§3).
 * A cell's staleness is the number of actions since it was last cleared
 * (a cell never cleared counts from the start of the game).  Unlike the
 * hunter it keeps no weights and does not spread anything: Maki may be
 * wherever the tagger has not just looked or listened, the longer ago the
 * likelier.
 *
 * Moving.  While it sees Maki it walks a shortest path to her, then to
 * the cell where it last saw her.  Otherwise it walks to the uncleared
 * cell with the best staleness - CTS_DIST_W x distance, kept while the
 * target stays uncleared (so it sweeps on in one direction: the cells
 * behind it were cleared a moment ago), and it looks around at a junction
 * (as the first action of an even turn, docs/rules/candy-hunt.md §2) when
 * a look would show CTS_LOOK_CELLS uncleared cells at least.
 */
#include <string.h>
#include "candy/engine/candy_tagger_sweep.h"
#include "candy/engine/candy_tagger_base.h"
#include "candy/engine/candy_view.h"

/* target score: staleness (actions) minus this per cell of distance: a
 * cell of walking costs two actions of waiting, so it sweeps near cells
 * first (1 and 5 catch the naive Maki about as often, 0.5 less) */
#define CTS_DIST_W 2.0
/* looks around when a look shows at least this many uncleared cells (a
 * dead-end side corridor of one or two cells is not worth an action) */
#define CTS_LOOK_CELLS 3

void candy_sweep_init(candy_tagger *t)
{
    memset(t->belief, 0, sizeof t->belief);
    t->last_turn = 0;
}

/* clear what the tagger knows is empty now: the full cells of its view,
 * and every cell whose distance gives another footsteps level than the
 * one it hears (docs/rules/candy-hunt.md §3) */
static void cts_clear(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o,
                      const short *dist)
{
    candy_view v;
    int i;
    candy_tbase_view(m, o, &v);
    for (i = 0; i < v.nfull; i++)
        t->belief[v.full[i]] = t->last_turn;
    if (o->seen)
        return;
    for (i = 0; i < CANDY_CELLS; i++)
        if (dist[i] != CANDY_UNREACHABLE && candy_footsteps(t->table, dist[i]) != o->steps)
            t->belief[i] = t->last_turn;
}

/* candidates: passages not cleared by this action */
static int cts_candidate(const candy_tagger *t, const candy_maze *m, const short *dist, int cell)
{
    return !m->wall[cell] && dist[cell] != CANDY_UNREACHABLE && t->belief[cell] < t->last_turn &&
           candy_maze_inside(m, CANDY_ROW(cell), CANDY_COL(cell));
}

static int cts_target(candy_tagger *t, const candy_maze *m, const short *dist)
{
    double best_score = -1e300;
    int i, best = -1, nbest = 0;
    if (t->target >= 0 && cts_candidate(t, m, dist, t->target))
        return t->target;
    for (i = 0; i < CANDY_CELLS; i++) {
        double s;
        if (!cts_candidate(t, m, dist, i))
            continue;
        s = (t->last_turn - t->belief[i]) - CTS_DIST_W * dist[i];
        if (s > best_score) {
            best_score = s;
            best = i;
            nbest = 1;
        } else if (s == best_score && rng_below(&t->rng, (uint32_t)++nbest) == 0) {
            best = i; /* reservoir draw among equal scores */
        }
    }
    t->target = best;
    return best;
}

/* how many candidates a look-around would show beyond the current view */
static int cts_look_gain(const candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o,
                         const short *dist)
{
    candy_view v;
    int i, gain = 0;
    candy_view_around(m, o->cell, &v);
    for (i = 0; i < v.nfull; i++)
        gain += cts_candidate(t, m, dist, v.full[i]);
    return gain;
}

int candy_sweep_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    short dist[CANDY_CELLS];
    int target;
    t->last_turn++;
    candy_maze_bfs(m, o->cell, dist);
    cts_clear(t, m, o, dist);
    if (o->seen) {
        t->last_seen = o->maki_seen;
        t->target = -1;
        return candy_tbase_toward(&t->rng, m, o->cell, o->maki_seen);
    }
    if (t->last_seen == o->cell)
        t->last_seen = -1;
    if (t->last_seen >= 0)
        return candy_tbase_toward(&t->rng, m, o->cell, t->last_seen);
    if (o->k == 1 && o->turn % 2 == 0 && !o->looked && candy_maze_degree(m, o->cell) >= 3 &&
        cts_look_gain(t, m, o, dist) >= CTS_LOOK_CELLS)
        return CANDY_ACT_O;
    target = cts_target(t, m, dist);
    if (target < 0)
        target = t->target = candy_tbase_random_passage(&t->rng, m);
    return candy_tbase_toward(&t->rng, m, o->cell, target);
}
