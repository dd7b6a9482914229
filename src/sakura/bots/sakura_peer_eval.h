/*
 * sakura_peer_eval.h -- the in-house peers' static evaluation: the simple
 * sigmoid a contestant writes first, apart from our AI's (src/sakura/ai).
 *
 * Points for player `me` (antisymmetric: the opponent's points are the
 * negation, so a zero-sum search may use one value for both players):
 *   health difference, blessing difference (SPE_W_BLESS a blessing),
 *   standing on the vein, distance to the vein, and
 *   border exposure while the opponent is close enough to push.
 * The value is the logistic of points / SPE_SCALE, in (0,1); a finished game
 * is exactly 1, 0 or 1/2 (docs/rules/sakura-duel.md §3.8: the engine's own
 * ending, turn-60 tiebreak included).  Pure, no state.
 */
#ifndef SAKURA_PEER_EVAL_H
#define SAKURA_PEER_EVAL_H

#include "sakura/engine/sakura_engine.h"

/* Points for `me` (0/1) in a running game; 0 for an even position. */
double sakura_peer_points(const sakura_state *s, int me);
/* Win probability estimate for `me` in [0,1]. */
double sakura_peer_eval(const sakura_state *s, int me);

#endif
