/*
 * candy_gen.c -- maze generators braid / rooms / caves / corridors / halls;
 * see candy_gen.h.
 *
 * All of them start from candy_maze_clear() (inner cells wall, ring passage),
 * carve passages with their own RNG stream, then call candy_gen_connect(),
 * which is what guarantees 4-connectivity whatever the carving did.
 *
 * braid lattice.  Node rows/columns sit every second cell from an offset
 * (2 for odd n: a wall frame inside the ring; 1 or 2 by seed for even n,
 * since the lattice then cannot be centred).  Wall cells between two nodes
 * are carved by a depth-first backtracker; boundary nodes get a straight
 * opening to the ring with probability CG_BRAID_RING_OPEN; each dead end is
 * then opened into a loop with probability CG_BRAID_LOOP_OPEN.
 *
 * corridors lattice.  The same node spacing, but always with a wall frame
 * (for even n two walls thick on a side drawn by seed), so no node touches
 * the ring.  The walk over the nodes follows Warnsdorff's rule (step to the
 * free node with the fewest free neighbours), which rarely strands a node,
 * so it rarely backtracks; each backtrack leaves a junction behind.  Then
 * CG_CORR_DOORS openings to the ring and CG_CORR_LOOPS loops.
 *
 * halls.  The inside starts all passage; from n >= CG_HALLS_SPLIT_N, by
 * seed, a vertical and/or a horizontal wall line crosses it near the
 * middle with CG_HALLS_DOORS doors each; then wall blocks of 1..3 x 1..3
 * are dropped at random where the block and a one-cell margin around it
 * are all passage, so blocks never touch each other, a partition or the
 * ring, and no dead end can form.
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
/* corridors: a step ignores Warnsdorff's rule with this probability and
 * takes any free node, so corridors bend at random instead of running in
 * serpentines and spirals (at 0.3 junctions stay under half of braid's) */
#define CG_CORR_WANDER 0.30
#define CG_CORR_DOORS 2          /* corridors: openings to the ring */
#define CG_CORR_LOOPS 2          /* corridors: dead ends opened into loops */
/* halls: from this side on the inside may be split into two or four halls */
#define CG_HALLS_SPLIT_N 15
#define CG_HALLS_DOORS 2         /* halls: one-cell doors per partition wall */
/* halls: block placement attempts per cell of side; 20 puts walls on about
 * 30% of the inside, each block standing free */
#define CG_HALLS_TRIES 20
#define CG_HALLS_BLOCK 3         /* halls: a block is 1..3 x 1..3 cells */

static const char *const cg_names[CANDY_GEN_KINDS] = {"braid", "rooms", "caves", "corridors",
                                                      "halls"};

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

/* Carve from lattice node (i, j) to its neighbour in direction d: the wall
 * between and the neighbour's cell open, the neighbour visited.  Returns
 * the neighbour's node index. */
static short cg_carve(candy_maze *m, const cg_lattice *L, unsigned char *visited, int i, int j, int d)
{
    int ni = i + candy_dr(d), nj = j + candy_dc(d);
    int r = L->r0 + 2 * i, c = L->c0 + 2 * j;
    cg_open(m, r + candy_dr(d), c + candy_dc(d));
    cg_open(m, r + 2 * candy_dr(d), c + 2 * candy_dc(d));
    visited[ni * L->nc + nj] = 1;
    return (short)(ni * L->nc + nj);
}

/* A lattice walk's start: nothing visited but one random node, opened and
 * on the stack.  Returns the stack's height (1). */
static int cg_walk_start(candy_maze *m, const cg_lattice *L, rng_state *rng, unsigned char *visited,
                         short *stack)
{
    int start;
    memset(visited, 0, CANDY_CELLS);
    start = (int)rng_below(rng, (uint32_t)(L->nr * L->nc));
    visited[start] = 1;
    stack[0] = (short)start;
    cg_open(m, L->r0 + 2 * (start / L->nc), L->c0 + 2 * (start % L->nc));
    return 1;
}

static void cg_backtrack(candy_maze *m, const cg_lattice *L, rng_state *rng)
{
    unsigned char visited[CANDY_CELLS];
    short stack[CANDY_CELLS];
    int top = cg_walk_start(m, L, rng, visited, stack);
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
        stack[top++] = cg_carve(m, L, visited, i, j, d);
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

/* ---- corridors ---- */

/* dig to the ring from a random boundary node of the lattice */
static void cg_corridors_door(candy_maze *m, const cg_lattice *L, rng_state *rng)
{
    int side = (int)rng_below(rng, 4), i, j;
    if (side == CANDY_U || side == CANDY_D) {
        i = side == CANDY_U ? 0 : L->nr - 1;
        j = (int)rng_below(rng, (uint32_t)L->nc);
    } else {
        j = side == CANDY_L ? 0 : L->nc - 1;
        i = (int)rng_below(rng, (uint32_t)L->nr);
    }
    cg_dig_to_ring(m, L->r0 + 2 * i, L->c0 + 2 * j, side);
}

/* open one dead end, drawn uniformly, into a loop */
static void cg_corridors_loop(candy_maze *m, rng_state *rng)
{
    short ends[CANDY_CELLS];
    int count = 0, r, c;
    for (r = 1; r < m->n - 1; r++)
        for (c = 1; c < m->n - 1; c++)
            if (!m->wall[CANDY_CELL(r, c)] && candy_maze_degree(m, CANDY_CELL(r, c)) == 1)
                ends[count++] = (short)CANDY_CELL(r, c);
    if (count > 0)
        cg_open_dead_end(m, ends[rng_below(rng, (uint32_t)count)], rng);
}

/* unvisited lattice neighbours of node (i, j) */
static int cg_snake_free(const cg_lattice *L, const unsigned char *visited, int i, int j)
{
    int d, count = 0;
    for (d = 0; d < 4; d++) {
        int ni = i + candy_dr(d), nj = j + candy_dc(d);
        count += ni >= 0 && nj >= 0 && ni < L->nr && nj < L->nc && !visited[ni * L->nc + nj];
    }
    return count;
}

/* a depth-first walk over the lattice that steps to the unvisited node
 * with the fewest unvisited neighbours (Warnsdorff's rule, random among
 * equals): it rarely strands a node, so it rarely backtracks, and every
 * backtrack is what makes a junction */
static void cg_snake(candy_maze *m, const cg_lattice *L, rng_state *rng)
{
    unsigned char visited[CANDY_CELLS];
    short stack[CANDY_CELLS];
    int top = cg_walk_start(m, L, rng, visited, stack);
    while (top > 0) {
        int cur = stack[top - 1], i = cur / L->nc, j = cur % L->nc;
        int opts[4], nopt = 0, d, least = 5, wander = rng_unit(rng) < CG_CORR_WANDER;
        for (d = 0; d < 4; d++) {
            int ni = i + candy_dr(d), nj = j + candy_dc(d), f;
            if (ni < 0 || nj < 0 || ni >= L->nr || nj >= L->nc || visited[ni * L->nc + nj])
                continue;
            f = wander ? 0 : cg_snake_free(L, visited, ni, nj);
            if (f < least) {
                least = f;
                nopt = 0;
            }
            if (f == least)
                opts[nopt++] = d;
        }
        if (nopt == 0) {
            top--;
            continue;
        }
        d = opts[rng_below(rng, (uint32_t)nopt)];
        stack[top++] = cg_carve(m, L, visited, i, j, d);
    }
}

static void cg_corridors(candy_maze *m, rng_state *rng)
{
    cg_lattice L;
    int i;
    /* nodes 2, 4, ... as braid's for odd n; for even n a frame two walls
     * thick on one side (drawn), so no node touches the ring */
    L.r0 = (m->n % 2) ? 2 : 2 + (int)rng_below(rng, 2);
    L.c0 = (m->n % 2) ? 2 : 2 + (int)rng_below(rng, 2);
    L.nr = (m->n - 3 - L.r0) / 2 + 1;
    L.nc = (m->n - 3 - L.c0) / 2 + 1;
    cg_snake(m, &L, rng);
    for (i = 0; i < CG_CORR_DOORS; i++)
        cg_corridors_door(m, &L, rng);
    for (i = 0; i < CG_CORR_LOOPS; i++)
        cg_corridors_loop(m, rng);
}

/* ---- halls ---- */

/* a wall line across the inside at row (vertical 0) or column (vertical
 * 1) `at`, with up to CG_HALLS_DOORS one-cell doors (a door drawn where
 * the other line crosses is not opened: it would join nothing) */
static void cg_halls_partition(candy_maze *m, int vertical, int at, rng_state *rng)
{
    int k, i, n = m->n;
    for (k = 1; k < n - 1; k++)
        m->wall[vertical ? CANDY_CELL(k, at) : CANDY_CELL(at, k)] = 1;
    for (i = 0; i < CG_HALLS_DOORS; i++) {
        int door, a, b;
        k = 1 + (int)rng_below(rng, (uint32_t)(n - 2));
        door = vertical ? CANDY_CELL(k, at) : CANDY_CELL(at, k);
        a = vertical ? CANDY_CELL(k, at - 1) : CANDY_CELL(at - 1, k);
        b = vertical ? CANDY_CELL(k, at + 1) : CANDY_CELL(at + 1, k);
        if (!m->wall[a] && !m->wall[b])
            m->wall[door] = 0;
    }
}

/* a wall block h x w at (r, c) if it and a one-cell margin around it are
 * all passage inside the maze, so every block stands free */
static int cg_halls_block(candy_maze *m, int r, int c, int h, int w)
{
    int i, j;
    if (r < 1 || c < 1 || r + h > m->n - 1 || c + w > m->n - 1)
        return 0;
    for (i = r - 1; i <= r + h; i++)
        for (j = c - 1; j <= c + w; j++)
            if (m->wall[CANDY_CELL(i, j)])
                return 0;
    for (i = r; i < r + h; i++)
        for (j = c; j < c + w; j++)
            m->wall[CANDY_CELL(i, j)] = 1;
    return 1;
}

static void cg_halls(candy_maze *m, rng_state *rng)
{
    int n = m->n, r, c, tries, split;
    for (r = 1; r < n - 1; r++)
        for (c = 1; c < n - 1; c++)
            m->wall[CANDY_CELL(r, c)] = 0;
    /* 0: one hall, 1: two side by side, 2: two stacked, 3: four */
    split = n >= CG_HALLS_SPLIT_N ? (int)rng_below(rng, 4) : 0;
    if (split & 1)
        cg_halls_partition(m, 1, n / 2 - 1 + (int)rng_below(rng, 3), rng);
    if (split & 2)
        cg_halls_partition(m, 0, n / 2 - 1 + (int)rng_below(rng, 3), rng);
    for (tries = 0; tries < CG_HALLS_TRIES * n; tries++) {
        int h = 1 + (int)rng_below(rng, CG_HALLS_BLOCK);
        int w = 1 + (int)rng_below(rng, CG_HALLS_BLOCK);
        r = 1 + (int)rng_below(rng, (uint32_t)(n - 2));
        c = 1 + (int)rng_below(rng, (uint32_t)(n - 2));
        cg_halls_block(m, r, c, h, w);
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
    else if (kind == CANDY_GEN_CORRIDORS)
        cg_corridors(m, &rng);
    else if (kind == CANDY_GEN_HALLS)
        cg_halls(m, &rng);
    else
        cg_braid(m, &rng);
    cg_ensure_inner(m);
    candy_gen_connect(m);
}
