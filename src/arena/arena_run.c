/*
 * arena_run.c -- the judge pool; see arena_run.h.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "arena/arena_run.h"
#include "common/clock.h"
#include "common/proc.h"

#define RN_SHUTDOWN_ROUNDS 100   /* x 20 ms to kill and reap stragglers */

static volatile sig_atomic_t rn_interrupts;

static void rn_on_signal(int sig)
{
    (void)sig;
    rn_interrupts++;
}

void arena_run_install_signals(void)
{
    proc_on_stop_signals(rn_on_signal);
}

int arena_run_interrupts(void)
{
    return (int)rn_interrupts;
}

int arena_pool_init(arena_pool *p, int cap)
{
    p->jobs = (arena_job *)calloc((size_t)cap, sizeof *p->jobs);
    p->cap = p->jobs ? cap : 0;
    p->running = 0;
    return p->jobs ? 0 : -1;
}

void arena_pool_free(arena_pool *p)
{
    int i;
    for (i = 0; i < p->cap; i++)
        free(p->jobs[i].out);
    free(p->jobs);
    memset(p, 0, sizeof *p);
}

/* in the child: its own group, pipes as stdout/stderr, default signals */
static void rn_child(char *const *argv, int out_w, int err_w)
{
    int devnull = open("/dev/null", O_RDONLY | O_CLOEXEC);
    sigset_t none;
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGXFSZ, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (devnull < 0 || proc_child_stdio(devnull, out_w, err_w) != 0) {
        /* said on the judge's stderr pipe, so the game's error names it */
        dprintf(err_w, "arena: cannot give the judge its standard streams: %s\n", strerror(errno));
        _exit(127);
    }
    /* a path runs as it is: execvp would hand a file the system cannot
     * execute (no #!, not a program) to /bin/sh, whose complaint then
     * reads as the judge's; a bare name is looked up on $PATH */
    if (strchr(argv[0], '/'))
        execv(argv[0], argv);
    else
        execvp(argv[0], argv);
    dprintf(2, "arena: cannot run %s: %s\n", argv[0], strerror(errno));
    _exit(127);
}

int arena_pool_start(arena_pool *p, char *const *argv, size_t tag, char *err, size_t cap)
{
    int outp[2], errp[2], i;
    arena_job *j = NULL;
    pid_t pid;
    for (i = 0; i < p->cap && !j; i++)
        if (p->jobs[i].pid == 0)
            j = &p->jobs[i];
    if (!j) {
        snprintf(err, cap, "no free judge slot");
        return -1;
    }
    if (pipe2(outp, O_CLOEXEC) != 0) {
        snprintf(err, cap, "pipe: %s", strerror(errno));
        return -1;
    }
    if (pipe2(errp, O_CLOEXEC) != 0) {
        snprintf(err, cap, "pipe: %s", strerror(errno));
        close(outp[0]);
        close(outp[1]);
        return -1;
    }
    pid = fork();
    if (pid < 0) {
        snprintf(err, cap, "fork: %s", strerror(errno));
        close(outp[0]);
        close(outp[1]);
        close(errp[0]);
        close(errp[1]);
        return -1;
    }
    if (pid == 0)
        rn_child(argv, outp[1], errp[1]);
    setpgid(pid, pid); /* also here, so a signal to the group never races */
    close(outp[1]);
    close(errp[1]);
    fcntl(outp[0], F_SETFL, O_NONBLOCK);
    fcntl(errp[0], F_SETFL, O_NONBLOCK);
    free(j->out);
    memset(j, 0, sizeof *j);
    j->pid = pid;
    j->out_fd = outp[0];
    j->err_fd = errp[0];
    j->start_ms = clk_now_ms();
    j->tag = tag;
    p->running++;
    return 0;
}

static void rn_keep_out(arena_job *j, const char *buf, size_t n)
{
    size_t want;
    char *q;
    if (j->out_overflow)
        return;
    if (j->out_len + n > ARENA_OUT_CAP) {
        j->out_overflow = 1;
        return;
    }
    if (j->out_len + n + 1 > j->out_cap) {
        want = j->out_cap ? 2 * j->out_cap : 4096;
        while (want < j->out_len + n + 1)
            want *= 2;
        q = (char *)realloc(j->out, want);
        if (!q) {
            j->out_overflow = 1;
            return;
        }
        j->out = q;
        j->out_cap = want;
    }
    memcpy(j->out + j->out_len, buf, n);
    j->out_len += n;
    j->out[j->out_len] = '\0';
}

/* read what is there from one fd; closes it at EOF or error */
static void rn_drain(arena_job *j, int *fd, int is_out)
{
    char buf[8192];
    ssize_t n;
    size_t room;
    while (*fd >= 0) {
        n = read(*fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return;
        if (n <= 0) {
            close(*fd);
            *fd = -1;
            return;
        }
        if (is_out) {
            rn_keep_out(j, buf, (size_t)n);
        } else {
            room = ARENA_ERR_KEEP - j->err_len;
            if ((size_t)n < room)
                room = (size_t)n;
            memcpy(j->err + j->err_len, buf, room);
            j->err_len += room;
            j->err[j->err_len] = '\0';
        }
    }
}

#define RN_EXIT_POLL_MS 1.0 /* poll tick while a judge closed its pipes but is not reaped */

static void rn_poll(arena_pool *p, double wait_ms)
{
    struct pollfd *fds = (struct pollfd *)calloc((size_t)p->cap * 2 + 1, sizeof *fds);
    int n = 0, i;
    for (i = 0; i < p->cap; i++) /* an exit is near: do not sleep the whole tick */
        if (p->jobs[i].pid && p->jobs[i].out_fd < 0 && p->jobs[i].err_fd < 0)
            wait_ms = RN_EXIT_POLL_MS;
    if (!fds) { /* no memory for the poll set: sleep briefly, drain anyway */
        usleep(10000);
    } else {
        for (i = 0; i < p->cap; i++) {
            arena_job *j = &p->jobs[i];
            if (!j->pid)
                continue;
            if (j->out_fd >= 0) {
                fds[n].fd = j->out_fd;
                fds[n++].events = POLLIN;
            }
            if (j->err_fd >= 0) {
                fds[n].fd = j->err_fd;
                fds[n++].events = POLLIN;
            }
        }
        if (poll(fds, (nfds_t)n, (int)wait_ms) < 0 && errno != EINTR)
            usleep(10000);
        free(fds);
    }
    for (i = 0; i < p->cap; i++)
        if (p->jobs[i].pid) {
            rn_drain(&p->jobs[i], &p->jobs[i].out_fd, 1);
            rn_drain(&p->jobs[i], &p->jobs[i].err_fd, 0);
        }
}

/* reap every exited child; ours are marked, reparented strays just reaped */
static void rn_reap(arena_pool *p)
{
    int st, i;
    pid_t pid;
    while ((pid = waitpid(-1, &st, WNOHANG)) > 0)
        for (i = 0; i < p->cap; i++)
            if (p->jobs[i].pid == pid) {
                p->jobs[i].reaped = 1;
                p->jobs[i].status = st;
            }
}

int arena_pool_wait(arena_pool *p, double wait_ms, double watchdog_ms, arena_done *done,
                    int maxdone)
{
    double now;
    int i, k = 0;
    rn_poll(p, wait_ms);
    rn_reap(p);
    now = clk_now_ms();
    for (i = 0; i < p->cap && k < maxdone; i++) {
        arena_job *j = &p->jobs[i];
        if (!j->pid)
            continue;
        if (!j->reaped && watchdog_ms > 0 && now - j->start_ms > watchdog_ms && !j->kill_sent) {
            kill(-j->pid, SIGKILL);
            kill(j->pid, SIGKILL);
            j->kill_sent = 2; /* 2: the watchdog did it */
        }
        if (!j->reaped)
            continue;
        /* the judge is gone: take what its pipes still hold, then close */
        rn_drain(j, &j->out_fd, 1);
        rn_drain(j, &j->err_fd, 0);
        if (j->out_fd >= 0)
            close(j->out_fd);
        if (j->err_fd >= 0)
            close(j->err_fd);
        j->out_fd = j->err_fd = -1;
        done[k].tag = j->tag;
        done[k].status = j->status;
        done[k].out = j->out ? j->out : "";
        done[k].out_len = j->out_len;
        done[k].out_overflow = j->out_overflow;
        done[k].err = j->err;
        done[k].ms = now - j->start_ms;
        done[k].timed_out = j->kill_sent == 2;
        k++;
        j->pid = 0; /* the slot's buffers stay valid until the next start */
        p->running--;
    }
    return k;
}

void arena_pool_signal(arena_pool *p, int sig)
{
    int i;
    for (i = 0; i < p->cap; i++) {
        arena_job *j = &p->jobs[i];
        if (!j->pid || j->reaped)
            continue;
        if (sig == SIGKILL && j->kill_sent)
            continue;
        if (sig == SIGTERM && j->term_sent)
            continue;
        kill(-j->pid, sig);
        if (sig == SIGKILL)
            j->kill_sent = 1;
        else
            j->term_sent = 1;
    }
}

void arena_pool_shutdown(arena_pool *p)
{
    int round, i;
    arena_pool_signal(p, SIGKILL);
    for (round = 0; round < RN_SHUTDOWN_ROUNDS; round++) {
        rn_reap(p);
        if (waitpid(-1, NULL, WNOHANG) < 0 && errno == ECHILD)
            break;
        proc_kill_children(); /* reparented bots (we are a subreaper) */
        usleep(20000);
    }
    for (i = 0; i < p->cap; i++) {
        arena_job *j = &p->jobs[i];
        if (j->out_fd >= 0 && j->pid)
            close(j->out_fd);
        if (j->err_fd >= 0 && j->pid)
            close(j->err_fd);
        j->pid = 0;
    }
    p->running = 0;
}
