/*
 * candy_gen.h -- maze generators (docs/rules/candy-hunt.md §6): braid, rooms, caves,
 * corridors, halls.
 *
 * Every generator is deterministic for (n, seed), works for every n in
 * 11..23 (odd or even) and returns a maze that passes candy_maze_check():
 * passage ring, all passages 4-connected, enough inner passages.  Each
 * ends with the same repair: any passage region cut off from the ring is
 * joined to it by carving the shortest run of walls between them.
 *
 *   braid  recursive backtracker on a lattice of nodes inside the ring,
 *          with part of its dead ends opened into loops and a few openings
 *          from the lattice to the ring.
 *   rooms  random rectangular rooms joined by L-shaped corridors, a few
 *          doors to the ring.
 *   caves  random walls at a density drawn from 30-45%, repaired to
 *          connectivity.
 *   corridors  long winding corridors with few junctions: a walk over the
 *          same lattice that rarely backtracks (Warnsdorff's rule, with
 *          random bends), two openings to the ring, two loops.
 *   halls  open halls (one, two or four, split by wall lines with two
 *          doors each) with free-standing wall blocks of 1..3 x 1..3
 *          scattered over them, about 30% walls, no dead ends.
 *
 * Pure: no globals, no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_GEN_H
#define CANDY_GEN_H

#include <stdint.h>
#include "candy/engine/candy_maze.h"

enum { CANDY_GEN_BRAID = 0, CANDY_GEN_ROOMS = 1, CANDY_GEN_CAVES = 2, CANDY_GEN_CORRIDORS = 3,
       CANDY_GEN_HALLS = 4, CANDY_GEN_KINDS = 5 };

/* The "gen" of a game whose maze came from a file (candy-judge --maze),
 * not from a generator: no kind, never parsed by candy_gen_parse. */
#define CANDY_GEN_FILE_NAME "file"

/* "braid", "rooms", "caves", "corridors", "halls" -> kind; -1 otherwise. */
int candy_gen_parse(const char *name);
const char *candy_gen_name(int kind);
/* Generate a maze of side n (11..23) with generator kind. */
void candy_gen(candy_maze *m, int n, int kind, uint64_t seed);
/* Join every passage region to the ring's (the final repair step). */
void candy_gen_connect(candy_maze *m);

#endif
