/* linebuf.c -- see linebuf.h */
#include <stdio.h>
#include <string.h>
#include "common/linebuf.h"

void linebuf_init(linebuf *lb)
{
    lb->len = 0;
    lb->buf[0] = '\0';
}

static int lb_has_newline(const linebuf *lb)
{
    return lb->len > 0 && lb->buf[lb->len - 1] == '\n';
}

size_t linebuf_feed(linebuf *lb, const char *data, size_t n)
{
    size_t taken = 0;
    while (taken < n && lb->len < LINEBUF_MAX && !lb_has_newline(lb)) {
        lb->buf[lb->len++] = data[taken++];
    }
    return taken;
}

int linebuf_take(linebuf *lb, char *out, size_t cap)
{
    size_t n;
    if (!lb_has_newline(lb))
        return lb->len >= LINEBUF_MAX ? LINEBUF_TOO_LONG : LINEBUF_NEED_MORE;
    n = lb->len - 1;
    if (n > 0 && lb->buf[n - 1] == '\r')
        n--;
    if (cap == 0)
        return LINEBUF_TOO_LONG;
    if (n >= cap)
        n = cap - 1;
    memcpy(out, lb->buf, n);
    out[n] = '\0';
    lb->len = 0;
    return memchr(out, '\0', n) != NULL ? LINEBUF_NUL : LINEBUF_LINE;
}

void linebuf_shown(const char *s, char *out, size_t cap)
{
    linebuf_shown_n(s, strlen(s), out, cap);
}

void linebuf_shown_n(const char *s, size_t slen, char *out, size_t cap)
{
    size_t n = 0, i;
    if (cap == 0)
        return;
    for (i = 0; i < slen; i++) {
        unsigned char c = (unsigned char)s[i];
        char one[5];
        size_t len;
        if (c >= 0x20 && c < 0x7f && c != '\\')
            one[0] = (char)c, one[1] = '\0';
        else if (c == '\\')
            snprintf(one, sizeof one, "\\\\");
        else
            snprintf(one, sizeof one, "\\x%02x", c);
        len = strlen(one);
        /* keep room for "..." and the NUL while more may follow */
        if (n + len + 1 > cap || (i + 1 < slen && n + len + 4 > cap)) {
            snprintf(out + n, cap - n, "...");
            return;
        }
        memcpy(out + n, one, len + 1);
        n += len;
    }
    out[n] = '\0';
}
