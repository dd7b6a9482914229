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
#include "candy/ai/candy_track.h"

#define CANDY_AI_MODELS 3      /* 0 random walk, 1 chase, 2 the hunter program */
#define CANDY_AI_GRID_MODELS 2 /* the grid filters: models 0 and 1 */
#define CANDY_AI_TRACK 2       /* the particle model (candy_track.c) */

typedef struct candy_ai {
    int n, turn;              /* size, turn being answered (1..) */
    int oracle;               /* full-information mode */
    int oracle_lock;          /* 1: never switch oracle mode by itself */
    candy_know know;          /* the maze, the candy, this turn (candy_know.h) */
    double bel[CANDY_AI_MODELS][CANDY_CELLS];
    double wmodel[CANDY_AI_MODELS];
    int table[3];
    /* the footsteps-table hypotheses (candy_table.c) */
    double tbel[KF_TABLES][CANDY_AI_GRID_MODELS][CANDY_CELLS]; /* grid filters under each */
    double twm[KF_TABLES][CANDY_AI_GRID_MODELS]; /* their grid model weights */
    double tlog[KF_TABLES];   /* log evidence of each */
    int tbase[KF_TABLES][3];  /* the hypotheses as made */
    int ttab[KF_TABLES][3];   /* the same, made to agree with the sightings */
    int tsel;                 /* the chosen one: table[] and bel[0..1] are its */
    candy_track_particle thyp[KF_TABLES][KF_PARTICLES], thyp_tmp[KF_PARTICLES]; /* hunters under each */
    rng_state thyp_rng;
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

/* belief, candy_belief.c */
/* turn 1: the weights of the `models` first models, and, if own_grids,
 * the grid filters started under table[] */
void candy_belief_first(candy_ai *ai, int models, int own_grids);
/* one turn of the grid filters under table[] (learned from a sighting
 * first); z[0..1] gets each one's evidence */
void candy_belief_filter(candy_ai *ai, double *z);
/* the model weights after the evidence z of the `models` running models */
void candy_belief_weigh(candy_ai *ai, const double *z, int models);
/* one tagger action under model m with Maki on cell maki: src -> dst */
void candy_belief_step(const candy_ai *ai, int m, int maki, const double *src, double *dst);
/* the mixture of the models (sums to 1) */
void candy_belief_mix(const candy_ai *ai, double *out);
/* a grid belief b on turn 1 under table: the tagger's cell if seen, else
 * every inner cell out of view weighted by the footsteps */
void candy_belief_start(const candy_ai *ai, const int *table, double *b);
/* one turn of grid model m's filter b under table; returns how likely the
 * observation was under its prediction */
double candy_belief_advance(const candy_ai *ai, int m, const int *table, double *b);

/* which footsteps table, candy_table.c: start (turn 1) and one turn; both
 * set table[] and bel[0..1] from the chosen hypothesis, and the update
 * its grid models' evidence z[0..1] */
void candy_table_init(candy_ai *ai);
void candy_table_update(candy_ai *ai, double *z);

/* planning, candy_plan.c */
int candy_plan(candy_ai *ai);
/* the capture penalty (candies) the planner charges on turn `turn` */
double candy_plan_penalty(const candy_ai *ai, int turn);

#endif
