/*
 * sakura_evalgen.c -- bin/sakura-evalgen: positions labelled with their
 * game's outcome, for fitting the Sakura evaluation's weights
 * (scripts/fit-sakura-eval.py, `make sakura-eval-fit`).
 *
 *   sakura-evalgen [--seed S] [--games N] [--evals E] [--duct-iters I]
 *                  [--depth2-cells C] [--random-turns R] [--values]
 *
 * Plays N games in-process, no clock: game g's set-up, opening and seeds
 * all come from S and g.  Game g pairs our AI (sakura_ai at E evaluations
 * a turn, with its opponent model) with, by g mod 3, another instance of
 * itself, the DUCT peer (I iterations a turn) or the depth-2 peer (C cells
 * a turn); our AI's side alternates with g / 3.  The first 0..R turns
 * (drawn per game) are uniformly random legal pairs of both players, for
 * diversity.  Work limits only, so the output is a function of the options
 * (same options, same bytes).
 *
 * Its AI plays with the shipped weights, so its data are a next round's
 * (`make sakura-eval-data-r2`).  The shipped data were made with the
 * hand-set weights and the search of that day by bin/sakura-evalgen-hand,
 * this program as it was at a pinned revision (mk/sakura-ai.mk,
 * scripts/frozen-program.sh): the data never depend on the weights
 * fitted to them.
 *
 * Output on stdout: a '#' line with the options, a '#' line with the
 * hand-set weights (the fit's prior: "# handset scale S0 S1 base B..."),
 * a '#' line naming the columns, then one line per position at the start of each turn of each
 * game (the finished position is not written): game, turn, outcome for
 * player 1 (+1 won, 0 draw, -1 lost) and sakura_eval_features(s, 0)
 * (player 1's features; the evaluation is antisymmetric, so player 2's
 * are their negation with the negated outcome).  With --values each line
 * ends with one more column, `value`: the equilibrium value of our AI's
 * root matrix at that position, for player 1 (the mean of both AIs' in
 * self-play), or nan where no AI searched (the random opening); the
 * evaluation one turn deeper, a target to bootstrap a fit from
 * (scripts/lab/sakura-bootfit.py).
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
#include "sakura/bots/sakura_duct.h"
#include "sakura/bots/sakura_depth2.h"

typedef struct seg_opts {
    unsigned long long seed;
    long games, evals, duct_iters, depth2_cells;
    int random_turns, values;
} seg_opts;

/* one game's players: kind SEG_AI / SEG_DUCT / SEG_DEPTH2 per side */
enum { SEG_AI, SEG_DUCT, SEG_DEPTH2 };

static sakura_ai seg_ai[2];
static sakura_duct seg_duct;
static sakura_depth2 seg_depth2;
static sakura_pair seg_pairs[SAKURA_MAX_PAIRS];

#define SEG_PROG "sakura-evalgen"

static const char seg_usage[] =
    "usage: " SEG_PROG " [--seed S] [--games N] [--evals E] [--duct-iters I]\n"
    "       [--depth2-cells C] [--random-turns R] [--values]\n"
    "Plays N in-process games (our AI against itself, the DUCT peer and the\n"
    "depth-2 peer at fixed work) and prints one line per position: game, turn,\n"
    "player 1's outcome and its evaluation features (src/sakura/ai/sakura_eval.h).\n"
    "Deterministic for its options.  Defaults: --seed 1 --games 300 --evals 3000\n"
    "--duct-iters 300 --depth2-cells 30 --random-turns 3.  --values adds a\n"
    "column: our AI's root value for player 1 (nan where no AI searched).\n"
    "  --help, --version  this text, the kit version\n";

static long seg_number(const char *opt, const char *v, long lo, long hi)
{
    if (!v) kit_cli_usage_error(SEG_PROG, "missing value", opt);
    return (long)kit_cli_number(SEG_PROG, opt, v, lo, hi);
}

static void seg_parse(int argc, char **argv, seg_opts *o)
{
    int i;
    o->seed = 1;
    o->games = 300;
    o->evals = 3000;
    o->duct_iters = 300;
    o->depth2_cells = 30;
    o->random_turns = 3;
    o->values = 0;
    for (i = 1; i < argc; i += 2) { /* every option but --values takes a value */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        kit_cli_answer(a, SEG_PROG, seg_usage);
        if (!strcmp(a, "--values")) { o->values = 1; i--; continue; }
        if (!strcmp(a, "--seed")) o->seed = (unsigned long long)seg_number(a, v, 0, 2000000000L);
        else if (!strcmp(a, "--games")) o->games = seg_number(a, v, 1, 10000000L);
        else if (!strcmp(a, "--evals")) o->evals = seg_number(a, v, 1, 100000000L);
        else if (!strcmp(a, "--duct-iters")) o->duct_iters = seg_number(a, v, 1, 100000000L);
        else if (!strcmp(a, "--depth2-cells")) o->depth2_cells = seg_number(a, v, 1, 100000000L);
        else if (!strcmp(a, "--random-turns")) o->random_turns = (int)seg_number(a, v, 0, SAKURA_MAX_TURNS);
        else kit_cli_usage_error(SEG_PROG, a[0] == '-' ? "unknown option" : "unexpected argument", a);
    }
}

/* chooses side p's pair; returns our AI's root value for side p, or NAN
 * when no AI searched */
static double seg_choose(int kind, int p, const sakura_state *s, const seg_opts *o, sakura_pair *out)
{
    sakura_ai_limits lim;
    sakura_ai_info inf;
    if (kind == SEG_DUCT) { sakura_duct_choose(&seg_duct, s, p, 0, o->duct_iters, out); return NAN; }
    if (kind == SEG_DEPTH2) { sakura_depth2_choose(&seg_depth2, s, p, 0, o->depth2_cells, out); return NAN; }
    lim.deadline_ms = 0;
    lim.max_evals = o->evals;
    lim.instant = 0;
    lim.lean = 0;
    sakura_ai_choose(&seg_ai[p], s, &lim, out, &inf);
    return inf.value;
}

/* player 1's value from the sides' root values (NAN where that side did
 * not search): the mean when both did, NAN when neither */
static double seg_value_p1(const double v[2])
{
    if (isnan(v[0])) return isnan(v[1]) ? NAN : -v[1];
    if (isnan(v[1])) return v[0];
    return (v[0] - v[1]) / 2;
}

/* plays game g; writes its positions to `rows` (SAKURA_MAX_TURNS at most)
 * and player 1's root values to `vals`, returns their count and sets
 * *outcome (player 1's) */
static int seg_game(long g, const seg_opts *o, sakura_state *rows, double *vals, int *outcome)
{
    double v[2];
    rng_state r;
    sakura_state s;
    sakura_pair pp[2];
    int kind[2], ours, p, n, nrows = 0, opening;
    uint64_t gs = rng_mix(rng_mix((uint64_t)o->seed) ^ (uint64_t)g);
    rng_seed(&r, gs);
    ours = (int)((g / 3) & 1);
    kind[ours] = SEG_AI;
    kind[1 - ours] = g % 3 == 0 ? SEG_AI : g % 3 == 1 ? SEG_DUCT : SEG_DEPTH2;
    sakura_init_seeded(&s, rng_next(&r));
    for (p = 0; p < 2; p++)
        if (kind[p] == SEG_AI) sakura_ai_init(&seg_ai[p], p, rng_next(&r), 1);
    sakura_duct_init(&seg_duct, rng_next(&r));
    sakura_depth2_init(&seg_depth2, rng_next(&r));
    opening = (int)rng_below(&r, (uint32_t)o->random_turns + 1);
    while (!s.over) {
        rows[nrows] = s;
        for (p = 0; p < 2; p++) {
            v[p] = NAN;
            if (s.turn <= opening) {
                n = sakura_legal_pairs(&s, p, seg_pairs, SAKURA_MAX_PAIRS);
                pp[p] = seg_pairs[rng_below(&r, (uint32_t)n)];
            } else {
                v[p] = seg_choose(kind[p], p, &s, o, &pp[p]);
            }
        }
        vals[nrows++] = seg_value_p1(v);
        for (p = 0; p < 2; p++)
            if (kind[p] == SEG_AI) sakura_ai_observe(&seg_ai[p], &pp[1 - p]);
        sakura_resolve_turn(&s, pp, NULL, NULL);
    }
    *outcome = s.winner == 0 ? 0 : s.winner == 1 ? 1 : -1;
    return nrows;
}

int main(int argc, char **argv)
{
    static sakura_state rows[SAKURA_MAX_TURNS + 1];
    static double vals[SAKURA_MAX_TURNS + 1];
    seg_opts o;
    double f[SAKURA_EVAL_NFEAT], base[SAKURA_EVAL_NFEAT], late[SAKURA_EVAL_NFEAT], scale[2];
    long g;
    int k, i, n, y;
    seg_parse(argc, argv, &o);
    printf("# sakura-evalgen --seed %llu --games %ld --evals %ld --duct-iters %ld --depth2-cells %ld --random-turns %d%s\n",
           o.seed, o.games, o.evals, o.duct_iters, o.depth2_cells, o.random_turns, o.values ? " --values" : "");
    sakura_eval_weights(1, base, late, scale);
    printf("# handset scale %.17g %.17g base", scale[0], scale[1]);
    for (k = 0; k < SAKURA_EVAL_NFEAT; k++) printf(" %.17g", base[k]);
    printf("\n");
    printf("# game turn outcome");
    for (k = 0; k < SAKURA_EVAL_NFEAT; k++) printf(" %s", sakura_eval_feature_name(k));
    printf(o.values ? " value\n" : "\n");
    for (g = 0; g < o.games; g++) {
        n = seg_game(g, &o, rows, vals, &y);
        for (i = 0; i < n; i++) {
            sakura_eval_features(&rows[i], 0, f);
            printf("%ld %d %d", g, rows[i].turn, y);
            for (k = 0; k < SAKURA_EVAL_NFEAT; k++) printf(" %.6g", f[k]);
            if (o.values) printf(" %.6g", vals[i]);
            printf("\n");
        }
    }
    return kit_cli_flush_stdout("sakura-evalgen");
}
