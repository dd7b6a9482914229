/*
 * candy_ai.c -- the Maki AI's orchestrator: one turn read into knowledge,
 * the belief's parts run in order, the planner asked; the effort rungs.
 * See candy_ai.h for the order and which parts run.
 */
#include <string.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_plan.h"
#include "candy/ai/candy_ai_tune.h"

void candy_ai_init(candy_ai *ai, int n, int dir0, int oracle)
{
    memset(ai, 0, sizeof *ai);
    ai->n = n;
    ai->oracle = oracle;
    candy_know_init(&ai->know, n, dir0);
    candy_belief_init(&ai->belief);
}

void candy_ai_set_rung(candy_ai *ai, int rung)
{
    static const int search[CANDY_AI_RUNGS] = {0, 0, 1, 2, 2}; /* candy_plan's level */
    rung = rung < 0 ? 0 : (rung >= CANDY_AI_RUNGS ? CANDY_AI_RUNGS - 1 : rung);
    ai->level = search[rung];
    ai->stale_dist = rung == CANDY_AI_RUNGS - 1;
    if (rung > 0)
        ai->lean = 1;
}

void candy_ai_lock_oracle(candy_ai *ai)
{
    ai->oracle_lock = 1;
}

void candy_ai_tagger_mix(const candy_ai *ai, double *out)
{
    candy_belief_mix(&ai->belief, out);
}

/* models in the mixture: the hunter program only when the tagger can be
 * out of view (in oracle mode the grid models already hold its cell) and
 * while the time allows it (not lean) */
static int ka_models(const candy_ai *ai)
{
    return KR_TRACK && !ai->oracle && !ai->lean ? CANDY_BELIEF_MODELS : CANDY_BELIEF_GRIDS;
}

/* the table hypotheses run with the tracked hunters (their evidence) */
static int ka_tables(int models)
{
    return models > CANDY_BELIEF_TRACK && KF_TABLES > 1;
}

/* the tracked hunters' turn (first or later) on the grid models' mixture,
 * their distribution into the belief; returns their evidence */
static double ka_track(candy_ai *ai, int first)
{
    double mix[CANDY_CELLS], gw = candy_belief_grid_mix(&ai->belief, mix), z = 1.0;
    const int *table = ai->belief.table;
    if (first)
        candy_track_init(&ai->track, &ai->know, table, mix, gw);
    else
        z = candy_track_update(&ai->track, &ai->know, table, mix, gw);
    candy_belief_set_track(&ai->belief, ai->track.belief);
    return z;
}

/* the chosen table hypothesis' table and grid filters into the belief */
static void ka_adopt_table(candy_ai *ai)
{
    candy_belief_adopt(&ai->belief, candy_table_chosen(&ai->tables),
                       candy_table_chosen_grids(&ai->tables));
}

/* turn 1: the grid filters (the table hypotheses', or the belief's own),
 * then the tracked hunters, which start from them */
static void ka_belief_first(candy_ai *ai)
{
    int models = ka_models(ai);
    candy_belief_first(&ai->belief, &ai->know, models, !ka_tables(models));
    if (ka_tables(models)) {
        candy_table_init(&ai->tables, &ai->know, ai->belief.table);
        ka_adopt_table(ai);
    }
    if (models > CANDY_BELIEF_TRACK)
        ka_track(ai, 1);
}

/* a later turn: the grid filters, the tracked hunters (after the grids:
 * they rejuvenate from them), then the model weights */
static void ka_belief_update(candy_ai *ai)
{
    double z[CANDY_BELIEF_MODELS];
    int models = ka_models(ai);
    if (ka_tables(models)) {
        candy_table_update(&ai->tables, &ai->know, z);
        ka_adopt_table(ai);
    } else
        candy_belief_filter(&ai->belief, &ai->know, z);
    if (models > CANDY_BELIEF_TRACK)
        z[CANDY_BELIEF_TRACK] = ka_track(ai, 0);
    candy_belief_weigh(&ai->belief, z, models);
}

static int ka_plan(const candy_ai *ai)
{
    candy_plan_in in;
    in.know = &ai->know;
    in.belief = &ai->belief;
    in.track = &ai->track;
    in.level = ai->level;
    in.oracle = ai->oracle;
    return candy_plan(&in);
}

/* full information (the judge's --reveal): nothing unknown and the
 * tagger on the map */
static int ka_full_info(const candy_memory *mem, int tagger)
{
    int r, c;
    if (tagger < 0)
        return 0;
    for (r = 0; r < mem->n; r++)
        for (c = 0; c < mem->n; c++)
            if (mem->terr[CANDY_CELL(r, c)] == CANDY_T_UNKNOWN)
                return 0;
    return 1;
}

int candy_ai_turn(candy_ai *ai, int a, const char rows[][CANDY_MAX_N + 1])
{
    candy_memory fresh;
    candy_know_turn in;
    const char *ptrs[CANDY_MAX_N];
    int r, act;
    for (r = 0; r < ai->n; r++)
        ptrs[r] = rows[r];
    if (candy_map_parse(&fresh, ai->n, ptrs, &in.maki, &in.tagger) != 0)
        return -1;
    ai->turn++;
    if (ai->turn == 1 && !ai->oracle_lock && ka_full_info(&fresh, in.tagger))
        ai->oracle = 1;
    in.turn = ai->turn;
    in.steps = (a >= 0 && a <= 3) ? a : -1;
    in.oracle = ai->oracle;
    in.stale_dist = ai->stale_dist;
    candy_know_update(&ai->know, &fresh, &in);
    if (ai->turn == 1)
        ka_belief_first(ai);
    else
        ka_belief_update(ai);
    act = ka_plan(ai);
    candy_know_acted(&ai->know, act);
    return act;
}
