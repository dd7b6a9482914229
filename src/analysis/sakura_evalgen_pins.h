/*
 * sakura_evalgen_pins.h -- the search constants the shipped evaluation data
 * were played with, where they differ from today's sakura_ai_tune.h.
 *
 * bin/sakura-evalgen-hand is compiled with `-include` of this file, so these
 * values win over the tune header's defaults (each of its constants is
 * inside #ifndef).  tests/e2e/sakura_eval_fit.sh regenerates the first games
 * of data/sakura-eval/ with that program and compares them byte for byte:
 * a change to any search constant since the data were made breaks it until
 * the constant's old value is added here (or the data are regenerated and
 * refitted, docs/sakura-ai.md "Evaluation").  Only the generator includes
 * this file; the bots never do.
 */
#ifndef SAKURA_EVALGEN_PINS_H
#define SAKURA_EVALGEN_PINS_H

/* the data were made with the hand-set weights (sakura_eval.c) */
#define SAKURA_EVAL_HANDSET 1

/* 22 candidates then; 26 since docs/lab/sakura-ai.md's fixed-work SPRT */
#define SK_CAND_K 22

/* the deepening (step 5) ran then; off since its fixed-work SPRT */
#define SK_DEEPEN 1

#endif
