/*
 * sakura-trap-check.c -- does the AI step around a two-turn trap it once
 * walked into?  For each REPLAY:T given (T the turn NAME lost on, classed
 * "walked-into-a-trap" by sakura-loss-anatomy), the position one turn
 * before is searched by the AI, model off, doom check at WEIGHT
 * (sakura_ai_set_doom_weight; 0 is off), at EVALS evaluations a turn,
 * with seeds 1..SEEDS; a chosen pair is "safe" when
 * no opponent reply wins at once or leaves NAME doomed
 * (sakura_cand_doomed).  Prints one line per position and the count.
 *
 *   sakura-trap-check NAME EVALS SEEDS WEIGHT REPLAY.json:T...
 *
 * Lab use; the runner scripts/lab/sakura-trap-check.sh runs it at WEIGHT
 * and at 0.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura_replay_follow.h"

static sakura_ai tc_ai;
static sakura_cand_doom tc_doom;
static sakura_pair tc_opp[SAKURA_MAX_PAIRS];

/* 1 if x at s survives two turns against every reply */
static int tc_safe2(const sakura_state *s, int me, const sakura_pair *x)
{
    int no = sakura_legal_pairs(s, 1 - me, tc_opp, SAKURA_MAX_PAIRS), j;
    long work = 0;
    sakura_state t;
    for (j = 0; j < no; j++) {
        sakura_cand_play(s, me, x, &tc_opp[j], &t);
        if (sakura_cand_doomed(&t, me, &tc_doom, 0, &work)) return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    static sakura_state rows[SAKURA_MAX_TURNS + 2];
    static sakura_pair played[SAKURA_MAX_TURNS + 1][2];
    sakura_ai_limits lim;
    int i, seeds, safe_total = 0, tried = 0;
    double weight;
    if (argc < 6) { fprintf(stderr, "usage: sakura-trap-check NAME EVALS SEEDS WEIGHT REPLAY.json:T...\n"); return 2; }
    memset(&lim, 0, sizeof lim);
    lim.max_evals = atol(argv[2]);
    seeds = atoi(argv[3]);
    weight = atof(argv[4]);
    for (i = 5; i < argc; i++) {
        char path[1024], buf[64];
        const char *colon = strrchr(argv[i], ':');
        int me, n, T, q, seed, safe = 0, rc;
        if (!colon || (size_t)(colon - argv[i]) >= sizeof path) { fprintf(stderr, "sakura-trap-check: %s: want FILE:T\n", argv[i]); return 2; }
        memcpy(path, argv[i], (size_t)(colon - argv[i]));
        path[colon - argv[i]] = 0;
        T = atoi(colon + 1);
        rc = srf_open("sakura-trap-check", path, argv[1], rows, played, &n, &me, 0);
        if (rc < 0) return 2;
        if (rc > 0) continue;
        for (q = 0; q < n && rows[q].turn != T - 1; q++) {}
        if (q == n) { fprintf(stderr, "sakura-trap-check: %s: no turn %d\n", path, T - 1); continue; }
        for (seed = 1; seed <= seeds; seed++) {
            sakura_pair out;
            sakura_ai_init(&tc_ai, me, (uint64_t)seed, 0);
            sakura_ai_set_doom_weight(&tc_ai, weight);
            sakura_ai_choose(&tc_ai, &rows[q], &lim, &out, NULL);
            safe += tc_safe2(&rows[q], me, &out);
            if (seed == 1) sakura_format_pair(&out, buf, sizeof buf);
        }
        printf("%s turn %d: safe %d of %d (seed 1 played %s; the game's pair %s)\n", path, T - 1, safe, seeds, buf,
               tc_safe2(&rows[q], me, &played[q][me]) ? "safe" : "walked in");
        safe_total += safe;
        tried += seeds;
    }
    printf("# safe %d of %d searches\n", safe_total, tried);
    return 0;
}
