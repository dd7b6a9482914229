/*
 * sakura_duct_main.c -- bin/sakura-duct: the plain decoupled-UCT peer
 * (sakura_duct.h) with the championship bot's time manager, no opponent
 * model.  `sakura-duct [SEED]`.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/clock.h"
#include "common/rng.h"
#include "sakura/protocol/sakura_client.h"
#include "sakura/bots/sakura_duct.h"
#include "sakura/ai/sakura_tm.h"

static sakura_client sdm_client;
static sakura_duct sdm_duct;

int main(int argc, char **argv)
{
    unsigned long long seed = 99;
    sakura_pair p;
    double t0;
    int st;
    if (argc > 2 || (argc == 2 && (argv[1][0] < '0' || argv[1][0] > '9'))) {
        fprintf(stderr, "usage: sakura-duct [SEED]  (SEED a non-negative integer)\n");
        return 2;
    }
    if (argc == 2) seed = strtoull(argv[1], NULL, 10);
    if (sakura_client_start(&sdm_client, stdin, stdout) != 0) {
        fprintf(stderr, "sakura-duct: bad INIT/READY from the judge\n");
        return 1;
    }
    sakura_duct_init(&sdm_duct, rng_mix((uint64_t)seed) ^ (uint64_t)sdm_client.me);
    while ((st = sakura_client_next_turn(&sdm_client, stdin)) == 1) {
        t0 = clk_now_ms();
        sakura_duct_choose(&sdm_duct, &sdm_client.s, sdm_client.me,
                           t0 + sakura_tm_budget(sdm_client.time_ms, sdm_client.turn), 0, &p);
        sakura_client_reply(&sdm_client, stdout, &p);
    }
    if (st < 0) fprintf(stderr, "sakura-duct: malformed line from the judge\n");
    return st < 0 ? 1 : 0;
}
