/*
 * sakura_depth2_main.c -- bin/sakura-depth2: the depth-2 matrix-game peer
 * (sakura_depth2.h) with the peers' time rule (sakura_peer_tm.h).
 * `sakura-depth2 [SEED]`; SAKURA_PEER_ITERS=N in the environment fixes the
 * cells deepened every turn instead.
 */
#include <stdio.h>
#include "common/clock.h"
#include "common/kit_cli.h"
#include "common/rng.h"
#include "sakura/protocol/sakura_client.h"
#include "sakura/bots/sakura_depth2.h"
#include "sakura/bots/sakura_peer_tm.h"

#define SDPM_DEFAULT_SEED 103u

static sakura_client sdpm_client;
static sakura_depth2 sdpm_search;

static const char sdpm_usage[] =
    "usage: sakura-depth2 [SEED]\n"
    "The depth-2 matrix-game peer: pruned arms, every joint pair's game one turn on solved\n"
    "by regret matching, an equilibrium at the root; SEED (default 103) seeds its draw.\n"
    "SAKURA_PEER_ITERS=N fixes the cells deepened a turn.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    unsigned long long seed = SDPM_DEFAULT_SEED;
    long iters;
    sakura_pair p;
    int st;
    kit_cli_bot_args(argc, argv, "sakura-depth2", sdpm_usage, &seed);
    iters = sakura_peer_tm_fixed_iters();
    if (sakura_client_start(&sdpm_client, stdin, stdout) != 0) {
        fprintf(stderr, "sakura-depth2: bad INIT/READY from the judge\n");
        return 1;
    }
    sakura_depth2_init(&sdpm_search, rng_mix((uint64_t)seed) ^ (uint64_t)sdpm_client.me);
    while ((st = sakura_client_next_turn(&sdpm_client, stdin)) == 1) {
        double deadline = clk_now_ms() + sakura_peer_tm_budget(sdpm_client.time_ms, sdpm_client.turn);
        sakura_depth2_choose(&sdpm_search, &sdpm_client.s, sdpm_client.me, iters ? 0 : deadline, iters, &p);
        sakura_client_reply(&sdpm_client, stdout, &p);
    }
    if (st < 0) fprintf(stderr, "sakura-depth2: malformed line from the judge\n");
    return st < 0 ? 1 : 0;
}
