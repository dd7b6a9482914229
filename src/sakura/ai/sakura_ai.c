/*
 * sakura_ai.c -- see sakura_ai.h.
 *
 * Per-turn data: mine/opp hold both players' legal pairs; pm/po index the
 * km x ko candidates into them; A[i*SK_MAX_K + j] is the value for us after
 * mine[pm[i]] vs opp[po[j]]; x/y the solved strategies over the
 * candidates.  Invariant after every solve: x, y sum to 1 over km, ko.
 */
#include <string.h>
#include "sakura/ai/sakura_ai.h"
#include "sakura/ai/sakura_eval.h"
#include "sakura/ai/sakura_play.h"
#include "sakura/ai/sakura_rm.h"
#include "common/clock.h"

#define SK_AI_LDA SK_MAX_K
#define SK_AI_UNKNOWN 9.0 /* a memo entry not computed: no evaluation is outside [-1, 1] */

void sakura_ai_init(sakura_ai *ai, int me, uint64_t seed, int use_model)
{
    ai->me = me;
    ai->use_model = use_model;
    rng_seed(&ai->rng, seed);
    sakura_model_init(&ai->model, me);
    memset(&ai->audit, 0, sizeof ai->audit);
    memset(ai->do_col_turn, 0, sizeof ai->do_col_turn);
    ai->do_turn = 0;
    sakura_cand_doom_reset(&ai->doom);
    ai->doom_weight = SK_DOOM_WEIGHT;
    ai->doom_max_work = SK_DOOM_TURN_WORK;
}

void sakura_ai_set_doom_weight(sakura_ai *ai, double w)
{
    ai->doom_weight = w < 0 ? 0 : w > 1 ? 1 : w;
}

void sakura_ai_set_doom_work(sakura_ai *ai, long max_work)
{
    ai->doom_max_work = max_work < 0 ? 0 : max_work;
}

/* the pending blend scored against the pair the opponent played */
static void sk_ai_audit_score(sakura_ai *ai, const sakura_pair *opp_pair)
{
    sakura_ai_audit *au = &ai->audit;
    double g = 0;
    int i;
    if (au->k == 0) return;
    for (i = 0; i < au->k; i++)
        if (au->dx[i] != 0) g += au->dx[i] * sakura_cand_outcome(&au->s, ai->me, &au->rows[i], opp_pair);
    au->gain += g - SK_AUDIT_TOLL;
    au->last = g;
    au->k = 0;
}

void sakura_ai_observe(sakura_ai *ai, const sakura_pair *opp_pair)
{
    sakura_model_observe(&ai->model, opp_pair);
    sk_ai_audit_score(ai, opp_pair);
}

/* out of evaluation budget, or past the deadline */
static int sk_ai_stop(const sakura_ai *ai)
{
    if (ai->lim->max_evals > 0 && ai->evals >= ai->lim->max_evals) return 1;
    return ai->lim->deadline_ms > 0 && clk_now_ms() >= ai->lim->deadline_ms;
}

static void sk_ai_wait_pair(sakura_pair *p)
{
    p->a[0].kind = p->a[1].kind = SAKURA_WAIT;
    p->a[0].dir = p->a[1].dir = SAKURA_NODIR;
}

static double sk_ai_cell(sakura_ai *ai, const sakura_state *s, int i, int j)
{
    ai->evals++;
    return sakura_cand_outcome(s, ai->me, &ai->mine[ai->pm[i]], &ai->opp[ai->po[j]]);
}

static void sk_ai_fill(sakura_ai *ai, const sakura_state *s, int i0, int j0)
{
    int i, j;
    for (i = 0; i < ai->km; i++)
        for (j = 0; j < ai->ko; j++)
            if (i >= i0 || j >= j0) ai->A[i * SK_AI_LDA + j] = sk_ai_cell(ai, s, i, j);
}

static double sk_ai_solve(sakura_ai *ai)
{
    return sakura_rm_solve(ai->A, ai->km, ai->ko, SK_AI_LDA, SK_RM_ITERS, ai->x, ai->y);
}

/* probes for one side: the other's "0 0" and its best distinct pairs */
static int sk_ai_probes(const sakura_pair *all, int n, sakura_cand_scratch *sc, sakura_pair *probes,
                        int np_max)
{
    int pick[SK_CAND_PROBES], k, i, np = 0;
    sk_ai_wait_pair(&probes[np++]);
    k = sakura_cand_select(all, n, np_max - 1, sc, pick);
    for (i = 0; i < k; i++)
        if (!sakura_cand_pair_eq(&all[pick[i]], &probes[0])) probes[np++] = all[pick[i]];
    return np;
}

/* steps 1-2: candidates for both players */
static void sk_ai_candidates(sakura_ai *ai, const sakura_state *s)
{
    sakura_pair wait, pr_m[SK_CAND_PROBES], pr_o[SK_CAND_PROBES];
    int npm, npo, me = ai->me;
    sk_ai_wait_pair(&wait);
    ai->nm = sakura_legal_pairs(s, me, ai->mine, SAKURA_MAX_PAIRS);
    ai->no = sakura_legal_pairs(s, 1 - me, ai->opp, SAKURA_MAX_PAIRS);
    ai->evals += sakura_cand_score(s, me, ai->mine, ai->nm, &wait, 1, &ai->scm);
    ai->evals += sakura_cand_score(s, 1 - me, ai->opp, ai->no, &wait, 1, &ai->sco);
    memcpy(ai->opp_passive, ai->sco.score, sizeof(double) * (size_t)ai->no);
    if (!ai->lim->lean && !sk_ai_stop(ai)) {
        npm = sk_ai_probes(ai->opp, ai->no, &ai->sco, pr_m, SK_CAND_PROBES);
        npo = sk_ai_probes(ai->mine, ai->nm, &ai->scm, pr_o, SK_CAND_PROBES);
        ai->evals += sakura_cand_score(s, me, ai->mine, ai->nm, pr_m, npm, &ai->scm);
        ai->evals += sakura_cand_score(s, 1 - me, ai->opp, ai->no, pr_o, npo, &ai->sco);
    }
    ai->km = sakura_cand_select(ai->mine, ai->nm, SK_CAND_K, &ai->scm, ai->pm);
    ai->ko = sakura_cand_select(ai->opp, ai->no, SK_CAND_K, &ai->sco, ai->po);
}

static int sk_ai_in(const int *idx, int k, int v)
{
    int i;
    for (i = 0; i < k; i++) if (idx[i] == v) return 1;
    return 0;
}

/* the memo column of `side`'s pairs against the other's candidate j,
 * cleared (n entries) on the turn's first use */
static double *sk_ai_do_column(sakura_ai *ai, int side, int j, int n)
{
    double *col = ai->do_memo[side][j];
    int i;
    if (ai->do_col_turn[side][j] != ai->do_turn) {
        for (i = 0; i < n; i++) col[i] = SK_AI_UNKNOWN;
        ai->do_col_turn[side][j] = ai->do_turn;
    }
    return col;
}

/* best response among all of `side`'s legal pairs to the other's strategy;
 * returns the pair index or -1 if none beats `value` by SK_DO_EPS.  Each
 * payoff is computed once a turn (the memo) but counted as an evaluation
 * every time it is used, so that fixed-work searches are unchanged. */
static int sk_ai_oracle(sakura_ai *ai, const sakura_state *s, int side, double value, int timed)
{
    const sakura_pair *all = side == 0 ? ai->mine : ai->opp;
    const sakura_pair *oth = side == 0 ? ai->opp : ai->mine;
    const int *idx = side == 0 ? ai->po : ai->pm, *have = side == 0 ? ai->pm : ai->po;
    const double *w = side == 0 ? ai->y : ai->x;
    int n = side == 0 ? ai->nm : ai->no, k = side == 0 ? ai->ko : ai->km, who = side == 0 ? ai->me : 1 - ai->me;
    int i, j, best = -1;
    double bestv = (side == 0 ? value : -value) + SK_DO_EPS, v, *col[SK_MAX_K];
    for (j = 0; j < k; j++) col[j] = w[j] >= SK_DO_SUPPORT ? sk_ai_do_column(ai, side, j, n) : NULL;
    for (i = 0; i < n; i++) {
        if (sk_ai_in(have, side == 0 ? ai->km : ai->ko, i)) continue;
        v = 0;
        for (j = 0; j < k; j++) {
            if (!col[j]) continue;
            if (col[j][i] == SK_AI_UNKNOWN) col[j][i] = sakura_cand_outcome(s, who, &all[i], &oth[idx[j]]);
            v += w[j] * col[j][i];
            ai->evals++;
        }
        if (v > bestv) { bestv = v; best = i; }
        if (timed && (i & (SK_AI_CLOCK_EVERY - 1)) == SK_AI_CLOCK_EVERY - 1 && sk_ai_stop(ai)) return -1;
    }
    return best;
}

/* 1 if less than `share` of this turn's budget (evaluations, or time to
 * the deadline) is spent; with no limit at all, 0 */
static int sk_ai_under_share(const sakura_ai *ai, double share)
{
    if (ai->lim->max_evals > 0) return ai->evals < share * (double)ai->lim->max_evals;
    if (ai->lim->deadline_ms > 0)
        return clk_now_ms() < ai->start_ms + share * (ai->lim->deadline_ms - ai->start_ms);
    return 0;
}

/* step 3: SK_DO_ROUNDS rounds, and more (up to SK_DO_ROUNDS_MAX) while
 * under SK_DO_SHARE of the budget is spent */
static int sk_ai_double_oracle(sakura_ai *ai, const sakura_state *s, double *value)
{
    int round, added = 0, bm, bo, km0, ko0;
    for (round = 0; round < SK_DO_ROUNDS_MAX && !sk_ai_stop(ai); round++) {
        if (round >= SK_DO_ROUNDS && !sk_ai_under_share(ai, SK_DO_SHARE)) break;
        bm = ai->km < SK_MAX_K ? sk_ai_oracle(ai, s, 0, *value, 1) : -1;
        bo = ai->ko < SK_MAX_K && !sk_ai_stop(ai) ? sk_ai_oracle(ai, s, 1, *value, 1) : -1;
        if (bm < 0 && bo < 0) break;
        km0 = ai->km; ko0 = ai->ko;
        if (bm >= 0) { ai->pm[ai->km++] = bm; added++; }
        if (bo >= 0) { ai->po[ai->ko++] = bo; added++; }
        sk_ai_fill(ai, s, km0, ko0);
        *value = sk_ai_solve(ai);
    }
    return added;
}

/* the doom check's stop: past SK_DOOM_SHARE of the time to the deadline,
 * or past the turn's doom work (its resolutions are not evaluations, so a
 * fixed-work search has only the latter) */
static int sk_ai_doom_stop(const sakura_ai *ai, long work)
{
    if (work > ai->doom_max_work) return 1;
    return ai->lim->deadline_ms > 0 &&
           clk_now_ms() >= ai->start_ms + SK_DOOM_SHARE * (ai->lim->deadline_ms - ai->start_ms);
}

/* the doom check of row i's untested cells in the columns the opponent's
 * strategy plays (weight SK_DOOM_COL_MIN or more); returns how many it
 * marked, or -1 when sk_ai_doom_stop stopped it */
static int sk_ai_doom_row(sakura_ai *ai, const sakura_state *s, int i, long *work)
{
    sakura_state t;
    double *a;
    char *done = &ai->doom_done[i * SK_MAX_K];
    int j, marked = 0;
    for (j = 0; j < ai->ko; j++) {
        if (done[j] || ai->y[j] < SK_DOOM_COL_MIN) continue;
        if (sk_ai_doom_stop(ai, *work)) return -1;
        done[j] = 1;
        sakura_cand_play(s, ai->me, &ai->mine[ai->pm[i]], &ai->opp[ai->po[j]], &t);
        if (!t.over && sakura_cand_doomed(&t, ai->me, &ai->doom, SK_DOOM_MAX_WORK, work)) {
            a = &ai->A[i * SK_AI_LDA + j];
            *a -= ai->doom_weight * (*a + 1); /* doom_weight of the way to a loss */
            marked++;
        }
    }
    return marked;
}

/* step 3b: rounds of the doom check on the rows step 7 can play, each
 * followed by a solve (ai->x the equilibrium again) when it marked a
 * cell; returns the cells marked.  A check sk_ai_doom_stop stops is
 * undone whole (the matrix, both strategies and the value as they were, 0
 * returned, *cut set): marks on the rows tested first alone would push
 * the strategy onto the rows left untested. */
static int sk_ai_doom_check(sakura_ai *ai, const sakura_state *s, double *value, long *work, int *cut)
{
    double A0[SK_MAX_K * SK_AI_LDA], x0[SK_MAX_K], y0[SK_MAX_K], v0 = *value;
    int round, i, m, marked, total = 0, km = ai->km, ko = ai->ko;
    double floor_w;
    size_t arow = sizeof(double) * (size_t)SK_AI_LDA;
    memcpy(A0, ai->A, arow * (size_t)km);
    memcpy(x0, ai->x, sizeof(double) * (size_t)km);
    memcpy(y0, ai->y, sizeof(double) * (size_t)ko);
    for (round = 0; round < SK_DOOM_ROUNDS; round++) {
        marked = 0;
        floor_w = sakura_play_floor(ai->x, km);
        for (i = 0; i < km; i++) {
            if (!sakura_play_eligible(ai->x, i, floor_w)) continue;
            if ((m = sk_ai_doom_row(ai, s, i, work)) < 0) {
                memcpy(ai->A, A0, arow * (size_t)km);
                memcpy(ai->x, x0, sizeof(double) * (size_t)km);
                memcpy(ai->y, y0, sizeof(double) * (size_t)ko);
                *value = v0;
                (*cut)++;
                return 0;
            }
            marked += m;
        }
        if (!marked) break;
        total += marked;
        *value = sk_ai_solve(ai);
    }
    return total;
}

/* the opponent's pair scores against random replies of ours (what a
 * one-ply greedy player computes), by our evaluation and by a plain
 * material one, for the model's GREEDY and SIMPLE experts.  The material
 * scores of the SK_MODEL_FINALISTS best pairs are refined with
 * SK_MODEL_FINAL_PROBES more replies, as such players do. */
static void sk_ai_random_probes(sakura_ai *ai, sakura_pair *probes, int n)
{
    int k;
    for (k = 0; k < n; k++) probes[k] = ai->mine[rng_below(&ai->rng, (uint32_t)ai->nm)];
}

static double sk_ai_material_score(sakura_ai *ai, const sakura_state *s, int i,
                                   const sakura_pair *probes, int np)
{
    sakura_state t;
    double sum = 0, mn = 1e9, v;
    int k;
    for (k = 0; k < np; k++) {
        sakura_cand_play(s, 1 - ai->me, &ai->opp[i], &probes[k], &t);
        v = sakura_eval_material(&t, 1 - ai->me);
        sum += v;
        if (v < mn) mn = v;
    }
    ai->evals += np;
    return (1 - SK_MODEL_GREEDY_MIN_W) * sum / np + SK_MODEL_GREEDY_MIN_W * mn;
}

/* indices of the k highest v[0..n) (ties: lower index), best first */
static int sk_ai_top(const double *v, int n, int k, int *top)
{
    int m = 0, i, j;
    for (i = 0; i < n; i++) {
        if (m == k && v[i] <= v[top[m - 1]]) continue;
        j = m < k ? m++ : m - 1;
        while (j > 0 && v[top[j - 1]] < v[i]) { top[j] = top[j - 1]; j--; }
        top[j] = i;
    }
    return m;
}

static void sk_ai_greedy_scores(sakura_ai *ai, const sakura_state *s)
{
    sakura_pair probes[SK_MODEL_FINAL_PROBES];
    sakura_state t;
    int fin[SK_MODEL_FINALISTS], i, k, them = 1 - ai->me;
    double a, mna, va;
    sk_ai_wait_pair(&probes[0]);
    sk_ai_random_probes(ai, probes + 1, SK_MODEL_RANDOM_PROBES - 1);
    for (i = 0; i < ai->no; i++) {
        a = 0; mna = 1e9;
        for (k = 0; k < SK_MODEL_RANDOM_PROBES; k++) {
            sakura_cand_play(s, them, &ai->opp[i], &probes[k], &t);
            va = sakura_eval(&t, them);
            a += va;
            if (va < mna) mna = va;
        }
        ai->opp_greedy[i] = (1 - SK_MODEL_GREEDY_MIN_W) * a / SK_MODEL_RANDOM_PROBES + SK_MODEL_GREEDY_MIN_W * mna;
        ai->opp_simple[i] = sk_ai_material_score(ai, s, i, probes, SK_MODEL_RANDOM_PROBES);
    }
    ai->evals += (long)ai->no * SK_MODEL_RANDOM_PROBES;
    /* refine the finalists; the rest fall far behind them */
    k = sk_ai_top(ai->opp_simple, ai->no, SK_MODEL_FINALISTS, fin);
    sk_ai_random_probes(ai, probes, SK_MODEL_FINAL_PROBES);
    for (i = 0; i < ai->no; i++) ai->opp_simple[i] -= SK_MODEL_NON_FINALIST;
    for (i = 0; i < k; i++)
        ai->opp_simple[fin[i]] = sk_ai_material_score(ai, s, fin[i], probes, SK_MODEL_FINAL_PROBES);
}

/* the model's prediction for this turn (EQ uses the strategy after the
 * oracle) */
static void sk_ai_predict(sakura_ai *ai, const sakura_state *s)
{
    int dormant = sakura_model_experts_rest(&ai->model, s->turn);
    if (!dormant) sk_ai_greedy_scores(ai, s);
    sakura_model_predict(&ai->model, s, ai->opp, ai->no, ai->opp_passive,
                         dormant ? NULL : ai->opp_greedy, dormant ? NULL : ai->opp_simple,
                         ai->sco.score, ai->po, ai->y, ai->ko, ai->q);
}

/* the opponent's most likely pairs by the model (its Bayesian mixture
 * when SK_MODEL_ADD_POST) join the matrix, so that both the equilibrium
 * and the exploitation face them */
static void sk_ai_add_predicted(sakura_ai *ai, const sakura_state *s, double *value)
{
    int top[SK_MODEL_ADD], k, i, ko0 = ai->ko;
    double qp[SAKURA_MAX_PAIRS];
    if (SK_MODEL_ADD_POST) sakura_model_posterior_q(&ai->model, qp);
    k = sk_ai_top(SK_MODEL_ADD_POST ? qp : ai->q, ai->no, SK_MODEL_ADD, top);
    for (i = 0; i < k && ai->ko < SK_MAX_K; i++)
        if (!sk_ai_in(ai->po, ai->ko, top[i])) ai->po[ai->ko++] = top[i];
    if (ai->ko == ko0) return;
    sk_ai_fill(ai, s, ai->km, ko0);
    *value = sk_ai_solve(ai);
}

/* worst value of our strategy xs against the matrix columns */
static double sk_ai_worst(const sakura_ai *ai, const double *xs)
{
    double worst = 2, u;
    int j;
    for (j = 0; j < ai->ko; j++) {
        u = sakura_rm_col_value(ai->A, ai->km, SK_AI_LDA, j, xs);
        if (u < worst) worst = u;
    }
    return worst;
}

/* a legal opponent pair outside the matrix that holds xs below floor, or -1
 * (checked whatever the clock: an unsafe strategy is never played) */
static int sk_ai_refute(sakura_ai *ai, const sakura_state *s, const double *xs, double floor)
{
    double save[SK_MAX_K];
    int j;
    memcpy(save, ai->x, sizeof(double) * (size_t)ai->km);
    memcpy(ai->x, xs, sizeof(double) * (size_t)ai->km);
    j = sk_ai_oracle(ai, s, 1, floor, 0);
    memcpy(ai->x, save, sizeof(double) * (size_t)ai->km);
    return j;
}

/* the prediction sampled: n distinct opponent pairs with weights */
static int sk_ai_sample_q(sakura_ai *ai, int *smp, double *w)
{
    int t, j, k, ns = 0;
    double u, acc;
    for (t = 0; t < SK_MODEL_SAMPLES; t++) {
        u = rng_unit(&ai->rng); acc = 0;
        for (k = 0; k < ai->no - 1; k++) { acc += ai->q[k]; if (u < acc) break; }
        for (j = 0; j < ns && smp[j] != k; j++) {}
        if (j == ns) { smp[ns] = k; w[ns++] = 0; }
        w[j] += 1.0 / SK_MODEL_SAMPLES;
    }
    return ns;
}

/* step 5: a strategy leaning on the opponent model, into xb (ai->x stays
 * the equilibrium); returns the model's weight in it, 0 when none is
 * found.  The blend must keep its worst case within SK_SAFE_EPS of the
 * equilibrium value against the matrix and against every legal reply;
 * a reply that refutes it joins the matrix and the blend is solved again. */
static double sk_ai_exploit(sakura_ai *ai, const sakura_state *s, double value, double *xb)
{
    double Ab[SK_MAX_K * SK_MAX_K], yb[SK_MAX_K], r[SK_MAX_K], w[SK_MODEL_SAMPLES];
    int smp[SK_MODEL_SAMPLES], ns, i, j, round, ref;
    double conf = sakura_model_confidence(&ai->model);
    if (conf < SK_MODEL_MIN_CONF) return 0;
    ns = sk_ai_sample_q(ai, smp, w);
    for (i = 0; i < ai->km; i++) {
        r[i] = 0;
        for (j = 0; j < ns; j++) {
            r[i] += w[j] * sakura_cand_outcome(s, ai->me, &ai->mine[ai->pm[i]], &ai->opp[smp[j]]);
            ai->evals++;
        }
    }
    for (round = 0; round < SK_SAFE_ROUNDS; round++) {
        for (i = 0; i < ai->km; i++)
            for (j = 0; j < ai->ko; j++)
                Ab[i * SK_MAX_K + j] = (1 - conf) * ai->A[i * SK_AI_LDA + j] + conf * r[i];
        sakura_rm_solve(Ab, ai->km, ai->ko, SK_MAX_K, SK_RM_ITERS, xb, yb);
        if (sk_ai_worst(ai, xb) < value - SK_SAFE_EPS) {
            for (i = 0; i < ai->km; i++) xb[i] = 0.5 * (xb[i] + ai->x[i]);
            if (sk_ai_worst(ai, xb) < value - SK_SAFE_EPS) return 0;
        }
        ref = sk_ai_refute(ai, s, xb, value - SK_SAFE_EPS);
        if (ref < 0) return conf;
        if (ai->ko >= SK_MAX_K) return 0;
        ai->po[ai->ko++] = ref;
        sk_ai_fill(ai, s, ai->km, ai->ko - 1);
        value = sk_ai_solve(ai);
    }
    return 0;
}

/* step 5 with its audit: the blend xb is kept for scoring, and played
 * while the audit's sum, tolls paid, is at least SK_AUDIT_FLOOR; returns
 * the weight played */
static double sk_ai_exploit_audited(sakura_ai *ai, const sakura_state *s, double value)
{
    sakura_ai_audit *au = &ai->audit;
    double xb[SK_MAX_K];
    int i;
    double conf = sk_ai_exploit(ai, s, value, xb);
    if (conf <= 0) return 0;
    au->s = *s;
    au->k = ai->km;
    for (i = 0; i < ai->km; i++) {
        au->rows[i] = ai->mine[ai->pm[i]];
        au->dx[i] = xb[i] - ai->x[i];
    }
    if (au->gain < SK_AUDIT_FLOOR) return 0;
    memcpy(ai->x, xb, sizeof(double) * (size_t)ai->km);
    return conf;
}

/* step 6: the immediate-loss filter (see sakura_ai.h) */
/* 1 if our pair `idx` can lose this turn; killing replies found join the
 * list tried first (after the matrix columns, copied in at the start) */
static int sk_ai_lethal(sakura_ai *ai, const sakura_state *s, int idx)
{
    int k = sakura_cand_killer(s, ai->me, &ai->mine[idx], ai->opp, ai->no, ai->killer,
                               ai->nkiller, &ai->evals);
    if (k < 0) return 0;
    if (!sk_ai_in(ai->killer, ai->nkiller, k)) {
        if (ai->nkiller < SK_MAX_K + SK_LETHAL_KILLERS) ai->nkiller++;
        memmove(ai->killer + 1, ai->killer, sizeof(int) * (size_t)(ai->nkiller - 1));
        ai->killer[0] = k;
    }
    return 1;
}

static int sk_ai_row_lethal(sakura_ai *ai, const sakura_state *s, int i)
{
    if (ai->lethal[i] < 0) ai->lethal[i] = (signed char)sk_ai_lethal(ai, s, ai->pm[i]);
    return ai->lethal[i];
}

/* safe pairs among the best-scored ones outside the matrix join it (rows
 * with x = 0); returns how many joined */
static int sk_ai_add_safe(sakura_ai *ai, const sakura_state *s)
{
    int i, idx, seen = 0, added = 0, km0 = ai->km;
    for (i = 0; i < ai->nm && seen < SK_LETHAL_SCAN && added < SK_LETHAL_ADD && ai->km < SK_MAX_K; i++) {
        idx = ai->scm.order[i];
        if (sk_ai_in(ai->pm, ai->km, idx)) continue;
        seen++;
        if (sk_ai_lethal(ai, s, idx)) continue;
        ai->x[ai->km] = 0;
        ai->lethal[ai->km] = 0;
        ai->pm[ai->km++] = idx;
        added++;
    }
    if (added) sk_ai_fill(ai, s, km0, ai->ko);
    return added;
}

/* the value the filter may give up: SK_LETHAL_DELTA against a one-ply
 * player, who finds a killing reply, SK_LETHAL_DELTA_SEARCH against a
 * searcher, who seldom plays it; between, by the model's one-ply weight */
static double sk_ai_lethal_delta(const sakura_ai *ai)
{
    double w = ai->use_model ? sakura_model_oneply_weight(&ai->model) : 1;
    return SK_LETHAL_DELTA_SEARCH + (SK_LETHAL_DELTA - SK_LETHAL_DELTA_SEARCH) * w;
}

/* x restricted to the safe rows: renormalised when they carry enough of
 * it, else the equilibrium of the safe rows; 1 if within the lethal delta
 * of `value` (then ai->x is replaced) */
static int sk_ai_restrict_safe(sakura_ai *ai, double value)
{
    double delta = sk_ai_lethal_delta(ai);
    double B[SK_MAX_K * SK_MAX_K], xs[SK_MAX_K], ys[SK_MAX_K], xr[SK_MAX_K], mass = 0;
    int rows[SK_MAX_K], ns = 0, i, j;
    for (i = 0; i < ai->km; i++)
        if (ai->lethal[i] == 0) { rows[ns++] = i; mass += ai->x[i]; }
    if (ns == 0) return 0;
    if (mass >= SK_LETHAL_KEEP) {
        for (i = 0; i < ai->km; i++) xr[i] = ai->lethal[i] == 0 ? ai->x[i] / mass : 0;
        if (sk_ai_worst(ai, xr) >= value - delta) {
            memcpy(ai->x, xr, sizeof(double) * (size_t)ai->km);
            return 1;
        }
    }
    for (i = 0; i < ns; i++)
        for (j = 0; j < ai->ko; j++) B[i * SK_MAX_K + j] = ai->A[rows[i] * SK_AI_LDA + j];
    if (sakura_rm_solve(B, ns, ai->ko, SK_MAX_K, SK_RM_ITERS, xs, ys) < value - delta) return 0;
    for (i = 0; i < ai->km; i++) ai->x[i] = 0;
    for (i = 0; i < ns; i++) ai->x[rows[i]] = xs[i];
    return 1;
}

/* returns the number of support rows dropped; the rows checked are the
 * ones step 7 can play */
static int sk_ai_lethal_filter(sakura_ai *ai, const sakura_state *s, double value)
{
    int i, risky = 0, safe = 0;
    double floor_w = sakura_play_floor(ai->x, ai->km);
    for (i = 0; i < ai->km; i++) ai->lethal[i] = -1;
    memcpy(ai->killer, ai->po, sizeof(int) * (size_t)ai->ko);
    ai->nkiller = ai->ko;
    for (i = 0; i < ai->km; i++)
        if (sakura_play_eligible(ai->x, i, floor_w)) risky += sk_ai_row_lethal(ai, s, i);
    if (!risky) return 0;
    for (i = 0; i < ai->km; i++) safe += !sk_ai_row_lethal(ai, s, i);
    if (!safe && !sk_ai_add_safe(ai, s)) return 0;
    return sk_ai_restrict_safe(ai, value) ? risky : 0;
}

/* emergency answer: our best pair against the opponent's "0 0" */
static void sk_ai_instant(sakura_ai *ai, const sakura_state *s, sakura_pair *out)
{
    sakura_pair wait;
    int i, best = 0;
    sk_ai_wait_pair(&wait);
    ai->nm = sakura_legal_pairs(s, ai->me, ai->mine, SAKURA_MAX_PAIRS);
    ai->evals += sakura_cand_score(s, ai->me, ai->mine, ai->nm, &wait, 1, &ai->scm);
    for (i = 1; i < ai->nm; i++)
        if (ai->scm.score[i] > ai->scm.score[best]) best = i;
    *out = ai->mine[best];
}

void sakura_ai_choose(sakura_ai *ai, const sakura_state *s, const sakura_ai_limits *lim,
                      sakura_pair *out, sakura_ai_info *info)
{
    sakura_ai_info inf;
    double value, t0;
    int lean, marked;
    memset(&inf, 0, sizeof inf);
    ai->lim = lim;
    ai->evals = 0;
    ai->do_turn++; /* a new turn: every memo column is stale */
    if (ai->doom_weight > 0) memset(ai->doom_done, 0, sizeof ai->doom_done);
    ai->start_ms = clk_now_ms();
    if (lim->instant) {
        sk_ai_instant(ai, s, out);
        inf.evals = ai->evals;
        if (info) *info = inf;
        return;
    }
    t0 = clk_now_ms();
    sk_ai_candidates(ai, s);
    inf.stage_ms[0] = clk_now_ms() - t0;
    /* out of time already (a tiny budget or a starved process): the root
     * matrix alone, no model work, so that the reply stays cheap */
    lean = lim->lean || sk_ai_stop(ai);
    sk_ai_fill(ai, s, 0, 0);
    value = sk_ai_solve(ai);
    inf.stage_ms[1] = clk_now_ms() - t0;
    if (!lean) inf.oracle_added = sk_ai_double_oracle(ai, s, &value);
    if (!lean && ai->doom_weight > 0) inf.doomed_cells = sk_ai_doom_check(ai, s, &value, &inf.doom_work, &inf.doom_cut);
    inf.stage_ms[2] = clk_now_ms() - t0;
    if (ai->use_model && !lean) {
        sk_ai_predict(ai, s);
        sk_ai_add_predicted(ai, s, &value);
    }
    inf.stage_ms[3] = clk_now_ms() - t0;
    inf.value = value;
    if (ai->use_model && !lean) inf.confidence = sk_ai_exploit_audited(ai, s, value);
    inf.audit_gain = ai->audit.gain;
    inf.audit_last = ai->audit.last;
    inf.stage_ms[4] = clk_now_ms() - t0;
    if (!lean) inf.lethal_dropped = sk_ai_lethal_filter(ai, s, value);
    /* the rows steps 4-6 made playable, checked too; a mark there brings
     * back the equilibrium, filtered again */
    if (!lean && ai->doom_weight > 0 && (marked = sk_ai_doom_check(ai, s, &value, &inf.doom_work, &inf.doom_cut)) > 0) {
        inf.doomed_cells += marked;
        inf.lethal_dropped = sk_ai_lethal_filter(ai, s, value);
    }
    inf.stage_ms[5] = clk_now_ms() - t0;
    *out = ai->mine[ai->pm[sakura_play_pick(ai->x, ai->km, rng_unit(&ai->rng))]]; /* step 7 */
    inf.evals = ai->evals;
    inf.km = ai->km;
    inf.ko = ai->ko;
    if (info) *info = inf;
}
