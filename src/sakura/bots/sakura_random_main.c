/*
 * sakura_random_main.c -- bin/sakura-random: a uniformly random legal pair each
 * turn (the engine's sakura_legal_pairs list), so it never plays an illegal
 * move and answers in microseconds.  `sakura-random [SEED]`: the stream is
 * seeded from SEED (default SR_DEFAULT_SEED) and the side it plays, so two
 * copies with one seed still play differently.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/rng.h"
#include "sakura/bots/sakura_bot_loop.h"
#include "common/kit_cli.h"

#define SR_DEFAULT_SEED 20240601u

static sakura_pair sr_pairs[SAKURA_MAX_PAIRS];

static const char sr_usage[] =
    "usage: sakura-random [SEED]\n"
    "A uniformly random legal pair each turn; SEED (default 20240601) seeds the choices.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

static void sr_choose(void *ctx, const sakura_client *c, sakura_pair *out)
{
    int n = sakura_legal_pairs(&c->s, c->me, sr_pairs, SAKURA_MAX_PAIRS);
    *out = sr_pairs[rng_below(&((sakura_bot_seeded *)ctx)->r, (uint32_t)n)];
}

int main(int argc, char **argv)
{
    sakura_bot_seeded b;
    b.seed = SR_DEFAULT_SEED;
    kit_cli_bot_args(argc, argv, "sakura-random", sr_usage, &b.seed);
    return sakura_bot_loop_run("sakura-random", sakura_bot_loop_seed, sr_choose, &b);
}
