/*
 * candy_gen.c -- maze generators braid / rooms / caves; see candy_gen.h.
 *
 * All three start from candy_maze_clear() (inner cells wall, ring passage),
 * carve passages with their own RNG stream, then call candy_gen_connect(),
 * which is what guarantees 4-connectivity whatever the carving did.
 *
 * braid lattice.  Node rows/columns sit every second cell from an offset
 * (2 for odd n: a wall frame inside the ring; 1 or 2 by seed for even n,
 * since the lattice then cannot be centred).  Wall cells between two nodes
 * are carved by a depth-first backtracker; boundary nodes get a straight
 * opening to the ring with probability CG_BRAID_RING_OPEN; each dead end is
 * then opened into a loop with probability CG_BRAID_LOOP_OPEN.
 */
#include <string.h>
#include "common/rng.h"
#include "candy/engine/candy_gen.h"

/* tuning constants */
#define CG_BRAID_RING_OPEN 0.30  /* boundary node -> ring opening */
#define CG_BRAID_LOOP_OPEN 0.55  /* dead end -> loop */
#define CG_ROOMS_TRIES 80        /* placement attempts */
#define CG_ROOMS_EXTRA 2         /* corridors beyond the spanning chain */
#define CG_ROOMS_DOORS 3         /* rooms given a straight door to the ring */
#define CG_CAVES_MIN 0.30        /* wall density range */
#define CG_CAVES_MAX 0.45
#define CG_MAX_ROOMS 16

static const char *const cg_names[CANDY_GEN_KINDS] = {"braid", "rooms", "caves"};

int candy_gen_parse(const char *name)
{
    int i;
    for (i = 0; i < CANDY_GEN_KINDS; i++)
        if (strcmp(name, cg_names[i]) == 0)
            return i;
    return -1;
}

const char *candy_gen_name(int kind)
{
    return (kind >= 0 && kind < CANDY_GEN_KINDS) ? cg_names[kind] : "?";
}

static void cg_open(candy_maze *m, int r, int c)
{
    if (candy_maze_inside(m, r, c))
        m->wall[CANDY_CELL(r, c)] = 0;
}

/* ---- braid ---- */

typedef struct cg_lattice {
    int nr, nc;      /* nodes per column / row */
    int r0, c0;      /* cell of node (0, 0) */
} cg_lattice;

static void cg_lattice_make(cg_lattice *L, int n, rng_state *rng)
{
    L->r0 = (n % 2) ? 2 : 1 + (int)rng_below(rng, 2);
    L->c0 = (n % 2) ? 2 : 1 + (int)rng_below(rng, 2);
    L->nr = (n - 3 - L->r0) / 2 + 1; /* nodes r0, r0+2, .. <= n-3 */
    L->nc = (n - 3 - L->c0) / 2 + 1;
}

static void cg_backtrack(candy_maze *m, const cg_lattice *L, rng_state *rng)
{
    unsigned char visited[CANDY_CELLS];
    short stack[CANDY_CELLS];
    int top = 0, start;
    memset(visited, 0, sizeof visited);
    start = (int)rng_below(rng, (uint32_t)(L->nr * L->nc));
    visited[start] = 1;
    stack[top++] = (short)start;
    cg_open(m, L->r0 + 2 * (start / L->nc), L->c0 + 2 * (start % L->nc));
    while (top > 0) {
        int cur = stack[top - 1], i = cur / L->nc, j = cur % L->nc;
        int opts[4], nopt = 0, d;
        for (d = 0; d < 4; d++) {
            int ni = i + candy_dr(d), nj = j + candy_dc(d);
            if (ni >= 0 && nj >= 0 && ni < L->nr && nj < L->nc && !visited[ni * L->nc + nj])
                opts[nopt++] = d;
        }
        if (nopt == 0) {
            top--;
            continue;
        }
        d = opts[rng_below(rng, (uint32_t)nopt)];
        {
            int ni = i + candy_dr(d), nj = j + candy_dc(d);
            int r = L->r0 + 2 * i, c = L->c0 + 2 * j;
            cg_open(m, r + candy_dr(d), c + candy_dc(d));
            cg_open(m, r + 2 * candy_dr(d), c + 2 * candy_dc(d));
            visited[ni * L->nc + nj] = 1;
            stack[top++] = (short)(ni * L->nc + nj);
        }
    }
}

/* carve from (r, c) in direction d up to (not including) the ring */
static void cg_dig_to_ring(candy_maze *m, int r, int c, int d)
{
    int n = m->n;
    r += candy_dr(d);
    c += candy_dc(d);
    while (r > 0 && c > 0 && r < n - 1 && c < n - 1) {
        m->wall[CANDY_CELL(r, c)] = 0;
        r += candy_dr(d);
        c += candy_dc(d);
    }
}

static void cg_ring_openings(candy_maze *m, const cg_lattice *L, rng_state *rng)
{
    int i, j;
    for (i = 0; i < L->nr; i++)
        for (j = 0; j < L->nc; j++) {
            int r = L->r0 + 2 * i, c = L->c0 + 2 * j, d;
            for (d = 0; d < 4; d++) {
                int ni = i + candy_dr(d), nj = j + candy_dc(d);
                if (ni >= 0 && nj >= 0 && ni < L->nr && nj < L->nc)
                    continue; /* not a boundary side */
                if (rng_unit(rng) < CG_BRAID_RING_OPEN)
                    cg_dig_to_ring(m, r, c, d);
            }
        }
}

static int cg_inner(const candy_maze *m, int r, int c)
{
    return r > 0 && c > 0 && r < m->n - 1 && c < m->n - 1;
}

/* open a dead end at cell into a loop: a wall neighbour with a passage beyond */
static void cg_open_dead_end(candy_maze *m, int cell, rng_state *rng)
{
    int opts[4], nopt = 0, d, r = CANDY_ROW(cell), c = CANDY_COL(cell);
    for (d = 0; d < 4; d++) {
        int wr = r + candy_dr(d), wc = c + candy_dc(d);
        if (cg_inner(m, wr, wc) && m->wall[CANDY_CELL(wr, wc)] &&
            candy_maze_open(m, wr + candy_dr(d), wc + candy_dc(d)))
            opts[nopt++] = d;
    }
    if (nopt > 0) {
        d = opts[rng_below(rng, (uint32_t)nopt)];
        cg_open(m, r + candy_dr(d), c + candy_dc(d));
    }
}

static void cg_braid_loops(candy_maze *m, rng_state *rng)
{
    int r, c;
    for (r = 1; r < m->n - 1; r++)
        for (c = 1; c < m->n - 1; c++) {
            int cell = CANDY_CELL(r, c);
            if (m->wall[cell] || candy_maze_degree(m, cell) != 1)
                continue;
            if (rng_unit(rng) < CG_BRAID_LOOP_OPEN)
                cg_open_dead_end(m, cell, rng);
        }
}

static void cg_braid(candy_maze *m, rng_state *rng)
{
    cg_lattice L;
    cg_lattice_make(&L, m->n, rng);
    cg_backtrack(m, &L, rng);
    cg_ring_openings(m, &L, rng);
    cg_braid_loops(m, rng);
}

/* ---- rooms ---- */

typedef struct cg_room {
    int r, c, h, w;
} cg_room;

static int cg_rooms_overlap(const cg_room *a, const cg_room *b)
{
    /* keep a one-cell wall between rooms */
    return a->r <= b->r + b->h && b->r <= a->r + a->h &&
           a->c <= b->c + b->w && b->c <= a->c + a->w;
}

static int cg_place_rooms(const candy_maze *m, cg_room *rooms, rng_state *rng)
{
    int count = 0, tries, i, maxside = m->n >= 17 ? 5 : 4;
    for (tries = 0; tries < CG_ROOMS_TRIES && count < CG_MAX_ROOMS; tries++) {
        cg_room rm;
        int ok = 1;
        rm.h = 2 + (int)rng_below(rng, (uint32_t)(maxside - 1));
        rm.w = 2 + (int)rng_below(rng, (uint32_t)(maxside - 1));
        rm.r = 2 + (int)rng_below(rng, (uint32_t)(m->n - 3 - rm.h));
        rm.c = 2 + (int)rng_below(rng, (uint32_t)(m->n - 3 - rm.w));
        for (i = 0; i < count && ok; i++)
            ok = !cg_rooms_overlap(&rm, &rooms[i]);
        if (ok)
            rooms[count++] = rm;
    }
    return count;
}

static void cg_room_cell(const cg_room *rm, rng_state *rng, int *r, int *c)
{
    *r = rm->r + (int)rng_below(rng, (uint32_t)rm->h);
    *c = rm->c + (int)rng_below(rng, (uint32_t)rm->w);
}

static void cg_corridor(candy_maze *m, const cg_room *a, const cg_room *b, rng_state *rng)
{
    int r1, c1, r2, c2, r, c;
    cg_room_cell(a, rng, &r1, &c1);
    cg_room_cell(b, rng, &r2, &c2);
    if (rng_below(rng, 2)) { /* horizontal first */
        for (c = c1; c != c2; c += (c2 > c1) ? 1 : -1)
            cg_open(m, r1, c);
        for (r = r1; r != r2; r += (r2 > r1) ? 1 : -1)
            cg_open(m, r, c2);
    } else {
        for (r = r1; r != r2; r += (r2 > r1) ? 1 : -1)
            cg_open(m, r, c1);
        for (c = c1; c != c2; c += (c2 > c1) ? 1 : -1)
            cg_open(m, r2, c);
    }
    cg_open(m, r2, c2);
}

static void cg_rooms(candy_maze *m, rng_state *rng)
{
    cg_room rooms[CG_MAX_ROOMS];
    int count = cg_place_rooms(m, rooms, rng), i, r, c;
    for (i = 0; i < count; i++)
        for (r = rooms[i].r; r < rooms[i].r + rooms[i].h; r++)
            for (c = rooms[i].c; c < rooms[i].c + rooms[i].w; c++)
                cg_open(m, r, c);
    for (i = 1; i < count; i++)
        cg_corridor(m, &rooms[i - 1], &rooms[i], rng);
    for (i = 0; i < CG_ROOMS_EXTRA && count > 2; i++) {
        /* two statements: argument evaluation order is unspecified */
        int a = (int)rng_below(rng, (uint32_t)count);
        int b = (int)rng_below(rng, (uint32_t)count);
        cg_corridor(m, &rooms[a], &rooms[b], rng);
    }
    for (i = 0; i < CG_ROOMS_DOORS && count > 0; i++) {
        const cg_room *rm = &rooms[rng_below(rng, (uint32_t)count)];
        cg_room_cell(rm, rng, &r, &c);
        cg_dig_to_ring(m, r, c, (int)rng_below(rng, 4));
    }
}

/* ---- caves ---- */

static void cg_caves(candy_maze *m, rng_state *rng)
{
    double density = CG_CAVES_MIN + (CG_CAVES_MAX - CG_CAVES_MIN) * rng_unit(rng);
    int r, c;
    for (r = 1; r < m->n - 1; r++)
        for (c = 1; c < m->n - 1; c++)
            m->wall[CANDY_CELL(r, c)] = (unsigned char)(rng_unit(rng) < density);
}

/* ---- repair ---- */

/* 0-1 BFS from every cell marked src: fewest walls to any cell marked
 * goal; carves those walls.  Returns 1 if a path was found. */
static int cg_join(candy_maze *m, const unsigned char *src, const unsigned char *goal)
{
    short deque[2 * CANDY_CELLS + 2];
    short cost[CANDY_CELLS], parent[CANDY_CELLS];
    int head = CANDY_CELLS + 1, tail = CANDY_CELLS + 1, i, d, found = -1;
    for (i = 0; i < CANDY_CELLS; i++) {
        cost[i] = CANDY_UNREACHABLE;
        parent[i] = -1;
        if (src[i]) {
            cost[i] = 0;
            deque[tail++] = (short)i;
        }
    }
    while (head < tail && found < 0) {
        int cur = deque[head++];
        if (goal[cur]) {
            found = cur;
            break;
        }
        for (d = 0; d < 4; d++) {
            int nx = candy_maze_step(m, cur, d), w;
            if (nx < 0)
                continue;
            w = cost[cur] + m->wall[nx];
            if (w >= cost[nx])
                continue;
            cost[nx] = (short)w;
            parent[nx] = (short)cur;
            if (m->wall[nx])
                deque[tail++] = (short)nx;
            else
                deque[--head] = (short)nx;
        }
    }
    for (i = found; i >= 0; i = parent[i])
        m->wall[i] = 0;
    return found >= 0;
}

void candy_gen_connect(candy_maze *m)
{
    short dist[CANDY_CELLS], comp[CANDY_CELLS];
    unsigned char src[CANDY_CELLS], goal[CANDY_CELLS];
    int guard, i;
    for (guard = 0; guard < CANDY_CELLS; guard++) {
        int lost = -1;
        candy_maze_bfs(m, CANDY_CELL(0, 0), dist);
        for (i = 0; i < CANDY_CELLS && lost < 0; i++)
            if (candy_maze_inside(m, CANDY_ROW(i), CANDY_COL(i)) && !m->wall[i] &&
                dist[i] == CANDY_UNREACHABLE)
                lost = i;
        if (lost < 0)
            return;
        candy_maze_bfs(m, lost, comp);
        for (i = 0; i < CANDY_CELLS; i++) {
            src[i] = (unsigned char)(comp[i] != CANDY_UNREACHABLE);
            goal[i] = (unsigned char)(dist[i] != CANDY_UNREACHABLE);
        }
        if (!cg_join(m, src, goal))
            return;
    }
}

/* at least two inner passages (docs/rules/candy-hunt.md §1 needs both starts inside) */
static void cg_ensure_inner(candy_maze *m)
{
    int mid = m->n / 2;
    if (candy_maze_inner_passages(m) >= 2)
        return;
    cg_open(m, mid, mid);
    cg_open(m, mid, mid + 1);
}

void candy_gen(candy_maze *m, int n, int kind, uint64_t seed)
{
    rng_state rng;
    if (n < CANDY_MIN_N)
        n = CANDY_MIN_N;
    if (n > CANDY_MAX_N)
        n = CANDY_MAX_N;
    rng_seed(&rng, seed ^ ((uint64_t)kind << 56));
    candy_maze_clear(m, n);
    if (kind == CANDY_GEN_ROOMS)
        cg_rooms(m, &rng);
    else if (kind == CANDY_GEN_CAVES)
        cg_caves(m, &rng);
    else
        cg_braid(m, &rng);
    cg_ensure_inner(m);
    candy_gen_connect(m);
}
