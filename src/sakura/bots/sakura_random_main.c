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

#define SR_DEFAULT_SEED 20240601u

static sakura_pair sr_pairs[SAKURA_MAX_PAIRS];

static int sr_parse_seed(const char *v, unsigned long long *out)
{
    char *end;
    size_t i;
    if (v[0] == '\0' || strlen(v) > 20)
        return -1;
    for (i = 0; v[i]; i++)
        if (v[i] < '0' || v[i] > '9')
            return -1;
    *out = strtoull(v, &end, 10);
    return *end == '\0' ? 0 : -1;
}

int main(int argc, char **argv)
{
    unsigned long long seed = SR_DEFAULT_SEED;
    sakura_client c;
    rng_state r;
    int st;
    if (argc > 2 || (argc == 2 && sr_parse_seed(argv[1], &seed) != 0)) {
        fprintf(stderr, "usage: sakura-random [SEED]  (SEED a non-negative integer)\n");
        return 2;
    }
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
