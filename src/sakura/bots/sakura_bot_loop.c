/*
 * sakura_bot_loop.c -- the baselines' and peers' protocol loop
 * (sakura_bot_loop.h).  The client is static: it holds a whole engine
 * state and the bots run one game a process.
 */
#include <stdio.h>
#include "sakura/bots/sakura_bot_loop.h"

static sakura_client sbl_client;

void sakura_bot_loop_seed(void *ctx, const sakura_client *c)
{
    sakura_bot_seeded *b = (sakura_bot_seeded *)ctx;
    rng_seed(&b->r, rng_mix((uint64_t)b->seed) ^ (uint64_t)c->me);
}

int sakura_bot_loop_run(const char *name, sakura_bot_start_fn start,
                        sakura_bot_choose_fn choose, void *ctx)
{
    sakura_pair p;
    int st;
    if (sakura_client_start(&sbl_client, stdin, stdout) != 0) {
        fprintf(stderr, "%s: bad INIT/READY from the judge\n", name);
        return 1;
    }
    if (start) start(ctx, &sbl_client);
    while ((st = sakura_client_next_turn(&sbl_client, stdin)) == 1) {
        choose(ctx, &sbl_client, &p);
        sakura_client_reply(&sbl_client, stdout, &p);
    }
    if (st < 0) fprintf(stderr, "%s: malformed line from the judge\n", name);
    return st < 0 ? 1 : 0;
}
