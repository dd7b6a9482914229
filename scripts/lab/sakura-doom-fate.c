/*
 * sakura-doom-fate.c -- how often a doomed position is lost at once.
 *
 *   sakura-doom-fate NAME REPLAY.json...
 *
 * Every turn's start of every replay is tested for both players with
 * sakura_cand_doomed (every pair of theirs has a reply that wins); for
 * each side (NAME, the other) it prints how many doomed starts there
 * were, how many were lost on that very turn, and how many in games the
 * side lost in the end.  Lab use: replays are trusted; the runner is
 * scripts/lab/sakura-doom.sh fate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura_replay_follow.h"
int main(int argc, char **argv)
{
    static sakura_state rows[SAKURA_MAX_TURNS + 2];
    static sakura_pair played[SAKURA_MAX_TURNS + 1][2];
    static sakura_cand_doom dd;
    long work = 0, nd[2] = {0, 0}, lost[2] = {0, 0}, lostlater[2] = {0, 0};
    int i, c;
    if (argc < 3) { fprintf(stderr, "usage: sakura-doom-fate NAME REPLAY.json...\n"); return 2; }
    for (i = 2; i < argc; i++) {
        int me, n, L, who, rc = srf_open("sakura-doom-fate", argv[i], argv[1], rows, played, &n, &me, 1);
        if (rc < 0) return 2;
        if (rc > 0) continue;
        for (L = 0; L < n; L++)
            for (who = 0; who < 2; who++) {
                int k = who == 0 ? me : 1 - me;
                if (rows[L].over || !sakura_cand_doomed(&rows[L], k, &dd, 0, &work)) continue;
                nd[who]++;
                if (rows[L + 1].over && rows[L + 1].winner == 2 - k) lost[who]++;
                if (rows[n].over && rows[n].winner == 2 - k) lostlater[who]++;
            }
    }
    for (c = 0; c < 2; c++)
        printf("%s: doomed at a turn's start %ld times, lost that turn %ld (%.1f%%), lost the game %ld\n",
               c == 0 ? argv[1] : "the other", nd[c], lost[c], nd[c] ? 100.0 * lost[c] / nd[c] : 0, lostlater[c]);
    return 0;
}
