/* sakura_camper.c -- see sakura_camper.h. */
#include <stdlib.h>
#include "sakura/bots/sakura_camper.h"

#define SCP_ON_VEIN 1000
#define SCP_DAMAGE 40
#define SCP_WIN 100000
#define SCP_GUARD 25
#define SCP_GUARD_DIST 3
#define SCP_VEIN_DIST 10

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

int sakura_camper_score(const sakura_state *s, int me, const sakura_pair *p)
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

void sakura_camper_choose(const sakura_state *s, int me, sakura_pair *out)
{
    sakura_pair pairs[SAKURA_MAX_PAIRS];
    int n = sakura_legal_pairs(s, me, pairs, SAKURA_MAX_PAIRS);
    int i, best = 0, bv = -2 * SCP_WIN, v;
    for (i = 0; i < n; i++) {
        v = sakura_camper_score(s, me, &pairs[i]);
        if (v > bv) { bv = v; best = i; }
    }
    *out = pairs[best];
}
