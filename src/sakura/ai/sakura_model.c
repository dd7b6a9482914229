/*
 * sakura_model.c -- see sakura_model.h.
 *
 * Invariants: every expert's pending distribution sums to 1 over
 * pred_pairs[0..pred_n) and gives each legal pair a positive probability
 * (so log-likelihoods stay finite); pred_w are the mixture weights used for
 * that prediction (they sum to 1).
 */
#include <stdlib.h>
#include <string.h>
#include "sakura/ai/sakura_model.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura/ai/sakura_ai_tune.h"
#include "common/kmath.h"

/* w = softmax(ll) over the experts */
static void sk_model_softmax(const double *ll, double *w)
{
    double mx = -1e300, sum = 0;
    int e;
    for (e = 0; e < SK_EXPERTS; e++) if (ll[e] > mx) mx = ll[e];
    for (e = 0; e < SK_EXPERTS; e++) { w[e] = kmath_exp(ll[e] - mx); sum += w[e]; }
    for (e = 0; e < SK_EXPERTS; e++) w[e] /= sum;
}

void sakura_model_init(sakura_model *m, int me)
{
    memset(m, 0, sizeof *m);
    m->me = me;
    m->last_cat = -1;
    m->pred_turn = -1;
    /* prior: one-ply players are the commonest opponents */
    m->ll[SK_EX_PASSIVE] = m->ll[SK_EX_GREEDY] = m->ll[SK_EX_SIMPLE] = m->ll[SK_EX_CAUTIOUS] = SK_MODEL_PRIOR_LL;
    /* the slow learner starts from the same prior */
    sk_model_softmax(m->ll, m->eg_w);
}

/* 1 if direction d from the opponent (at o) points towards us (at u) */
static int sk_model_toward(int d, const sakura_player *o, const sakura_player *u)
{
    int dr = u->r - o->r, dc = u->c - o->c;
    return sakura_dir_dr[d] * dr + sakura_dir_dc[d] * dc > 0;
}

static int sk_model_action_cat(sakura_action a, const sakura_player *o, const sakura_player *u)
{
    int t = a.kind == SAKURA_WAIT ? 0 : sk_model_toward(a.dir, o, u);
    switch (a.kind) {
    case SAKURA_WAIT: return 0;
    case SAKURA_MOVE: return t ? 1 : 2;
    case SAKURA_GUARD: return 5;
    case SAKURA_FLASH: return t ? 6 : 7;
    default: return t ? 3 : 4; /* attacks */
    }
}

/* Category (0..SK_CATS) of the opponent pair p at position s. */
static int sk_model_category(const sakura_state *s, int me, const sakura_pair *p)
{
    const sakura_player *o = &s->p[1 - me], *u = &s->p[me];
    return sk_model_action_cat(p->a[0], o, u) * 8 + sk_model_action_cat(p->a[1], o, u);
}

static int sk_model_ctx(const sakura_state *s, int me)
{
    const sakura_player *o = &s->p[1 - me], *u = &s->p[me];
    int d = abs(o->r - u->r) + abs(o->c - u->c);
    int db = d <= SK_MODEL_NEAR_DIST ? 0 : d <= SK_MODEL_MID_DIST ? 1 : 2;
    return db * 2 + (o->r == s->vr && o->c == s->vc);
}

/* p[i] = P(cat(i)) / |pairs of that category|, with P from counts + prior */
static void sk_model_from_cats(const sakura_model *m, const double *cat_w, double prior_w,
                               const double *prior, double *p)
{
    double hist[SK_CATS], pc[SK_CATS], tot = 0;
    int i, c;
    memset(hist, 0, sizeof hist);
    for (i = 0; i < m->pred_n; i++) hist[m->pred_cat[i]] += 1;
    for (c = 0; c < SK_CATS; c++) {
        pc[c] = hist[c] > 0 ? cat_w[c] + prior_w * prior[c] : 0;
        tot += pc[c];
    }
    for (i = 0; i < m->pred_n; i++) {
        c = m->pred_cat[i];
        p[i] = tot > 0 ? pc[c] / tot / hist[c] : 1.0 / m->pred_n;
    }
}

/* normalise and mix with uniform (SK_MODEL_SMOOTH): one surprise must not
 * wipe out an expert that is usually right */
static void sk_model_floor(double *p, int n)
{
    double sum = 0;
    int i;
    for (i = 0; i < n; i++) { if (p[i] < SK_MODEL_FLOOR) p[i] = SK_MODEL_FLOOR; sum += p[i]; }
    for (i = 0; i < n; i++) p[i] = (1 - SK_MODEL_SMOOTH) * p[i] / sum + SK_MODEL_SMOOTH / n;
}

static void sk_model_eq(sakura_model *m, const int *eq_idx, const double *eq_y, int eq_n)
{
    double *p = m->pred_p[SK_EX_EQ];
    int i, n = m->pred_n;
    double eps = eq_n > 0 ? SK_MODEL_EQ_EPS : 1.0;
    for (i = 0; i < n; i++) p[i] = eps / n;
    for (i = 0; i < eq_n; i++)
        if (eq_idx[i] >= 0 && eq_idx[i] < n) p[eq_idx[i]] += (1 - eps) * eq_y[i];
    sk_model_floor(p, n);
}

static void sk_model_greedy(sakura_model *m, int ex, const double *greedy, double temp)
{
    double *p = m->pred_p[ex], mx = -1e9;
    int i, n = m->pred_n;
    if (!greedy) { for (i = 0; i < n; i++) p[i] = 1.0 / n; return; }
    for (i = 0; i < n; i++) if (greedy[i] > mx) mx = greedy[i];
    for (i = 0; i < n; i++) p[i] = kmath_exp((greedy[i] - mx) / temp);
    sk_model_floor(p, n);
}

/* q[0..pred_n): the pending prediction's experts mixed by weights w */
static void sk_model_mix(const sakura_model *m, const double *w, double *q)
{
    int i, e;
    for (i = 0; i < m->pred_n; i++) {
        q[i] = 0;
        for (e = 0; e < SK_EXPERTS; e++) q[i] += w[e] * m->pred_p[e][i];
    }
}

/* post_w from the decayed log-likelihoods (which kind of player is this?);
 * pred_w, the mixture's weights, from them too or from eg_w */
static void sk_model_weights(sakura_model *m)
{
    int e;
    sk_model_softmax(m->ll, m->post_w);
    for (e = 0; e < SK_EXPERTS; e++) m->pred_w[e] = SK_MODEL_EG_RATE > 0 ? m->eg_w[e] : m->post_w[e];
}

void sakura_model_predict(sakura_model *m, const sakura_state *s, const sakura_pair *opp, int n,
                          const double *passive, const double *greedy, const double *simple,
                          const double *cautious,
                          const int *eq_idx, const double *eq_y, int eq_n, double *q)
{
    double uni[SK_CATS];
    int i, ctx = sk_model_ctx(s, m->me);
    if (n > SAKURA_MAX_PAIRS) n = SAKURA_MAX_PAIRS;
    m->pred_turn = s->turn;
    m->pred_n = n;
    m->pred_state = *s;
    for (i = 0; i < n; i++) {
        m->pred_pairs[i] = opp[i];
        m->pred_cat[i] = (unsigned char)sk_model_category(s, m->me, &opp[i]);
        m->pred_p[SK_EX_UNIFORM][i] = 1.0 / n;
    }
    for (i = 0; i < SK_CATS; i++) uni[i] = 1.0 / SK_CATS;
    sk_model_eq(m, eq_idx, eq_y, eq_n);
    sk_model_greedy(m, SK_EX_PASSIVE, passive, SK_MODEL_GREEDY_T);
    sk_model_greedy(m, SK_EX_GREEDY, greedy, SK_MODEL_GREEDY_T);
    sk_model_greedy(m, SK_EX_SIMPLE, simple, SK_MODEL_SIMPLE_T);
    sk_model_greedy(m, SK_EX_CAUTIOUS, cautious, SK_MODEL_CAUTIOUS_T);
    /* CAT: context counts backed by the all-context counts backed by uniform */
    {
        double prior[SK_CATS], tot = 0;
        for (i = 0; i < SK_CATS; i++) tot += m->cnt_all[i];
        for (i = 0; i < SK_CATS; i++)
            prior[i] = (m->cnt_all[i] + SK_MODEL_DIRICHLET * SK_CATS * uni[i]) / (tot + SK_MODEL_DIRICHLET * SK_CATS);
        sk_model_from_cats(m, m->cnt[ctx], SK_MODEL_DIRICHLET * SK_MODEL_CTX_PULL, prior, m->pred_p[SK_EX_CAT]);
        if (m->last_cat >= 0)
            sk_model_from_cats(m, m->trans[m->last_cat], SK_MODEL_DIRICHLET * SK_MODEL_CTX_PULL, prior, m->pred_p[SK_EX_TRANS]);
        else
            sk_model_from_cats(m, uni, 0, uni, m->pred_p[SK_EX_TRANS]);
    }
    sk_model_floor(m->pred_p[SK_EX_CAT], n);
    sk_model_floor(m->pred_p[SK_EX_TRANS], n);
    sk_model_weights(m);
    sk_model_mix(m, m->pred_w, q);
}

void sakura_model_posterior_q(const sakura_model *m, double *q)
{
    sk_model_mix(m, m->post_w, q);
}

/* the category with the most predicted mass */
static int sk_model_top_cat(const sakura_model *m)
{
    double mass[SK_CATS];
    int i, e, best = 0;
    memset(mass, 0, sizeof mass);
    for (i = 0; i < m->pred_n; i++)
        for (e = 0; e < SK_EXPERTS; e++) mass[m->pred_cat[i]] += m->pred_w[e] * m->pred_p[e][i];
    for (i = 1; i < SK_CATS; i++) if (mass[i] > mass[best]) best = i;
    return best;
}

/* w_e <- w_e (p_e / p_mix)^rate, renormalised; never below a floor, so an
 * expert that was wrong for a while can come back */
static void sk_model_eg_update(sakura_model *m, int idx, double pm)
{
    double sum = 0;
    int e;
    if (SK_MODEL_EG_RATE <= 0) return;
    for (e = 0; e < SK_EXPERTS; e++) {
        m->eg_w[e] = m->pred_w[e] * kmath_exp(SK_MODEL_EG_RATE * kmath_log(m->pred_p[e][idx] / pm));
        sum += m->eg_w[e];
    }
    for (e = 0; e < SK_EXPERTS; e++) {
        m->eg_w[e] /= sum;
        if (m->eg_w[e] < SK_MODEL_FLOOR) m->eg_w[e] = SK_MODEL_FLOOR;
    }
}

static void sk_model_score(sakura_model *m, int idx, int cat)
{
    double pm = 0;
    int e;
    for (e = 0; e < SK_EXPERTS; e++) pm += m->pred_w[e] * m->pred_p[e][idx];
    for (e = 0; e < SK_EXPERTS; e++) {
        m->ll[e] = SK_MODEL_FORGET * m->ll[e] + kmath_log(m->pred_p[e][idx]);
        m->st_last_pe[e] = m->pred_p[e][idx];
    }
    sk_model_eg_update(m, idx, pm);
    m->ll_mix = SK_MODEL_FORGET * m->ll_mix + kmath_log(pm);
    m->ll_eq = SK_MODEL_FORGET * m->ll_eq + kmath_log(m->pred_p[SK_EX_EQ][idx]);
    m->n_eff = SK_MODEL_FORGET * m->n_eff + 1;
    m->st_n++;
    m->st_logp += kmath_log(pm);
    m->st_logp_uniform += kmath_log(1.0 / m->pred_n);
    m->st_p += pm;
    m->st_last_p = pm;
    m->st_last_hit = sk_model_top_cat(m) == cat;
    m->st_top1 += m->st_last_hit;
}

void sakura_model_observe(sakura_model *m, const sakura_pair *p)
{
    int idx, cat, ctx;
    if (m->pred_turn < 0) return;
    cat = sk_model_category(&m->pred_state, m->me, p);
    ctx = sk_model_ctx(&m->pred_state, m->me);
    idx = sakura_cand_find(m->pred_pairs, m->pred_n, p);
    if (idx >= 0) sk_model_score(m, idx, cat);
    m->st_last_ctx = ctx;
    m->cnt[ctx][cat] += 1;
    m->cnt_all[cat] += 1;
    if (m->last_cat >= 0) m->trans[m->last_cat][cat] += 1;
    m->last_cat = cat;
    m->nobs++;
    m->pred_turn = -1;
}

double sakura_model_confidence(const sakura_model *m)
{
    double gain, p = 0;
    /* trust grows with the nats per turn the mixture predicts better than
     * our own equilibrium, past the edge it has over any searcher
     * (SK_MODEL_GAIN_FREE: none when the opponent plays like our
     * equilibrium, then "exploiting" would only add noise); the prior
     * gives way to it */
    if (m->n_eff > 0) {
        gain = (m->ll_mix - m->ll_eq) / m->n_eff - SK_MODEL_GAIN_FREE;
        p = gain > 0 ? SK_MODEL_P_CAP * gain / SK_MODEL_GAIN_FULL : 0;
        if (p > SK_MODEL_P_CAP) p = SK_MODEL_P_CAP;
    }
    return (SK_MODEL_WARMUP * SK_MODEL_P_PRIOR + m->n_eff * p) / (SK_MODEL_WARMUP + m->n_eff);
}

double sakura_model_oneply_weight(const sakura_model *m)
{
    return m->post_w[SK_EX_PASSIVE] + m->post_w[SK_EX_GREEDY] + m->post_w[SK_EX_SIMPLE] +
           m->post_w[SK_EX_CAUTIOUS];
}

int sakura_model_experts_rest(const sakura_model *m, int turn)
{
    if (m->nobs < SK_MODEL_WAKE || turn % SK_MODEL_WAKE == 0) return 0;
    return m->post_w[SK_EX_GREEDY] + m->post_w[SK_EX_SIMPLE] < SK_MODEL_DORMANT_W &&
           sakura_model_confidence(m) < SK_MODEL_MIN_CONF;
}
