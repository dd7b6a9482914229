/*
 * sakura_eval.h -- static evaluation of a Sakura Duel position.
 *
 * Returns the value of `s` for player `me` in [-1, 1]: +1 a won game, -1 a
 * lost one, 0 a draw; otherwise tanh of a weighted sum of what decides the
 * game (docs/rules/sakura-duel.md §3 "Ending"): health (knock-out), blessings and vein control
 * (10-blessing win and the turn-60 tiebreak), border exposure (push-out)
 * and next-turn threats (damage and ring-out by Charge/Sweep/Shatter),
 * plus the techniques that are ready.  Pure; the weights are fitted to game
 * outcomes (sakura_eval_weights.h, written by scripts/fit-sakura-eval.py).
 */
#ifndef SAKURA_EVAL_H
#define SAKURA_EVAL_H

#include "sakura/engine/sakura_engine.h"

/* Features: SAKURA_EVAL_NFEAT numbers, each side's term minus the
 * other's (so f(s, 1 - me) = -f(s, me)): health, [health <= 3],
 * [health <= 2], blessings, blessings above SK_EV_BLESS_KNEE, vein distance
 * (capped at SK_EV_VEIN_DMAX), [on the vein], border exposure ([on the
 * border], [one cell in], each with the opponent near (within
 * SK_EV_NEAR_DIST) or far), the six techniques ready, next-turn threat.
 * The value of a running game is tanh(scale(turn) * points + turn/60 *
 * late . f), the weights in sakura_eval_weights.h (sakura_eval.c). */
#define SAKURA_EVAL_NFEAT 18

double sakura_eval(const sakura_state *s, int me);
/* f[0..SAKURA_EVAL_NFEAT) for `me` (a running game) */
void sakura_eval_features(const sakura_state *s, int me, double *f);
/* The weights: base[NFEAT], late[NFEAT], scale[2] (scale0, scale1); the
 * hand-set ones (the SK_EV_* constants) when `handset`, else those in force. */
void sakura_eval_weights(int handset, double *base, double *late, double *scale);
/* a feature's short name ("hp", ..., "threat"); "" out of range */
const char *sakura_eval_feature_name(int k);
/* A plain material evaluation (health, blessings, vein distance, border
 * exposure near the opponent) in points, terminal +-100 (draw -25): how a
 * simple one-ply bot judges positions; used to model such opponents. */
double sakura_eval_material(const sakura_state *s, int me);
/* The raw point difference (before tanh), for tests and tuning. */
double sakura_eval_points(const sakura_state *s, int me);

#endif
