/*
 * arena_report.h -- reading result files back, and `arena report`.
 *
 * arena_read_records() walks a JSONL file of arena records, handing each
 * valid one to a callback (which may take ownership of its strings by
 * zeroing it); bad lines are skipped with a one-line warning naming the
 * file and line (at most RP_MAX_WARNINGS a file, then a count).  Used by
 * resume and by report.
 *
 * arena_report() merges any number of files: records of one game kind
 * only, bots ordered as in their run's --bot list (the records' "index"),
 * duplicate keys counted once; prints the same summary a run prints (or
 * the stored judge commands with --print-commands).
 */
#ifndef ARENA_REPORT_H
#define ARENA_REPORT_H

#include "arena/arena_cli.h"
#include "arena/arena_record.h"
#include "arena/arena_summary.h"

typedef int (*arena_rec_fn)(void *ctx, arena_rec *r);

/* 0, or -1 if the file cannot be read (missing_ok: a missing file is
 * empty).  fn returns nonzero for a record it refused (counted as skipped). */
int arena_read_records(const char *path, int missing_ok, arena_rec_fn fn, void *ctx);
/* the summary on stdout: the table, or JSON with --json; 0 or -1 */
int arena_emit_summary(const arena_summary *sum, const arena_opts *o);
/* `arena report FILE...`; returns the exit status */
int arena_report(arena_opts *o);

#endif
