/*
 * arena_baseline.h -- this run against an older one (`--baseline
 * OLD.jsonl`), seed by seed, the way pahcer compares two submissions.
 *
 * A case is what both runs played alike: Candy, one game key (bot, tagger,
 * generator, seed) with a result in both; Sakura, one seed of a pairing
 * whose two sides have results in both (a complete pair), valued in pair
 * points for the first bot, 0 .. 2.  Only the records the summaries count
 * are used (arena_rec_list_counted: a key's first result).  Per case:
 * now, old and now - old.
 *
 * Rows fold the cases: Sakura one row a pairing; Candy one a bot x tagger
 * x generator with "*" rows (tagger and/or generator -1 = all), as the
 * summary's rows.  Each row holds the paired difference now - old (mean
 * +/- 95% t-interval, arena_stats.h), the means of both sides, the counts
 * of cases better / worse / equal, and for Candy the mean relative score
 * of each side, pahcer's: a case's score over the better of the two
 * (1 when both are 0).
 *
 * Indices (bot, tagger, gen, pairing) are those of the summary given to
 * arena_baseline_compare (kept in `now`, which must outlive b; the JSON
 * and the text name rows through it); a case whose bot or pairing that
 * summary lacks cannot occur (the cases come from its records).  Only
 * arena_baseline.c writes these fields.
 */
#ifndef ARENA_BASELINE_H
#define ARENA_BASELINE_H

#include <stdio.h>
#include "arena/arena_record.h"
#include "arena/arena_summary.h"
#include "common/json.h"

typedef struct arena_bl_row {
    int bot, tagger, gen;         /* Candy; -1 = all */
    int pairing;                  /* Sakura: index into the summary's pairings */
    arena_sample diff;            /* now - old, per case */
    arena_sample now, old;        /* each side over the common cases */
    arena_sample rel_now, rel_old; /* Candy: relative score 0..1 */
    long long better, worse, same;
} arena_bl_row;

typedef struct arena_bl_case {
    int row;                      /* its finest row */
    size_t rec;                   /* index of its record (Sakura: side 1's) in the current list */
    double now, old;
} arena_bl_case;

typedef struct arena_baseline {
    const arena_summary *now;     /* the summary compared with (its names), set by compare */
    const char *const *files;     /* the OLD files, for the reader */
    int nfiles;
    arena_rec_list recs;          /* the old run's records (the caller fills them) */
    arena_summary sum;            /* the old run's summary (the caller fills it) */
    arena_bl_row *rows;
    int nrows;
    arena_bl_case *cases;
    size_t ncases;
    int failed;                   /* out of memory */
} arena_baseline;

/* Match the current records against b->recs; 0, or -1 if out of memory. */
int arena_baseline_compare(arena_baseline *b, const arena_summary *now, const arena_rec_list *recs);
/* the row of bot/tagger/gen (Candy) or pairing p (Sakura, pass bot = p);
 * NULL if no case fell in it */
const arena_bl_row *arena_baseline_row(const arena_baseline *b, int bot, int tagger, int gen);
/* the summary object exactly as `--json` prints it: arena_json.h's, with
 * "baseline" after its members when b is not NULL */
void arena_baseline_summary_json(const arena_summary *s, const arena_baseline *b, json_writer *w);
/* the text block after the tables */
void arena_baseline_text(const arena_baseline *b, FILE *f);
void arena_baseline_free(arena_baseline *b);

#endif
