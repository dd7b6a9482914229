/*
 * sakura_greedy_main.c -- bin/sakura-greedy: a one-ply baseline.
 *
 * Each turn it scores every legal pair of its own by the average outcome
 * after resolving the turn against a sample of the opponent's legal pairs
 * (the opponent's cooldowns are known from sakura_client), plus a fraction
 * of the worst outcome, so it avoids pairs that lose to some reply.  Two
 * stages keep it fast: all pairs against SG_PROBES samples, then the
 * SG_FINALISTS best against SG_SAMPLES fresh ones.  About 5,000 turn
 * resolutions a turn, a few milliseconds per game.
 *
 * The evaluation (sg_eval) looks at: win/loss/draw, the health and
 * blessing differences, each side's distance to the vein, and push-off
 * danger (standing on the edge within the opponent's reach).
 * `sakura-greedy [SEED]`: samples and tie-breaks come from SEED.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/rng.h"
#include "sakura/bots/sakura_bot_loop.h"
#include "common/kit_cli.h"

/* ---- tuning ---- */
#define SG_DEFAULT_SEED 777u
#define SG_PROBES 4          /* opponent samples for the first pass (first: Wait Wait) */
#define SG_FINALISTS 40      /* pairs kept for the second pass */
#define SG_SAMPLES 16        /* opponent samples for the second pass */
#define SG_LOW_TIME_MS 100   /* below this budget: first pass only */
#define SG_WORST_WEIGHT 0.3  /* share of the worst outcome in a pair's score */
#define SG_WIN 10000.0
#define SG_DRAW (-2500.0)    /* a draw is worse than any ordinary position */
#define SG_W_HP 10.0
#define SG_W_BLESS 25.0
#define SG_W_MY_VEIN 4.0     /* per cell of our distance to the vein */
#define SG_W_OPP_VEIN 2.0    /* per cell of the opponent's */
#define SG_REACH 3           /* Manhattan distance at which pushes threaten */
#define SG_W_MY_EDGE 8.0     /* per edge we stand on within the opponent's reach */
#define SG_W_OPP_EDGE 4.0
#define SG_NOISE 0.01        /* tie-break noise */

typedef struct sg_cand {
    int idx;
    double score;
} sg_cand;

static sakura_pair sg_mine[SAKURA_MAX_PAIRS];
static sakura_pair sg_theirs[SAKURA_MAX_PAIRS];
static sg_cand sg_cands[SAKURA_MAX_PAIRS];

static int sg_abs(int x)
{
    return x < 0 ? -x : x;
}

/* how many board edges (0..2) the cell touches */
static int sg_edges(int r, int c)
{
    return (r == 1 || r == SAKURA_N) + (c == 1 || c == SAKURA_N);
}

static double sg_eval(const sakura_state *s, int me)
{
    const sakura_player *a = &s->p[me], *b = &s->p[1 - me];
    double v;
    int dist;
    if (s->over)
        return s->winner == 0 ? SG_DRAW : (s->winner == me + 1 ? SG_WIN : -SG_WIN);
    v = SG_W_HP * (a->hp - b->hp) + SG_W_BLESS * (a->blessings - b->blessings);
    v -= SG_W_MY_VEIN * (sg_abs(a->r - s->vr) + sg_abs(a->c - s->vc));
    v += SG_W_OPP_VEIN * (sg_abs(b->r - s->vr) + sg_abs(b->c - s->vc));
    dist = sg_abs(a->r - b->r) + sg_abs(a->c - b->c);
    if (dist <= SG_REACH) {
        v -= SG_W_MY_EDGE * sg_edges(a->r, a->c);
        v += SG_W_OPP_EDGE * sg_edges(b->r, b->c);
    }
    return v;
}

/* Score of our pair against k opponent pairs: mean + a share of the worst. */
static double sg_score(const sakura_client *c, const sakura_pair *mine, const sakura_pair *opp, int k)
{
    double sum = 0, worst = SG_WIN * 2;
    int j;
    for (j = 0; j < k; j++) {
        sakura_state t = c->s;
        sakura_pair both[2];
        double v;
        both[c->me] = *mine;
        both[1 - c->me] = opp[j];
        sakura_resolve_turn(&t, both, NULL, NULL);
        v = sg_eval(&t, c->me);
        sum += v;
        if (v < worst)
            worst = v;
    }
    return sum / k + SG_WORST_WEIGHT * worst;
}

static void sg_sample(rng_state *r, int n, sakura_pair *out, int k, int first_wait)
{
    int j;
    for (j = 0; j < k; j++)
        out[j] = sg_theirs[rng_below(r, (uint32_t)n)];
    if (first_wait) { /* a passive opponent: Wait Wait, always legal */
        for (j = 0; j < 2; j++) {
            out[0].a[j].kind = SAKURA_WAIT;
            out[0].a[j].dir = SAKURA_NODIR;
        }
    }
}

static int sg_by_score(const void *x, const void *y)
{
    const sg_cand *a = (const sg_cand *)x, *b = (const sg_cand *)y;
    return (a->score < b->score) - (a->score > b->score);
}

static sakura_pair sg_choose(const sakura_client *c, rng_state *r)
{
    sakura_pair probes[SG_PROBES], samples[SG_SAMPLES];
    int n = sakura_legal_pairs(&c->s, c->me, sg_mine, SAKURA_MAX_PAIRS);
    int m = sakura_legal_pairs(&c->s, 1 - c->me, sg_theirs, SAKURA_MAX_PAIRS);
    int i, keep;
    sg_sample(r, m, probes, SG_PROBES, 1);
    for (i = 0; i < n; i++) {
        sg_cands[i].idx = i;
        sg_cands[i].score = sg_score(c, &sg_mine[i], probes, SG_PROBES) + SG_NOISE * rng_unit(r);
    }
    qsort(sg_cands, (size_t)n, sizeof sg_cands[0], sg_by_score);
    if (c->time_ms < SG_LOW_TIME_MS)
        return sg_mine[sg_cands[0].idx];
    keep = n < SG_FINALISTS ? n : SG_FINALISTS;
    sg_sample(r, m, samples, SG_SAMPLES, 0);
    for (i = 0; i < keep; i++)
        sg_cands[i].score = sg_score(c, &sg_mine[sg_cands[i].idx], samples, SG_SAMPLES) +
                            SG_NOISE * rng_unit(r);
    qsort(sg_cands, (size_t)keep, sizeof sg_cands[0], sg_by_score);
    return sg_mine[sg_cands[0].idx];
}

static const char sg_usage[] =
    "usage: sakura-greedy [SEED]\n"
    "A one-ply baseline: the pair with the best outcome against sampled replies; SEED seeds the samples.\n"
    "Speaks the Sakura Duel protocol on stdin/stdout (docs/rules/sakura-duel.md §5);\nrun it through bin/sakura-judge or bin/arena.\n"
    "  --help, --version  this text, the kit version\n";

static void sg_play(void *ctx, const sakura_client *c, sakura_pair *out)
{
    *out = sg_choose(c, &((sakura_bot_seeded *)ctx)->r);
}

int main(int argc, char **argv)
{
    sakura_bot_seeded b;
    b.seed = SG_DEFAULT_SEED;
    kit_cli_bot_args(argc, argv, "sakura-greedy", sg_usage, &b.seed);
    return sakura_bot_loop_run("sakura-greedy", sakura_bot_loop_seed, sg_play, &b);
}
