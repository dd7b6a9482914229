/* linebuf.c -- see linebuf.h */
#include <string.h>
#include "common/linebuf.h"

void linebuf_init(linebuf *lb)
{
    lb->len = 0;
    lb->buf[0] = '\0';
}

static int linebuf_has_newline(const linebuf *lb)
{
    return lb->len > 0 && lb->buf[lb->len - 1] == '\n';
}

size_t linebuf_feed(linebuf *lb, const char *data, size_t n)
{
    size_t taken = 0;
    while (taken < n && lb->len < LINEBUF_MAX && !linebuf_has_newline(lb)) {
        lb->buf[lb->len++] = data[taken++];
    }
    return taken;
}

int linebuf_take(linebuf *lb, char *out, size_t cap)
{
    size_t n;
    if (!linebuf_has_newline(lb))
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
