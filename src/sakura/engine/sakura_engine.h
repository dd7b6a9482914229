/*
 * sakura_engine.h -- the Sakura Duel rules engine (docs/rules/sakura-duel.md).
 *
 * Pure: plain structs, no globals, no allocation, no I/O.  The judge, the
 * baseline bots, the AI's simulator and every test call these same functions.
 *
 * Data.  A sakura_state is the whole position between turns: the vein, the
 * turn about to be played, and per player the cell, health, blessings and,
 * per technique, the first turn on which it may be used again (cooldown
 * bookkeeping of docs/rules/sakura-duel.md §2: used on turn t with cooldown k -> ready_turn =
 * t+k+1).  Cells are 1-based (row, col); a player pushed off the board keeps
 * the off-board cell it was pushed to (docs/rules/sakura-duel.md §3.6), and then `over` is set.
 *
 * Invariants between calls: while !over both players are on the board on
 * different cells and 1 <= turn <= 60; once over, winner/reason are final and
 * the state is not advanced any more.
 *
 * Actions.  A sakura_action is (kind, dir): kind SAKURA_WAIT..SAKURA_FLASH
 * (the protocol codes 0..7), dir SAKURA_U..SAKURA_UL (diagonals only for
 * Flash Step) or SAKURA_NODIR for Wait.  A sakura_pair is a turn's two actions.
 *
 * Events.  Resolution can record what happened (moves, blocks, hits, cancels,
 * clashes, pushes, outs, blessings) for replays and the viewer; pass NULL
 * for speed.
 */
#ifndef SAKURA_ENGINE_H
#define SAKURA_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#define SAKURA_N 7
#define SAKURA_MAX_TURNS 60
#define SAKURA_START_HP 10
#define SAKURA_WIN_BLESSINGS 10
#define SAKURA_MAX_PAIRS 1089 /* 33 x 33 actions, an upper bound on legal pairs */
#define SAKURA_MAX_EVENTS 48  /* per turn */

enum { /* action kinds = protocol codes */
    SAKURA_WAIT = 0, SAKURA_MOVE = 1, SAKURA_THRUST = 2, SAKURA_SWEEP = 3,
    SAKURA_CHARGE = 4, SAKURA_GUARD = 5, SAKURA_SHATTER = 6, SAKURA_FLASH = 7,
    SAKURA_KINDS = 8
};

enum { /* directions; the first four are the cardinal ones */
    SAKURA_U = 0, SAKURA_R = 1, SAKURA_D = 2, SAKURA_L = 3,
    SAKURA_UR = 4, SAKURA_DR = 5, SAKURA_DL = 6, SAKURA_UL = 7,
    SAKURA_NODIR = 8
};

enum { /* how a game ended; names in sakura_reason_name() match docs/rules/sakura-duel.md §6 */
    SAKURA_END_NONE = 0, SAKURA_END_HP, SAKURA_END_OUT, SAKURA_END_BLESSINGS,
    SAKURA_END_TURN_LIMIT, SAKURA_END_TIMEOUT, SAKURA_END_ILLEGAL,
    SAKURA_END_CRASH, SAKURA_END_DRAW
};

typedef struct sakura_action {
    unsigned char kind; /* SAKURA_WAIT..SAKURA_FLASH */
    unsigned char dir;  /* SAKURA_U..SAKURA_UL, SAKURA_NODIR for Wait */
} sakura_action;

typedef struct sakura_pair {
    sakura_action a[2]; /* first and second action of a turn */
} sakura_pair;

typedef struct sakura_player {
    signed char r, c;                       /* cell; off the board only once pushed out */
    signed char hp;                         /* health, not clamped (may go below 0) */
    unsigned char blessings;
    unsigned char ready_turn[SAKURA_KINDS]; /* technique usable from this turn on */
} sakura_player;

typedef struct sakura_state {
    signed char vr, vc;     /* the spirit vein */
    unsigned char turn;     /* the turn about to be played (1..60) */
    unsigned char over;     /* 1 once the game is decided */
    unsigned char winner;   /* 0 draw, 1 or 2 (when over) */
    unsigned char reason;   /* SAKURA_END_* (when over) */
    sakura_player p[2];
} sakura_state;

enum { /* event types */
    SAKURA_EV_FLASH, SAKURA_EV_MOVE, SAKURA_EV_MOVE_BLOCKED, SAKURA_EV_CANCEL,
    SAKURA_EV_HIT, SAKURA_EV_GUARDED, SAKURA_EV_CLASH, SAKURA_EV_PUSH,
    SAKURA_EV_PUSH_STOPPED, SAKURA_EV_OUT, SAKURA_EV_BLESSING, SAKURA_EV_ATTACK
};

/* Event fields by type (step = 0/1; cells are after the phase concerned):
 *   FLASH, MOVE        actor moved to (r,c) with kind (Flash/Move/Charge)
 *   MOVE_BLOCKED       actor's move to (r,c) did not happen (off board or
 *                      the movement rule)
 *   CANCEL             actor's Move/Charge movement cancelled by a Thrust hit
 *   ATTACK             actor used kind (attack or Guard) from (r,c); value = dir
 *   GUARDED            actor's attack kind on the victim at (r,c) was blocked
 *   CLASH              both hit: value 0 equal (actor 0), value 1 actor's
 *                      attack of `kind` was stronger
 *   HIT                actor's attack kind hit the victim at (r,c) for value
 *                      damage (0 after an equal clash: only pushes apply)
 *   PUSH               actor pushed one cell to (r,c)
 *   PUSH_STOPPED       actor's push into (r,c) blocked; value cells lost
 *   OUT                actor pushed off the board to (r,c)
 *   BLESSING           actor on the vein (r,c); value = new total */
typedef struct sakura_event {
    unsigned char type;   /* SAKURA_EV_* */
    unsigned char step;   /* 0 or 1 */
    unsigned char actor;  /* 0 or 1: who acted / was affected first */
    unsigned char kind;   /* action kind involved */
    signed char r, c;     /* a cell (target, destination, hit cell) */
    signed char value;    /* damage, push length, ... */
} sakura_event;

typedef struct sakura_events {
    int n;
    sakura_event ev[SAKURA_MAX_EVENTS];
} sakura_events;

/* ---- set-up ---- */
void sakura_init(sakura_state *s, int vr, int vc, int r1, int c1, int r2, int c2);
/* The position a TURN line reports (docs/rules/sakura-duel.md §5): v holds
 * row, column, health and blessings of player 1, then of player 2, already
 * range-checked by the reader (a negative blessing count reads as 0); turn
 * is the turn about to be played.  The vein and the cooldowns are kept; the
 * game is running. */
void sakura_set_position(sakura_state *s, int turn, const int v[8]);
/* docs/rules/sakura-duel.md §3 set-up: vein and two starts, three distinct cells drawn from seed */
void sakura_init_seeded(sakura_state *s, uint64_t seed);

/* ---- actions ---- */
/* Parse a reply line (docs/rules/sakura-duel.md §2 syntax only, not legality).  0 on success;
 * -1 with a one-line reason in err. */
int sakura_parse_pair(const char *line, sakura_pair *out, char *err, size_t errcap);
/* The same for a reply line as a judge's line reader hands it over (its
 * '\n' and one '\r' before it removed): a '\r' still at its end is a
 * control byte (docs/rules/sakura-duel.md §5.3), else sakura_parse_pair. */
int sakura_parse_reply_line(const char *line, sakura_pair *out, char *err, size_t errcap);
/* 1 if line is the READY reply: OK, with spaces around it tolerated as in
 * action replies (docs/rules/sakura-duel.md §5.4), else 0. */
int sakura_ready_reply_ok(const char *line);
/* Canonical text of a pair: its two actions ("0", "1 U", "7 UR") joined by ' '. */
void sakura_format_pair(const sakura_pair *p, char *buf, size_t cap);
/* 1 if the pair is legal for player (0/1) at the start of s->turn (docs/rules/sakura-duel.md §2);
 * else 0 with a reason in err (may be NULL). */
int sakura_pair_legal(const sakura_state *s, int player, const sakura_pair *p, char *err, size_t errcap);
/* All legal pairs for player, in a fixed order; returns the count (<= cap). */
int sakura_legal_pairs(const sakura_state *s, int player, sakura_pair *out, int cap);

/* Cooldown of a kind in turns (0 for Wait/Move), docs/rules/sakura-duel.md §1. */
int sakura_cooldown(int kind);
/* Charge the cooldowns of the techniques in p, used on turn `turn`. */
void sakura_charge_cooldowns(sakura_player *pl, const sakura_pair *p, int turn);

/* ---- resolution (docs/rules/sakura-duel.md §3) ---- */
/* One action step with both players' actions; step is 0 or 1 (second-action
 * rules for off-board moves apply to step 1; on step 0 they were checked as
 * legality).  Applies damage and pushes; sets over/winner/reason if a player
 * is down or out.  Does not touch cooldowns, blessings or the turn. */
void sakura_resolve_step(sakura_state *s, const sakura_action acts[2], int step, sakura_events *ev);
/* A whole turn: charge cooldowns, step 1, end check, step 2, end check,
 * blessings and the 10-blessing win, turn-60 tiebreak, turn++.  Both pairs
 * must be legal.  ev may be NULL.  after_steps (NULL, or room for 2) gets a
 * copy of the state after each resolved step (for replays).  Returns the
 * number of steps resolved: 1 if the game ended after the first.
 * `turn` advances only while the game goes on: once over it holds the last
 * turn played (the result's "turns").  ev->n is reset here; resolve_step
 * only appends. */
int sakura_resolve_turn(sakura_state *s, const sakura_pair pairs[2], sakura_events *ev,
                        sakura_state *after_steps);
/* End the game by forfeit (timeout/illegal/crash) of player 0/1, or both (-1 = draw). */
void sakura_forfeit(sakura_state *s, int player, int reason);

const char *sakura_reason_name(int reason);
const char *sakura_dir_name(int dir);
/* "Wait", "Move", ... "Flash Step" (kind 0..7); "?" otherwise. */
const char *sakura_kind_name(int kind);

/* ---- geometry (docs/rules/sakura-duel.md §1), shared by the engine, the AI and tools ---- */
/* Direction vectors indexed by SAKURA_U..SAKURA_UL (SAKURA_NODIR = (0,0)). */
extern const signed char sakura_dir_dr[9];
extern const signed char sakura_dir_dc[9];
/* 1 if (r,c) is a courtyard cell. */
int sakura_on_board(int r, int c);
/* 1 if an attack of `kind` (Thrust/Sweep/Charge/Shatter) in cardinal `dir`,
 * made from (ar,ac), covers cell (r,c).  For Charge, (ar,ac) is the cell it
 * attacks from (after its move, docs/rules/sakura-duel.md §1). */
int sakura_attack_covers(int kind, int dir, int ar, int ac, int r, int c);
/* 1 if (r,c) is in the guard zone of a Guard in `dir` made at (gr,gc). */
int sakura_in_guard_zone(int dir, int gr, int gc, int r, int c);
/* Damage and push length of an attack kind (0 for non-attacks). */
int sakura_damage(int kind);
int sakura_push(int kind);

#endif
