/*
 * sakura_duct.h -- a plain decoupled-UCT player (DUCT, "Smitsimax"): the
 * peer a contestant would write first.  No pruning, no opponent model.
 *
 * Tree: each node holds both players' full legal pair lists and, per
 * player, per pair, visit count and reward sum (rewards in [0,1] for that
 * player).  Selection is UCB1 for each player separately (unvisited pairs
 * first, in random order), the joint choice leads to a child, created once
 * the joint edge has been walked SD_EXPAND times.  Leaves are valued by a
 * short random rollout and a simple evaluation (health, blessings, vein
 * distance).  The root plays its most visited pair.  Nodes come from a
 * fixed pool; when it is full the tree stops growing.
 */
#ifndef SAKURA_DUCT_H
#define SAKURA_DUCT_H

#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"

#define SD_POOL 384

typedef struct sd_edge {
    int child;           /* node index, -1 none */
    short i, j;          /* joint pair */
    int visits;
    int next;            /* next edge of the same parent, -1 end */
} sd_edge;

typedef struct sd_node {
    sakura_state s;
    int n[2];                            /* legal pair counts */
    sakura_pair pairs[2][SAKURA_MAX_PAIRS];
    int visits[2][SAKURA_MAX_PAIRS];
    float reward[2][SAKURA_MAX_PAIRS];
    int total;
    int edges;                           /* first edge, -1 none */
} sd_node;

#define SD_MAX_EDGES (SD_POOL * 64)

typedef struct sakura_duct {
    rng_state rng;
    int nodes, nedges;
    long iters;
    sd_node pool[SD_POOL];
    sd_edge edge[SD_MAX_EDGES];
} sakura_duct;

void sakura_duct_init(sakura_duct *d, uint64_t seed);
/* Search from s for `me` until the deadline (clk ms, 0 none) or max_iters
 * (0 none); writes the chosen pair; returns the iterations done. */
long sakura_duct_choose(sakura_duct *d, const sakura_state *s, int me, double deadline_ms,
                        long max_iters, sakura_pair *out);

#endif
