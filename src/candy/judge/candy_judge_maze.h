/*
 * candy_judge_maze.h -- a maze from a file instead of a generator
 * (candy-judge --maze PATH; docs/candy-judge.md "Mazes from files").
 *
 * The file format: N lines of N characters, '#' a wall and '.' a
 * passage, 11 <= N <= 23, each line ended by "\n" (or "\r\n"; the last
 * line's end may be missing; empty lines after the last row are
 * ignored).  The maze must keep docs/rules/candy-hunt.md §1 as the
 * generators' mazes do (candy_maze_check: the ring all passage, every
 * passage connected to every other, at least two inner passages).
 *
 * PATH may also be a directory: its regular files whose names do not
 * start with '.', sorted by name (bytewise), are the mazes, and the game
 * with seed S plays the one at index S mod their count, so that every
 * Maki meets the same maze on the same seed.
 *
 * Not an engine module: it reads files.  Errors are one line, naming
 * the file and, for a bad row, its line number.
 */
#ifndef CANDY_JUDGE_MAZE_H
#define CANDY_JUDGE_MAZE_H

#include <stddef.h>
#include <stdint.h>
#include "candy/engine/candy_maze.h"

#define CANDY_MAZE_FILE_MAX 4096 /* bytes: 23 rows of 23 plus "\r\n" are 575 */

/* Parse the text of one maze file (len bytes) into m; 0, or -1 with a
 * one-line message (no file name) in err. */
int candy_judge_maze_parse(const char *text, size_t len, candy_maze *m, char *err, size_t errcap);

/* Load the maze for a game of this seed from PATH (a file, or a directory
 * as above) into m; the file actually read goes into picked (a path, at
 * most pcap bytes).  0, or -1 with a one-line message in err. */
int candy_judge_maze_load(const char *path, uint64_t seed, candy_maze *m, char *picked, size_t pcap,
                    char *err, size_t errcap);

#endif
