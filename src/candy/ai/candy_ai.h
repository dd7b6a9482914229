/*
 * candy_ai.h -- the Candy Hunt Maki AI: one turn is read into knowledge,
 * updates the belief about the tagger and plans an action.  This module
 * is the orchestrator: it owns the members below and runs them in order.
 *
 * Modules (src/candy/ai), each owning its struct; the others read it
 * through const pointers and change it only through its functions:
 *   candy_grid    grid primitives: the maze as a graph with its distances,
 *                 distributions over cells, the footsteps table
 *   candy_know    knowledge: the maze and candy as the maps show them,
 *                 the candy chance, this turn's view, the footsteps
 *                 likelihood of a cell
 *   candy_belief  the tagger's cell under each motion model (grid filters
 *                 for models 0 and 1) and the models' weights
 *   candy_track   model 2: the hunter program tracked by particles
 *   candy_table   which footsteps table: hypotheses chosen by evidence
 *   candy_plan    the beam search that picks the action
 *   candy_ai      this orchestrator, and the effort rungs
 *   candy_tm      the bot's time manager (which rung a turn affords)
 *   candy_io      the bot's protocol reader (any accepted layout)
 *   candy_bot_main  the protocol loop (the one-file submission's entry)
 *
 * Dependency order.  Calls go one way only (no two files call each other,
 * directly or round a cycle); each module calls only those listed before
 * it:
 *   candy_grid <- candy_know <- candy_belief, candy_track
 *     <- candy_table (know, belief's grid filters, track's particle sets)
 *     <- candy_plan (know, belief, track)
 *     <- candy_ai (all of them) <- candy_bot_main -> candy_tm, candy_io
 * candy_tm and candy_io call no AI module (candy_tm reads CANDY_AI_RUNGS).
 *
 * A turn (candy_ai_turn).  Parse the map; on turn 1 switch to oracle mode
 * if it shows no unknown cell and the tagger (unless oracle_lock).  Then
 * candy_know_update.  Then the belief: on turn 1 the model weights, the
 * grid filters (those of the table hypotheses, or the belief's own), and
 * the tracked hunters, which start from the grid mixture; on a later turn
 * the grid filters (the hypotheses', or the belief's own), then the
 * tracked hunters (after the grids: they rejuvenate from them), then the
 * models' weights from each one's evidence.  The chosen hypothesis' table
 * and grid filters go to the belief (candy_belief_adopt), the hunters'
 * distribution too (candy_belief_set_track).  Then candy_plan, and
 * candy_know_acted records the reply.
 *
 * Which parts run.  Model 2 and the table hypotheses need the tagger out
 * of view at times (not oracle mode) and the time (not lean); without them
 * the belief's own grid filters go on from the chosen hypothesis' last
 * copies, under its table, and model 2's weight is 0.
 *
 * Effort (set by the caller each turn, the bot by candy_tm's time manager,
 * as a rung: candy_ai_set_rung).  level is the search's size; lean drops
 * the tracked hunters, which cost most of a turn's time, for the rest of
 * the game.  Particles left behind cannot be resumed, so lean is never
 * cleared within a game.  stale_dist skips the all-pairs distances (most of
 * a lean turn's time) after turn 1: a wall learned since only lengthens
 * paths on opt, so stale distances stay the lower bounds the belief takes
 * them for, and the first turn without stale_dist recomputes them.
 *
 * Oracle mode (full information, the judge's --reveal): no unknown cells
 * and the tagger on every map; then the candy chance is 0 off the C cells
 * and the planner charges the full capture penalty.
 *
 * No I/O, no allocation; valid C++20.  A candy_ai is large (the distance
 * table): keep it static.
 */
#ifndef CANDY_AI_H
#define CANDY_AI_H

#include "candy/engine/candy_maze.h"
#include "candy/ai/candy_ai_tune.h"
#include "candy/ai/candy_know.h"
#include "candy/ai/candy_belief.h"
#include "candy/ai/candy_track.h"
#include "candy/ai/candy_table.h"

typedef struct candy_ai {
    int n, turn;              /* size; turns answered (in candy_ai_turn: this one) */
    int oracle;               /* full-information mode */
    int oracle_lock;          /* 1: never switch oracle mode by itself */
    candy_know know;          /* the maze, the candy, this turn (candy_know.h) */
    candy_belief belief;      /* the tagger's cell by model (candy_belief.h) */
    candy_table tables;       /* the footsteps-table hypotheses (candy_table.h) */
    candy_track track;        /* model 2, the tracked hunters (candy_track.h) */
    int level;                /* search effort: 0 full, 1 reduced, 2 minimal (candy_ai_set_rung sets it) */
    int lean;                 /* 1: no tracked hunters (model 2, the table hypotheses) from now
                               * on; candy_ai_set_rung sets it, and only ever from 0 to 1 */
    int stale_dist;           /* 1: this turn keeps the distances as last computed (candy_ai_set_rung sets it) */
} candy_ai;

/* Start a game: n, Maki's initial facing; oracle forces full-info mode. */
void candy_ai_init(candy_ai *ai, int n, int dir0, int oracle);
/* One turn: footsteps level a (-1 unknown), the n map rows.  Returns the
 * action (CANDY_U..CANDY_L, CANDY_ACT_O, CANDY_ACT_S); -1 for a map that
 * cannot be read (then answer S). */
int candy_ai_turn(candy_ai *ai, int a, const char rows[][CANDY_MAX_N + 1]);

/* Effort rungs, the cheapest last: 0 the full search with the tracked
 * hunters; 1 the full search, lean; 2 the reduced search, lean; 3 the
 * minimal search, lean; 4 the same with stale distances.  The hunters go
 * first: without them the full search scores more than smaller searches
 * with them, at a third of the time (docs/candy-ai.md "Time"). */
#define CANDY_AI_RUNGS 5
/* set level and lean for a rung; lean, once set, stays */
void candy_ai_set_rung(candy_ai *ai, int rung);
/* Oracle mode stays as candy_ai_init set it (no switch on turn 1's map):
 * for a simulator that knows which mode it plays. */
void candy_ai_lock_oracle(candy_ai *ai);
/* the belief over the tagger's cell, all models mixed (sums to 1) */
void candy_ai_tagger_mix(const candy_ai *ai, double *out);

#endif
