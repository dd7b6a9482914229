/*
 * sakura_rusher_main.c -- bin/sakura-rusher: a scripted test opponent that closes
 * in and attacks, ignoring the vein and never guarding.
 *
 * Each legal pair is tried against a standing opponent ("0 0") and scored:
 * a win first, then damage dealt, then closeness to the opponent (Manhattan
 * distance after the turn).  Pairs with Guard are skipped.  Deterministic:
 * ties go to the first pair in the engine's order.
 */
#include <stdio.h>
#include <stdlib.h>
#include "sakura/bots/sakura_bot_loop.h"
#include "common/kit_cli.h"

#define SU_WIN 100000
#define SU_DAMAGE 40
#define SU_CLOSE 10

static sakura_pair su_pairs[SAKURA_MAX_PAIRS];

static int su_score(const sakura_state *s, int me, const sakura_pair *p)
{
    sakura_state t = *s;
    sakura_pair pp[2];
    pp[me] = *p;
    pp[1 - me].a[0].kind = pp[1 - me].a[1].kind = SAKURA_WAIT;
    pp[1 - me].a[0].dir = pp[1 - me].a[1].dir = SAKURA_NODIR;
    sakura_resolve_turn(&t, pp, NULL, NULL);
    if (t.over) return t.winner == me + 1 ? SU_WIN : t.winner == 0 ? -SU_WIN / 2 : -SU_WIN;
    return SU_DAMAGE * (s->p[1 - me].hp - t.p[1 - me].hp)
         - SU_CLOSE * (abs(t.p[me].r - t.p[1 - me].r) + abs(t.p[me].c - t.p[1 - me].c));
}

static const char su_usage[] =
    "usage: sakura-rusher\n"
    "A scripted test opponent that closes in and attacks.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

static void su_choose(void *ctx, const sakura_client *c, sakura_pair *out)
{
    int n = sakura_legal_pairs(&c->s, c->me, su_pairs, SAKURA_MAX_PAIRS);
    int i, best = 0, bv = -2 * SU_WIN, v;
    (void)ctx;
    for (i = 0; i < n; i++) {
        if (su_pairs[i].a[0].kind == SAKURA_GUARD || su_pairs[i].a[1].kind == SAKURA_GUARD) continue;
        v = su_score(&c->s, c->me, &su_pairs[i]);
        if (v > bv) { bv = v; best = i; }
    }
    *out = su_pairs[best];
}

int main(int argc, char **argv)
{
    kit_cli_bot_args(argc, argv, "sakura-rusher", su_usage, NULL);
    return sakura_bot_loop_run("sakura-rusher", NULL, su_choose, NULL);
}
