/*
 * candy_bot_main.c -- the Maki bot: the protocol loop around candy_ai.
 * This file is the entry of the one-file submission dist/candy/main.cpp
 * (tools/amalgamate.sh), which builds both as C and as C++20.
 *
 * Each turn: read the turn (candy_io, any accepted layout), ask the time
 * manager (candy_tm) for the effort rung, decide, print one letter and
 * flush.  The input closed between turns ends the game (exit 0).  A
 * turn the reader cannot take (a row of another length, a byte outside
 * "?#.PCHX": candy_io.h) or input cut off inside a turn ends it too, as
 * no reply could be trusted to answer the right turn after it, with one
 * stderr line and exit 1; so does input that ends before turn 1.  A map
 * the reader takes but the AI cannot use gets S (never an illegal reply).
 *
 * Options.  `--level R` fixes the rung (0..4), which makes the replies a
 * pure function of the input (the C / C++ comparison test uses it).
 * `--oracle` forces the full-information mode; bin/candy-oracle is this
 * file built with CANDY_FORCE_ORACLE=1.  The mode is also chosen by itself
 * when the first map has no unknown cell and shows the tagger.
 * Debugging (stderr): CANDY_DEBUG_IO=1 prints "#io T a ms" (what the
 * layout reader understood) and "#rung T R lean" per turn; with
 * CANDY_DEBUG_HEAT=1 the belief goes out as "#heat T v11 ... vNN"
 * (row-major, per mille).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_io.h"
#include "candy/ai/candy_tm.h"
#include "common/kit_cli.h"

#ifndef CANDY_FORCE_ORACLE
#define CANDY_FORCE_ORACLE 0
#endif

static candy_ai kb_ai;       /* large: the distance table */
static candy_io kb_io;
static candy_turn_in kb_in;
static candy_tm kb_tm;

static void kb_heat(const candy_ai *ai)
{
    double mix[CANDY_CELLS];
    int r, c;
    candy_ai_tagger_mix(ai, mix);
    fprintf(stderr, "#heat %d", ai->turn);
    for (r = 0; r < ai->n; r++)
        for (c = 0; c < ai->n; c++)
            fprintf(stderr, " %d", (int)(mix[CANDY_CELL(r, c)] * 1000 + 0.5));
    fputc('\n', stderr);
}

static int kb_env_on(const char *name)
{
    const char *v = getenv(name);
    return v && strcmp(v, "1") == 0;
}

#if CANDY_FORCE_ORACLE
#define KB_PROG "candy-oracle"
#else
#define KB_PROG "candy-bot"
#endif

static const char kb_usage[] =
    "usage: " KB_PROG " [--oracle] [--level 0..4]\n"
    "Our Maki (docs/candy-ai.md); bin/candy-oracle is the same program in its\n"
    "full-information mode, for judges run with --reveal.  Speaks the Candy Hunt\n"
    "protocol on stdin/stdout (docs/rules/candy-hunt.md §4); run it through\n"
    "bin/candy-judge or bin/arena.\n"
    "  --oracle      full-information mode (the map sent is the true map)\n"
    "  --level R     fix the effort rung (0 full .. 4 cheapest): replies become a\n"
    "                pure function of the input\n"
    "  --help, --version  this text, the kit version\n"
    "Environment: CANDY_DEBUG_IO=1, CANDY_DEBUG_HEAT=1 (stderr lines, see\n"
    "src/candy/ai/candy_bot_main.c).\n";

/* the options: --oracle, --level R (usage errors exit 2) */
static void kb_options(int argc, char **argv, int *oracle, int *fixed)
{
    int i;
    for (i = 1; i < argc; i++) {
        kit_cli_answer(argv[i], KB_PROG, kb_usage);
        if (strcmp(argv[i], "--oracle") == 0)
            *oracle = 1;
        else if (strcmp(argv[i], "--level") == 0 && i + 1 < argc && argv[i + 1][0] >= '0' &&
                 argv[i + 1][0] < '0' + CANDY_AI_RUNGS && argv[i + 1][1] == '\0')
            *fixed = argv[++i][0] - '0';
        else if (strcmp(argv[i], "--level") == 0)
            kit_cli_usage_error(KB_PROG, "--level: expected a rung from 0 to 4, got",
                                i + 1 < argc ? argv[i + 1] : "nothing");
        else
            kit_cli_usage_error(KB_PROG, argv[i][0] == '-' ? "unknown option" : "unexpected argument",
                                argv[i]);
    }
}

int main(int argc, char **argv)
{
    int heat = kb_env_on("CANDY_DEBUG_HEAT"), dbg_io = kb_env_on("CANDY_DEBUG_IO");
    int oracle = CANDY_FORCE_ORACLE, fixed = -1;
    kb_options(argc, argv, &oracle, &fixed);
    candy_tm_init(&kb_tm, fixed);
    candy_io_init(&kb_io, 0);
    while (candy_io_read_turn(&kb_io, &kb_in)) {
        int rung = candy_tm_turn_start(&kb_tm, kb_in.turn, kb_in.ms), act;
        if (kb_in.turn == 1)
            candy_ai_init(&kb_ai, kb_in.n, kb_in.dir0, oracle);
        candy_ai_set_rung(&kb_ai, rung);
        if (dbg_io)
            fprintf(stderr, "#io %d %d %d\n#rung %d %d %d\n", kb_in.turn, kb_in.a, kb_in.ms, kb_in.turn,
                    rung, kb_ai.lean);
        /* the cast: ISO C before C2X adds no const to a pointer to arrays */
        act = candy_ai_turn(&kb_ai, kb_in.a, (const char (*)[CANDY_MAX_N + 1])kb_in.rows);
        if (act < 0)
            act = CANDY_ACT_S;
        if (heat)
            kb_heat(&kb_ai);
        printf("%c\n", candy_action_char(act));
        fflush(stdout);
        candy_tm_turn_end(&kb_tm);
    }
    /* a judge that closes the input between turns ends the game; anything
     * else is said, one line, for the judge's verdict to quote */
    if (candy_io_cut_short(&kb_io)) {
        fprintf(stderr, "candy-bot: turn %d: input that is no turn (N, facing, footsteps, N map rows) or cut off\n",
                kb_io.turn + 1);
        return 1;
    }
    if (kb_io.turn == 0) {
        fprintf(stderr, "candy-bot: the input ended before turn 1\n");
        return 1;
    }
    return 0;
}
