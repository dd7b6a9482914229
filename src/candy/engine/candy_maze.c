/*
 * candy_maze.c -- grid, directions, BFS, footsteps and candy count; see
 * candy_maze.h for the cell layout and invariants.
 */
#include <stdio.h>
#include "candy/engine/candy_maze.h"

static const int cm_dr[4] = {-1, 0, 1, 0};
static const int cm_dc[4] = {0, 1, 0, -1};
static const char cm_act_chars[CANDY_ACTIONS + 1] = "URDLOS";

int candy_dr(int dir) { return cm_dr[dir & 3]; }
int candy_dc(int dir) { return cm_dc[dir & 3]; }

char candy_action_char(int action)
{
    return (action >= 0 && action < CANDY_ACTIONS) ? cm_act_chars[action] : '?';
}

int candy_action_parse(char ch)
{
    int i;
    for (i = 0; i < CANDY_ACTIONS; i++)
        if (cm_act_chars[i] == ch)
            return i;
    return -1;
}

int candy_reply_parse(const char *line)
{
    const char *p = line;
    int act;
    while (*p == ' ' || *p == '\t')
        p++;
    act = candy_action_parse(*p);
    if (act < 0)
        return -1;
    for (p++; *p == ' ' || *p == '\t'; p++)
        ;
    return *p == '\0' ? act : -1;
}

int candy_maze_inside(const candy_maze *m, int r, int c)
{
    return r >= 0 && c >= 0 && r < m->n && c < m->n;
}

int candy_maze_open(const candy_maze *m, int r, int c)
{
    return candy_maze_inside(m, r, c) && !m->wall[CANDY_CELL(r, c)];
}

int candy_maze_step(const candy_maze *m, int cell, int dir)
{
    int r = CANDY_ROW(cell) + cm_dr[dir & 3], c = CANDY_COL(cell) + cm_dc[dir & 3];
    return candy_maze_inside(m, r, c) ? CANDY_CELL(r, c) : -1;
}

int candy_maze_on_ring(const candy_maze *m, int cell)
{
    int r = CANDY_ROW(cell), c = CANDY_COL(cell);
    return r == 0 || c == 0 || r == m->n - 1 || c == m->n - 1;
}

int candy_maze_degree(const candy_maze *m, int cell)
{
    int d, k = 0;
    for (d = 0; d < 4; d++)
        k += candy_maze_open(m, CANDY_ROW(cell) + cm_dr[d], CANDY_COL(cell) + cm_dc[d]);
    return k;
}

int candy_maze_inner_passages(const candy_maze *m)
{
    int r, c, f = 0;
    for (r = 1; r < m->n - 1; r++)
        for (c = 1; c < m->n - 1; c++)
            f += !m->wall[CANDY_CELL(r, c)];
    return f;
}

int candy_maze_passages(const candy_maze *m)
{
    int r, c, f = 0;
    for (r = 0; r < m->n; r++)
        for (c = 0; c < m->n; c++)
            f += !m->wall[CANDY_CELL(r, c)];
    return f;
}

void candy_maze_clear(candy_maze *m, int n)
{
    int r, c;
    m->n = n;
    for (r = 0; r < CANDY_MAX_N; r++)
        for (c = 0; c < CANDY_MAX_N; c++)
            m->wall[CANDY_CELL(r, c)] =
                (unsigned char)!(r < n && c < n && (r == 0 || c == 0 || r == n - 1 || c == n - 1));
}

void candy_maze_set_row(candy_maze *m, int r, const char *row)
{
    int c;
    for (c = 0; c < m->n; c++)
        m->wall[CANDY_CELL(r, c)] = (unsigned char)(row[c] == '#');
}

void candy_maze_from_codes(candy_maze *m, int n, const unsigned char *codes, unsigned wall_codes)
{
    int i;
    m->n = n;
    for (i = 0; i < CANDY_CELLS; i++)
        m->wall[i] = (unsigned char)(CANDY_ROW(i) >= n || CANDY_COL(i) >= n || ((wall_codes >> codes[i]) & 1u));
}

int candy_maze_bfs(const candy_maze *m, int src, short *dist)
{
    short queue[CANDY_CELLS];
    int head = 0, tail = 0, i, d;
    for (i = 0; i < CANDY_CELLS; i++)
        dist[i] = CANDY_UNREACHABLE;
    if (src < 0 || src >= CANDY_CELLS || !candy_maze_open(m, CANDY_ROW(src), CANDY_COL(src)))
        return 0;
    dist[src] = 0;
    queue[tail++] = (short)src;
    while (head < tail) {
        int cur = queue[head++], r = CANDY_ROW(cur), c = CANDY_COL(cur);
        for (d = 0; d < 4; d++) {
            int nr = r + cm_dr[d], nc = c + cm_dc[d], nx;
            if (!candy_maze_open(m, nr, nc))
                continue;
            nx = CANDY_CELL(nr, nc);
            if (dist[nx] != CANDY_UNREACHABLE)
                continue;
            dist[nx] = (short)(dist[cur] + 1);
            queue[tail++] = (short)nx;
        }
    }
    return tail;
}

/* the first passage in reading order that dist marks unreachable (one
 * exists when the search reached fewer cells than there are passages) */
static int cm_first_unreached(const candy_maze *m, const short *dist)
{
    int r, c;
    for (r = 0; r < m->n; r++)
        for (c = 0; c < m->n; c++)
            if (candy_maze_open(m, r, c) && dist[CANDY_CELL(r, c)] == CANDY_UNREACHABLE)
                return CANDY_CELL(r, c);
    return CANDY_CELL(0, 0);
}

int candy_maze_check(const candy_maze *m, char *err, int errcap)
{
    short dist[CANDY_CELLS];
    int r, c, reached;
    if (m->n < CANDY_MIN_N || m->n > CANDY_MAX_N) {
        snprintf(err, (size_t)errcap, "maze size %d is outside 11..23", m->n);
        return -1;
    }
    for (r = 0; r < m->n; r++)
        for (c = 0; c < m->n; c++)
            if (m->wall[CANDY_CELL(r, c)] && candy_maze_on_ring(m, CANDY_CELL(r, c))) {
                snprintf(err, (size_t)errcap, "row %d, column %d is a wall on the outer ring", r + 1, c + 1);
                return -1;
            }
    if (candy_maze_inner_passages(m) < 2) {
        snprintf(err, (size_t)errcap, "fewer than 2 inner passages");
        return -1;
    }
    reached = candy_maze_bfs(m, CANDY_CELL(0, 0), dist);
    if (reached != candy_maze_passages(m)) {
        int cut = cm_first_unreached(m, dist);
        snprintf(err, (size_t)errcap,
                 "passages are not all connected: row %d, column %d cannot be reached from the outer ring "
                 "(%d of %d reached)", CANDY_ROW(cut) + 1, CANDY_COL(cut) + 1, reached, candy_maze_passages(m));
        return -1;
    }
    return 0;
}

int candy_count_for(int f)
{
    int k = (2 * f + 5) / 10; /* floor(0.2 F + 0.5) in integers */
    if (k > f - 2)
        k = f - 2;
    return k < 1 ? 1 : k;
}

int candy_footsteps(const int *table, int dist)
{
    if (dist <= table[0])
        return 3;
    if (dist <= table[1])
        return 2;
    if (dist <= table[2])
        return 1;
    return 0;
}

void candy_footsteps_default(int *table)
{
    table[0] = 3;
    table[1] = 6;
    table[2] = 10;
}

int candy_footsteps_parse(const char *text, int *table)
{
    int i;
    const char *p = text;
    for (i = 0; i < 3; i++) {
        int v = 0, digits = 0;
        while (*p >= '0' && *p <= '9' && digits < 4) {
            v = v * 10 + (*p - '0');
            p++;
            digits++;
        }
        if (digits == 0 || digits > 3)
            return -1;
        table[i] = v;
        if (i < 2 && *p++ != ',')
            return -1;
    }
    if (*p != '\0' || table[0] > table[1] || table[1] > table[2])
        return -1;
    return 0;
}
