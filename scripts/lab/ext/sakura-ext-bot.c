/*
 * sakura-ext-bot: a Sakura Duel bot nobody on the team wrote.  A helper wrote
 * it on 2026-12-05 from docs/rules/sakura-duel.md only, without reading the
 * kit's sources, our AI or our peers, and tuned it against bin/sakura-greedy
 * and bin/sakura-duct alone.  It shares no code with the kit on purpose (its
 * own engine, checked by --selftest against the rules' worked examples), so it
 * is kept as it was written, outside src/.  Built by scripts/lab/ext-build.sh;
 * figures in docs/lab/sakura-ai.md (2026-12-05).
 *
 * Engine: own implementation of the rules (section 3 phases, movement
 * rule, pushes, cooldowns, blessings, turn-60 tiebreak).
 * Search: each turn is a simultaneous-move matrix game over the two
 * players' legal action pairs.  Payoffs come from simulating the whole
 * turn and scoring the result with a heuristic evaluation that includes a
 * one-turn tactical look-ahead (threat tables).  The game is solved by
 * double oracle: a restricted game is solved with regret matching+, then
 * each side's best response over ALL its legal pairs (against the other's
 * mixed strategy) is added, until no side can improve or time runs out.
 *
 * Usage: sakura-ext-bot [SEED]      sakura-ext-bot --selftest
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include <time.h>

/* ------------------------------------------------------------------ */
/* geometry and constants                                              */
static const int DR[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
static const int DC[8] = {0, 1, 0, -1, 1, 1, -1, -1};
static const char *const DNAME[8] = {"U", "R", "D", "L", "UR", "DR", "DL", "UL"};
static const int CD[8] = {0, 0, 1, 2, 2, 2, 1, 2};

#define INSIDE(r, c) ((r) >= 1 && (r) <= 7 && (c) >= 1 && (c) <= 7)

typedef struct {
    int8_t r[2], c[2];
    int8_t hp[2], bl[2];
    int8_t turn;          /* turn about to be played (1..60) */
    int8_t res;           /* 0 ongoing, 1 p1 wins, 2 p2 wins, 3 draw */
    int8_t rdy[2][8];     /* first turn a technique is usable */
    int8_t vr, vc;        /* vein */
} St;

/* an action is k*8+d; a pair is a1 | a2<<8 */
#define ACT(k, d) ((k) * 8 + (d))
#define PAIR(a1, a2) ((uint16_t)((a1) | ((a2) << 8)))

/* ------------------------------------------------------------------ */
/* rng                                                                 */
static uint64_t rng_s = 0x9E3779B97F4A7C15ULL;
static uint64_t rng_next(void)
{
    uint64_t x = rng_s;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    return rng_s = x;
}
static double rng_unit(void) { return (rng_next() >> 11) * (1.0 / 9007199254740992.0); }

/* ------------------------------------------------------------------ */
/* clock                                                               */
static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* ------------------------------------------------------------------ */
/* engine                                                              */

/* movement rule (section 3.7).  present[i]: player i occupies a cell.
 * has[i]: player i tries to move to (tr,tc) (an inside cell). ok[i] out. */
static void move_rule(const int pr[2], const int pc[2], const int present[2],
                      const int has[2], const int tr[2], const int tc[2], int ok[2])
{
    ok[0] = has[0]; ok[1] = has[1];
    if (has[0] && has[1]) {
        if (tr[0] == tr[1] && tc[0] == tc[1]) { ok[0] = ok[1] = 0; return; }
        if (tr[0] == pr[1] && tc[0] == pc[1] && tr[1] == pr[0] && tc[1] == pc[0]) { ok[0] = ok[1] = 0; return; }
    }
    int o0 = ok[0], o1 = ok[1];
    for (int i = 0; i < 2; i++) {
        int j = 1 - i;
        if (!(i ? o1 : o0)) continue;
        if (present[j] && tr[i] == pr[j] && tc[i] == pc[j]) {
            int jmoves = (j ? o1 : o0);
            ok[i] = jmoves;
        }
    }
}

/* is (ar,ac) in the guard zone of a guard at (gr,gc) facing d? */
static int in_guard_zone(int gr, int gc, int d, int ar, int ac)
{
    int dr = ar - gr, dc = ac - gc;
    if (dr == DR[d] && dc == DC[d]) return 1;
    if (dr == 2 * DR[d] && dc == 2 * DC[d]) return 1;
    int s1 = (d + 1) & 3, s2 = (d + 3) & 3;
    if (dr == DR[d] + DR[s1] && dc == DC[d] + DC[s1]) return 1;
    if (dr == DR[d] + DR[s2] && dc == DC[d] + DC[s2]) return 1;
    return 0;
}

/* one action step; returns nonzero when the game ended */
static int do_step(St *s, int a0, int a1)
{
    int k[2] = {a0 >> 3, a1 >> 3}, d[2] = {a0 & 7, a1 & 7};
    int pr[2] = {s->r[0], s->r[1]}, pc[2] = {s->c[0], s->c[1]};
    int present[2] = {1, 1};
    int has[2], tr[2], tc[2], ok[2];

    /* 3.1 flash */
    if (k[0] == 7 || k[1] == 7) {
        for (int i = 0; i < 2; i++) {
            has[i] = 0;
            if (k[i] == 7) {
                tr[i] = pr[i] + 2 * DR[d[i]]; tc[i] = pc[i] + 2 * DC[d[i]];
                has[i] = INSIDE(tr[i], tc[i]);
            }
        }
        move_rule(pr, pc, present, has, tr, tc, ok);
        for (int i = 0; i < 2; i++) if (ok[i]) { pr[i] = tr[i]; pc[i] = tc[i]; }
    }

    int hit[2] = {0, 0}, dmg[2] = {0, 0}, push[2] = {0, 0}, cancel[2] = {0, 0};
    /* 3.2 guard and thrust */
    for (int i = 0; i < 2; i++) {
        if (k[i] != 2) continue;
        int j = 1 - i;
        for (int m = 1; m <= 2; m++) {
            if (pr[j] == pr[i] + m * DR[d[i]] && pc[j] == pc[i] + m * DC[d[i]]) {
                if (k[j] == 5 && in_guard_zone(pr[j], pc[j], d[j], pr[i], pc[i])) break;
                hit[i] = 1; dmg[i] = 2; push[i] = 0; cancel[j] = 1;
                break;
            }
        }
    }
    /* 3.3 move and charge movement */
    if (k[0] == 1 || k[0] == 4 || k[1] == 1 || k[1] == 4) {
        for (int i = 0; i < 2; i++) {
            has[i] = 0;
            if ((k[i] == 1 || k[i] == 4) && !cancel[i]) {
                tr[i] = pr[i] + DR[d[i]]; tc[i] = pc[i] + DC[d[i]];
                has[i] = INSIDE(tr[i], tc[i]);
            }
        }
        move_rule(pr, pc, present, has, tr, tc, ok);
        for (int i = 0; i < 2; i++) if (ok[i]) { pr[i] = tr[i]; pc[i] = tc[i]; }
    }
    /* 3.4 sweep, charge, shatter */
    for (int i = 0; i < 2; i++) {
        int j = 1 - i, dd = d[i];
        int vr = pr[j] - pr[i], vc = pc[j] - pc[i];
        int h = 0;
        if (k[i] == 3) {
            int s1 = (dd + 1) & 3, s2 = (dd + 3) & 3;
            if ((vr == DR[dd] && vc == DC[dd]) ||
                (vr == DR[dd] + DR[s1] && vc == DC[dd] + DC[s1]) ||
                (vr == DR[dd] + DR[s2] && vc == DC[dd] + DC[s2]) ||
                (vr == DR[s1] && vc == DC[s1]) || (vr == DR[s2] && vc == DC[s2])) h = 1;
            if (h && k[j] == 5 && in_guard_zone(pr[j], pc[j], d[j], pr[i], pc[i])) h = 0;
            if (h) { hit[i] = 1; dmg[i] = 2; push[i] = 1; }
        } else if (k[i] == 4) {
            if ((vr == DR[dd] && vc == DC[dd]) || (vr == 2 * DR[dd] && vc == 2 * DC[dd])) h = 1;
            if (h && k[j] == 5 && in_guard_zone(pr[j], pc[j], d[j], pr[i], pc[i])) h = 0;
            if (h) { hit[i] = 1; dmg[i] = 3; push[i] = 2; }
        } else if (k[i] == 6) {
            if (vr == DR[dd] && vc == DC[dd]) { hit[i] = 1; dmg[i] = 2; push[i] = 1; }
        }
    }
    /* 3.5 comparison */
    if (hit[0] && hit[1]) {
        if (dmg[0] > dmg[1]) hit[1] = 0;
        else if (dmg[1] > dmg[0]) hit[0] = 0;
        else { dmg[0] = dmg[1] = 0; }
    }
    /* 3.6 damage and push */
    int rem[2] = {0, 0}, pd[2] = {0, 0}, out[2] = {0, 0};
    for (int i = 0; i < 2; i++) {
        if (!hit[i]) continue;
        int j = 1 - i;
        s->hp[j] -= dmg[i];
        rem[j] = push[i]; pd[j] = d[i];
    }
    while (rem[0] > 0 || rem[1] > 0) {
        for (int i = 0; i < 2; i++) {
            has[i] = 0;
            if (rem[i] > 0) {
                int nr = pr[i] + DR[pd[i]], nc = pc[i] + DC[pd[i]];
                if (!INSIDE(nr, nc)) { pr[i] = nr; pc[i] = nc; out[i] = 1; present[i] = 0; rem[i] = 0; }
                else { has[i] = 1; tr[i] = nr; tc[i] = nc; }
            }
        }
        if (!has[0] && !has[1]) break;
        move_rule(pr, pc, present, has, tr, tc, ok);
        for (int i = 0; i < 2; i++) {
            if (!has[i]) continue;
            if (ok[i]) { pr[i] = tr[i]; pc[i] = tc[i]; rem[i]--; }
            else rem[i] = 0;
        }
    }
    for (int i = 0; i < 2; i++) { s->r[i] = (int8_t)pr[i]; s->c[i] = (int8_t)pc[i]; }
    int l0 = out[0] || s->hp[0] <= 0, l1 = out[1] || s->hp[1] <= 0;
    if (l0 && l1) { s->res = 3; return 1; }
    if (l0) { s->res = 2; return 1; }
    if (l1) { s->res = 1; return 1; }
    return 0;
}

/* play one whole turn: p0 plays pair x, p1 plays pair y */
static void play_turn(St *s, uint16_t x, uint16_t y)
{
    int x1 = x & 255, x2 = x >> 8, y1 = y & 255, y2 = y >> 8;
    int t = s->turn;
    if ((x1 >> 3) >= 2) s->rdy[0][x1 >> 3] = (int8_t)(t + CD[x1 >> 3] + 1);
    if ((x2 >> 3) >= 2) s->rdy[0][x2 >> 3] = (int8_t)(t + CD[x2 >> 3] + 1);
    if ((y1 >> 3) >= 2) s->rdy[1][y1 >> 3] = (int8_t)(t + CD[y1 >> 3] + 1);
    if ((y2 >> 3) >= 2) s->rdy[1][y2 >> 3] = (int8_t)(t + CD[y2 >> 3] + 1);
    if (do_step(s, x1, y1)) return;
    if (do_step(s, x2, y2)) return;
    for (int i = 0; i < 2; i++)
        if (s->r[i] == s->vr && s->c[i] == s->vc) {
            s->bl[i]++;
            if (s->bl[i] >= 10) { s->res = (int8_t)(i + 1); return; }
        }
    if (t >= 60) {
        if (s->bl[0] != s->bl[1]) s->res = s->bl[0] > s->bl[1] ? 1 : 2;
        else if (s->hp[0] != s->hp[1]) s->res = s->hp[0] > s->hp[1] ? 1 : 2;
        else s->res = 3;
        return;
    }
    s->turn++;
}

/* legal pairs of player p */
static int legal_pairs(const St *s, int p, uint16_t *out)
{
    int acts[40], na = 0;
    int t = s->turn;
    acts[na++] = ACT(0, 0);
    for (int k = 1; k <= 7; k++) {
        if (k >= 2 && s->rdy[p][k] > t) continue;
        int nd = k == 7 ? 8 : 4;
        for (int d = 0; d < nd; d++) acts[na++] = ACT(k, d);
    }
    int n = 0;
    for (int i = 0; i < na; i++) {
        int a = acts[i], k = a >> 3, d = a & 7;
        if (k == 1 && !INSIDE(s->r[p] + DR[d], s->c[p] + DC[d])) continue;
        if (k == 7 && !INSIDE(s->r[p] + 2 * DR[d], s->c[p] + 2 * DC[d])) continue;
        for (int j = 0; j < na; j++) {
            int b = acts[j];
            if (k >= 2 && (b >> 3) == k) continue;
            out[n++] = PAIR(a, b);
        }
    }
    return n;
}

/* ------------------------------------------------------------------ */
/* evaluation                                                          */

/* threat tables: for an attacker with a technique mask, the best damage
 * it can do in one turn (two steps) to a victim standing still at
 * relative offset, and whether the hit pushes the victim out. computed
 * lazily for (attacker cell, victim cell, mask) by trying every pair of
 * the attacker against the victim's Wait Wait. */
static int8_t thr_dmg[49][49][64];   /* -1 unknown; else max damage */
static int8_t thr_out[49][49][64];   /* victim can be pushed out */

static void threat(int ar, int ac, int vr, int vc, int mask, int *dmg, int *out)
{
    if (abs(ar - vr) + abs(ac - vc) > 7) { *dmg = 0; *out = 0; return; }
    int ai = (ar - 1) * 7 + (ac - 1), vi = (vr - 1) * 7 + (vc - 1);
    if (thr_dmg[ai][vi][mask] < 0) {
        /* one sweep over every pair with all techniques available fills
         * the entries of all 64 masks */
        St s;
        memset(&s, 0, sizeof s);
        s.r[0] = (int8_t)ar; s.c[0] = (int8_t)ac; s.r[1] = (int8_t)vr; s.c[1] = (int8_t)vc;
        s.hp[0] = s.hp[1] = 50; s.turn = 1; s.vr = 0; s.vc = 0;
        for (int kk = 0; kk < 8; kk++) { s.rdy[0][kk] = 1; s.rdy[1][kk] = 1; }
        static uint16_t pairs[1200];
        int n = legal_pairs(&s, 0, pairs);
        int bestd[64], besto[64];
        memset(bestd, 0, sizeof bestd); memset(besto, 0, sizeof besto);
        for (int i = 0; i < n; i++) {
            St t = s;
            play_turn(&t, pairs[i], PAIR(0, 0));
            int dm = 50 - t.hp[1];
            int o = (t.res == 1);
            if (!dm && !o) continue;
            int k1 = (pairs[i] & 255) >> 3, k2 = pairs[i] >> 11;
            int need = (k1 >= 2 ? 1 << (k1 - 2) : 0) | (k2 >= 2 ? 1 << (k2 - 2) : 0);
            for (int m = 0; m < 64; m++)
                if ((m & need) == need) {
                    if (dm > bestd[m]) bestd[m] = dm;
                    if (o) besto[m] = 1;
                }
        }
        for (int m = 0; m < 64; m++) { thr_dmg[ai][vi][m] = (int8_t)bestd[m]; thr_out[ai][vi][m] = (int8_t)besto[m]; }
    }
    *dmg = thr_dmg[ai][vi][mask];
    *out = thr_out[ai][vi][mask];
}

static int avail_mask(const St *s, int p, int t)
{
    int m = 0;
    for (int k = 2; k < 8; k++) if (s->rdy[p][k] <= t) m |= 1 << (k - 2);
    return m;
}

/* tunables */
static double W_WIN = 300.0;
static double W_BL = 8.0, W_BL2 = 0.35;
static double W_HP = 2.0, W_LOWHP = 3.0;
static double W_VEIN = 2.0, W_ONVEIN = 1.0;
static double W_THR = 1.0, W_OUT = 10.0;
static double W_CD = 0.3, W_CDCH = 0.4;
static double W_CLOSER = 1.5;

static void parse_weights(const char *w)
{
    struct { const char *n; double *p; } tab[] = {
        {"WIN", &W_WIN}, {"BL", &W_BL}, {"BL2", &W_BL2}, {"HP", &W_HP}, {"LOWHP", &W_LOWHP},
        {"VEIN", &W_VEIN}, {"ONVEIN", &W_ONVEIN}, {"THR", &W_THR}, {"OUT", &W_OUT},
        {"CD", &W_CD}, {"CDCH", &W_CDCH}, {"CLOSER", &W_CLOSER}};
    char buf[512];
    snprintf(buf, sizeof buf, "%s", w);
    for (char *t = strtok(buf, ","); t; t = strtok(NULL, ",")) {
        char *e = strchr(t, '=');
        if (!e) continue;
        *e = 0;
        for (size_t i = 0; i < sizeof tab / sizeof tab[0]; i++)
            if (strcmp(tab[i].n, t) == 0) *tab[i].p = atof(e + 1);
    }
}

static double side_score(const St *s, int i)
{
    int j = 1 - i;
    double v = 0;
    int b = s->bl[i];
    v += W_BL * b + W_BL2 * b * b;
    int h = s->hp[i];
    v += W_HP * h;
    if (h <= 3) v -= W_LOWHP;
    if (h <= 5) v -= W_LOWHP * 0.5;
    int md = abs(s->r[i] - s->vr) + abs(s->c[i] - s->vc);
    int mdo = abs(s->r[j] - s->vr) + abs(s->c[j] - s->vc);
    v -= W_VEIN * (md > 8 ? 8 : md);
    if (md == 0) v += W_ONVEIN;
    if (md < mdo) v += W_CLOSER;
    /* threats next turn: j attacks i who stands still */
    int t = s->turn;
    int mj = avail_mask(s, j, t), mi = avail_mask(s, i, t);
    int dm, ou;
    threat(s->r[j], s->c[j], s->r[i], s->c[i], mj, &dm, &ou);
    v -= W_THR * dm;
    if (ou) v -= W_OUT;
    /* cooldowns */
    v += W_CD * __builtin_popcount(mi);
    if (mi & (1 << 2)) v += W_CDCH;
    return v;
}

/* value from player 0's view */
static double eval_state(const St *s)
{
    if (s->res) {
        if (s->res == 3) return 0;
        double w = W_WIN + (60 - s->turn) * 0.5;
        return s->res == 1 ? w : -w;
    }
    double turnsleft = 61 - s->turn;
    double v = side_score(s, 0) - side_score(s, 1);
    /* near the end the blessing lead decides */
    if (turnsleft < 10) {
        int db = s->bl[0] - s->bl[1];
        v += (10 - turnsleft) * 1.5 * (db > 0 ? 1 : db < 0 ? -1 : 0);
    }
    return v;
}

/* ------------------------------------------------------------------ */
/* search: double oracle over the depth-1 matrix game                  */

#define MAXP 1200
#define MAXS 64

static St root;
static int me;
static uint16_t allp[2][MAXP];
static int nall[2];
static uint16_t setp[2][MAXS];
static int nset[2];
static double M[MAXS][MAXS];      /* value for player me */
static double reg[2][MAXS], avg[2][MAXS];
static double strat[2][MAXS];

static double payoff(uint16_t mine, uint16_t theirs)
{
    St t = root;
    if (me == 0) play_turn(&t, mine, theirs); else play_turn(&t, theirs, mine);
    double v = eval_state(&t);
    return me == 0 ? v : -v;
}

static int in_set(int p, uint16_t x)
{
    for (int i = 0; i < nset[p]; i++) if (setp[p][i] == x) return 1;
    return 0;
}

static void add_to_set(int p, uint16_t x)
{
    int n = nset[p];
    setp[p][n] = x;
    reg[p][n] = 0; avg[p][n] = 0;
    if (p == 0) for (int j = 0; j < nset[1]; j++) M[n][j] = payoff(x, setp[1][j]);
    else for (int i = 0; i < nset[0]; i++) M[i][n] = payoff(setp[0][i], x);
    nset[p] = n + 1;
}

static void rm_current(int p, double *out)
{
    int n = nset[p];
    double sum = 0;
    for (int i = 0; i < n; i++) sum += reg[p][i] > 0 ? reg[p][i] : 0;
    for (int i = 0; i < n; i++) out[i] = sum > 0 ? (reg[p][i] > 0 ? reg[p][i] / sum : 0) : 1.0 / n;
}

static void solve_rm(int iters)
{
    int n0 = nset[0], n1 = nset[1];
    double s0[MAXS], s1[MAXS], u0[MAXS], u1[MAXS];
    for (int it = 1; it <= iters; it++) {
        rm_current(0, s0); rm_current(1, s1);
        double v = 0;
        for (int i = 0; i < n0; i++) {
            double a = 0;
            for (int j = 0; j < n1; j++) a += M[i][j] * s1[j];
            u0[i] = a; v += a * s0[i];
        }
        for (int j = 0; j < n1; j++) {
            double a = 0;
            for (int i = 0; i < n0; i++) a += M[i][j] * s0[i];
            u1[j] = -a;
        }
        for (int i = 0; i < n0; i++) { reg[0][i] += u0[i] - v; if (reg[0][i] < 0) reg[0][i] = 0; avg[0][i] += it * s0[i]; }
        for (int j = 0; j < n1; j++) { reg[1][j] += u1[j] + v; if (reg[1][j] < 0) reg[1][j] = 0; avg[1][j] += it * s1[j]; }
    }
    for (int p = 0; p < 2; p++) {
        double sum = 0;
        for (int i = 0; i < nset[p]; i++) sum += avg[p][i];
        for (int i = 0; i < nset[p]; i++) strat[p][i] = sum > 0 ? avg[p][i] / sum : 1.0 / nset[p];
    }
}

/* game value of the restricted game under strat */
static double restricted_value(void)
{
    double v = 0;
    for (int i = 0; i < nset[0]; i++)
        for (int j = 0; j < nset[1]; j++) v += strat[0][i] * strat[1][j] * M[i][j];
    return v;
}

/* best responses of side p (0 = me, maximizing) against the other's strat;
 * only the other's actions with weight >= 0.02 are used.  The K best are
 * returned in bx[]/bv[], best first. */
#define BRK 3
static int best_response(int p, uint16_t *bx, double *bv, double deadline, int *timed_out)
{
    int q = 1 - p;
    int idx[MAXS], ni = 0;
    double w[MAXS], wsum = 0;
    for (int i = 0; i < nset[q]; i++)
        if (strat[q][i] >= 0.02) { idx[ni] = i; w[ni] = strat[q][i]; wsum += w[ni]; ni++; }
    if (ni == 0) { idx[0] = 0; w[0] = 1; wsum = 1; ni = 1; }
    int nb = 0;
    *timed_out = 0;
    for (int a = 0; a < nall[p]; a++) {
        if ((a & 63) == 63 && now_ms() > deadline) { *timed_out = 1; break; }
        double v = 0;
        for (int t = 0; t < ni; t++) {
            uint16_t o = setp[q][idx[t]];
            double x = p == 0 ? payoff(allp[0][a], o) : -payoff(o, allp[1][a]);
            v += w[t] * x;
        }
        v /= wsum;
        if (nb < BRK || v > bv[nb - 1] + 1e-9) {
            int k = nb < BRK ? nb++ : BRK - 1;
            while (k > 0 && bv[k - 1] < v) { bv[k] = bv[k - 1]; bx[k] = bx[k - 1]; k--; }
            bv[k] = v; bx[k] = allp[p][a];
        }
    }
    return nb;
}

static int verbose = 0;
static double cap_ms = 30;

static uint16_t search(double budget_ms)
{
    double t0 = now_ms();
    double deadline = t0 + budget_ms;
    int opp = 1 - me;
    nall[0] = legal_pairs(&root, me, allp[0]);
    nall[1] = legal_pairs(&root, opp, allp[1]);
    nset[0] = nset[1] = 0;
    /* seeds: Wait Wait for both, then best responses to it */
    add_to_set(0, PAIR(0, 0));
    add_to_set(1, PAIR(0, 0));
    strat[0][0] = strat[1][0] = 1;
    int rounds = 0, to = 0;
    double lo = 0, hi = 0;
    for (;;) {
        uint16_t b0[BRK], b1[BRK];
        double v0[BRK], v1[BRK];
        int n0 = best_response(0, b0, v0, deadline, &to);
        if (to) break;
        int n1 = best_response(1, b1, v1, deadline, &to);
        if (to) break;
        rounds++;
        double rv = restricted_value();
        hi = v0[0]; lo = -v1[0];
        int added = 0;
        for (int i = 0; i < n0; i++)
            if (v0[i] > rv + 0.05 && !in_set(0, b0[i]) && nset[0] < MAXS) { add_to_set(0, b0[i]); added++; }
        for (int i = 0; i < n1; i++)
            if (-v1[i] < rv - 0.05 && !in_set(1, b1[i]) && nset[1] < MAXS) { add_to_set(1, b1[i]); added++; }
        if (!added) {
            if (hi - lo < 0.5) break;
            solve_rm(2000);
        } else
            solve_rm(400 + 20 * (nset[0] + nset[1]));
        if (now_ms() > deadline) break;
    }
    if (verbose)
        fprintf(stderr, "turn %d: rounds %d sets %d/%d bounds [%.2f, %.2f] value %.2f %.1fms\n",
                root.turn, rounds, nset[0], nset[1], lo, hi, restricted_value(), now_ms() - t0);
    /* sample from my strategy, dropping tiny weights */
    double sum = 0;
    for (int i = 0; i < nset[0]; i++) if (strat[0][i] >= 0.05) sum += strat[0][i];
    if (sum <= 0) {
        int bi = 0;
        for (int i = 1; i < nset[0]; i++) if (strat[0][i] > strat[0][bi]) bi = i;
        return setp[0][bi];
    }
    double x = rng_unit() * sum;
    for (int i = 0; i < nset[0]; i++) {
        if (strat[0][i] < 0.05) continue;
        x -= strat[0][i];
        if (x <= 0) return setp[0][i];
    }
    for (int i = nset[0] - 1; i >= 0; i--) if (strat[0][i] >= 0.05) return setp[0][i];
    return setp[0][0];
}

/* ------------------------------------------------------------------ */
/* protocol                                                            */

static void fmt_act(char *buf, int a)
{
    int k = a >> 3, d = a & 7;
    if (k == 0) sprintf(buf, "0");
    else sprintf(buf, "%d %s", k, DNAME[d]);
}


static int pair_is_legal(const St *s, int p, uint16_t x)
{
    uint16_t buf[MAXP];
    int n = legal_pairs(s, p, buf);
    for (int i = 0; i < n; i++) if (buf[i] == x) return 1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* self-test: the worked examples of section 4                         */
static St mk(int vr, int vc, int r1, int c1, int r2, int c2)
{
    St s;
    memset(&s, 0, sizeof s);
    s.vr = (int8_t)vr; s.vc = (int8_t)vc;
    s.r[0] = (int8_t)r1; s.c[0] = (int8_t)c1; s.r[1] = (int8_t)r2; s.c[1] = (int8_t)c2;
    s.hp[0] = s.hp[1] = 10; s.turn = 1;
    for (int p = 0; p < 2; p++) for (int k = 0; k < 8; k++) s.rdy[p][k] = 1;
    return s;
}

static int fails = 0;
#define CHECK(c) do { if (!(c)) { fprintf(stderr, "selftest FAIL line %d: %s\n", __LINE__, #c); fails++; } } while (0)

static int selftest(void)
{
    /* ex1 */
    St s = mk(2, 4, 4, 3, 4, 5);
    play_turn(&s, PAIR(ACT(1, 0), ACT(2, 1)), PAIR(ACT(1, 0), ACT(2, 3)));
    CHECK(s.r[0] == 3 && s.c[0] == 3 && s.r[1] == 3 && s.c[1] == 5);
    CHECK(s.hp[0] == 10 && s.hp[1] == 10 && s.res == 0 && s.turn == 2);
    CHECK(!pair_is_legal(&s, 0, PAIR(ACT(2, 1), 0)));
    CHECK(!pair_is_legal(&s, 1, PAIR(ACT(2, 3), 0)));
    play_turn(&s, PAIR(ACT(1, 0), 0), PAIR(ACT(1, 0), 0));
    CHECK(s.r[0] == 2 && s.c[0] == 3 && s.r[1] == 2 && s.c[1] == 5);
    CHECK(s.turn == 3 && pair_is_legal(&s, 0, PAIR(ACT(2, 1), 0)));
    /* ex2 */
    s = mk(1, 1, 4, 3, 4, 5);
    do_step(&s, ACT(2, 1), ACT(1, 0));
    CHECK(s.r[1] == 4 && s.c[1] == 5 && s.hp[1] == 8 && s.hp[0] == 10);
    /* ex3 */
    s = mk(1, 1, 4, 3, 4, 5);
    do_step(&s, ACT(4, 1), ACT(2, 3));
    CHECK(s.r[0] == 4 && s.c[0] == 3 && s.hp[0] == 10);
    CHECK(s.r[1] == 4 && s.c[1] == 7 && s.hp[1] == 7 && s.res == 0);
    /* ex4 */
    s = mk(1, 1, 4, 3, 4, 4);
    do_step(&s, ACT(3, 1), ACT(3, 3));
    CHECK(s.hp[0] == 10 && s.hp[1] == 10);
    CHECK(s.r[0] == 4 && s.c[0] == 2 && s.r[1] == 4 && s.c[1] == 5);
    /* ex5 */
    s = mk(1, 1, 4, 4, 4, 7);
    play_turn(&s, PAIR(ACT(4, 1), 0), PAIR(0, 0));
    CHECK(s.res == 1 && s.r[1] == 4 && s.c[1] == 8 && s.hp[1] == 7 && s.r[0] == 4 && s.c[0] == 5);
    /* ex6 */
    s = mk(2, 4, 2, 3, 6, 6);
    play_turn(&s, PAIR(ACT(1, 1), 0), PAIR(0, 0));
    CHECK(s.bl[0] == 1 && s.bl[1] == 0);
    /* legal pair count in the middle with nothing on cooldown: 945 */
    s = mk(1, 1, 4, 4, 6, 6);
    { uint16_t b[MAXP]; CHECK(legal_pairs(&s, 0, b) == 945); }
    /* flash over the opponent; flash into a standing opponent is blocked */
    s = mk(1, 1, 4, 3, 4, 4);
    do_step(&s, ACT(7, 1), 0);
    CHECK(s.r[0] == 4 && s.c[0] == 5);
    s = mk(1, 1, 4, 3, 4, 5);
    do_step(&s, ACT(7, 1), 0);
    CHECK(s.r[0] == 4 && s.c[0] == 3);
    /* follow a leaving player */
    s = mk(1, 1, 4, 3, 4, 4);
    do_step(&s, ACT(1, 1), ACT(1, 1));
    CHECK(s.c[0] == 4 && s.c[1] == 5);
    /* swap blocked */
    s = mk(1, 1, 4, 3, 4, 4);
    do_step(&s, ACT(1, 1), ACT(1, 3));
    CHECK(s.c[0] == 3 && s.c[1] == 4);
    /* guard in front blocks thrust, from behind does not */
    s = mk(1, 1, 4, 3, 4, 5);
    do_step(&s, ACT(2, 1), ACT(5, 3));
    CHECK(s.hp[1] == 10);
    s = mk(1, 1, 4, 3, 4, 5);
    do_step(&s, ACT(2, 1), ACT(5, 1));
    CHECK(s.hp[1] == 8);
    /* shatter ignores guard */
    s = mk(1, 1, 4, 3, 4, 4);
    do_step(&s, ACT(6, 1), ACT(5, 3));
    CHECK(s.hp[1] == 8 && s.c[1] == 5);
    /* sweep U pushes a side victim upwards */
    s = mk(1, 1, 4, 3, 4, 4);
    do_step(&s, ACT(3, 0), 0);
    CHECK(s.hp[1] == 8 && s.r[1] == 3 && s.c[1] == 4);
    /* double push out: draw */
    s = mk(7, 7, 1, 3, 1, 4);
    do_step(&s, ACT(3, 0), ACT(3, 0));
    CHECK(s.res == 3);
    /* step-2 knockout skips the blessing */
    s = mk(4, 4, 4, 4, 4, 2);
    s.hp[0] = 2;
    play_turn(&s, PAIR(0, 0), PAIR(0, ACT(2, 1)));
    CHECK(s.res == 2 && s.bl[0] == 0);
    if (fails == 0) printf("selftest ok\n");
    return fails ? 1 : 0;
}

/* ------------------------------------------------------------------ */
int main(int argc, char **argv)
{
    memset(thr_dmg, -1, sizeof thr_dmg);
    if (argc > 1 && strcmp(argv[1], "--selftest") == 0) return selftest();
    if (argc > 1) {
        uint64_t seed = strtoull(argv[1], NULL, 10);
        rng_s ^= seed * 0xD1B54A32D192ED03ULL;
        if (!rng_s) rng_s = 1;
    }
    if (getenv("EXT_VERBOSE")) verbose = 1;
    if (getenv("EXT_CAP")) cap_ms = atof(getenv("EXT_CAP"));
    if (getenv("EXT_W")) parse_weights(getenv("EXT_W"));
    char line[512];
    St s;
    memset(&s, 0, sizeof s);
    for (int p = 0; p < 2; p++) for (int k = 0; k < 8; k++) s.rdy[p][k] = 1;
    s.hp[0] = s.hp[1] = 10; s.turn = 1;
    while (fgets(line, sizeof line, stdin)) {
        double tstart = now_ms();
        if (strncmp(line, "INIT", 4) == 0) {
            int v[6] = {0};
            sscanf(line + 4, "%d %d %d %d %d %d", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5]);
            s.vr = (int8_t)v[0]; s.vc = (int8_t)v[1];
            s.r[0] = (int8_t)v[2]; s.c[0] = (int8_t)v[3]; s.r[1] = (int8_t)v[4]; s.c[1] = (int8_t)v[5];
            /* READY may be on the same read or the next line */
            if (strstr(line, "READY")) { me = strstr(line, "SECOND") ? 1 : 0; printf("OK\n"); fflush(stdout); }
        } else if (strncmp(line, "READY", 5) == 0) {
            me = strstr(line, "SECOND") ? 1 : 0;
            printf("OK\n");
            fflush(stdout);
        } else if (strncmp(line, "TURN", 4) == 0) {
            char *tok = strtok(line, " \t\r\n");
            int v[11], nv = 0;
            while (nv < 11 && (tok = strtok(NULL, " \t\r\n"))) v[nv++] = atoi(tok);
            if (nv < 11) continue;
            int time_left = v[0];
            s.turn = (int8_t)v[1];
            s.r[0] = (int8_t)v[2]; s.c[0] = (int8_t)v[3]; s.hp[0] = (int8_t)v[4]; s.bl[0] = (int8_t)v[5];
            s.r[1] = (int8_t)v[6]; s.c[1] = (int8_t)v[7]; s.hp[1] = (int8_t)v[8]; s.bl[1] = (int8_t)v[9];
            s.res = 0;
            /* opponent's previous actions: v[10] is the first code */
            {
                int k = v[10];
                char *rest[4]; int nr = 0;
                while (nr < 4 && (tok = strtok(NULL, " \t\r\n"))) rest[nr++] = tok;
                int pos = 0;
                int codes[2] = {k, 0};
                (void)codes;
                if (k > 0 && pos < nr) pos++; /* its direction */
                if (k >= 2 && s.turn > 1) s.rdy[1 - me][k] = (int8_t)(s.turn - 1 + CD[k] + 1);
                if (pos < nr) {
                    int k2 = atoi(rest[pos]);
                    if (k2 >= 2 && s.turn > 1) s.rdy[1 - me][k2] = (int8_t)(s.turn - 1 + CD[k2] + 1);
                }
            }
            root = s;
            /* time: keep a reserve, spread over the turns left */
            double avail = time_left - 230.0;
            int left = 61 - s.turn;
            double budget = avail / ((left < 8 ? left : 8) + 2.0);
            if (budget > cap_ms) budget = cap_ms;
            if (budget < 0.5) budget = 0.5;
            budget -= (now_ms() - tstart);
            if (budget < 0.3) budget = 0.3;
            uint16_t x = search(budget);
            if (!pair_is_legal(&s, me, x)) x = PAIR(0, 0);
            int a1 = x & 255, a2 = x >> 8;
            if ((a1 >> 3) >= 2) s.rdy[me][a1 >> 3] = (int8_t)(s.turn + CD[a1 >> 3] + 1);
            if ((a2 >> 3) >= 2) s.rdy[me][a2 >> 3] = (int8_t)(s.turn + CD[a2 >> 3] + 1);
            char b1[16], b2[16];
            fmt_act(b1, a1); fmt_act(b2, a2);
            printf("%s %s\n", b1, b2);
            fflush(stdout);
        } else if (strncmp(line, "FINISH", 6) == 0) {
            break;
        }
    }
    return 0;
}
