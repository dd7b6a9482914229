/*
 * candy_grid.c -- grid primitives: distributions over cells and the
 * footsteps table; see candy_grid.h.
 */
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"
#include "candy/engine/candy_view.h"

#define KG_MAX_WEIGHTS 8 /* candy_grid_reweigh's count: the belief's models */

void candy_grid_set_terrain(candy_grid *g, int n, const unsigned char *terr)
{
    int i;
    g->n = n;
    candy_maze_from_codes(&g->opt, n, terr, 1u << CANDY_T_WALL);
    candy_maze_from_codes(&g->known, n, terr, 1u << CANDY_T_WALL | 1u << CANDY_T_UNKNOWN);
    g->ncells = 0;
    for (i = 0; i < CANDY_CELLS; i++)
        if (!g->opt.wall[i])
            g->cells[g->ncells++] = (short)i;
}

void candy_grid_link(candy_grid *g)
{
    int i, d;
    for (i = 0; i < g->ncells; i++) {
        int cell = g->cells[i];
        g->nnb[cell] = 0;
        for (d = 0; d < 4; d++) {
            int y = candy_maze_step(&g->opt, cell, d);
            if (y >= 0 && !g->opt.wall[y])
                g->nb[cell][g->nnb[cell]++] = (short)y;
        }
    }
}

/* breadth-first distances on opt from src into row, with the neighbour
 * lists (much faster than candy_maze_bfs over the square) */
static void kg_bfs(const candy_grid *g, int src, short *row)
{
    short queue[CANDY_CELLS];
    int head = 0, tail = 0, i;
    for (i = 0; i < CANDY_CELLS; i++)
        row[i] = CANDY_UNREACHABLE;
    row[src] = 0;
    queue[tail++] = (short)src;
    while (head < tail) {
        int cur = queue[head++], k;
        short nd = (short)(row[cur] + 1);
        for (k = 0; k < g->nnb[cur]; k++) {
            int y = g->nb[cur][k];
            if (row[y] == CANDY_UNREACHABLE) {
                row[y] = nd;
                queue[tail++] = (short)y;
            }
        }
    }
}

void candy_grid_measure(candy_grid *g)
{
    int i;
    for (i = 0; i < g->ncells; i++)
        kg_bfs(g, g->cells[i], g->dist[g->cells[i]]);
}

double candy_grid_normalise(double *b)
{
    double s = 0;
    int i;
    for (i = 0; i < CANDY_CELLS; i++)
        s += b[i];
    if (s > 0)
        for (i = 0; i < CANDY_CELLS; i++)
            b[i] /= s;
    return s;
}

double candy_grid_mix(const double (*bel)[CANDY_CELLS], const double *w, int count, double *mix)
{
    double total = 0;
    int i, m;
    for (m = 0; m < count; m++)
        total += w[m];
    for (i = 0; i < CANDY_CELLS; i++) {
        mix[i] = 0;
        for (m = 0; m < count; m++)
            mix[i] += w[m] * bel[m][i];
    }
    return total;
}

void candy_grid_reweigh(double *w, const double *z, int count)
{
    double s = 0, zf[KG_MAX_WEIGHTS];
    int m;
    for (m = 0; m < count; m++) {
        zf[m] = z[m] < 1e-6 ? 1e-6 : z[m];
        s += w[m] * zf[m];
    }
    for (m = 0; m < count; m++)
        w[m] = (1.0 - KT_MODEL_MIX) * w[m] * zf[m] / s + KT_MODEL_MIX / count;
}

double candy_grid_footsteps_like(const int *table, int steps, int dmin, int dmax)
{
    int hi = candy_footsteps(table, dmin), lo = candy_footsteps(table, dmax), gap = 0;
    double l = 1.0;
    /* hi: the loudest level possible, lo: the quietest */
    if (steps > hi)
        gap = steps - hi;
    else if (steps < lo)
        gap = lo - steps;
    while (gap-- > 0)
        l *= KT_FLOOR_LEVEL;
    return l < KT_FLOOR_MIN ? KT_FLOOR_MIN : l;
}

/* keep 0 <= t0 <= t1 <= t2 after a learned threshold, moving the others
 * out of the way: up after a loud level, down after a quiet one */
static void kg_table_order(int *t, int a)
{
    if (a >= 2) {
        if (t[1] < t[0]) t[1] = t[0];
        if (t[2] < t[1]) t[2] = t[1];
    } else {
        if (t[1] > t[2]) t[1] = t[2];
        if (t[0] > t[1]) t[0] = t[1];
    }
    if (t[0] < 0) t[0] = 0;
    if (t[1] < t[0]) t[1] = t[0];
    if (t[2] < t[1]) t[2] = t[1];
}

void candy_grid_table_learn(int *t, int d, int a)
{
    if (a == 3 && t[0] < d)
        t[0] = d;
    if (a == 2) {
        if (t[0] >= d)
            t[0] = d - 1;
        if (t[1] < d)
            t[1] = d;
    }
    if (a == 1) {
        if (t[1] >= d)
            t[1] = d - 1;
        if (t[2] < d)
            t[2] = d;
    }
    if (a == 0 && t[2] >= d)
        t[2] = d - 1;
    kg_table_order(t, a);
}
