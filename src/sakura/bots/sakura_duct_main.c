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
#include "common/kit_cli.h"

static sakura_client sdm_client;
static sakura_duct sdm_duct;

static const char sdm_usage[] =
    "usage: sakura-duct [SEED]\n"
    "The plain decoupled-UCT peer; SEED (default 99) seeds its search.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    unsigned long long seed = 99;
    sakura_pair p;
    double t0;
    int st;
    kit_cli_bot_args(argc, argv, "sakura-duct", sdm_usage, &seed);
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
