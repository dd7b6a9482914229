/*
 * sakura_duct.h -- decoupled UCT (DUCT), the searcher a strong contestant
 * writes first for a simultaneous-move game: bin/sakura-duct.
 *
 * The tree is sakura_peer_tree: pruned arms per player (SPA_K_ROOT at the
 * root, SPA_K_BELOW below), a child per joint pair walked SPX_EXPAND
 * times, leaves valued by sakura_peer_eval (after SPL_ROLLOUT_TURNS random
 * turns).  At each node each player picks its own arm by UCB1 on its own
 * statistics (decoupled): untried arms first, best-pruned first, then the
 * highest mean + SD_C * sqrt(ln N / n).  A walk's value (player 1's, in
 * [0,1]) is added to player 1's chosen arm and its complement to player
 * 2's.  The root plays its most visited arm (ties: the higher mean, then
 * the better-pruned).  No opponent model, nothing kept between turns.
 *
 * Deterministic for a seed and a fixed iteration count (the clock only
 * cuts the search short); the seed only feeds the rollouts, so without
 * them (SPL_ROLLOUT_TURNS 0, the default) every seed searches alike.
 */
#ifndef SAKURA_DUCT_H
#define SAKURA_DUCT_H

#include "sakura/bots/sakura_peer_tree.h"

typedef struct sakura_duct {
    long iters;             /* iterations over all searches */
    sakura_peer_tree tree;
} sakura_duct;

void sakura_duct_init(sakura_duct *d, uint64_t seed);
/* Search from s (a running game) for `me` until the deadline (clk ms, 0
 * none) or max_iters (0 none; at least one bound); writes the chosen pair;
 * returns the iterations done. */
long sakura_duct_choose(sakura_duct *d, const sakura_state *s, int me, double deadline_ms,
                        long max_iters, sakura_pair *out);

#endif
