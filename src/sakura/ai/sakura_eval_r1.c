/*
 * sakura_eval_r1.c -- the round-1 weights of the evaluation, frozen, for
 * bin/sakura-evalgen only (built with -DSAKURA_EVAL_R1; never part of the
 * submission).  The next round's data are played by the AI with these
 * weights, so they do not depend on the weights fitted to their own games.
 * The chain (docs/sakura-ai.md "Evaluation"):
 *   hand-set AI (bin/sakura-evalgen-hand, make sakura-eval-data)
 *   -> tests/data/sakura-eval-positions.txt.gz
 *   -> sakura_eval_weights.h (shipped; make sakura-eval-fit)
 *      = sakura_eval_weights_r1.h (this copy, frozen; make sakura-eval-fit-r1)
 *   -> AI with them (bin/sakura-evalgen, make sakura-eval-data-r2)
 *   -> round-2 candidate (make sakura-eval-fit-r2; not shipped).
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
