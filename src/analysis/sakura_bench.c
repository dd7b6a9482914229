/*
 * sakura-bench -- fixed workload for the Sakura Duel engine (`make bench`).
 *
 * SBK_GAMES games, each set up by sakura_init_seeded(game seed) and played
 * with both sides picking uniformly among sakura_legal_pairs() from one
 * xoshiro stream (seed SBK_SEED), with events recorded.  Prints the
 * deterministic counts (turns resolved, legal-pair enumerations), their
 * rates, and a 64-bit signature folded from every final state and the
 * event stream: any change to the rules changes it.  The recorded picks are
 * then replayed without enumeration (timing resolution alone), which must
 * give the same signature (the engine is deterministic).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/clock.h"
#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"
#include "common/kit_cli.h"

#define SBK_GAMES 10000
#define SBK_SEED 0x5a4b0u

static uint64_t sbk_fold(uint64_t h, uint64_t v)
{
    return rng_mix(h ^ v);
}

static uint64_t sbk_fold_state(uint64_t h, const sakura_state *s)
{
    int i, k;
    h = sbk_fold(h, (uint64_t)s->turn | (uint64_t)s->winner << 8 | (uint64_t)s->reason << 16);
    for (i = 0; i < 2; i++) {
        const sakura_player *p = &s->p[i];
        h = sbk_fold(h, (uint64_t)(uint8_t)p->r | (uint64_t)(uint8_t)p->c << 8 |
                            (uint64_t)(uint8_t)p->hp << 16 | (uint64_t)p->blessings << 24);
        for (k = 0; k < SAKURA_KINDS; k++)
            h = sbk_fold(h, p->ready_turn[k]);
    }
    return h;
}

static uint64_t sbk_fold_events(uint64_t h, const sakura_events *ev)
{
    int i;
    for (i = 0; i < ev->n; i++) {
        const sakura_event *e = &ev->ev[i];
        h = sbk_fold(h, (uint64_t)e->type | (uint64_t)e->step << 8 | (uint64_t)e->actor << 16 |
                            (uint64_t)e->kind << 24 | (uint64_t)(uint8_t)e->r << 32 |
                            (uint64_t)(uint8_t)e->c << 40 | (uint64_t)(uint8_t)e->value << 48);
    }
    return h;
}

/* Play every game with random legal pairs, recording the picks in `log`.
 * Returns the signature. */
static uint64_t sbk_play(sakura_pair *log, uint64_t *turns, uint64_t *enums, uint64_t *pairs,
                         long wins[3])
{
    static sakura_pair legal[SAKURA_MAX_PAIRS];
    sakura_events ev;
    rng_state rng;
    uint64_t sig = 0, t = 0;
    int g;
    rng_seed(&rng, SBK_SEED);
    for (g = 0; g < SBK_GAMES; g++) {
        sakura_state s;
        sakura_init_seeded(&s, rng_mix((uint64_t)g));
        while (!s.over) {
            sakura_pair *two = &log[2 * t];
            int i;
            for (i = 0; i < 2; i++) {
                int n = sakura_legal_pairs(&s, i, legal, SAKURA_MAX_PAIRS);
                (*enums)++;
                *pairs += (uint64_t)n;
                two[i] = legal[rng_below(&rng, (uint32_t)n)];
            }
            sakura_resolve_turn(&s, two, &ev, NULL);
            sig = sbk_fold_events(sig, &ev);
            t++;
        }
        sig = sbk_fold_state(sig, &s);
        wins[s.winner]++;
    }
    *turns = t;
    return sig;
}

/* Replay the recorded picks: resolution only.  Returns the signature. */
static uint64_t sbk_replay(const sakura_pair *log)
{
    sakura_events ev;
    uint64_t sig = 0, t = 0;
    int g;
    for (g = 0; g < SBK_GAMES; g++) {
        sakura_state s;
        sakura_init_seeded(&s, rng_mix((uint64_t)g));
        while (!s.over) {
            sakura_resolve_turn(&s, &log[2 * t], &ev, NULL);
            sig = sbk_fold_events(sig, &ev);
            t++;
        }
        sig = sbk_fold_state(sig, &s);
    }
    return sig;
}

static const char sbk_usage[] =
    "usage: sakura-bench\n"
    "A fixed workload over the Sakura Duel engine (make bench): counts, rates\nand a signature checksum that every machine and compiler must reproduce.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    uint64_t sig, sig2, turns = 0, enums = 0, pairs = 0;
    long wins[3] = {0, 0, 0};
    sakura_pair *log = (sakura_pair *)malloc(sizeof *log * 2 * SBK_GAMES * SAKURA_MAX_TURNS);
    double t0, t_play, t_replay;
    kit_cli_bot_args(argc, argv, "sakura-bench", sbk_usage, NULL);
    if (!log) {
        fprintf(stderr, "sakura-bench: out of memory\n");
        return 1;
    }
    t0 = clk_now_ms();
    sig = sbk_play(log, &turns, &enums, &pairs, wins);
    t_play = clk_now_ms() - t0 + 1e-3;
    t0 = clk_now_ms();
    sig2 = sbk_replay(log);
    t_replay = clk_now_ms() - t0 + 1e-3;
    free(log);
    printf("sakura-bench: %d games, %" PRIu64 " turns resolved, %" PRIu64
           " legal-pair enumerations (%" PRIu64 " pairs), wins p1/p2/draw %ld/%ld/%ld\n",
           SBK_GAMES, turns, enums, pairs, wins[1], wins[2], wins[0]);
    printf("sakura-bench: %.0f turns/s (resolution only), %.0f enumerations/s (with play: %.0f ms)\n",
           (double)turns * 1000.0 / t_replay, (double)enums * 1000.0 / t_play, t_play);
    printf("sakura engine signature: %016" PRIx64 "\n", sig);
    if (sig2 != sig) {
        fprintf(stderr, "sakura-bench: replaying the recorded picks gave %016" PRIx64 "\n", sig2);
        return 1;
    }
    return kit_cli_flush_stdout("sakura-bench");
}
