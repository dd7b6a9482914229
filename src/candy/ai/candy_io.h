/*
 * candy_io.h -- the bot side of the Candy Hunt protocol (docs/rules/candy-hunt.md §4), read as
 * whitespace tokens so that plausible layout variants of the real judge
 * are accepted too.
 *
 * Tokens.  A token is a maximal run of non-whitespace bytes.  A *row* is a
 * token of 11..23 characters, all from "?#.PCHX"; a *number* is all digits;
 * a *direction* is one of U R D L.  Rows can never be confused with the
 * others, and the row length is N itself, so N need not be found first.
 *
 * Turn 1 learns the layout.  Everything before the first row is the
 * header: the direction token is d, the first number equal to the row
 * length is N (dropped), the other numbers are the per-turn header.  Then,
 * before replying, any token already available (own buffer, or the pipe
 * after a short poll) is a trailer number (docs/rules/candy-hunt.md §4 sends remaining_ms after
 * the rows); if a row is already available after them (input written all
 * at once, as a replayed recording is), the last numbers, as many as turn
 * 1's header has, are the next turn's header.  In the header the largest
 * value above 3 is remaining_ms (the whole budget on turn 1) and the last
 * value in 0..3 is the footsteps level (a turn number, 1 on turn 1, comes
 * before it).  Positions are kept counted from the END of the header, so a
 * trailer that was missed on turn 1 only prepends a number to later
 * headers and changes nothing.
 * Later turns read exactly the learned number of trailer tokens, so the
 * reader never waits for a token the judge will not send.
 *
 * Accepted: "N d" on one line or two; remaining_ms after the rows
 * (spec) or before them; a turn-number line before the footsteps; no
 * remaining_ms at all (ms = -1).  End of input (or a malformed map) ends
 * the game: candy_io_read_turn returns 0.
 *
 * The reader owns a byte buffer filled by read(2) on a file descriptor;
 * candy_io_feed() lets tests give bytes instead (fd < 0).
 */
#ifndef CANDY_IO_H
#define CANDY_IO_H

#include "candy/engine/candy_maze.h"

#define CANDY_IO_BUF 65536
#define CANDY_IO_MAXNUM 8
#define CANDY_IO_POLL_MS 30 /* turn 1 only: how long to wait for a trailer */

typedef struct candy_io {
    int fd;                  /* input descriptor, -1 for fed bytes only */
    char buf[CANDY_IO_BUF];
    int len, pos, eof;
    int hold;                /* -1, or the first byte a compaction must keep (<= pos) */
    int turn;                /* turns read so far */
    int n, dir0;             /* N and the initial facing (turn 1) */
    int trailer;             /* numbers after the rows each turn */
    int a_end, ms_end;       /* header index from the end; -1 none */
    int a_trail, ms_trail;   /* trailer index; -1 none */
    long tokens;             /* tokens read so far */
    int cut_short;           /* 1: the last read ended inside a turn (bad or cut input) */
} candy_io;

typedef struct candy_turn_in {
    int turn;                /* 1-based count of turns read */
    int n;
    int dir0;                /* initial facing (turn 1 only meaningful) */
    int a;                   /* footsteps level 0..3, -1 unknown */
    int ms;                  /* remaining_ms, -1 unknown */
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
} candy_turn_in;

void candy_io_init(candy_io *io, int fd);
/* Append bytes (tests); with fd < 0, running out of bytes is end of input. */
void candy_io_feed(candy_io *io, const char *bytes, int len);
/* Read one turn.  1 ok, 0 end of input or malformed input (then
 * candy_io_cut_short says which). */
int candy_io_read_turn(candy_io *io, candy_turn_in *in);
/* After candy_io_read_turn gave 0: 1 if it stopped inside a turn (input
 * it could not read as a turn, or cut off), 0 at a clean end of input. */
int candy_io_cut_short(const candy_io *io);

#endif
