/*
 * arena_report.h -- reading result files back, and `arena report`.
 *
 * arena_read_records() walks a JSONL file of arena records, handing each
 * valid one to a callback (which may take ownership of its strings by
 * zeroing it); bad lines are skipped with a one-line warning naming the
 * file and line (at most RP_MAX_WARNINGS a file, then a count), kept in
 * `notes` too when it is not NULL (the --html page repeats them).  Used by
 * resume, by report and by --baseline.
 *
 * arena_report() merges any number of files: records of one game kind
 * only, bots ordered as in their run's --bot list (the records' "index"),
 * duplicate keys counted once; prints the same summary a run prints (or
 * the stored judge commands with --print-commands); with --baseline, the
 * comparison with the older run after it (arena_baseline.h); with --html,
 * the page (arena_html.h), also for input that holds no record (a page
 * that says so, never a blank one).
 */
#ifndef ARENA_REPORT_H
#define ARENA_REPORT_H

#include "arena/arena_baseline.h"
#include "arena/arena_cli.h"
#include "arena/arena_html.h"
#include "arena/arena_record.h"
#include "arena/arena_summary.h"

typedef int (*arena_rec_fn)(void *ctx, arena_rec *r);

/* 0, or -1 if the file cannot be read or is a device (missing_ok: a
 * missing file or a device is empty, as --out's resume reads it).  fn
 * returns nonzero for a record it refused (counted as skipped). */
int arena_read_records(const char *path, int missing_ok, arena_rec_fn fn, void *ctx,
                       arena_notes *notes);
/* the summary of records l, bots in their run's --bot order, Sakura
 * pairings in bot order, tested by sprt (NULL: none), sequentially or not
 * (arena_summary_set_sprt) */
void arena_summary_of(const arena_rec_list *l, int kind, const arena_sprt_opt *sprt, int sequential,
                      arena_summary *sum);
/* --baseline: read o->baseline's records of game `kind` into b, with
 * their summary (compare them later: arena_baseline_compare).  0, or the
 * exit status 1 after one line on stderr (unreadable, no record of this
 * game); b is to be freed either way. */
int arena_baseline_read(const arena_opts *o, int kind, arena_baseline *b, arena_notes *notes);
/* the summary on stdout: the table (and the baseline block), or JSON with
 * --json; 0 or -1 */
int arena_emit_summary(const arena_summary *sum, const arena_opts *o, const arena_baseline *b);
/* --html: the page of sum (NULL with error: an error page); 0, or 1 after
 * one line on stderr */
int arena_emit_page(const arena_opts *o, const arena_summary *sum, const arena_rec_list *recs,
                    const arena_baseline *b, const char *const *files, int nfiles,
                    const arena_notes *notes, const char *error);
/* `arena report FILE...`; returns the exit status */
int arena_report(arena_opts *o);
/* Before a run's first game or before `report` reads its files: 0 if the
 * page PAGE can be written as far as its folder goes and it is not a
 * folder, else 1 after one line "arena: cannot write --html PAGE: REASON"
 * (docs/arena.md, the report page). */
int arena_html_ready(const char *page);

#endif
