/*
 * proc_words.c -- why a child failed, in words: see proc_words.h.
 *
 * The /proc reads at a timeout: every process whose process group is the
 * child's (the bot, and the shell that runs a compound command) and each
 * of its threads; a thread's state is the letter after the command name in
 * /proc/PID/task/TID/stat, and /proc/.../syscall gives a blocked thread's
 * system call number and arguments ("running" when it runs).
 */
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "common/linebuf.h"
#include "common/proc_tree.h"
#include "common/proc_words.h"

#define PW_SHOWN_PARTIAL 48  /* bytes of a partial reply line shown, "..." and escapes included */
#define PW_SHOWN_STDERR 120  /* bytes of the last stderr line shown, the same */

/* /proc paths: a process folder (a name of at most 255 bytes), a thread's
 * inside it, a file inside that */
#define PW_DIR 300
#define PW_TASK 600
#define PW_FILE 640

/* piece appended to out (after "; " when out holds words already) if it
 * fits whole; else left out */
static void pw_append(char *out, size_t cap, const char *piece)
{
    size_t n = strlen(out), need = strlen(piece) + (n ? 2 : 0);
    if (piece[0] != '\0' && n + need < cap)
        snprintf(out + n, cap - n, "%s%s", n ? "; " : "", piece);
}

/* The last non-blank line of the child's stderr (the last PROC_ERR_TAIL
 * bytes read, whether a log keeps them or not), shown as linebuf_shown
 * shows a reply; "" when it wrote none. */
static void pw_err_last_line(const proc_child *p, char *out, size_t cap)
{
    size_t end = p->nerr_tail, start;
    while (end > 0 && isspace((unsigned char)p->err_tail[end - 1]))
        end--;
    start = end;
    while (start > 0 && p->err_tail[start - 1] != '\n')
        start--;
    if (cap > 0) /* a NUL in the line is shown, not an end */
        linebuf_shown_n(p->err_tail + start, end - start, out, cap);
}

/* the usual name of a signal that ends a program, or NULL */
static const char *pw_signal_name(int sig)
{
    static const struct { int sig; const char *name; } names[] = {
        {SIGSEGV, "SIGSEGV"}, {SIGABRT, "SIGABRT"}, {SIGFPE, "SIGFPE"},   {SIGBUS, "SIGBUS"},
        {SIGILL, "SIGILL"},   {SIGKILL, "SIGKILL"}, {SIGTERM, "SIGTERM"}, {SIGPIPE, "SIGPIPE"},
        {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGINT, "SIGINT"},   {SIGHUP, "SIGHUP"},
        {SIGTRAP, "SIGTRAP"}, {SIGSYS, "SIGSYS"},   {SIGALRM, "SIGALRM"}, {SIGQUIT, "SIGQUIT"}};
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (names[i].sig == sig)
            return names[i].name;
    return NULL;
}

void proc_long_line_start(const proc_child *p, char *out, size_t cap)
{
    linebuf_shown_n(p->lb.buf, p->lb.len, out, cap);
}

/* "it was killed by signal 11 (SIGSEGV)" or "it exited with status N"
 * for a wait status */
static void pw_status(int st, char *out, size_t cap)
{
    const char *name;
    if (WIFEXITED(st))
        snprintf(out, cap, "it exited with status %d", WEXITSTATUS(st));
    else if ((name = pw_signal_name(WTERMSIG(st))) != NULL)
        snprintf(out, cap, "it was killed by signal %d (%s)", WTERMSIG(st), name);
    else
        snprintf(out, cap, "it was killed by signal %d", WTERMSIG(st));
}

/* "it had written 'TEXT' with no newline after it" when a partial reply
 * line is pending, else "" */
static void pw_partial(const proc_child *p, char *out, size_t cap)
{
    char shown[PW_SHOWN_PARTIAL];
    out[0] = '\0';
    if (p->lb.len == 0)
        return;
    proc_long_line_start(p, shown, sizeof shown);
    snprintf(out, cap, "it had written '%s' with no newline after it", shown);
}

/* "its last stderr line: 'TEXT'" (shown, cut with "..."), or "" */
void proc_stderr_words(const proc_child *p, char *out, size_t cap)
{
    char last[PW_SHOWN_STDERR];
    pw_err_last_line(p, last, sizeof last);
    out[0] = '\0';
    if (last[0] != '\0')
        snprintf(out, cap, "its last stderr line: '%s'", last);
}

void proc_end_words(const proc_child *p, char *out, size_t cap)
{
    char piece[PW_SHOWN_STDERR + 64];
    int st = p->status;
    if (cap == 0)
        return;
    if (st != -1 && (WIFEXITED(st) || (WIFSIGNALED(st) && (WTERMSIG(st) != SIGKILL || !p->killed))))
        pw_status(st, out, cap);
    else
        snprintf(out, cap, "it still ran and was killed");
    pw_partial(p, piece, sizeof piece);
    pw_append(out, cap, piece);
    proc_stderr_words(p, piece, sizeof piece);
    pw_append(out, cap, piece);
}

/* 1 when the thread DIR is blocked reading descriptor 0 */
static int pw_reads_stdin(const char *dir)
{
    char path[PW_FILE], buf[256];
    long nr;
    unsigned long fd;
    snprintf(path, sizeof path, "%s/syscall", dir);
    if (proc_tree_read(path, buf, sizeof buf) == 0 || sscanf(buf, "%ld %lx", &nr, &fd) != 2)
        return 0;
    return (nr == SYS_read || nr == SYS_readv) && fd == 0;
}

/* 1 when descriptor 0 of process PID is the pipe *in (the judge's end
 * of the child's input, its inode): a wrapper's child reading a pipe from
 * its parent is not waiting for the judge */
static int pw_stdin_is(const char *pid, const struct stat *in)
{
    char path[PW_FILE];
    struct stat st;
    snprintf(path, sizeof path, "/proc/%s/fd/0", pid);
    return stat(path, &st) == 0 && st.st_dev == in->st_dev && st.st_ino == in->st_ino;
}

/* over the threads of process PID: -1 if one runs, else 1 if its main
 * thread (TID == PID) reads descriptor 0 and that is the judge's pipe
 * *in, else 0 */
static int pw_process_reading(const char *pid, const struct stat *in)
{
    char dir[PW_DIR], task[PW_TASK];
    DIR *d;
    struct dirent *e;
    int reading = 0;
    long pg;
    snprintf(dir, sizeof dir, "/proc/%s/task", pid);
    if ((d = opendir(dir)) == NULL)
        return 0;
    while ((e = readdir(d)) != NULL && reading >= 0) {
        if (!isdigit((unsigned char)e->d_name[0]))
            continue;
        snprintf(task, sizeof task, "%s/%s", dir, e->d_name);
        if (proc_tree_state(task, &pg) == 'R')
            reading = -1;
        else if (strcmp(e->d_name, pid) == 0 && pw_reads_stdin(task) && pw_stdin_is(pid, in))
            reading = 1;
    }
    closedir(d);
    return reading;
}

/* 1 when no process of the group pgid runs and the main thread of one of
 * them is blocked in read(2) (or readv) on descriptor 0, the pipe whose
 * writing end is in_fd; 0 otherwise or when /proc cannot tell.  A thread
 * of its own reading the input while the main thread sleeps or waits is
 * not a wait for input. */
static int pw_group_reading_input(pid_t pgid, int in_fd)
{
    DIR *d;
    struct dirent *e;
    struct stat in;
    int reading = 0, r;
    char dir[PW_DIR];
    long pg;
    if (in_fd < 0 || fstat(in_fd, &in) != 0 || (d = opendir("/proc")) == NULL)
        return 0;
    while ((e = readdir(d)) != NULL) {
        if (!isdigit((unsigned char)e->d_name[0]))
            continue;
        snprintf(dir, sizeof dir, "/proc/%s", e->d_name);
        if (proc_tree_state(dir, &pg) == 0 || pg != (long)pgid)
            continue;
        if ((r = pw_process_reading(e->d_name, &in)) < 0) {
            reading = 0;
            break;
        }
        reading |= r;
    }
    closedir(d);
    return reading;
}

/* the child (its leader) has ended but is not reaped: its wait status
 * into *st, 1; else 0 (the status stays for proc_finish to reap) */
static int pw_ended(const proc_child *p, int *st)
{
    siginfo_t si;
    memset(&si, 0, sizeof si);
    if (p->pid <= 0 || waitid(P_PID, (id_t)p->pid, &si, WEXITED | WNOHANG | WNOWAIT) != 0 || si.si_pid != p->pid)
        return 0;
    *st = si.si_code == CLD_EXITED ? (si.si_status & 0xff) << 8 : si.si_status & 0x7f;
    return 1;
}

/* bytes of the child's output not read yet: a reply arrived after all */
static int pw_output_waiting(const proc_child *p)
{
    int n = 0;
    return p->nspill > 0 || (p->out_fd >= 0 && ioctl(p->out_fd, FIONREAD, &n) == 0 && n > 0);
}

/* the child's output still has a writer (no hang-up on the pipe) */
static int pw_output_held(const proc_child *p)
{
    struct pollfd pf;
    pf.fd = p->out_fd;
    pf.events = POLLIN;
    pf.revents = 0;
    return p->out_fd >= 0 && poll(&pf, 1, 0) >= 0 && !(pf.revents & POLLHUP);
}

int proc_look_at_timeout(const proc_child *p, int *status)
{
    int reading = p->pid > 0 && pw_group_reading_input(p->pid, p->in_fd);
    if (pw_output_waiting(p))
        return PROC_SEEN_LATE;
    if (pw_ended(p, status))
        return pw_output_held(p) ? PROC_SEEN_ENDED_HELD : PROC_SEEN_ENDED;
    return reading ? PROC_SEEN_READING : PROC_SEEN_NONE;
}

void proc_timeout_words(const proc_child *p, int first, char *out, size_t cap)
{
    char piece[PW_SHOWN_STDERR + 64];
    if (cap == 0)
        return;
    pw_partial(p, out, cap);
    if (out[0] == '\0') {
        if (p->seen == PROC_SEEN_LATE)
            snprintf(out, cap, "its reply arrived just after the deadline");
        else if (p->seen == PROC_SEEN_ENDED || p->seen == PROC_SEEN_ENDED_HELD) {
            pw_status(p->seen_status, piece, sizeof piece);
            snprintf(out, cap, "%s%s", piece,
                     p->seen == PROC_SEEN_ENDED_HELD ? ", but a process it started still holds its output open" : "");
        } else if (p->seen == PROC_SEEN_READING)
            snprintf(out, cap, "it was waiting to read its input (a reply not flushed?  a wait for a line "
                               "the judge does not send?)");
        else if (first) /* docs/rules/sakura-duel.md §5, candy-hunt.md §4: start-up time counts */
            snprintf(out, cap, "it was still running before its first reply (its start-up time counts "
                               "against the budget)");
    }
    proc_stderr_words(p, piece, sizeof piece);
    pw_append(out, cap, piece);
}
