/*
 * proc_tree.c -- the processes a bot started outside its process group:
 * see proc_tree.h.
 */
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "common/proc_tree.h"

#define PT_DIR 64   /* "/proc/PID/task" */
#define PT_PATH 352 /* that, a thread's name (at most 255 bytes) and "/children" */

/* the pids in /proc/PID/task/TID/children, every thread TID of pid,
 * appended to kids[n..cap); returns the new count */
static int pt_children(pid_t pid, pid_t *kids, int n, int cap)
{
    char dir[PT_DIR], path[PT_PATH], buf[2048];
    DIR *d;
    struct dirent *e;
    snprintf(dir, sizeof dir, "/proc/%ld/task", (long)pid);
    if ((d = opendir(dir)) == NULL)
        return n;
    while ((e = readdir(d)) != NULL && n < cap) {
        int fd;
        ssize_t got;
        long k = 0;
        size_t i;
        if (!isdigit((unsigned char)e->d_name[0]))
            continue;
        snprintf(path, sizeof path, "%s/%s/children", dir, e->d_name);
        if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
            continue;
        got = read(fd, buf, sizeof buf - 1);
        close(fd);
        for (i = 0; got > 0 && i <= (size_t)got && n < cap; i++) {
            if (i < (size_t)got && isdigit((unsigned char)buf[i])) {
                k = k * 10 + (buf[i] - '0');
                continue;
            }
            if (k > 0)
                kids[n++] = (pid_t)k;
            k = 0;
        }
    }
    closedir(d);
    return n;
}

/* Every descendant of leader, breadth first (at most PROC_TREE_WALK):
 * visit(pid, ctx) for each as it is found, before its own children are
 * read. */
static void pt_walk(pid_t leader, void (*visit)(pid_t pid, void *ctx), void *ctx)
{
    pid_t seen[PROC_TREE_WALK];
    int head = 0, nseen = 1;
    seen[0] = leader;
    while (head < nseen) {
        int from = nseen, i;
        nseen = pt_children(seen[head++], seen, nseen, PROC_TREE_WALK);
        for (i = from; i < nseen; i++)
            visit(seen[i], ctx);
    }
}

typedef struct pt_stopped {
    pid_t leader, *out;
    int n, cap;
} pt_stopped;

/* outside the leader's group: stopped (before its children are read) and noted */
static void pt_stop_if_outside(pid_t pid, void *ctx)
{
    pt_stopped *s = (pt_stopped *)ctx;
    if (getpgid(pid) == s->leader || s->n >= s->cap)
        return;
    kill(pid, SIGSTOP);
    s->out[s->n++] = pid;
}

int proc_tree_stop_outside(pid_t leader, pid_t *out, int cap)
{
    pt_stopped s;
    s.leader = leader;
    s.out = out;
    s.n = 0;
    s.cap = cap;
    pt_walk(leader, pt_stop_if_outside, &s);
    return s.n;
}

size_t proc_tree_read(const char *path, char *buf, size_t cap)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    ssize_t n;
    if (fd < 0)
        return 0;
    n = read(fd, buf, cap - 1);
    close(fd);
    if (n <= 0)
        return 0;
    buf[n] = '\0';
    return (size_t)n;
}

char proc_tree_state(const char *dir, long *pgrp)
{
    char path[PT_PATH], buf[512], state;
    const char *q;
    long ppid;
    snprintf(path, sizeof path, "%s/stat", dir);
    if (proc_tree_read(path, buf, sizeof buf) == 0 || (q = strrchr(buf, ')')) == NULL)
        return 0;
    if (sscanf(q + 1, " %c %ld %ld", &state, &ppid, pgrp) != 3)
        return 0;
    return state;
}

/* stopped (state T): continued */
static void pt_continue_if_stopped(pid_t pid, void *ctx)
{
    char dir[PT_DIR];
    long pg;
    (void)ctx;
    snprintf(dir, sizeof dir, "/proc/%ld", (long)pid);
    if (proc_tree_state(dir, &pg) == 'T')
        kill(pid, SIGCONT);
}

void proc_tree_continue_stopped(pid_t leader)
{
    pt_walk(leader, pt_continue_if_stopped, NULL);
}

int proc_tree_children(pid_t pid, pid_t *kids, int cap)
{
    return pt_children(pid, kids, 0, cap);
}

void proc_tree_signal(const pid_t *pids, int n, int sig)
{
    int i;
    for (i = 0; i < n; i++) {
        if (getpgid(pids[i]) == pids[i])
            kill(-pids[i], sig);
        kill(pids[i], sig);
    }
}
