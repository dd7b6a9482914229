/*
 * sakura-camper-bound.c -- could the games NAME lost to the camper have
 * been won by a player that knows the camper's policy exactly?
 *
 *   sakura-camper-bound [--turns] NAME REPLAY.json...
 *
 * The camper (src/sakura/bots/sakura_camper.h) plays a function of the
 * position alone, so at each turn start P of a game NAME did not win its
 * reply is known whatever NAME plays.  For every such P:
 *   win1(P)  some pair of NAME wins this turn against the camper's reply;
 *   win2(P)  else some pair leads, against that reply, to a running
 *            position where win1 holds: a win in two turns.
 * One line per game NAME lost or drew: the file, its end reason and last
 * turn, the first turn whose start has win1 or win2 ("one" or "two"
 * turns to the win; "none" when no turn has either), and over its turns
 * from CB_LATE on (after the camper has shown a few pairs) how many have
 * win1 and how many win2; then the counts.
 * --turns adds, under each game's line, one line per turn: the camper's
 * reply and how many of its pairs tie with it on its score (it plays the
 * first of them in the engine's order), how many pairs of NAME win
 * against it at once, and the one of
 * them whose worst case over every reply the camper could make is best
 * (our evaluation; -1 a loss), with that worst case: how much a player
 * that only suspects the reply risks by taking the win.
 * Exhaustive over NAME's legal pairs (about 1,000 a position), so it is an
 * upper bound on what exact knowledge of this opponent plus a two-turn
 * search could win back, not what our model can learn.  Lab use: the
 * replays are trusted; the runner is scripts/lab/sakura-camper-bound.sh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura/bots/sakura_camper.h"
#include "sakura_replay_follow.h"

/* the first turn counted as late: the camper has shown two pairs */
#define CB_LATE 3

/* pair lists, one per level of cb_win_in */
static sakura_pair cb_pairs[2][SAKURA_MAX_PAIRS];

/* 1 if some pair of `me` at s wins within `turns` (1 or 2) against the
 * camper's replies: at once, or by leaving a running position from which
 * it wins within one turn fewer */
static int cb_win_in(const sakura_state *s, int me, int turns)
{
    sakura_state t;
    sakura_pair y, *mine = cb_pairs[turns - 1];
    int i, n = sakura_legal_pairs(s, me, mine, SAKURA_MAX_PAIRS);
    sakura_camper_choose(s, 1 - me, &y);
    for (i = 0; i < n; i++) {
        sakura_cand_play(s, me, &mine[i], &y, &t);
        if (t.over ? t.winner == me + 1 : turns > 1 && cb_win_in(&t, me, turns - 1)) return 1;
    }
    return 0;
}

/* the worst value for `me` of playing x at s, over every reply (our
 * evaluation, exact for ended games) */
static double cb_worst(const sakura_state *s, int me, const sakura_pair *x, const sakura_pair *replies, int nr)
{
    double v, worst = 1;
    int j;
    for (j = 0; j < nr; j++)
        if ((v = sakura_cand_outcome(s, me, x, &replies[j])) < worst) worst = v;
    return worst;
}

/* --turns: one line for turn start s (turn L) */
static void cb_turn_line(const sakura_state *s, int me, int L)
{
    static sakura_pair replies[SAKURA_MAX_PAIRS];
    sakura_state t;
    sakura_pair y, *mine = cb_pairs[0], best;
    char yb[32], bb[32];
    double w, bw = -2;
    int i, wins = 0, n = sakura_legal_pairs(s, me, mine, SAKURA_MAX_PAIRS);
    int nr = sakura_legal_pairs(s, 1 - me, replies, SAKURA_MAX_PAIRS), ties = 0, chosen;
    sakura_camper_choose(s, 1 - me, &y);
    chosen = sakura_camper_score(s, 1 - me, &y);
    for (i = 0; i < nr; i++) ties += sakura_camper_score(s, 1 - me, &replies[i]) == chosen;
    for (i = 0; i < n; i++) {
        sakura_cand_play(s, me, &mine[i], &y, &t);
        if (!t.over || t.winner != me + 1) continue;
        wins++;
        if ((w = cb_worst(s, me, &mine[i], replies, nr)) > bw) { bw = w; best = mine[i]; }
    }
    sakura_format_pair(&y, yb, sizeof yb);
    printf("  turn %d camper %s (ties %d): ", L, yb, ties);
    if (!wins) { printf("no win\n"); return; }
    sakura_format_pair(&best, bb, sizeof bb);
    printf("%d winning pairs, the safest %s worst %.3f\n", wins, bb, bw);
}

int main(int argc, char **argv)
{
    static sakura_state rows[SAKURA_MAX_TURNS + 2];
    static sakura_pair played[SAKURA_MAX_TURNS + 1][2];
    static const char *const reason[] = {"none", "hp", "out", "blessings", "turns", "timeout",
                                         "illegal", "crash", "draw"};
    int i, games = 0, lost = 0, in1 = 0, in2 = 0, games_late = 0, turns = 0;
    if (argc > 1 && !strcmp(argv[1], "--turns")) { turns = 1; argv++; argc--; }
    if (argc < 3) {
        fprintf(stderr, "usage: sakura-camper-bound [--turns] NAME REPLAY.json...\n");
        return 2;
    }
    for (i = 2; i < argc; i++) {
        int me, n, L, rc, first = 0, kind = 0, late1, late2;
        rc = srf_open("sakura-camper-bound", argv[i], argv[1], rows, played, &n, &me, 0);
        if (rc < 0) return 2;
        if (rc > 0) continue;
        games++;
        if (!rows[n].over || rows[n].winner == me + 1) continue;
        lost++;
        late1 = late2 = 0;
        for (L = 0; L < n; L++) {
            int k = cb_win_in(&rows[L], me, 1) ? 1 : cb_win_in(&rows[L], me, 2) ? 2 : 0;
            if (k && !kind) { kind = k; first = L + 1; }
            if (L + 1 >= CB_LATE) { late1 += k == 1; late2 += k == 2; }
        }
        in1 += kind == 1;
        in2 += kind == 2;
        games_late += late1 + late2 > 0;
        if (kind) printf("%s %s %d first %d in %s", argv[i], reason[rows[n].reason % 9], n, first, kind == 1 ? "one" : "two");
        else printf("%s %s %d none", argv[i], reason[rows[n].reason % 9], n);
        printf(" late turns %d: in one %d, in two %d\n", n >= CB_LATE ? n - CB_LATE + 1 : 0, late1, late2);
        for (L = 0; turns && L < n; L++) cb_turn_line(&rows[L], me, L + 1);
    }
    printf("games %d, not won %d: winnable against the camper's known replies in one turn %d, "
           "in two %d, neither %d; from turn %d on %d\n", games, lost, in1, in2, lost - in1 - in2,
           CB_LATE, games_late);
    return 0;
}
