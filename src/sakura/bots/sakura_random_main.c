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
#include "sakura/protocol/sakura_client.h"
#include "common/kit_cli.h"

#define SR_DEFAULT_SEED 20240601u

static sakura_pair sr_pairs[SAKURA_MAX_PAIRS];

static const char sr_usage[] =
    "usage: sakura-random [SEED]\n"
    "A uniformly random legal pair each turn; SEED (default 20240601) seeds the choices.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    unsigned long long seed = SR_DEFAULT_SEED;
    sakura_client c;
    rng_state r;
    int st;
    kit_cli_bot_args(argc, argv, "sakura-random", sr_usage, &seed);
    if (sakura_client_start(&c, stdin, stdout) != 0) {
        fprintf(stderr, "sakura-random: bad INIT/READY from the judge\n");
        return 1;
    }
    rng_seed(&r, rng_mix((uint64_t)seed) ^ (uint64_t)c.me);
    while ((st = sakura_client_next_turn(&c, stdin)) == 1) {
        int n = sakura_legal_pairs(&c.s, c.me, sr_pairs, SAKURA_MAX_PAIRS);
        sakura_client_reply(&c, stdout, &sr_pairs[rng_below(&r, (uint32_t)n)]);
    }
    if (st < 0)
        fprintf(stderr, "sakura-random: malformed line from the judge\n");
    return st < 0 ? 1 : 0;
}
