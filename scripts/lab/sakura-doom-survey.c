/*
 * sakura-doom-survey.c -- how often the pair a bot played could be met by
 * a reply that leaves it lost whatever it plays next (doomed, by
 * sakura_cand_doomed), and how the evaluation rated those positions:
 * can an evaluation threshold pick the cells worth a doom test?
 *
 *   sakura-doom-survey NAME REPLAY.json...
 *
 * For every turn of NAME but the last, every legal opponent reply Y to
 * the pair played: the position after the turn, if the game goes on, is
 * binned by sakura_eval for NAME (width 0.1) and tested.  Prints per bin
 * the cells and the doomed ones, the turns with a doomed reply, and the
 * mean milliseconds a doom test took; with DS_SHOW set, one line per
 * doomed cell (the position's turn, cells, health and blessings).  Lab
 * use: replays are trusted; built by scripts/lab/sakura-doom.sh survey.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "common/json.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura/ai/sakura_eval.h"
#include "sakura_replay_follow.h"

#define DS_BINS 20
#define DS_BIG 20000 /* resolutions: a test this long is counted apart */

static double ds_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
    static sakura_state rows[SAKURA_MAX_TURNS + 2];
    static sakura_pair played[SAKURA_MAX_TURNS + 1][2], opp[SAKURA_MAX_PAIRS];
    static sakura_cand_doom dd;
    long cells[DS_BINS], doomed[DS_BINS], tests = 0, work = 0, turns = 0, dturns = 0, wmax = 0, w0, big = 0;
    double ms = 0;
    int i, b;
    memset(cells, 0, sizeof cells);
    memset(doomed, 0, sizeof doomed);
    if (argc < 3) { fprintf(stderr, "usage: sakura-doom-survey NAME REPLAY.json...\n"); return 2; }
    for (i = 2; i < argc; i++) {
        int me, n, L, j, no, any, rc = srf_open("sakura-doom-survey", argv[i], argv[1], rows, played, &n, &me, 1);
        if (rc < 0) return 2;
        if (rc > 0) continue;
        for (L = 0; L + 1 < n; L++) {
            no = sakura_legal_pairs(&rows[L], 1 - me, opp, SAKURA_MAX_PAIRS);
            any = 0;
            for (j = 0; j < no; j++) {
                sakura_state t;
                double t0, e;
                int dm;
                sakura_cand_play(&rows[L], me, &played[L][me], &opp[j], &t);
                if (t.over) continue;
                e = sakura_eval(&t, me);
                b = (int)((e + 1) * DS_BINS / 2);
                if (b < 0) b = 0;
                if (b >= DS_BINS) b = DS_BINS - 1;
                t0 = ds_now_ms();
                w0 = work;
                dm = sakura_cand_doomed(&t, me, &dd, 0, &work);
                ms += ds_now_ms() - t0;
                if (work - w0 > wmax) wmax = work - w0;
                big += work - w0 > DS_BIG;
                tests++;
                cells[b]++;
                doomed[b] += dm;
                if (dm && getenv("DS_SHOW")) printf("doom %s L%d e%.2f turn%d me(%d,%d hp%d b%d) op(%d,%d hp%d b%d) vein(%d,%d)\n", argv[i], L, e, t.turn, t.p[me].r, t.p[me].c, t.p[me].hp, t.p[me].blessings, t.p[1-me].r, t.p[1-me].c, t.p[1-me].hp, t.p[1-me].blessings, t.vr, t.vc);
                any |= dm;
            }
            turns++;
            dturns += any;
        }
    }
    printf("# eval-bin cells doomed\n");
    for (b = 0; b < DS_BINS; b++)
        if (cells[b]) printf("%+.1f..%+.1f %ld %ld\n", -1 + 0.1 * b, -0.9 + 0.1 * b, cells[b], doomed[b]);
    printf("# turns %ld, with a dooming reply %ld; %ld tests, %.4f ms and %.0f resolutions each\n", turns, dturns,
           tests, tests ? ms / tests : 0, tests ? (double)work / tests : 0);
    printf("# longest test %ld resolutions; %ld tests over %d\n", wmax, big, DS_BIG);
    return 0;
}
