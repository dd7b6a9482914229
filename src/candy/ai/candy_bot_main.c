/*
 * candy_bot_main.c -- the Maki bot: the protocol loop around candy_ai.
 * This file is the entry of the one-file submission dist/candy/main.cpp
 * (tools/amalgamate.sh), which builds both as C and as C++20.
 *
 * Each turn: read the turn (candy_io, any accepted layout), decide, print
 * one letter and flush.  End of input ends the game (exit 0).  A map that
 * cannot be read gets S (never an illegal reply).  With CANDY_DEBUG_HEAT=1
 * the belief goes to stderr as "#heat T v11 ... vNN" (row-major, per mille).
 *
 * Time.  The issue allows half of the budget (remaining_ms on turn 1, or
 * KB_DEFAULT_BUDGET_MS if the judge sends none); the bot plans for
 * KB_SHARE of it, the rest a margin for what the judge counts beyond the
 * bot's own clock (pipes, process start).  Own thinking time is summed;
 * the share left per remaining turn (also judged by the judge's own
 * remaining_ms, which includes pipe latency) picks the effort rung
 * (candy_ai_rung): the full search with the tracked hunters, then without
 * them for the rest of the game (lean), then smaller searches.  The rung
 * assumes the game may last all 100 turns.  `--level R` fixes the rung
 * (0..4), which makes the replies a pure function of the input (the C /
 * C++ comparison test uses it).  CANDY_DEBUG_IO=1 prints "#io T a ms"
 * (what the layout reader understood) and "#rung T R lean" per turn to
 * stderr.
 * `--oracle` forces the full-information mode; bin/candy-oracle is this
 * file built with CANDY_FORCE_ORACLE=1.  The mode is also chosen by itself
 * when the first map has no unknown cell and shows the tagger.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_io.h"
#include "common/clock.h"

#ifndef CANDY_FORCE_ORACLE
#define CANDY_FORCE_ORACLE 0
#endif

#define KB_DEFAULT_BUDGET_MS 2000.0
#define KB_SHARE 0.4      /* of the budget the bot plans for (the issue allows 0.5) */

static candy_ai kb_ai;       /* large: the distance table */
static candy_io kb_io;
static candy_turn_in kb_in;

static void kb_heat(const candy_ai *ai)
{
    double mix[CANDY_CELLS];
    int r, c;
    candy_belief_mix(ai, mix);
    fprintf(stderr, "#heat %d", ai->turn);
    for (r = 0; r < ai->n; r++)
        for (c = 0; c < ai->n; c++)
            fprintf(stderr, " %d", (int)(mix[CANDY_CELL(r, c)] * 1000 + 0.5));
    fputc('\n', stderr);
}

/* effort rung for this turn from the time left per remaining turn */
static int kb_rung(double budget, double used, int ms, int turn)
{
    int left = CANDY_MAX_TURNS - turn + 1;
    double per = (budget * KB_SHARE - used) / (left > 0 ? left : 1);
    if (ms >= 0) {
        double judge = (ms - budget * (1.0 - KB_SHARE)) / (left > 0 ? left : 1);
        if (judge < per)
            per = judge;
    }
    return candy_ai_rung(per);
}

int main(int argc, char **argv)
{
    const char *env = getenv("CANDY_DEBUG_HEAT");
    int heat = env && strcmp(env, "1") == 0, oracle = CANDY_FORCE_ORACLE, i;
    double budget = KB_DEFAULT_BUDGET_MS, used = 0;
    const char *envio = getenv("CANDY_DEBUG_IO");
    int dbg_io = envio && strcmp(envio, "1") == 0, fixed = -1, rung;
    for (i = 1; i < argc; i++)
        if (strcmp(argv[i], "--oracle") == 0)
            oracle = 1;
        else if (strcmp(argv[i], "--level") == 0 && i + 1 < argc && argv[i + 1][0] >= '0' &&
                 argv[i + 1][0] < '0' + CANDY_AI_RUNGS && argv[i + 1][1] == '\0')
            fixed = argv[++i][0] - '0';
        else {
            fprintf(stderr, "candy-bot: bad option '%s' (usage: [--oracle] [--level 0..4])\n",
                    argv[i]);
            return 2;
        }
    candy_io_init(&kb_io, 0);
    while (candy_io_read_turn(&kb_io, &kb_in)) {
        int act;
        double t0 = clk_now_ms();
        if (kb_in.turn == 1) {
            candy_ai_init(&kb_ai, kb_in.n, kb_in.dir0, oracle);
            if (kb_in.ms > 0)
                budget = kb_in.ms;
        }
        rung = fixed >= 0 ? fixed : kb_rung(budget, used, kb_in.ms, kb_in.turn);
        candy_ai_set_rung(&kb_ai, rung);
        if (dbg_io)
            fprintf(stderr, "#io %d %d %d\n#rung %d %d %d\n", kb_in.turn, kb_in.a, kb_in.ms, kb_in.turn,
                    rung, kb_ai.lean);
        act = candy_ai_turn(&kb_ai, kb_in.a, kb_in.rows);
        if (act < 0)
            act = CANDY_ACT_S;
        if (heat)
            kb_heat(&kb_ai);
        printf("%c\n", candy_action_char(act));
        fflush(stdout);
        used += clk_now_ms() - t0;
    }
    return 0;
}
