/*
 * candy_judge.h -- playing one Candy Hunt game against a Maki program
 * (docs/rules/candy-hunt.md §4), with a built-in or outside tagger
 * (docs/rules/candy-hunt.md §5).  Its result line and replay
 * (docs/rules/candy-hunt.md §7, docs/candy-replay.md) are written by
 * candy_judge_replay.h.
 *
 * A candy_match holds the options (candy_judge_cfg), the world at the start
 * and now, and one candy_turn_rec per completed turn: what Maki was sent
 * (footsteps, map rows, remaining time), its reply and timing, and the
 * state after the turn.  A turn whose reply failed (timeout, illegal,
 * crash) gets no record; the result's `turn` and `reason` tell.
 *
 * Not an engine: this module talks to processes (common/proc.h) and
 * allocates the match once; the rules all live in candy_world.
 */
#ifndef CANDY_JUDGE_H
#define CANDY_JUDGE_H

#include <stddef.h>
#include <stdint.h>
#include "common/json.h"
#include "common/linebuf.h"
#include "candy/engine/candy_world.h"

#define CANDY_TAGGER_EXTERNAL (-1) /* cfg.tagger when --tagger-cmd is used */
#define CANDY_TAGGER_ACT_MS 2000.0 /* an outside tagger's limit per action */
#define CANDY_JUDGE_MSG 400        /* bytes of a failure message */
#define CANDY_JUDGE_ILLEGAL_MESSAGE "expected one of U R D L O S" /* a reply that is no action */

typedef struct candy_judge_cfg {
    uint64_t seed;
    int n;                   /* 0: drawn from the seed */
    int gen;                 /* CANDY_GEN_*, unused with maze */
    const candy_maze *maze;  /* --maze: this maze instead of a generator's, or NULL */
    const char *maze_file;   /* with maze: the file it was read from */
    int tagger;              /* CANDY_TAGGER_* or CANDY_TAGGER_EXTERNAL */
    const char *tagger_cmd;  /* with CANDY_TAGGER_EXTERNAL */
    int table[3];            /* footsteps table */
    double time_ms;          /* Maki's budget for the game */
    int reveal;              /* send the true map */
    const char *stderr_path; /* Maki's stderr log, NULL to discard */
    const char *cmd;         /* Maki's command (sh -c) */
    const char *name;        /* Maki's name in the replay */
} candy_judge_cfg;

typedef struct candy_turn_rec {
    int turn, footsteps, time_left_ms, action;
    double reply_ms;
    int maki, maki_dir, ate, respawn;
    int ntag;                           /* tagger actions this turn (0..2) */
    int tag_act[2], tag_cell[2], tag_dir[2], tag_seen[2];
    int ncandy;
    short candy[CANDY_MAX_CANDIES];
    int score, caught;
    char map[CANDY_MAX_N][CANDY_MAX_N + 1];
    char *heat;                         /* JSON N x N array text, or NULL */
} candy_turn_rec;

typedef struct candy_match {
    candy_judge_cfg cfg;
    candy_world start;   /* the world before turn 1 */
    candy_world w;       /* the world now / at the end */
    int nrec;
    candy_turn_rec rec[CANDY_MAX_TURNS];
    double used_ms;      /* Maki's reply time so far */
    double max_reply_ms; /* Maki's slowest reply so far */
    int replies;         /* replies timed so far (also the failing one) */
    /* Maki's failure, when the game ended on one (w.reason TIMEOUT,
     * ILLEGAL or CRASH): what went wrong on turn w.end_turn, in one line,
     * and the offending reply line when there was one */
    char fail_msg[CANDY_JUDGE_MSG];
    int has_fail_reply;
    char fail_reply[LINEBUF_MAX + 1];
    int log_errno;       /* what stopped Maki's stderr log early (proc_log_error), else 0 */
} candy_match;

/* Play the game.  0 when a game was played (whatever its result); -1 with a
 * one-line message when it could not be (Maki's command cannot run, the
 * outside tagger cannot run or misbehaves).  It leaves CANDY_FOOTSTEPS_ENV
 * out of the process's environment: set only while the tagger starts. */
int candy_judge_run(candy_match *m, char *err, size_t errcap);

/* Attach `#heat T v11 .. vNN` lines from Maki's stderr log to the records. */
void candy_judge_read_heat(candy_match *m, const char *log_path);
void candy_judge_free(candy_match *m);

/* name used in result lines for the tagger */
const char *candy_judge_tagger_name(const candy_judge_cfg *cfg);
/* name used in result lines for the maze's source: the generator's, or
 * CANDY_GEN_FILE_NAME for --maze (docs/candy-replay.md) */
const char *candy_judge_gen_name(const candy_judge_cfg *cfg);

#endif
