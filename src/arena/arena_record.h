/*
 * arena_record.h -- judge result lines and the arena's per-game records.
 *
 * A judge prints one JSON result line; arena_parse_result() checks it
 * against the documented fields (a missing required field or a value out
 * of range makes it garbled, an arena error for that game, never a result).
 * Latency fields the spec does not require (mean_reply_ms, max_reply_ms)
 * are optional and -1 when absent.
 *
 * A record is one line of the --out file (JSONL), written with one write():
 *   {"arena":1,"key":K,"game":"sakura","pairing":[A,B],"index":[ia,ib],
 *    "seed":S,"side":1|2,"cmd":C,"result":{...judge line...}}
 *   {"arena":1,"key":K,"game":"candy","bot":X,"index":i,"tagger":T,
 *    "gen":G,"seed":S,"cmd":C,"result":{...}}
 * or, when the judge failed, "error":"one line" instead of "result".
 * "index" is the bots' positions in the run's --bot list, so a report of
 * merged shards orders bots as the run did.  Seeds go up to 2^64-1 (the
 * judges' range) and are read from the text's digits, not through the
 * JSON reader's doubles (exact only below 2^53); a seed must be a plain
 * integer.  arena_rec is a record read
 * back (or built in memory for a finished game); it owns its strings.
 */
#ifndef ARENA_RECORD_H
#define ARENA_RECORD_H

#include <stddef.h>
#include "arena/arena_plan.h"
#include "common/json.h"

enum {
    ARENA_R_HP = 0, ARENA_R_OUT, ARENA_R_BLESSINGS, ARENA_R_TURN_LIMIT, ARENA_R_TIMEOUT,
    ARENA_R_ILLEGAL, ARENA_R_CRASH, ARENA_R_DRAW, ARENA_R_CAUGHT, ARENA_R_COUNT
};

typedef struct arena_result {
    int kind;
    unsigned long long seed;  /* 0 .. 2^64-1, read exactly from the text */
    int reason;               /* ARENA_R_* */
    int turns;                /* sakura turns / candy turn */
    /* sakura */
    int winner;               /* 0 draw, 1, 2 */
    double time_ms[2];        /* per player, -1 unknown */
    double mean_reply_ms[2];
    double max_reply_ms[2];
    /* candy (uses time_ms[0], max_reply_ms[0]) */
    int score;
    int caught;
    int n;                    /* maze side, -1 when the line has none */
} arena_result;

typedef struct arena_rec {
    int kind;
    char *key;
    char *name[2];            /* sakura pairing A, B; candy name[0] = bot */
    int index[2];             /* positions in the run's --bot list, -1 unknown */
    unsigned long long seed;
    int side;                 /* sakura */
    char *tagger, *gen;       /* candy */
    int has_result;
    arena_result res;
    char *error;              /* when !has_result */
    char *forfeit;            /* with a result: the judge's forfeit lines, '\n' between them, or NULL */
    char *cmd;
} arena_rec;

const char *arena_reason_name(int reason);
/* Parse and check a judge's result line.  0 or -1 + err. */
int arena_parse_result(int kind, const char *text, size_t len, arena_result *r,
                       char *err, size_t cap);
#define ARENA_FORFEIT_LINES 2       /* a judge's forfeit lines kept in a record (both players may fail) */
#define ARENA_FORFEIT_LINE_MAX 600  /* bytes of one of them kept */
/* The record line (with '\n') of a game: result_line is the judge's line
 * (already checked) with forfeit the judge's stderr lines that explain a
 * failure ('\n' between them; NULL or "" for none), or NULL with error
 * set.  malloc'd, NULL if out of memory. */
char *arena_record_line(const arena_config *c, const arena_game *g, const char *key,
                        const char *cmd, const char *result_line, const char *forfeit,
                        const char *error);
/* The forfeit lines of a played game's judge stderr: its first
 * ARENA_FORFEIT_LINES lines that are not blank nor a judge's warning
 * ("candy-judge: warning: ..."), each cut at
 * ARENA_FORFEIT_LINE_MAX bytes, '\n' between them, into out ("" when
 * none). */
void arena_forfeit_lines(const char *stderr_text, char *out, size_t cap);
/* Read a record line.  0 or -1 + err. */
int arena_rec_parse(const char *text, size_t len, arena_rec *r, char *err, size_t cap);
/* Fill a record for a game just played (copies strings; forfeit may be
 * NULL). */
int arena_rec_from_game(const arena_config *c, const arena_game *g, const char *key, const char *forfeit,
                        const arena_result *res, const char *error, arena_rec *r);
void arena_rec_free(arena_rec *r);

/* A growing list of records in the order they were read or played. */
typedef struct arena_rec_list {
    arena_rec *v;
    size_t n, cap;
} arena_rec_list;

/* Append r; the list takes its strings (r is zeroed).  0, or -1 if out of
 * memory (r is left as it was). */
int arena_rec_list_take(arena_rec_list *l, arena_rec *r);
void arena_rec_list_free(arena_rec_list *l);
/* The records the summary counts, one a key (arena_summary.h: a key's first
 * result, else its first error), as indices into l in list order; malloc'd
 * (room for one more), *count of them; NULL if out of memory. */
size_t *arena_rec_list_counted(const arena_rec_list *l, size_t *count);

#endif
