/*
 * candy_tagger_cutoff.c -- the `cutoff` tagger; see candy_tagger_cutoff.h.
 *
 * Knowledge: the hunter's kind of belief (candy_tagger_base.h), a
 * random-walk prediction each turn filtered by the view and the footsteps
 * level, reset to Maki's cell on a sighting.
 *
 * Cutting off.  When it sees Maki on two actions in a row and she is no
 * nearer to it than before, she is running from it.  It predicts her
 * flight: each step to the neighbour farthest from the tagger, for
 * CCO_HORIZON steps.  The first junction (three or more passage
 * neighbours) on that flight that it reaches no later than she does,
 * moving 1.5 actions per turn to her one step (docs/rules/candy-hunt.md §3:
 * 2 x its distance <= 3 x hers), by a way shorter than through her, is
 * where it goes instead of following her: she runs into it or is shut in
 * the corridors behind that junction.  It keeps that junction until it
 * stands on it or sees her again.  Otherwise, while it sees her, it steps
 * straight at her.
 *
 * Searching.  Otherwise it walks from junction to junction: the target is
 * the junction with the best (belief within CCO_REACH steps of it) x
 * CCO_DECAY^distance, kept until it covers no belief (it does not switch
 * on the way, which made it dither between two junctions).
 * On its target it looks around (the first action of an even turn) if it
 * has not looked there last; then, or when no junction covers any belief,
 * it digs for the likeliest cell (belief x CCO_DECAY^distance), into the
 * dead ends and corridors no junction covers, and keeps that cell as its
 * target while Maki may be there.
 */
#include <string.h>
#include "candy/engine/candy_tagger_cutoff.h"
#include "candy/engine/candy_tagger_base.h"
#include "candy/engine/candy_view.h"

/* a junction covers the belief within this many steps: the default
 * table's nearest bucket, what it would hear as level 3 from there (2 and
 * 4 catch the naive Maki about as often) */
#define CCO_REACH 3
/* target score falls by this factor per step of distance (the hunter's) */
#define CCO_DECAY 0.88
/* how far ahead it predicts Maki's flight, in steps: a Maki who no longer
 * sees it stops running, so a longer guess misleads (12 and 20 catch the
 * naive Maki less often than 6) */
#define CCO_HORIZON 6

static int cco_junction(const candy_maze *m, int cell)
{
    return !m->wall[cell] && candy_maze_inside(m, CANDY_ROW(cell), CANDY_COL(cell)) &&
           candy_maze_degree(m, cell) >= 3;
}

/* Maki runs from the tagger: seen at its previous action too (at prev),
 * and now no nearer to it (dt: distances from the tagger) */
static int cco_fleeing(const short *dt, int prev, int maki)
{
    return prev >= 0 && prev != maki && dt[maki] >= dt[prev];
}

/* Maki's predicted flight from maki: each step to the neighbour farthest
 * from the tagger (dt) not yet on the path, for at most CCO_HORIZON steps
 * or to a dead end; path[0] = maki.  Returns the length. */
static int cco_flight(const candy_maze *m, const short *dt, int maki, short *path)
{
    int len, cur = maki, i;
    path[0] = (short)maki;
    for (len = 0; len < CCO_HORIZON; len++) {
        int d, next = -1;
        for (d = 0; d < 4; d++) {
            int nb = candy_maze_step(m, cur, d), used = 0;
            if (!candy_tbase_passage(m, nb))
                continue;
            for (i = 0; i <= len && !used; i++)
                used = path[i] == nb;
            if (!used && (next < 0 || dt[nb] > dt[next]))
                next = nb;
        }
        if (next < 0)
            break;
        path[len + 1] = (short)next;
        cur = next;
    }
    return len;
}

/* where to cut Maki (at maki) off, or -1: the first junction of her
 * predicted flight that the tagger reaches no later than she does, by a
 * way shorter than through her */
static int cco_intercept(const candy_maze *m, const short *dt, int maki)
{
    short path[CCO_HORIZON + 1];
    int len = cco_flight(m, dt, maki, path), i;
    for (i = 1; i <= len; i++) {
        int c = path[i];
        if (cco_junction(m, c) && 2 * dt[c] <= 3 * i && dt[c] < dt[maki] + i)
            return c;
    }
    return -1;
}

/* belief within CCO_REACH steps of cell */
static double cco_cover(const candy_tagger *t, const candy_maze *m, int cell)
{
    short queue[CANDY_CELLS], dist[CANDY_CELLS];
    double mass = 0;
    int head = 0, tail = 0, i, d;
    for (i = 0; i < CANDY_CELLS; i++)
        dist[i] = CANDY_UNREACHABLE;
    dist[cell] = 0;
    queue[tail++] = (short)cell;
    while (head < tail) {
        int cur = queue[head++];
        mass += t->belief[cur];
        if (dist[cur] == CCO_REACH)
            continue;
        for (d = 0; d < 4; d++) {
            int nb = candy_maze_step(m, cur, d);
            if (candy_tbase_passage(m, nb) && dist[nb] == CANDY_UNREACHABLE) {
                dist[nb] = (short)(dist[cur] + 1);
                queue[tail++] = (short)nb;
            }
        }
    }
    return mass;
}

/* the search junction, kept until it covers no belief (a switch to a
 * better one on the way would make it dither: its view, and so its
 * belief, changes with every step); -1 when no junction covers any */
static int cco_junction_target(candy_tagger *t, const candy_maze *m, const short *dist)
{
    double best_score = 0, cur_score = 0, decay[CANDY_CELLS];
    int i, best = -1;
    decay[0] = 1;
    for (i = 1; i < CANDY_CELLS; i++)
        decay[i] = decay[i - 1] * CCO_DECAY;
    for (i = 0; i < CANDY_CELLS; i++) {
        double s;
        if (!cco_junction(m, i) || dist[i] == CANDY_UNREACHABLE)
            continue;
        s = cco_cover(t, m, i) * decay[dist[i]];
        if (i == t->target)
            cur_score = s;
        if (s > best_score) {
            best_score = s;
            best = i;
        }
    }
    if (t->target < 0 || cur_score <= 0)
        t->target = best;
    return t->target;
}

/* the likeliest cell, discounted by distance; -1 if the belief is empty */
static int cco_likeliest(const candy_tagger *t, const short *dist)
{
    double best_score = 0;
    int i, best = -1, k;
    for (i = 0; i < CANDY_CELLS; i++) {
        double s;
        if (t->belief[i] <= 0 || dist[i] == CANDY_UNREACHABLE)
            continue;
        s = t->belief[i];
        for (k = 0; k < dist[i]; k++)
            s *= CCO_DECAY;
        if (s > best_score) {
            best_score = s;
            best = i;
        }
    }
    return best;
}

static int cco_search(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o,
                      const short *dist)
{
    int target;
    /* a cell it digs for stays the target while Maki may be there */
    if (t->target >= 0 && !cco_junction(m, t->target)) {
        if (t->target != o->cell && t->belief[t->target] > 0)
            return candy_tbase_toward(&t->rng, m, o->cell, t->target);
        t->target = -1;
    }
    target = cco_junction_target(t, m, dist);
    if (target == o->cell || target < 0) {
        if (target >= 0 && o->k == 1 && o->turn % 2 == 0 && !o->looked && t->looked_at != o->cell) {
            t->looked_at = o->cell;
            return CANDY_ACT_O;
        }
        target = t->target = cco_likeliest(t, dist);
    }
    return target < 0 ? CANDY_ACT_S : candy_tbase_toward(&t->rng, m, o->cell, target);
}

int candy_cutoff_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    short dist[CANDY_CELLS];
    int prev = t->prev_maki;
    if (o->turn != t->last_turn) {
        candy_tbase_predict(t->belief, m);
        t->last_turn = o->turn;
    }
    t->prev_maki = o->seen ? o->maki_seen : -1;
    candy_maze_bfs(m, o->cell, dist);
    if (o->seen) {
        memset(t->belief, 0, sizeof t->belief);
        t->belief[o->maki_seen] = 1;
        t->last_seen = o->maki_seen;
        t->target = -1;
        t->cut = cco_fleeing(dist, prev, o->maki_seen) ? cco_intercept(m, dist, o->maki_seen) : -1;
        return candy_tbase_toward(&t->rng, m, o->cell, t->cut >= 0 ? t->cut : o->maki_seen);
    }
    candy_tbase_filter(t->belief, m, o, t->table);
    if (t->cut == o->cell)
        t->cut = -1; /* on the junction: she is shut in behind it, or elsewhere */
    if (t->cut >= 0)
        return candy_tbase_toward(&t->rng, m, o->cell, t->cut);
    return cco_search(t, m, o, dist);
}
