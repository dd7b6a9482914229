/*
 * candy_view.h -- what a character sees (docs/rules/candy-hunt.md §2), Maki's memory, and the
 * map text sent to Maki each turn.
 *
 * View.  A candy_view lists the cells of one look, split in two disjoint
 * lists:
 *   full[]  cells whose terrain, candy and other character are seen: the
 *           character's own cell first, then straight ahead up to and
 *           including the first wall (or to the edge);
 *   terr[]  cells whose terrain only is known: the cells left, right and
 *           behind the character, and the two side neighbours of every
 *           passage cell of the line ahead (not of the final wall).
 * Cells outside the maze never appear.  The same rules serve Maki and the
 * tagger.  candy_view_around() is the look-around union of the four
 * facings (a cell full in any facing is full, never also in terr[]).
 * A view depends only on the terrain, the cell and the facing, never on
 * where candy or characters are.
 *
 * Memory.  A candy_memory is what Maki knows: terrain per cell
 * (CANDY_T_UNKNOWN / PASS / WALL, the outer ring PASS from the start) and
 * a remembered-candy bit.  candy_memory_see() adds a view given the true
 * candy cells: a full cell's candy bit becomes the truth; a terrain-only
 * cell keeps its candy bit (a terrain-only look never clears a C).
 *
 * Map.  candy_memory_map() writes the n rows sent to Maki:
 *   P Maki; H the tagger in the current view; X the tagger in the current
 *   view on a candy; ? unknown terrain; # wall; C remembered candy;
 *   . known passage without remembered candy.
 * candy_map_parse() reads such rows back (bot side).
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_VIEW_H
#define CANDY_VIEW_H

#include "candy/engine/candy_maze.h"

#define CANDY_VIEW_MAX 256 /* > 1 + 4*22 full cells and 4*(3+2*22) terrain cells */

enum { CANDY_T_UNKNOWN = 0, CANDY_T_PASS = 1, CANDY_T_WALL = 2 };

typedef struct candy_view {
    int nfull;                    /* cells in full[] */
    int nterr;                    /* cells in terr[] */
    short full[CANDY_VIEW_MAX];   /* own cell first, then the line ahead */
    short terr[CANDY_VIEW_MAX];   /* terrain-only cells, disjoint from full[] */
} candy_view;

typedef struct candy_memory {
    int n;
    unsigned char terr[CANDY_CELLS];  /* CANDY_T_* */
    unsigned char candy[CANDY_CELLS]; /* 1 = remembered candy (shown C) */
} candy_memory;

/* The normal view from cell facing dir. */
void candy_view_cells(const candy_maze *m, int cell, int dir, candy_view *v);
/* The look-around (O) view from cell: union of the four facings. */
void candy_view_around(const candy_maze *m, int cell, candy_view *v);
/* 1 if target is a full cell of the normal view from (cell, dir). */
int candy_view_sees(const candy_maze *m, int cell, int dir, int target);
/* 1 if target is a full cell of the look-around view from cell. */
int candy_view_sees_around(const candy_maze *m, int cell, int target);

/* Empty memory of an n x n maze with the outer ring known passage. */
void candy_memory_init(candy_memory *mem, int n);
/* Add a view; has_candy[cell] is the true candy bit of each cell. */
void candy_memory_see(candy_memory *mem, const candy_maze *m, const candy_view *v,
                      const unsigned char *has_candy);
/* The map rows: rows[r] gets n chars + NUL.  maki is Maki's cell; tagger
 * is the tagger's cell if it is in the current view, else -1. */
void candy_memory_map(const candy_memory *mem, int maki, int tagger,
                      char rows[][CANDY_MAX_N + 1]);
/* Parse n map rows (bot side) into mem; also returns Maki's cell in *maki
 * and the visible tagger's cell (or -1) in *tagger.  0 ok, -1 if a row has
 * the wrong length or a bad character or P is missing. */
int candy_map_parse(candy_memory *mem, int n, const char *const *rows,
                    int *maki, int *tagger);

#endif
