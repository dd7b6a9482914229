/*
 * arena_summary.h -- folding game records into the figures the arena
 * prints, incrementally (O(1) a game), for a live run and for `report`.
 *
 * Data:
 *   - a hash of game keys -> state (error / result) and the value that
 *     pairs need: the first bot's points (Sakura) or the score and
 *     capture (Candy).  A
 *     key's first result wins; later results for it are counted as
 *     duplicates and ignored; an error is counted only while its key has no
 *     result (a resumed run that plays the game again clears it).
 *   - Sakura: per pairing (A first) W/D/L from A's side, the pentanomial of
 *     complete pairs (both sides of a seed have results), reasons; per bot
 *     failures (the loser of a timeout/illegal/crash game), ms used a game,
 *     reply latency.
 *   - Candy: rows per bot x tagger x gen, with "*" rows for all taggers
 *     and/or all generators; paired differences first bot - bot j on the
 *     games both played (same tagger, gen and seed), overall and per row
 *     (arena_cd_pair: also the ratios of the mean scores and of the
 *     capture rates, for targets such as "1.5x the baseline").
 * Bots, pairings, taggers and generators are registered in first-seen
 * order (the caller registers bots up front to fix the order).  All arrays
 * grow; there is no fixed limit.
 */
#ifndef ARENA_SUMMARY_H
#define ARENA_SUMMARY_H

#include <stdio.h>
#include "arena/arena_record.h"
#include "arena/arena_stats.h"
#include "common/json.h"

typedef struct arena_sprt_opt {
    int on;
    double elo0, elo1, alpha, beta;   /* normalised Elo bounds, error rates */
} arena_sprt_opt;

typedef struct arena_sk_bot {
    char *name;
    long long games, timeouts, illegal, crashes;
    double time_sum, time_max;        /* ms used a game */
    double reply_wsum, reply_w;       /* mean reply latency, reply-weighted */
    double reply_max;                 /* -1 when the judge did not report */
} arena_sk_bot;

typedef struct arena_sk_pairing {
    int a, b;
    long long w, d, l, errors;
    long long penta[ARENA_P_N];
} arena_sk_pairing;

typedef struct arena_cd_row {
    int bot, tagger, gen;             /* tagger/gen -1 = all */
    arena_sample score;
    long long caught, turns_sum, fails[3]; /* timeout, illegal, crash */
    double time_sum, time_max;        /* ms used a game */
    double reply_max;                 /* -1 when the judge did not report */
} arena_cd_row;

/* bots[0] against another bot in one cell (tagger/gen -1 = all): per seed,
 * x is bots[0]'s game and y the other's */
typedef struct arena_cd_pair {
    int bot, tagger, gen;
    arena_sample diff;                /* score x - y */
    arena_pair score;                 /* (score x, score y) */
    arena_pair caught;                /* (caught x, caught y), 0 or 1 */
} arena_cd_pair;

typedef struct arena_key_slot {
    char *key;
    int state;                        /* 1 error, 2 result */
    double value;                     /* Sakura: points; Candy: score */
    int caught;                       /* Candy: 1 if caught */
} arena_key_slot;

typedef struct arena_summary {
    int kind;
    char **bots;
    int nbots, capbots;
    char **taggers, **gens;
    int ntaggers, ngens, captaggers, capgens;
    arena_sk_bot *skb;                /* parallel to bots (Sakura) */
    arena_sk_pairing *pairings;
    int npairings, cappairings;
    arena_cd_row *rows;
    int nrows, caprows;
    arena_cd_pair *pairs;             /* per cell, bots[0] against each other bot */
    int npairs, cappairs;
    arena_key_slot *slots;
    size_t nslots, capslots;
    long long results, errors, duplicates;
    char *first_error;
    int failed;                       /* out of memory */
} arena_summary;

void arena_summary_init(arena_summary *s, int kind);
void arena_summary_free(arena_summary *s);
/* index of a bot, registering it; -1 if out of memory */
int arena_summary_bot(arena_summary *s, const char *name);
/* register a Sakura pairing up front (so it shows with no games) */
int arena_summary_pairing(arena_summary *s, int a, int b);
/* register a Candy tagger and generator up front (table order) */
int arena_summary_cell(arena_summary *s, const char *tagger, const char *gen);
/* fold one record in.  0, or -1 if out of memory */
int arena_summary_add(arena_summary *s, const arena_rec *r);
/* 1 if the key has a result, 0 otherwise */
int arena_summary_has_result(const arena_summary *s, const char *key);
/* SPRT state of pairing p: -1 H0 accepted, 1 H1 accepted, 0 going on */
int arena_summary_sprt(const arena_summary *s, int p, const arena_sprt_opt *o, double *llr,
                       double *lower, double *upper);
void arena_summary_print(const arena_summary *s, const arena_sprt_opt *o, FILE *f);
void arena_summary_json(const arena_summary *s, const arena_sprt_opt *o, json_writer *w);
/* one short line of running figures for the progress display */
void arena_summary_brief(const arena_summary *s, const arena_sprt_opt *o, char *buf, size_t cap);

#endif
