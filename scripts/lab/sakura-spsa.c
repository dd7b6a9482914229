/*
 * sakura-spsa.c -- a lab tuner: SPSA on the evaluation's base weights,
 * measured by play, not by outcome fit.  (scripts/lab/sakura-spsa.sh
 * builds and runs it; docs/lab/sakura-ai.md logs its figures.)
 *
 *   sakura-spsa [--seed S] [--pairs N] [--evals E] [--c-frac F] [--c-min M]
 *               [--r-end R] [--tune base|late|both] [--every K] [--vs-zero]
 *
 * Data.  theta is the evaluation's weight vector (the 18 base weights, or
 * the 18 late ones, or both), starting from the shipped header's.  The
 * build replaces that header by a lab one (sakura-spsa.sh writes it)
 * whose sk_evw_base / sk_evw_late are mutable arrays defined here; before
 * each call into one side's AI the arrays are loaded with that side's
 * vector, so two AIs with different evaluations share one process.
 *
 * One iteration k = 1..N (fishtest's SPSA, Spall's gains alpha 0.602,
 * gamma 0.101, A = N / 10): each parameter i gets a perturbation
 * c_k,i = c_i / k^gamma with c_i from its end value
 * c_end,i = max(F |theta0_i|, M), and a random sign d_i; theta+ = theta + c d,
 * theta- = theta - c d play one game pair (the same set-up, sides
 * swapped, the first 0-3 turns random legal pairs as in sakura-evalgen),
 * both our AI at E evaluations a turn with its model; r = wins - losses
 * of theta+ over the pair, and theta_i += (a_k / c_k,i^2) c_k,i r d_i,
 * a_k = a_i / (A + k)^alpha, a_i chosen so that a_N / c_end,i^2 = R.
 * Deterministic for its options.  Output: every K pairs a line
 * "k score+ theta...", and at the end "# final theta..." and the
 * shipped vector for comparison.  --vs-zero instead plays the N pairs of
 * the shipped weights against an evaluation of all zeros (which knows only
 * won and lost positions) and prints the shipped side's score: the check
 * that each side plays its own weights.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "common/kit_cli.h"
#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai.h"
#include "sakura/ai/sakura_eval.h"
#include "spsa_ship.h"

#define SP_NF SAKURA_EVAL_NFEAT
#define SP_MAXP (2 * SP_NF)

/* the evaluation's weights in force (declared by the lab header) */
double sk_evw_base[SP_NF];
double sk_evw_late[SP_NF];

static sakura_ai sp_ai[2];
static sakura_pair sp_pairs[SAKURA_MAX_PAIRS];
static int sp_np;            /* tuned parameters */
static int sp_idx[SP_MAXP];  /* parameter i: 0..NF-1 base, NF.. late */

typedef struct sp_opts {
    unsigned long long seed;
    long pairs, evals, every;
    double c_frac, c_min, r_end;
    int tune; /* 0 base, 1 late, 2 both */
    int vs_zero;
} sp_opts;

/* loads a full weight set (base then late, 2 NF numbers) */
static void sp_load(const double *w)
{
    memcpy(sk_evw_base, w, sizeof sk_evw_base);
    memcpy(sk_evw_late, w + SP_NF, sizeof sk_evw_late);
}

/* one game: side 0 plays weights wa, side 1 wb; returns +1/0/-1 for side 0 */
static int sp_game(unsigned long long gseed, const double *wa, const double *wb, long evals)
{
    rng_state r;
    sakura_state s;
    sakura_pair pp[2];
    sakura_ai_limits lim;
    sakura_ai_info inf;
    const double *w[2];
    int p, n, opening;
    w[0] = wa;
    w[1] = wb;
    rng_seed(&r, gseed);
    sakura_init_seeded(&s, rng_next(&r));
    for (p = 0; p < 2; p++) sakura_ai_init(&sp_ai[p], p, rng_next(&r), 1);
    opening = (int)rng_below(&r, 4);
    memset(&lim, 0, sizeof lim);
    lim.max_evals = evals;
    while (!s.over) {
        for (p = 0; p < 2; p++) {
            if (s.turn <= opening) {
                n = sakura_legal_pairs(&s, p, sp_pairs, SAKURA_MAX_PAIRS);
                pp[p] = sp_pairs[rng_below(&r, (uint32_t)n)];
            } else {
                sp_load(w[p]);
                sakura_ai_choose(&sp_ai[p], &s, &lim, &pp[p], &inf);
            }
        }
        for (p = 0; p < 2; p++) {
            sp_load(w[p]);
            sakura_ai_observe(&sp_ai[p], &pp[1 - p]);
        }
        sakura_resolve_turn(&s, pp, NULL, NULL);
    }
    return s.winner == 0 ? 0 : s.winner == 1 ? 1 : -1;
}

static long long sp_number(const char *opt, const char *v, long long lo, long long hi)
{
    return kit_cli_number("sakura-spsa", opt, v, lo, hi);
}

static double sp_real(const char *opt, const char *v, double lo, double hi)
{
    char *end;
    double x = strtod(v, &end);
    if (end == v || *end || !(x >= lo && x <= hi)) {
        fprintf(stderr, "sakura-spsa: %s wants a number in %g..%g, not '%s'\n", opt, lo, hi, v);
        exit(2);
    }
    return x;
}

static void sp_parse(int argc, char **argv, sp_opts *o)
{
    int i;
    o->seed = 1;
    o->pairs = 1000;
    o->evals = 8000;
    o->every = 100;
    o->c_frac = 0.15;
    o->c_min = 0.03;
    o->r_end = 0.005;
    o->tune = 0;
    o->vs_zero = 0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (!strcmp(a, "--vs-zero")) { o->vs_zero = 1; continue; }
        if (i + 1 == argc) { fprintf(stderr, "sakura-spsa: %s wants a value\n", a); exit(2); }
        v = argv[++i];
        if (!strcmp(a, "--seed")) o->seed = (unsigned long long)sp_number(a, v, 0, 1LL << 62);
        else if (!strcmp(a, "--pairs")) o->pairs = (long)sp_number(a, v, 1, 10000000);
        else if (!strcmp(a, "--evals")) o->evals = (long)sp_number(a, v, 1, 100000000);
        else if (!strcmp(a, "--every")) o->every = (long)sp_number(a, v, 1, 10000000);
        else if (!strcmp(a, "--c-frac")) o->c_frac = sp_real(a, v, 0, 10);
        else if (!strcmp(a, "--c-min")) o->c_min = sp_real(a, v, 0, 10);
        else if (!strcmp(a, "--r-end")) o->r_end = sp_real(a, v, 0, 10);
        else if (!strcmp(a, "--tune")) {
            if (!strcmp(v, "base")) o->tune = 0;
            else if (!strcmp(v, "late")) o->tune = 1;
            else if (!strcmp(v, "both")) o->tune = 2;
            else { fprintf(stderr, "sakura-spsa: --tune wants base, late or both, not '%s'\n", v); exit(2); }
        } else {
            fprintf(stderr, "sakura-spsa: unknown option %s\n", a);
            exit(2);
        }
    }
}

/* the shipped weights w against all zeros, n pairs; prints w's score */
static int sp_vs_zero(const sp_opts *o, const double *w, rng_state *rs)
{
    static const double zero[SP_MAXP] = { 0 };
    long k;
    int r, tot = 0;
    for (k = 0; k < o->pairs; k++) {
        unsigned long long gs = rng_next(rs);
        r = sp_game(gs, w, zero, o->evals) - sp_game(gs, zero, w, o->evals);
        tot += r + 2;
    }
    printf("# vs-zero pairs %ld score %.4f\n", o->pairs, tot / (4.0 * (double)o->pairs));
    return 0;
}

/* the shipped weights, base then late */
static void sp_shipped(double *w)
{
    memcpy(w, spsa_ship_base, sizeof spsa_ship_base);
    memcpy(w + SP_NF, spsa_ship_late, sizeof spsa_ship_late);
}

static void sp_print(const char *head, const double *w)
{
    int i;
    printf("%s", head);
    for (i = 0; i < sp_np; i++) printf(" %.6g", w[sp_idx[i]]);
    printf("\n");
    fflush(stdout);
}

int main(int argc, char **argv)
{
    static const double alpha = 0.602, gamma_ = 0.101;
    sp_opts o;
    double theta[SP_MAXP], plus[SP_MAXP], minus[SP_MAXP], cend[SP_MAXP], a0[SP_MAXP], d[SP_MAXP], ck[SP_MAXP];
    double bigA, sum = 0;
    long k;
    int i, j, r;
    rng_state rs;
    sp_parse(argc, argv, &o);
    sp_shipped(theta);
    sp_np = 0;
    for (i = 0; i < SP_MAXP; i++)
        if ((i < SP_NF && o.tune != 1) || (i >= SP_NF && o.tune != 0)) sp_idx[sp_np++] = i;
    bigA = 0.1 * (double)o.pairs;
    for (i = 0; i < sp_np; i++) {
        j = sp_idx[i];
        cend[j] = fabs(theta[j]) * o.c_frac;
        if (cend[j] < o.c_min) cend[j] = o.c_min;
        a0[j] = o.r_end * cend[j] * cend[j] * pow(bigA + (double)o.pairs, alpha);
    }
    printf("# sakura-spsa --seed %llu --pairs %ld --evals %ld --c-frac %g --c-min %g --r-end %g --tune %s\n",
           o.seed, o.pairs, o.evals, o.c_frac, o.c_min, o.r_end, o.tune == 0 ? "base" : o.tune == 1 ? "late" : "both");
    printf("# k score_plus");
    for (i = 0; i < sp_np; i++)
        printf(" %s%s", sp_idx[i] < SP_NF ? "" : "late_", sakura_eval_feature_name(sp_idx[i] % SP_NF));
    printf("\n");
    sp_print("# start", theta);
    rng_seed(&rs, rng_mix(o.seed ^ 0x5b5aull));
    if (o.vs_zero) return sp_vs_zero(&o, theta, &rs);
    for (k = 1; k <= o.pairs; k++) {
        unsigned long long gs = rng_next(&rs);
        memcpy(plus, theta, sizeof theta);
        memcpy(minus, theta, sizeof theta);
        for (i = 0; i < sp_np; i++) {
            j = sp_idx[i];
            d[j] = (rng_next(&rs) & 1) ? 1.0 : -1.0;
            ck[j] = cend[j] * pow((double)o.pairs, gamma_) / pow((double)k, gamma_);
            plus[j] += ck[j] * d[j];
            minus[j] -= ck[j] * d[j];
        }
        r = sp_game(gs, plus, minus, o.evals) - sp_game(gs, minus, plus, o.evals);
        sum += (r + 2) / 4.0; /* theta+'s score over the pair */
        for (i = 0; i < sp_np; i++) {
            j = sp_idx[i];
            theta[j] += a0[j] / pow(bigA + (double)k, alpha) / ck[j] * (double)r * d[j];
        }
        if (k % o.every == 0 || k == o.pairs) {
            char head[64];
            snprintf(head, sizeof head, "%ld %.4f", k, sum / (double)k);
            sp_print(head, theta);
        }
    }
    sp_print("# final", theta);
    sp_shipped(plus);
    sp_print("# shipped", plus);
    return 0;
}
