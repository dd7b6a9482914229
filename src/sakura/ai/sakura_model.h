/*
 * sakura_model.h -- an opponent model learned during the game from the
 * pairs the opponent reveals (TURN's previous actions).
 *
 * Each turn the search asks for a prediction: a distribution q over the
 * opponent's legal pairs, a mixture of experts --
 *   UNIFORM  any legal pair (random players);
 *   EQ       our own equilibrium strategy for the opponent (searchers);
 *   PASSIVE  softmax of the opponent's one-turn pair scores against our
 *            "0 0" (scripted bots that assume a standing target);
 *   GREEDY   softmax of the opponent's one-turn pair scores against
 *            random replies (greedy bots);
 *   SIMPLE   the same with a plain material evaluation;
 *   CAUTIOUS softmax of its scores against our likely replies (safer
 *            one-ply bots);
 *   CAT      frequencies of abstract pair categories (wait / move or attack
 *            toward us or not / guard / flash...) in the current context
 *            (distance bucket, opponent on the vein) -- campers, rushers;
 *   TRANS    the category given the previous category (habits, cycles);
 * weighted by what they foresaw of the pairs the opponent actually played.
 * Two sets of weights:
 *   eg_w    the mixture's, from the same prior, by exponentiated gradient
 *           on its log-loss (SK_MODEL_EG_RATE): a slow learner that keeps
 *           every expert that helps, for the prediction q;
 *   post_w  the decayed Bayesian posterior (SK_MODEL_FORGET, with the
 *           one-ply experts' head start SK_MODEL_PRIOR_LL): which kind of
 *           player this is, for sakura_model_oneply_weight() and
 *           sakura_model_experts_rest(), and its mixture
 *           (sakura_model_posterior_q) for the pairs the search adds.
 * The prediction made for turn t is kept (the pairs' experts'
 * probabilities) and scored when turn t+1 reveals the pair: that updates
 * both sets of weights and the statistics.
 *
 * sakura_model_confidence() is how much the search may lean on q: it grows
 * with the mixture's evidence over the EQ expert per observed turn past
 * SK_MODEL_GAIN_FREE, capped at SK_MODEL_P_CAP (exploit only what the
 * opponent has shown).
 */
#ifndef SAKURA_MODEL_H
#define SAKURA_MODEL_H

#include "sakura/engine/sakura_engine.h"

enum { SK_EX_UNIFORM, SK_EX_EQ, SK_EX_PASSIVE, SK_EX_GREEDY, SK_EX_SIMPLE, SK_EX_CAUTIOUS, SK_EX_CAT, SK_EX_TRANS, SK_EXPERTS };
#define SK_CATS 64
#define SK_CTXS 6

typedef struct sakura_model {
    int me;
    double ll[SK_EXPERTS];   /* decayed log-likelihood per expert */
    double eg_w[SK_EXPERTS]; /* weights learned by exponentiated gradient */
    double ll_mix, ll_eq, n_eff; /* decayed: mixture, EQ, observations */
    double cnt[SK_CTXS][SK_CATS], cnt_all[SK_CATS];
    double trans[SK_CATS][SK_CATS];
    int last_cat;            /* category of the last observed pair, -1 none */
    int nobs;
    /* the pending prediction (made at the start of `pred_turn`) */
    int pred_turn, pred_n;
    sakura_state pred_state;
    sakura_pair pred_pairs[SAKURA_MAX_PAIRS];
    double pred_p[SK_EXPERTS][SAKURA_MAX_PAIRS];
    double pred_w[SK_EXPERTS];  /* the mixture's weights (eg_w or post_w) */
    double post_w[SK_EXPERTS];  /* the decayed Bayesian posterior over experts */
    unsigned char pred_cat[SAKURA_MAX_PAIRS];
    /* accuracy statistics (undecayed) */
    int st_n, st_top1;
    double st_logp, st_p;
    double st_logp_uniform;  /* the same log-probability for a uniform guess */
    double st_last_p;        /* predicted probability of the last observed pair */
    double st_last_pe[SK_EXPERTS]; /* each expert's probability of it */
    int st_last_hit;         /* 1 if its category was the top-1 prediction */
    int st_last_ctx;         /* the context of that prediction (0..SK_CTXS) */
} sakura_model;

void sakura_model_init(sakura_model *m, int me);
/* Build the prediction for position s: opp[0..n) its legal pairs;
 * passive[], greedy[], simple[] and cautious[] their one-turn scores for
 * the opponent against our "0 0", against random replies (our evaluation,
 * the material one) and against our likely replies (any may be NULL);
 * eq_idx/eq_y our
 * equilibrium strategy over some of them (eq_n entries; 0 if none).
 * Writes the mixture into q[0..n). */
void sakura_model_predict(sakura_model *m, const sakura_state *s, const sakura_pair *opp, int n,
                          const double *passive, const double *greedy, const double *simple,
                          const double *cautious,
                          const int *eq_idx, const double *eq_y, int eq_n, double *q);
/* The pending prediction mixed by the Bayesian posterior (post_w) instead
 * of the mixture's own weights, into q[0..pred_n). */
void sakura_model_posterior_q(const sakura_model *m, double *q);
/* The opponent played `p` on the predicted turn: score and learn. */
void sakura_model_observe(sakura_model *m, const sakura_pair *p);
double sakura_model_confidence(const sakura_model *m);
/* the mixture weight of the one-ply experts (PASSIVE, GREEDY, SIMPLE,
 * CAUTIOUS) in this turn's prediction: how much the opponent plays like a
 * bot that scores its pairs one turn deep; in 0..1 */
double sakura_model_oneply_weight(const sakura_model *m);
/* 1 if the costly random-reply experts (GREEDY, SIMPLE) may rest on turn
 * `turn`: the opponent has shown it is no one-ply player (they carry almost
 * no weight and the model is not trusted); they still wake up every
 * SK_MODEL_WAKE turns to be re-scored */
int sakura_model_experts_rest(const sakura_model *m, int turn);

#endif
