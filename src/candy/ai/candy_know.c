/*
 * candy_know.c -- Maki's knowledge of the maze and the candy; see
 * candy_ai.h for the data.
 *
 * Candy chance.  pc[cell] is the chance of candy GIVEN the cell is a
 * passage (candy_know_pass() gives the passage chance: 1 known passage,
 * 0 wall, KK_PASS_GUESS unknown).  A cell seen full now has pc 0 unless it
 * shows C (C cells are counted apart, with certainty).  When Maki ate
 * (surely, on a remembered C, or with the cell's chance, on a cell it had
 * not seen), one candy respawned uniformly on the cells out of view: each
 * gains its share.  Then the hidden total sum(pc * pass) is scaled to the
 * estimated K minus the C cells, which moves the chance of cells just
 * seen empty onto the cells not seen.
 */
#include <string.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_grid.h"
#include "candy/ai/candy_ai_tune.h"

double candy_know_pass(const candy_ai *ai, int cell)
{
    unsigned char t = ai->mem.terr[cell];
    return t == CANDY_T_PASS ? 1.0 : (t == CANDY_T_WALL ? 0.0 : KK_PASS_GUESS);
}

double candy_know_likelihood(const candy_ai *ai, const int *table, int cell)
{
    if (ai->steps < 0)
        return 1.0;
    return candy_grid_footsteps_like(table, ai->steps, ai->dist[ai->maki][cell], ai->dknown[cell]);
}

int candy_know_sighting(const candy_ai *ai)
{
    return ai->tagger >= 0 && ai->steps >= 0 && ai->dist[ai->maki][ai->tagger] == ai->dknown[ai->tagger];
}

void candy_know_view(const candy_ai *ai, int cell, int dir, int around, candy_view *v)
{
    if (around)
        candy_view_around(&ai->opt, cell, v);
    else
        candy_view_cells(&ai->opt, cell, dir, v);
}

/* breadth-first distances on opt from src into row, with the
 * neighbour lists (much faster than candy_maze_bfs over the square) */
static void kk_bfs(candy_ai *ai, int src, short *row)
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
        for (k = 0; k < ai->nnb[cur]; k++) {
            int y = ai->nb[cur][k];
            if (row[y] == CANDY_UNREACHABLE) {
                row[y] = nd;
                queue[tail++] = (short)y;
            }
        }
    }
}

static void kk_neighbours(candy_ai *ai)
{
    int i, d;
    for (i = 0; i < ai->ncells; i++) {
        int cell = ai->cells[i];
        ai->nnb[cell] = 0;
        for (d = 0; d < 4; d++) {
            int y = candy_maze_step(&ai->opt, cell, d);
            if (y >= 0 && !ai->opt.wall[y])
                ai->nb[cell][ai->nnb[cell]++] = (short)y;
        }
    }
}

/* opt (unknown = passage) and known (unknown = wall), the cell list and,
 * when terrain changed, the neighbour lists and (unless stale_dist) the
 * all-pairs distances on opt */
static void kk_mazes(candy_ai *ai)
{
    int i, r, c, n = ai->n;
    ai->opt.n = ai->known.n = n;
    ai->ncells = 0;
    for (i = 0; i < CANDY_CELLS; i++) {
        r = CANDY_ROW(i);
        c = CANDY_COL(i);
        if (r >= n || c >= n) {
            ai->opt.wall[i] = ai->known.wall[i] = 1;
            continue;
        }
        ai->opt.wall[i] = (unsigned char)(ai->mem.terr[i] == CANDY_T_WALL);
        ai->known.wall[i] = (unsigned char)(ai->mem.terr[i] != CANDY_T_PASS);
        if (!ai->opt.wall[i])
            ai->cells[ai->ncells++] = (short)i;
    }
    if (ai->dirty) {
        kk_neighbours(ai);
        if (!ai->stale_dist || ai->turn <= 1) { /* stale: still lower bounds; dirty stays set */
            for (i = 0; i < ai->ncells; i++)
                kk_bfs(ai, ai->cells[i], ai->dist[ai->cells[i]]);
            ai->dirty = 0;
        }
    }
    candy_maze_bfs(&ai->known, ai->maki, ai->dknown);
}

static int kk_estimate_k(const candy_ai *ai)
{
    double f = 0;
    int r, c;
    for (r = 1; r < ai->n - 1; r++)
        for (c = 1; c < ai->n - 1; c++)
            f += candy_know_pass(ai, CANDY_CELL(r, c));
    return candy_count_for((int)(f + 0.5));
}

/* the full cells seen this turn: the normal view, plus the look-around of
 * the previous action if it was O (its candy news is just as fresh) */
static void kk_mark_view(candy_ai *ai)
{
    candy_view v;
    int i;
    memset(ai->inview, 0, sizeof ai->inview);
    candy_know_view(ai, ai->maki, ai->dir, 0, &v);
    for (i = 0; i < v.nfull; i++)
        ai->inview[v.full[i]] = 1;
    if (ai->last_action == CANDY_ACT_O) {
        candy_know_view(ai, ai->maki, ai->dir, 1, &v);
        for (i = 0; i < v.nfull; i++)
            if (!ai->inview[v.full[i]])
                ai->inview[v.full[i]] = 2;
    }
}

static void kk_candy(candy_ai *ai, double ate)
{
    int i, ncand = 0, nc = 0;
    double hidden, sum = 0;
    for (i = 0; i < ai->ncells; i++) {
        int cell = ai->cells[i];
        if (!ai->mem.candy[cell] && !ai->inview[cell] && cell != ai->maki)
            ncand++;
    }
    for (i = 0; i < ai->ncells; i++) {
        int cell = ai->cells[i];
        if (ai->mem.candy[cell] || ai->inview[cell] || cell == ai->maki) {
            ai->pc[cell] = 0;
            nc += ai->mem.candy[cell];
            continue;
        }
        if (ncand > 0) /* docs/rules/candy-hunt.md §3 step 2: the respawn is uniform off view */
            ai->pc[cell] += ate * (1.0 - ai->pc[cell]) / ncand;
        sum += ai->pc[cell] * candy_know_pass(ai, cell);
    }
    hidden = ai->kest - nc;
    if (hidden < 0)
        hidden = 0;
    if (sum > 1e-9)
        for (i = 0; i < ai->ncells; i++) {
            int cell = ai->cells[i];
            double p = ai->pc[cell] * hidden / sum;
            ai->pc[cell] = p > 0.95 ? 0.95 : p;
        }
}

void candy_know_update(candy_ai *ai, const candy_memory *fresh)
{
    double pc_old_here, ate = 0;
    int i;
    /* opt distances change only when a cell is found to be a wall */
    for (i = 0; i < CANDY_CELLS; i++)
        if (fresh->terr[i] == CANDY_T_WALL && ai->mem.terr[i] != CANDY_T_WALL)
            ai->dirty = 1;
    memcpy(ai->prev_candy, ai->mem.candy, sizeof ai->prev_candy);
    pc_old_here = ai->maki >= 0 ? ai->pc[ai->maki] : 0.0;
    ai->mem = *fresh;
    kk_mazes(ai);
    ai->kest = kk_estimate_k(ai);
    kk_mark_view(ai);
    if (ai->oracle) {
        for (i = 0; i < CANDY_CELLS; i++)
            ai->pc[i] = 0;
        return;
    }
    /* a move onto a remembered C surely ate it; onto an unseen cell, maybe */
    if (ai->last_action >= CANDY_U && ai->last_action <= CANDY_L && ai->maki != ai->prev_maki)
        ate = ai->prev_candy[ai->maki] ? 1.0 : pc_old_here;
    kk_candy(ai, ate);
}
