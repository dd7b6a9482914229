/*
 * sakura-mcts-bot: a second Sakura Duel searcher nobody on the team wrote,
 * of another kind than sakura-ext-bot (a tree several turns deep instead of
 * one turn's matrix game).  A helper wrote it on 2026-12-05 from
 * docs/rules/sakura-duel.md, docs/sakura-judge.md, docs/arena.md and the
 * README alone, without reading the kit's sources, our AI, our peers or the
 * other outside bot, and tuned it against bin/sakura-greedy and
 * bin/sakura-duct only (94.0% and 72.75%, 200 games each).  It shares no
 * code with the kit on purpose, so it is kept as it was written, outside
 * src/.  Built by scripts/lab/ext-build.sh; figures in
 * docs/lab/sakura-ai.md (2026-12-05).
 */
/*
 * sakura-mcts-bot.c -- Sakura Duel bot: simultaneous-move MCTS (decoupled UCT).
 *
 * Method: each turn a fresh SM-MCTS tree is grown from the current state.
 * Every node holds, for each player, a small set of candidate action pairs
 * (arms) chosen by a one-turn heuristic screen: at the root every legal
 * pair is scored (two passes: against random replies, then against the
 * opponent's best replies from pass one), deeper nodes screen the 25
 * move-only pairs plus random technique pairs.  Arms whose outcomes are
 * identical against every sampled reply are merged.  Each player picks its
 * arm independently by UCB1 on its own payoff (decoupled UCT); the joint
 * pair indexes a child, so the tree looks several turns ahead.  New leaves
 * are valued by a static evaluation (blessings, health, distance to the
 * vein, edge danger) squashed to [0,1]; terminal states score 1/0.5/0.
 * The move played is the most visited root arm.  Time: the judge's
 * remaining budget minus a reserve, spread over the expected remaining
 * turns, measured on our own monotonic clock too.
 *
 * Usage: sakura-mcts-bot [SEED] | sakura-mcts-bot --selftest
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ------------------------------------------------------------------ */
/* rules engine                                                        */
/* ------------------------------------------------------------------ */

static const int DR[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
static const int DC[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const char *DN[8] = {"U", "R", "D", "L", "UR", "DR", "DL", "UL"};
static const int CD[8] = {0, 0, 1, 2, 2, 2, 1, 2};

typedef struct {
    uint8_t code, dir;
} Act;
#define NACT 33
static Act ACT[NACT];

typedef struct {
    int8_t r[2], c[2];
    int8_t hp[2], bl[2];
    uint8_t av[2][8]; /* first turn a technique is usable */
    uint8_t turn;     /* turn to be played next */
    uint8_t vr, vc;
    int8_t over; /* 1 once finished */
    int8_t win;  /* -1 draw, 0 or 1 */
    int8_t ended_step; /* step in which the game ended (1/2), 0 = after turn */
} St;

static void init_acts(void)
{
    ACT[0].code = 0;
    ACT[0].dir = 0;
    for (int c = 1; c <= 6; c++)
        for (int d = 0; d < 4; d++) {
            ACT[1 + (c - 1) * 4 + d].code = (uint8_t)c;
            ACT[1 + (c - 1) * 4 + d].dir = (uint8_t)d;
        }
    for (int d = 0; d < 8; d++) {
        ACT[25 + d].code = 7;
        ACT[25 + d].dir = (uint8_t)d;
    }
}

static int act_index(int code, int dir)
{
    if (code == 0) return 0;
    if (code == 7) return 25 + dir;
    return 1 + (code - 1) * 4 + dir;
}

static inline int inb(int r, int c) { return r >= 1 && r <= 7 && c >= 1 && c <= 7; }

static void st_init(St *s, int vr, int vc, int r1, int c1, int r2, int c2)
{
    memset(s, 0, sizeof *s);
    s->vr = (uint8_t)vr;
    s->vc = (uint8_t)vc;
    s->r[0] = (int8_t)r1;
    s->c[0] = (int8_t)c1;
    s->r[1] = (int8_t)r2;
    s->c[1] = (int8_t)c2;
    s->hp[0] = s->hp[1] = 10;
    s->turn = 1;
    s->win = -1;
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < 8; k++) s->av[i][k] = 1;
}

/* movement rule (§3.7). targets may be off-board (push out: always leaves) */
static void moverule(St *s, const int want[2], const int tr[2], const int tc[2], int moved[2])
{
    moved[0] = moved[1] = 0;
    int w0 = want[0], w1 = want[1];
    if (w0 && w1) {
        if (tr[0] == tr[1] && tc[0] == tc[1]) return;
        if (tr[0] == s->r[1] && tc[0] == s->c[1] && tr[1] == s->r[0] && tc[1] == s->c[0]) return;
    }
    int e0 = w0 && tr[0] == s->r[1] && tc[0] == s->c[1];
    int e1 = w1 && tr[1] == s->r[0] && tc[1] == s->c[0];
    if (e0) {
        moved[1] = w1;
        moved[0] = moved[1];
    } else if (e1) {
        moved[0] = w0;
        moved[1] = moved[0];
    } else {
        moved[0] = w0;
        moved[1] = w1;
    }
    for (int i = 0; i < 2; i++)
        if (moved[i]) {
            s->r[i] = (int8_t)tr[i];
            s->c[i] = (int8_t)tc[i];
        }
}

/* is (ar,ac) in the guard zone of player j guarding direction g */
static int in_guard(const St *s, int j, int g, int ar, int ac)
{
    if (g < 0) return 0;
    int pr = s->r[j], pc = s->c[j];
    int fr = pr + DR[g], fc = pc + DC[g];
    if (ar == fr && ac == fc) return 1;
    int s1 = (g + 1) & 3, s2 = (g + 3) & 3;
    if (ar == fr + DR[s1] && ac == fc + DC[s1]) return 1;
    if (ar == fr + DR[s2] && ac == fc + DC[s2]) return 1;
    if (ar == pr + 2 * DR[g] && ac == pc + 2 * DC[g]) return 1;
    return 0;
}

static void step(St *s, Act a0, Act a1)
{
    Act a[2] = {a0, a1};
    int want[2], tr[2], tc[2], mv[2];
    /* 3.1 flash */
    for (int i = 0; i < 2; i++) {
        want[i] = 0;
        if (a[i].code == 7) {
            tr[i] = s->r[i] + 2 * DR[a[i].dir];
            tc[i] = s->c[i] + 2 * DC[a[i].dir];
            want[i] = inb(tr[i], tc[i]);
        }
    }
    if (want[0] || want[1]) moverule(s, want, tr, tc, mv);
    /* 3.2 guard & thrust */
    int g[2];
    for (int i = 0; i < 2; i++) g[i] = a[i].code == 5 ? a[i].dir : -1;
    int hit[2] = {0, 0}, dmg[2] = {0, 0}, push[2] = {0, 0}, pdir[2] = {0, 0};
    int cancel[2] = {0, 0};
    for (int i = 0; i < 2; i++) {
        if (a[i].code != 2) continue;
        int j = 1 - i, d = a[i].dir;
        int r1 = s->r[i] + DR[d], c1 = s->c[i] + DC[d];
        int r2 = r1 + DR[d], c2 = c1 + DC[d];
        if ((s->r[j] == r1 && s->c[j] == c1) || (s->r[j] == r2 && s->c[j] == c2)) {
            if (!in_guard(s, j, g[j], s->r[i], s->c[i])) {
                hit[i] = 1;
                dmg[i] = 2;
                push[i] = 0;
                pdir[i] = d;
                cancel[j] = 1;
            }
        }
    }
    /* 3.3 moves and charge moves */
    int any = 0;
    for (int i = 0; i < 2; i++) {
        want[i] = 0;
        if ((a[i].code == 1 || a[i].code == 4) && !cancel[i]) {
            tr[i] = s->r[i] + DR[a[i].dir];
            tc[i] = s->c[i] + DC[a[i].dir];
            want[i] = inb(tr[i], tc[i]);
            any |= want[i];
        }
    }
    if (any) moverule(s, want, tr, tc, mv);
    /* 3.4 sweep, charge, shatter */
    for (int i = 0; i < 2; i++) {
        int code = a[i].code;
        if (code != 3 && code != 4 && code != 6) continue;
        int j = 1 - i, d = a[i].dir;
        int pr = s->r[i], pc = s->c[i], vr = s->r[j], vc = s->c[j];
        int h = 0;
        if (code == 3) {
            int s1 = (d + 1) & 3, s2 = (d + 3) & 3;
            int fr = pr + DR[d], fc = pc + DC[d];
            if ((vr == fr && vc == fc) || (vr == fr + DR[s1] && vc == fc + DC[s1]) ||
                (vr == fr + DR[s2] && vc == fc + DC[s2]) || (vr == pr + DR[s1] && vc == pc + DC[s1]) ||
                (vr == pr + DR[s2] && vc == pc + DC[s2]))
                h = !in_guard(s, j, g[j], pr, pc);
            if (h) {
                dmg[i] = 2;
                push[i] = 1;
            }
        } else if (code == 4) {
            int r1 = pr + DR[d], c1 = pc + DC[d];
            if ((vr == r1 && vc == c1) || (vr == r1 + DR[d] && vc == c1 + DC[d]))
                h = !in_guard(s, j, g[j], pr, pc);
            if (h) {
                dmg[i] = 3;
                push[i] = 2;
            }
        } else {
            if (vr == pr + DR[d] && vc == pc + DC[d]) h = 1;
            if (h) {
                dmg[i] = 2;
                push[i] = 1;
            }
        }
        if (h) {
            hit[i] = 1;
            pdir[i] = d;
        }
    }
    /* 3.5 comparison */
    if (hit[0] && hit[1]) {
        if (dmg[0] > dmg[1]) {
            hit[1] = 0;
        } else if (dmg[1] > dmg[0]) {
            hit[0] = 0;
        } else {
            dmg[0] = dmg[1] = 0;
        }
    }
    /* 3.6 damage and push */
    int rem[2] = {0, 0}, dir2[2] = {0, 0}, out[2] = {0, 0};
    for (int i = 0; i < 2; i++)
        if (hit[i]) {
            int j = 1 - i;
            s->hp[j] = (int8_t)(s->hp[j] - dmg[i]);
            rem[j] = push[i];
            dir2[j] = pdir[i];
        }
    while (rem[0] > 0 || rem[1] > 0) {
        for (int j = 0; j < 2; j++) {
            want[j] = rem[j] > 0 && !out[j];
            if (want[j]) {
                tr[j] = s->r[j] + DR[dir2[j]];
                tc[j] = s->c[j] + DC[dir2[j]];
            }
        }
        moverule(s, want, tr, tc, mv);
        for (int j = 0; j < 2; j++) {
            if (!want[j]) continue;
            if (mv[j]) {
                rem[j]--;
                if (!inb(s->r[j], s->c[j])) {
                    out[j] = 1;
                    rem[j] = 0;
                }
            } else
                rem[j] = 0;
        }
    }
    /* 3.8 ending */
    int lose0 = s->hp[0] <= 0 || !inb(s->r[0], s->c[0]);
    int lose1 = s->hp[1] <= 0 || !inb(s->r[1], s->c[1]);
    if (lose0 || lose1) {
        s->over = 1;
        s->win = (int8_t)((lose0 && lose1) ? -1 : (lose0 ? 1 : 0));
    }
}

static inline int is_tech(int code) { return code >= 2; }

/* pair index p = a1*33 + a2 */
static void play_turn(St *s, int p0, int p1)
{
    Act A[2][2];
    int p[2] = {p0, p1};
    for (int i = 0; i < 2; i++) {
        A[i][0] = ACT[p[i] / NACT];
        A[i][1] = ACT[p[i] % NACT];
        for (int k = 0; k < 2; k++)
            if (is_tech(A[i][k].code)) s->av[i][A[i][k].code] = (uint8_t)(s->turn + CD[A[i][k].code] + 1);
    }
    step(s, A[0][0], A[1][0]);
    if (s->over) {
        s->ended_step = 1;
        return;
    }
    step(s, A[0][1], A[1][1]);
    if (s->over) {
        s->ended_step = 2;
        return;
    }
    for (int i = 0; i < 2; i++)
        if (s->r[i] == s->vr && s->c[i] == s->vc) {
            s->bl[i]++;
            if (s->bl[i] >= 10) {
                s->over = 1;
                s->win = (int8_t)i;
                return;
            }
        }
    if (s->turn >= 60) {
        s->over = 1;
        if (s->bl[0] != s->bl[1])
            s->win = (int8_t)(s->bl[0] > s->bl[1] ? 0 : 1);
        else if (s->hp[0] != s->hp[1])
            s->win = (int8_t)(s->hp[0] > s->hp[1] ? 0 : 1);
        else
            s->win = -1;
        return;
    }
    s->turn++;
}

static int legal_single(const St *s, int i, int a, int first)
{
    Act x = ACT[a];
    if (is_tech(x.code) && s->av[i][x.code] > s->turn) return 0;
    if (first) {
        if (x.code == 1 && !inb(s->r[i] + DR[x.dir], s->c[i] + DC[x.dir])) return 0;
        if (x.code == 7 && !inb(s->r[i] + 2 * DR[x.dir], s->c[i] + 2 * DC[x.dir])) return 0;
    }
    return 1;
}

static int legal_pair(const St *s, int i, int p)
{
    int a1 = p / NACT, a2 = p % NACT;
    if (!legal_single(s, i, a1, 1) || !legal_single(s, i, a2, 0)) return 0;
    if (is_tech(ACT[a1].code) && ACT[a1].code == ACT[a2].code) return 0;
    return 1;
}

static int list_pairs(const St *s, int i, uint16_t *out)
{
    int f[NACT], nf = 0, sc[NACT], ns = 0, n = 0;
    for (int a = 0; a < NACT; a++) {
        if (legal_single(s, i, a, 1)) f[nf++] = a;
        if (legal_single(s, i, a, 0)) sc[ns++] = a;
    }
    for (int x = 0; x < nf; x++)
        for (int y = 0; y < ns; y++) {
            int c1 = ACT[f[x]].code, c2 = ACT[sc[y]].code;
            if (is_tech(c1) && c1 == c2) continue;
            out[n++] = (uint16_t)(f[x] * NACT + sc[y]);
        }
    return n;
}

/* ------------------------------------------------------------------ */
/* protocol helpers                                                    */
/* ------------------------------------------------------------------ */

static int parse_dir(const char *t)
{
    for (int d = 0; d < 8; d++)
        if (strcmp(t, DN[d]) == 0) return d;
    return -1;
}

/* parse actions from tokens; returns number of tokens consumed, -1 on error */
static int parse_act(char **tok, int ntok, int *a)
{
    if (ntok < 1) return -1;
    int code = atoi(tok[0]);
    if (code == 0) {
        *a = 0;
        return 1;
    }
    if (ntok < 2) return -1;
    int d = parse_dir(tok[1]);
    if (d < 0 || code < 1 || code > 7 || (code != 7 && d > 3)) return -1;
    *a = act_index(code, d);
    return 2;
}

static void fmt_act(int a, char *buf)
{
    if (ACT[a].code == 0)
        strcpy(buf, "0");
    else
        sprintf(buf, "%d %s", ACT[a].code, DN[ACT[a].dir]);
}

static int parse_pair_str(const char *str, int *p)
{
    char buf[128];
    char *tok[8];
    int n = 0;
    snprintf(buf, sizeof buf, "%s", str);
    for (char *t = strtok(buf, " "); t && n < 8; t = strtok(NULL, " ")) tok[n++] = t;
    int a1, a2;
    int k = parse_act(tok, n, &a1);
    if (k < 0) return -1;
    int k2 = parse_act(tok + k, n - k, &a2);
    if (k2 < 0) return -1;
    *p = a1 * NACT + a2;
    return 0;
}

/* ------------------------------------------------------------------ */
/* evaluation                                                          */
/* ------------------------------------------------------------------ */

static int EDGEV = 0;
static double MIXP = 0, MIXT = 0.5;
static double W_BL = 1.0, W_HP = 0.45, W_DIST = 0.30, W_EDGE = 0.9, W_EDGE1 = 0.4, W_CD = 1.0, W_LOW = 0.6, SQUASH = 0.55;

static double side_score(const St *s, int i)
{
    int j = 1 - i;
    double sc = 0;
    int b = s->bl[i];
    sc += W_BL * b + (b > 6 ? 0.35 * (b - 6) * (b - 6) : 0);
    int hp = s->hp[i];
    sc += W_HP * hp;
    if (hp <= 3) sc -= W_LOW * (4 - hp);
    int d = abs(s->r[i] - s->vr) + abs(s->c[i] - s->vc);
    sc -= W_DIST * (d > 6 ? 6 : d);
    int r = s->r[i], c = s->c[i];
    if (W_CD > 0) {
        static const double cw[8] = {0, 0, 0.10, 0.15, 0.25, 0.12, 0.10, 0.12};
        double a = 0;
        for (int k = 2; k < 8; k++)
            if (s->av[i][k] <= s->turn) a += cw[k];
        sc += W_CD * a;
    }
    int cheb = abs(r - s->r[j]);
    if (abs(c - s->c[j]) > cheb) cheb = abs(c - s->c[j]);
    if (cheb <= 3 || EDGEV) {
        int e0 = (r == 1 || r == 7) + (c == 1 || c == 7);
        int e1 = (r == 2 || r == 6) + (c == 2 || c == 6);
        double near = cheb <= 2 ? 1.0 : (cheb <= 3 || !EDGEV) ? 0.5 : (cheb <= 5 ? 0.3 : 0.1);
        int t = s->turn;
        int sweepish = s->av[j][3] <= t || s->av[j][6] <= t || s->av[j][4] <= t;
        int charge = s->av[j][4] <= t;
        sc -= near * (W_EDGE * e0 * (sweepish ? 1.0 : 0.4) + W_EDGE1 * e1 * (charge ? 1.0 : 0.2));
    }
    return sc;
}

/* value in [0,1] for player 0 */
static double evaluate(const St *s)
{
    if (s->over) return s->win < 0 ? 0.5 : (s->win == 0 ? 1.0 : 0.0);
    double sc = side_score(s, 0) - side_score(s, 1);
    /* close to the end the tiebreak dominates */
    int left = 60 - s->turn + 1;
    if (left < 10) sc += (10 - left) * 0.15 * ((s->bl[0] > s->bl[1]) - (s->bl[0] < s->bl[1]));
    return 1.0 / (1.0 + exp(-SQUASH * sc));
}

/* ------------------------------------------------------------------ */
/* rng, clock                                                          */
/* ------------------------------------------------------------------ */

static uint64_t rng_s = 0x9E3779B97F4A7C15ULL;
static inline uint64_t rnd(void)
{
    rng_s ^= rng_s << 13;
    rng_s ^= rng_s >> 7;
    rng_s ^= rng_s << 17;
    return rng_s;
}
static inline int rndn(int n) { return (int)((rnd() >> 33) % (uint64_t)n); }

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------------ */
/* candidate screening                                                 */
/* ------------------------------------------------------------------ */

#define KMAX 34
static int KROOT = 14, KDEEP = 7;
static int BRAUG = 2;
static double root_ms;
static double BUDCAP = 70, ESTCAP = 16;

typedef struct {
    uint16_t p;
    float sc;
    uint32_t h;
} Cand;

static int cmp_cand(const void *a, const void *b)
{
    float x = ((const Cand *)a)->sc, y = ((const Cand *)b)->sc;
    return (x < y) - (x > y);
}

static uint32_t st_hash(const St *s)
{
    uint32_t h = 2166136261u;
    const uint8_t *b = (const uint8_t *)s;
    for (size_t k = 0; k < 8; k++) { /* r,c,hp,bl */
        h ^= b[k];
        h *= 16777619u;
    }
    h ^= (uint32_t)s->over * 7u + (uint32_t)(s->win + 1) * 131u;
    h *= 16777619u;
    return h;
}

static int random_pair(const St *s, int i)
{
    for (int t = 0; t < 64; t++) {
        int p = rndn(NACT) * NACT + rndn(NACT);
        if (legal_pair(s, i, p)) return p;
    }
    return 0;
}

/* score candidate pairs of player i against replies opp[]; keep the best K distinct */
static int screen(const St *s, int i, const uint16_t *cands, int nc, const uint16_t *opp, int no, int K,
                  uint16_t *out, Cand *buf)
{
    for (int x = 0; x < nc; x++) {
        double sum = 0, mn = 1;
        uint32_t h = 0;
        for (int y = 0; y < no; y++) {
            St t = *s;
            if (i == 0)
                play_turn(&t, cands[x], opp[y]);
            else
                play_turn(&t, opp[y], cands[x]);
            double v = evaluate(&t);
            if (i == 1) v = 1 - v;
            sum += v;
            if (v < mn) mn = v;
            h = h * 0x9E3779B1u + st_hash(&t);
        }
        buf[x].p = cands[x];
        buf[x].sc = (float)(sum / no + 0.4 * mn + 1e-6 * (double)(rnd() & 1023));
        buf[x].h = h;
    }
    qsort(buf, (size_t)nc, sizeof(Cand), cmp_cand);
    int k = 0;
    for (int x = 0; x < nc && k < K; x++) {
        int dup = 0;
        for (int y = 0; y < x && !dup; y++)
            if (buf[y].h == buf[x].h) dup = 1;
        if (!dup) out[k++] = buf[x].p;
    }
    return k;
}

static Cand cbuf[1024];

static int screen_full(const St *s, int i, const uint16_t *oppbest, int nob, int K, uint16_t *out)
{
    uint16_t all[1100], opp[32];
    int n = list_pairs(s, i, all);
    int no = 0;
    opp[no++] = 0;
    for (int k = 0; k < nob; k++) opp[no++] = oppbest[k];
    while (no < (nob ? 12 : 10)) opp[no++] = (uint16_t)random_pair(s, 1 - i);
    return screen(s, i, all, n, opp, no, K, out, cbuf);
}

static int DEEPFULL = 0, NOPP_DEEP = 3;
static int screen_quick(const St *s, int i, int K, int nsamp, uint16_t *out)
{
    uint16_t c[1100], opp[4];
    int n = 0;
    if (DEEPFULL) {
        n = list_pairs(s, i, c);
        opp[0] = 0;
        opp[1] = (uint16_t)random_pair(s, 1 - i);
        return screen(s, i, c, n, opp, DEEPFULL, K, out, cbuf);
    }
    /* move / wait combos */
    static const int mv[5] = {0, 1, 2, 3, 4};
    for (int x = 0; x < 5; x++)
        for (int y = 0; y < 5; y++) {
            int p = mv[x] * NACT + mv[y];
            if (legal_pair(s, i, p)) c[n++] = (uint16_t)p;
        }
    for (int k = 0; k < nsamp; k++) c[n++] = (uint16_t)random_pair(s, i);
    int no = 0;
    opp[no++] = 0;
    while (no < NOPP_DEEP) opp[no++] = (uint16_t)random_pair(s, 1 - i);
    return screen(s, i, c, n, opp, no, K, out, cbuf);
}

/* ------------------------------------------------------------------ */
/* SM-MCTS with decoupled UCT                                          */
/* ------------------------------------------------------------------ */

typedef struct {
    St s;
    int32_t visits;
    int32_t child; /* offset into child pool, -1 = not expanded */
    uint8_t k[2];
    uint16_t arm[2][KMAX];
    float sum[2][KMAX];
    int32_t cnt[2][KMAX];
} Node;

#define MAXNODES 120000
#define CHILDPOOL (MAXNODES * 40)
static Node *nodes;
static int32_t *cpool;
static int nnodes, ncpool;
static double UCB_C = 0.35;
static int NSAMP_DEEP = 40;

static int new_node(const St *s)
{
    if (nnodes >= MAXNODES) return -1;
    Node *n = &nodes[nnodes];
    n->s = *s;
    n->visits = 0;
    n->child = -1;
    n->k[0] = n->k[1] = 0;
    return nnodes++;
}

static int expand(Node *n, int depth)
{
    (void)depth;
    int k0 = screen_quick(&n->s, 0, KDEEP, NSAMP_DEEP, n->arm[0]);
    int k1 = screen_quick(&n->s, 1, KDEEP, NSAMP_DEEP, n->arm[1]);
    if (ncpool + k0 * k1 > CHILDPOOL) return -1;
    n->k[0] = (uint8_t)k0;
    n->k[1] = (uint8_t)k1;
    n->child = ncpool;
    for (int x = 0; x < k0 * k1; x++) cpool[ncpool + x] = -1;
    ncpool += k0 * k1;
    memset(n->sum, 0, sizeof n->sum);
    memset(n->cnt, 0, sizeof n->cnt);
    return 0;
}

static int select_arm(Node *n, int i)
{
    int k = n->k[i], best = 0;
    double bv = -1e9, lg = log((double)n->visits + 1);
    for (int a = 0; a < k; a++) {
        double v;
        if (n->cnt[i][a] == 0)
            v = 1e6 + (double)(rnd() & 1023);
        else
            v = n->sum[i][a] / n->cnt[i][a] + UCB_C * sqrt(lg / n->cnt[i][a]);
        if (v > bv) {
            bv = v;
            best = a;
        }
    }
    return best;
}

static void iterate(void)
{
    int path[128], pa[128][2], np = 0;
    int cur = 0;
    double v;
    for (;;) {
        Node *n = &nodes[cur];
        if (n->s.over) {
            v = evaluate(&n->s);
            break;
        }
        if (n->child < 0) {
            if (n->visits == 0 || np >= 120 || expand(n, np) < 0) {
                v = evaluate(&n->s);
                break;
            }
        }
        int a0 = select_arm(n, 0), a1 = select_arm(n, 1);
        path[np] = cur;
        pa[np][0] = a0;
        pa[np][1] = a1;
        np++;
        int ci = n->child + a0 * n->k[1] + a1;
        if (cpool[ci] < 0) {
            St t = n->s;
            play_turn(&t, n->arm[0][a0], n->arm[1][a1]);
            int id = new_node(&t);
            if (id < 0) {
                v = evaluate(&t);
                break;
            }
            cpool[ci] = id;
            nodes[id].visits = 1;
            v = evaluate(&t);
            break;
        }
        cur = cpool[ci];
    }
    if (np == 0) nodes[cur].visits++;
    for (int x = np - 1; x >= 0; x--) {
        Node *n = &nodes[path[x]];
        n->visits++;
        n->sum[0][pa[x][0]] += (float)v;
        n->cnt[0][pa[x][0]]++;
        n->sum[1][pa[x][1]] += (float)(1 - v);
        n->cnt[1][pa[x][1]]++;
    }
}

static int search(const St *s, int me, double budget_ms, int *iters_out)
{
    double t0 = now_ms();
    nnodes = 0;
    ncpool = 0;
    int root = new_node(s);
    Node *r = &nodes[root];
    /* root screening: two passes */
    uint16_t b0[KMAX], b1[KMAX];
    int n0 = screen_full(s, 0, NULL, 0, 8, b0);
    int n1 = screen_full(s, 1, NULL, 0, 8, b1);
    int k0 = screen_full(s, 0, b1, n1, KROOT, r->arm[0]);
    int k1 = screen_full(s, 1, b0, n0, KROOT, r->arm[1]);
    if (BRAUG) {
        /* add each side's best reply to every arm of the other side */
        int kk[2] = {k0, k1};
        uint16_t all[2][1100];
        int na[2] = {list_pairs(s, 0, all[0]), list_pairs(s, 1, all[1])};
        int orig[2] = {k0, k1};
        for (int i = 0; i < 2; i++) {
            int j = 1 - i; /* j replies to i's arms */
            if (BRAUG == 2 && i != me) continue; /* mode 2: only the opponent's replies */
            for (int a = 0; a < orig[i] && kk[j] < KMAX; a++) {
                double bv = -1;
                int bp = 0;
                for (int x = 0; x < na[j]; x++) {
                    St t = *s;
                    if (j == 0)
                        play_turn(&t, all[j][x], r->arm[i][a]);
                    else
                        play_turn(&t, r->arm[i][a], all[j][x]);
                    double v = evaluate(&t);
                    if (j == 1) v = 1 - v;
                    if (v > bv) {
                        bv = v;
                        bp = all[j][x];
                    }
                }
                int dup = 0;
                for (int y = 0; y < kk[j]; y++)
                    if (r->arm[j][y] == bp) dup = 1;
                if (!dup) r->arm[j][kk[j]++] = (uint16_t)bp;
            }
        }
        k0 = kk[0];
        k1 = kk[1];
    }
    r->k[0] = (uint8_t)k0;
    r->k[1] = (uint8_t)k1;
    r->child = 0;
    root_ms = now_ms() - t0;
    for (int x = 0; x < k0 * k1; x++) cpool[x] = -1;
    ncpool = k0 * k1;
    memset(r->sum, 0, sizeof r->sum);
    memset(r->cnt, 0, sizeof r->cnt);
    r->visits = 1;
    int it = 0;
    while (1) {
        for (int q = 0; q < 4; q++) iterate();
        it += 4;
        if (now_ms() - t0 >= budget_ms) break;
        if (nnodes >= MAXNODES - 10) break;
    }
    if (iters_out) *iters_out = it;
    int best = 0;
    for (int a = 1; a < r->k[me]; a++)
        if (r->cnt[me][a] > r->cnt[me][best]) best = a;
    if (MIXP > 0) {
        double w[KMAX], tot = 0, mx = r->cnt[me][best];
        for (int a = 0; a < r->k[me]; a++) {
            double c = r->cnt[me][a];
            w[a] = c >= MIXT * mx ? pow(c / mx, MIXP) : 0;
            tot += w[a];
        }
        double u = (double)(rnd() >> 11) / 9007199254740992.0 * tot;
        for (int a = 0; a < r->k[me]; a++) {
            u -= w[a];
            if (u <= 0 && w[a] > 0) return r->arm[me][a];
        }
    }
    return r->arm[me][best];
}

/* ------------------------------------------------------------------ */
/* selftest                                                            */
/* ------------------------------------------------------------------ */

static int fails = 0;
#define CHECK(cond, msg)                                           \
    do {                                                           \
        if (!(cond)) {                                             \
            fprintf(stderr, "selftest FAIL: %s (%s)\n", msg, #cond); \
            fails++;                                               \
        }                                                          \
    } while (0)

static int P(const char *str)
{
    int p = -1;
    if (parse_pair_str(str, &p) < 0) {
        fprintf(stderr, "bad pair %s\n", str);
        exit(3);
    }
    return p;
}

static int selftest(void)
{
    St s;
    uint16_t buf[1100];
    /* example 1 */
    st_init(&s, 2, 4, 4, 3, 4, 5);
    CHECK(legal_pair(&s, 0, P("1 U 2 R")) && legal_pair(&s, 1, P("1 U 2 L")), "ex1 legal");
    play_turn(&s, P("1 U 2 R"), P("1 U 2 L"));
    CHECK(s.r[0] == 3 && s.c[0] == 3 && s.r[1] == 3 && s.c[1] == 5, "ex1 positions");
    CHECK(s.hp[0] == 10 && s.hp[1] == 10 && !s.over && s.turn == 2, "ex1 hp");
    CHECK(!legal_pair(&s, 0, P("2 R 0")) && !legal_pair(&s, 1, P("2 L 0")), "ex1 thrust cooldown t2");
    CHECK(!legal_pair(&s, 0, P("0 2 R")), "ex1 thrust cooldown t2 second");
    play_turn(&s, P("1 U 0"), P("1 U 0"));
    CHECK(s.r[0] == 2 && s.c[0] == 3 && s.r[1] == 2 && s.c[1] == 5 && s.bl[0] == 0 && s.bl[1] == 0, "ex1 turn2");
    CHECK(legal_pair(&s, 0, P("2 R 0")), "ex1 thrust usable t3");
    /* example 2 */
    st_init(&s, 1, 1, 4, 3, 4, 5);
    play_turn(&s, P("2 R 0"), P("1 U 0"));
    CHECK(s.hp[1] == 8 && s.r[1] == 4 && s.c[1] == 5 && s.hp[0] == 10, "ex2 thrust cancels move");
    /* example 3 */
    st_init(&s, 1, 1, 4, 3, 4, 5);
    play_turn(&s, P("4 R 0"), P("2 L 0"));
    CHECK(s.hp[0] == 10 && s.hp[1] == 7 && s.r[0] == 4 && s.c[0] == 3 && s.r[1] == 4 && s.c[1] == 7,
          "ex3 charge vs thrust");
    /* example 4 */
    st_init(&s, 1, 1, 4, 3, 4, 4);
    play_turn(&s, P("3 R 0"), P("3 L 0"));
    CHECK(s.hp[0] == 10 && s.hp[1] == 10 && s.c[0] == 2 && s.c[1] == 5 && s.r[0] == 4 && s.r[1] == 4,
          "ex4 sweep vs sweep");
    /* example 5 */
    st_init(&s, 1, 1, 4, 4, 4, 7);
    play_turn(&s, P("4 R 0"), P("0 0"));
    CHECK(s.over && s.win == 0 && s.ended_step == 1 && s.r[1] == 4 && s.c[1] == 8 && s.hp[1] == 7 &&
              s.r[0] == 4 && s.c[0] == 5,
          "ex5 charge pushes out");
    /* example 6 */
    st_init(&s, 2, 4, 2, 3, 6, 6);
    play_turn(&s, P("1 R 0"), P("0 0"));
    CHECK(s.bl[0] == 1 && s.bl[1] == 0 && s.r[0] == 2 && s.c[0] == 4, "ex6 blessing");
    /* §2: 945 legal pairs from the centre with nothing on cooldown */
    st_init(&s, 1, 1, 4, 4, 6, 6);
    CHECK(list_pairs(&s, 0, buf) == 945, "945 pairs");
    /* §2: same technique twice illegal, first-action move off board illegal, second ok */
    CHECK(!legal_pair(&s, 0, P("2 R 2 L")) && !legal_pair(&s, 0, P("7 U 7 D")) && legal_pair(&s, 0, P("1 U 1 U")),
          "same technique twice");
    st_init(&s, 1, 1, 1, 4, 6, 6);
    CHECK(!legal_pair(&s, 0, P("1 U 0")) && legal_pair(&s, 0, P("0 1 U")) && !legal_pair(&s, 0, P("7 U 0")) && legal_pair(&s, 0, P("0 7 U")),
          "first move off board");
    play_turn(&s, P("0 1 U"), P("0 0"));
    CHECK(s.r[0] == 1 && s.c[0] == 4 && !s.over, "second move off board stays");
    /* cooldown charged when game ends in step 1 */
    st_init(&s, 1, 1, 4, 4, 4, 7);
    play_turn(&s, P("4 R 3 L"), P("0 0"));
    CHECK(s.av[0][4] == 4 && s.av[0][3] == 4, "cooldown charged");
    /* guard blocks thrust from front, not from behind */
    st_init(&s, 1, 1, 4, 3, 4, 5);
    play_turn(&s, P("2 R 0"), P("5 L 0"));
    CHECK(s.hp[1] == 10, "guard blocks thrust");
    st_init(&s, 1, 1, 4, 3, 4, 5);
    play_turn(&s, P("2 R 0"), P("5 R 0"));
    CHECK(s.hp[1] == 8, "guard from behind");
    /* shatter ignores guard */
    st_init(&s, 1, 1, 4, 4, 4, 5);
    play_turn(&s, P("6 R 0"), P("5 L 0"));
    CHECK(s.hp[1] == 8 && s.c[1] == 6, "shatter ignores guard");
    /* flash over opponent */
    st_init(&s, 1, 1, 4, 3, 4, 4);
    play_turn(&s, P("7 R 0"), P("0 0"));
    CHECK(s.c[0] == 5, "flash jumps");
    /* move rule: follow leaving player */
    st_init(&s, 1, 1, 4, 3, 4, 4);
    play_turn(&s, P("1 R 0"), P("1 R 0"));
    CHECK(s.c[0] == 4 && s.c[1] == 5, "follow");
    st_init(&s, 1, 1, 4, 3, 4, 4);
    play_turn(&s, P("1 R 0"), P("0 0"));
    CHECK(s.c[0] == 3, "enter standing blocked");
    /* turn 60 tiebreak */
    st_init(&s, 1, 1, 4, 3, 6, 6);
    s.turn = 60;
    s.bl[1] = 2;
    play_turn(&s, P("0 0"), P("0 0"));
    CHECK(s.over && s.win == 1, "turn 60");
    if (fails) {
        fprintf(stderr, "selftest: %d failures\n", fails);
        return 1;
    }
    printf("selftest: all passed\n");
    return 0;
}

/* ------------------------------------------------------------------ */
/* main loop                                                           */
/* ------------------------------------------------------------------ */

int main(int argc, char **argv)
{
    init_acts();
    if (argc > 1 && strcmp(argv[1], "--selftest") == 0) return selftest();
    uint64_t seed = 12345;
    if (argc > 1) seed = strtoull(argv[1], NULL, 10);
    rng_s ^= seed * 0x2545F4914F6CDD1DULL;
    if (!rng_s) rng_s = 1;
    const char *e;
    if ((e = getenv("SMB_C"))) UCB_C = atof(e);
    if ((e = getenv("SMB_NS"))) NSAMP_DEEP = atoi(e);
    if ((e = getenv("SMB_KR"))) KROOT = atoi(e);
    if ((e = getenv("SMB_KD"))) KDEEP = atoi(e);
    if ((e = getenv("SMB_BC"))) BUDCAP = atof(e);
    if ((e = getenv("SMB_EC"))) ESTCAP = atof(e);
    if ((e = getenv("SMB_WE"))) W_EDGE = atof(e);
    if ((e = getenv("SMB_WE1"))) W_EDGE1 = atof(e);
    if ((e = getenv("SMB_WCD"))) W_CD = atof(e);
    if ((e = getenv("SMB_WH"))) W_HP = atof(e);
    if ((e = getenv("SMB_WD"))) W_DIST = atof(e);
    if ((e = getenv("SMB_SQ"))) SQUASH = atof(e);
    if ((e = getenv("SMB_NO"))) NOPP_DEEP = atoi(e);
    if (NOPP_DEEP < 1 || NOPP_DEEP > 4) NOPP_DEEP = 3;
    if ((e = getenv("SMB_EV"))) EDGEV = atoi(e);
    if ((e = getenv("SMB_MIX"))) MIXP = atof(e);
    if ((e = getenv("SMB_MIXT"))) MIXT = atof(e);
    if ((e = getenv("SMB_DF"))) DEEPFULL = atoi(e);
    if ((e = getenv("SMB_BR"))) BRAUG = atoi(e);
    if (KROOT > KMAX) KROOT = KMAX;
    if (KDEEP > KMAX) KDEEP = KMAX;
    int verbose = getenv("SMB_VERBOSE") != NULL;
    nodes = malloc(sizeof(Node) * MAXNODES);
    cpool = malloc(sizeof(int32_t) * CHILDPOOL);
    if (!nodes || !cpool) return 1;

    char line[512];
    St s;
    st_init(&s, 1, 1, 1, 2, 1, 3);
    int me = 0;
    double used = 0;
    while (fgets(line, sizeof line, stdin)) {
        double t0 = now_ms();
        char *tok[32];
        int n = 0;
        for (char *t = strtok(line, " \t\r\n"); t && n < 32; t = strtok(NULL, " \t\r\n")) tok[n++] = t;
        if (n == 0) continue;
        if (strcmp(tok[0], "INIT") == 0 && n >= 7) {
            st_init(&s, atoi(tok[1]), atoi(tok[2]), atoi(tok[3]), atoi(tok[4]), atoi(tok[5]), atoi(tok[6]));
        } else if (strcmp(tok[0], "READY") == 0) {
            me = (n >= 2 && strcmp(tok[1], "SECOND") == 0) ? 1 : 0;
            fputs("OK\n", stdout);
            fflush(stdout);
        } else if (strcmp(tok[0], "TURN") == 0 && n >= 11) {
            int timeleft = atoi(tok[1]);
            int turn = atoi(tok[2]);
            s.turn = (uint8_t)turn;
            s.r[0] = (int8_t)atoi(tok[3]);
            s.c[0] = (int8_t)atoi(tok[4]);
            s.hp[0] = (int8_t)atoi(tok[5]);
            s.bl[0] = (int8_t)atoi(tok[6]);
            s.r[1] = (int8_t)atoi(tok[7]);
            s.c[1] = (int8_t)atoi(tok[8]);
            s.hp[1] = (int8_t)atoi(tok[9]);
            s.bl[1] = (int8_t)atoi(tok[10]);
            s.over = 0;
            s.win = -1;
            if (turn > 1) {
                int a1, a2, k = parse_act(tok + 11, n - 11, &a1);
                if (k > 0 && parse_act(tok + 11 + k, n - 11 - k, &a2) > 0) {
                    int opp = 1 - me;
                    int cs[2] = {ACT[a1].code, ACT[a2].code};
                    for (int q = 0; q < 2; q++)
                        if (is_tech(cs[q])) s.av[opp][cs[q]] = (uint8_t)(turn - 1 + CD[cs[q]] + 1);
                }
            }
            double remaining = timeleft;
            if (1000.0 - used < remaining) remaining = 1000.0 - used;
            double reserve = 300;
            int left = 61 - turn;
            int est = left < (int)ESTCAP ? left : (int)ESTCAP;
            if (est < 1) est = 1;
            double budget = (remaining - reserve) / est;
            if (budget > BUDCAP) budget = BUDCAP;
            int p;
            int iters = 0;
            if (budget < 1.0) {
                uint16_t out[4];
                int k0 = screen_quick(&s, me, 1, 30, out);
                p = k0 > 0 ? out[0] : 0;
            } else {
                p = search(&s, me, budget - 0.4, &iters);
            }
            if (!legal_pair(&s, me, p)) p = 0;
            char b1[16], b2[16];
            fmt_act(p / NACT, b1);
            fmt_act(p % NACT, b2);
            int c1 = ACT[p / NACT].code, c2 = ACT[p % NACT].code;
            if (is_tech(c1)) s.av[me][c1] = (uint8_t)(turn + CD[c1] + 1);
            if (is_tech(c2)) s.av[me][c2] = (uint8_t)(turn + CD[c2] + 1);
            printf("%s %s\n", b1, b2);
            fflush(stdout);
            double dt = now_ms() - t0;
            used += dt;
            if (verbose)
                fprintf(stderr, "root %.2f turn %d budget %.1f took %.2f iters %d nodes %d left %d\n", root_ms, turn, budget, dt,
                        iters, nnodes, timeleft);
        } else if (strcmp(tok[0], "FINISH") == 0) {
            break;
        }
    }
    return 0;
}
