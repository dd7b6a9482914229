/*
 * outfile.h -- opening an output file that the user named.
 *
 * A judge's --replay, --html and --stderr paths, the arena's report page:
 * any of them may be a regular file, a symbolic link, a device or a named
 * pipe.  Opening a pipe for writing waits until someone opens it for
 * reading; a program that waits there hangs with no message.  So every
 * output is opened non-blocking: a pipe nobody reads fails at once with
 * ENXIO, and outfile_strerror() turns that errno into words a user can act
 * on.  Once open, the descriptor blocks again, so a slow reader slows the
 * writer rather than losing data.
 */
#ifndef COMMON_OUTFILE_H
#define COMMON_OUTFILE_H

#include <stdio.h>

/* fopen(path, "w") that never waits: a pipe with no reader fails at once
 * with ENXIO instead of blocking the caller.  NULL with errno on failure. */
FILE *outfile_open(const char *path);
/* The same as a descriptor, with open(2)'s extra flags (O_CLOEXEC...)
 * or'ed in: -1 with errno on failure. */
int outfile_open_fd(const char *path, int flags);
/* Write a whole output through write_fn (0, or -1 with errno).  A regular
 * file, or a path where none is yet, is written aside (PATH.tmp.PID, with
 * the old file's mode and, if allowed, owner) and renamed over PATH, so a
 * reader, a failed write or a signal leaves the old file or the new one,
 * never half of it.  Written in place instead: a link, device or pipe
 * (never replaced by a file), a file with other names (hard links), and a
 * file whose folder this user cannot write.  0, or -1 with errno (the
 * aside file removed). */
int outfile_replace(const char *path, int (*write_fn)(FILE *f, void *ctx), void *ctx);
/* Remove the aside file outfile_replace is writing, if any: for a stop
 * signal's handler (async-signal-safe), so that an interrupted write
 * leaves no PATH.tmp.PID behind. */
void outfile_abandon(void);
/* strerror, but ENXIO (from outfile_open) reads "a pipe nobody reads" */
const char *outfile_strerror(int e);

/* 1 if a and b name one file (the same path, or the same file through
 * links), unless it is a character device: two names of /dev/null may
 * both be written.  For refusing an output that would overwrite an input
 * or another output. */
int outfile_same(const char *a, const char *b);
/* 1 if a word of the shell command cmd, or the VALUE of a word NAME=VALUE
 * or --opt=VALUE, names an existing regular file that path also names: an
 * output there would overwrite a program or a file the command reads.
 * Words are split as sh splits them at blanks and at the operators
 * < > | ; & ( ), quotes and backslashes taken off, a backslash-newline
 * dropped, a leading ~/ read as $HOME/; other expansions ($VAR, globs)
 * are not made.  The word goes into word (cut to cap).  A word that names
 * no file, or path that names none, never matches. */
int outfile_in_command(const char *path, const char *cmd, char *word, size_t cap);
/* For a message: "" when word is path itself, else " ('WORD')" (into out,
 * which is returned). */
const char *outfile_named_as(const char *path, const char *word, char *out, size_t cap);
/* The folder part of path into out: "." when it has no '/', "/" for a
 * file at the root. */
void outfile_dir_of(const char *path, char *out, size_t cap);
/* 0 if a file could be created at path as far as its folder goes (the
 * folder exists, is a folder and is writable), else the errno: for
 * checking an output before work that would be lost when writing fails. */
int outfile_dir_ready(const char *path);

#endif
