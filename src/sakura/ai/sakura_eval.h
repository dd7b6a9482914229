/*
 * sakura_eval.h -- static evaluation of a Sakura Duel position.
 *
 * Returns the value of `s` for player `me` in [-1, 1]: +1 a won game, -1 a
 * lost one, 0 a draw; otherwise tanh of a weighted sum of what decides the
 * game (docs/rules/sakura-duel.md §3 "Ending"): health (knock-out), blessings and vein control
 * (10-blessing win and the turn-60 tiebreak), border exposure (push-out)
 * and next-turn threats (damage and ring-out by Charge/Sweep/Shatter),
 * plus the techniques that are ready.  Pure; weights in sakura_ai_tune.h.
 */
#ifndef SAKURA_EVAL_H
#define SAKURA_EVAL_H

#include "sakura/engine/sakura_engine.h"

double sakura_eval(const sakura_state *s, int me);
/* A plain material evaluation (health, blessings, vein distance, border
 * exposure near the opponent) in points, terminal +-100 (draw -25): how a
 * simple one-ply bot judges positions; used to model such opponents. */
double sakura_eval_material(const sakura_state *s, int me);
/* The raw point difference (before tanh), for tests and tuning. */
double sakura_eval_points(const sakura_state *s, int me);

#endif
