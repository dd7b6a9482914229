/*
 * sakura-loss-anatomy.c -- how a bot's knock-out and ring-out losses
 * begin: were they forced one turn ahead, two turns ahead, or chosen?
 *
 *   sakura-loss-anatomy NAME REPLAY.json...
 *
 * For each replay that NAME (a name in the replay's "players") lost by
 * health or ring-out, with L the losing turn and P its start:
 *   lost1(P)   every legal pair of NAME has an opponent reply that wins
 *              this turn (a draw is not a win): the loss was forced;
 *   else the loss was "avoidable in one": a safe pair existed at P.
 * When lost1(P), the turn before (start Q, if any) is classed too:
 *   trap2(Q)   every legal pair X of NAME at Q has a reply Y after which
 *              the game is lost or lost1 holds: forced two turns ahead;
 *   else "walked in": some X at Q was safe against every Y for two turns
 *   (the pair NAME played there cannot have been one: lost1 followed).
 * One line per loss ("file reason L class", and for an avoidable one the
 * pair played and a safe one), then the counts, and the turns on which
 * the pair NAME played could have lost at once (exposed), with or without
 * a safe pair at hand: the losing turns among them, over the exposed
 * turns, is how often the opponent found the killing reply.  Exhaustive
 * over every legal pair of both players (about 1,000 each), so a forced
 * class is a proof, not a search's opinion (lost1 is sakura_cand_doomed,
 * the AI's own exact test).  Lab use: the replays are trusted
 * (bin/sakura-resim checks them); the runner is
 * scripts/lab/sakura-loss-anatomy.sh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_cand.h"
#include "sakura_replay_follow.h"

static sakura_pair la_mine[SAKURA_MAX_PAIRS], la_opp[SAKURA_MAX_PAIRS];

static sakura_cand_doom la_doom;

/* 1 if `me` loses this very turn when playing x against y at s */
static int la_loses(const sakura_state *s, int me, const sakura_pair *x, const sakura_pair *y)
{
    sakura_state t;
    sakura_cand_play(s, me, x, y, &t);
    return t.over && t.winner == 2 - me;
}

/* lost1: no pair of `me` at s survives every reply this turn
 * (sakura_cand_doomed); else a pair that does goes to *safe (when not
 * NULL): the escape the test found, at the front of its list */
static int la_lost1(const sakura_state *s, int me, sakura_pair *safe)
{
    long work = 0;
    if (sakura_cand_doomed(s, me, &la_doom, 0, &work)) return 1;
    if (safe) *safe = la_doom.escape[0];
    return 0;
}

/* 1 if x at s survives two turns against every reply: no y loses at once
 * or leaves a lost1 position */
static int la_safe2(const sakura_state *s, int me, const sakura_pair *x, int no, int *lastbad)
{
    sakura_state t;
    int j, k;
    for (k = -1; k < no; k++) {
        j = k < 0 ? *lastbad : k;
        if (j < 0 || (k >= 0 && j == *lastbad)) continue;
        sakura_cand_play(s, me, x, &la_opp[j], &t);
        if (la_lost1(&t, me, NULL)) {
            *lastbad = j;
            return 0;
        }
    }
    return 1;
}

/* trap2 at s: no pair of `me` is safe for two turns (the one played is
 * tried first) */
static int la_trap2(const sakura_state *s, int me, const sakura_pair *played)
{
    int nm = sakura_legal_pairs(s, me, la_mine, SAKURA_MAX_PAIRS);
    int no = sakura_legal_pairs(s, 1 - me, la_opp, SAKURA_MAX_PAIRS), i, lastbad = -1;
    if (la_safe2(s, me, played, no, &lastbad)) return 0;
    for (i = 0; i < nm; i++)
        if (la_safe2(s, me, &la_mine[i], no, &lastbad)) return 0;
    return 1;
}

/* every turn of `me` but the last: was the pair played exposed (some reply
 * wins at once), with a safe pair at hand?  ex[safe_exists][0] counts the
 * exposed turns, ex[.][1] the killing replies among the opponent's pairs,
 * ex[.][2] the opponent's pairs */
static void la_exposure(const sakura_state *rows, sakura_pair (*played)[2], int n, int me,
                        long ex[2][3])
{
    static sakura_pair opp[SAKURA_MAX_PAIRS];
    int L, j, no, kills;
    for (L = 0; L < n; L++) {
        no = sakura_legal_pairs(&rows[L], 1 - me, opp, SAKURA_MAX_PAIRS);
        for (kills = 0, j = 0; j < no; j++) kills += la_loses(&rows[L], me, &played[L][me], &opp[j]);
        if (kills) {
            int safe = !la_lost1(&rows[L], me, NULL);
            ex[safe][0]++;
            ex[safe][1] += kills;
            ex[safe][2] += no;
        }
    }
}

enum { LA_AVOID1, LA_WALKED, LA_FORCED2, LA_FORCED1_FIRST, LA_NCLASS };
static const char *const la_class_name[LA_NCLASS] = {
    "avoidable-in-one", "walked-into-a-trap", "forced-two-ahead", "forced-on-turn-1"};

int main(int argc, char **argv)
{
    static sakura_state rows[SAKURA_MAX_TURNS + 2];
    static sakura_pair played[SAKURA_MAX_TURNS + 1][2];
    int count[2][LA_NCLASS], i, c, r, games = 0, losses = 0;
    long ex[2][3];
    memset(count, 0, sizeof count);
    memset(ex, 0, sizeof ex);
    if (argc < 3) {
        fprintf(stderr, "usage: sakura-loss-anatomy NAME REPLAY.json...\n");
        return 2;
    }
    for (i = 2; i < argc; i++) {
        char buf[2][64];
        int me, n, L, cls, rc;
        sakura_pair safe;
        rc = srf_open("sakura-loss-anatomy", argv[i], argv[1], rows, played, &n, &me, 0);
        if (rc < 0) return 2;
        if (rc > 0) continue;
        games++;
        la_exposure(rows, played, n, me, ex);
        if (!rows[n].over || rows[n].winner != 2 - me ||
            (rows[n].reason != SAKURA_END_HP && rows[n].reason != SAKURA_END_OUT))
            continue;
        losses++;
        L = n - 1; /* index of the losing turn's start */
        if (!la_lost1(&rows[L], me, &safe)) cls = LA_AVOID1;
        else if (L == 0) cls = LA_FORCED1_FIRST;
        else cls = la_trap2(&rows[L - 1], me, &played[L - 1][me]) ? LA_FORCED2 : LA_WALKED;
        r = rows[n].reason == SAKURA_END_OUT;
        count[r][cls]++;
        printf("%s %s %d %s", argv[i], r ? "out" : "hp", rows[L].turn, la_class_name[cls]);
        if (cls == LA_AVOID1) { /* what was played, and a pair no reply beats this turn */
            sakura_format_pair(&played[L][me], buf[0], sizeof buf[0]);
            sakura_format_pair(&safe, buf[1], sizeof buf[1]);
            printf(" (played %s, safe %s)", buf[0], buf[1]);
        }
        printf("\n");
        fflush(stdout);
    }
    printf("# %d games of %s, %d knock-out or ring-out losses\n", games, argv[1], losses);
    for (r = 0; r < 2; r++) {
        printf("# %s:", r ? "out" : "hp");
        for (c = 0; c < LA_NCLASS; c++) printf(" %s %d", la_class_name[c], count[r][c]);
        printf("\n");
    }
    for (r = 0; r < 2; r++)
        printf("# turns played exposed to a killing reply, %s: %ld (killing replies %.1f%% of the opponent's pairs)\n",
               r ? "a safe pair at hand" : "no safe pair", ex[r][0], ex[r][2] ? 100.0 * ex[r][1] / ex[r][2] : 0.0);
    return 0;
}
