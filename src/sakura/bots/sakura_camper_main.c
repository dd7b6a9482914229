/*
 * sakura_camper_main.c -- bin/sakura-camper: a scripted test opponent that
 * holds the spirit vein (the policy: sakura_camper.h).
 */
#include "sakura/bots/sakura_bot_loop.h"
#include "sakura/bots/sakura_camper.h"
#include "common/kit_cli.h"

static const char scpm_usage[] =
    "usage: sakura-camper\n"
    "A scripted test opponent that holds the spirit vein, guarding and attacking.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

static void scpm_choose(void *ctx, const sakura_client *c, sakura_pair *out)
{
    (void)ctx;
    sakura_camper_choose(&c->s, c->me, out);
}

int main(int argc, char **argv)
{
    kit_cli_bot_args(argc, argv, "sakura-camper", scpm_usage, NULL);
    return sakura_bot_loop_run("sakura-camper", NULL, scpm_choose, NULL);
}
