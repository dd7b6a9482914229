/*
 * sakura_ai_tune.h -- every tuning constant of the Sakura Duel AI, in one
 * place.  Units: evaluation "points" are roughly health points; the
 * evaluation maps points to a value in (-1, 1) with tanh.  Times are
 * milliseconds of wall time.
 */
#ifndef SAKURA_AI_TUNE_H
#define SAKURA_AI_TUNE_H

/* ---- evaluation (sakura_eval.c) ---- */
#ifndef SK_EV_SCALE
#define SK_EV_SCALE        0.16  /* points -> tanh argument at turn 1 */
#endif
#ifndef SK_EV_SCALE_LATE
#define SK_EV_SCALE_LATE   0.16  /* added to the scale linearly up to turn 60 */
#endif
#ifndef SK_EV_LOW_HP3
#define SK_EV_LOW_HP3      1.5   /* extra loss for health <= 3 (one Charge kills) */
#endif
#ifndef SK_EV_LOW_HP2
#define SK_EV_LOW_HP2      1.5   /* extra loss for health <= 2 (any hit kills) */
#endif
#ifndef SK_EV_BLESS
#define SK_EV_BLESS        1.3   /* per blessing */
#endif
#ifndef SK_EV_BLESS_HIGH
#define SK_EV_BLESS_HIGH   0.6   /* extra per blessing above SK_EV_BLESS_KNEE */
#endif
#ifndef SK_EV_BLESS_KNEE
#define SK_EV_BLESS_KNEE   5
#endif
#ifndef SK_EV_ON_VEIN
#define SK_EV_ON_VEIN      0.9   /* standing on the vein (a blessing per turn) */
#endif
#ifndef SK_EV_VEIN_DIST
#define SK_EV_VEIN_DIST    0.22  /* per cell of Manhattan distance to the vein */
#endif
#ifndef SK_EV_VEIN_DMAX
#define SK_EV_VEIN_DMAX    6     /* distance cap */
#endif
#ifndef SK_EV_EDGE_BORDER
#define SK_EV_EDGE_BORDER  1.2   /* on the border, opponent near */
#endif
#ifndef SK_EV_EDGE_NEXT
#define SK_EV_EDGE_NEXT    0.45  /* one cell in from the border, opponent near */
#endif
#ifndef SK_EV_EDGE_FAR
#define SK_EV_EDGE_FAR     0.3   /* multiplier when the opponent is far */
#endif
#ifndef SK_EV_NEAR_DIST
#define SK_EV_NEAR_DIST    4     /* Manhattan distance counted as "near" */
#endif
#ifndef SK_EV_CD_CHARGE
#define SK_EV_CD_CHARGE    0.35  /* technique ready next turn */
#endif
#ifndef SK_EV_CD_GUARD
#define SK_EV_CD_GUARD     0.25
#endif
#ifndef SK_EV_CD_THRUST
#define SK_EV_CD_THRUST    0.15
#endif
#ifndef SK_EV_CD_SWEEP
#define SK_EV_CD_SWEEP     0.15
#endif
#ifndef SK_EV_CD_SHATTER
#define SK_EV_CD_SHATTER   0.12
#endif
#ifndef SK_EV_CD_FLASH
#define SK_EV_CD_FLASH     0.12
#endif
#ifndef SK_EV_THREAT
#define SK_EV_THREAT       0.30  /* share of a next-turn threat (damage) counted */
#endif
#ifndef SK_EV_THREAT_OUT
#define SK_EV_THREAT_OUT   6.0   /* damage-equivalent of a ring-out threat */
#endif

/* ---- plain material evaluation (opponent modelling only) ---- */
#ifndef SK_MAT_WIN
#define SK_MAT_WIN         100.0
#define SK_MAT_DRAW        (-25.0)
#define SK_MAT_BLESS       2.5
#define SK_MAT_VEIN_MINE   0.4
#define SK_MAT_VEIN_THEIRS 0.2
#define SK_MAT_REACH       3
#define SK_MAT_EDGE_MINE   0.8
#define SK_MAT_EDGE_THEIRS 0.4
#endif

/* ---- candidate pruning (sakura_cand.c) ---- */
#ifndef SK_CAND_K
#define SK_CAND_K          22    /* candidates per player in the root matrix */
#endif
#ifndef SK_CAND_PROBES
#define SK_CAND_PROBES     4     /* probe replies each pair is scored against */
#endif
#ifndef SK_CAND_MIN_W
#define SK_CAND_MIN_W      0.5   /* score = (1-w)*mean + w*min over probes */
#endif
#ifndef SK_MAX_K
#define SK_MAX_K           48    /* matrix dimension cap (with oracle additions) */
#endif

/* ---- matrix solving (sakura_rm.c) ---- */
#ifndef SK_RM_ITERS
#define SK_RM_ITERS        600   /* RM+ iterations per solve */
#endif
#ifndef SK_PLAY_MIN_PROB
#define SK_PLAY_MIN_PROB   0.04  /* drop actions below this before sampling */
#endif

/* ---- search (sakura_ai.c) ---- */
#ifndef SK_DO_ROUNDS
#define SK_DO_ROUNDS       2     /* double-oracle rounds at the root */
#endif
#ifndef SK_DO_EPS
#define SK_DO_EPS          0.004 /* minimum gain to add an oracle pair */
#endif
#ifndef SK_DO_SUPPORT
#define SK_DO_SUPPORT      0.02  /* strategy mass counted as support */
#endif
#ifndef SK_D2_K
#define SK_D2_K            8     /* candidates per player in a depth-2 child */
#endif
#ifndef SK_D2_WEIGHT
#define SK_D2_WEIGHT       0.7   /* weight of the depth-2 value vs the static one */
#endif

/* ---- opponent model (sakura_model.c) ---- */
#ifndef SK_MODEL_MIN_CONF
#define SK_MODEL_MIN_CONF  0.1   /* below this confidence: play the equilibrium */
#endif
#ifndef SK_MODEL_DORMANT_W
#define SK_MODEL_DORMANT_W 0.02  /* GREEDY+SIMPLE weight under which they rest */
#endif
#ifndef SK_MODEL_WAKE
#define SK_MODEL_WAKE      4     /* resting experts are re-scored every this many turns */
#endif
#ifndef SK_MODEL_ADD
#define SK_MODEL_ADD       4     /* most likely opponent pairs added to the matrix */
#endif
#ifndef SK_MODEL_SAMPLES
#define SK_MODEL_SAMPLES   16    /* opponent pairs sampled from the prediction */
#endif
#ifndef SK_MODEL_P_CAP
#define SK_MODEL_P_CAP     0.85  /* max weight of the exploiting matrix */
#endif
#ifndef SK_MODEL_GAIN_FULL
#define SK_MODEL_GAIN_FULL 1.0   /* nats/turn over equilibrium for full confidence */
#endif
#ifndef SK_MODEL_WARMUP
#define SK_MODEL_WARMUP    1     /* weight (in observations) of the prior confidence */
#endif
#ifndef SK_MODEL_P_PRIOR
#define SK_MODEL_P_PRIOR   0.3   /* confidence before any observation */
#endif
#ifndef SK_MODEL_PRIOR_LL
#define SK_MODEL_PRIOR_LL  3.0   /* head start (nats) of the one-ply experts */
#endif
#ifndef SK_MODEL_EQ_EPS
#define SK_MODEL_EQ_EPS    0.0   /* equilibrium expert: mass spread uniformly */
#endif
#ifndef SK_MODEL_GREEDY_T
#define SK_MODEL_GREEDY_T  0.02  /* greedy expert: softmax temperature (value units) */
#endif
#ifndef SK_MODEL_RANDOM_PROBES
#define SK_MODEL_RANDOM_PROBES 6 /* replies (first "0 0", then random) the GREEDY expert uses */
#endif
#ifndef SK_MODEL_GREEDY_MIN_W
#define SK_MODEL_GREEDY_MIN_W 0.3 /* worst-reply share in a modelled greedy score */
#endif
#ifndef SK_MODEL_FINALISTS
#define SK_MODEL_FINALISTS 40    /* SIMPLE expert: pairs refined ... */
#endif
#ifndef SK_MODEL_FINAL_PROBES
#define SK_MODEL_FINAL_PROBES 16 /* ... against this many more random replies */
#endif
#ifndef SK_MODEL_NON_FINALIST
#define SK_MODEL_NON_FINALIST 3.0 /* points the other pairs fall behind */
#endif
#ifndef SK_MODEL_SIMPLE_T
#define SK_MODEL_SIMPLE_T  0.3   /* SIMPLE expert: softmax temperature (points) */
#endif
#ifndef SK_MODEL_SMOOTH
#define SK_MODEL_SMOOTH    0.2   /* share of uniform mixed into every expert */
#endif
#ifndef SK_MODEL_CAUTIOUS_T
#define SK_MODEL_CAUTIOUS_T 0.04 /* cautious expert: softmax temperature */
#endif
#ifndef SK_MODEL_DIRICHLET
#define SK_MODEL_DIRICHLET 0.5   /* category-count smoothing */
#endif
#ifndef SK_SAFE_ROUNDS
#define SK_SAFE_ROUNDS     3     /* refutations tried before giving up exploiting */
#endif
#ifndef SK_SAFE_MS
#define SK_SAFE_MS         1.5   /* ms the deepening leaves for the safety check */
#endif
#ifndef SK_MODEL_FORGET
#define SK_MODEL_FORGET    0.97  /* per-turn decay of expert log-likelihoods */
#endif
#ifndef SK_SAFE_EPS
#define SK_SAFE_EPS        0.2   /* worst-case loss allowed when exploiting */
#endif

/* ---- immediate-loss filter (sakura_ai.c, step 7) ---- */
#ifndef SK_LETHAL_DELTA
#define SK_LETHAL_DELTA    0.5   /* value we give up to never risk losing this turn */
#endif
#ifndef SK_LETHAL_KEEP
#define SK_LETHAL_KEEP     0.3   /* safe share of the strategy kept as it is */
#endif
#ifndef SK_LETHAL_SCAN
#define SK_LETHAL_SCAN     400   /* best-scored pairs outside the matrix searched for safe ones */
#endif
#ifndef SK_LETHAL_KILLERS
#define SK_LETHAL_KILLERS  16    /* killing replies remembered for early exits */
#endif
#ifndef SK_LETHAL_ADD
#define SK_LETHAL_ADD      4     /* safe pairs added to the matrix from that scan */
#endif

/* ---- time (sakura_tm.c) ---- */
#ifndef SK_TM_RESERVE_MS
#define SK_TM_RESERVE_MS   300   /* never planned: slow judge, pipes, exit */
#endif
#ifndef SK_TM_MIN_TURNS
#define SK_TM_MIN_TURNS    6     /* plan as if at least this many turns remain */
#endif
#ifndef SK_TM_MAX_MS
#define SK_TM_MAX_MS       30.0  /* cap per turn */
#endif
#ifndef SK_TM_MIN_MS
#define SK_TM_MIN_MS       1.0   /* floor per turn (the root matrix alone) */
#endif
#ifndef SK_TM_PANIC_MS
#define SK_TM_PANIC_MS     250   /* below this remaining: minimal search */
#endif
#ifndef SK_TM_LEAN_MS
#define SK_TM_LEAN_MS      2.5   /* below this budget: the root matrix only */
#endif
#ifndef SK_TM_INSTANT_MS
#define SK_TM_INSTANT_MS   150   /* instant answers below this ... */
#endif
#ifndef SK_TM_INSTANT_PER_TURN
#define SK_TM_INSTANT_PER_TURN 3 /* ... plus this many ms per turn left */
#endif
#ifndef SK_TM_TAIL_MS
#define SK_TM_TAIL_MS      1.8   /* search stops this early: the last stages overrun */
#endif

#endif
