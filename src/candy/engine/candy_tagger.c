/*
 * candy_tagger.c -- the built-in taggers' names, their common fresh state,
 * and the taggers hunter / wander / oracle; see candy_tagger.h for what
 * each may know and the hunter's belief.  sweep, sonar and cutoff are in
 * candy_tagger_sweep.c, candy_tagger_sonar.c and candy_tagger_cutoff.c;
 * the set-up and dispatch over every kind in candy_tagger_kinds.c.  The
 * split lets the Candy AI, which models the hunter with this very code,
 * link the hunter without the other kinds (its submission's size).
 *
 * Movement helpers (candy_tagger_base.c) work on true BFS distances over
 * the whole maze (a tagger knows the maze).  Ties between equally good
 * moves are broken by the tagger's own RNG, so a seed fixes the game.
 */
#include <stdio.h>
#include <string.h>
#include "candy/engine/candy_tagger.h"
#include "candy/engine/candy_view.h"
#include "candy/engine/candy_tagger_base.h"

/* the hunter's default constants (candy_hunter_params) */
#define CT_LOOK_MASS 0.25   /* hunter looks around if a look reveals this much belief */
#define CT_DECAY 0.88       /* hunter's target score: belief * CT_DECAY^distance */
#define CT_SWITCH 1.5       /* a new target must score this much more than the current */
#define CT_SWITCH_MAX 1e6   /* range checks: a switch ratio or look mass above this */
#define CT_LOOK_MAX 1e6     /* is surely a typo */

static const char *const ct_names[CANDY_TAGGER_KINDS] = {"hunter", "wander", "oracle",
                                                         "sweep", "sonar", "cutoff"};

int candy_tagger_parse(const char *name)
{
    int i;
    for (i = 0; i < CANDY_TAGGER_KINDS; i++)
        if (strcmp(name, ct_names[i]) == 0)
            return i;
    return -1;
}

const char *candy_tagger_name(int kind)
{
    return (kind >= 0 && kind < CANDY_TAGGER_KINDS) ? ct_names[kind] : "?";
}

void candy_hunter_params_default(candy_hunter_params *p)
{
    p->decay = CT_DECAY;
    p->switch_ratio = CT_SWITCH;
    p->look_mass = CT_LOOK_MASS;
}

int candy_hunter_params_check(const candy_hunter_params *p, char *err, int errcap)
{
    /* written so that NaN fails every test */
    if (!(p->decay > 0 && p->decay <= 1))
        return snprintf(err, (size_t)errcap, "hunter decay %.15g is not in (0, 1]", p->decay), -1;
    if (!(p->switch_ratio >= 1 && p->switch_ratio <= CT_SWITCH_MAX))
        return snprintf(err, (size_t)errcap, "hunter switch ratio %.15g is not in [1, %g]",
                        p->switch_ratio, CT_SWITCH_MAX), -1;
    if (!(p->look_mass >= 0 && p->look_mass <= CT_LOOK_MAX))
        return snprintf(err, (size_t)errcap, "hunter look mass %.15g is not in [0, %g]",
                        p->look_mass, CT_LOOK_MAX), -1;
    return 0;
}

void candy_tagger_reset(candy_tagger *t, int kind, const candy_maze *m,
                        const int *table, uint64_t seed)
{
    int r, c, f = candy_maze_inner_passages(m);
    memset(t, 0, sizeof *t);
    t->kind = kind;
    rng_seed(&t->rng, seed);
    t->table[0] = table[0];
    t->table[1] = table[1];
    t->table[2] = table[2];
    t->last_seen = -1;
    t->target = -1;
    t->last_turn = 0;
    t->looked_at = -1;
    t->cut = -1;
    t->prev_maki = -1;
    candy_hunter_params_default(&t->hp);
    /* Maki starts on an inner passage (docs/rules/candy-hunt.md §1) */
    for (r = 1; r < m->n - 1; r++)
        for (c = 1; c < m->n - 1; c++)
            if (!m->wall[CANDY_CELL(r, c)])
                t->belief[CANDY_CELL(r, c)] = 1.0 / f;
}

/* ---- oracle ---- */

int candy_oracle_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    return candy_tbase_toward(&t->rng, m, o->cell, o->maki_true);
}

/* ---- wander ---- */

int candy_wander_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    if (o->seen) {
        t->last_seen = o->maki_seen;
        return candy_tbase_toward(&t->rng, m, o->cell, o->maki_seen);
    }
    if (t->last_seen == o->cell)
        t->last_seen = -1;
    if (t->last_seen >= 0)
        return candy_tbase_toward(&t->rng, m, o->cell, t->last_seen);
    while (t->target < 0 || t->target == o->cell)
        t->target = candy_tbase_random_passage(&t->rng, m);
    return candy_tbase_toward(&t->rng, m, o->cell, t->target);
}

/* ---- hunter ---- */

/* Where to search: the cell with the best belief * decay^distance,
 * kept until another scores switch_ratio times more (no dithering). */
static int ct_hunter_target(candy_tagger *t, const candy_maze *m, int from)
{
    short dist[CANDY_CELLS];
    double decay[CANDY_CELLS], best_score = 0, cur_score = 0;
    int i, best = -1;
    candy_maze_bfs(m, from, dist);
    decay[0] = 1;
    for (i = 1; i < CANDY_CELLS; i++)
        decay[i] = decay[i - 1] * t->hp.decay;
    for (i = 0; i < CANDY_CELLS; i++) {
        double s;
        if (t->belief[i] <= 0 || dist[i] == CANDY_UNREACHABLE)
            continue;
        s = t->belief[i] * decay[dist[i]];
        if (i == t->target)
            cur_score = s;
        if (s > best_score) {
            best_score = s;
            best = i;
        }
    }
    if (t->target < 0 || cur_score <= 0 || best_score > t->hp.switch_ratio * cur_score)
        t->target = best;
    return t->target;
}

static int ct_hunter_move(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    int target = ct_hunter_target(t, m, o->cell);
    return target < 0 ? CANDY_ACT_S : candy_tbase_toward(&t->rng, m, o->cell, target);
}

int candy_hunter_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    if (o->turn != t->last_turn) {
        candy_tbase_predict(t->belief, m);
        t->last_turn = o->turn;
    }
    if (o->seen)
        return candy_tbase_sighted(t, m, o);
    candy_tbase_filter(t->belief, m, o, t->table);
    /* look around at a junction, first of two actions, when worth it */
    if (o->k == 1 && o->turn % 2 == 0 && !o->looked && t->looked_at != o->cell &&
        candy_maze_degree(m, o->cell) >= 3 && candy_tbase_look_gain(t->belief, m, o) >= t->hp.look_mass) {
        t->looked_at = o->cell;
        return CANDY_ACT_O;
    }
    return ct_hunter_move(t, m, o);
}
