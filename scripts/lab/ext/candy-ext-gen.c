/*
 * candy-ext-gen: Candy Hunt mazes nobody on the team designed.  A helper
 * wrote it on 2026-12-05 from docs/rules/candy-hunt.md sections 0-3 only
 * (not section 6, our generators; not the kit's sources), as a contest's
 * organisers might have written theirs.  It shares no code with the kit
 * on purpose, so it is kept as it was written, outside src/.  Built by
 * scripts/lab/ext-build.sh; its mazes are written as files by
 * scripts/lab/candy-ext-mazes.sh and played with `arena candy --maze`;
 * figures in docs/lab/candy-ai.md (Round 27).
 */
/*
 * candy-ext-gen.c -- an independent maze generator for "Maki's Candy Hunt",
 * written the way a contest's organisers might have written theirs.
 *
 * Usage:
 *   candy-ext-gen --style NAME --n N --seed S   print one N x N maze
 *   candy-ext-gen --selftest                    check every style, N 11..23,
 *                                               seeds 0..199 (exit 0 = all ok)
 *   candy-ext-gen --stats STYLE|all             shape statistics, N 11..23,
 *                                               seeds 0..99
 *   candy-ext-gen --help
 *
 * Output: N lines of N characters, '#' wall, '.' passage, each ending "\n".
 *
 * Every maze keeps the rules of section 1: N x N with 11 <= N <= 23, the
 * outer ring all passage, every passage reachable from every other by
 * 4-neighbour moves, at least 20 inner (non-ring) passages.  Each style
 * builds a raw shape; then one common finishing pass (a) joins every
 * stray passage component to the ring's component by carving the cheapest
 * path through walls (0-1 BFS), (b) walls up one-cell "nubs" that stick
 * out of the ring into nothing, and (c) opens walls next to passages
 * until there are at least 20 inner passages.  For the symmetric style
 * every carve is mirrored, so the symmetry survives.
 *
 * Randomness: splitmix64, seeded from (seed, style, N) only; no rand(), no
 * clock.  The same (style, N, seed) always prints the same maze.
 *
 * Lattice: the "maze" styles use a lattice of node cells (row parity or,
 * column parity oc; both 0 for odd N so the ring lies on the lattice, a
 * seeded random 0/1 per axis for even N), edge cells between two nodes,
 * and pillar cells (both coordinates off-lattice) that are always wall.
 * Nodes on or beside the ring are merged with the ring into one
 * super-node.
 *
 * Styles (statistics measured with --stats, N 11..23 x seeds 0..99;
 * wall = wall cells / N^2, dead = share of passages with exactly one
 * passage neighbour, cyc = independent cycles E - V + 1 (the ring itself
 * counts as 1), then cyc at N = 11 / N = 23; --stats also prints the
 * shares of corridor cells (2 neighbours) and junctions (3+)):
 *
 *   labyrinth  Randomized depth-first search (recursive backtracker) over
 *              the lattice, hung off the ring at a single entrance, then
 *              N/5 + 0..1 extra walls knocked out.  Long winding corridors
 *              (89% corridor cells), few but deep dead-end branches, very
 *              few loops: path distances are long, escape routes scarce.
 *              wall 0.441  dead 0.028  cyc 5.0  (3.6 / 5.5)
 *   braid      Kruskal's algorithm over the lattice (ring pre-merged), then
 *              80% of dead ends braided away by opening a wall to a
 *              neighbour node (preferring another dead end).  Shorter
 *              corridors, many small loops, almost no dead ends: Maki can
 *              circle around the tagger.
 *              wall 0.412  dead 0.010  cyc 12.6  (5.4 / 22.2)
 *   pillars    Open arena: every lattice node and edge cell is passage, the
 *              pillars are wall, 15-35% of edge cells become wall, plus up
 *              to N/6 3x3 "crates".  Very loopy, a junction every few
 *              cells, sight lines broken by pillars.
 *              wall 0.307  dead 0.013  cyc 46.4  (14.5 / 67.3)
 *   cave       Cellular automaton: 44-52% random rock fill of the inside
 *              (the ring counted as rock), two rounds of the 4-5 rule
 *              (rock iff >= 5 rock cells in the 3x3 block), then the ring
 *              opened, passage pockets under 4 cells filled and the rest
 *              joined up.  Irregular caverns: wide open rooms (each open
 *              2x2 block is a cycle, hence the count) between rock masses,
 *              joined by narrow necks.
 *              wall 0.460  dead 0.021  cyc 62.4  (16.1 / 129.4)
 *   rings      Concentric square corridors: every odd layer (distance from
 *              the border) is a wall ring pierced by 1-3 gaps, every even
 *              layer a corridor ring with 0-2 blocking walls.  Long
 *              straight-then-turning corridors; loops are whole rings.
 *              wall 0.419  dead 0.033  cyc 6.2  (5.6 / 8.8)
 *   mirror     Symmetric map as games use: a Kruskal maze with N/3 + 0..2
 *              extra openings, its left half mirrored onto the right half
 *              or (seeded coin) its first half rotated 180 degrees onto the
 *              second, with every repair mirrored too.  The most dead ends
 *              of all styles, medium loops, fair to both sides.
 *              wall 0.418  dead 0.073  cyc 10.2  (5.5 / 11.0)
 *
 * Even N: the inside (N-2 cells across) cannot hold a whole lattice, so
 * the lattice styles get one side where a lattice row/column lies right
 * next to the ring; its unused nodes are walled up as nubs, which leaves a
 * thick wall band along that side (which side is seeded).
 */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 23
#define MINN 11
#define MAXC (MAXN * MAXN)

/* ---------------------------------------------------------------- PRNG */

typedef struct { uint64_t s; } Rng;

static uint64_t rng_next(Rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* uniform in [0, n), n >= 1 */
static int rng_below(Rng *r, int n)
{
    uint64_t un = (uint64_t)n;
    uint64_t lim = (uint64_t)0 - ((uint64_t)0 - un) % un; /* multiple of n */
    uint64_t x;
    do x = rng_next(r); while (lim != 0 && x >= lim);
    return (int)(x % un);
}

/* uniform in [0, 1) */
static double rng_unit(Rng *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

/* ---------------------------------------------------------------- maze */

typedef struct {
    int n;
    unsigned char w[MAXC]; /* 1 = wall, 0 = passage */
    int sym;               /* 0 none, 1 left-right mirror, 2 rotation 180 */
} Maze;

static const int DR[4] = { -1, 0, 1, 0 };
static const int DC[4] = { 0, 1, 0, -1 };

static int on_ring(const Maze *m, int r, int c)
{
    return r == 0 || c == 0 || r == m->n - 1 || c == m->n - 1;
}

static int image(const Maze *m, int i)
{
    int n = m->n;
    if (m->sym == 1) return (i / n) * n + (n - 1 - i % n);
    if (m->sym == 2) return n * n - 1 - i;
    return i;
}

static void carve(Maze *m, int i)
{
    m->w[i] = 0;
    m->w[image(m, i)] = 0;
}

static void shuffle_int(Rng *r, int *a, int k)
{
    for (int i = k - 1; i > 0; i--) {
        int j = rng_below(r, i + 1);
        int t = a[i]; a[i] = a[j]; a[j] = t;
    }
}

static int pdeg(const Maze *m, int r, int c)
{
    int n = m->n, d = 0;
    for (int k = 0; k < 4; k++) {
        int rr = r + DR[k], cc = c + DC[k];
        if (rr >= 0 && cc >= 0 && rr < n && cc < n && !m->w[rr * n + cc]) d++;
    }
    return d;
}

/* Label passage components; returns their count.  comp[i] = -1 for walls. */
static int label(const Maze *m, int *comp, int *size)
{
    int n = m->n, nc = 0, q[MAXC];
    for (int i = 0; i < n * n; i++) comp[i] = -1;
    for (int s = 0; s < n * n; s++) {
        if (m->w[s] || comp[s] >= 0) continue;
        int h = 0, t = 0;
        q[t++] = s; comp[s] = nc;
        while (h < t) {
            int v = q[h++], r = v / n, c = v % n;
            for (int k = 0; k < 4; k++) {
                int rr = r + DR[k], cc = c + DC[k];
                if (rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
                int u = rr * n + cc;
                if (!m->w[u] && comp[u] < 0) { comp[u] = nc; q[t++] = u; }
            }
        }
        if (size) size[nc] = t;
        nc++;
    }
    return nc;
}

/* Join every passage component to the ring's one by the cheapest carve. */
static void connect_all(Maze *m, Rng *rng)
{
    int n = m->n, comp[MAXC];
    for (;;) {
        label(m, comp, NULL);
        int main_c = comp[0], start = -1;
        for (int i = 0; i < n * n; i++)
            if (comp[i] >= 0 && comp[i] != main_c) { start = i; break; }
        if (start < 0) return;
        int src = comp[start];
        /* 0-1 BFS: entering a wall costs 1, a passage 0 */
        int dist[MAXC], par[MAXC], dq[2 * MAXC + 2];
        int head = MAXC + 1, tail = MAXC + 1;
        for (int i = 0; i < n * n; i++) { dist[i] = 1 << 20; par[i] = -1; }
        for (int i = 0; i < n * n; i++)
            if (comp[i] == src) { dist[i] = 0; dq[tail++] = i; }
        int dir[4] = { 0, 1, 2, 3 };
        shuffle_int(rng, dir, 4);
        int goal = -1;
        while (head < tail) {
            int v = dq[head++];
            if (comp[v] == main_c) { goal = v; break; }
            int r = v / n, c = v % n;
            for (int kk = 0; kk < 4; kk++) {
                int k = dir[kk], rr = r + DR[k], cc = c + DC[k];
                if (rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
                int u = rr * n + cc, cost = m->w[u] ? 1 : 0;
                if (dist[v] + cost < dist[u]) {
                    dist[u] = dist[v] + cost; par[u] = v;
                    if (cost) dq[tail++] = u; else dq[--head] = u;
                }
            }
        }
        if (goal < 0) return; /* cannot happen: the ring is reachable */
        for (int v = goal; v >= 0 && comp[v] != src; v = par[v])
            if (m->w[v]) carve(m, v);
    }
}

/* Wall up inner cells whose only passage neighbour is a ring cell. */
static void remove_nubs(Maze *m)
{
    int n = m->n, list[MAXC], k = 0;
    for (int r = 1; r < n - 1; r++)
        for (int c = 1; c < n - 1; c++) {
            if (m->w[r * n + c] || pdeg(m, r, c) != 1) continue;
            int ring_nb = 0;
            for (int d = 0; d < 4; d++) {
                int rr = r + DR[d], cc = c + DC[d];
                if (!m->w[rr * n + cc] && on_ring(m, rr, cc)) ring_nb = 1;
            }
            if (ring_nb) list[k++] = r * n + c;
        }
    for (int i = 0; i < k; i++) m->w[list[i]] = 1;
}

static int inner_passages(const Maze *m)
{
    int n = m->n, f = 0;
    for (int r = 1; r < n - 1; r++)
        for (int c = 1; c < n - 1; c++) f += !m->w[r * n + c];
    return f;
}

/* Open inner walls next to passages until F >= 20. */
static void ensure_f(Maze *m, Rng *rng)
{
    int n = m->n;
    while (inner_passages(m) < 20) {
        int cand[MAXC], k = 0;
        for (int r = 1; r < n - 1; r++)
            for (int c = 1; c < n - 1; c++)
                if (m->w[r * n + c] && pdeg(m, r, c) > 0) cand[k++] = r * n + c;
        carve(m, cand[rng_below(rng, k)]);
    }
}

static void set_ring(Maze *m)
{
    int n = m->n;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (on_ring(m, r, c)) m->w[r * n + c] = 0;
}

/* ------------------------------------------------------------- lattice */

typedef struct {
    int or_, oc;
    int ne;
    int ecell[MAXC], ea[MAXC], eb[MAXC]; /* edge cell and its two nodes */
} Lattice;

static int is_node(const Lattice *L, int r, int c)
{
    return (r & 1) == L->or_ && (c & 1) == L->oc;
}

static int is_merged(const Maze *m, int r, int c)
{
    int n = m->n;
    return r <= 1 || c <= 1 || r >= n - 2 || c >= n - 2;
}

/* Walls everywhere inside except nodes; list every edge whose two nodes
 * are not both merged with the ring. */
static void lattice_init(Maze *m, Lattice *L, Rng *rng)
{
    int n = m->n;
    if (n & 1) { L->or_ = 0; L->oc = 0; }
    else { L->or_ = rng_below(rng, 2); L->oc = rng_below(rng, 2); }
    memset(m->w, 1, sizeof m->w);
    set_ring(m);
    L->ne = 0;
    for (int r = 1; r < n - 1; r++)
        for (int c = 1; c < n - 1; c++) {
            int i = r * n + c;
            if (is_node(L, r, c)) { m->w[i] = 0; continue; }
            int a = -1, b = -1;
            if ((r & 1) == L->or_ && (c & 1) != L->oc) {
                a = i - 1; b = i + 1;
            } else if ((r & 1) != L->or_ && (c & 1) == L->oc) {
                a = i - n; b = i + n;
            } else continue; /* pillar */
            if (is_merged(m, a / n, a % n) && is_merged(m, b / n, b % n)) continue;
            L->ecell[L->ne] = i; L->ea[L->ne] = a; L->eb[L->ne] = b; L->ne++;
        }
}

/* union-find over cell indices; merged nodes all join ROOT */
static int uf[MAXC + 1];
static int uf_find(int x)
{
    while (uf[x] != x) { uf[x] = uf[uf[x]]; x = uf[x]; }
    return x;
}

static void kruskal(Maze *m, Lattice *L, Rng *rng)
{
    int n = m->n, root = MAXC;
    for (int i = 0; i <= MAXC; i++) uf[i] = i;
    for (int i = 0; i < n * n; i++)
        if (is_node(L, i / n, i % n) && is_merged(m, i / n, i % n)) uf[i] = root;
    int ord[MAXC];
    for (int e = 0; e < L->ne; e++) ord[e] = e;
    shuffle_int(rng, ord, L->ne);
    for (int k = 0; k < L->ne; k++) {
        int e = ord[k], a = uf_find(L->ea[e]), b = uf_find(L->eb[e]);
        if (a == b) continue;
        if (a == root) uf[b] = root; else uf[a] = b;
        m->w[L->ecell[e]] = 0;
    }
}

/* knock out k random walled edges */
static void knock(Maze *m, Lattice *L, Rng *rng, int k)
{
    int cand[MAXC], nc = 0;
    for (int e = 0; e < L->ne; e++)
        if (m->w[L->ecell[e]]) cand[nc++] = e;
    shuffle_int(rng, cand, nc);
    for (int i = 0; i < k && i < nc; i++) m->w[L->ecell[cand[i]]] = 0;
}

/* ------------------------------------------------------------- styles */

static void gen_labyrinth(Maze *m, Rng *rng)
{
    Lattice L;
    lattice_init(m, &L, rng);
    int n = m->n;
    unsigned char vis[MAXC];
    memset(vis, 0, sizeof vis);
    for (int i = 0; i < n * n; i++)
        if (!(is_node(&L, i / n, i % n) && !is_merged(m, i / n, i % n))) vis[i] = 1;
    int stack[MAXC], sp = 0;
    for (;;) {
        /* frontier edges: visited/merged node to an unvisited free node */
        int cand[MAXC], nc = 0;
        for (int e = 0; e < L.ne; e++)
            if (vis[L.ea[e]] != vis[L.eb[e]]) cand[nc++] = e;
        if (nc == 0) break;
        int e = cand[rng_below(rng, nc)];
        int v = vis[L.ea[e]] ? L.eb[e] : L.ea[e];
        m->w[L.ecell[e]] = 0; vis[v] = 1; stack[sp++] = v;
        while (sp > 0) {
            int u = stack[sp - 1], r = u / n, c = u % n, nb[4], nk = 0;
            for (int k = 0; k < 4; k++) {
                int rr = r + 2 * DR[k], cc = c + 2 * DC[k];
                if (rr < 1 || cc < 1 || rr > n - 2 || cc > n - 2) continue;
                if (!vis[rr * n + cc]) nb[nk++] = k;
            }
            if (nk == 0) { sp--; continue; }
            int k = nb[rng_below(rng, nk)];
            int x = (r + 2 * DR[k]) * n + (c + 2 * DC[k]);
            m->w[(r + DR[k]) * n + (c + DC[k])] = 0;
            vis[x] = 1; stack[sp++] = x;
        }
    }
    knock(m, &L, rng, n / 5 + rng_below(rng, 2));
}

static void gen_braid(Maze *m, Rng *rng)
{
    Lattice L;
    lattice_init(m, &L, rng);
    kruskal(m, &L, rng);
    int n = m->n, deg[MAXC], ord[MAXC], no = 0;
    memset(deg, 0, sizeof deg);
    for (int e = 0; e < L.ne; e++)
        if (!m->w[L.ecell[e]]) { deg[L.ea[e]]++; deg[L.eb[e]]++; }
    for (int i = 0; i < n * n; i++)
        if (is_node(&L, i / n, i % n) && !is_merged(m, i / n, i % n)) ord[no++] = i;
    shuffle_int(rng, ord, no);
    for (int k = 0; k < no; k++) {
        int v = ord[k];
        if (deg[v] != 1 || rng_unit(rng) >= 0.8) continue;
        int best[4], nb = 0, any[4], na = 0;
        for (int e = 0; e < L.ne; e++) {
            if (!m->w[L.ecell[e]] || (L.ea[e] != v && L.eb[e] != v)) continue;
            int o = L.ea[e] == v ? L.eb[e] : L.ea[e];
            any[na++] = e;
            if (!is_merged(m, o / n, o % n) && deg[o] == 1) best[nb++] = e;
        }
        if (na == 0) continue;
        int e = nb ? best[rng_below(rng, nb)] : any[rng_below(rng, na)];
        m->w[L.ecell[e]] = 0; deg[L.ea[e]]++; deg[L.eb[e]]++;
    }
}

static void gen_pillars(Maze *m, Rng *rng)
{
    Lattice L;
    lattice_init(m, &L, rng);
    int n = m->n;
    double q = 0.15 + 0.20 * rng_unit(rng);
    for (int r = 1; r < n - 1; r++)
        for (int c = 1; c < n - 1; c++) {
            int i = r * n + c;
            if ((r & 1) != L.or_ && (c & 1) != L.oc) continue; /* pillar */
            m->w[i] = 0;
            if (!is_node(&L, r, c) && rng_unit(rng) < q) m->w[i] = 1;
        }
    int crates = rng_below(rng, n / 6 + 1);
    for (int k = 0; k < crates; k++) {
        int r = 2 + rng_below(rng, n - 4), c = 2 + rng_below(rng, n - 4);
        if (!is_node(&L, r, c) || r < 2 || c < 2 || r > n - 3 || c > n - 3) continue;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) m->w[(r + dr) * n + c + dc] = 1;
    }
}

static void gen_cave(Maze *m, Rng *rng)
{
    int n = m->n;
    double p = 0.44 + 0.08 * rng_unit(rng);
    for (int i = 0; i < n * n; i++)
        m->w[i] = on_ring(m, i / n, i % n) || rng_unit(rng) < p; /* ring = rock */
    for (int it = 0; it < 2; it++) {
        unsigned char nw[MAXC];
        memcpy(nw, m->w, sizeof nw);
        for (int r = 1; r < n - 1; r++)
            for (int c = 1; c < n - 1; c++) {
                int cnt = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++) cnt += m->w[(r + dr) * n + c + dc];
                nw[r * n + c] = cnt >= 5;
            }
        memcpy(m->w, nw, sizeof nw);
    }
    set_ring(m);
    int comp[MAXC], size[MAXC];
    label(m, comp, size);
    for (int i = 0; i < n * n; i++)
        if (comp[i] >= 0 && comp[i] != comp[0] && size[comp[i]] < 4) m->w[i] = 1;
}

static void gen_rings(Maze *m, Rng *rng)
{
    int n = m->n;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int d = r;
            if (c < d) d = c;
            if (n - 1 - r < d) d = n - 1 - r;
            if (n - 1 - c < d) d = n - 1 - c;
            m->w[r * n + c] = d & 1;
        }
    for (int d = 1; 2 * d < n; d++) {
        int lo = d, hi = n - 1 - d, cells[4 * MAXN], k = 0, all[4 * MAXN], ka = 0;
        for (int r = lo; r <= hi; r++)
            for (int c = lo; c <= hi; c++) {
                if (r != lo && r != hi && c != lo && c != hi) continue;
                all[ka++] = r * n + c;
                int corner = (r == lo || r == hi) && (c == lo || c == hi);
                if (!corner) cells[k++] = r * n + c;
            }
        if (k == 0) { memcpy(cells, all, sizeof(int) * (size_t)ka); k = ka; }
        shuffle_int(rng, cells, k);
        if (d & 1) { /* wall ring: gaps */
            int g = 1 + rng_below(rng, 3);
            for (int i = 0; i < g && i < k; i++) m->w[cells[i]] = 0;
        } else {     /* corridor ring: blockers */
            int b = rng_below(rng, 3);
            for (int i = 0; i < b && i < k; i++) m->w[cells[i]] = 1;
        }
    }
}

static void symmetrize(Maze *m)
{
    int n = m->n;
    for (int i = 0; i < n * n; i++) {
        int j = image(m, i);
        if (i < j) m->w[j] = m->w[i];
    }
}

static void gen_mirror(Maze *m, Rng *rng)
{
    Lattice L;
    lattice_init(m, &L, rng);
    kruskal(m, &L, rng);
    knock(m, &L, rng, m->n / 3 + rng_below(rng, 3));
    m->sym = 1 + rng_below(rng, 2);
    symmetrize(m);
}

typedef void (*GenFn)(Maze *, Rng *);
static const struct { const char *name; GenFn fn; } STYLES[] = {
    { "labyrinth", gen_labyrinth },
    { "braid", gen_braid },
    { "pillars", gen_pillars },
    { "cave", gen_cave },
    { "rings", gen_rings },
    { "mirror", gen_mirror },
};
#define NSTYLES ((int)(sizeof STYLES / sizeof STYLES[0]))

static int style_index(const char *name)
{
    for (int i = 0; i < NSTYLES; i++)
        if (strcmp(STYLES[i].name, name) == 0) return i;
    return -1;
}

static void generate(Maze *m, int style, int n, uint64_t seed)
{
    Rng rng;
    rng.s = seed ^ ((uint64_t)(style + 1) * 0xD1B54A32D192ED03ULL)
                 ^ ((uint64_t)n * 0xA0761D6478BD642FULL);
    rng_next(&rng);
    memset(m, 0, sizeof *m);
    m->n = n;
    STYLES[style].fn(m, &rng);
    set_ring(m);
    connect_all(m, &rng);
    remove_nubs(m);
    ensure_f(m, &rng);
}

/* ---------------------------------------------------------- checking */

static const char *validate(const Maze *m)
{
    int n = m->n, comp[MAXC];
    if (n < MINN || n > MAXN) return "size out of range";
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (on_ring(m, r, c) && m->w[r * n + c]) return "ring cell is a wall";
    if (label(m, comp, NULL) != 1) return "passages not connected";
    if (inner_passages(m) < 20) return "fewer than 20 inner passages";
    if (m->sym) {
        for (int i = 0; i < n * n; i++)
            if (m->w[i] != m->w[image(m, i)]) return "symmetry broken";
    }
    return NULL;
}

static void print_maze(const Maze *m)
{
    int n = m->n;
    char line[MAXN + 2];
    for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) line[c] = m->w[r * n + c] ? '#' : '.';
        line[n] = '\n'; line[n + 1] = 0;
        fputs(line, stdout);
    }
}

static int selftest(void)
{
    int bad = 0;
    for (int s = 0; s < NSTYLES; s++) {
        long count = 0;
        for (int n = MINN; n <= MAXN; n++)
            for (uint64_t seed = 0; seed < 200; seed++) {
                Maze a, b;
                generate(&a, s, n, seed);
                generate(&b, s, n, seed);
                const char *err = validate(&a);
                if (!err && memcmp(&a, &b, sizeof a) != 0) err = "not deterministic";
                if (err) {
                    if (bad < 10)
                        printf("FAIL %s n=%d seed=%llu: %s\n", STYLES[s].name, n,
                               (unsigned long long)seed, err);
                    bad++;
                }
                count++;
            }
        printf("%-10s %ld mazes checked\n", STYLES[s].name, count);
    }
    if (bad) { printf("selftest FAILED: %d bad mazes\n", bad); return 1; }
    printf("selftest ok: %d styles x N 11..23 x 200 seeds\n", NSTYLES);
    return 0;
}

static void stats(int s)
{
    double tw = 0, td = 0, tc = 0, tk = 0, tj = 0;
    int cnt = 0;
    printf("%s\n  N   wall   dead   corr   junc   cycles\n", STYLES[s].name);
    for (int n = MINN; n <= MAXN; n++) {
        double sw = 0, sd = 0, sc = 0, sk = 0, sj = 0;
        for (uint64_t seed = 0; seed < 100; seed++) {
            Maze m;
            generate(&m, s, n, seed);
            int v = 0, e = 0, d1 = 0, d2 = 0, d3 = 0;
            for (int r = 0; r < n; r++)
                for (int c = 0; c < n; c++) {
                    if (m.w[r * n + c]) continue;
                    v++;
                    if (c + 1 < n && !m.w[r * n + c + 1]) e++;
                    if (r + 1 < n && !m.w[(r + 1) * n + c]) e++;
                    int d = pdeg(&m, r, c);
                    if (d == 1) d1++; else if (d == 2) d2++; else if (d >= 3) d3++;
                }
            sw += 1.0 - (double)v / (n * n);
            sd += (double)d1 / v;
            sk += (double)d2 / v;
            sj += (double)d3 / v;
            sc += e - v + 1;
        }
        printf("  %2d  %.3f  %.3f  %.3f  %.3f  %6.1f\n", n, sw / 100, sd / 100,
               sk / 100, sj / 100, sc / 100);
        tw += sw; td += sd; tc += sc; tk += sk; tj += sj; cnt += 100;
    }
    printf("  all %.3f  %.3f  %.3f  %.3f  %6.1f\n", tw / cnt, td / cnt, tk / cnt,
           tj / cnt, tc / cnt);
}

/* ------------------------------------------------------------- main */

static int usage_error(const char *msg)
{
    fprintf(stderr, "candy-ext-gen: %s (try --help)\n", msg);
    return 2;
}

static void help(void)
{
    printf("usage: candy-ext-gen --style NAME --n N --seed S\n"
           "       candy-ext-gen --selftest\n"
           "       candy-ext-gen --stats STYLE|all\n"
           "       candy-ext-gen --help\n"
           "N in 11..23, S an unsigned 64-bit decimal integer.\n"
           "styles:");
    for (int i = 0; i < NSTYLES; i++) printf(" %s", STYLES[i].name);
    printf("\nprints N lines of N characters: '#' wall, '.' passage.\n");
}

int main(int argc, char **argv)
{
    const char *style = NULL, *nstr = NULL, *sstr = NULL, *stats_style = NULL;
    int do_selftest = 0, do_help = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char **slot = NULL;
        if (strcmp(a, "--style") == 0) slot = &style;
        else if (strcmp(a, "--n") == 0) slot = &nstr;
        else if (strcmp(a, "--seed") == 0) slot = &sstr;
        else if (strcmp(a, "--stats") == 0) slot = &stats_style;
        else if (strcmp(a, "--selftest") == 0) { do_selftest = 1; continue; }
        else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) { do_help = 1; continue; }
        else {
            char msg[160];
            snprintf(msg, sizeof msg, "unknown option '%.100s'", a);
            return usage_error(msg);
        }
        if (i + 1 >= argc) {
            char msg[160];
            snprintf(msg, sizeof msg, "option %s needs a value", a);
            return usage_error(msg);
        }
        if (*slot) {
            char msg[160];
            snprintf(msg, sizeof msg, "option %s given twice", a);
            return usage_error(msg);
        }
        *slot = argv[++i];
    }
    if (do_help) { help(); return 0; }
    int modes = do_selftest + (stats_style != NULL) + (style || nstr || sstr);
    if (modes == 0) return usage_error("nothing to do");
    if (modes > 1) return usage_error("choose one of --selftest, --stats, or a maze");
    if (do_selftest) return selftest();
    if (stats_style) {
        if (strcmp(stats_style, "all") == 0) {
            for (int s = 0; s < NSTYLES; s++) stats(s);
            return 0;
        }
        int s = style_index(stats_style);
        if (s < 0) return usage_error("unknown style for --stats");
        stats(s);
        return 0;
    }
    if (!style || !nstr || !sstr) return usage_error("need --style, --n and --seed");
    int s = style_index(style);
    if (s < 0) return usage_error("unknown style");
    char *end;
    errno = 0;
    long n = strtol(nstr, &end, 10);
    if (errno || end == nstr || *end || n < MINN || n > MAXN)
        return usage_error("--n must be an integer in 11..23");
    if (sstr[0] < '0' || sstr[0] > '9')
        return usage_error("--seed must be an unsigned decimal integer");
    errno = 0;
    unsigned long long seed = strtoull(sstr, &end, 10);
    if (errno || *end)
        return usage_error("--seed must be an unsigned decimal integer below 2^64");
    Maze m;
    generate(&m, s, (int)n, (uint64_t)seed);
    print_maze(&m);
    return fflush(stdout) == 0 ? 0 : 1;
}
