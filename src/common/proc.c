/*
 * proc.c -- child processes with deadlines; see proc.h for the contract.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "common/clock.h"
#include "common/outfile.h"
#include "common/proc.h"
#include "common/proc_words.h"
#include "common/shell_words.h"

static proc_child *proc_live[PROC_MAX_LIVE];
static volatile sig_atomic_t proc_live_pids[PROC_MAX_LIVE];
/* 1 while the child in that slot is stopped between its requests (proc_hold) */
static volatile sig_atomic_t proc_live_held[PROC_MAX_LIVE];
static void (*volatile proc_stop_also)(void);
/* ms the judge spent stopped by SIGTSTP/SIGTTIN/SIGTTOU: not on any clock */
static volatile double proc_paused_ms;

double proc_clock_ms(void)
{
    double paused, now;
    do { /* a pause ending between the two reads would count whole */
        paused = proc_paused_ms;
        now = clk_now_ms();
    } while (paused != proc_paused_ms);
    return now - paused;
}

static void proc_register(proc_child *p)
{
    int i;
    for (i = 0; i < PROC_MAX_LIVE; i++) {
        if (proc_live[i] == NULL) {
            proc_live[i] = p;
            proc_live_pids[i] = (sig_atomic_t)p->pid;
            return;
        }
    }
}

static void proc_unregister(proc_child *p)
{
    int i;
    for (i = 0; i < PROC_MAX_LIVE; i++) {
        if (proc_live[i] == p) {
            proc_live[i] = NULL;
            proc_live_pids[i] = 0;
            proc_live_held[i] = 0;
        }
    }
}

static void proc_set_held(proc_child *p, int held)
{
    int i;
    p->held = held;
    for (i = 0; i < PROC_MAX_LIVE; i++)
        if (proc_live[i] == p)
            proc_live_held[i] = held;
}

/* 1 when pid is a live child's leader or one it keeps stopped */
static int proc_claimed(pid_t pid)
{
    int i, k;
    for (i = 0; i < PROC_MAX_LIVE; i++) {
        const proc_child *c = proc_live[i];
        if (c == NULL)
            continue;
        if (c->pid == pid)
            return 1;
        for (k = 0; k < c->noutside; k++)
            if (c->outside[k] == pid)
                return 1;
    }
    return 0;
}

/* A process re-parented to the judge that no child claims appeared while
 * p alone ran (its parent died: a double fork), for every other child was
 * held: it is p's, stopped with its group and what it moved out of it. */
static void proc_adopt_strays(proc_child *p)
{
    pid_t kids[PROC_TREE_WALK];
    int i, n = proc_tree_children(getpid(), kids, PROC_TREE_WALK);
    for (i = 0; i < n && p->noutside < PROC_TREE_MAX; i++) {
        if (proc_claimed(kids[i]) || waitpid(kids[i], NULL, WNOHANG) == kids[i])
            continue; /* a bot, another's, or a stray that had ended (reaped now) */
        proc_tree_signal(kids + i, 1, SIGSTOP); /* and its group, if it leads one */
        p->outside[p->noutside++] = kids[i];
        p->noutside += proc_tree_stop_outside(kids[i], p->outside + p->noutside, PROC_TREE_MAX - p->noutside);
    }
}

/* a child that waits between requests is stopped, its whole group, so
 * that nothing it started takes CPU from the clock of the one asked */
static void proc_hold(proc_child *p)
{
    if (p->stop_idle && p->pid > 0 && !p->held) {
        proc_set_held(p, 1); /* first: a Ctrl-Z in between leaves it to us */
        kill(-p->pid, SIGSTOP);
        /* and what it moved out of its group (setsid), or left to the judge:
         * no helper runs on another's time */
        p->noutside = proc_tree_stop_outside(p->pid, p->outside, PROC_TREE_MAX);
        proc_adopt_strays(p);
    }
}

static void proc_release(proc_child *p)
{
    if (p->held) {
        proc_set_held(p, 0); /* first: a Ctrl-Z in between stops it with the judge */
        if (p->pid > 0)
            kill(-p->pid, SIGCONT);
        proc_tree_signal(p->outside, p->noutside, SIGCONT);
        p->noutside = 0;
        /* a process it forked as the stop came may have taken the stop
         * after the continue went out: continued here */
        proc_tree_continue_stopped(p->pid);
    }
}

void proc_stop_when_idle(proc_child *p)
{
    /* not stopped now: it is asked next, and a stop followed at once by a
     * continue can catch a fork half-way, its child stopped for good */
    p->stop_idle = 1;
}

/* handler for sig, no flags; the job-control signals wait while it runs,
 * so that one pause is never counted twice (async-signal-safe) */
static void proc_catch(int sig, void (*handler)(int))
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGTSTP);
    sigaddset(&sa.sa_mask, SIGTTIN);
    sigaddset(&sa.sa_mask, SIGTTOU);
    sigaction(sig, &sa, NULL);
}

/* SIGTSTP (Ctrl-Z), SIGTTIN, SIGTTOU: the children that run are stopped
 * with the judge and continued with it, and the time stopped counts on no
 * clock (proc_clock_ms).  Async-signal-safe. */
static void proc_on_job_stop(int sig)
{
    int e = errno, i;
    double t0 = clk_now_ms();
    sigset_t set;
    for (i = 0; i < PROC_MAX_LIVE; i++)
        if (proc_live_pids[i] > 0 && !proc_live_held[i])
            kill(-(pid_t)proc_live_pids[i], SIGSTOP);
    proc_catch(sig, SIG_DFL);
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig); /* stopped here until SIGCONT */
    proc_catch(sig, proc_on_job_stop);
    for (i = 0; i < PROC_MAX_LIVE; i++)
        if (proc_live_pids[i] > 0 && !proc_live_held[i])
            kill(-(pid_t)proc_live_pids[i], SIGCONT);
    proc_paused_ms += clk_now_ms() - t0;
    errno = e;
}

/* "/proc/self/task/PID/children" without stdio (signal handlers use it) */
static void proc_children_path(char *path, size_t cap)
{
    static const char head[] = "/proc/self/task/", tail[] = "/children";
    char digits[24];
    long pid = (long)getpid();
    size_t k = 0, n = 0, i;
    do {
        digits[n++] = (char)('0' + pid % 10);
        pid /= 10;
    } while (pid > 0 && n < sizeof digits);
    for (i = 0; head[i] && k + 1 < cap; i++)
        path[k++] = head[i];
    while (n > 0 && k + 1 < cap)
        path[k++] = digits[--n];
    for (i = 0; tail[i] && k + 1 < cap; i++)
        path[k++] = tail[i];
    path[k] = '\0';
}

int proc_kill_children(void)
{
    char path[64], buf[4096];
    ssize_t got;
    int fd, found = 0;
    long pid = 0;
    size_t i;
    proc_children_path(path, sizeof path);
    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    /* space-separated pids; one read of 4 KiB holds ~500 of them, and a
     * later round finds any that did not fit */
    got = read(fd, buf, sizeof buf - 1);
    close(fd);
    for (i = 0; got > 0 && i <= (size_t)got; i++) {
        if (i < (size_t)got && buf[i] >= '0' && buf[i] <= '9') {
            pid = pid * 10 + (buf[i] - '0');
            continue;
        }
        if (pid > 0) {
            kill(-(pid_t)pid, SIGKILL); /* its group, if it leads one */
            kill((pid_t)pid, SIGKILL);
            found++;
        }
        pid = 0;
    }
    return found;
}

void proc_kill_strays(int rounds)
{
    struct timespec pause;
    int round;
    pause.tv_sec = 0;
    pause.tv_nsec = 1000000;
    for (round = 0; round < rounds; round++) {
        int found = proc_kill_children();
        while (waitpid(-1, NULL, WNOHANG) > 0)
            ;
        if (!found)
            return;
        nanosleep(&pause, NULL);
    }
}

static void proc_on_signal(int sig)
{
    int i;
    for (i = 0; i < PROC_MAX_LIVE; i++)
        if (proc_live_pids[i] > 0)
            kill(-(pid_t)proc_live_pids[i], SIGKILL);
    /* what the bots detached is re-parented to us once they are dead */
    proc_kill_strays(PROC_STRAY_ROUNDS);
    if (proc_stop_also != NULL)
        proc_stop_also();
    signal(sig, SIG_DFL);
    raise(sig);
}

void proc_on_stop_also(void (*fn)(void))
{
    proc_stop_also = fn;
}

void proc_on_stop_signals(void (*handler)(int))
{
    proc_catch(SIGINT, handler);
    proc_catch(SIGTERM, handler);
    proc_catch(SIGHUP, handler);
    signal(SIGPIPE, SIG_IGN);
    signal(SIGXFSZ, SIG_IGN); /* a file-size limit: the write fails with EFBIG and says so */
#ifdef PR_SET_CHILD_SUBREAPER
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
}

void proc_install_cleanup(void)
{
    proc_on_stop_signals(proc_on_signal);
    proc_catch(SIGTSTP, proc_on_job_stop);
    proc_catch(SIGTTIN, proc_on_job_stop);
    proc_catch(SIGTTOU, proc_on_job_stop);
}

static void proc_close_fd(int *fd)
{
    if (*fd >= 0) {
        close(*fd);
        *fd = -1;
    }
}

size_t proc_shell_line(const char *cmd, char *out, size_t cap)
{
    const char *cut, *s, *e;
    size_t pre, need;
    int kind;
    if (shell_word_program(cmd, &cut, &s) != SHELL_WORD_FOUND)
        return (size_t)snprintf(out, cap, "%s", cmd);
    /* `exec` needs a program: not a keyword or a builtin-only word */
    kind = shell_word_kind(cut, s);
    if (kind == SHELL_WORD_KEYWORD || kind == SHELL_WORD_BUILTIN)
        return (size_t)snprintf(out, cap, "%s", cmd);
    for (;;) { /* the rest must be one simple command too */
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '\0')
            break;
        if ((e = shell_word_redirection_end(s)) == NULL && (e = shell_word_end(s)) == NULL)
            return (size_t)snprintf(out, cap, "%s", cmd);
        s = e;
    }
    pre = (size_t)(cut - cmd);
    need = strlen(cmd) + 5;
    if (need < cap)
        snprintf(out, cap, "%.*sexec %s", (int)pre, cmd, cut);
    else if (cap > 0)
        out[0] = '\0';
    return need;
}

/* every descriptor above 2, in a forked child (async-signal-safe) */
static void proc_close_above_stdio(void)
{
    int fd;
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    if (close_range(3, ~0U, 0) == 0)
        return;
#endif
    for (fd = 3; fd < PROC_CLOSE_FALLBACK_MAX; fd++)
        close(fd);
}

int proc_child_stdio(int in_fd, int out_fd, int err_fd)
{
    int fd[3], i;
    fd[0] = fcntl(in_fd, F_DUPFD_CLOEXEC, 3);
    fd[1] = fcntl(out_fd, F_DUPFD_CLOEXEC, 3);
    fd[2] = fcntl(err_fd, F_DUPFD_CLOEXEC, 3);
    for (i = 0; i < 3; i++)
        if (fd[i] < 0 || dup2(fd[i], i) < 0) /* dup2 onto another fd clears close-on-exec */
            return -1;
    proc_close_above_stdio();
    return 0;
}

/* A bot meets the environment a contest judge gives it: no PYTHON*
 * variable but PYTHONHOME (an interpreter may need it; PYTHONUNBUFFERED=1,
 * common in containers, would hide a reply never flushed) and no stdbuf(1)
 * setting (_STDBUF_*).  A command sets its own: `env PYTHONUNBUFFERED=1
 * python3 bot.py`.  In the child, before the exec. */
static void proc_child_env(void)
{
    extern char **environ;
    size_t i = 0;
    while (environ[i] != NULL) {
        const char *v = environ[i];
        char name[256];
        size_t n = strcspn(v, "=");
        if (((strncmp(v, "PYTHON", 6) == 0 && strncmp(v, "PYTHONHOME=", 11) != 0) ||
             strncmp(v, "_STDBUF_", 8) == 0) && n < sizeof name) {
            memcpy(name, v, n);
            name[n] = '\0';
            unsetenv(name); /* environ shifts: look at slot i again */
            continue;
        }
        i++;
    }
}

/* in the forked child: the three streams, then the shell; a failure to
 * set up the streams (no descriptor left) is told to the parent through
 * report_w as its errno, so it is not taken for a command the shell could
 * not run (exit 127) */
static void proc_child_exec(const char *cmd, int in_r, int out_w, int err_w, int report_w)
{
    setpgid(0, 0);
#ifdef PR_SET_PDEATHSIG
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#endif
    signal(SIGPIPE, SIG_DFL); /* ignored here; a bot starts as from a shell */
    signal(SIGXFSZ, SIG_DFL);
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    if (proc_child_stdio(in_r, out_w, err_w) != 0) {
        int e = errno;
        ssize_t told = write(report_w, &e, sizeof e); /* unsaid, it reads as exit 127 */
        _exit(told == (ssize_t)sizeof e ? 126 : 127);
    }
    proc_child_env();
    execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
    _exit(127);
}

/* After the fork: 0 once the child has run its shell (the report pipe,
 * close-on-exec, reads end of file), else the errno it reported (the child
 * reaped) */
static int proc_child_started(pid_t pid, int report_r)
{
    int e = 0;
    ssize_t got;
    do
        got = read(report_r, &e, sizeof e);
    while (got < 0 && errno == EINTR);
    if (got != (ssize_t)sizeof e)
        return 0;
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
        ;
    return e != 0 ? e : EIO;
}

/* a new empty file dir/TAG-XXXXXX into path: path, or NULL */
static const char *proc_temp_in(char *path, size_t cap, const char *dir, const char *tag)
{
    int fd;
    if ((size_t)snprintf(path, cap, "%s/%s-XXXXXX", dir, tag) >= cap || (fd = mkstemp(path)) < 0)
        return NULL;
    close(fd);
    return path;
}

const char *proc_temp_log(char *path, size_t cap, const char *tag)
{
    const char *dir = getenv("TMPDIR");
    /* a relative TMPDIR would follow the working directory; one that is
     * missing, unwritable or too long for path falls back to /tmp */
    if (dir != NULL && dir[0] == '/' && proc_temp_in(path, cap, dir, tag) != NULL)
        return path;
    return proc_temp_in(path, cap, "/tmp", tag);
}

void proc_none(proc_child *p)
{
    memset(p, 0, sizeof *p);
    p->in_fd = p->out_fd = p->err_fd = p->log_fd = -1;
    p->status = -1;
    linebuf_init(&p->lb);
}

/* a failed spawn leaves nothing open: the six pipe ends given (-1 for
 * none) and the stderr log */
static int proc_spawn_fail(proc_child *p, int *fds)
{
    int i;
    for (i = 0; i < 8; i++)
        proc_close_fd(&fds[i]);
    proc_close_fd(&p->log_fd);
    return -1;
}

int proc_command_blank(const char *cmd)
{
    return cmd == NULL || cmd[strspn(cmd, " \t")] == '\0';
}

int proc_spawn(proc_child *p, const char *cmd, const char *stderr_path, char *err, size_t errcap)
{
    int fds[8] = {-1, -1, -1, -1, -1, -1, -1, -1}; /* in, out, err, report: read end then write end */
    int e;
    pid_t pid;
    char *line;
    size_t line_cap;
    proc_none(p);
    if (proc_command_blank(cmd)) {
        snprintf(err, errcap, "empty bot command");
        return -1;
    }
    if (stderr_path != NULL) {
        p->log_fd = outfile_open_fd(stderr_path, O_CLOEXEC);
        if (p->log_fd < 0) {
            snprintf(err, errcap, "cannot open stderr log %s: %s", stderr_path, outfile_strerror(errno));
            return -1;
        }
        /* a pipe's slow reader must not hold the judge: proc_log_write drops instead */
        fcntl(p->log_fd, F_SETFL, fcntl(p->log_fd, F_GETFL) | O_NONBLOCK);
    }
    if (pipe2(fds, O_CLOEXEC) != 0 || pipe2(fds + 2, O_CLOEXEC) != 0 || pipe2(fds + 4, O_CLOEXEC) != 0 ||
        pipe2(fds + 6, O_CLOEXEC) != 0) {
        snprintf(err, errcap, "pipe: %s", strerror(errno));
        return proc_spawn_fail(p, fds);
    }
    line_cap = proc_shell_line(cmd, NULL, 0) + 1;
    line = (char *)malloc(line_cap);
    if (line == NULL) {
        snprintf(err, errcap, "out of memory");
        return proc_spawn_fail(p, fds);
    }
    proc_shell_line(cmd, line, line_cap);
    pid = fork();
    if (pid < 0) {
        free(line);
        snprintf(err, errcap, "fork: %s", strerror(errno));
        return proc_spawn_fail(p, fds);
    }
    if (pid == 0)
        proc_child_exec(line, fds[0], fds[3], fds[5], fds[7]);
    free(line);
    setpgid(pid, pid);
    proc_close_fd(&fds[7]);
    if ((e = proc_child_started(pid, fds[6])) != 0) {
        snprintf(err, errcap, "cannot give the program its standard streams: %s", strerror(e));
        return proc_spawn_fail(p, fds);
    }
    proc_close_fd(&fds[6]);
    proc_close_fd(&fds[0]);
    proc_close_fd(&fds[3]);
    proc_close_fd(&fds[5]);
    p->pid = pid;
    p->in_fd = fds[1];
    p->out_fd = fds[2];
    p->err_fd = fds[4];
    fcntl(p->in_fd, F_SETFL, O_NONBLOCK);
    fcntl(p->out_fd, F_SETFL, O_NONBLOCK);
    fcntl(p->err_fd, F_SETFL, O_NONBLOCK);
    proc_register(p);
    return 0;
}


int proc_log_error(const proc_child *p)
{
    return p->log_errno;
}

/* A write error other than a full pipe ends the log: the rest is dropped
 * and proc_log_error says why. */
static void proc_log_failed(proc_child *p, int e)
{
    p->log_errno = e;
    proc_close_fd(&p->log_fd);
}

/* the log, all of text or nothing (text is below PIPE_BUF: a pipe takes
 * it whole or not at all); 1 when written */
static int proc_log_put(proc_child *p, const char *text, size_t len)
{
    ssize_t w;
    if (p->log_fd < 0)
        return 0;
    do
        w = write(p->log_fd, text, len);
    while (w < 0 && errno == EINTR);
    if (w == (ssize_t)len)
        return 1;
    if (w < 0 && errno != EAGAIN)
        proc_log_failed(p, errno);
    return 0;
}

/* The lines owed to the log's reader, as soon as it takes them: how many
 * bytes were dropped while it fell behind, then the cut at the cap.  1
 * when none is owed. */
static int proc_log_marks(proc_child *p)
{
    static const char cut[] = "\n[judge: stderr log cut here at " PROC_STDERR_CAP_TEXT
                              "; the rest of this bot's stderr was dropped]\n";
    char mark[128];
    if (p->log_behind > 0) {
        int len = snprintf(mark, sizeof mark,
                           "\n[judge: %zu bytes of this bot's stderr dropped here: the log's reader fell behind]\n",
                           p->log_behind);
        if (!proc_log_put(p, mark, (size_t)len))
            return 0;
        p->log_behind = 0;
    }
    if (p->log_cut == 1) {
        if (!proc_log_put(p, cut, sizeof cut - 1))
            return 0;
        p->log_cut = 2;
    }
    return 1;
}

/* keep bytes of stderr into the log, never waiting: what a slow pipe
 * cannot take now is counted as dropped */
static void proc_log_write(proc_child *p, const char *buf, size_t keep)
{
    size_t done = 0;
    while (done < keep && p->log_fd >= 0 && proc_log_marks(p)) {
        ssize_t w = write(p->log_fd, buf + done, keep - done);
        if (w > 0)
            done += (size_t)w;
        else if (w < 0 && errno == EINTR)
            continue;
        else if (w < 0 && errno == EAGAIN)
            break;
        else
            proc_log_failed(p, w < 0 ? errno : EIO);
    }
    if (p->log_fd >= 0)
        p->log_behind += keep - done;
}

/* The first byte past PROC_STDERR_CAP: the log is to end with a line
 * saying so (proc_log_marks, as soon as the log takes it), so a reader
 * knows it is not the bot's whole stderr. */
static void proc_mark_cut(proc_child *p)
{
    if (p->log_cut == 0)
        p->log_cut = 1;
}

/* The child is gone: its log gets the lines it is owed (a pipe's reader
 * given PROC_LOG_MARK_WAIT_MS to make room; the game is over, no clock
 * runs), then is closed. */
static void proc_log_close(proc_child *p)
{
    double end = proc_clock_ms() + PROC_LOG_MARK_WAIT_MS;
    while (p->log_fd >= 0 && !proc_log_marks(p) && p->log_fd >= 0) {
        struct pollfd pf;
        int ms = (int)(end - proc_clock_ms());
        if (ms <= 0)
            break;
        pf.fd = p->log_fd;
        pf.events = POLLOUT;
        pf.revents = 0;
        poll(&pf, 1, ms);
    }
    proc_close_fd(&p->log_fd);
}

/* the last PROC_ERR_TAIL bytes of stderr, for pw_err_last_line */
static void proc_keep_tail(proc_child *p, const char *buf, size_t n)
{
    if (n >= PROC_ERR_TAIL) {
        memcpy(p->err_tail, buf + n - PROC_ERR_TAIL, PROC_ERR_TAIL);
        p->nerr_tail = PROC_ERR_TAIL;
        return;
    }
    if (p->nerr_tail + n > PROC_ERR_TAIL) {
        size_t drop = p->nerr_tail + n - PROC_ERR_TAIL;
        memmove(p->err_tail, p->err_tail + drop, p->nerr_tail - drop);
        p->nerr_tail -= drop;
    }
    memcpy(p->err_tail + p->nerr_tail, buf, n);
    p->nerr_tail += n;
}

/* Move whatever stderr bytes are waiting on one child into its log. */
static void proc_drain_stderr(proc_child *p)
{
    char buf[4096];
    for (;;) {
        ssize_t n;
        if (p->err_fd < 0)
            return;
        n = read(p->err_fd, buf, sizeof buf);
        if (n > 0) {
            size_t room = p->logged < PROC_STDERR_CAP ? PROC_STDERR_CAP - p->logged : 0;
            size_t keep = (size_t)n < room ? (size_t)n : room;
            proc_keep_tail(p, buf, (size_t)n);
            if (keep > 0 && p->log_fd >= 0)
                proc_log_write(p, buf, keep);
            p->logged += keep;
            if (keep < (size_t)n)
                proc_mark_cut(p);
            if (p->log_fd >= 0)
                proc_log_marks(p); /* owed lines, if the reader has room now */
            continue;
        }
        if (n == 0 || (errno != EAGAIN && errno != EINTR))
            proc_close_fd(&p->err_fd);
        return;
    }
}

static int proc_ms_until(double deadline_ms)
{
    double left = deadline_ms - proc_clock_ms();
    if (left <= 0)
        return 0;
    return (int)ceil(left);
}

/* Poll `fd` for `events` plus all live stderr pipes, up to deadline.
 * Returns 1 when fd is ready, 0 on timeout. */
static int proc_wait_fd(int fd, short events, double deadline_ms)
{
    for (;;) {
        struct pollfd pf[PROC_MAX_LIVE + 1];
        proc_child *owner[PROC_MAX_LIVE + 1];
        int n = 0, i, ms, r;
        pf[n].fd = fd;
        pf[n].events = events;
        pf[n].revents = 0;
        owner[n++] = NULL;
        for (i = 0; i < PROC_MAX_LIVE; i++) {
            if (proc_live[i] != NULL && proc_live[i]->err_fd >= 0) {
                pf[n].fd = proc_live[i]->err_fd;
                pf[n].events = POLLIN;
                pf[n].revents = 0;
                owner[n++] = proc_live[i];
            }
        }
        ms = proc_ms_until(deadline_ms);
        r = poll(pf, (nfds_t)n, ms);
        if (r < 0 && errno != EINTR)
            return 0;
        for (i = 1; i < n; i++)
            if (pf[i].revents)
                proc_drain_stderr(owner[i]);
        if (r > 0 && pf[0].revents)
            return 1;
        if (ms == 0)
            return 0;
    }
}

void proc_pump(double wait_ms)
{
    proc_wait_fd(-1, 0, proc_clock_ms() + wait_ms);
}

/* 1 once the child's stdin pipe holds no unread byte (even if the child
 * has exited since), -1 when bytes are left that nobody can read any more
 * (the child closed its input or died), else 0 */
static int proc_input_state(const proc_child *p)
{
    struct pollfd pf;
    int unread = 0;
    if (p->in_fd < 0 || ioctl(p->in_fd, FIONREAD, &unread) != 0)
        return -1;
    if (unread == 0)
        return 1;
    pf.fd = p->in_fd;
    pf.events = 0;
    pf.revents = 0;
    if (poll(&pf, 1, 0) > 0 && (pf.revents & (POLLERR | POLLHUP | POLLNVAL)))
        return -1;
    return 0;
}

int proc_wait_read(proc_child *p, double deadline_ms)
{
    proc_release(p);
    for (;;) {
        int st = proc_input_state(p);
        if (st < 0)
            return PROC_BROKEN; /* not held: it may be exiting */
        if (st > 0 || proc_clock_ms() >= deadline_ms) {
            proc_hold(p); /* read or not, it waits stopped until first asked */
            return st > 0 ? PROC_OK : PROC_TIMEOUT;
        }
        proc_pump(1.0);
    }
}

int proc_send(proc_child *p, const char *text, double deadline_ms)
{
    size_t len = strlen(text), done = 0;
    proc_release(p);
    while (done < len) {
        ssize_t n;
        if (p->in_fd < 0)
            return PROC_BROKEN;
        n = write(p->in_fd, text + done, len - done);
        if (n > 0) {
            done += (size_t)n;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno != EAGAIN)
            return PROC_BROKEN;
        if (!proc_wait_fd(p->in_fd, POLLOUT, deadline_ms))
            return PROC_TIMEOUT;
    }
    return PROC_OK;
}

int proc_read_line(proc_child *p, char *line, size_t cap, double deadline_ms)
{
    for (;;) {
        ssize_t n;
        int st = linebuf_take(&p->lb, line, cap);
        if (st == LINEBUF_LINE)
            return PROC_OK;
        if (st == LINEBUF_NUL)
            return PROC_NUL;
        if (st == LINEBUF_TOO_LONG)
            return PROC_TOO_LONG;
        if (p->nspill > 0) {
            /* bytes already read past an earlier newline come first */
            size_t used = linebuf_feed(&p->lb, p->spill, p->nspill);
            memmove(p->spill, p->spill + used, p->nspill - used);
            p->nspill -= used;
            continue;
        }
        if (p->out_fd < 0)
            return PROC_EOF;
        n = read(p->out_fd, p->spill, sizeof p->spill);
        if (n > 0) {
            p->nspill = (size_t)n;
            continue;
        }
        if (n == 0) {
            proc_close_fd(&p->out_fd);
            continue;
        }
        if (errno == EINTR)
            continue;
        if (errno != EAGAIN) {
            proc_close_fd(&p->out_fd);
            continue;
        }
        if (!proc_wait_fd(p->out_fd, POLLIN, deadline_ms))
            return PROC_TIMEOUT;
    }
}

/* After a write found no reader: PROC_EOF if the child has exited or does
 * within PROC_BROKEN_WAIT_MS (an exit closes its input first), else
 * PROC_BROKEN: it closed its input and runs on.  Not reaped here. */
static int proc_broken_or_gone(proc_child *p)
{
    double end = proc_clock_ms() + PROC_BROKEN_WAIT_MS;
    for (;;) {
        siginfo_t info;
        memset(&info, 0, sizeof info);
        if (p->pid <= 0 || waitid(P_PID, (id_t)p->pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
            info.si_pid != 0)
            return PROC_EOF;
        if (proc_clock_ms() >= end)
            return PROC_BROKEN;
        proc_pump(1.0);
    }
}

int proc_request(proc_child *p, const char *text, char *reply, size_t cap,
                 double budget_ms, double *elapsed_ms)
{
    double t0, deadline;
    int st;
    proc_release(p);
    t0 = proc_clock_ms();
    deadline = t0 + (budget_ms > 0 ? budget_ms : 0);
    st = proc_send(p, text, deadline);
    if (st == PROC_OK)
        st = proc_read_line(p, reply, cap, deadline);
    else if (st == PROC_BROKEN) {
        /* docs/rules/sakura-duel.md §5.3: a line written ahead is the reply
         * even when the child has stopped reading or exited since */
        st = proc_read_line(p, reply, cap, proc_clock_ms());
        if (st == PROC_TIMEOUT || st == PROC_EOF)
            st = PROC_BROKEN;
    }
    *elapsed_ms = proc_clock_ms() - t0;
    if (st == PROC_BROKEN)
        return proc_broken_or_gone(p); /* not held: it may be exiting */
    /* what it does at the deadline, before the hold stops it */
    p->seen = st == PROC_TIMEOUT ? proc_look_at_timeout(p, &p->seen_status) : PROC_SEEN_NONE;
    proc_hold(p);
    if ((st == PROC_OK || st == PROC_NUL) && *elapsed_ms > budget_ms) {
        st = PROC_TIMEOUT; /* read, but after the deadline */
        p->seen = PROC_SEEN_LATE;
    }
    return st;
}

void proc_close_input(proc_child *p)
{
    proc_close_fd(&p->in_fd);
}

static void proc_reap_group(proc_child *p)
{
    int status;
    pid_t w;
    /* the leader */
    while ((w = waitpid(p->pid, &status, 0)) < 0 && errno == EINTR)
        ;
    if (w == p->pid)
        p->status = status;
    /* any group members reparented to us (we are a subreaper) */
    while ((w = waitpid(-p->pid, &status, 0)) > 0 || (w < 0 && errno == EINTR))
        ;
}

void proc_kill(proc_child *p)
{
    if (p->pid <= 0)
        return;
    kill(-p->pid, SIGKILL);
    kill(p->pid, SIGKILL);
    proc_tree_signal(p->outside, p->noutside, SIGKILL);
    p->noutside = 0;
    p->killed = 1;
    proc_drain_stderr(p);
    proc_reap_group(p);
    proc_unregister(p);
    proc_close_fd(&p->in_fd);
    proc_close_fd(&p->out_fd);
    proc_close_fd(&p->err_fd);
    proc_log_close(p);
    p->pid = 0;
}

int proc_finish(proc_child *p, double grace_ms)
{
    double deadline = proc_clock_ms() + grace_ms;
    if (p->pid <= 0)
        return p->status;
    proc_release(p);
    proc_close_input(p);
    for (;;) {
        int status;
        pid_t w = waitpid(p->pid, &status, WNOHANG);
        if (w == p->pid) {
            p->status = status;
            break;
        }
        if (proc_clock_ms() >= deadline)
            break;
        proc_pump(5);
    }
    if (p->status != -1) {
        /* leader gone: still kill what it left in its group */
        kill(-p->pid, SIGKILL);
        proc_drain_stderr(p);
        while (waitpid(-p->pid, NULL, 0) > 0 || errno == EINTR)
            ;
        proc_unregister(p);
        proc_close_fd(&p->out_fd);
        proc_close_fd(&p->err_fd);
        proc_log_close(p);
        p->pid = 0;
    } else {
        proc_kill(p);
    }
    return p->status;
}

int proc_could_not_start(const proc_child *p)
{
    int st = p->status;
    return st != -1 && WIFEXITED(st) && (WEXITSTATUS(st) == 126 || WEXITSTATUS(st) == 127);
}
