/*
 * shell_words.c -- shell words of a bot command (shell_words.h).
 */
#include <string.h>
#include "common/shell_words.h"

static int shw_name_char(char c, int first)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (!first && c >= '0' && c <= '9');
}

const char *shell_word_end(const char *s)
{
    for (; *s != '\0' && *s != ' ' && *s != '\t'; s++) {
        if (*s == '\\') {
            if (*++s == '\0')
                return NULL;
        } else if (*s == '\'' || *s == '"') {
            char q = *s;
            for (s++; *s != q; s++) {
                if (*s == '\0')
                    return NULL;
                if (q == '"' && *s == '\\' && s[1] != '\0')
                    s++;
            }
        } else if (strchr(";&|()<>`\n", *s) != NULL) {
            return NULL;
        }
    }
    return s;
}

int shell_word_is_assignment(const char *s, const char *e)
{
    const char *q = s;
    if (q == e || !shw_name_char(*q, 1))
        return 0;
    while (q < e && shw_name_char(*q, 0))
        q++;
    return q < e && *q == '=';
}
