/*
 * sakura_peer_tree.h -- the search tree the in-house peers share: a pool
 * of nodes, each a position with pruned arms for both players
 * (sakura_peer_arms) and a child per joint pair once that pair has been
 * walked often enough; and the value of a leaf.  The searchers
 * (sakura_duct: UCB1) own the statistics' meaning and the walk; this
 * module owns the nodes.
 *
 * Data.  pool[0] is the root of the current search.  A node holds its
 * position s (a running game), its arms, per player per arm a visit count
 * and a statistic for the searcher (stat, zero when made), the
 * node's walk count, and per joint pair (i, j) -- index i * SPA_K_MAX + j --
 * the child node (-1 none) and how often the pair was walked without one.
 * A joint pair gets its child on its SPX_EXPAND-th walk, unless the turn
 * ends the game or the pool is full (the tree then stops growing).  A
 * child's position is its parent's after the joint pair.
 *
 * Leaves.  A walk that leaves the tree ends in the position after the
 * joint pair; its value is sakura_peer_eval after SPL_ROLLOUT_TURNS turns
 * of uniformly random legal play (0: the position itself).  Values are for
 * player 1 (index 0), in [0,1]; the opponent's is 1 minus it.
 */
#ifndef SAKURA_PEER_TREE_H
#define SAKURA_PEER_TREE_H

#include "common/rng.h"
#include "sakura/bots/sakura_peer_arms.h"

#define SPX_JOINT (SPA_K_MAX * SPA_K_MAX)

typedef struct sakura_peer_node {
    sakura_state s;
    sakura_peer_armset arms;
    int visits[2][SPA_K_MAX];
    float stat[2][SPA_K_MAX];
    int total;                           /* walks through this node */
    int child[SPX_JOINT];                /* node index, -1 none */
    unsigned short walks[SPX_JOINT];     /* walks of the pair before its child */
} sakura_peer_node;

typedef struct sakura_peer_tree {
    rng_state rng;                       /* rollouts */
    int nodes;                           /* pool[0..nodes) in use */
    long work;                           /* turn resolutions, pruning included */
    sakura_peer_arms_scratch scratch;
    sakura_peer_node pool[SPX_POOL];
} sakura_peer_tree;

void sakura_peer_tree_seed(sakura_peer_tree *t, uint64_t seed);
/* Empties the pool and makes the root for s (a running game): SPA_K_ROOT
 * arms per player against SPA_PROBES_ROOT probes. */
void sakura_peer_tree_root(sakura_peer_tree *t, const sakura_state *s);
/* Walks the joint pair (i, j) of node: returns its child (made now if this
 * is the walk that earns it), or -1 with *leaf the position after the pair. */
int sakura_peer_tree_step(sakura_peer_tree *t, int node, int i, int j, sakura_state *leaf);
/* Value of a leaf position for player 1 (index 0); *leaf is played on. */
double sakura_peer_tree_leaf(sakura_peer_tree *t, sakura_state *leaf);

#endif
