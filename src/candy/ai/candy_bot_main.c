/*
 * candy_bot_main.c -- the Maki bot: the protocol loop around candy_ai.
 * This file is the entry of the one-file submission dist/candy/main.cpp
 * (tools/amalgamate.sh), which builds both as C and as C++20.
 *
 * Each turn: read the turn (candy_io, any accepted layout), decide, print
 * one letter and flush.  End of input ends the game (exit 0).  A map that
 * cannot be read gets S (never an illegal reply).  With CANDY_DEBUG_HEAT=1
 * the belief goes to stderr as "#heat T v11 ... vNN" (row-major, per mille).
 * `--oracle` forces the full-information mode; bin/candy-oracle is this
 * file built with CANDY_FORCE_ORACLE=1.  The mode is also chosen by itself
 * when the first map has no unknown cell and shows the tagger.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_io.h"

#ifndef CANDY_FORCE_ORACLE
#define CANDY_FORCE_ORACLE 0
#endif

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

int main(int argc, char **argv)
{
    const char *env = getenv("CANDY_DEBUG_HEAT");
    int heat = env && strcmp(env, "1") == 0, oracle = CANDY_FORCE_ORACLE, i;
    for (i = 1; i < argc; i++)
        if (strcmp(argv[i], "--oracle") == 0)
            oracle = 1;
    candy_io_init(&kb_io, 0);
    while (candy_io_read_turn(&kb_io, &kb_in)) {
        int act;
        if (kb_in.turn == 1)
            candy_ai_init(&kb_ai, kb_in.n, kb_in.dir0, oracle);
        act = candy_ai_turn(&kb_ai, kb_in.a, kb_in.rows);
        if (act < 0)
            act = CANDY_ACT_S;
        if (heat)
            kb_heat(&kb_ai);
        printf("%c\n", candy_action_char(act));
        fflush(stdout);
    }
    return 0;
}
