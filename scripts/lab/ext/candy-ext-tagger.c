/* candy-ext-tagger.c -- an outside tagger for Maki's Candy Hunt (--tagger-cmd).
 *
 * A yardstick nobody on the team wrote: a helper wrote it on 2026-12-05 from
 * docs/rules/candy-hunt.md and docs/candy-judge.md only, without reading the
 * kit's sources, our Maki or our taggers, and tuned it against bin/candy-naive
 * alone.  It shares no code with the kit on purpose (its own maze reader,
 * view and distances), so it is kept as it was written, outside src/.
 * Built by scripts/lab/ext-build.sh; figures in docs/lab/candy-ai.md Round 26.
 *
 * Method: an exact Bayesian (HMM) filter over Maki's state (cell, facing).
 *  - prior: uniform over inner passages except the tagger's start cell;
 *  - motion model: each turn Maki stays or steps to a neighbour, with a
 *    momentum bias (straight > turn > reverse) and a flight bias away from
 *    the tagger when she can see it or hears level 3;
 *  - evidence: the footsteps level heard (the judge's table, hard
 *    constraint), the tagger's own view (a sighting collapses the belief;
 *    an empty view clears every full cell of it), and "not caught" (Maki is
 *    never on the tagger's cell while the game goes on);
 *  - action: every legal action is scored on the belief predicted a few
 *    Maki steps ahead (intercept rather than follow): sum of belief x
 *    gamma^distance, plus the chance of seeing her from the new cell and
 *    facing, a small penalty for undoing the last step; a look-around is
 *    taken as the first action of an even turn when enough belief lies in
 *    what it would reveal.
 *
 * Usage: candy-ext-tagger [--footsteps a,b,c] [--seed S] [S] [--param name=value]...
 * The table: --footsteps, else $CANDY_FOOTSTEPS (set by candy-judge), else 3,6,10.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#define MAXN 23
#define MAXC (MAXN * MAXN)

static int N;
static char grid[MAXN + 2][MAXN + 2]; /* 1-based, '#' or '.' */
static int ncell;
static int cx[MAXC], cy[MAXC];
static int cid[MAXN + 2][MAXN + 2]; /* -1 for walls */
static int nb[MAXC][4];             /* neighbour index or -1; U R D L */
static int isinner[MAXC];
static unsigned short dist[MAXC][MAXC];
static int deg[MAXC];

static const int DX[4] = {-1, 0, 1, 0};
static const int DY[4] = {0, 1, 0, -1};
static const char DCH[4] = {'U', 'R', 'D', 'L'};

static int fa = 3, fb = 6, fc = 10; /* footsteps table */

/* parameters */
static double W_STRAIGHT = 1.0, W_TURN = 0.7, W_BACK = 0.15, W_STAY = 0.1;
static double FLEE = 3.0;      /* multiplier for moves away when alarmed */
static double GAMMA = 0.80;    /* distance kernel */
static int HORIZON = 2;        /* Maki steps predicted for the kernel */
static double LAMBDA_VIEW = 1.0;
static double LOOK_TH = 0.25;
static double BACK_PEN = 0.02;
static int ROLL_N = 0;         /* rollouts per candidate action (0: greedy only) */
static int ROLL_H = 20;        /* tagger actions per rollout */
static double SHAPE = 0.0;     /* reward of an unfinished rollout: SHAPE x 0.9^distance */
static double ROLL_MIN = 0.15; /* rollouts decide only when some action catches this often */
static double ROLL_BIAS = 0.03;

static double B[MAXC][4]; /* belief over (cell, facing) */

static unsigned long long rng_state = 0x9E3779B97F4A7C15ULL;
static unsigned long long rng_next(void)
{
    unsigned long long z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static double rng_unit(void) { return (rng_next() >> 11) * (1.0 / 9007199254740992.0); }

static int level_of(int d)
{
    if (d <= fa) return 3;
    if (d <= fb) return 2;
    if (d <= fc) return 1;
    return 0;
}

static int inb(int x, int y) { return x >= 1 && x <= N && y >= 1 && y <= N; }

static void bfs_all(void)
{
    static int q[MAXC];
    for (int s = 0; s < ncell; s++) {
        for (int i = 0; i < ncell; i++) dist[s][i] = 0xFFFF;
        int h = 0, t = 0;
        q[t++] = s;
        dist[s][s] = 0;
        while (h < t) {
            int u = q[h++];
            for (int d = 0; d < 4; d++) {
                int v = nb[u][d];
                if (v >= 0 && dist[s][v] == 0xFFFF) {
                    dist[s][v] = dist[s][u] + 1;
                    q[t++] = v;
                }
            }
        }
    }
}

/* full passage cells of the view from cell p facing d (look: all four) */
static int view_cells(int p, int d, int look, int *out)
{
    int n = 0;
    out[n++] = p;
    for (int k = 0; k < 4; k++) {
        if (!look && k != d) continue;
        int x = cx[p] + DX[k], y = cy[p] + DY[k];
        while (inb(x, y) && grid[x][y] == '.') {
            out[n++] = cid[x][y];
            x += DX[k];
            y += DY[k];
        }
    }
    return n;
}

/* does a character at m facing f see cell t (full cells)? */
static int sees(int m, int f, int t)
{
    if (m == t) return 1;
    int x = cx[m] + DX[f], y = cy[m] + DY[f];
    while (inb(x, y) && grid[x][y] == '.') {
        if (cid[x][y] == t) return 1;
        x += DX[f];
        y += DY[f];
    }
    return 0;
}

static double belief_sum(void)
{
    double s = 0;
    for (int c = 0; c < ncell; c++)
        for (int f = 0; f < 4; f++) s += B[c][f];
    return s;
}

static int normalize(void)
{
    double s = belief_sum();
    if (!(s > 1e-300)) return 0;
    for (int c = 0; c < ncell; c++)
        for (int f = 0; f < 4; f++) B[c][f] /= s;
    return 1;
}

/* the motion model: the weights of Maki's four steps (w[0..3], U R D L) and of
 * staying (w[4]) from cell c facing f, the tagger at tp; returns their sum */
static double maki_move_weights(int c, int f, int tp, double w[5])
{
    int dc = dist[tp][c];
    int alarmed = (level_of(dc) == 3) || sees(c, f, tp);
    double tot = 0;
    for (int d = 0; d < 4; d++) {
        int n = nb[c][d];
        if (n < 0) { w[d] = 0; continue; }
        double ww = (d == f) ? W_STRAIGHT : (d == ((f + 2) & 3)) ? W_BACK : W_TURN;
        if (alarmed) {
            int dn = dist[tp][n];
            if (dn > dc) ww *= FLEE;
            else if (dn < dc) ww /= FLEE;
        }
        if (n == tp) ww = 0; /* stepping on the tagger ends the game */
        w[d] = ww;
        tot += ww;
    }
    w[4] = W_STAY;
    return tot + W_STAY;
}

/* one Maki move; tagger at cell tp (for the flight bias) */
static void predict(double (*src)[4], double (*dst)[4], int tp)
{
    static double tmp[MAXC][4];
    memset(tmp, 0, sizeof(double) * ncell * 4);
    for (int c = 0; c < ncell; c++) {
        for (int f = 0; f < 4; f++) {
            double p = src[c][f];
            if (p <= 0) continue;
            double w[5];
            double tot = maki_move_weights(c, f, tp, w);
            for (int d = 0; d < 4; d++)
                if (w[d] > 0) tmp[nb[c][d]][d] += p * w[d] / tot;
            tmp[c][f] += p * w[4] / tot;
        }
    }
    memcpy(dst, tmp, sizeof(double) * ncell * 4);
}

static void clear_cell(int c)
{
    for (int f = 0; f < 4; f++) B[c][f] = 0;
}

static void reset_belief(int tp, int a, int inner_only)
{
    for (int c = 0; c < ncell; c++) {
        double v = (c != tp && (!inner_only || isinner[c]) && (a < 0 || level_of(dist[tp][c]) == a)) ? 1.0 : 0.0;
        for (int f = 0; f < 4; f++) B[c][f] = v;
    }
    if (!normalize()) {
        for (int c = 0; c < ncell; c++)
            for (int f = 0; f < 4; f++) B[c][f] = (c != tp) ? 1.0 : 0.0;
        normalize();
    }
}

static void observe(int tp, int tdir, int look, int seen, int mpos, int a)
{
    if (seen && mpos >= 0) {
        double fs[4], s = 0;
        for (int f = 0; f < 4; f++) { fs[f] = B[mpos][f]; s += fs[f]; }
        for (int c = 0; c < ncell; c++) clear_cell(c);
        for (int f = 0; f < 4; f++) B[mpos][f] = (s > 0) ? fs[f] / s : 0.25;
        return;
    }
    static int vc[MAXC * 4];
    int nv = view_cells(tp, tdir, look, vc);
    for (int i = 0; i < nv; i++) clear_cell(vc[i]);
    for (int c = 0; c < ncell; c++)
        if (level_of(dist[tp][c]) != a) clear_cell(c);
    if (!normalize()) {
        /* model mismatch (should not happen): restart from the evidence */
        reset_belief(tp, a, 0);
        for (int i = 0; i < nv; i++) clear_cell(vc[i]);
        if (!normalize()) reset_belief(tp, a, 0);
    }
}

static void marginal(double (*src)[4], double *m)
{
    for (int c = 0; c < ncell; c++) m[c] = src[c][0] + src[c][1] + src[c][2] + src[c][3];
}

static double kernel_score(int p, const double *m, const double *gpow)
{
    double s = 0;
    for (int c = 0; c < ncell; c++)
        if (m[c] > 0) s += m[c] * gpow[dist[p][c]];
    return s;
}

static double view_mass(int p, int d, int look, const double *m)
{
    static int vc[MAXC * 4];
    int nv = view_cells(p, d, look, vc);
    double s = 0;
    for (int i = 0; i < nv; i++) s += m[vc[i]];
    return s;
}


/* ---- Monte Carlo rollouts ---- */
static void maki_sample(int c, int f, int tp, int *nc, int *nf)
{
    double w[5];
    double tot = maki_move_weights(c, f, tp, w);
    double r = rng_unit() * tot;
    for (int d = 0; d < 4; d++) {
        if (w[d] <= 0) continue;
        if (r < w[d]) { *nc = nb[c][d]; *nf = d; return; }
        r -= w[d];
    }
    *nc = c;
    *nf = f;
}

static int sample_cell(const double *cum, int n)
{
    double r = rng_unit() * cum[n - 1];
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (cum[mid] > r) hi = mid; else lo = mid + 1;
    }
    return lo;
}

/* one step toward target g from p: returns direction (random among shortest) */
static int step_toward(int p, int g)
{
    int cand[4], nc = 0;
    for (int d = 0; d < 4; d++) {
        int n = nb[p][d];
        if (n >= 0 && dist[n][g] < dist[p][g]) cand[nc++] = d;
    }
    if (!nc) return -1;
    return cand[rng_next() % nc];
}

/* apply tagger action act at (p,f); returns new cell; look flag set on O */
static int tagger_apply(int act, int *p, int *f, int *look)
{
    *look = 0;
    if (act == 4) { *look = 1; return *p; }
    if (act == 5) return *p;
    *f = act;
    if (nb[*p][act] >= 0) *p = nb[*p][act];
    return *p;
}

static double rollout_value(int turn, int k, int tp, int tdir, int first_act, double *cumB, double *cumM)
{
    /* state */
    int s = sample_cell(cumB, ncell * 4);
    int mc = s / 4, mf = s % 4;
    int p = tp, f = tdir, look = 0;
    int target = sample_cell(cumM, ncell);
    int t = turn, kk = k;
    int chasing = -1;
    for (int step = 0; step < ROLL_H; step++) {
        int act;
        if (step == 0) act = first_act;
        else {
            int see = look ? sees(p, 0, mc) || sees(p, 1, mc) || sees(p, 2, mc) || sees(p, 3, mc) : sees(p, f, mc);
            if (see) chasing = mc;
            if (chasing >= 0 && chasing != p) {
                act = step_toward(p, chasing);
                if (see == 0 && chasing == p) chasing = -1;
            } else {
                chasing = -1;
                if (target == p || rng_unit() < 0.02) target = sample_cell(cumM, ncell);
                act = (target == p) ? 5 : step_toward(p, target);
                if (act < 0) act = 5;
            }
            if (chasing >= 0 && act < 0) act = 5;
        }
        tagger_apply(act, &p, &f, &look);
        if (p == mc) return 1.0 + (double)(ROLL_H - step) / ROLL_H;
        if (chasing == p) chasing = -1;
        /* advance the schedule */
        int acts_this_turn = (t % 2 == 0) ? 2 : 1;
        if (kk < acts_this_turn) { kk++; continue; }
        /* Maki moves */
        t++;
        kk = 1;
        look = 0;
        if (t > 100) break;
        int nc, nf;
        maki_sample(mc, mf, p, &nc, &nf);
        mc = nc;
        mf = nf;
        if (mc == p) return 1.0 + (double)(ROLL_H - step) / ROLL_H;
    }
    return SHAPE * pow(0.9, dist[p][mc]);
}

static int prev_cell = -1;

static int decide(int turn, int k, int tp, int tdir)
{
    static double P[MAXC][4];
    static double m0[MAXC], mh[MAXC], mv[MAXC];
    static double gpow[2 * MAXC + 2];
    gpow[0] = 1.0;
    for (int i = 1; i < 2 * MAXC + 2; i++) gpow[i] = gpow[i - 1] * GAMMA;
    for (int i = 0; i < 2 * MAXC + 2; i++) if (i > 4 * MAXC) gpow[i] = 0;

    marginal(B, m0);
    int more_before_maki = (k == 1 && turn % 2 == 0); /* another action before Maki moves */
    /* belief when our next view is taken */
    if (more_before_maki) {
        memcpy(mv, m0, sizeof(double) * ncell);
    } else {
        predict(B, P, tp);
        marginal(P, mv);
    }
    /* intercept belief */
    memcpy(P, B, sizeof(double) * ncell * 4);
    for (int h = 0; h < HORIZON; h++) predict(P, P, tp);
    marginal(P, mh);

    double best = -1e18;
    int bestact = 5; /* S */
    for (int d = 0; d < 4; d++) {
        int n = nb[tp][d];
        int p = (n >= 0) ? n : tp;
        double sc = kernel_score(p, mh, gpow);
        double ns = 0; /* probability of catching her right now */
        if (n >= 0) ns = m0[n];
        double vm = view_mass(p, d, 0, mv);
        sc += LAMBDA_VIEW * vm + 2.0 * ns;
        if (n >= 0 && n == prev_cell) sc -= BACK_PEN * kernel_score(p, mh, gpow) + 1e-6;
        if (n < 0) sc -= 1e-3; /* turning in place is rarely worth an action */
        sc += 1e-9 * rng_unit();
        if (sc > best) { best = sc; bestact = d; }
    }
    /* look around: only worth it as the first action of an even turn */
    if (more_before_maki) {
        double reveal = view_mass(tp, 0, 1, m0) - view_mass(tp, tdir, 0, m0);
        if (reveal >= LOOK_TH && m0[tp] < 1.0) bestact = 4;
    }
    if (ROLL_N > 0) {
        static double cumB[MAXC * 4], cumM[MAXC];
        double acc = 0;
        for (int c = 0; c < ncell; c++)
            for (int f = 0; f < 4; f++) { acc += B[c][f]; cumB[c * 4 + f] = acc; }
        acc = 0;
        for (int c = 0; c < ncell; c++) { acc += mh[c]; cumM[c] = acc; }
        int acts[6], na = 0;
        for (int d = 0; d < 4; d++) if (nb[tp][d] >= 0) acts[na++] = d;
        if (more_before_maki) acts[na++] = 4;
        double val[6], capt[6];
        unsigned long long base = rng_next();
        for (int i = 0; i < na; i++) {
            unsigned long long save = rng_state;
            rng_state = base; /* common random numbers */
            double sum = 0;
            int nc = 0;
            for (int r = 0; r < ROLL_N; r++) {
                double v = rollout_value(turn, k, tp, tdir, acts[i], cumB, cumM);
                sum += v;
                if (v >= 1.0) nc++;
            }
            val[i] = sum / ROLL_N;
            capt[i] = (double)nc / ROLL_N;
            rng_state = save;
            /* small bias toward the greedy choice */
            if (acts[i] == bestact) val[i] += ROLL_BIAS;
        }
        int bi = 0;
        double mc = 0;
        for (int i = 0; i < na; i++) if (capt[i] > mc) mc = capt[i];
        for (int i = 1; i < na; i++) if (val[i] > val[bi]) bi = i;
        if (mc >= ROLL_MIN) bestact = acts[bi];
        rng_next();
    }
    return bestact;
}

int main(int argc, char **argv)
{
    unsigned long long seed = 12345;
    const char *env = getenv("CANDY_FOOTSTEPS"); /* the judge's table (docs/candy-judge.md) */
    if (env != NULL && sscanf(env, "%d,%d,%d", &fa, &fb, &fc) != 3) { fprintf(stderr, "bad CANDY_FOOTSTEPS\n"); return 2; }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--footsteps") && i + 1 < argc) {
            if (sscanf(argv[++i], "%d,%d,%d", &fa, &fb, &fc) != 3) { fprintf(stderr, "bad --footsteps\n"); return 2; }
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 10);
        } else if (!strcmp(argv[i], "--param") && i + 1 < argc) {
            char name[64];
            double v;
            if (sscanf(argv[++i], "%63[^=]=%lf", name, &v) == 2) {
                if (!strcmp(name, "straight")) W_STRAIGHT = v;
                else if (!strcmp(name, "turn")) W_TURN = v;
                else if (!strcmp(name, "back")) W_BACK = v;
                else if (!strcmp(name, "stay")) W_STAY = v;
                else if (!strcmp(name, "flee")) FLEE = v;
                else if (!strcmp(name, "gamma")) GAMMA = v;
                else if (!strcmp(name, "horizon")) HORIZON = (int)v;
                else if (!strcmp(name, "view")) LAMBDA_VIEW = v;
                else if (!strcmp(name, "look")) LOOK_TH = v;
                else if (!strcmp(name, "backpen")) BACK_PEN = v;
                else if (!strcmp(name, "rolln")) ROLL_N = (int)v;
                else if (!strcmp(name, "rollh")) ROLL_H = (int)v;
                else if (!strcmp(name, "shape")) SHAPE = v;
                else if (!strcmp(name, "rollmin")) ROLL_MIN = v;
                else if (!strcmp(name, "rollbias")) ROLL_BIAS = v;
                else { fprintf(stderr, "unknown param %s\n", name); return 2; }
            }
        } else {
            seed = strtoull(argv[i], NULL, 10);
        }
    }
    rng_state ^= seed * 0xD1B54A32D192ED03ULL;

    char line[512];
    if (!fgets(line, sizeof line, stdin)) return 0;
    N = atoi(line);
    if (N < 1 || N > MAXN) { fprintf(stderr, "bad N\n"); return 2; }
    for (int x = 1; x <= N; x++) {
        if (!fgets(line, sizeof line, stdin)) return 0;
        for (int y = 1; y <= N; y++) grid[x][y] = (line[y - 1] == '#') ? '#' : '.';
    }
    ncell = 0;
    for (int x = 1; x <= N; x++)
        for (int y = 1; y <= N; y++) {
            cid[x][y] = -1;
            if (grid[x][y] == '.') {
                cid[x][y] = ncell;
                cx[ncell] = x;
                cy[ncell] = y;
                isinner[ncell] = (x > 1 && x < N && y > 1 && y < N);
                ncell++;
            }
        }
    for (int c = 0; c < ncell; c++) {
        deg[c] = 0;
        for (int d = 0; d < 4; d++) {
            int x = cx[c] + DX[d], y = cy[c] + DY[d];
            nb[c][d] = (inb(x, y) && grid[x][y] == '.') ? cid[x][y] : -1;
            if (nb[c][d] >= 0) deg[c]++;
        }
    }
    bfs_all();

    int first = 1;
    int last_act = -1, last_turn = 0;
    while (fgets(line, sizeof line, stdin)) {
        int turn, k, tx, ty, seen, mx, my, a;
        char td;
        if (sscanf(line, "ACT %d %d %d %d %c %d %d %d %d", &turn, &k, &tx, &ty, &td, &seen, &mx, &my, &a) != 9) continue;
        int tdir = (td == 'U') ? 0 : (td == 'R') ? 1 : (td == 'D') ? 2 : 3;
        int tp = (inb(tx, ty) && cid[tx][ty] >= 0) ? cid[tx][ty] : 0;
        int mpos = (seen && inb(mx, my) && cid[mx][my] >= 0) ? cid[mx][my] : -1;
        if (first) {
            reset_belief(tp, -1, 1);
            predict(B, B, tp);
            clear_cell(tp);
            normalize();
            first = 0;
        } else if (k == 1) {
            clear_cell(tp);
            normalize();
            predict(B, B, tp);
            clear_cell(tp);
            normalize();
        }
        int look = (k == 2 && last_act == 4 && last_turn == turn);
        observe(tp, tdir, look, seen, mpos, a);
        int act = decide(turn, k, tp, tdir);
        if (act < 4) {
            int n = nb[tp][act];
            if (n >= 0) prev_cell = tp;
        }
        last_act = act;
        last_turn = turn;
        putchar(act < 4 ? DCH[act] : act == 4 ? 'O' : 'S');
        putchar('\n');
        fflush(stdout);
    }
    return 0;
}
