/*
 * proc.h -- running a bot program as a child process, safely.
 *
 * A proc_child is one bot: `/bin/sh -c CMD` (with `exec` put before a simple
 * CMD, see proc_shell_line) started in its own process group
 * (pgid == pid) with three pipes.  Everything the judge does with it has a
 * deadline on the monotonic clock, so no bot can hang a judge:
 *
 *   - writes are non-blocking and polled until the deadline (a bot that never
 *     reads its input cannot block the judge);
 *   - replies are assembled by a linebuf (at most LINEBUF_MAX bytes a line);
 *   - while the judge waits on any child, the stderr of every live child is
 *     drained into its log file (up to PROC_STDERR_CAP bytes; the rest is
 *     dropped and the log ends with a line saying so), so a chatty bot
 *     never blocks on a full pipe; the log is written without waiting, so
 *     a pipe whose reader is slow loses bytes (a line says how many), never
 *     the judge's time, and a log that fails (a full disk) stops there
 *     (proc_log_error);
 *   - proc_kill() sends SIGKILL to the whole group and reaps it; the judge is
 *     a child subreaper (Linux), so even grandchildren a bot forked and left
 *     behind are reaped, never left as zombies or orphans;
 *   - proc_install_cleanup() kills every live group on SIGINT/SIGTERM/SIGHUP,
 *     then every process re-parented to the judge (proc_kill_strays);
 *   - proc_kill_strays() at the end of a game kills what a bot detached into
 *     its own session (setsid): not in any bot's group, but re-parented to
 *     the judge once its parent died.
 *
 * The live children are kept in a small static registry (this module's one
 * piece of global state, needed by the signal handler).
 */
#ifndef COMMON_PROC_H
#define COMMON_PROC_H

#include <stddef.h>
#include <sys/types.h>
#include "common/linebuf.h"
#include "common/proc_tree.h"

#define PROC_STDERR_CAP (1u << 20) /* bytes of a bot's stderr kept in its log */
#define PROC_STDERR_CAP_TEXT "1 MiB"  /* PROC_STDERR_CAP as the log's cut line says it */
#define PROC_MAX_LIVE 16           /* children alive at once in one judge */
#define PROC_STRAY_ROUNDS 64       /* x 1 ms: rounds of proc_kill_strays */
#define PROC_BROKEN_WAIT_MS 20     /* a child whose input closed: this long to see it exit */
#define PROC_LOG_MARK_WAIT_MS 100  /* at a child's end: this long for its log's reader to take the lines owed */
#define PROC_CLOSE_FALLBACK_MAX 4096 /* without close_range: descriptors closed in a child */
#define PROC_ERR_TAIL 512          /* last bytes of a child's stderr kept in memory, for its failure message */

enum { /* what a child was doing when its request timed out (proc_words.h) */
    PROC_SEEN_NONE = 0,
    PROC_SEEN_READING,    /* blocked reading its input, nothing of it running */
    PROC_SEEN_LATE,       /* its reply arrived just after the deadline */
    PROC_SEEN_ENDED,      /* the leader had exited (or been killed) */
    PROC_SEEN_ENDED_HELD  /* ... and a process it started still holds its output */
};

enum {
    PROC_OK = 0,
    PROC_TIMEOUT = 1,  /* deadline passed */
    PROC_EOF = 2,      /* the child closed stdout or died */
    PROC_TOO_LONG = 3, /* reply line longer than LINEBUF_MAX bytes */
    PROC_BROKEN = 4,   /* writing failed: the child closed its stdin (and, from
                          proc_request, is still running) */
    PROC_NUL = 5       /* the reply line holds a NUL byte (its text up to
                          that byte is returned; the line is consumed) */
};

typedef struct proc_child {
    pid_t pid;           /* group leader; 0 when not running */
    int in_fd;           /* child's stdin (we write), -1 when closed */
    int out_fd;          /* child's stdout (we read), -1 when closed */
    int err_fd;          /* child's stderr (drained), -1 when closed */
    int log_fd;          /* where stderr goes, -1 to discard; never blocks */
    size_t logged;       /* stderr bytes counted against PROC_STDERR_CAP so far */
    int log_cut;         /* 0; 1 once bytes past the cap were dropped; 2 once the cut line is written */
    size_t log_behind;   /* bytes dropped since the log's reader fell behind, not yet marked */
    int log_errno;       /* the error that ended the log (a full disk...), else 0 */
    int stop_idle;       /* proc_stop_when_idle was called */
    int held;            /* 1 while stopped by proc_hold */
    pid_t outside[PROC_TREE_MAX]; /* while held: what it started outside its group, stopped too */
    int noutside;
    linebuf lb;          /* partial reply line */
    char spill[LINEBUF_MAX]; /* bytes read past a newline, not yet fed to lb */
    size_t nspill;
    int status;          /* wait status once reaped, else -1 */
    int killed;          /* 1 once the judge killed it (proc_kill) */
    int seen;            /* what proc_look_at_timeout saw at its last timeout: PROC_SEEN_* */
    int seen_status;     /* with PROC_SEEN_ENDED*: the leader's wait status */
    char err_tail[PROC_ERR_TAIL]; /* the last stderr bytes read, logged or not */
    size_t nerr_tail;
} proc_child;

/* The line given to /bin/sh -c for CMD: when CMD is one simple command
 * (words, NAME=value assignments before them, redirections standing apart
 * such as `2>/dev/null`; no other unquoted operator, no reserved word),
 * `exec` goes before its program word, so the shell becomes
 * the bot instead of waiting as its parent.  A waiting shell would keep the
 * stdout pipe open after the bot closed it, and a bot that closed its
 * output would be judged late instead of crashed.  A compound command
 * (`cd dir && ./bot`) is left as it is; its shell stays.  Writes at most cap
 * bytes (NUL included) and returns the length the whole line needs. */
size_t proc_shell_line(const char *cmd, char *out, size_t cap);
/* In a forked child before exec: in_fd, out_fd and err_fd become its
 * stdin, stdout and stderr, also when a parent started with one of 0-2
 * closed got a pipe end there (each is first copied above 2, so no dup2
 * lands on itself and keeps close-on-exec, and none overwrites another).
 * Every other descriptor is closed: a program gets its three streams and
 * nothing else, as under a contest judge (a judge's open output file must
 * not be one a bot can write into).  Returns -1 if a copy failed.
 * Async-signal-safe. */
int proc_child_stdio(int in_fd, int out_fd, int err_fd);
/* 1 if cmd is empty or only blanks: no command to run (proc_spawn refuses it). */
int proc_command_blank(const char *cmd);
/* A child not (yet) started: every call on it below does nothing. */
void proc_none(proc_child *p);
/* Start CMD.  stderr_path may be NULL (stderr discarded); a pipe nobody
 * reads there fails at once (outfile.h).  0 on success, -1 with a one-line
 * message in err. */
int proc_spawn(proc_child *p, const char *cmd, const char *stderr_path, char *err, size_t errcap);
/* A new, empty temporary file for a child's stderr (proc_spawn's
 * stderr_path), named $TMPDIR/TAG-XXXXXX into path (/tmp/TAG-XXXXXX when
 * TMPDIR is unset, not absolute, or no file can be made there or named in
 * cap bytes): path, or NULL when none can be made (the caller removes it). */
const char *proc_temp_log(char *path, size_t cap, const char *tag);
/* Write all of text before deadline_ms (proc_clock_ms() scale). */
int proc_send(proc_child *p, const char *text, double deadline_ms);
/* Wait until the child has read every byte sent to it (its stdin pipe is
 * empty, even if it has exited since), draining stderr meanwhile: PROC_OK,
 * PROC_TIMEOUT at deadline_ms, PROC_BROKEN when bytes are left that nobody
 * can read any more.  What a judge waits on so that a child's start-up
 * does not overlap another's clock (Linux: FIONREAD on the pipe). */
int proc_wait_read(proc_child *p, double deadline_ms);
/* Read one reply line (without '\n') before deadline_ms. */
int proc_read_line(proc_child *p, char *line, size_t cap, double deadline_ms);
/* The most a request's elapsed time can run past its deadline and still
 * be recorded: the wait ends at the deadline, but a loaded machine wakes
 * the judge late.  The replay checkers refuse a recorded reply later than
 * this past the time it had. */
#define PROC_LATE_SLACK_MS 1000
/* The judge's timed exchange: send text, read one line; the clock starts
 * just before the first byte is written and stops when the newline is read.
 * *elapsed_ms receives the time used (also on failure).  PROC_OK, _TIMEOUT,
 * _TOO_LONG, _NUL; PROC_EOF when the child closed its output or exited,
 * PROC_BROKEN when it closed its input and still runs. */
int proc_request(proc_child *p, const char *text, char *reply, size_t cap,
                 double budget_ms, double *elapsed_ms);
/* Close the child's stdin (end of input). */
void proc_close_input(proc_child *p);
/* Close input, wait up to grace_ms for a clean exit, then kill the group and
 * reap.  Returns the wait status (or -1). */
int proc_finish(proc_child *p, double grace_ms);
/* Kill the group now and reap. */
void proc_kill(proc_child *p);
/* After proc_finish/proc_kill: 1 if the child exited with status 126/127
 * (the shell could not run the command). */
int proc_could_not_start(const proc_child *p);
/* The error that stopped a child's stderr log before its end (ENOSPC,
 * EFBIG, EPIPE: a pipe whose reader left...), 0 if none: the log holds the
 * stderr only up to it.  A pipe whose reader is slow is not an error:
 * what it cannot take at once is dropped and a line in the log says how
 * much, so the judge never waits on a log. */
int proc_log_error(const proc_child *p);
/* Kill all live groups on SIGINT/SIGTERM/SIGHUP; ignore SIGPIPE; become a
 * child subreaper.  SIGTSTP (Ctrl-Z), SIGTTIN and SIGTTOU stop the running
 * children with the judge and continue them with it, and the time stopped
 * is on no clock (proc_clock_ms); a SIGSTOP cannot be seen and is not
 * taken off.  Call once at the start of a judge. */
void proc_install_cleanup(void);
/* The judge's clock: the monotonic clock (clk_now_ms) less the time the
 * judge spent stopped by a job-control signal.  Every deadline_ms of this
 * module is on it. */
double proc_clock_ms(void);
/* From now on p, with its whole process group, is stopped (SIGSTOP)
 * whenever the judge is not asking it: after each proc_request (and after
 * proc_wait_read sees its input read) until the next proc_send,
 * proc_request, proc_wait_read or proc_finish.  For a judge that asks its
 * programs in turn: nothing one of them leaves running (a child burning
 * CPU) takes CPU from the other's clock, and no program thinks on another's
 * time. */
void proc_stop_when_idle(proc_child *p);
/* The same set-up with the caller's handler for SIGINT/SIGTERM/SIGHUP
 * (SIGPIPE ignored, child subreaper): for a program that stops its own
 * pool of children instead of dying at once (the arena). */
void proc_on_stop_signals(void (*handler)(int));
/* After proc_install_cleanup: fn (async-signal-safe) runs in the stop
 * handler once the children are dead, before the signal is raised again:
 * for outputs that must not be left half-made.  NULL: none. */
void proc_on_stop_also(void (*fn)(void));
/* SIGKILL every child of this process and the group it leads, if any;
 * returns how many were found (zombies included).  Async-signal-safe. */
int proc_kill_children(void);
/* Kill and reap every child, again each round (1 ms apart) while any was
 * found, for at most `rounds` rounds: detached grandchildren are
 * re-parented to us (a subreaper) only once their parent died.  Also reaps
 * children that are not bots, so call it only when no other child must
 * survive.  Async-signal-safe. */
void proc_kill_strays(int rounds);
/* Drain stderr of all live children for up to wait_ms. */
void proc_pump(double wait_ms);

#endif
