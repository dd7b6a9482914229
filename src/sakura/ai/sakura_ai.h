/*
 * sakura_ai.h -- the championship search for Sakura Duel.
 *
 * One turn is a simultaneous-move matrix game.  sakura_ai_choose():
 *  1. lists both players' legal pairs (~1,000 each) and scores every pair
 *     for its owner against a few probe replies of the other (first a
 *     passive "0 0", then the other's best distinct pairs);
 *  2. keeps SK_CAND_K distinct candidates per player (sakura_cand.h), fills
 *     the payoff matrix with the evaluation after the turn and solves it by
 *     RM+ (sakura_rm.h);
 *  3. double oracle: checks every legal pair of both players against the
 *     other's mixed strategy and adds those that improve on it; re-solves;
 *     3b. doom check: the cells of the strategy's support rows, in the
 *     columns the opponent's strategy plays, whose position is lost next
 *     turn whatever we play (sakura_cand_doomed) are moved a weight of
 *     the way to a loss; re-solves, and checks the new support cells,
 *     for SK_DOOM_ROUNDS rounds.  A check stopped by the clock
 *     (SK_DOOM_SHARE of the budget) or its work cap is undone whole.
 *     The weight is SK_DOOM_WEIGHT unless sakura_ai_set_doom_weight says
 *     otherwise (0: off);
 *  4. asks the opponent model (sakura_model.h) for a prediction; the
 *     opponent pairs most likely by its Bayesian mixture join the matrix;
 *  5. as far as the model's confidence allows, solves the blended matrix
 *     A' = p·(A q) + (1-p)·A; the result is kept only if its worst case,
 *     against the matrix and against every legal opponent pair, stays
 *     within SK_SAFE_EPS of the equilibrium value, and it is played only
 *     while the audit (sakura_ai_audit) finds that this game's blends,
 *     against the pairs the opponent then played, earned over the
 *     equilibrium, less a toll of SK_AUDIT_TOLL each, at least
 *     SK_AUDIT_FLOOR in sum;
 *  6. immediate-loss filter: a pair of the strategy that some legal
 *     opponent pair beats outright this turn is dropped when safe pairs
 *     (in the matrix, or found among the next best-scored ones) keep the
 *     worst case within a delta of the value: equilibrium mixing prices a
 *     ring-out at one evaluation unit, but one-ply opponents find the
 *     killing reply far more often than the equilibrium expects, so the
 *     delta is SK_LETHAL_DELTA against them and SK_LETHAL_DELTA_SEARCH
 *     against searchers, by the model's one-ply weight;
 *  7. samples the pair from the resulting mixed strategy's rows of weight
 *     SK_PLAY_MIN_PROB or more (the heaviest row when none reaches it).
 * The lookahead is this one turn: every cell is the evaluation of the
 * position after it (a depth-2 deepening of the heaviest cells cost
 * strength with the fitted evaluation: docs/lab/sakura-ai.md).
 * Tiers for a short clock: `lean` (steps 1-2 with the passive probe only,
 * no model), `instant` (our best pair against "0 0").
 * Limits: a wall-clock deadline (play) and/or an evaluation count (bench,
 * tests: then the search is deterministic for a given seed).
 *
 * The struct is large (scratch for ~1,000 pairs per side): allocate it
 * statically or on the heap, not on a small stack.
 */
#ifndef SAKURA_AI_H
#define SAKURA_AI_H

#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai_tune.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura/ai/sakura_model.h"

typedef struct sakura_ai_limits {
    double deadline_ms; /* clk_now_ms() value to stop at; 0 = none */
    long max_evals;     /* evaluation budget; 0 = none */
    int instant;        /* 1: almost out of time, answer from a one-probe scan */
    int lean;           /* 1: short of time, root matrix only (no probes,
                           oracle or model) */
} sakura_ai_limits;

#define SAKURA_AI_STAGES 6

typedef struct sakura_ai_info {
    long evals;          /* positions resolved and evaluated */
    int km, ko;          /* matrix size */
    int oracle_added;    /* pairs added by the double oracle */
    double value;        /* equilibrium value of the root matrix */
    double confidence;   /* weight given to the opponent model */
    double audit_gain;   /* the exploitation audit's sum (sakura_ai_audit) */
    double audit_last;   /* its last gain, scored at this turn's observe */
    int lethal_dropped;  /* rows dropped by the immediate-loss filter */
    int doomed_cells;    /* cells the two-turn doom check marked */
    long doom_work;      /* turns it resolved (not counted in evals) */
    int doom_cut;        /* its calls stopped by the clock or work cap (and undone) */
    /* ms since the call began at the end of each stage: candidates,
     * root matrix, double oracle with the doom check, model prediction,
     * exploitation, immediate-loss filter with the second doom check
     * (SAKURA_AI_LOG prints them) */
    double stage_ms[SAKURA_AI_STAGES];
} sakura_ai_info;

/* The exploitation audit: step 5's blend is found on every turn the
 * model allows, but played only while `gain`, the sum over this game's
 * scored blends of what each earned less SK_AUDIT_TOLL, is at least
 * SK_AUDIT_FLOOR.  What a blend would have earned over the equilibrium,
 * the sum over our rows of (blend - equilibrium) x the value after the
 * row against the pair the opponent then played, is scored when that
 * pair arrives, whether the blend was played or not. */
typedef struct sakura_ai_audit {
    sakura_state s;             /* the position the blend was found in */
    sakura_pair rows[SK_MAX_K]; /* our candidate pairs */
    double dx[SK_MAX_K];        /* blend minus equilibrium, per row */
    int k;                      /* rows pending; 0 = nothing to score */
    double gain;                /* sum of (gain - toll) scored this game */
    double last;                /* the last gain scored */
} sakura_ai_audit;

typedef struct sakura_ai {
    int me;
    int use_model;
    rng_state rng;
    sakura_model model;
    sakura_ai_audit audit;
    /* per-turn scratch */
    const sakura_ai_limits *lim;
    double start_ms; /* clk_now_ms() when the turn's search began */
    long evals;
    int nm, no, km, ko;
    sakura_pair mine[SAKURA_MAX_PAIRS], opp[SAKURA_MAX_PAIRS];
    sakura_cand_scratch scm, sco;
    double q[SAKURA_MAX_PAIRS];
    double opp_passive[SAKURA_MAX_PAIRS]; /* opponent's pair scores against our "0 0" */
    double opp_greedy[SAKURA_MAX_PAIRS]; /* opponent's pair scores against random replies */
    double opp_simple[SAKURA_MAX_PAIRS]; /* the same by a plain material evaluation */
    int pm[SK_MAX_K], po[SK_MAX_K];
    double A[SK_MAX_K * SK_MAX_K];
    double x[SK_MAX_K], y[SK_MAX_K];
    signed char lethal[SK_MAX_K]; /* row can lose this turn: 1, 0, -1 unknown */
    int killer[SK_MAX_K + SK_LETHAL_KILLERS]; /* opponent pairs that beat a pair of
                                   ours outright this turn (tried first) */
    int nkiller;
    char doom_done[SK_MAX_K * SK_MAX_K]; /* cell (i, j) passed the doom check this turn */
    sakura_cand_doom doom;   /* its scratch */
    double doom_weight;      /* step 3b's weight (SK_DOOM_WEIGHT unless set) */
    long doom_max_work;      /* its resolutions a turn (SK_DOOM_TURN_WORK unless set) */
    /* the double oracle's payoffs, kept for the turn: do_memo[side][j][i] is
     * the value for `side`'s player of its legal pair i against the other's
     * candidate j (SK_AI_UNKNOWN until computed); column j is cleared the
     * first time turn do_turn touches it (do_col_turn) */
    double do_memo[2][SK_MAX_K][SAKURA_MAX_PAIRS];
    long do_col_turn[2][SK_MAX_K];
    long do_turn;
} sakura_ai;

void sakura_ai_init(sakura_ai *ai, int me, uint64_t seed, int use_model);
/* Step 3b's weight, clamped to [0, 1]; 0 turns the doom check off. */
void sakura_ai_set_doom_weight(sakura_ai *ai, double w);
/* Step 3b's resolutions a turn (SK_DOOM_TURN_WORK unless set; negative
 * counts as 0); past them the turn's check is undone. */
void sakura_ai_set_doom_work(sakura_ai *ai, long max_work);
/* The opponent's pair of the turn just played (from TURN): feeds the model. */
void sakura_ai_observe(sakura_ai *ai, const sakura_pair *opp_pair);
void sakura_ai_choose(sakura_ai *ai, const sakura_state *s, const sakura_ai_limits *lim,
                      sakura_pair *out, sakura_ai_info *info);

#endif
