/*
 * sakura_duct.c -- see sakura_duct.h.
 *
 * Invariant: pool[0] is the root of the current search; every node's
 * visits/reward arrays are zero beyond n[p]; an edge's child, when set,
 * is the position after the edge's joint pair from its parent.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "sakura/bots/sakura_duct.h"
#include "common/clock.h"

#define SD_C 0.7            /* UCB1 exploration constant, rewards in [0,1] */
#define SD_EXPAND 4         /* walks of a joint edge before it gets a node */
#define SD_ROLLOUT_TURNS 2  /* random turns after a leaf */
#define SD_SCALE 0.2        /* evaluation points -> logistic */

static double sd_eval(const sakura_state *s)
{
    const sakura_player *a = &s->p[0], *b = &s->p[1];
    double v;
    if (s->over) return s->winner == 0 ? 0.5 : s->winner == 1 ? 1.0 : 0.0;
    v = (a->hp - b->hp) + 1.5 * (a->blessings - b->blessings);
    v -= 0.3 * (abs(a->r - s->vr) + abs(a->c - s->vc) - abs(b->r - s->vr) - abs(b->c - s->vc));
    return 1.0 / (1.0 + exp(-SD_SCALE * v));
}

static int sd_new_node(sakura_duct *d, const sakura_state *s)
{
    sd_node *nd;
    if (d->nodes >= SD_POOL) return -1;
    nd = &d->pool[d->nodes];
    nd->s = *s;
    nd->n[0] = sakura_legal_pairs(s, 0, nd->pairs[0], SAKURA_MAX_PAIRS);
    nd->n[1] = sakura_legal_pairs(s, 1, nd->pairs[1], SAKURA_MAX_PAIRS);
    memset(nd->visits, 0, sizeof nd->visits);
    memset(nd->reward, 0, sizeof nd->reward);
    nd->total = 0;
    nd->edges = -1;
    return d->nodes++;
}

static int sd_select(sakura_duct *d, const sd_node *nd, int p)
{
    int i, best = 0, k = nd->n[p];
    double bv = -1, v, lg = log((double)nd->total + 1);
    if (nd->total < k) { /* unvisited first: random probe until found */
        int start = (int)rng_below(&d->rng, (uint32_t)k);
        for (i = 0; i < k; i++) {
            int c = (start + i) % k;
            if (nd->visits[p][c] == 0) return c;
        }
    }
    for (i = 0; i < k; i++) {
        if (nd->visits[p][i] == 0) return i;
        v = nd->reward[p][i] / nd->visits[p][i] + SD_C * sqrt(lg / nd->visits[p][i]);
        if (v > bv) { bv = v; best = i; }
    }
    return best;
}

static double sd_rollout(sakura_duct *d, sakura_state *s)
{
    sakura_pair buf[SAKURA_MAX_PAIRS], pp[2];
    int t, p, n;
    for (t = 0; t < SD_ROLLOUT_TURNS && !s->over; t++) {
        for (p = 0; p < 2; p++) {
            n = sakura_legal_pairs(s, p, buf, SAKURA_MAX_PAIRS);
            pp[p] = buf[rng_below(&d->rng, (uint32_t)n)];
        }
        sakura_resolve_turn(s, pp, NULL, NULL);
    }
    return sd_eval(s);
}

static int sd_edge_for(sakura_duct *d, int node, int i, int j)
{
    int e;
    for (e = d->pool[node].edges; e >= 0; e = d->edge[e].next)
        if (d->edge[e].i == i && d->edge[e].j == j) return e;
    if (d->nedges >= SD_MAX_EDGES) return -1;
    e = d->nedges++;
    d->edge[e].child = -1;
    d->edge[e].i = (short)i;
    d->edge[e].j = (short)j;
    d->edge[e].visits = 0;
    d->edge[e].next = d->pool[node].edges;
    d->pool[node].edges = e;
    return e;
}

/* one iteration from node; returns the reward for player 0 */
static double sd_iterate(sakura_duct *d, int node)
{
    sd_node *nd = &d->pool[node];
    sakura_state t;
    sakura_pair pp[2];
    int i, j, e;
    double r;
    if (nd->s.over) return sd_eval(&nd->s);
    i = sd_select(d, nd, 0);
    j = sd_select(d, nd, 1);
    e = sd_edge_for(d, node, i, j);
    if (e >= 0 && d->edge[e].child >= 0) {
        r = sd_iterate(d, d->edge[e].child);
    } else {
        pp[0] = nd->pairs[0][i];
        pp[1] = nd->pairs[1][j];
        t = nd->s;
        sakura_resolve_turn(&t, pp, NULL, NULL);
        if (e >= 0 && ++d->edge[e].visits >= SD_EXPAND && !t.over)
            d->edge[e].child = sd_new_node(d, &t);
        r = sd_rollout(d, &t);
    }
    nd = &d->pool[node];
    nd->total++;
    nd->visits[0][i]++; nd->reward[0][i] += (float)r;
    nd->visits[1][j]++; nd->reward[1][j] += (float)(1 - r);
    return r;
}

void sakura_duct_init(sakura_duct *d, uint64_t seed)
{
    rng_seed(&d->rng, seed);
    d->nodes = d->nedges = 0;
    d->iters = 0;
}

long sakura_duct_choose(sakura_duct *d, const sakura_state *s, int me, double deadline_ms,
                        long max_iters, sakura_pair *out)
{
    long it = 0;
    int i, best = 0;
    d->nodes = d->nedges = 0;
    sd_new_node(d, s);
    for (;;) {
        if (max_iters > 0 && it >= max_iters) break;
        if (deadline_ms > 0 && (it & 15) == 0 && clk_now_ms() >= deadline_ms) break;
        sd_iterate(d, 0);
        it++;
    }
    for (i = 1; i < d->pool[0].n[me]; i++)
        if (d->pool[0].visits[me][i] > d->pool[0].visits[me][best]) best = i;
    *out = d->pool[0].pairs[me][best];
    d->iters += it;
    return it;
}
