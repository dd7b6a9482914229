/*
 * candy_world.h -- the Candy Hunt rules engine: one game's state and the
 * turn order of docs/rules/candy-hunt.md §3.
 *
 * Data.  A candy_world is the whole game between calls: the true maze,
 * Maki (cell, facing, memory), the tagger (cell, facing), the candy cells
 * (a list and a per-cell bit, always in step), the score, the footsteps
 * table and level, and the judge's RNG stream used for respawns.  Cells are
 * candy_maze.h indices (0-based, stride CANDY_MAX_N).
 *
 * A turn is driven in steps, so a judge can put an outside tagger in:
 *
 *     candy_world_maki(w, action);          docs/rules/candy-hunt.md §3 steps 1-3
 *     for each of candy_world_tagger_due(w) actions, while !w->over:
 *         candy_world_tagger_obs(w, k, &obs);   what the tagger may know
 *         candy_world_tagger(w, tagger_action); step 4, capture check
 *     candy_world_end_turn(w);              step 5 (next view, footsteps,
 *                                           turn + 1, or the turn limit)
 *
 * or in one call with a built-in tagger: candy_world_play_turn().
 *
 * Invariants between turns (while !over): 1 <= turn <= 100 is the turn
 * about to be played; Maki and the tagger are on distinct passages; the
 * ncandy candies are on distinct passages holding neither character;
 * mem already holds Maki's normal view at its cell and facing;
 * tagger_visible says whether the tagger is in that view; footsteps is
 * the level for the next input.  Once over, reason is CANDY_END_* and
 * end_turn the turn on which the game ended; the world is not advanced.
 *
 * Seeds.  candy_seed_part(seed, CANDY_SEED_*) derives independent streams
 * from the game seed: the maze generator, the setup (starts, facings,
 * candies; the same stream then serves respawns), the tagger, and N.
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_WORLD_H
#define CANDY_WORLD_H

#include <stdint.h>
#include "common/rng.h"
#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_view.h"
#include "candy/engine/candy_tagger.h"

enum { /* how a game ended; names (candy_reason_name) match docs/rules/candy-hunt.md §7 */
    CANDY_END_NONE = 0, CANDY_END_CAUGHT, CANDY_END_TURN_LIMIT,
    CANDY_END_TIMEOUT, CANDY_END_ILLEGAL, CANDY_END_CRASH
};

enum { CANDY_SEED_GEN = 1, CANDY_SEED_SETUP = 2, CANDY_SEED_TAGGER = 3, CANDY_SEED_N = 4 };

typedef struct candy_world {
    candy_maze maze;
    int turn;             /* the turn being / about to be played, 1..100 */
    int maki, maki_dir;   /* Maki's cell and facing */
    int tagger, tagger_dir;
    int tagger_looked;    /* the tagger's previous action this turn was O */
    int tagger_done;      /* tagger actions taken this turn */
    int maki_looked;      /* Maki's action this turn was O */
    int ncandy;
    short candy[CANDY_MAX_CANDIES];       /* candy cells */
    unsigned char has_candy[CANDY_CELLS]; /* 1 on candy cells */
    candy_memory mem;     /* Maki's memory */
    int tagger_visible;   /* tagger in Maki's current normal view */
    int footsteps;        /* level for the next input, 0..3 */
    int table[3];         /* footsteps table */
    int score;
    int over, caught, reason, end_turn;
    int ate, respawn;     /* this turn's eaten candy cell and its new cell, -1 none */
    rng_state rng;        /* the judge's stream for respawns */
} candy_world;

/* derived seed for one purpose */
uint64_t candy_seed_part(uint64_t seed, int purpose);
/* N drawn from 11..23 by the game seed */
int candy_seed_n(uint64_t seed);
const char *candy_reason_name(int reason);

/* Start a game from explicit positions (tests, replays).  candies: ncandy
 * distinct passages holding neither character.  rng_seed: respawn stream.
 * Maki's start view goes into memory (docs/rules/candy-hunt.md §2: the first map shows it). */
void candy_world_init(candy_world *w, const candy_maze *m, int maki, int maki_dir,
                      int tagger, int tagger_dir, const short *candies, int ncandy,
                      const int *table, uint64_t rng_seed);
/* Start a game the judge's way: starts on two distinct inner passages,
 * facings uniform, K candies on passages holding neither, all drawn from
 * the stream candy_seed_part(seed, CANDY_SEED_SETUP), which then serves
 * the respawns. */
void candy_world_setup(candy_world *w, const candy_maze *m, const int *table, uint64_t seed);

/* Steps 1-3: Maki's action (CANDY_U..CANDY_L, CANDY_ACT_O, CANDY_ACT_S).
 * Returns w->over. */
int candy_world_maki(candy_world *w, int action);
/* Tagger actions this turn: 1 on odd turns, 2 on even turns. */
int candy_world_tagger_due(const candy_world *w);
/* What the tagger may know before its next action this turn. */
void candy_world_tagger_obs(const candy_world *w, candy_tagger_obs *o);
/* Step 4, one tagger action, then the capture check.  Returns w->over. */
int candy_world_tagger(candy_world *w, int action);
/* Step 5: Maki's normal view into memory, tagger visibility, footsteps,
 * then turn + 1, or the end after turn 100. */
void candy_world_end_turn(candy_world *w);
/* One whole turn with a built-in tagger.  Returns w->over. */
int candy_world_play_turn(candy_world *w, int maki_action, candy_tagger *t);
/* End the game for a bad reply (timeout, illegal, crash): score 0. */
void candy_world_fail(candy_world *w, int reason);

/* The map rows sent to Maki now (docs/rules/candy-hunt.md §2 symbols). */
void candy_world_map(const candy_world *w, char rows[][CANDY_MAX_N + 1]);
/* The true map (--reveal): whole maze, every candy, the tagger anywhere. */
void candy_world_true_map(const candy_world *w, char rows[][CANDY_MAX_N + 1]);

#endif
