/*
 * sakura_camper_main.c -- bin/sakura-camper: a scripted test opponent that goes
 * to the spirit vein and holds it, guarding towards the opponent when it
 * comes near and attacking it when it is in reach.
 *
 * Each legal pair is tried against a standing opponent ("0 0") and scored:
 * ending on the vein first, then damage dealt, then a Guard facing the
 * opponent when it is within SCP_GUARD_DIST, then closeness to the vein.
 * Deterministic: ties go to the first pair in the engine's order.
 */
#include <stdio.h>
#include <stdlib.h>
#include "sakura/bots/sakura_bot_loop.h"
#include "common/kit_cli.h"

#define SCP_ON_VEIN 1000
#define SCP_DAMAGE 40
#define SCP_WIN 100000
#define SCP_GUARD 25
#define SCP_GUARD_DIST 3
#define SCP_VEIN_DIST 10

static sakura_pair scp_pairs[SAKURA_MAX_PAIRS];

static int scp_guard_facing(const sakura_state *s, int me, const sakura_pair *p)
{
    const sakura_player *a = &s->p[me], *b = &s->p[1 - me];
    int k, d, dr = b->r - a->r, dc = b->c - a->c;
    if (abs(dr) + abs(dc) > SCP_GUARD_DIST) return 0;
    for (k = 0; k < 2; k++) {
        if (p->a[k].kind != SAKURA_GUARD) continue;
        d = p->a[k].dir;
        if (sakura_dir_dr[d] * dr + sakura_dir_dc[d] * dc > 0) return 1;
    }
    return 0;
}

static int scp_score(const sakura_state *s, int me, const sakura_pair *p)
{
    sakura_state t = *s;
    sakura_pair pp[2];
    int v;
    pp[me] = *p;
    pp[1 - me].a[0].kind = pp[1 - me].a[1].kind = SAKURA_WAIT;
    pp[1 - me].a[0].dir = pp[1 - me].a[1].dir = SAKURA_NODIR;
    sakura_resolve_turn(&t, pp, NULL, NULL);
    if (t.over) return t.winner == me + 1 ? SCP_WIN : t.winner == 0 ? -SCP_WIN / 2 : -SCP_WIN;
    v = (t.p[me].r == t.vr && t.p[me].c == t.vc) ? SCP_ON_VEIN : 0;
    v += SCP_DAMAGE * (s->p[1 - me].hp - t.p[1 - me].hp);
    v += SCP_GUARD * scp_guard_facing(s, me, p);
    v -= SCP_VEIN_DIST * (abs(t.p[me].r - t.vr) + abs(t.p[me].c - t.vc));
    return v;
}

static const char scp_usage[] =
    "usage: sakura-camper\n"
    "A scripted test opponent that holds the spirit vein, guarding and attacking.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

static void scp_choose(void *ctx, const sakura_client *c, sakura_pair *out)
{
    int n = sakura_legal_pairs(&c->s, c->me, scp_pairs, SAKURA_MAX_PAIRS);
    int i, best = 0, bv = -2 * SCP_WIN, v;
    (void)ctx;
    for (i = 0; i < n; i++) {
        v = scp_score(&c->s, c->me, &scp_pairs[i]);
        if (v > bv) { bv = v; best = i; }
    }
    *out = scp_pairs[best];
}

int main(int argc, char **argv)
{
    kit_cli_bot_args(argc, argv, "sakura-camper", scp_usage, NULL);
    return sakura_bot_loop_run("sakura-camper", NULL, scp_choose, NULL);
}
