/* sakura_peer_eval.c -- see sakura_peer_eval.h; constants in sakura_peer_tune.h. */
#include <math.h>
#include "sakura/bots/sakura_peer_eval.h"
#include "sakura/bots/sakura_peer_tune.h"

static int spe_abs(int x)
{
    return x < 0 ? -x : x;
}

/* how many board edges (0..2) the cell touches */
static int spe_edges(int r, int c)
{
    return (r == 1 || r == SAKURA_N) + (c == 1 || c == SAKURA_N);
}

/* one player's own terms; `near` is 1 when the opponent can push next turn */
static double spe_side(const sakura_state *s, const sakura_player *a, int near)
{
    int dist = spe_abs(a->r - s->vr) + spe_abs(a->c - s->vc);
    double v = SPE_W_HP * a->hp + SPE_W_BLESS * a->blessings - SPE_W_VEIN_DIST * dist;
    if (dist == 0) v += SPE_W_ON_VEIN;
    if (a->hp <= SPE_LOW_HP) v -= SPE_W_LOW_HP;
    if (near) v -= SPE_W_EDGE * spe_edges(a->r, a->c);
    return v;
}

double sakura_peer_points(const sakura_state *s, int me)
{
    const sakura_player *a = &s->p[me], *b = &s->p[1 - me];
    int near = spe_abs(a->r - b->r) + spe_abs(a->c - b->c) <= SPE_REACH;
    return spe_side(s, a, near) - spe_side(s, b, near);
}

double sakura_peer_eval(const sakura_state *s, int me)
{
    if (s->over) return s->winner == 0 ? 0.5 : s->winner == me + 1 ? 1.0 : 0.0;
    return 1.0 / (1.0 + exp(-sakura_peer_points(s, me) / SPE_SCALE));
}
