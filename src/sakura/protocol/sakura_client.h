/*
 * sakura_client.h -- the bot side of the Sakura Duel protocol (docs/rules/sakura-duel.md §5).
 *
 * A sakura_client holds what a bot knows: the position from the last TURN
 * line and the cooldowns of both players, which the protocol does not send.
 * They are rebuilt here from two sources (statement: "track cooldowns using
 * your own choices and the opponent's previous actions"):
 *   - our own pair, charged when we reply (sakura_client_reply), on the
 *     turn we replied to;
 *   - the opponent's pair of turn t-1, reported in TURN t and charged then.
 * So on return from sakura_client_next_turn() with 1, `s` is the exact
 * engine state at the start of `turn`, and sakura_pair_legal(&c->s, c->me, ..)
 * tells the truth about our legal moves and the opponent's.
 *
 * Used by the baseline bots and by the championship AI; concatenated into
 * the one-file submission, so it is C11 and C++20 at once.
 */
#ifndef SAKURA_CLIENT_H
#define SAKURA_CLIENT_H

#include <stdio.h>
#include "sakura/engine/sakura_engine.h"

typedef struct sakura_client {
    sakura_state s;        /* position; cooldowns tracked from our own replies and the opponent's reported actions */
    int me;                /* 0 = FIRST (player 1), 1 = SECOND */
    int time_ms;           /* remaining budget from the last TURN line */
    int turn;              /* the turn to play */
    sakura_pair opp_last;  /* the opponent's actions of the previous turn (0 0 on turn 1) */
    sakura_pair my_last;
} sakura_client;

/* reads INIT and READY, answers OK; 0 ok, -1 on EOF or a malformed line */
int sakura_client_start(sakura_client *c, FILE *in, FILE *out);
/* reads the next TURN (1) or FINISH / end of input (0); -1 malformed */
int sakura_client_next_turn(sakura_client *c, FILE *in);
/* writes the reply line, flushes, remembers it for cooldown tracking */
void sakura_client_reply(sakura_client *c, FILE *out, const sakura_pair *p);

/* Parse one TURN line into c (as sakura_client_next_turn does after reading
 * it); 0 ok, -1 malformed.  Exposed for tests. */
int sakura_client_apply_turn(sakura_client *c, const char *line);

#endif
