/*
 * sakura_ai_bench.c -- bin/sakura-ai-bench (run by `make bench`): the
 * championship search and the in-house peers (DUCT, depth 2) on fixed
 * positions with fixed work budgets (evaluations / iterations / cells, not
 * time), so the printed counts and
 * the hash of the chosen pairs are a deterministic signature of the search
 * (a change in it means the search changed); the rates are the only
 * timed figures.
 *
 * Positions: SBN_POSITIONS set-ups from fixed seeds, each advanced by a few
 * turns of fixed pseudo-random legal play, so that cooldowns, health and
 * blessings vary.  A search from a fresh AI sees no history, so the
 * opponent model's prior alone steers it; the games cover what a history
 * changes (the model's weights, hence the exploitation and the
 * immediate-loss filter's gate): SBN_GAMES games of the AI against itself,
 * SBN_GAME_TURNS turns each, both sides at SBN_GAME_EVALS evaluations a turn
 * and observing each other's pairs as in play, every pair hashed.
 */
#include <stdio.h>
#include <stdlib.h>
#include "common/clock.h"
#include "common/kit_cli.h"
#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai.h"
#include "sakura/bots/sakura_duct.h"
#include "sakura/bots/sakura_depth2.h"

#define SBN_POSITIONS 16
#define SBN_AI_EVALS 40000L   /* evaluation budget per AI search */
#define SBN_DUCT_ITERS 4000L  /* iteration budget per DUCT search */
#define SBN_DEPTH2_CELLS 200L /* cells deepened per depth-2 search */
#define SBN_WARM_TURNS 8      /* random turns played before the test position */
#define SBN_GAMES 2           /* self-play games */
#define SBN_GAME_TURNS 12     /* turns played in each (fewer if it ends) */
#define SBN_GAME_EVALS 20000L /* evaluation budget per side and turn */

static sakura_ai sbn_ai, sbn_rival;
static sakura_duct sbn_duct;
static sakura_depth2 sbn_depth2;
static sakura_pair sbn_pairs[SAKURA_MAX_PAIRS];

static void sbn_position(int k, sakura_state *s)
{
    rng_state r;
    sakura_pair pp[2];
    int t, p, n, turns;
    rng_seed(&r, 1000u + (uint64_t)k);
    sakura_init_seeded(s, 77u + (uint64_t)k);
    turns = (int)rng_below(&r, SBN_WARM_TURNS + 1);
    for (t = 0; t < turns; t++) {
        sakura_state save = *s;
        for (p = 0; p < 2; p++) {
            n = sakura_legal_pairs(s, p, sbn_pairs, SAKURA_MAX_PAIRS);
            pp[p] = sbn_pairs[rng_below(&r, (uint32_t)n)];
        }
        sakura_resolve_turn(s, pp, NULL, NULL);
        if (s->over) { *s = save; break; }
    }
}

static uint64_t sbn_hash_pair(uint64_t h, const sakura_pair *p)
{
    int k;
    for (k = 0; k < 2; k++) h = rng_mix(h ^ (uint64_t)(p->a[k].kind * 16 + p->a[k].dir));
    return h;
}

/* game g of the AI against itself at lim's work: adds the searches'
 * evaluations to *evals, hashes both pairs of every turn into *h; returns
 * the turns played */
static int sbn_game(int g, const sakura_ai_limits *lim, long *evals, uint64_t *h)
{
    sakura_state s;
    sakura_pair pp[2];
    sakura_ai_info inf;
    int t;
    sakura_init_seeded(&s, 500u + (uint64_t)g);
    sakura_ai_init(&sbn_ai, 0, 7u + (uint64_t)g, 1);
    sakura_ai_init(&sbn_rival, 1, 9u + (uint64_t)g, 1);
    for (t = 0; t < SBN_GAME_TURNS && !s.over; t++) {
        sakura_ai_choose(&sbn_ai, &s, lim, &pp[0], &inf);
        *evals += inf.evals;
        sakura_ai_choose(&sbn_rival, &s, lim, &pp[1], &inf);
        *evals += inf.evals;
        sakura_ai_observe(&sbn_ai, &pp[1]);
        sakura_ai_observe(&sbn_rival, &pp[0]);
        sakura_resolve_turn(&s, pp, NULL, NULL);
        *h = sbn_hash_pair(sbn_hash_pair(*h, &pp[0]), &pp[1]);
    }
    return t;
}

static const char sbn_usage[] =
    "usage: sakura-ai-bench\n"
    "The Sakura AI's and the in-house peers' searches at fixed work on fixed positions\n"
    "(make bench): evaluations, iterations, cells, their signatures and rates.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    sakura_state s;
    sakura_ai_limits lim;
    sakura_ai_info inf;
    sakura_pair out;
    long evals = 0, iters = 0, cells = 0, game_evals = 0;
    uint64_t h_ai = 0, h_duct = 0, h_depth2 = 0, h_game = 0;
    double t0, t_ai, t_duct, t_depth2, t_game;
    int k, turns = 0;
    kit_cli_bot_args(argc, argv, "sakura-ai-bench", sbn_usage, NULL);
    lim.deadline_ms = 0;
    lim.max_evals = SBN_AI_EVALS;
    lim.instant = 0;
    lim.lean = 0;
    t0 = clk_now_ms();
    for (k = 0; k < SBN_POSITIONS; k++) {
        sbn_position(k, &s);
        sakura_ai_init(&sbn_ai, k & 1, 42u + (uint64_t)k, 1);
        sakura_ai_choose(&sbn_ai, &s, &lim, &out, &inf);
        evals += inf.evals;
        h_ai = sbn_hash_pair(h_ai, &out);
    }
    t_ai = clk_now_ms() - t0;
    t0 = clk_now_ms();
    lim.max_evals = SBN_GAME_EVALS;
    for (k = 0; k < SBN_GAMES; k++) turns += sbn_game(k, &lim, &game_evals, &h_game);
    t_game = clk_now_ms() - t0;
    t0 = clk_now_ms();
    for (k = 0; k < SBN_POSITIONS; k++) {
        sbn_position(k, &s);
        sakura_duct_init(&sbn_duct, 42u + (uint64_t)k);
        iters += sakura_duct_choose(&sbn_duct, &s, k & 1, 0, SBN_DUCT_ITERS, &out);
        h_duct = sbn_hash_pair(h_duct, &out);
    }
    t_duct = clk_now_ms() - t0;
    t0 = clk_now_ms();
    for (k = 0; k < SBN_POSITIONS; k++) {
        sbn_position(k, &s);
        sakura_depth2_init(&sbn_depth2, 42u + (uint64_t)k);
        cells += sakura_depth2_choose(&sbn_depth2, &s, k & 1, 0, SBN_DEPTH2_CELLS, &out);
        h_depth2 = sbn_hash_pair(h_depth2, &out);
    }
    t_depth2 = clk_now_ms() - t0;
    printf("sakura-ai bench: %d positions, %ld evaluations (signature %016llx), "
           "%.0f simulated turns/s, %.1f searches/s\n",
           SBN_POSITIONS, evals, (unsigned long long)h_ai,
           t_ai > 0 ? evals / (t_ai / 1000.0) : 0.0, t_ai > 0 ? SBN_POSITIONS / (t_ai / 1000.0) : 0.0);
    printf("sakura-ai game bench: %d games, %d turns, %ld evaluations (signature %016llx), "
           "%.0f simulated turns/s\n",
           SBN_GAMES, turns, game_evals, (unsigned long long)h_game,
           t_game > 0 ? game_evals / (t_game / 1000.0) : 0.0);
    printf("sakura-duct bench: %d positions, %ld iterations (signature %016llx), %.0f iterations/s\n",
           SBN_POSITIONS, iters, (unsigned long long)h_duct, t_duct > 0 ? iters / (t_duct / 1000.0) : 0.0);
    printf("sakura-depth2 bench: %d positions, %ld cells (signature %016llx), %.0f cells/s\n",
           SBN_POSITIONS, cells, (unsigned long long)h_depth2, t_depth2 > 0 ? cells / (t_depth2 / 1000.0) : 0.0);
    return kit_cli_flush_stdout("sakura-ai-bench");
}
