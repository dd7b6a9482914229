/*
 * sakura_peer_arms.h -- the arms of a search node: the few legal pairs per
 * player worth searching, out of the ~300-945 (docs/rules/sakura-duel.md §2).
 *
 * One-ply scores, both players at once:
 *   1. every legal pair of each player is played against the other's
 *      Wait-Wait and valued by sakura_peer_points (a finished game is
 *      +-SPA_WIN_POINTS, a draw 0);
 *   2. the probes of a player are Wait-Wait plus the opponent's probes-1
 *      best distinct pairs of step 1 (its likely threats);
 *   3. every pair is scored against its probes: (1-w)*mean + w*min, w =
 *      SPA_WORST_W;
 *   4. the k best pairs whose outcomes differ are kept, best first (two
 *      pairs that leave the same positions against every probe, such as a
 *      wasted second action in two spellings, count once).
 * Cost: about (legal pairs) x probes turn resolutions per player.  Pure:
 * the caller owns the scratch.
 */
#ifndef SAKURA_PEER_ARMS_H
#define SAKURA_PEER_ARMS_H

#include <stdint.h>
#include "sakura/engine/sakura_engine.h"
#include "sakura/bots/sakura_peer_tune.h"

/* value of a finished game won, in points (far above any running game) */
#define SPA_WIN_POINTS 10000.0
/* most probes of a player (SPA_PROBES_ROOT and SPA_PROBES_BELOW at most) */
#define SPA_MAX_PROBES 8

typedef struct sakura_peer_ranked {
    double key;
    int idx;
} sakura_peer_ranked;

typedef struct sakura_peer_arms_scratch {
    sakura_pair all[2][SAKURA_MAX_PAIRS]; /* legal pairs, engine order */
    int n[2];
    double vs_wait[2][SAKURA_MAX_PAIRS];  /* step 1: points against Wait-Wait */
    uint64_t hash[2][SAKURA_MAX_PAIRS];   /* outcomes against the probes so far */
    double score[SAKURA_MAX_PAIRS];
    sakura_peer_ranked rank[SAKURA_MAX_PAIRS];
} sakura_peer_arms_scratch;

/* A node's arms: up to k[p] pairs per player, best first. */
typedef struct sakura_peer_armset {
    int k[2];
    sakura_pair arm[2][SPA_K_MAX];
} sakura_peer_armset;

/* Fills out for both players of s (a running game) with at most k pairs
 * each (k <= SPA_K_MAX), scored against `probes` replies (1..SPA_MAX_PROBES);
 * returns the turn resolutions done. */
long sakura_peer_arms(const sakura_state *s, int k, int probes, sakura_peer_arms_scratch *sc,
                      sakura_peer_armset *out);

/* The same among the pairs of cand (a node's arms elsewhere, such as the
 * root's) that are legal in s, instead of all legal pairs: a cheap pruning
 * for positions one turn on.  Wait-Wait stands in when none is legal. */
long sakura_peer_arms_among(const sakura_state *s, const sakura_peer_armset *cand, int k, int probes,
                            sakura_peer_arms_scratch *sc, sakura_peer_armset *out);

/* 1 if some legal pair of the opponent makes `me` lose this very turn when
 * `me` plays `mine` (a draw does not count); *work grows by the turns
 * resolved (at most the opponent's legal pairs).  Uses sc->all[1 - me]. */
int sakura_peer_arms_refuted(const sakura_state *s, int me, const sakura_pair *mine,
                             sakura_peer_arms_scratch *sc, long *work);


#endif
