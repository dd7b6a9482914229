/*
 * arena_command.c -- the first word of a bot's command, looked up as the
 * shell would; see arena_command.h for what is checked and what is not.
 *
 * The command is read as shell words: blanks separate them, '...' and
 * "..." and backslashes quote.  Leading NAME=value words are assignments
 * and skipped; the next word is the program.  Its quoting is undone into a
 * copy; anything the shell would expand in it makes it uncheckable
 * (AC_SKIP), never an error.  A command with no program word (blank, only
 * assignments, or a comment from its first word on) runs nothing: AC_NONE,
 * an error.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "arena/arena_command.h"
#include "common/shell_words.h"

/* dash's search path when $PATH is unset */
#define AC_DEFAULT_PATH "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

enum { AC_WORD = 0, AC_SKIP = 1, AC_NONE = 2 };

/* the program word of cmd into out (room for strlen(cmd) + 1) */
static int ac_program(const char *cmd, char *out)
{
    const char *s, *e;
    int r = shell_word_program(cmd, &s, &e);
    if (r == SHELL_WORD_NONE)
        return AC_NONE; /* blank, only assignments, or a comment */
    if (r == SHELL_WORD_OPERATOR)
        return AC_SKIP; /* the shell decides */
    return shell_word_unquote(s, e, out) == SHELL_WORD_UNQUOTED ? AC_WORD : AC_SKIP;
}

/* NULL if path is a file the shell can run, else why not */
static const char *ac_file_problem(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return errno == EACCES ? "not executable" : "not found";
    if (S_ISDIR(st.st_mode))
        return "is a directory";
    if (!S_ISREG(st.st_mode) || access(path, X_OK) != 0)
        return "not executable";
    return NULL;
}

/* 1 if w is an executable regular file in a directory of $PATH */
static int ac_on_path(const char *w)
{
    const char *path = getenv("PATH"), *d, *colon;
    char *full;
    size_t dl, wl = strlen(w);
    int found = 0;
    if (!path)
        path = AC_DEFAULT_PATH;
    if (!(full = (char *)malloc(strlen(path) + wl + 3)))
        return 1; /* out of memory: no check */
    for (d = path; !found; d = colon + 1) {
        colon = strchr(d, ':');
        dl = colon ? (size_t)(colon - d) : strlen(d);
        if (dl) /* an empty entry is the current directory */
            snprintf(full, strlen(path) + wl + 3, "%.*s/%s", (int)dl, d, w);
        else
            snprintf(full, strlen(path) + wl + 3, "./%s", w);
        found = ac_file_problem(full) == NULL;
        if (!colon)
            break;
    }
    free(full);
    return found;
}

int arena_command_check(const char *cmd, char *err, size_t cap)
{
    char *w = (char *)malloc(strlen(cmd) + 1);
    const char *why = NULL;
    if (!w)
        return 0; /* out of memory: no check */
    switch (ac_program(cmd, w)) {
    case AC_NONE:
        snprintf(err, cap, "'%s' names no program", cmd);
        free(w);
        return -1;
    case AC_WORD:
        if (strchr(w, '/'))
            why = ac_file_problem(w);
        else if (shell_word_kind(w, w + strlen(w)) == SHELL_WORD_PROGRAM && !ac_on_path(w))
            why = "not found";
        break;
    default:
        break;
    }
    if (why)
        snprintf(err, cap, "%s: %s", w, why);
    free(w);
    return why ? -1 : 0;
}
