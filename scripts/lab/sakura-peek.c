/*
 * sakura-peek.c -- a lab bound: how far does knowing the opponent's move
 * take our AI against a searcher peer?  (scripts/lab/sakura-peek.sh builds
 * and runs it; docs/lab/sakura-ai.md logs its figures.)
 *
 *   sakura-peek [--seed S] [--games N] [--evals E] [--duct-iters I] [--opp duct|depth2]
 *               [--peek MODE]
 *
 * Plays N games in-process, no clock, our AI (sakura_ai at E evaluations a
 * turn, with its model) against the DUCT peer (I iterations a turn; with
 * --opp depth2 the depth-2 peer at I cells a turn instead); game
 * g's set-up and seeds come from S and g, our side alternates with g.
 * MODE:
 *   none   our AI as shipped (the pairing base);
 *   best   every turn our pair is the best reply, by our evaluation after
 *          the turn, to the pair the peer actually plays (read before we
 *          choose: no real bot can do this);
 *   guard  as best, but only on turns where the shipped AI's own choice
 *          does worse against that pair than the best reply by more than
 *          0.5 value units (a "blunder" the peek removes); else the AI's
 *          own choice;
 *   guardm as guard, with the best reply sought among our matrix rows
 *          only (the candidates, the double oracle's and the filter's
 *          additions): does the matrix hold the reply the peek needs?
 *   diag   plays as none, and prints a '+' line for each such turn or
 *          one where our pair does 0.3 worse than the equilibrium value:
 *          turn, the equilibrium value v, the best reply's value,
 *          the played row's value and weight, our whole strategy's
 *          expected value against the peer's pair, the best matrix row's
 *          value against it, the y weight of columns with the same
 *          effect as the peer's pair, the model's q of it, and how many
 *          rows step 7 could play;
 *   predict plays as none, and prints a 'p' line each turn: the mass on
 *          the peer's actual pair (by its effect against our matrix rows)
 *          under the model's q, under the equilibrium y, and under a
 *          softmax best reply to our final strategy x at temperatures
 *          0.02 / 0.05 / 0.1 / 0.2 (value units), and 1 if that pair is
 *          the best reply's argmax class; then the same for a best reply
 *          to our matrix rows taken uniformly ("bru", as a root-level
 *          searcher averages over our arms; scripts/lab/sakura-peek-predict.py
 *          tallies them);
 *   cf     plays as none, and scores choice rules counterfactually: each
 *          turn, each rule picks one of our matrix rows from what the AI
 *          knew before choosing, and gets that row's value after the turn
 *          against the pair the peer actually played; the summary prints
 *          each rule's mean (PK_RULES below).  Same turns for every rule,
 *          so the rules are compared on paired data; the games follow
 *          the shipped choices, not the rules'.  Then the play floor's
 *          counterfactual: for floors 0 .. 1, the expected value (no
 *          sampling) of step 7's draw against the actual pair.  Two
 *          rules reply best to the peer's twin (its own program, at 2/3
 *          and 4/3 of its work: a perfect model of its search, not of its
 *          clock), one to the other peer's program (a searcher that is
 *          not this one: does knowing some search predict another?), and
 *          the summary says how often each one's pair is the peer's.
 *   xbr    no peeking: our pair is the matrix row that replies best to the
 *          pair the OTHER peer's program (depth2 at 300 cells against
 *          duct, duct at 1,500 iterations against depth2) would play in
 *          the opponent's place: a searcher as the model of a searcher;
 *   xhalf  as xbr, the row maximising half that value plus half its
 *          value against our equilibrium y;
 *   xsupp  as xbr, among the rows of our final strategy's support only
 *          (xbr and xhalf may play a row the immediate-loss filter
 *          dropped).
 * The AI always observes the peer's pair afterwards, as in play.  Output:
 * one line per game (g, our side, winner, reason, turns) and a summary.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "common/rng.h"
#include "common/kmath.h"
#include "common/kit_cli.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura/ai/sakura_play.h"
#include "sakura/ai/sakura_rm.h"
#include "sakura/bots/sakura_duct.h"
#include "sakura/bots/sakura_depth2.h"

enum { PK_NONE, PK_BEST, PK_GUARD, PK_DIAG, PK_PREDICT, PK_CF, PK_XBR, PK_XHALF, PK_XSUPP, PK_GUARDM };

static sakura_ai pk_ai;
static sakura_duct pk_duct;
static sakura_depth2 pk_depth2;
static int pk_opp_depth2; /* --opp depth2: the depth-2 peer instead of DUCT */
static sakura_pair pk_pairs[SAKURA_MAX_PAIRS];

/* our matrix rows' pairs, in matrix order; returns their count */
static int pk_rows(sakura_pair *rows)
{
    int i;
    for (i = 0; i < pk_ai.km; i++) rows[i] = pk_ai.mine[pk_ai.pm[i]];
    return pk_ai.km;
}

/* a peer's reply for `them` at `work` iterations (DUCT) or cells (depth 2) */
static void pk_peer_choose(int depth2, sakura_duct *d, sakura_depth2 *d2, const sakura_state *s, int them,
                           long work, sakura_pair *out)
{
    if (depth2) sakura_depth2_choose(d2, s, them, 0, work, out);
    else sakura_duct_choose(d, s, them, 0, work, out);
}

static int pk_best_reply(const sakura_state *s, int me, const sakura_pair *theirs, double *bestv)
{
    int n = sakura_legal_pairs(s, me, pk_pairs, SAKURA_MAX_PAIRS), i, best = 0;
    double v;
    *bestv = -2;
    for (i = 0; i < n; i++) {
        v = sakura_cand_outcome(s, me, &pk_pairs[i], theirs);
        if (v > *bestv) { *bestv = v; best = i; }
    }
    return best;
}

/* the matrix row of ours that does best against their pair: its index in
 * pk_ai.mine, its value in *bestv */
static int pk_best_row(const sakura_state *s, int me, const sakura_pair *theirs, double *bestv)
{
    const sakura_ai *ai = &pk_ai;
    int i, best = ai->pm[0];
    double v;
    *bestv = -2;
    for (i = 0; i < ai->km; i++) {
        v = sakura_cand_outcome(s, me, &ai->mine[ai->pm[i]], theirs);
        if (v > *bestv) { *bestv = v; best = ai->pm[i]; }
    }
    return best;
}

/* 1 if opponent pair b acts as pair a against each of our test pairs */
static int pk_same_effect(const sakura_state *s, int me, const sakura_pair *a, const sakura_pair *b,
                          const sakura_pair *tests, int nt)
{
    sakura_state ta, tb;
    int k;
    for (k = 0; k < nt; k++) {
        sakura_cand_play(s, me, &tests[k], a, &ta);
        sakura_cand_play(s, me, &tests[k], b, &tb);
        if (memcmp(&ta, &tb, sizeof ta)) return 0;
    }
    return 1;
}

static void pk_diag(const sakura_state *s, int me, const sakura_pair *mine, const sakura_pair *theirs,
                    double v, double bv, double own)
{
    const sakura_ai *ai = &pk_ai;
    sakura_pair tests[SK_MAX_K];
    double ex = 0, rowbest = -2, xw = 0, yw = 0, qw = 0, o, fl = sakura_play_floor(ai->x, ai->km);
    int i, j, nplay = 0;
    pk_rows(tests);
    for (i = 0; i < ai->km; i++) {
        o = sakura_cand_outcome(s, me, &tests[i], theirs);
        ex += ai->x[i] * o;
        if (o > rowbest) rowbest = o;
        if (sakura_cand_pair_eq(&tests[i], mine)) xw = ai->x[i];
        nplay += sakura_play_eligible(ai->x, i, fl);
    }
    for (j = 0; j < ai->ko; j++)
        if (pk_same_effect(s, me, &ai->opp[ai->po[j]], theirs, tests, ai->km)) yw += ai->y[j];
    for (j = 0; j < ai->no; j++)
        if (pk_same_effect(s, me, &ai->opp[j], theirs, tests, ai->km)) qw += ai->q[j];
    printf("+ turn %d v %.3f best %.3f own %.3f xw %.3f ex %.3f rowbest %.3f yw %.3f q %.3f nplay %d\n",
           s->turn, v, bv, own, xw, ex, rowbest, yw, qw, nplay);
}

static const double pk_temps[4] = { 0.02, 0.05, 0.1, 0.2 };

/* p = softmax of val[0..n) at temperature t */
static void pk_softmax(const double *val, int n, double t, double *p)
{
    double best = -1e9, tot = 0;
    int j;
    for (j = 0; j < n; j++) if (val[j] > best) best = val[j];
    for (j = 0; j < n; j++) { p[j] = kmath_exp((val[j] - best) / t); tot += p[j]; }
    for (j = 0; j < n; j++) p[j] /= tot;
}

/* the softmax's mass at temperature t on the pairs with same[] set */
static double pk_softmax_mass(const double *val, const unsigned char *same, int n, double t)
{
    static double p[SAKURA_MAX_PAIRS];
    double mass = 0;
    int j;
    pk_softmax(val, n, t, p);
    for (j = 0; j < n; j++) if (same[j]) mass += p[j];
    return mass;
}

static void pk_predict(const sakura_state *s, int me, const sakura_pair *theirs)
{
    const sakura_ai *ai = &pk_ai;
    static double val[SAKURA_MAX_PAIRS], valu[SAKURA_MAX_PAIRS];
    static unsigned char same[SAKURA_MAX_PAIRS];
    sakura_pair tests[SK_MAX_K];
    double yw = 0, qw = 0, best = -1e9, bestu = -1e9, o;
    int i, j, t, top = 0, topu = 0;
    pk_rows(tests);
    for (j = 0; j < ai->no; j++) {
        val[j] = valu[j] = 0;
        for (i = 0; i < ai->km; i++) {
            o = sakura_cand_outcome(s, me, &tests[i], &ai->opp[j]);
            val[j] -= ai->x[i] * o;
            valu[j] -= o / ai->km;
        }
        same[j] = (unsigned char)pk_same_effect(s, me, &ai->opp[j], theirs, tests, ai->km);
        qw += same[j] ? ai->q[j] : 0;
        if (val[j] > best) { best = val[j]; top = j; }
        if (valu[j] > bestu) { bestu = valu[j]; topu = j; }
    }
    for (j = 0; j < ai->ko; j++)
        if (same[ai->po[j]]) yw += ai->y[j];
    printf("p turn %d q %.4f y %.4f br", s->turn, qw, yw);
    for (t = 0; t < 4; t++) printf(" %.4f", pk_softmax_mass(val, same, ai->no, pk_temps[t]));
    printf(" top %d bru", same[top]);
    for (t = 0; t < 4; t++) printf(" %.4f", pk_softmax_mass(valu, same, ai->no, pk_temps[t]));
    printf(" topu %d\n", same[topu]);
}

#define PK_RULES 18
#define PK_FLOORS 6
static const char *const pk_rule_names[PK_RULES] = {
    "played", "heaviest", "br_y", "br_q", "br_half_yq", "br_cols", "br_half_ycols", "maximin",
    "eligible_br_q", "best_row", "br_bru02", "br_bru05", "br_half_ybru02", "br_half_ybru05",
    "eligible_br_bru02", "br_twin_lo", "br_twin_hi", "br_cross"
};
/* the peer's twin: the same program (deterministic for a state and a work
 * count) run at 2/3 and 4/3 of the peer's work, as a model of the peer's
 * search that knows its program but not its clock */
static sakura_duct pk_twin_duct;
static sakura_depth2 pk_twin_depth2;
static long pk_twin_match[3], pk_twin_n;

static void pk_twin(const sakura_state *s, int them, long work, int other, sakura_pair *out)
{
    int depth2 = pk_opp_depth2 != other;
    if (depth2) sakura_depth2_init(&pk_twin_depth2, 7);
    else sakura_duct_init(&pk_twin_duct, 7);
    pk_peer_choose(depth2, &pk_twin_duct, &pk_twin_depth2, s, them, work, out);
}

/* the other peer's usual work: DUCT 1,500 iterations, depth 2 300 cells */
static long pk_other_work(void)
{
    return pk_opp_depth2 ? 1500 : 300;
}
/* the play floor's counterfactual: the expected value of sampling x's rows
 * of weight >= floor (the heaviest if none), against the actual pair */
static const double pk_floors[PK_FLOORS] = { 0.0, 0.1, 0.2, 0.3, 0.45, 1.0 };
static double pk_floor_sum[PK_FLOORS], pk_floor_d2[PK_FLOORS];

static double pk_floor_value(const double *x, int k, double floor_w, const double *act)
{
    double top = 0, tot = 0, v = 0;
    int i;
    for (i = 0; i < k; i++) if (x[i] > top) top = x[i];
    if (floor_w > top) floor_w = top;
    for (i = 0; i < k; i++)
        if (x[i] > 0 && x[i] >= floor_w) { tot += x[i]; v += x[i] * act[i]; }
    return v / tot;
}
static double pk_out[SK_MAX_K][SAKURA_MAX_PAIRS];

/* a searcher's reply at temperature t: softmax over the opponent's pairs
 * of their value averaged uniformly over our matrix rows (pk_out filled) */
static void pk_bru(const sakura_ai *ai, double t, double *p)
{
    static double val[SAKURA_MAX_PAIRS];
    int i, j;
    for (j = 0; j < ai->no; j++) {
        val[j] = 0;
        for (i = 0; i < ai->km; i++) val[j] -= pk_out[i][j] / ai->km;
    }
    pk_softmax(val, ai->no, t, p);
}

/* each row's expected value against the opponent distribution p */
static void pk_expect(const sakura_ai *ai, const double *p, double *e)
{
    int i, j;
    for (i = 0; i < ai->km; i++) {
        e[i] = 0;
        for (j = 0; j < ai->no; j++) e[i] += p[j] * pk_out[i][j];
    }
}
static double pk_rule_sum[PK_RULES], pk_rule_d2[PK_RULES];
static long pk_rule_n;

static int pk_argmax(const double *v, int n)
{
    int i, b = 0;
    for (i = 1; i < n; i++) if (v[i] > v[b]) b = i;
    return b;
}

static void pk_cf(const sakura_state *s, int me, const sakura_pair *mine, const sakura_pair *theirs,
                  long work)
{
    const sakura_ai *ai = &pk_ai;
    double ey[SK_MAX_K], eq[SK_MAX_K], ec[SK_MAX_K], mn[SK_MAX_K], act[SK_MAX_K], mix[SK_MAX_K], tmp[SK_MAX_K];
    sakura_pair rows[SK_MAX_K];
    double fl = sakura_play_floor(ai->x, ai->km), a;
    int i, j, k, pick[PK_RULES], played = 0;
    for (i = 0; i < ai->km; i++) {
        const sakura_pair *row = &ai->mine[ai->pm[i]];
        ey[i] = sakura_rm_row_value(ai->A, ai->ko, SK_MAX_K, i, ai->y);
        eq[i] = ec[i] = 0; mn[i] = 2;
        for (j = 0; j < ai->ko; j++) {
            a = ai->A[i * SK_MAX_K + j];
            ec[i] += a / ai->ko;
            if (a < mn[i]) mn[i] = a;
        }
        for (k = 0; k < ai->no; k++) {
            pk_out[i][k] = sakura_cand_outcome(s, me, row, &ai->opp[k]);
            eq[i] += ai->q[k] * pk_out[i][k];
        }
        act[i] = sakura_cand_outcome(s, me, row, theirs);
        if (sakura_cand_pair_eq(row, mine)) played = i;
    }
    pick[0] = played;
    pick[1] = pk_argmax(ai->x, ai->km);
    pick[2] = pk_argmax(ey, ai->km);
    pick[3] = pk_argmax(eq, ai->km);
    for (i = 0; i < ai->km; i++) mix[i] = 0.5 * ey[i] + 0.5 * eq[i];
    pick[4] = pk_argmax(mix, ai->km);
    pick[5] = pk_argmax(ec, ai->km);
    for (i = 0; i < ai->km; i++) mix[i] = 0.5 * ey[i] + 0.5 * ec[i];
    pick[6] = pk_argmax(mix, ai->km);
    pick[7] = pk_argmax(mn, ai->km);
    for (i = 0; i < ai->km; i++) tmp[i] = sakura_play_eligible(ai->x, i, fl) ? eq[i] : -9;
    pick[8] = pk_argmax(tmp, ai->km);
    pick[9] = pk_argmax(act, ai->km);
    {
        static double pb[SAKURA_MAX_PAIRS];
        double e2[SK_MAX_K], e5[SK_MAX_K];
        pk_bru(ai, 0.02, pb);
        pk_expect(ai, pb, e2);
        pk_bru(ai, 0.05, pb);
        pk_expect(ai, pb, e5);
        pick[10] = pk_argmax(e2, ai->km);
        pick[11] = pk_argmax(e5, ai->km);
        for (i = 0; i < ai->km; i++) mix[i] = 0.5 * ey[i] + 0.5 * e2[i];
        pick[12] = pk_argmax(mix, ai->km);
        for (i = 0; i < ai->km; i++) mix[i] = 0.5 * ey[i] + 0.5 * e5[i];
        pick[13] = pk_argmax(mix, ai->km);
        for (i = 0; i < ai->km; i++) tmp[i] = sakura_play_eligible(ai->x, i, fl) ? e2[i] : -9;
        pick[14] = pk_argmax(tmp, ai->km);
    }
    pk_rows(rows);
    for (k = 0; k < 3; k++) {
        sakura_pair tw;
        /* k = 2: the other peer's program, a searcher that is not this one */
        pk_twin(s, 1 - me, k == 0 ? work * 2 / 3 : k == 1 ? work * 4 / 3 : pk_other_work(), k == 2, &tw);
        for (i = 0; i < ai->km; i++) tmp[i] = sakura_cand_outcome(s, me, &rows[i], &tw);
        pick[15 + k] = pk_argmax(tmp, ai->km);
        pk_twin_match[k] += pk_same_effect(s, me, &tw, theirs, rows, ai->km);
    }
    pk_twin_n++;
    for (k = 0; k < PK_FLOORS; k++) {
        double fv = pk_floor_value(ai->x, ai->km, pk_floors[k], act);
        double ref = pk_floor_value(ai->x, ai->km, SK_PLAY_MIN_PROB, act);
        pk_floor_sum[k] += fv;
        pk_floor_d2[k] += (fv - ref) * (fv - ref);
    }
    for (k = 0; k < PK_RULES; k++) {
        pk_rule_sum[k] += act[pick[k]];
        pk_rule_d2[k] += (act[pick[k]] - act[played]) * (act[pick[k]] - act[played]);
    }
    pk_rule_n++;
}

/* modes xbr / xhalf: our matrix row that replies best to the other peer's
 * pair (xbr), or maximises half its value against our equilibrium y plus
 * half against that pair (xhalf) */
static void pk_cross_pick(const sakura_state *s, int me, int half, int supp, sakura_pair *out)
{
    const sakura_ai *ai = &pk_ai;
    sakura_pair tw;
    double v[SK_MAX_K];
    int i;
    pk_twin(s, 1 - me, pk_other_work(), 1, &tw);
    for (i = 0; i < ai->km; i++) {
        v[i] = sakura_cand_outcome(s, me, &ai->mine[ai->pm[i]], &tw);
        if (half) v[i] = 0.5 * v[i] + 0.5 * sakura_rm_row_value(ai->A, ai->ko, SK_MAX_K, i, ai->y);
        if (supp && ai->x[i] <= 0) v[i] = -9;
    }
    *out = ai->mine[ai->pm[pk_argmax(v, ai->km)]];
}

static int pk_game(long g, unsigned long long seed, long evals, long iters, int mode, int *ours,
                   int *turns, int *reason, long *peeked)
{
    rng_state r;
    sakura_state s;
    sakura_pair pp[2], mine;
    sakura_ai_limits lim;
    sakura_ai_info inf;
    int me, b = 0;
    double bv = 0, own = 0;
    rng_seed(&r, rng_mix(rng_mix((uint64_t)seed) ^ (uint64_t)g));
    me = *ours = (int)(g & 1);
    sakura_init_seeded(&s, rng_next(&r));
    sakura_ai_init(&pk_ai, me, rng_next(&r), 1);
    if (pk_opp_depth2) sakura_depth2_init(&pk_depth2, rng_next(&r));
    else sakura_duct_init(&pk_duct, rng_next(&r));
    memset(&lim, 0, sizeof lim);
    lim.max_evals = evals;
    while (!s.over) {
        pk_peer_choose(pk_opp_depth2, &pk_duct, &pk_depth2, &s, 1 - me, iters, &pp[1 - me]);
        sakura_ai_choose(&pk_ai, &s, &lim, &mine, &inf);
        pp[me] = mine;
        if (mode == PK_DIAG || mode == PK_BEST || mode == PK_GUARD) {
            b = pk_best_reply(&s, me, &pp[1 - me], &bv);
            own = sakura_cand_outcome(&s, me, &mine, &pp[1 - me]);
        }
        if (mode == PK_DIAG) {
            if (own < bv - 0.5 || own < inf.value - 0.3) pk_diag(&s, me, &mine, &pp[1 - me], inf.value, bv, own);
        } else if (mode == PK_CF) {
            pk_cf(&s, me, &mine, &pp[1 - me], iters);
        } else if (mode == PK_XBR || mode == PK_XHALF || mode == PK_XSUPP) {
            pk_cross_pick(&s, me, mode == PK_XHALF, mode == PK_XSUPP, &pp[me]);
            if (!sakura_cand_pair_eq(&pp[me], &mine)) ++*peeked;
        } else if (mode == PK_PREDICT) {
            pk_predict(&s, me, &pp[1 - me]);
        } else if (mode == PK_BEST || mode == PK_GUARD) {
            if (mode == PK_BEST || own < bv - 0.5) {
                pp[me] = pk_pairs[b];
                if (!sakura_cand_pair_eq(&pp[me], &mine)) ++*peeked;
            }
        } else if (mode == PK_GUARDM) {
            b = pk_best_row(&s, me, &pp[1 - me], &bv);
            if (sakura_cand_outcome(&s, me, &mine, &pp[1 - me]) < bv - 0.5) {
                pp[me] = pk_ai.mine[b];
                if (!sakura_cand_pair_eq(&pp[me], &mine)) ++*peeked;
            }
        }
        sakura_ai_observe(&pk_ai, &pp[1 - me]);
        sakura_resolve_turn(&s, pp, NULL, NULL);
    }
    *turns = s.turn;
    *reason = s.reason;
    return s.winner == 0 ? 0 : s.winner == me + 1 ? 1 : -1;
}

/* a whole decimal number in [lo, hi], or exit 2 with a one-line error */
static long long pk_number(const char *opt, const char *v, long long lo, long long hi)
{
    return kit_cli_number("sakura-peek", opt, v, lo, hi);
}

static int pk_choice(const char *opt, const char *v, const char *const *names, int n)
{
    int k;
    for (k = 0; k < n; k++)
        if (!strcmp(v, names[k])) return k;
    fprintf(stderr, "sakura-peek: unknown %s '%s'\n", opt, v);
    exit(2);
}

int main(int argc, char **argv)
{
    static const char *const modes[] = { "none", "best", "guard", "diag", "predict", "cf", "xbr", "xhalf", "xsupp", "guardm" };
    static const char *const opps[] = { "duct", "depth2" };
    unsigned long long seed = 1;
    long games = 100, evals = 30000, iters = 1500, g, peeked = 0;
    int mode = PK_NONE, i, ours, turns, reason, res, w = 0, d = 0, l = 0;
    for (i = 1; i + 1 < argc; i += 2) {
        const char *o = argv[i], *v = argv[i + 1];
        if (!strcmp(o, "--seed")) seed = (unsigned long long)pk_number(o, v, 0, 1LL << 62);
        else if (!strcmp(o, "--games")) games = (long)pk_number(o, v, 1, 1000000);
        else if (!strcmp(o, "--evals")) evals = (long)pk_number(o, v, 1, 100000000);
        else if (!strcmp(o, "--duct-iters")) iters = (long)pk_number(o, v, 1, 100000000);
        else if (!strcmp(o, "--opp")) pk_opp_depth2 = pk_choice(o, v, opps, 2);
        else if (!strcmp(o, "--peek")) mode = pk_choice(o, v, modes, 10);
        else { fprintf(stderr, "sakura-peek: unknown option %s\n", o); return 2; }
    }
    if (i != argc) { fprintf(stderr, "sakura-peek: %s wants a value\n", argv[i]); return 2; }
    for (g = 0; g < games; g++) {
        res = pk_game(g, seed, evals, iters, mode, &ours, &turns, &reason, &peeked);
        w += res > 0; d += res == 0; l += res < 0;
        printf("%ld %d %d %s %d\n", g, ours + 1, res, sakura_reason_name(reason), turns);
        fflush(stdout);
    }
    printf("# games %ld W/D/L %d/%d/%d score %.4f peeked-turns %ld\n", games, w, d, l,
           (w + 0.5 * d) / (double)games, peeked);
    if (mode == PK_CF)
        for (i = 0; i < PK_RULES; i++)
            printf("# rule %-14s mean value %.4f, minus played's %+.4f (rms of the turn differences %.4f) over %ld turns\n",
                   pk_rule_names[i], pk_rule_sum[i] / pk_rule_n, (pk_rule_sum[i] - pk_rule_sum[0]) / pk_rule_n,
                   sqrt(pk_rule_d2[i] / pk_rule_n), pk_rule_n);
    if (mode == PK_CF)
        printf("# twin at 2/3 / 4/3 of the peer's work, the other peer: its pair has the peer's effect on "
               "%.3f / %.3f / %.3f of turns\n", (double)pk_twin_match[0] / pk_twin_n,
               (double)pk_twin_match[1] / pk_twin_n, (double)pk_twin_match[2] / pk_twin_n);
    if (mode == PK_CF)
        for (i = 0; i < PK_FLOORS; i++)
            printf("# floor %.2f expected value %.4f, minus the shipped floor's %+.4f (rms %.4f)\n", pk_floors[i],
                   pk_floor_sum[i] / pk_rule_n, (pk_floor_sum[i] - pk_floor_sum[3]) / pk_rule_n,
                   sqrt(pk_floor_d2[i] / pk_rule_n));
    return 0;
}
