/*
 * sakura_bot_loop.h -- the protocol loop every Sakura baseline and peer
 * shares: read INIT/READY, then each TURN ask the bot for a pair and reply,
 * until FINISH or the end of input (docs/rules/sakura-duel.md §5).
 *
 * A bot is two callbacks on its own context: `start`, once, after INIT
 * (it knows its side then, so it seeds its streams there), and `choose`,
 * each turn, on the client's exact position (sakura_client.h).  The loop
 * owns the client and the error lines, so every bot fails alike: a bad
 * INIT/READY or a malformed TURN line is one stderr line "NAME: ..." and
 * exit status 1; a finished game is 0.
 *
 * Bots layer only: the championship AI has its own loop
 * (src/sakura/ai/sakura_bot_main.c), so nothing here enters the submission.
 */
#ifndef SAKURA_BOT_LOOP_H
#define SAKURA_BOT_LOOP_H

#include "common/rng.h"
#include "sakura/protocol/sakura_client.h"

/* once, after INIT/READY; may be NULL */
typedef void (*sakura_bot_start_fn)(void *ctx, const sakura_client *c);
/* each turn: our pair for c's position into *out */
typedef void (*sakura_bot_choose_fn)(void *ctx, const sakura_client *c, sakura_pair *out);

/* A bot that draws from one stream, seeded from its SEED and its side (so
 * two copies with one seed still play differently): pass one as `ctx` with
 * sakura_bot_loop_seed as `start`. */
typedef struct sakura_bot_seeded {
    unsigned long long seed;
    rng_state r;
} sakura_bot_seeded;
void sakura_bot_loop_seed(void *ctx, const sakura_client *c);

/* Plays one game on stdin/stdout; returns the process exit status. */
int sakura_bot_loop_run(const char *name, sakura_bot_start_fn start,
                        sakura_bot_choose_fn choose, void *ctx);

#endif
