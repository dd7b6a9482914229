/*
 * candy_view.c -- the view rules of docs/rules/candy-hunt.md §2, Maki's memory and the map
 * text; see candy_view.h.
 *
 * A normal view walks the line ahead once: each passage cell of the line is
 * full and contributes its two side neighbours as terrain-only cells; the
 * first wall is full and ends the line.  The three neighbours of the own
 * cell (left, right, back) are terrain only.  No cell can appear twice in
 * one facing (the line and the side cells are on different lines), so only
 * the look-around union needs de-duplication, done with a stack bitmap.
 */
#include <string.h>
#include "candy/engine/candy_view.h"

static void cv_push(short *list, int *count, int cell)
{
    if (*count < CANDY_VIEW_MAX)
        list[(*count)++] = (short)cell;
}

void candy_view_cells(const candy_maze *m, int cell, int dir, candy_view *v)
{
    int left = (dir + 3) & 3, right = (dir + 1) & 3, back = (dir + 2) & 3;
    int side[3], i, cur;
    v->nfull = 0;
    v->nterr = 0;
    cv_push(v->full, &v->nfull, cell);
    side[0] = left;
    side[1] = right;
    side[2] = back;
    for (i = 0; i < 3; i++) {
        int nb = candy_maze_step(m, cell, side[i]);
        if (nb >= 0)
            cv_push(v->terr, &v->nterr, nb);
    }
    /* docs/rules/candy-hunt.md §2: the line ahead up to and including the first wall */
    for (cur = candy_maze_step(m, cell, dir); cur >= 0; cur = candy_maze_step(m, cur, dir)) {
        int l, r;
        cv_push(v->full, &v->nfull, cur);
        if (m->wall[cur])
            break;
        l = candy_maze_step(m, cur, left);
        r = candy_maze_step(m, cur, right);
        if (l >= 0)
            cv_push(v->terr, &v->nterr, l);
        if (r >= 0)
            cv_push(v->terr, &v->nterr, r);
    }
}

void candy_view_around(const candy_maze *m, int cell, candy_view *v)
{
    unsigned char mark[CANDY_CELLS]; /* 0 none, 1 terrain, 2 full */
    candy_view one;
    int d, i;
    memset(mark, 0, sizeof mark);
    for (d = 0; d < 4; d++) {
        candy_view_cells(m, cell, d, &one);
        for (i = 0; i < one.nfull; i++)
            mark[one.full[i]] = 2;
        for (i = 0; i < one.nterr; i++)
            if (mark[one.terr[i]] == 0)
                mark[one.terr[i]] = 1;
    }
    v->nfull = 0;
    v->nterr = 0;
    cv_push(v->full, &v->nfull, cell);
    mark[cell] = 0;
    for (i = 0; i < CANDY_CELLS; i++) {
        if (mark[i] == 2)
            cv_push(v->full, &v->nfull, i);
        else if (mark[i] == 1)
            cv_push(v->terr, &v->nterr, i);
    }
}

int candy_view_sees(const candy_maze *m, int cell, int dir, int target)
{
    int cur;
    if (target == cell)
        return 1;
    for (cur = candy_maze_step(m, cell, dir); cur >= 0; cur = candy_maze_step(m, cur, dir)) {
        if (cur == target)
            return 1;
        if (m->wall[cur])
            return 0;
    }
    return 0;
}

int candy_view_sees_around(const candy_maze *m, int cell, int target)
{
    int d;
    for (d = 0; d < 4; d++)
        if (candy_view_sees(m, cell, d, target))
            return 1;
    return 0;
}

void candy_memory_init(candy_memory *mem, int n)
{
    int r, c;
    mem->n = n;
    memset(mem->terr, CANDY_T_UNKNOWN, sizeof mem->terr);
    memset(mem->candy, 0, sizeof mem->candy);
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++)
            if (r == 0 || c == 0 || r == n - 1 || c == n - 1)
                mem->terr[CANDY_CELL(r, c)] = CANDY_T_PASS; /* docs/rules/candy-hunt.md §2: ring known */
}

void candy_memory_see(candy_memory *mem, const candy_maze *m, const candy_view *v,
                      const unsigned char *has_candy)
{
    int i;
    for (i = 0; i < v->nfull; i++) {
        int cell = v->full[i];
        mem->terr[cell] = (unsigned char)(m->wall[cell] ? CANDY_T_WALL : CANDY_T_PASS);
        mem->candy[cell] = has_candy[cell];
    }
    /* docs/rules/candy-hunt.md §2: a terrain-only look never clears (or sets) a C */
    for (i = 0; i < v->nterr; i++) {
        int cell = v->terr[i];
        mem->terr[cell] = (unsigned char)(m->wall[cell] ? CANDY_T_WALL : CANDY_T_PASS);
    }
}

static char cv_cell_char(const candy_memory *mem, int cell, int maki, int tagger)
{
    if (cell == maki)
        return 'P';
    if (cell == tagger)
        return mem->candy[cell] ? 'X' : 'H';
    if (mem->terr[cell] == CANDY_T_UNKNOWN)
        return '?';
    if (mem->terr[cell] == CANDY_T_WALL)
        return '#';
    return mem->candy[cell] ? 'C' : '.';
}

void candy_memory_map(const candy_memory *mem, int maki, int tagger,
                      char rows[][CANDY_MAX_N + 1])
{
    int r, c;
    for (r = 0; r < mem->n; r++) {
        for (c = 0; c < mem->n; c++)
            rows[r][c] = cv_cell_char(mem, CANDY_CELL(r, c), maki, tagger);
        rows[r][mem->n] = '\0';
    }
}

static int cv_parse_char(candy_memory *mem, int cell, char ch, int *maki, int *tagger)
{
    unsigned char t = CANDY_T_PASS, candy = 0;
    switch (ch) {
    case '?': t = CANDY_T_UNKNOWN; break;
    case '#': t = CANDY_T_WALL; break;
    case '.': break;
    case 'C': candy = 1; break;
    case 'P': *maki = cell; break;
    case 'H': *tagger = cell; break;
    case 'X': *tagger = cell; candy = 1; break;
    default: return -1;
    }
    mem->terr[cell] = t;
    mem->candy[cell] = candy;
    return 0;
}

int candy_map_parse(candy_memory *mem, int n, const char *const *rows,
                    int *maki, int *tagger)
{
    int r, c;
    if (n < CANDY_MIN_N || n > CANDY_MAX_N)
        return -1;
    candy_memory_init(mem, n);
    *maki = -1;
    *tagger = -1;
    for (r = 0; r < n; r++) {
        if (strlen(rows[r]) != (size_t)n)
            return -1;
        for (c = 0; c < n; c++)
            if (cv_parse_char(mem, CANDY_CELL(r, c), rows[r][c], maki, tagger) != 0)
                return -1;
    }
    return *maki >= 0 ? 0 : -1;
}
