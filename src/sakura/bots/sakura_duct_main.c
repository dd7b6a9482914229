/*
 * sakura_duct_main.c -- bin/sakura-duct: the decoupled-UCT peer
 * (sakura_duct.h) with the peers' time rule (sakura_peer_tm.h).
 * `sakura-duct [SEED]`; SAKURA_PEER_ITERS=N in the environment fixes the
 * iterations of every turn instead.
 */
#include <stdio.h>
#include "common/clock.h"
#include "common/kit_cli.h"
#include "common/rng.h"
#include "sakura/protocol/sakura_client.h"
#include "sakura/bots/sakura_duct.h"
#include "sakura/bots/sakura_peer_tm.h"

#define SDM_DEFAULT_SEED 99u

static sakura_client sdm_client;
static sakura_duct sdm_duct;

static const char sdm_usage[] =
    "usage: sakura-duct [SEED]\n"
    "The decoupled-UCT peer: pruned arms, UCB1 per player, evaluation at the leaves;\n"
    "SEED (default 99) seeds the rollouts, if any are compiled in (SPL_ROLLOUT_TURNS; none\n"
    "by default, and then every seed plays alike).  SAKURA_PEER_ITERS=N fixes the iterations a turn.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    unsigned long long seed = SDM_DEFAULT_SEED;
    long iters;
    sakura_pair p;
    int st;
    kit_cli_bot_args(argc, argv, "sakura-duct", sdm_usage, &seed);
    iters = sakura_peer_tm_fixed_iters();
    if (sakura_client_start(&sdm_client, stdin, stdout) != 0) {
        fprintf(stderr, "sakura-duct: bad INIT/READY from the judge\n");
        return 1;
    }
    sakura_duct_init(&sdm_duct, rng_mix((uint64_t)seed) ^ (uint64_t)sdm_client.me);
    while ((st = sakura_client_next_turn(&sdm_client, stdin)) == 1) {
        double deadline = clk_now_ms() + sakura_peer_tm_budget(sdm_client.time_ms, sdm_client.turn);
        sakura_duct_choose(&sdm_duct, &sdm_client.s, sdm_client.me, iters ? 0 : deadline, iters, &p);
        sakura_client_reply(&sdm_client, stdout, &p);
    }
    if (st < 0) fprintf(stderr, "sakura-duct: malformed line from the judge\n");
    return st < 0 ? 1 : 0;
}
