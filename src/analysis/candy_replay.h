/*
 * candy_replay.h -- loading and checking a Candy Hunt replay file
 * (docs/candy-replay.md).
 *
 * candy_replay_load() parses the JSON and checks its shape: every key of
 * the contract present with the right type and range (cells inside the
 * maze, directions U R D L, actions U R D L O S, map rows of N symbols from
 * "?#.CPHX", at most 100 turns, at most 2 tagger actions a turn...).  It
 * does not play the rules.
 *
 * candy_replay_verify() re-simulates the game with the engine from the
 * recorded maze, start and actions (respawns forced to the recorded cells
 * when legal) and checks every recorded turn against it: the map and
 * footsteps Maki was sent, positions and facings, eaten and respawned
 * candy, the candy cells, the tagger's `seen`, score and capture, and the
 * result.  It regenerates the maze (unless it came from a file, gen
 * "file": then any valid maze) and the start from the seed (read
 * exactly from its digits) and checks they match, draws every respawn
 * from the seed's stream as the judge does, and with a built-in tagger
 * asks that tagger (seeded as the judge seeds it) for every action.  The
 * clock: time_left_ms is the budget less the replies so far (to the
 * millisecond), a reply at most PROC_LATE_SLACK_MS past the time it had,
 * result.time_ms the replies' sum (plus the failing reply's, not
 * recorded).
 *
 * Both return 0, or -1 with a one-line message.  Used by bin/candy-replay-check,
 * the e2e tests and the fuzzer.
 */
#ifndef CANDY_REPLAY_H
#define CANDY_REPLAY_H

#include <stddef.h>
#include <stdint.h>
#include "candy/judge/candy_judge.h"

#define CANDY_REPLAY_GEN_FILE (-2) /* gen: the maze came from a file (CANDY_GEN_FILE_NAME) */

typedef struct candy_replay {
    uint64_t seed;
    int n, gen, tagger;        /* CANDY_GEN_* or CANDY_REPLAY_GEN_FILE; CANDY_TAGGER_* or CANDY_TAGGER_EXTERNAL */
    int table[3];
    int time_budget_ms, reveal;
    candy_maze maze;
    int maki, maki_dir, tagger_cell, tagger_dir;
    int ncandy;
    short candy[CANDY_MAX_CANDIES];
    int nturns;
    candy_turn_rec turns[CANDY_MAX_TURNS]; /* heat is always NULL */
    int score, caught, end_turn, reason;   /* the result */
    int nfail;                 /* entries of "failures" (0 or 1; 0 if absent) */
    int has_failures_key;      /* 1 if the replay has the "failures" key (older ones do not) */
    int fail_turn, fail_reason;
    double time_ms;            /* result.time_ms, or -1 when absent */
    double mean_reply_ms, max_reply_ms; /* the result's latencies, or -1 when absent (older replays) */
} candy_replay;

int candy_replay_load(const char *text, size_t len, candy_replay *rp, char *err, size_t errcap);
int candy_replay_verify(const candy_replay *rp, char *err, size_t errcap);

#endif
