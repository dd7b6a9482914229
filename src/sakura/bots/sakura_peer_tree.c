/* sakura_peer_tree.c -- see sakura_peer_tree.h. */
#include <string.h>
#include "sakura/bots/sakura_peer_tree.h"
#include "sakura/bots/sakura_peer_eval.h"

void sakura_peer_tree_seed(sakura_peer_tree *t, uint64_t seed)
{
    rng_seed(&t->rng, seed);
    t->nodes = 0;
    t->work = 0;
}

static int spx_new_node(sakura_peer_tree *t, const sakura_state *s, int k, int probes)
{
    sakura_peer_node *nd;
    if (t->nodes >= SPX_POOL) return -1;
    nd = &t->pool[t->nodes];
    nd->s = *s;
    t->work += sakura_peer_arms(s, k, probes, &t->scratch, &nd->arms);
    memset(nd->visits, 0, sizeof nd->visits);
    memset(nd->stat, 0, sizeof nd->stat);
    memset(nd->child, 0xff, sizeof nd->child); /* all -1 */
    memset(nd->walks, 0, sizeof nd->walks);
    nd->total = 0;
    return t->nodes++;
}

void sakura_peer_tree_root(sakura_peer_tree *t, const sakura_state *s)
{
    t->nodes = 0;
    spx_new_node(t, s, SPA_K_ROOT, SPA_PROBES_ROOT);
}

int sakura_peer_tree_step(sakura_peer_tree *t, int node, int i, int j, sakura_state *leaf)
{
    sakura_peer_node *nd = &t->pool[node];
    int e = i * SPA_K_MAX + j;
    sakura_pair pp[2];
    if (nd->child[e] >= 0) return nd->child[e];
    pp[0] = nd->arms.arm[0][i];
    pp[1] = nd->arms.arm[1][j];
    *leaf = nd->s;
    sakura_resolve_turn(leaf, pp, NULL, NULL);
    t->work++;
    if (leaf->over || ++nd->walks[e] < SPX_EXPAND) return -1;
    nd->child[e] = spx_new_node(t, leaf, SPA_K_BELOW, SPA_PROBES_BELOW);
    return nd->child[e];
}

/* a uniformly random action: Wait, a cardinal one of kinds 1-6, or a Flash
 * Step in any of the eight directions (33 in all, docs/rules/sakura-duel.md §1) */
static sakura_action spx_random_action(rng_state *r)
{
    sakura_action a;
    uint32_t x = rng_below(r, 33);
    if (x == 0) {
        a.kind = SAKURA_WAIT;
        a.dir = SAKURA_NODIR;
    } else if (x <= 24) {
        a.kind = (unsigned char)(SAKURA_MOVE + (x - 1) / 4);
        a.dir = (unsigned char)((x - 1) % 4);
    } else {
        a.kind = SAKURA_FLASH;
        a.dir = (unsigned char)(x - 25);
    }
    return a;
}

static sakura_pair spx_random_pair(rng_state *r, const sakura_state *s, int p)
{
    sakura_pair q;
    int k;
    for (k = 0; k < SPX_DRAW_TRIES; k++) {
        q.a[0] = spx_random_action(r);
        q.a[1] = spx_random_action(r);
        if (sakura_pair_legal(s, p, &q, NULL, 0)) return q;
    }
    q.a[0].kind = q.a[1].kind = SAKURA_WAIT;
    q.a[0].dir = q.a[1].dir = SAKURA_NODIR;
    return q;
}

double sakura_peer_tree_leaf(sakura_peer_tree *t, sakura_state *leaf)
{
    sakura_pair pp[2];
    int turn;
    for (turn = 0; turn < SPL_ROLLOUT_TURNS && !leaf->over; turn++) {
        pp[0] = spx_random_pair(&t->rng, leaf, 0);
        pp[1] = spx_random_pair(&t->rng, leaf, 1);
        sakura_resolve_turn(leaf, pp, NULL, NULL);
        t->work++;
    }
    return sakura_peer_eval(leaf, 0);
}
