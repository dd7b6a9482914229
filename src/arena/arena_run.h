/*
 * arena_run.h -- running judges in parallel and collecting their output.
 *
 * A pool holds up to `cap` running judges.  Each judge is fork/exec'd with
 * argv (no shell) in its own process group (pgid == pid), stdin from
 * /dev/null, stdout and stderr on pipes the pool drains with poll(), so a
 * judge never blocks on a full pipe.  stdout is kept whole (up to
 * ARENA_OUT_CAP; beyond that the game is an error), stderr only its first
 * ARENA_ERR_KEEP bytes (for the error message, or a played game's forfeit
 * lines).  A judge is finished when it
 * has been reaped; the arena is a child subreaper, so bots a dying judge
 * leaves behind are reparented to it, reaped here, and killed by
 * arena_pool_shutdown().
 *
 * Signals: arena_run_install_signals() turns SIGINT/SIGTERM/SIGHUP into a
 * counter read by arena_run_interrupts(); the caller then asks the pool to
 * stop (SIGTERM to every judge's group, SIGKILL after a grace period or at
 * a second interrupt).  SIGPIPE is ignored.
 */
#ifndef ARENA_RUN_H
#define ARENA_RUN_H

#include <stddef.h>
#include <sys/types.h>

#define ARENA_OUT_CAP (1u << 20)  /* bytes of a judge's stdout kept */
#define ARENA_ERR_KEEP 2048       /* bytes of a judge's stderr kept: an error, or its forfeit lines */

typedef struct arena_job {
    pid_t pid;                    /* 0 = free slot */
    int out_fd, err_fd;           /* -1 once closed */
    char *out;                    /* stdout so far (NUL-terminated) */
    size_t out_len, out_cap;
    int out_overflow;
    char err[ARENA_ERR_KEEP + 1];
    size_t err_len;
    double start_ms;
    int reaped, status;
    int term_sent, kill_sent;
    size_t tag;                   /* the caller's game number */
} arena_job;

typedef struct arena_pool {
    arena_job *jobs;
    int cap, running;
} arena_pool;

/* what a finished judge left: valid until the next arena_pool_wait() */
typedef struct arena_done {
    size_t tag;
    int status;                   /* wait status */
    const char *out;              /* stdout */
    size_t out_len;
    int out_overflow;
    const char *err;              /* first bytes of stderr */
    double ms;                    /* wall time of the game */
    int timed_out;                /* killed by the pool's watchdog */
} arena_done;

void arena_run_install_signals(void);
int arena_run_interrupts(void);

int arena_pool_init(arena_pool *p, int cap);
void arena_pool_free(arena_pool *p);
/* start argv[0] with argv; 0, or -1 + err (fork/pipe failure) */
int arena_pool_start(arena_pool *p, char *const *argv, size_t tag, char *err, size_t cap);
/* Wait up to wait_ms for output or exits.  Fills up to maxdone finished
 * judges into done; returns how many.  Judges running longer than
 * watchdog_ms (if > 0) get SIGKILL to their group and are reported with
 * timed_out set. */
int arena_pool_wait(arena_pool *p, double wait_ms, double watchdog_ms, arena_done *done,
                    int maxdone);
/* Send sig to every running judge's process group (once per signal kind). */
void arena_pool_signal(arena_pool *p, int sig);
/* Kill what is left (judges and any reparented descendants), reap all. */
void arena_pool_shutdown(arena_pool *p);

#endif
