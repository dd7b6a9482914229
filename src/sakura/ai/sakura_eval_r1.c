/*
 * sakura_eval_r1.c -- the round-1 weights of the evaluation, frozen, for
 * bin/sakura-evalgen only (built with -DSAKURA_EVAL_R1; never part of the
 * submission).  The round-2 data are played by the AI with these weights,
 * so `make sakura-eval-data` does not depend on the weights fitted to its
 * own output.  The chain (docs/sakura-ai.md "Evaluation"):
 *   hand-set AI -> tests/data/sakura-eval-positions-r1.txt.gz
 *   -> sakura_eval_weights_r1.h (this round, frozen; make sakura-eval-fit-r1)
 *   -> AI with them -> tests/data/sakura-eval-positions.txt.gz
 *   -> sakura_eval_weights.h (shipped; make sakura-eval-fit).
 * sakura_eval.c reads them through these pointers when SAKURA_EVAL_R1 is
 * defined (a local header may not be included conditionally there).
 */
#include "sakura/ai/sakura_eval.h"
#include "sakura/ai/sakura_eval_weights_r1.h"

extern const double *const sakura_eval_r1_base;
extern const double *const sakura_eval_r1_late;
extern const double sakura_eval_r1_scale[2];

const double *const sakura_eval_r1_base = sk_evw_r1_base;
const double *const sakura_eval_r1_late = sk_evw_r1_late;
const double sakura_eval_r1_scale[2] = { SK_EVW_R1_SCALE, SK_EVW_R1_SCALE_LATE };
