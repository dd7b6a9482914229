/*
 * sakura_depth2_main.c -- bin/sakura-depth2: the depth-2 matrix-game peer
 * (sakura_depth2.h) with the peers' time rule (sakura_peer_tm.h).
 * `sakura-depth2 [SEED]`; SAKURA_PEER_ITERS=N in the environment fixes the
 * cells deepened every turn instead.
 */
#include "common/kit_cli.h"
#include "common/rng.h"
#include "sakura/bots/sakura_bot_loop.h"
#include "sakura/bots/sakura_depth2.h"
#include "sakura/bots/sakura_peer_tm.h"

#define SDPM_DEFAULT_SEED 103u

static sakura_depth2 sdpm_search;

static const char sdpm_usage[] =
    "usage: sakura-depth2 [SEED]\n"
    "The depth-2 matrix-game peer: pruned arms, every joint pair's game one turn on solved\n"
    "by regret matching, an equilibrium at the root; SEED (default 103) seeds its draw.\n"
    "SAKURA_PEER_ITERS=N fixes the cells deepened a turn.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

static void sdpm_start(void *ctx, const sakura_client *c)
{
    sakura_depth2_init(&sdpm_search, rng_mix((uint64_t)((sakura_peer_opts *)ctx)->seed) ^ (uint64_t)c->me);
}

static void sdpm_choose(void *ctx, const sakura_client *c, sakura_pair *out)
{
    const sakura_peer_opts *o = (const sakura_peer_opts *)ctx;
    sakura_depth2_choose(&sdpm_search, &c->s, c->me, sakura_peer_tm_deadline(o, c->time_ms, c->turn), o->iters, out);
}

int main(int argc, char **argv)
{
    sakura_peer_opts b;
    b.seed = SDPM_DEFAULT_SEED;
    kit_cli_bot_args(argc, argv, "sakura-depth2", sdpm_usage, &b.seed);
    b.iters = sakura_peer_tm_fixed_iters("sakura-depth2");
    return sakura_bot_loop_run("sakura-depth2", sdpm_start, sdpm_choose, &b);
}
