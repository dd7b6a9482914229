/*
 * sakura_camper.h -- the camper's policy (bin/sakura-camper): go to the
 * spirit vein and hold it, guarding towards the opponent when it comes
 * near and attacking it when it is in reach.
 *
 * Each legal pair is tried against a standing opponent ("0 0") and scored:
 * a win first, then ending on the vein, damage dealt, a Guard facing the
 * opponent within SCP_GUARD_DIST cells, closeness to the vein.
 * Deterministic: ties go to the first pair in the engine's order, so the
 * pair is a function of the position alone (the lab's camper bound,
 * scripts/lab/sakura-camper-bound.c, replays it exactly).
 */
#ifndef SAKURA_CAMPER_H
#define SAKURA_CAMPER_H

#include "sakura/engine/sakura_engine.h"

/* the camper's pair for player `me` at s (a running game) */
void sakura_camper_choose(const sakura_state *s, int me, sakura_pair *out);
/* the score it gives pair p of player `me` at s (the highest is played,
 * the first in the engine's order among equals) */
int sakura_camper_score(const sakura_state *s, int me, const sakura_pair *p);

#endif
