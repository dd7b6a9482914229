/*
 * sakura_duct.c -- see sakura_duct.h.
 *
 * Statistics: node->stat[p][i] is the sum of player p's walk values
 * through arm i, node->visits[p][i] their count; their sums over i are
 * node->total for each p.
 */
#include <math.h>
#include "sakura/bots/sakura_duct.h"
#include "common/clock.h"

/* UCB1 for player p at nd: the first untried arm, else the best bound */
static int sd_select(const sakura_peer_node *nd, int p)
{
    int i, best = 0, k = nd->arms.k[p];
    double bv = -1.0, lg = log((double)nd->total);
    for (i = 0; i < k; i++)
        if (nd->visits[p][i] == 0) return i;
    for (i = 0; i < k; i++) {
        double n = nd->visits[p][i];
        double v = nd->stat[p][i] / n + SD_C * sqrt(lg / n);
        if (v > bv) {
            bv = v;
            best = i;
        }
    }
    return best;
}

/* one walk from node; returns player 1's value */
static double sd_walk(sakura_duct *d, int node)
{
    sakura_peer_node *nd = &d->tree.pool[node];
    sakura_state leaf;
    int i = sd_select(nd, 0), j = sd_select(nd, 1);
    int c = sakura_peer_tree_step(&d->tree, node, i, j, &leaf);
    double r = c >= 0 ? sd_walk(d, c) : sakura_peer_tree_leaf(&d->tree, &leaf);
    nd->total++;
    nd->visits[0][i]++;
    nd->stat[0][i] += (float)r;
    nd->visits[1][j]++;
    nd->stat[1][j] += (float)(1.0 - r);
    return r;
}

/* 1 if root arm a ranks before arm b for me: more visits, then a higher
 * mean, then the better-pruned (lower index) */
static int sd_before(const sakura_peer_node *root, int me, int a, int b)
{
    int na = root->visits[me][a], nb = root->visits[me][b];
    if (na != nb) return na > nb;
    if (na > 0 && root->stat[me][a] / na != root->stat[me][b] / nb)
        return root->stat[me][a] / na > root->stat[me][b] / nb;
    return a < b;
}

/* The most visited root arm for me that no reply beats outright, among
 * the SD_SAFE_TRIES most visited with at least SD_SAFE_SHARE of the top
 * visits; the most visited if none is safe. */
static int sd_pick(sakura_duct *d, int me)
{
    const sakura_peer_node *root = &d->tree.pool[0];
    int order[SPA_K_MAX] = {0}, k = root->arms.k[me], i, j, top;
    for (i = 0; i < k; i++) {
        int a = i;
        for (j = i; j > 0 && sd_before(root, me, a, order[j - 1]); j--) order[j] = order[j - 1];
        order[j] = a;
    }
    top = root->visits[me][order[0]];
    for (i = 0; i < k && i < SD_SAFE_TRIES; i++) {
        if (i > 0 && root->visits[me][order[i]] < SD_SAFE_SHARE * top) break;
        if (!sakura_peer_arms_refuted(&root->s, me, &root->arms.arm[me][order[i]], &d->tree.scratch,
                                      &d->tree.work))
            return order[i];
    }
    return order[0];
}

void sakura_duct_init(sakura_duct *d, uint64_t seed)
{
    sakura_peer_tree_seed(&d->tree, seed);
    d->iters = 0;
}

long sakura_duct_choose(sakura_duct *d, const sakura_state *s, int me, double deadline_ms,
                        long max_iters, sakura_pair *out)
{
    long it = 0;
    sakura_peer_tree_root(&d->tree, s);
    for (;;) {
        if (max_iters > 0 && it >= max_iters) break;
        if (deadline_ms > 0 && it % SD_CLOCK_EVERY == 0 && clk_now_ms() >= deadline_ms) break;
        sd_walk(d, 0);
        it++;
    }
    *out = d->tree.pool[0].arms.arm[me][sd_pick(d, me)];
    d->iters += it;
    return it;
}
