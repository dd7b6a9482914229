/*
 * candy_tagger.h -- the judge's built-in taggers (docs/rules/candy-hunt.md §5): hunter, wander,
 * oracle, sweep, sonar, cutoff.
 *
 * Knowledge.  A tagger decides from a candy_tagger_obs only: its own cell
 * and facing, whether Maki is in its current view (after its own O earlier
 * in the same turn: the look-around view) and if so Maki's cell, the
 * footsteps level, the turn and which of the turn's actions this is; plus
 * the whole maze.  maki_true is filled by the world for every tagger, but
 * only `oracle` may read it.  No tagger ever reads candy.
 *
 * State.  A candy_tagger holds its kind, its own RNG stream (derived from
 * the game seed by the caller, so a seed fixes every choice) and what it
 * remembers: Maki's last seen cell, a patrol target (wander), and for the
 * hunter a belief: belief[cell] = weight that Maki is on that cell,
 * predicted by one Maki step at the first action of each turn, set to the
 * single cell when Maki is seen, zero on every cell of its view when Maki is
 * not seen, and filtered by the footsteps level (cells whose distance falls
 * in another bucket get weight 0; if nothing is left it restarts from every
 * cell consistent with the level).  While Maki is seen the hunter steps
 * along a shortest path to it; otherwise it walks to a target cell, the
 * best belief * decay^distance, kept until another cell scores
 * switch_ratio times more (so it does not dither between two equally
 * likely regions), and it looks around (only as the first action of an
 * even turn, so the second action can use what it saw) at junctions when
 * at least look_mass of its belief lies in the cells a look would reveal.
 * `target` holds the hunter's target too.  The three constants are `hp`,
 * the defaults unless the caller sets others after init.
 *
 * The other taggers live in their own files and keep their state in the
 * same fields, each saying what its fields mean: sweep
 * (candy_tagger_sweep.h: belief[] holds when each cell was last cleared),
 * sonar (candy_tagger_sonar.h: belief[] holds Maki's consistent histories)
 * and cutoff (candy_tagger_cutoff.h: the hunter's belief, plus `cut` and
 * `prev_maki`).  Their shared movement and belief helpers are in
 * candy_tagger_base.h.  This file names the kinds, sets a tagger up and
 * hands each action to its kind.
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_TAGGER_H
#define CANDY_TAGGER_H

#include "common/rng.h"
#include "candy/engine/candy_maze.h"

enum { CANDY_TAGGER_HUNTER = 0, CANDY_TAGGER_WANDER = 1, CANDY_TAGGER_ORACLE = 2,
       CANDY_TAGGER_SWEEP = 3, CANDY_TAGGER_SONAR = 4,
       CANDY_TAGGER_CUTOFF = 5, CANDY_TAGGER_KINDS = 6 };

/* The hunter's three constants.  The judge's built-in hunter and Maki's
 * model of it (candy_track.c) use the defaults; bin/candy-tagger runs it
 * with others, to test a Maki against a tagger it was not built for
 * (docs/candy-judge.md). */
typedef struct candy_hunter_params {
    double decay;        /* target score: belief * decay^distance, in (0, 1] */
    double switch_ratio; /* a new target must score this much more, >= 1 */
    double look_mass;    /* looks around when a look reveals this much belief, >= 0
                          * (above 1: never) */
} candy_hunter_params;

typedef struct candy_tagger_obs {
    int turn;       /* 1..100 */
    int k;          /* 1 or 2: which of the turn's tagger actions */
    int cell;       /* the tagger's cell */
    int dir;        /* the tagger's facing */
    int seen;       /* 1 if Maki is in the tagger's current view */
    int maki_seen;  /* Maki's cell when seen, else -1 */
    int steps;      /* footsteps level 0..3 at this moment */
    int looked;     /* 1 if the current view is a look-around (previous action O) */
    int maki_true;  /* Maki's cell: for `oracle` only */
} candy_tagger_obs;

typedef struct candy_tagger {
    int kind;              /* CANDY_TAGGER_* */
    rng_state rng;         /* the tagger's own stream */
    int table[3];          /* footsteps table (the hunter filters with it) */
    int last_seen;         /* Maki's last seen cell, -1 none */
    int target;            /* wander's patrol target, -1 none */
    int last_turn;         /* the turn of the previous action (prediction step; sweep: its action count) */
    int looked_at;         /* cell of the last look-around, -1 none */
    int cut;               /* cutoff: the junction it cuts Maki off at, -1 none */
    int prev_maki;         /* cutoff: Maki's cell at its previous action if seen then, else -1 */
    double belief[CANDY_CELLS]; /* per cell: the hunter's belief (others: their header) */
    candy_hunter_params hp; /* the defaults after init */
} candy_tagger;

/* "hunter", "wander", "oracle", "sweep", "sonar", "cutoff" -> kind; -1 for
 * other names. */
int candy_tagger_parse(const char *name);
const char *candy_tagger_name(int kind);
/* Fresh state for a game in maze m, every kind's set-up included
 * (candy_tagger_kinds.c).  table: the footsteps table. */
void candy_tagger_init(candy_tagger *t, int kind, const candy_maze *m,
                       const int *table, uint64_t seed);
/* The state every kind starts from (candy_tagger_init adds the rest);
 * enough for hunter, wander and oracle. */
void candy_tagger_reset(candy_tagger *t, int kind, const candy_maze *m,
                        const int *table, uint64_t seed);
/* The default hunter constants. */
void candy_hunter_params_default(candy_hunter_params *p);
/* 0 if p is in range, else -1 with a one-line reason in err. */
int candy_hunter_params_check(const candy_hunter_params *p, char *err, int errcap);
/* The next action (CANDY_U..CANDY_L, CANDY_ACT_O, CANDY_ACT_S), by the
 * tagger's kind (candy_tagger_kinds.c). */
int candy_tagger_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);
/* The next action of one kind (candy_tagger.c). */
int candy_hunter_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);
int candy_wander_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);
int candy_oracle_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o);

#endif
