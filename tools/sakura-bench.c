/*
 * sakura-bench -- fixed workload for the Sakura Duel engine (`make bench`).
 *
 * SKB_GAMES games, each set up by sakura_init_seeded(game seed) and played
 * with both sides picking uniformly among sakura_legal_pairs() from one
 * xoshiro stream (seed SKB_SEED), with events recorded.  Prints the
 * deterministic counts (turns resolved, legal-pair enumerations), their
 * rates, and a 64-bit signature folded from every final state and the
 * event stream: any change to the rules changes it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include "common/clock.h"
#include "common/rng.h"
#include "sakura/sakura_engine.h"

#define SKB_GAMES 20000
#define SKB_SEED 0x5a4b0u

static uint64_t skb_fold(uint64_t h, uint64_t v)
{
    return rng_mix(h ^ v);
}

static uint64_t skb_fold_state(uint64_t h, const sakura_state *s)
{
    int i, k;
    h = skb_fold(h, (uint64_t)s->turn | (uint64_t)s->winner << 8 | (uint64_t)s->reason << 16);
    for (i = 0; i < 2; i++) {
        const sakura_player *p = &s->p[i];
        h = skb_fold(h, (uint64_t)(uint8_t)p->r | (uint64_t)(uint8_t)p->c << 8 |
                            (uint64_t)(uint8_t)p->hp << 16 | (uint64_t)p->blessings << 24);
        for (k = 0; k < SAKURA_KINDS; k++)
            h = skb_fold(h, p->ready_turn[k]);
    }
    return h;
}

static uint64_t skb_fold_events(uint64_t h, const sakura_events *ev)
{
    int i;
    for (i = 0; i < ev->n; i++) {
        const sakura_event *e = &ev->ev[i];
        h = skb_fold(h, (uint64_t)e->type | (uint64_t)e->step << 8 | (uint64_t)e->actor << 16 |
                            (uint64_t)e->kind << 24 | (uint64_t)(uint8_t)e->r << 32 |
                            (uint64_t)(uint8_t)e->c << 40 | (uint64_t)(uint8_t)e->value << 48);
    }
    return h;
}

int main(void)
{
    static sakura_pair legal[SAKURA_MAX_PAIRS];
    sakura_events ev;
    rng_state rng;
    uint64_t sig = 0, turns = 0, enums = 0, pairs = 0;
    long wins[3] = {0, 0, 0};
    double t0 = clk_now_ms(), dt;
    int g;
    rng_seed(&rng, SKB_SEED);
    for (g = 0; g < SKB_GAMES; g++) {
        sakura_state s;
        sakura_init_seeded(&s, rng_mix((uint64_t)g));
        while (!s.over) {
            sakura_pair pick[2];
            int i;
            for (i = 0; i < 2; i++) {
                int n = sakura_legal_pairs(&s, i, legal, SAKURA_MAX_PAIRS);
                enums++;
                pairs += (uint64_t)n;
                pick[i] = legal[rng_below(&rng, (uint32_t)n)];
            }
            sakura_resolve_turn(&s, pick, &ev, NULL);
            sig = skb_fold_events(sig, &ev);
            turns++;
        }
        sig = skb_fold_state(sig, &s);
        wins[s.winner]++;
    }
    dt = clk_now_ms() - t0;
    if (dt < 1)
        dt = 1;
    printf("sakura-bench: %d games, %" PRIu64 " turns resolved, %" PRIu64
           " legal-pair enumerations (%" PRIu64 " pairs), wins p1/p2/draw %ld/%ld/%ld\n",
           SKB_GAMES, turns, enums, pairs, wins[1], wins[2], wins[0]);
    printf("sakura-bench: %.0f turns/s, %.0f enumerations/s (%.0f ms, turns include enumeration)\n",
           (double)turns * 1000.0 / dt, (double)enums * 1000.0 / dt, dt);
    printf("sakura engine signature: %016" PRIx64 "\n", sig);
    return 0;
}
