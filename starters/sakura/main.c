/*
 * Sakura Duel starter bot in C (docs/rules/sakura-duel.md).
 *
 * It speaks the protocol of §5: answers READY with OK, reads every TURN
 * line into plain variables, tracks both players' cooldowns (the judge
 * sends none), and replies with a legal pair chosen simply: Thrust when
 * the opponent stands in reach, else walk to the spirit vein, then Shatter
 * a neighbour or keep walking.  Replace choose() with your own thinking.
 *
 * Standard C only, no -lm:   gcc -std=gnu17 -O2 -o bot main.c
 * Before submitting:         bin/submission-check sakura main.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Action codes (§1): 0 Wait, 1 Move, 2 Thrust, 3 Sweep, 4 Charge, 5 Guard,
 * 6 Shatter, 7 Flash Step.  COOLDOWN[k]: turns a technique rests (§2). */
static const int COOLDOWN[8] = {0, 0, 1, 2, 2, 2, 1, 2};
/* directions 0..3 are U R D L (any action), 4..7 the diagonals (Flash Step only) */
static const char *const DIR_NAME[8] = {"U", "R", "D", "L", "UR", "DR", "DL", "UL"};
static const int DR[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
static const int DC[8] = {0, 1, 0, -1, 1, 1, -1, -1};

/* the game as plain variables; index 0 is player 1, 1 is player 2 */
static int vein_r, vein_c;            /* the spirit vein */
static int me;                        /* my index: 0 if READY FIRST, 1 if SECOND */
static int turn, time_left;           /* this turn (1..60), my remaining ms */
static int row[2], col[2], hp[2], bless[2];
static int ready[2][8];               /* first turn on which player p may use technique k */

static int inside(int r, int c) { return r >= 1 && r <= 7 && c >= 1 && c <= 7; }

/* §2: is the pair (k1 d1, k2 any direction) legal for me this turn? */
static int legal(int k1, int d1, int k2)
{
    if (k1 >= 2 && k1 == k2) return 0;                      /* a technique twice */
    if (ready[me][k1] > turn || ready[me][k2] > turn) return 0; /* on cooldown */
    if (k1 == 1 && !inside(row[me] + DR[d1], col[me] + DC[d1])) return 0;
    if (k1 == 7 && !inside(row[me] + 2 * DR[d1], col[me] + 2 * DC[d1])) return 0;
    return 1;
}

/* the cardinal direction from (r,c) towards (tr,tc) if it lies 1..reach cells
 * straight ahead, else -1 */
static int dir_in_line(int r, int c, int tr, int tc, int reach)
{
    for (int d = 0; d < 4; d++)
        for (int i = 1; i <= reach; i++)
            if (r + i * DR[d] == tr && c + i * DC[d] == tc) return d;
    return -1;
}

/* a cardinal step that brings (r,c) closer to (tr,tc), -1 if already there */
static int dir_toward(int r, int c, int tr, int tc)
{
    if (tr < r) return 0;
    if (tc > c) return 1;
    if (tr > r) return 2;
    if (tc < c) return 3;
    return -1;
}

/* THE THINKING GOES HERE: pick my two actions for this turn.  Everything
 * known is in the variables above (the opponent's cooldowns too, in
 * ready[1 - me]); time_left says how long you may think. */
static void choose(int *k1, int *d1, int *k2, int *d2)
{
    int r = row[me], c = col[me], orow = row[1 - me], ocol = col[1 - me];
    int d = dir_in_line(r, c, orow, ocol, 2);
    *k1 = 0; *d1 = 0; *k2 = 0; *d2 = 0;
    if (d >= 0 && ready[me][2] <= turn) {                    /* Thrust hits 2 cells */
        *k1 = 2; *d1 = d;
    } else if ((d = dir_toward(r, c, vein_r, vein_c)) >= 0) {
        *k1 = 1; *d1 = d; r += DR[d]; c += DC[d];           /* where I expect to stand */
    }
    d = dir_in_line(r, c, orow, ocol, 1);
    if (d >= 0 && *k1 != 6 && ready[me][6] <= turn) {        /* Shatter ignores Guard */
        *k2 = 6; *d2 = d;
    } else if ((d = dir_toward(r, c, vein_r, vein_c)) >= 0) {
        *k2 = 1; *d2 = d;
    }
    if (!legal(*k1, *d1, *k2)) { *k1 = 0; *k2 = 0; }    /* Wait Wait is always legal */
}

static void print_action(int k, int d)
{
    if (k == 0) printf("0");
    else printf("%d %s", k, DIR_NAME[d]);
}

int main(void)
{
    char buf[256];
    while (fgets(buf, sizeof buf, stdin)) {
        char *line = buf + strspn(buf, " \t");           /* blanks before the word */
        if (strncmp(line, "INIT", 4) == 0) {
            sscanf(line + 4, "%d %d %d %d %d %d", &vein_r, &vein_c, &row[0], &col[0], &row[1], &col[1]);
        } else if (strncmp(line, "READY", 5) == 0) {
            me = strstr(line, "SECOND") ? 1 : 0;
            printf("OK\n");
            fflush(stdout);                                 /* every reply, at once */
        } else if (strncmp(line, "TURN", 4) == 0) {
            /* TURN time turn r1 c1 hp1 b1 r2 c2 hp2 b2 OPP_A1 OPP_A2 */
            const char *sep = " \t\r\n";                    /* spaces or tabs between words */
            char *tok = strtok(line, sep);
            int v[10] = {0}, k1, d1, k2, d2;
            for (int i = 0; i < 10 && (tok = strtok(NULL, sep)); i++) v[i] = atoi(tok);
            time_left = v[0]; turn = v[1];
            row[0] = v[2]; col[0] = v[3]; hp[0] = v[4]; bless[0] = v[5];
            row[1] = v[6]; col[1] = v[7]; hp[1] = v[8]; bless[1] = v[9];
            /* the opponent's two actions of turn-1, each "0" or "k DIR" */
            while ((tok = strtok(NULL, sep))) {
                int k = atoi(tok);
                if (k > 0) strtok(NULL, sep);                /* its direction */
                if (k >= 2) ready[1 - me][k] = turn - 1 + COOLDOWN[k] + 1;
            }
            choose(&k1, &d1, &k2, &d2);
            if (k1 >= 2) ready[me][k1] = turn + COOLDOWN[k1] + 1;
            if (k2 >= 2) ready[me][k2] = turn + COOLDOWN[k2] + 1;
            print_action(k1, d1);
            printf(" ");
            print_action(k2, d2);
            printf("\n");
            fflush(stdout);
        } else if (strncmp(line, "FINISH", 6) == 0) {
            break;
        }
    }
    return 0;
}
