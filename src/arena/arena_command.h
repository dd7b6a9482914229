/*
 * arena_command.h -- is a bot's command runnable?  Checked once, before the
 * first game, so that a typo costs one line instead of a run of crashes.
 *
 * A judge runs a bot (or an outside tagger) as `/bin/sh -c CMD`.  The
 * program is the command's first word, after any leading NAME=value
 * assignments, with the shell's quoting undone ('...', "...", \x).  That
 * word is checked the way the shell would look it up:
 *
 *   - with a '/' in it: it must name an existing regular file that may be
 *     executed ("bin: is a directory", "x.txt: not executable",
 *     "bin/bott: not found");
 *   - without: it must be a shell keyword or builtin (`cd`, `exec`, `{`,
 *     `true`, ...), or an executable regular file in a directory of $PATH
 *     (an empty entry is the current directory), else "WORD: not found".
 *
 * What the shell would expand cannot be known here, so a first word with
 * an unquoted or double-quoted `$` or backquote, an unquoted glob character
 * or a leading `~`, or a command that begins with an operator or a
 * redirection, or a quote left open, is not checked (the games will tell).
 * The check uses this process's $PATH and working directory: the judge
 * inherits both, and so do its bots.
 */
#ifndef ARENA_COMMAND_H
#define ARENA_COMMAND_H

#include <stddef.h>

/* 0 if cmd's program exists (or cannot be checked), else -1 with
 * "WORD: REASON" in err */
int arena_command_check(const char *cmd, char *err, size_t cap);

#endif
