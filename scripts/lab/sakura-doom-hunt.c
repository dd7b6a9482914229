/*
 * sakura-doom-hunt.c -- does a player hunt doomed positions: how often
 * its reply left the other side doomed, against how often a reply drawn
 * at random from its legal pairs would have.
 *
 *   sakura-doom-hunt NAME REPLAY.json...
 *
 * For every turn but the last, each side V as the victim: every legal
 * pair of the other side H against the pair V played; the replies that
 * leave V doomed (sakura_cand_doomed, the game going on) are counted, and
 * whether H's actual reply was one of them.  Per hunter (NAME, the
 * other) it prints the turns where a dooming reply existed, the dooming
 * replies it played there, the number a uniform random reply would have
 * played (the sum of the dooming shares), and their ratio.  Lab use:
 * replays are trusted; the runner is scripts/lab/sakura-doom.sh hunt.
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
    static sakura_pair played[SAKURA_MAX_TURNS + 1][2], rep[SAKURA_MAX_PAIRS];
    static sakura_cand_doom dd;
    long work = 0, avail[2] = {0, 0}, hits[2] = {0, 0}, turns[2] = {0, 0};
    double expect[2] = {0, 0};
    int i, c;
    if (argc < 3) { fprintf(stderr, "usage: sakura-doom-hunt NAME REPLAY.json...\n"); return 2; }
    for (i = 2; i < argc; i++) {
        int me, n, L, h, rc = srf_open("sakura-doom-hunt", argv[i], argv[1], rows, played, &n, &me, 1);
        if (rc < 0) return 2;
        if (rc > 0) continue;
        for (L = 0; L + 1 < n; L++)
            for (h = 0; h < 2; h++) {
                int hk = h == 0 ? me : 1 - me, vk = 1 - hk, j, nr, nd = 0, hit = 0;
                nr = sakura_legal_pairs(&rows[L], hk, rep, SAKURA_MAX_PAIRS);
                for (j = 0; j < nr; j++) {
                    sakura_state t;
                    sakura_cand_play(&rows[L], vk, &played[L][vk], &rep[j], &t);
                    if (t.over || !sakura_cand_doomed(&t, vk, &dd, 0, &work)) continue;
                    nd++;
                    hit |= sakura_cand_pair_eq(&rep[j], &played[L][hk]);
                }
                turns[h]++;
                if (!nd) continue;
                avail[h]++;
                hits[h] += hit;
                expect[h] += (double)nd / nr;
            }
    }
    for (c = 0; c < 2; c++)
        printf("%s as hunter: %ld turns, a dooming reply on %ld; played one %ld times, a random reply %.1f; ratio %.2f\n",
               c == 0 ? argv[1] : "the other", turns[c], avail[c], hits[c], expect[c],
               expect[c] > 0 ? hits[c] / expect[c] : 0);
    return 0;
}
