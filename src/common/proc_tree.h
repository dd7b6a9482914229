/*
 * proc_tree.h -- the processes a bot started outside its process group.
 *
 * A judge stops a bot that is not being asked with SIGSTOP to its process
 * group (proc_stop_when_idle).  A process the bot started and moved into a
 * group or session of its own (setsid, setpgid) is not in that group, and
 * would run on the other bot's time.  These functions find such processes
 * among the bot's descendants, from the children lists of /proc (Linux:
 * /proc/PID/task/TID/children, every thread of every process walked), so
 * that the judge can stop and continue them with the bot.
 *
 * Invariant: a walk starts at the group's leader, which the judge has just
 * stopped with its group, so nothing in the group forks during the walk;
 * each process found outside the group is stopped before its own children
 * are read.  A process whose parent has died (a double fork) is no longer
 * the bot's descendant and is not found: it is re-parented to the judge
 * and killed at the end of the game (proc_kill_strays); the judge stops
 * such a stray with the bot whose turn it appeared in (proc.c).
 */
#ifndef COMMON_PROC_TREE_H
#define COMMON_PROC_TREE_H

#include <stddef.h>
#include <sys/types.h>

#define PROC_TREE_MAX 32    /* processes outside a bot's group stopped with it */
#define PROC_TREE_WALK 256  /* descendants looked at in one walk */

/* Stop (SIGSTOP) every descendant of leader whose process group is not
 * leader's, at most cap of them, their pids into out; returns how many. */
int proc_tree_stop_outside(pid_t leader, pid_t *out, int cap);
/* The children of process pid (every thread's), at most cap, into kids;
 * returns how many. */
int proc_tree_children(pid_t pid, pid_t *kids, int cap);
/* The first bytes of a small /proc file into buf, NUL-ended: how many, 0
 * when it cannot be read. */
size_t proc_tree_read(const char *path, char *buf, size_t cap);
/* The state letter of DIR/stat (DIR a process's /proc folder, or a
 * thread's) and its process group into *pgrp; 0 when unreadable. */
char proc_tree_state(const char *dir, long *pgrp);
/* SIGCONT to every descendant of leader that is stopped (state T). */
void proc_tree_continue_stopped(pid_t leader);
/* Send sig to each of the n pids, and to the process group of each that
 * leads one (SIGCONT to continue them, SIGKILL). */
void proc_tree_signal(const pid_t *pids, int n, int sig);

#endif
