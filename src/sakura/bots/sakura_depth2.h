/*
 * sakura_depth2.h -- a depth-2 matrix-game searcher without an opponent
 * model: bin/sakura-depth2.  A peer of another kind than the tree search
 * (sakura_duct): no sampling, every pair of pruned arms is looked at, and
 * the game is solved for an equilibrium at each level.
 *
 * One turn:
 *   1. the pool: SDP_POOL pruned pairs per player (sakura_peer_arms,
 *      SPA_PROBES_ROOT probes); the root's arms are its SDP_K_ROOT best;
 *   2. depth 1: the root matrix of sakura_peer_eval after each joint pair
 *      (player 1's value, exact for finished games), solved by RM+
 *      (sakura_peer_rm, SDP_RM_ROOT iterations);
 *   3. depth 2: cell by cell, most probable first under the depth-1
 *      equilibrium (x_i * y_j), until the clock or the cell budget stops
 *      it: the position after the joint pair gets SDP_K_CHILD arms per
 *      player chosen among the pool's pairs still legal there
 *      (sakura_peer_arms_among, SDP_PROBES_CHILD probes), its own matrix
 *      of evaluations after a second turn, solved by RM+ (SDP_RM_CHILD
 *      iterations); the cell's value becomes SDP_D2_WEIGHT of that game's
 *      value plus the rest of its depth-1 value (the child games' few,
 *      one-probe arms make their values rougher than the root's);
 *   4. the root matrix is solved again and the pair is drawn from our
 *      equilibrium strategy by sakura_peer_play_mixed (floor SDP_FLOOR,
 *      SDP_SAFE_TRIES arms checked against every reply).
 * Cells not reached keep their depth-1 value.  Nothing kept between turns;
 * deterministic for a seed and a fixed cell budget.
 */
#ifndef SAKURA_DEPTH2_H
#define SAKURA_DEPTH2_H

#include "common/rng.h"
#include "sakura/bots/sakura_peer_arms.h"
#include "sakura/bots/sakura_peer_rm.h"

typedef struct sakura_depth2_cell {
    double key;   /* depth-1 joint probability */
    int i, j;     /* root arms of player 1, player 2 */
} sakura_depth2_cell;

typedef struct sakura_depth2 {
    rng_state rng;                     /* the final draw */
    long cells;                        /* cells deepened over all searches */
    long work;                         /* turn resolutions over all searches */
    sakura_peer_arms_scratch scratch;
    sakura_peer_armset pool;           /* step 1: candidates, best first */
    sakura_peer_armset child;          /* step 3: the current cell's arms */
    double value[SPR_MAX * SPR_MAX];   /* root matrix, row i col j at i * SPR_MAX + j */
    double sub[SPR_MAX * SPR_MAX];     /* the current cell's matrix */
    double x[SPR_MAX], y[SPR_MAX];     /* root equilibrium: player 1, player 2 */
    sakura_depth2_cell order[SPR_MAX * SPR_MAX]; /* step 3's order */
} sakura_depth2;

void sakura_depth2_init(sakura_depth2 *d, uint64_t seed);
/* Search from s (a running game) for `me` until the deadline (clk ms, 0
 * none) or max_cells deepened (0 none; at least one bound); writes the
 * chosen pair; returns the cells deepened. */
long sakura_depth2_choose(sakura_depth2 *d, const sakura_state *s, int me, double deadline_ms,
                          long max_cells, sakura_pair *out);

#endif
