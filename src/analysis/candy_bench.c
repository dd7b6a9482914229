/*
 * candy_bench.c -- bin/candy-bench, run by `make bench`: a fixed
 * workload over the Candy Hunt engine, printing counts, rates and a
 * signature checksum (the same on every machine and compiler; a change
 * means the rules, the generators or a tagger changed).
 *
 *   generators  every generator x every N in 11..23 x CB_GEN_SEEDS seeds
 *   world       CB_GAMES games, random Maki, tagger standing still
 *               (the engine alone: views, memory, footsteps BFS, respawns)
 *   hunter      CB_GAMES games, random Maki against the hunter tagger
 */
#include <inttypes.h>
#include <stdio.h>
#include "common/clock.h"
#include "common/rng.h"
#include "candy/engine/candy_gen.h"
#include "candy/engine/candy_world.h"
#include "common/kit_cli.h"

#define CB_GEN_SEEDS 40
#define CB_GAMES 300

static uint64_t cb_fold(uint64_t sig, uint64_t v)
{
    return rng_mix(sig ^ v);
}

static uint64_t cb_maze_sig(const candy_maze *m)
{
    uint64_t h = (uint64_t)m->n;
    int i;
    for (i = 0; i < CANDY_CELLS; i++)
        h = h * 1099511628211ULL + m->wall[i];
    return h;
}

/* every generator x N x seed; the fold over all of them goes into the
 * engine signature, and each generator's own fold into kind_sig[kind] so a
 * change names the generator it touched */
static uint64_t cb_generators(long *count, uint64_t kind_sig[CANDY_GEN_KINDS])
{
    uint64_t sig = 0;
    int kind, n, s;
    for (kind = 0; kind < CANDY_GEN_KINDS; kind++) {
        kind_sig[kind] = 0;
        for (n = CANDY_MIN_N; n <= CANDY_MAX_N; n++)
            for (s = 0; s < CB_GEN_SEEDS; s++) {
                candy_maze m;
                uint64_t h;
                candy_gen(&m, n, kind, (uint64_t)(s * 131 + n));
                h = cb_maze_sig(&m);
                sig = cb_fold(sig, h);
                kind_sig[kind] = cb_fold(kind_sig[kind], h);
                (*count)++;
            }
    }
    return sig;
}

static uint64_t cb_game_sig(const candy_world *w)
{
    return ((uint64_t)w->score << 32) ^ ((uint64_t)w->end_turn << 16) ^
           ((uint64_t)w->maki << 8) ^ (uint64_t)w->tagger;
}

/* random Maki; tagger: NULL = stands still (engine only) */
static uint64_t cb_games(candy_tagger *t, long *turns)
{
    static const int table[3] = {3, 6, 10};
    uint64_t sig = 0;
    int g;
    for (g = 0; g < CB_GAMES; g++) {
        candy_maze m;
        candy_world w;
        rng_state r;
        candy_gen(&m, candy_seed_n((uint64_t)g), g % CANDY_GEN_KINDS,
                  candy_seed_part((uint64_t)g, CANDY_SEED_GEN));
        candy_world_setup(&w, &m, table, (uint64_t)g);
        rng_seed(&r, (uint64_t)g + 99);
        if (t)
            candy_tagger_init(t, CANDY_TAGGER_HUNTER, &m, table, (uint64_t)g);
        while (!w.over) {
            int act = (int)rng_below(&r, CANDY_ACTIONS), k, due;
            (*turns)++;
            if (t) {
                candy_world_play_turn(&w, act, t);
                continue;
            }
            candy_world_maki(&w, act);
            due = candy_world_tagger_due(&w);
            for (k = 0; k < due && !w.over; k++)
                candy_world_tagger(&w, CANDY_ACT_S);
            candy_world_end_turn(&w);
        }
        sig = cb_fold(sig, cb_game_sig(&w));
    }
    return sig;
}

static const char cb_usage[] =
    "usage: candy-bench\n"
    "A fixed workload over the Candy Hunt engine (make bench): counts, rates,\none signature per maze generator and the engine signature.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    static candy_tagger hunter;
    long mazes = 0, turns = 0, hturns = 0;
    double t0, t1, t2, t3;
    uint64_t sig, kind_sig[CANDY_GEN_KINDS];
    int kind;
    kit_cli_bot_args(argc, argv, "candy-bench", cb_usage, NULL);
    t0 = clk_now_ms();
    sig = cb_generators(&mazes, kind_sig);
    t1 = clk_now_ms();
    sig = cb_fold(sig, cb_games(NULL, &turns));
    t2 = clk_now_ms();
    sig = cb_fold(sig, cb_games(&hunter, &hturns));
    t3 = clk_now_ms();
    printf("candy-bench: %ld mazes generated in %.0f ms: %.0f mazes/s\n", mazes, t1 - t0,
           mazes * 1000.0 / (t1 - t0 + 1e-9));
    printf("candy-bench: %d games, %ld world turns (still tagger) in %.0f ms: %.0f turns/s\n",
           CB_GAMES, turns, t2 - t1, turns * 1000.0 / (t2 - t1 + 1e-9));
    printf("candy-bench: %d games, %ld world turns (hunter tagger) in %.0f ms: %.0f turns/s\n",
           CB_GAMES, hturns, t3 - t2, hturns * 1000.0 / (t3 - t2 + 1e-9));
    for (kind = 0; kind < CANDY_GEN_KINDS; kind++)
        printf("candy-bench: generator %s signature %016" PRIx64 "\n", candy_gen_name(kind),
               kind_sig[kind]);
    printf("candy engine signature: %016" PRIx64 "\n", sig);
    return kit_cli_flush_stdout("candy-bench");
}
