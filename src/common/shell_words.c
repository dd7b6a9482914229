/*
 * shell_words.c -- shell words of a bot command (shell_words.h).
 */
#include <string.h>
#include "common/shell_words.h"

static int shw_name_char(char c, int first)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (!first && c >= '0' && c <= '9');
}

int shell_word_is_operator(char c)
{
    return c != '\0' && strchr(";&|()<>`\n", c) != NULL;
}

const char *shell_word_stop(const char *s)
{
    for (; *s != '\0' && *s != ' ' && *s != '\t'; s++) {
        if (*s == '\\') {
            if (s[1] == '\0') /* a backslash ending the line is a literal one (dash, bash) */
                return s + 1;
            s++;
        } else if (*s == '\'' || *s == '"') {
            char q = *s;
            for (s++; *s != q; s++) {
                if (*s == '\0')
                    return NULL;
                if (q == '"' && *s == '\\' && s[1] != '\0')
                    s++;
            }
        } else if (shell_word_is_operator(*s)) {
            return s;
        }
    }
    return s;
}

const char *shell_word_end(const char *s)
{
    const char *e = shell_word_stop(s);
    return e != NULL && !shell_word_is_operator(*e) ? e : NULL;
}

/* one byte of a double-quoted part at *s (the quote's inside) into *out
 * (a backslash-newline gives none: *out untouched, 0), *s advanced;
 * SHELL_WORD_EXPANDS at an expansion, else 1 if a byte was written */
static int shw_dquoted(const char **s, char *out)
{
    const char *p = *s;
    if (*p == '$' || *p == '`')
        return -1;
    if (*p == '\\' && p[1] == '\n') {
        *s = p + 2;
        return 0;
    }
    if (*p == '\\' && p[1] != '\0' && strchr("$`\"\\", p[1]))
        p++;
    *out = *p;
    *s = p + 1;
    return 1;
}

int shell_word_unquote(const char *s, const char *e, char *out)
{
    size_t k = 0;
    int r;
    if (*s == '~' || *s == '#')
        return SHELL_WORD_EXPANDS;
    while (s < e) {
        if (*s == '\'') {
            for (s++; *s != '\''; s++)
                out[k++] = *s;
            s++;
        } else if (*s == '"') {
            for (s++; *s != '"';) {
                if ((r = shw_dquoted(&s, &out[k])) < 0)
                    return SHELL_WORD_EXPANDS;
                k += (size_t)r;
            }
            s++;
        } else if (strchr("$*?[", *s)) {
            return SHELL_WORD_EXPANDS;
        } else if (*s == '\\' && s + 1 < e && s[1] == '\n') {
            s += 2; /* a line continued */
        } else {
            s += *s == '\\' && s + 1 < e; /* a backslash ending the command is kept */
            out[k++] = *s++;
        }
    }
    out[k] = '\0';
    return SHELL_WORD_UNQUOTED;
}

const char *shell_word_redirection_end(const char *s)
{
    const char *e;
    if (*s >= '0' && *s <= '9') /* an IO number touches its operator; dash reads one digit */
        s++;
    if (*s != '<' && *s != '>')
        return NULL;
    if (s[0] == '<' && s[1] == '<')
        return NULL; /* a here-document: more than one line's worth */
    /* two-byte operators: >> >& >| <& <> */
    s += (s[1] == '&' || (s[0] == '>' && (s[1] == '>' || s[1] == '|')) || (s[0] == '<' && s[1] == '>')) ? 2 : 1;
    while (*s == ' ' || *s == '\t')
        s++;
    e = shell_word_end(s);
    return e == NULL || e == s ? NULL : e;
}

/* 1 if the word [s, e) is an assignment NAME=... (an unquoted name first) */
static int shw_is_assignment(const char *s, const char *e)
{
    const char *q = s;
    if (q == e || !shw_name_char(*q, 1))
        return 0;
    while (q < e && shw_name_char(*q, 0))
        q++;
    return q < e && *q == '=';
}

/* the words of each kind (dash and bash; bash's extra keywords included) */
static const char *const shw_keywords[] = {
    "!", "{", "}", "[[", "case", "do", "done", "elif", "else", "esac", "fi", "for",
    "function", "if", "in", "select", "then", "until", "while", NULL};
static const char *const shw_builtins[] = {
    ".", ":", "alias", "bg", "break", "cd", "command", "continue", "eval", "exec", "exit",
    "export", "fc", "fg", "getopts", "hash", "jobs", "local", "read", "readonly", "return",
    "set", "shift", "source", "times", "trap", "type", "ulimit", "umask", "unalias", "unset",
    "wait", NULL};
static const char *const shw_both[] = {"[", "echo", "false", "kill", "printf", "pwd", "test",
                                       "true", NULL};

static int shw_in(const char *const *list, const char *s, const char *e)
{
    size_t n = (size_t)(e - s);
    int i;
    for (i = 0; list[i] != NULL; i++)
        if (strlen(list[i]) == n && strncmp(s, list[i], n) == 0)
            return 1;
    return 0;
}

int shell_word_kind(const char *s, const char *e)
{
    if (shw_in(shw_keywords, s, e))
        return SHELL_WORD_KEYWORD;
    if (shw_in(shw_builtins, s, e))
        return SHELL_WORD_BUILTIN;
    if (shw_in(shw_both, s, e))
        return SHELL_WORD_BOTH;
    return SHELL_WORD_PROGRAM;
}

int shell_word_program(const char *cmd, const char **ws, const char **we)
{
    const char *s = cmd, *e;
    for (;;) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '\0' || *s == '#')
            return SHELL_WORD_NONE;
        if ((e = shell_word_redirection_end(s)) != NULL) {
            s = e;
            continue;
        }
        if ((e = shell_word_end(s)) == NULL)
            return SHELL_WORD_OPERATOR;
        if (!shw_is_assignment(s, e)) {
            *ws = s;
            *we = e;
            return SHELL_WORD_FOUND;
        }
        s = e;
    }
}
