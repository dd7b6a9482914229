/*
 * candy_ai.h -- the Candy Hunt Maki AI: what it knows, what it believes
 * about the tagger, and how it picks an action.
 *
 * Knowledge (candy_know.c).  mem is the map of the latest input parsed
 * (terrain, remembered candy C, which is always exact: only Maki eats).
 * opt is the maze with unknown cells taken as passage (an optimistic map:
 * distances on it are lower bounds) and known the maze with unknown cells
 * as wall (distances are upper bounds).  dist[a][b] are all-pairs BFS
 * distances on opt, recomputed when terrain was learned.  pc[cell] is the
 * chance that a cell not shown C holds candy (it is 0 on a cell seen full
 * this turn, rises on every cell out of view when a candy respawns, and
 * starts at the prior on cells never seen); the hidden total is kept equal
 * to the estimated candy count K minus the C cells.
 *
 * Belief (candy_belief.c).  bel[m][cell] is the chance the tagger is on
 * cell under motion model m (0 random walk, 1 chase Maki, 2 the hunter
 * program of docs/rules/candy-hunt.md §5 tracked by particles, candy_track.c; 2 is off in
 * oracle mode), each normalised; wmodel[m] the posterior weight of the
 * models (from how well each predicted the observations, drifting back to
 * equal weights).  trk[] are model 2's particles.  Each turn, for the grid
 * models 0 and 1: predict the tagger's 1 (odd turn) or 2 (even turn)
 * actions, zero Maki's cell after each (Maki was not caught), then
 * collapse on sight or zero every full cell of the current view, and weigh
 * by the footsteps likelihood, floored so a different table never empties
 * the belief; an empty belief restarts from every cell consistent with
 * what is seen.  table[] is the footsteps table, learned from the levels
 * heard while the tagger is in view at a known distance (it starts at
 * 3,6,10).
 *
 * Table hypotheses (candy_table.c).  Out of oracle mode the grid models
 * run once per footsteps-table hypothesis (tbel, twm, ttab), each with its
 * own tracked hunters (thyp); tlog is each one's log evidence and tsel
 * the chosen one, whose table and grid beliefs are table[] and bel[0..1].
 *
 * Planning (candy_plan.c).  A beam search over Maki's next turns against
 * tagger positions sampled from the belief, each moving as its model says;
 * see candy_plan.c.
 *
 * Oracle mode (full information, the judge's --reveal): no unknown cells
 * and the tagger on every map; then pc is 0 off the C cells.
 *
 * Effort (set by the caller each turn, the bot by candy_tm.c's time manager):
 * level is the search's size; lean drops the tracked hunters, which cost
 * most of a turn's time, for the rest of the game: model 2's weight
 * becomes 0 and the chosen table hypothesis' grid filters go on alone as
 * bel[0..1] under table[].  Particles left behind cannot be resumed, so
 * lean is never cleared within a game.  stale_dist skips the all-pairs
 * distances (most of a lean turn's time) after turn 1: a wall learned
 * since only lengthens paths on opt, so stale distances stay the lower
 * bounds the belief takes them for; dirty stays set, and the first turn
 * without stale_dist recomputes them.
 *
 * No I/O, no allocation; valid C++20.  A candy_ai is large (the distance
 * table): keep it static.
 */
#ifndef CANDY_AI_H
#define CANDY_AI_H

#include "common/rng.h"
#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_view.h"
#include "candy/engine/candy_tagger.h"
#include "candy/ai/candy_ai_tune.h"
#include "candy/ai/candy_know.h"
#include "candy/ai/candy_belief.h"
#include "candy/ai/candy_track.h"
#include "candy/ai/candy_table.h"

typedef struct candy_ai {
    int n, turn;              /* size, turn being answered (1..) */
    int oracle;               /* full-information mode */
    int oracle_lock;          /* 1: never switch oracle mode by itself */
    candy_know know;          /* the maze, the candy, this turn (candy_know.h) */
    candy_belief belief;      /* the tagger's cell by model (candy_belief.h) */
    candy_table tables;       /* the footsteps-table hypotheses (candy_table.h) */
    candy_track track;        /* model 2, the tracked hunters (candy_track.h) */
    int level;                /* search effort: 0 full, 1 reduced, 2 minimal (caller sets) */
    int lean;                 /* 1: no tracked hunters (model 2, the table hypotheses) from now
                               * on; the caller sets it, and only ever from 0 to 1 */
    int stale_dist;           /* 1: this turn keeps dist as last computed (caller sets) */
} candy_ai;

/* Start a game: n, Maki's initial facing; oracle forces full-info mode. */
void candy_ai_init(candy_ai *ai, int n, int dir0, int oracle);
/* One turn: footsteps level a (-1 unknown), the n map rows.  Returns the
 * action (CANDY_U..CANDY_L, CANDY_ACT_O, CANDY_ACT_S); -1 for a map that
 * cannot be read (then answer S). */
int candy_ai_turn(candy_ai *ai, int a, const char rows[][CANDY_MAX_N + 1]);

/* Effort rungs, the cheapest last: 0 the full search with the tracked
 * hunters; 1 the full search, lean; 2 the reduced search, lean; 3 the
 * minimal search, lean; 4 the same with stale distances (Round 9: without
 * the hunters the full search scores more than the tracked smaller ones,
 * at a third of the time). */
#define CANDY_AI_RUNGS 5
/* set level and lean for a rung; lean, once set, stays */
void candy_ai_set_rung(candy_ai *ai, int rung);
/* the belief over the tagger's cell, all models mixed (sums to 1) */
void candy_ai_tagger_mix(const candy_ai *ai, double *out);

#endif
