/*
 * arena_html.h -- `--html PAGE`: the results as one self-contained page.
 *
 * The page is the template web/report/ (inlined by web/build-page.sh,
 * embedded at build time as report_html[], build/gen/report_html.c) with
 * one JSON object written where the template holds its marker (the word
 * __ARENA_REPORT_DATA__ in a comment, then null; web/build-page.sh checks
 * it is there once), every '<' in the JSON as \u003c so no text can end the
 * script element.  The object:
 *
 *   format 1, game "sakura"|"candy", version (the kit's), files [the
 *   inputs], notes [the warnings the reading printed], error (null, or the
 *   one line of an error page: no record, unreadable input);
 *   bots, taggers, gens: the summary's names in table order;
 *   summary: exactly what `--json` prints for the same inputs (the
 *     arena_json.h object, with "baseline" when --baseline is given);
 *   columns, games: the records the summary counts (a key's first result,
 *     else its first error), in the order they were read or played, one
 *     array a game, fields named by columns -- Sakura: a, b (bot indices;
 *     a first), seed (a string: exact to 2^64-1), side, points (a's, null
 *     for an arena error), reason, turns, ms_a, ms_b (time used), budget
 *     (each player's --time-ms), replay (link or null), cmd (the judge
 *     command), error; Candy: bot, tagger, gen, seed, score, caught,
 *     turn, reason, n, ms, max_reply_ms, budget, replay, cmd, error;
 *   cases: with --baseline, one [game, row, now, old] a case
 *     (arena_baseline.h): the game's index in games (Sakura: side 1's),
 *     the index of its finest row in summary.baseline.rows.
 *
 * Replay links.  A page opened from disk (file://) may not fetch files, so
 * a link cannot hand a replay JSON to the viewer; it may load a script.
 * For every counted game whose judge command has `--replay DIR/KEY.json`
 * and whose file is there (a complete JSON object), the report writes
 * DIR/KEY.js (`EMBEDDED_REPLAY = ["<the replay's JSON text>"];`, rewritten
 * when older than the JSON or in an older kit's form) and, once a directory, DIR/viewer.html: the viewer page
 * (embedded in bin/arena as in the judges) whose embedded replay is a
 * loader reading `?game=KEY` and writing `<script src="KEY.js">` while the
 * page is parsed, before the viewer starts.  The link is
 * `REL/viewer.html?game=KEY`, REL the path from the page's folder to DIR,
 * so the page, the viewer and the replays open by double click and from
 * any http server of a folder holding them.
 *
 * The page is written to PAGE.tmp.PID and renamed, so a failed write never
 * leaves half a page.
 */
#ifndef ARENA_HTML_H
#define ARENA_HTML_H

#include <stddef.h>
#include "arena/arena_baseline.h"
#include "arena/arena_record.h"
#include "arena/arena_summary.h"

#define ARENA_NOTES_KEPT 20       /* warnings a page repeats */

/* the warnings printed while reading, kept for the page */
typedef struct arena_notes {
    char *v[ARENA_NOTES_KEPT];
    int n;
    long long more;               /* printed but not kept */
} arena_notes;

/* "arena: MESSAGE" on stderr, and a copy in ns (when not NULL) */
void arena_note(arena_notes *ns, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void arena_notes_free(arena_notes *ns);

typedef struct arena_html_in {
    const char *page;             /* the file to write */
    const arena_summary *sum;     /* NULL for an error page */
    const arena_rec_list *recs;   /* the records folded into sum */
    const arena_baseline *base;   /* NULL without --baseline */
    const char *const *files;
    int nfiles;
    const arena_notes *notes;
    const char *error;            /* an error page's line */
} arena_html_in;

/* Write the page (and the replay scripts and viewer pages its links
 * need); 0, or -1 with a one-line message in err. */
int arena_html_write(const arena_html_in *in, char *err, size_t cap);

#endif
