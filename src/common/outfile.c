/* outfile.c -- see outfile.h */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "common/outfile.h"
#include "common/shell_words.h"

int outfile_open_fd(const char *path, int flags)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_NOCTTY | flags, 0666);
    if (fd >= 0)
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK); /* only the open must not wait */
    return fd;
}

FILE *outfile_open(const char *path)
{
    int fd = outfile_open_fd(path, O_CLOEXEC);
    FILE *f;
    if (fd < 0)
        return NULL;
    if ((f = fdopen(fd, "w")) == NULL)
        close(fd);
    return f;
}

/* The aside file being written, for outfile_abandon (this module's one
 * piece of state): the name is complete whenever of_aside_set is 1. */
static char of_aside[PATH_MAX + 32];
static volatile sig_atomic_t of_aside_set;

/* write_fn's output into f, which is closed; 0, or -1 with errno */
static int of_write_all(FILE *f, int (*write_fn)(FILE *f, void *ctx), void *ctx)
{
    int bad, e;
    errno = 0;
    bad = write_fn(f, ctx) != 0 || fflush(f) != 0;
    e = errno;
    if (fclose(f) != 0 && !bad) {
        bad = 1;
        e = errno;
    }
    if (bad)
        errno = e != 0 ? e : EIO;
    return bad ? -1 : 0;
}

/* write_fn's output into path itself; 0, or -1 with errno */
static int of_write_to(const char *path, int (*write_fn)(FILE *f, void *ctx), void *ctx)
{
    FILE *f = outfile_open(path);
    return f == NULL ? -1 : of_write_all(f, write_fn, ctx);
}

int outfile_replace(const char *path, int (*write_fn)(FILE *f, void *ctx), void *ctx)
{
    char tmp[PATH_MAX + 32];
    struct stat st;
    FILE *f;
    int e, had = lstat(path, &st) == 0;
    /* a link, device or pipe: written through, never replaced; a file with
     * other names (hard links): in place, so that every name sees it */
    if (had && (!S_ISREG(st.st_mode) || st.st_nlink > 1))
        return of_write_to(path, write_fn, ctx);
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid()) >= sizeof tmp) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(of_aside, tmp, sizeof tmp);
    of_aside_set = 1;
    if ((f = outfile_open(tmp)) == NULL) {
        of_aside_set = 0;
        /* a folder this user cannot write, a file it can: in place, as the
         * checks before the game promised */
        return had ? of_write_to(path, write_fn, ctx) : -1;
    }
    if (had) { /* the new file as the old one was: its mode, and its owner if we may */
        if (fchmod(fileno(f), st.st_mode & 07777) != 0 || fchown(fileno(f), st.st_uid, st.st_gid) != 0)
            errno = 0;
    }
    if (of_write_all(f, write_fn, ctx) == 0 && rename(tmp, path) == 0) {
        of_aside_set = 0;
        return 0;
    }
    e = errno;
    unlink(tmp);
    of_aside_set = 0;
    errno = e;
    return -1;
}

void outfile_abandon(void)
{
    if (of_aside_set)
        unlink(of_aside);
}

const char *outfile_strerror(int e)
{
    return e == ENXIO ? "a pipe nobody reads" : strerror(e);
}

int outfile_same(const char *a, const char *b)
{
    struct stat sa, sb;
    if (stat(a, &sa) != 0 || stat(b, &sb) != 0)
        return strcmp(a, b) == 0;
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino && !S_ISCHR(sa.st_mode);
}

/* the word [s, e) of a command as the shell passes it into out (cap
 * bytes), a leading ~/ read as $HOME/; 0 if it expands otherwise or does
 * not fit */
static int of_word(const char *s, const char *e, char *out, size_t cap)
{
    const char *home = getenv("HOME");
    size_t lead = 0;
    if (s[0] == '~' && s + 1 < e && s[1] == '/' && home != NULL) {
        lead = strlen(home);
        s++;
    }
    if (lead + (size_t)(e - s) + 1 > cap)
        return 0;
    if (lead > 0)
        memcpy(out, home, lead);
    return shell_word_unquote(s, e, out + lead) == SHELL_WORD_UNQUOTED;
}

/* 1 if the file at w is the one sp describes */
static int of_is(const char *w, const struct stat *sp)
{
    struct stat sw;
    return stat(w, &sw) == 0 && sw.st_dev == sp->st_dev && sw.st_ino == sp->st_ino;
}

int outfile_in_command(const char *path, const char *cmd, char *word, size_t cap)
{
    struct stat sp;
    char w[PATH_MAX];
    const char *e;
    if (stat(path, &sp) != 0 || !S_ISREG(sp.st_mode))
        return 0;
    for (; *cmd != '\0'; cmd = e) {
        const char *eq, *hit;
        while (*cmd == ' ' || *cmd == '\t' || shell_word_is_operator(*cmd))
            cmd++;
        if (*cmd == '\0' || (e = shell_word_stop(cmd)) == NULL)
            return 0; /* the end, or an unfinished quote */
        if (!of_word(cmd, e, w, sizeof w))
            continue;
        eq = strchr(w, '='); /* the word, or the value of NAME=VALUE / --opt=VALUE */
        hit = of_is(w, &sp) ? w : eq != NULL && of_is(eq + 1, &sp) ? eq + 1 : NULL;
        if (hit != NULL) {
            snprintf(word, cap, "%s", hit);
            return 1;
        }
    }
    return 0;
}

const char *outfile_named_as(const char *path, const char *word, char *out, size_t cap)
{
    if (strcmp(path, word) == 0)
        snprintf(out, cap, "%s", "");
    else
        snprintf(out, cap, " ('%s')", word);
    return out;
}

void outfile_dir_of(const char *path, char *out, size_t cap)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(out, cap, ".");
    else if (slash == path)
        snprintf(out, cap, "/");
    else
        snprintf(out, cap, "%.*s", (int)(slash - path), path);
}

int outfile_dir_ready(const char *path)
{
    char dir[4096];
    struct stat st;
    outfile_dir_of(path, dir, sizeof dir);
    if (stat(dir, &st) != 0)
        return errno;
    if (!S_ISDIR(st.st_mode))
        return ENOTDIR;
    return access(dir, W_OK) == 0 ? 0 : errno;
}
