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
 *     complete pairs (both sides of a seed have results), reasons, the
 *     SPRT's decision once a bound is crossed (arena_summary_set_sprt); per bot
 *     failures (the loser of a timeout/illegal/crash game), ms used a game,
 *     reply latency.  The ranking is computed from the pairings when asked
 *     (arena_summary_ranking): each bot's pairings, seen from its side,
 *     pooled.
 *   - Candy: rows per bot x tagger x gen, with "*" rows for all taggers
 *     and/or all generators; paired differences first bot - bot j on the
 *     games both played (same tagger, gen and seed), overall and per row
 *     (arena_cd_pair: also the ratios of the mean scores and of the
 *     capture rates, for targets such as "1.5x the baseline").
 * Bots, pairings, taggers and generators are registered in first-seen
 * order (the caller registers bots up front to fix the order).  All arrays
 * grow; there is no fixed limit.
 *
 * Only arena_summary.c writes these fields.  The output modules read them:
 * arena_text.h (the tables and the progress line) and arena_json.h (the
 * same figures as one JSON object).
 */
#ifndef ARENA_SUMMARY_H
#define ARENA_SUMMARY_H

#include <stddef.h>
#include "arena/arena_record.h"
#include "arena/arena_stats.h"

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
    int sprt_state;                   /* the first bound crossed: -1 H0, 1 H1; 0 none */
    double sprt_llr;                  /* the LLR then */
    long long sprt_games;             /* the pairing's games with a result then */
} arena_sk_pairing;

/* an SPRT as arena_summary_sprt reads it */
typedef struct arena_sprt_view {
    double elo0, elo1, alpha, beta;   /* the test's settings (arena_sprt_opt) */
    int state;                        /* -1 H0 accepted, 1 H1 accepted, 0 going on */
    double llr, lower, upper;         /* the LLR over every complete pair now; bounds */
    double decided_llr;               /* state != 0: the LLR when the bound was crossed */
    long long decided_games;          /* ... and the pairing's games with a result then */
} arena_sprt_view;

typedef struct arena_cd_row {
    int bot, tagger, gen;             /* tagger/gen -1 = all */
    arena_sample score;
    long long caught, turns_sum, fails[3]; /* timeout, illegal, crash */
    double time_sum, time_max;        /* ms used a game */
    double reply_max;                 /* -1 when the judge did not report */
} arena_cd_row;

/* a bot's standing from all its Sakura games (arena_summary_ranking) */
typedef struct arena_rank_row {
    int bot;                          /* index into bots */
    long long w, d, l;                /* its games with a result, from its side */
    long long penta[ARENA_P_N];       /* its complete pairs, from its side */
    arena_penta_stats st;             /* Elo +/- of penta (arena_stats.h) */
} arena_rank_row;

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
    arena_sprt_opt sprt;              /* the SPRT the pairings are tested by */
    int sprt_sequential;              /* ... as pairs complete (else on all of them) */
    char *first_error;
    char *first_forfeit;              /* "KEY: LINE": the first counted result's judge forfeit line */
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
/* Test every Sakura pairing by this SPRT (before the first record).
 * Sequential (a run, or one records file): each pairing's decision is the
 * first bound its LLR crosses as records complete pairs, in the order they
 * are added (a run's --out order); games that finish after it (those
 * already running) are counted but do not undo it, and a resumed run stops
 * at once.  Not sequential (several files, e.g. shards: their order is not
 * the order of play): the LLR of all the pairs against the bounds. */
void arena_summary_set_sprt(arena_summary *s, const arena_sprt_opt *o, int sequential);
/* The SPRT of pairing p into v: 1, or 0 (v untouched) when the pairings
 * are tested by none.  The summary is the one place the test's settings
 * live: the text, JSON and page writers read them from here. */
int arena_summary_sprt(const arena_summary *s, int p, arena_sprt_view *v);
/* the Candy row of bot in tagger t, gen g (-1 = all); NULL if it has no game */
const arena_cd_row *arena_summary_row(const arena_summary *s, int bot, int t, int g);
/* bots[0] against bot in tagger t, gen g (-1 = all); NULL if no paired game */
const arena_cd_pair *arena_summary_pair(const arena_summary *s, int bot, int t, int g);
/* Sakura: one row per bot into rows (nbots of them), best first: by Elo
 * (bots without a complete pair last), then points, then bot order */
void arena_summary_ranking(const arena_summary *s, arena_rank_row *rows);
/* 1 if the Sakura pairings are a round robin's rather than a gauntlet's
 * (three bots or more, and a pairing without bots[0]) */
int arena_summary_round_robin(const arena_summary *s);
/* bots[0] - bots[b] over every game both played (an empty sample if none) */
const arena_sample *arena_summary_total_diff(const arena_summary *s, int b);

#endif
