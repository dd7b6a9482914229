/*
 * sakura_peer_play.h -- the pair a mixed-strategy peer (sakura_depth2)
 * plays: one arm drawn from its strategy, checked against every legal
 * reply.
 *
 * Arms under `floor` of the strategy are dropped (the leftovers of
 * exploration or of an unconverged solver) and one is drawn from the rest,
 * renormalised (when every arm is under it, the likeliest is taken).  If
 * some legal reply beats the drawn arm outright (a ring-out or knock-out
 * this very turn), the likeliest untried arm by the whole strategy is
 * checked next, floor or not, `tries` arms in all; the first that no reply
 * beats is played, else the drawn one.  Deterministic for the rng's state.
 */
#ifndef SAKURA_PEER_PLAY_H
#define SAKURA_PEER_PLAY_H

#include "common/rng.h"
#include "sakura/bots/sakura_peer_arms.h"

/* Index into arm[0..k) (k <= SPA_K_MAX) of the pair `me` plays in s, by
 * the rule above; prob[0..k) sums to 1.  *work grows by the turns resolved
 * in the checks. */
int sakura_peer_play_mixed(const sakura_state *s, int me, const sakura_pair *arm, const double *prob, int k,
                           double floor, int tries, rng_state *r, sakura_peer_arms_scratch *sc,
                           long *work);

#endif
