/*
 * candy_know.c -- Maki's knowledge of the maze and the candy; see
 * candy_know.h for the data and the candy chance.
 */
#include <string.h>
#include "candy/ai/candy_know.h"
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"

void candy_know_init(candy_know *k, int n, int dir0)
{
    int i;
    memset(k, 0, sizeof *k);
    k->n = n;
    k->dir = dir0 & 3;
    k->maki = -1;
    k->prev_maki = -1;
    k->tagger = -1;
    k->steps = -1;
    k->last_action = -1;
    k->dirty = 1;
    candy_memory_init(&k->mem, n);
    for (i = 0; i < CANDY_CELLS; i++)
        k->pc[i] = 0.2; /* any constant: kk_candy scales it to K */
}

double candy_know_pass(const candy_know *k, int cell)
{
    unsigned char t = k->mem.terr[cell];
    return t == CANDY_T_PASS ? 1.0 : (t == CANDY_T_WALL ? 0.0 : KK_PASS_GUESS);
}

double candy_know_likelihood(const candy_know *k, const int *table, int cell)
{
    if (k->steps < 0)
        return 1.0;
    return candy_grid_footsteps_like(table, k->steps, k->grid.dist[k->maki][cell], k->dknown[cell]);
}

int candy_know_sighting(const candy_know *k)
{
    return k->tagger >= 0 && k->steps >= 0 &&
           k->grid.dist[k->maki][k->tagger] == k->dknown[k->tagger];
}

void candy_know_view(const candy_know *k, int cell, int dir, int around, candy_view *v)
{
    if (around)
        candy_view_around(&k->grid.opt, cell, v);
    else
        candy_view_cells(&k->grid.opt, cell, dir, v);
}

/* the graph of the terrain and, when it changed, its neighbour lists and
 * (unless stale) the all-pairs distances; the distances from Maki on known */
static void kk_mazes(candy_know *k, int stale_dist)
{
    candy_grid_set_terrain(&k->grid, k->n, k->mem.terr);
    if (k->dirty) {
        candy_grid_link(&k->grid);
        if (!stale_dist || k->turn <= 1) { /* stale: still lower bounds; dirty stays set */
            candy_grid_measure(&k->grid);
            k->dirty = 0;
        }
    }
    candy_maze_bfs(&k->grid.known, k->maki, k->dknown);
}

static int kk_estimate_k(const candy_know *k)
{
    double f = 0;
    int r, c;
    for (r = 1; r < k->n - 1; r++)
        for (c = 1; c < k->n - 1; c++)
            f += candy_know_pass(k, CANDY_CELL(r, c));
    return candy_count_for((int)(f + 0.5));
}

/* the full cells seen this turn: the normal view, plus the look-around of
 * the previous action if it was O (its candy news is just as fresh) */
static void kk_mark_view(candy_know *k)
{
    candy_view v;
    int i;
    memset(k->inview, 0, sizeof k->inview);
    candy_know_view(k, k->maki, k->dir, 0, &v);
    for (i = 0; i < v.nfull; i++)
        k->inview[v.full[i]] = 1;
    if (k->last_action == CANDY_ACT_O) {
        candy_know_view(k, k->maki, k->dir, 1, &v);
        for (i = 0; i < v.nfull; i++)
            if (!k->inview[v.full[i]])
                k->inview[v.full[i]] = 2;
    }
}

/* 1 if cell's candy is known this turn: shown C, in full view, or Maki's */
static int kk_candy_known(const candy_know *k, int cell)
{
    return k->mem.candy[cell] || k->inview[cell] || cell == k->maki;
}

/* the hidden total scaled to kest minus the C cells (nc) */
static void kk_scale_candy(candy_know *k, double sum, int nc)
{
    const candy_grid *g = &k->grid;
    double hidden = k->kest - nc;
    int i;
    if (hidden < 0)
        hidden = 0;
    if (sum > 1e-9)
        for (i = 0; i < g->ncells; i++) {
            int cell = g->cells[i];
            double p = k->pc[cell] * hidden / sum;
            k->pc[cell] = p > KK_PC_CAP ? KK_PC_CAP : p;
        }
}

static void kk_candy(candy_know *k, double ate)
{
    const candy_grid *g = &k->grid;
    int i, ncand = 0, nc = 0;
    double sum = 0;
    for (i = 0; i < g->ncells; i++)
        if (!kk_candy_known(k, g->cells[i]))
            ncand++;
    for (i = 0; i < g->ncells; i++) {
        int cell = g->cells[i];
        if (kk_candy_known(k, cell)) {
            k->pc[cell] = 0;
            nc += k->mem.candy[cell];
            continue;
        }
        if (ncand > 0) /* docs/rules/candy-hunt.md §3 step 2: the respawn is uniform off view */
            k->pc[cell] += ate * (1.0 - k->pc[cell]) / ncand;
        sum += k->pc[cell] * candy_know_pass(k, cell);
    }
    kk_scale_candy(k, sum, nc);
}

/* 1 if a wall is learned this turn: opt distances change only then */
static int kk_new_wall(const candy_know *k, const candy_memory *fresh)
{
    int i;
    for (i = 0; i < CANDY_CELLS; i++)
        if (fresh->terr[i] == CANDY_T_WALL && k->mem.terr[i] != CANDY_T_WALL)
            return 1;
    return 0;
}

void candy_know_update(candy_know *k, const candy_memory *fresh, const candy_know_turn *in)
{
    double pc_old_here, ate = 0;
    int i;
    if (kk_new_wall(k, fresh))
        k->dirty = 1;
    k->turn = in->turn;
    k->maki = in->maki;
    k->tagger = in->tagger;
    k->steps = in->steps;
    memcpy(k->prev_candy, k->mem.candy, sizeof k->prev_candy);
    pc_old_here = k->maki >= 0 ? k->pc[k->maki] : 0.0;
    k->mem = *fresh;
    kk_mazes(k, in->stale_dist);
    k->kest = kk_estimate_k(k);
    kk_mark_view(k);
    if (in->oracle) {
        for (i = 0; i < CANDY_CELLS; i++)
            k->pc[i] = 0;
        return;
    }
    /* a move onto a remembered C surely ate it; onto an unseen cell, maybe */
    if (k->last_action >= CANDY_U && k->last_action <= CANDY_L && k->maki != k->prev_maki)
        ate = k->prev_candy[k->maki] ? 1.0 : pc_old_here;
    kk_candy(k, ate);
}

void candy_know_acted(candy_know *k, int act)
{
    if (act >= CANDY_U && act <= CANDY_L)
        k->dir = act;
    k->last_action = act;
    k->prev_maki = k->maki;
}
