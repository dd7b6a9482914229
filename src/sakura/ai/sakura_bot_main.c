/*
 * sakura_bot_main.c -- the championship bot's main (bin/sakura-bot, and the
 * entry of the one-file submission dist/sakura/main.c).
 *
 * Protocol via sakura_client (docs/rules/sakura-duel.md §5); each TURN: feed the opponent's
 * revealed pair to the model, take the time manager's budget, search, reply.
 * `sakura-bot [SEED]`.  Environment (off by default):
 *   SAKURA_AI_LOG=1      one stderr line per turn: budget, search sizes,
 *                        the doom check's marked cells, resolutions and
 *                        calls stopped and undone (`doom=CELLS/TURNS/CUT`),
 *                        the model's probability of the opponent's actual
 *                        pair and whether its top-1 category was right,
 *                        step 5's audit (`audit` the game's sum, `last`
 *                        the gain just scored), and where the time went:
 *                        `chosen` wall ms from the turn's start to the
 *                        end of the search, `cpu` the search's CPU ms
 *                        (wall far above it: another process had the
 *                        CPU), `observe` the model update,
 *                        `stages` wall ms at the end of each search stage
 *                        (sakura_ai_info.stage_ms);
 *   SAKURA_AI_STATS=FILE append one line per game with the model's accuracy
 *                        and the time used (for aggregation by scripts);
 *   SAKURA_AI_EVALS=N    search N evaluations a turn whatever the clock
 *                        (load-independent A/B tests; may time out);
 *   SAKURA_AI_NOMODEL=1  play the equilibrium only (no opponent model);
 *   SAKURA_AI_DOOM=PCT   the doom check's weight in percent, 0..100
 *                        (sakura_ai_set_doom_weight; default
 *                        SK_DOOM_WEIGHT, 30; 0 turns it off).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/clock.h"
#include "common/rng.h"
#include "sakura/protocol/sakura_client.h"
#include "sakura/ai/sakura_ai.h"
#include "sakura/ai/sakura_tm.h"
#include "common/kit_cli.h"

#define SB_DEFAULT_SEED 1234567u
/* SAKURA_AI_EVALS's largest value: a billion evaluations is minutes a turn */
#define SB_MAX_EVALS 1000000000LL

static sakura_client sb_client;
static sakura_ai sb_ai;

static uint64_t sb_game_seed(unsigned long long seed, const sakura_state *s, int me)
{
    uint64_t h = rng_mix((uint64_t)seed);
    h = rng_mix(h ^ (uint64_t)(s->vr * 7 + s->vc));
    h = rng_mix(h ^ (uint64_t)(s->p[0].r * 7 + s->p[0].c) << 8);
    h = rng_mix(h ^ (uint64_t)(s->p[1].r * 7 + s->p[1].c) << 16);
    return h ^ (uint64_t)me;
}

/* SAKURA_AI_LOG: where one turn's time went (ms) */
typedef struct sb_times {
    double observe;     /* the opponent model's update */
    double choose_end;  /* wall, from the turn's start to the end of the search */
    double choose_cpu;  /* CPU of the search */
} sb_times;

static void sb_log_turn(const sakura_client *c, const sakura_ai_info *inf, const sb_times *tm,
                        double budget, double used)
{
    const sakura_model *m = &sb_ai.model;
    char buf[64];
    int k;
    sakura_format_pair(&c->opp_last, buf, sizeof buf);
    fprintf(stderr, "sakura-ai turn=%d time=%d budget=%.1f used=%.2f evals=%ld k=%dx%d do=%d v=%.3f conf=%.2f drop=%d doom=%d/%ld/%d",
            c->turn, c->time_ms, budget, used, inf->evals, inf->km, inf->ko, inf->oracle_added,
            inf->value, inf->confidence, inf->lethal_dropped, inf->doomed_cells, inf->doom_work, inf->doom_cut);
    fprintf(stderr, " audit=%.4f last=%.4f", inf->audit_gain, inf->audit_last);
    fprintf(stderr, " chosen=%.2f cpu=%.2f", tm->choose_end, tm->choose_cpu);
    fprintf(stderr, " observe=%.2f stages=", tm->observe);
    for (k = 0; k < SAKURA_AI_STAGES; k++) fprintf(stderr, "%s%.2f", k ? "," : "", inf->stage_ms[k]);
    if (c->turn > 1) {
        int e;
        fprintf(stderr, " opp=\"%s\" p=%.4f top1=%d ctx=%d experts", buf, m->st_last_p, m->st_last_hit,
                m->st_last_ctx);
        for (e = 0; e < SK_EXPERTS; e++) fprintf(stderr, " %.4f", m->st_last_pe[e]);
    }
    fputc('\n', stderr);
}

static void sb_stats(const char *path, double used_total, int turns)
{
    const sakura_model *m = &sb_ai.model;
    FILE *f = fopen(path, "a");
    if (!f) { fprintf(stderr, "sakura-bot: cannot append to %s\n", path); return; }
    fprintf(f, "n=%d logp=%.4f p=%.4f top1=%d unilogp=%.4f used_ms=%.1f turns=%d\n",
            m->st_n, m->st_logp, m->st_p, m->st_top1, m->st_logp_uniform, used_total, turns);
    fclose(f);
}

static const char sb_usage[] =
    "usage: sakura-bot [SEED]\n"
    "The championship AI (docs/sakura-ai.md); SEED seeds its mixed strategy.\nEnvironment: SAKURA_AI_LOG=1, SAKURA_AI_STATS=FILE, SAKURA_AI_EVALS=N,\nSAKURA_AI_NOMODEL=1, SAKURA_AI_DOOM=PCT (see the top of src/sakura/ai/sakura_bot_main.c).\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    unsigned long long seed = SB_DEFAULT_SEED;
    const char *log = getenv("SAKURA_AI_LOG"), *stats = getenv("SAKURA_AI_STATS");
    const char *nomodel = getenv("SAKURA_AI_NOMODEL");
    long fixed_evals, doom_pct;
    sakura_ai_limits lim;
    sakura_ai_info inf;
    sakura_pair p;
    sb_times tm;
    double t0, cpu0, budget, used_total = 0;
    int st, turns = 0, logging = log && log[0] && strcmp(log, "0") != 0;
    kit_cli_bot_args(argc, argv, "sakura-bot", sb_usage, &seed);
    fixed_evals = (long)kit_cli_env_number("sakura-bot", "SAKURA_AI_EVALS", 1, SB_MAX_EVALS, 0);
    doom_pct = (long)kit_cli_env_number("sakura-bot", "SAKURA_AI_DOOM", 0, 100, -1);
    if (sakura_client_start(&sb_client, stdin, stdout) != 0) {
        fprintf(stderr, "sakura-bot: bad INIT/READY from the judge\n");
        return 1;
    }
    sakura_ai_init(&sb_ai, sb_client.me, sb_game_seed(seed, &sb_client.s, sb_client.me),
                   !(nomodel && nomodel[0] && strcmp(nomodel, "0") != 0));
    if (doom_pct >= 0) sakura_ai_set_doom_weight(&sb_ai, doom_pct / 100.0);
    while ((st = sakura_client_next_turn(&sb_client, stdin)) == 1) {
        t0 = clk_now_ms();
        if (sb_client.turn > 1) sakura_ai_observe(&sb_ai, &sb_client.opp_last);
        tm.observe = clk_now_ms() - t0;
        budget = sakura_tm_budget(sb_client.time_ms, sb_client.turn);
        lim.deadline_ms = fixed_evals > 0 ? 0 : t0 + budget;
        lim.max_evals = fixed_evals > 0 ? fixed_evals : 0;
        lim.instant = fixed_evals > 0 ? 0 : sakura_tm_instant(sb_client.time_ms, sb_client.turn);
        lim.lean = fixed_evals > 0 ? 0 : budget < SK_TM_LEAN_MS;
        cpu0 = clk_cpu_ms();
        sakura_ai_choose(&sb_ai, &sb_client.s, &lim, &p, &inf);
        tm.choose_cpu = clk_cpu_ms() - cpu0;
        tm.choose_end = clk_now_ms() - t0;
        sakura_client_reply(&sb_client, stdout, &p);
        used_total += clk_now_ms() - t0;
        turns++;
        if (logging) sb_log_turn(&sb_client, &inf, &tm, budget, clk_now_ms() - t0);
    }
    if (stats && stats[0]) sb_stats(stats, used_total, turns);
    if (st < 0) fprintf(stderr, "sakura-bot: malformed line from the judge\n");
    return st < 0 ? 1 : 0;
}
