/*
 * sakura_duct_main.c -- bin/sakura-duct: the decoupled-UCT peer
 * (sakura_duct.h) with the peers' time rule (sakura_peer_tm.h).
 * `sakura-duct [SEED]`; SAKURA_PEER_ITERS=N in the environment fixes the
 * iterations of every turn instead.
 */
#include "common/kit_cli.h"
#include "common/rng.h"
#include "sakura/bots/sakura_bot_loop.h"
#include "sakura/bots/sakura_duct.h"
#include "sakura/bots/sakura_peer_tm.h"

#define SDM_DEFAULT_SEED 99u

static sakura_duct sdm_duct;

static const char sdm_usage[] =
    "usage: sakura-duct [SEED]\n"
    "The decoupled-UCT peer: pruned arms, UCB1 per player, evaluation at the leaves;\n"
    "SEED (default 99) seeds the rollouts, if any are compiled in (SPL_ROLLOUT_TURNS; none\n"
    "by default, and then every seed plays alike).  SAKURA_PEER_ITERS=N fixes the iterations a turn.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

static void sdm_start(void *ctx, const sakura_client *c)
{
    sakura_duct_init(&sdm_duct, rng_mix((uint64_t)((sakura_peer_opts *)ctx)->seed) ^ (uint64_t)c->me);
}

static void sdm_choose(void *ctx, const sakura_client *c, sakura_pair *out)
{
    const sakura_peer_opts *o = (const sakura_peer_opts *)ctx;
    sakura_duct_choose(&sdm_duct, &c->s, c->me, sakura_peer_tm_deadline(o, c->time_ms, c->turn), o->iters, out);
}

int main(int argc, char **argv)
{
    sakura_peer_opts b;
    b.seed = SDM_DEFAULT_SEED;
    kit_cli_bot_args(argc, argv, "sakura-duct", sdm_usage, &b.seed);
    b.iters = sakura_peer_tm_fixed_iters("sakura-duct");
    return sakura_bot_loop_run("sakura-duct", sdm_start, sdm_choose, &b);
}
