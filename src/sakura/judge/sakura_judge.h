/*
 * sakura_judge.h -- playing one Sakura Duel game between two bot programs
 * (docs/rules/sakura-duel.md §5 protocol, §6 result and replay) and writing its records.
 *
 * sakura_judge_play() runs the game into a sakura_match: the set-up, one
 * sakura_turn_rec per resolved turn (both replies, their latencies, the
 * states after each step and the events), the per-player clocks and, when a
 * game ends by forfeit, why each failing player failed.  The match record
 * is all the JSON writers (sakura_judge_json.c) need; they never look at
 * processes.
 *
 * Invariants after a played game: m->s.over is set; nrec turns were
 * resolved (turn numbers 1..nrec); for a forfeit, m->turns == nrec + 1 is
 * the turn whose reply failed (0 for READY, then nrec == 0), else
 * m->turns == nrec.  fail_reason[i] is SAKURA_END_NONE for a player who
 * did not fail.
 */
#ifndef SAKURA_JUDGE_H
#define SAKURA_JUDGE_H

#include <stddef.h>
#include <stdint.h>
#include "common/json.h"
#include "common/linebuf.h"
#include "sakura/engine/sakura_engine.h"

#define SAKURA_JUDGE_MSG 400            /* room for one failure message */
#define SAKURA_JUDGE_DEFAULT_TIME_MS 1000
#define SAKURA_JUDGE_FINISH_GRACE_MS 250 /* after FINISH, before the kill */

typedef struct sakura_judge_cfg {
    const char *cmd[2];       /* shell command strings of player 1 and 2 */
    const char *name[2];      /* names written in the replay */
    const char *stderr_dir;   /* NULL: bots' stderr is discarded */
    double time_ms;           /* per-player budget for READY + all TURNs */
    uint64_t seed;
    int have_init;            /* 1: init[] fixes the set-up, else the seed does */
    int init[6];              /* vr vc r1 c1 r2 c2 */
} sakura_judge_cfg;

typedef struct sakura_turn_rec {
    int turn;
    int time_left_ms[2];      /* the budgets sent in the TURN lines */
    double reply_ms[2];       /* wall time of each reply */
    sakura_pair pairs[2];
    int nsteps;               /* 1 or 2 */
    sakura_state after[2];    /* the state after each resolved step */
    int blessings[2];         /* after the turn */
    sakura_events ev;
} sakura_turn_rec;

typedef struct sakura_match {
    uint64_t seed;
    double time_ms;
    sakura_state start;       /* the set-up */
    sakura_state s;           /* the final state; over is set */
    int turns;                /* the result's "turns" (docs/rules/sakura-duel.md §6) */
    int nrec;
    sakura_turn_rec rec[SAKURA_MAX_TURNS];
    double used_ms[2];        /* total reply time, READY included */
    double max_ms[2];         /* slowest single reply */
    double ready_ms[2];       /* the READY reply (includes the bot's start-up) */
    int nreplies[2];          /* requests made (READY + TURNs) */
    int fail_reason[2];       /* SAKURA_END_TIMEOUT / _ILLEGAL / _CRASH, or _NONE */
    char fail_msg[2][SAKURA_JUDGE_MSG];
    int has_fail_reply[2];    /* 1 when the failing reply line is known */
    char fail_reply[2][LINEBUF_MAX + 1];
    int log_errno[2];         /* what stopped a bot's --stderr-dir log early (proc_log_error), else 0 */
} sakura_match;

/* the failure message of a READY reply that is not OK (sakura-resim checks
 * a replay's against it) */
#define SAKURA_JUDGE_READY_MESSAGE "expected OK after READY"

/* Check one reply line of `player` (0/1) against the state at the start of
 * the turn: docs/rules/sakura-duel.md §2 syntax and legality.  0 and *out on success, -1 with a
 * one-line reason in err. */
int sakura_judge_check_reply(const sakura_state *s, int player, const char *line,
                             sakura_pair *out, char *err, size_t errcap);

/* Play one game.  0 when a game was played (any result); -1 with a one-line
 * message in err when it could not be (a bot command that cannot start, an
 * unwritable stderr log).  No process the bots started survives the call. */
int sakura_judge_play(const sakura_judge_cfg *cfg, sakura_match *m, char *err, size_t errcap);

/* ---- records (sakura_judge_json.c) ---- */
/* The docs/rules/sakura-duel.md §6 result object plus mean_reply_ms / max_reply_ms. */
void sakura_judge_write_result(const sakura_match *m, json_writer *w);
/* The docs/rules/sakura-duel.md §6 replay object. */
void sakura_judge_write_replay(const sakura_match *m, const sakura_judge_cfg *cfg, json_writer *w);

#endif
