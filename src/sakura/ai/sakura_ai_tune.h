/*
 * sakura_ai_tune.h -- every tuning constant of the Sakura Duel AI, in one
 * place.  Units: evaluation "points" are roughly health points; the
 * evaluation maps points to a value in (-1, 1) with tanh.  Times are
 * milliseconds of wall time.
 */
#ifndef SAKURA_AI_TUNE_H
#define SAKURA_AI_TUNE_H

/* ---- evaluation (sakura_eval.c) ---- */
#define SK_EV_SCALE        0.16  /* points -> tanh argument at turn 1 */
#define SK_EV_SCALE_LATE   0.16  /* added to the scale linearly up to turn 60 */
#define SK_EV_LOW_HP3      1.5   /* extra loss for health <= 3 (one Charge kills) */
#define SK_EV_LOW_HP2      1.5   /* extra loss for health <= 2 (any hit kills) */
#define SK_EV_BLESS        1.3   /* per blessing */
#define SK_EV_BLESS_HIGH   0.6   /* extra per blessing above SK_EV_BLESS_KNEE */
#define SK_EV_BLESS_KNEE   5
#define SK_EV_ON_VEIN      0.9   /* standing on the vein (a blessing per turn) */
#define SK_EV_VEIN_DIST    0.22  /* per cell of Manhattan distance to the vein */
#define SK_EV_VEIN_DMAX    6     /* distance cap */
#define SK_EV_EDGE_BORDER  1.2   /* on the border, opponent near */
#define SK_EV_EDGE_NEXT    0.45  /* one cell in from the border, opponent near */
#define SK_EV_EDGE_FAR     0.3   /* multiplier when the opponent is far */
#define SK_EV_NEAR_DIST    4     /* Manhattan distance counted as "near" */
#define SK_EV_CD_CHARGE    0.35  /* technique ready next turn */
#define SK_EV_CD_GUARD     0.25
#define SK_EV_CD_THRUST    0.15
#define SK_EV_CD_SWEEP     0.15
#define SK_EV_CD_SHATTER   0.12
#define SK_EV_CD_FLASH     0.12
#define SK_EV_THREAT       0.30  /* share of a next-turn threat (damage) counted */
#define SK_EV_THREAT_OUT   6.0   /* damage-equivalent of a ring-out threat */

/* ---- candidate pruning (sakura_cand.c) ---- */
#define SK_CAND_K          22    /* candidates per player in the root matrix */
#define SK_CAND_PROBES     4     /* probe replies each pair is scored against */
#define SK_CAND_MIN_W      0.5   /* score = (1-w)*mean + w*min over probes */
#define SK_MAX_K           48    /* matrix dimension cap (with oracle additions) */

/* ---- matrix solving (sakura_rm.c) ---- */
#define SK_RM_ITERS        600   /* RM+ iterations per solve */
#define SK_PLAY_MIN_PROB   0.04  /* drop actions below this before sampling */

/* ---- search (sakura_ai.c) ---- */
#define SK_DO_ROUNDS       2     /* double-oracle rounds at the root */
#define SK_DO_EPS          0.004 /* minimum gain to add an oracle pair */
#define SK_DO_SUPPORT      0.02  /* strategy mass counted as support */
#define SK_D2_K            8     /* candidates per player in a depth-2 child */
#define SK_D2_WEIGHT       0.7   /* weight of the depth-2 value vs the static one */

/* ---- opponent model (sakura_model.c) ---- */
#define SK_MODEL_SAMPLES   16    /* opponent pairs sampled from the prediction */
#define SK_MODEL_P_CAP     0.6   /* max weight of the exploiting matrix */
#define SK_MODEL_P_SLOPE   0.5   /* weight per nat/turn of evidence over equilibrium */
#define SK_MODEL_WARMUP    6     /* observations before full weight */
#define SK_MODEL_EQ_EPS    0.15  /* equilibrium expert: mass spread uniformly */
#define SK_MODEL_GREEDY_T  0.08  /* greedy expert: softmax temperature (value units) */
#define SK_MODEL_DIRICHLET 0.5   /* category-count smoothing */
#define SK_MODEL_FORGET    0.97  /* per-turn decay of expert log-likelihoods */
#define SK_SAFE_EPS        0.06  /* worst-case loss allowed when exploiting */

/* ---- time (sakura_tm.c) ---- */
#define SK_TM_RESERVE_MS   280   /* never planned: slow judge, pipes, exit */
#define SK_TM_MIN_TURNS    6     /* plan as if at least this many turns remain */
#define SK_TM_MAX_MS       30.0  /* cap per turn */
#define SK_TM_MIN_MS       1.0   /* floor per turn (the root matrix alone) */
#define SK_TM_PANIC_MS     120   /* below this remaining: minimal search */

#endif
