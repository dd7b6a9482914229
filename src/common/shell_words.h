/*
 * shell_words.h -- reading a bot command as /bin/sh would split it.
 *
 * A bot is run as `/bin/sh -c CMD`.  Two places look inside CMD without
 * running it: proc_shell_line puts `exec` before a simple command, and the
 * arena checks that the program a command names exists.  Both need the
 * same reading of shell words: blanks separate them, '...' and "..." and
 * backslashes quote, and an unquoted operator (; & | ( ) < > ` newline)
 * means the line is more than one simple command.
 *
 * No state; valid C++20.
 */
#ifndef COMMON_SHELL_WORDS_H
#define COMMON_SHELL_WORDS_H

/* End of the shell word starting at s (quotes and backslashes followed);
 * NULL at an unquoted operator or an unfinished quote. */
const char *shell_word_end(const char *s);
/* 1 if the word [s, e) is an assignment NAME=... (an unquoted name first) */
int shell_word_is_assignment(const char *s, const char *e);

#endif
