/*
 * proc_words.h -- why a child failed, in words for a judge's one-line
 * failure message.
 *
 * A judge knows that a bot failed (no reply in time, output closed); the
 * contestant wants to know why.  These functions read what the judge has
 * seen of the child (its wait status, the last bytes of its stderr, a
 * partial reply line) and, at a timeout, what the child is doing right now
 * (its processes' states and system calls in /proc, Linux), and say it in
 * a few words.  Nothing here changes a verdict: the words only explain it,
 * and what cannot be read (no /proc, no permission) is left unsaid.
 */
#ifndef COMMON_PROC_WORDS_H
#define COMMON_PROC_WORDS_H

#include <stddef.h>
#include "common/proc.h"

/* After proc_finish/proc_kill, how the child ended, as words that follow
 * "the bot closed its output before replying: " ("it exited with status
 * 3", "it was killed by signal 11 (SIGSEGV)", "it still ran and was
 * killed"), then "; it had written 'TEXT' with no newline after it" when
 * a partial reply line was left, then "; its last stderr line: 'TEXT'"
 * when it wrote one (control bytes as \xNN, cut to fit).  Into out (cap
 * bytes). */
void proc_end_words(const proc_child *p, char *out, size_t cap);
/* "its last stderr line: '...'": the last non-blank line of the child's
 * stderr (of the last PROC_ERR_TAIL bytes read, whether a log keeps them or
 * not), shown as linebuf_shown shows a reply; "" when it wrote none. */
void proc_stderr_words(const proc_child *p, char *out, size_t cap);
/* What a child is doing at the deadline of a request that timed out, a
 * PROC_SEEN_* for p->seen (and its leader's wait status into *status with
 * PROC_SEEN_ENDED*): called by proc_request before it stops the child.
 * In this order, the first that holds: bytes of its output arrived after
 * all (PROC_SEEN_LATE: looked at last, so that a
 * reply written just before a read is never taken for a wait); its
 * leader has ended (not reaped: proc_finish still gets its status), its
 * output held open by a process it started (PROC_SEEN_ENDED_HELD) or not
 * (PROC_SEEN_ENDED); no process of its group running and the main thread
 * of one blocked reading its standard input (PROC_SEEN_READING). */
int proc_look_at_timeout(const proc_child *p, int *status);
/* After proc_request timed out: what the child was doing, or "": "it had
 * written '0 0' with no newline after it" when a partial line arrived
 * (cut with "..." to fit), else the words of p->seen ("its reply arrived
 * just after the deadline"; "it exited with status 0, but a process it
 * started still holds its output open"; "it was waiting to read its input
 * (a reply not flushed?  a wait for a line the judge does not send?)");
 * with none of those and first set (the child's first request, whose
 * clock ran from its start), "it was still running before its first
 * reply (its start-up time counts against the budget)"; then "; its last
 * stderr line: 'TEXT'" when it wrote one.  Each part is written whole or
 * left out, never cut inside. */
void proc_timeout_words(const proc_child *p, int first, char *out, size_t cap);
#define PROC_LINE_START_SHOWN 64 /* bytes a judge shows of a too-long reply's start ("..." and escapes included) */
/* After a request ended PROC_TOO_LONG: the line's first bytes, shown as
 * linebuf_shown shows a reply (cut with "..." to fit cap). */
void proc_long_line_start(const proc_child *p, char *out, size_t cap);

#endif
