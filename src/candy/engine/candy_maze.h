/*
 * candy_maze.h -- the Candy Hunt grid: terrain, directions, BFS distances,
 * the footsteps table and the candy count (docs/rules/candy-hunt.md §1, §3).
 *
 * Data.  A maze is at most CANDY_MAX_N x CANDY_MAX_N.  Cells are addressed by
 * one int, the cell index  CANDY_CELL(r, c) = r * CANDY_MAX_N + c  with r, c
 * 0-BASED (row from the top, column from the left).  The protocol's 1-based
 * (x, y) is (r + 1, c + 1).  The stride is the fixed CANDY_MAX_N whatever n
 * is, so arrays indexed by cell have CANDY_CELLS entries; entries outside
 * the n x n square are never read.  Index -1 means "no cell".
 *
 * wall[cell] is 1 for a wall, 0 for a passage.  Invariants of a valid maze
 * (candy_maze_check): 11 <= n <= 23, the outer ring is passage, every
 * passage is 4-connected to every other, and there are at least two inner
 * passages (F >= 2, room for both starts).
 *
 * Directions are clockwise from up: CANDY_U 0, CANDY_R 1, CANDY_D 2, CANDY_L 3,
 * so left of d is (d + 3) & 3, right (d + 1) & 3, back (d + 2) & 3.
 * Actions: the four moves share the direction codes, then CANDY_ACT_O (look
 * around) and CANDY_ACT_S (stay); candy_action_char() gives "URDLOS".
 *
 * Pure: no globals, no allocation, no I/O; valid C++20 (one-file submissions).
 */
#ifndef CANDY_MAZE_H
#define CANDY_MAZE_H

#define CANDY_MIN_N 11
#define CANDY_MAX_N 23
#define CANDY_CELLS (CANDY_MAX_N * CANDY_MAX_N)
#define CANDY_CELL(r, c) ((r) * CANDY_MAX_N + (c))
#define CANDY_ROW(cell) ((cell) / CANDY_MAX_N)
#define CANDY_COL(cell) ((cell) % CANDY_MAX_N)
#define CANDY_MAX_TURNS 100
#define CANDY_MAX_CANDIES 96 /* K for F <= 21*21 is at most 89 */
#define CANDY_UNREACHABLE 32767

enum { CANDY_U = 0, CANDY_R = 1, CANDY_D = 2, CANDY_L = 3 };
enum { CANDY_ACT_O = 4, CANDY_ACT_S = 5, CANDY_ACTIONS = 6 };

typedef struct candy_maze {
    int n;                            /* side, 11..23 */
    unsigned char wall[CANDY_CELLS];  /* 1 wall, 0 passage (inside n x n) */
} candy_maze;

/* row / column step of a direction (0..3) */
int candy_dr(int dir);
int candy_dc(int dir);
/* 'U','R','D','L','O','S' for an action code, '?' otherwise */
char candy_action_char(int action);
/* action code for one of "URDLOS", -1 otherwise */
int candy_action_parse(char ch);
/* One reply line -> action code (CANDY_U..CANDY_ACT_S), or -1 if it is not
 * exactly one of U R D L O S (spaces and tabs around it are tolerated:
 * docs/rules/candy-hunt.md §4, "Ruling — reply form"). */
int candy_reply_parse(const char *line);

/* 1 if (r, c) is inside the n x n square */
int candy_maze_inside(const candy_maze *m, int r, int c);
/* 1 if (r, c) is inside and a passage */
int candy_maze_open(const candy_maze *m, int r, int c);
/* the neighbour of cell in direction dir, or -1 if outside the maze */
int candy_maze_step(const candy_maze *m, int cell, int dir);
/* 1 if the cell is on the outer ring */
int candy_maze_on_ring(const candy_maze *m, int cell);
/* number of passage neighbours (4-neighbourhood) */
int candy_maze_degree(const candy_maze *m, int cell);
/* F: passages not on the outer ring */
int candy_maze_inner_passages(const candy_maze *m);
/* all passages */
int candy_maze_passages(const candy_maze *m);

/* Start an all-wall maze of side n with the outer ring passage. */
void candy_maze_clear(candy_maze *m, int n);
/* Row r (0-based) of the maze from its text: n bytes, '#' a wall and any
 * other byte a passage (the caller has checked the text). */
void candy_maze_set_row(candy_maze *m, int r, const char *row);
/* A maze of side n from a code per cell (codes[CANDY_CELLS], such as a
 * map's terrain, candy_view.h): a cell is a wall when bit codes[cell] of
 * wall_codes is set; cells outside n x n are walls. */
void candy_maze_from_codes(candy_maze *m, int n, const unsigned char *codes, unsigned wall_codes);

/* Breadth-first distances through passages from src (a passage) into
 * dist[CANDY_CELLS]; walls and unreachable cells get CANDY_UNREACHABLE.
 * Returns the number of cells reached.  No allocation (queue on the stack). */
int candy_maze_bfs(const candy_maze *m, int src, short *dist);

/* 0 if the maze keeps every rule of docs/rules/candy-hunt.md §1; else -1 and a one-line message. */
int candy_maze_check(const candy_maze *m, char *err, int errcap);

/* docs/rules/candy-hunt.md §1: K = max(1, min(F - 2, floor(0.2 F + 0.5))) */
int candy_count_for(int inner_passages);

/* docs/rules/candy-hunt.md §3 footsteps: table[0..2] are the upper distance bounds of levels
 * 3, 2, 1 (default 3, 6, 10); distance CANDY_UNREACHABLE gives 0. */
int candy_footsteps(const int *table, int dist);
/* Parse "a,b,c" (0 <= a <= b <= c <= 999) into table; 0 ok, -1 bad. */
int candy_footsteps_parse(const char *text, int *table);
/* the default table 3,6,10 */
void candy_footsteps_default(int *table);
/* docs/rules/candy-hunt.md §5: the environment variable through which the judge
 * tells an outside tagger its footsteps table ("a,b,c"); Maki never gets it. */
#define CANDY_FOOTSTEPS_ENV "CANDY_FOOTSTEPS"

#endif
