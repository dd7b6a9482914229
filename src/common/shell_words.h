/*
 * shell_words.h -- reading a bot command as /bin/sh would split it.
 *
 * A bot is run as `/bin/sh -c CMD`.  Three places look inside CMD without
 * running it: proc_shell_line puts `exec` before a simple command, the
 * arena checks that the program a command names exists, and
 * outfile_in_command refuses an output that is a file CMD names.  All need
 * the same reading of shell words: blanks separate them, '...' and "..." and
 * backslashes quote, a redirection standing apart (`2>/dev/null`) is part
 * of a simple command, and any other unquoted operator (; & | ( ) < > `
 * newline) means the line is more than one simple command.
 *
 * No state; valid C++20.
 */
#ifndef COMMON_SHELL_WORDS_H
#define COMMON_SHELL_WORDS_H

/* End of the shell word starting at s (quotes and backslashes followed;
 * a backslash ending s is a literal one, as the shells read it); NULL at
 * an unquoted operator or an unfinished quote. */
const char *shell_word_end(const char *s);
/* The same, but a word also ends at an unquoted operator (the operator's
 * position is returned: `bot.py>log` is the word `bot.py`); NULL only at
 * an unfinished quote. */
const char *shell_word_stop(const char *s);
/* 1 for a byte that is an unquoted operator of sh: ; & | ( ) < > ` newline */
int shell_word_is_operator(char c);
enum {
    SHELL_WORD_UNQUOTED = 0, /* out holds the word as the shell passes it */
    SHELL_WORD_EXPANDS = 1   /* the shell would expand something in it ($, `, a glob, ~) or it is a comment */
};
/* The word [s, e) with its quoting undone into out (room for e - s + 1):
 * quotes taken off, a backslash's byte kept, a backslash-newline dropped. */
int shell_word_unquote(const char *s, const char *e, char *out);
/* End of the redirection starting at s (an IO number, one of < > >> <>
 * >& <& >|, blanks, then its target word: `2>/dev/null`, `>&2`, `< in`);
 * NULL when s starts none, a here-document (<<), or an IO number of two
 * digits or more (dash, /bin/sh, reads `12>x` as the word 12).  A redirection is part
 * of a simple command, so `exec` may still go before its program. */
const char *shell_word_redirection_end(const char *s);
enum {
    SHELL_WORD_FOUND = 0,    /* [*ws, *we) is the program word */
    SHELL_WORD_NONE = 1,     /* blank, assignments and redirections only, or a comment */
    SHELL_WORD_OPERATOR = 2  /* an operator or an unfinished quote before any program */
};
/* The program word of the simple command cmd: the first word that is no
 * assignment, blanks and redirections before it skipped (`FOO=1 2>/dev/null
 * ./bot x` gives `./bot`). */
int shell_word_program(const char *cmd, const char **ws, const char **we);

enum {
    SHELL_WORD_PROGRAM = 0, /* none of the below: a program looked up on PATH */
    SHELL_WORD_KEYWORD = 1, /* a reserved word (if, while, {, ! ...) */
    SHELL_WORD_BUILTIN = 2, /* a builtin with no program of its name (cd, exit, read ...) */
    SHELL_WORD_BOTH = 3     /* a builtin that is also a program (echo, printf, true ...) */
};
/* What the first word [s, e) of a simple command is to dash/bash. */
int shell_word_kind(const char *s, const char *e);

#endif
