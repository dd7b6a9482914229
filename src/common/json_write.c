/*
 * json_write.c -- the JSON writer, and the UTF-8 check it shares with the
 * reader (json_read.c); see json.h.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"

void json_w_init(json_writer *w)
{
    memset(w, 0, sizeof *w);
    w->cap = 256;
    w->buf = (char *)malloc(w->cap);
    if (w->buf == NULL) {
        w->failed = 1;
        w->cap = 0;
        return;
    }
    w->buf[0] = '\0';
}

void json_w_free(json_writer *w)
{
    free(w->buf);
    w->buf = NULL;
    w->len = w->cap = 0;
}

static void jw_put(json_writer *w, const char *s, size_t n)
{
    if (w->failed)
        return;
    if (w->len + n + 1 > w->cap) {
        size_t nc = w->cap ? w->cap : 256;
        char *nb;
        while (w->len + n + 1 > nc)
            nc *= 2;
        nb = (char *)realloc(w->buf, nc);
        if (nb == NULL) {
            w->failed = 1;
            return;
        }
        w->buf = nb;
        w->cap = nc;
    }
    memcpy(w->buf + w->len, s, n);
    w->len += n;
    w->buf[w->len] = '\0';
}

static void jw_puts(json_writer *w, const char *s)
{
    jw_put(w, s, strlen(s));
}

/* comma handling before any value or key */
static void jw_sep(json_writer *w)
{
    if (w->after_key) {
        w->after_key = 0;
        return;
    }
    if (w->depth > 0) {
        if (!w->first[w->depth - 1])
            jw_put(w, ",", 1);
        w->first[w->depth - 1] = 0;
    }
}

static void jw_open(json_writer *w, const char *c)
{
    jw_sep(w);
    jw_puts(w, c);
    if (w->depth >= JSON_MAX_DEPTH) {
        w->failed = 1;
        return;
    }
    w->first[w->depth++] = 1;
}

static void jw_close(json_writer *w, const char *c)
{
    if (w->depth <= 0) {
        w->failed = 1;
        return;
    }
    w->depth--;
    jw_puts(w, c);
}

void json_w_obj(json_writer *w) { jw_open(w, "{"); }
void json_w_obj_end(json_writer *w) { jw_close(w, "}"); }
void json_w_arr(json_writer *w) { jw_open(w, "["); }
void json_w_arr_end(json_writer *w) { jw_close(w, "]"); }

int json_utf8_len(const unsigned char *s)
{
    int len, i;
    unsigned cp;
    if (s[0] >= 0xC2 && s[0] <= 0xDF) { len = 2; cp = s[0] & 0x1Fu; }
    else if (s[0] >= 0xE0 && s[0] <= 0xEF) { len = 3; cp = s[0] & 0x0Fu; }
    else if (s[0] >= 0xF0 && s[0] <= 0xF4) { len = 4; cp = s[0] & 0x07u; }
    else return 0;
    for (i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3Fu);
    }
    if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || cp > 0x10FFFF ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

int json_utf8_valid(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    int len;
    while (*p) {
        if (*p < 0x80)
            p++;
        else if ((len = json_utf8_len(p)) > 0)
            p += len;
        else
            return 0;
    }
    return 1;
}

/* A JSON string of s: quote, backslash and control bytes escaped; a byte
 * that is not part of well-formed UTF-8 becomes U+FFFD, so the output is
 * valid UTF-8 JSON whatever bytes a bot printed. */
static void jw_string(json_writer *w, const char *s)
{
    jw_put(w, "\"", 1);
    while (*s) {
        unsigned char c = (unsigned char)*s;
        char esc[8];
        int len;
        if (c == '"' || c == '\\') {
            esc[0] = '\\';
            esc[1] = (char)c;
            jw_put(w, esc, 2);
        } else if (c < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            jw_puts(w, esc);
        } else if (c < 0x80) {
            jw_put(w, s, 1);
        } else if ((len = json_utf8_len((const unsigned char *)s)) > 0) {
            jw_put(w, s, (size_t)len);
            s += len;
            continue;
        } else {
            jw_puts(w, "\\ufffd");
        }
        s++;
    }
    jw_put(w, "\"", 1);
}

void json_w_key(json_writer *w, const char *key)
{
    jw_sep(w);
    jw_string(w, key);
    jw_put(w, ":", 1);
    w->after_key = 1;
}

void json_w_str(json_writer *w, const char *s)
{
    jw_sep(w);
    jw_string(w, s ? s : "");
}

void json_w_int(json_writer *w, long long v)
{
    char b[32];
    jw_sep(w);
    snprintf(b, sizeof b, "%lld", v);
    jw_puts(w, b);
}

void json_w_fixed(json_writer *w, double v, int decimals)
{
    char b[48];
    if (!isfinite(v)) {
        json_w_null(w);
        return;
    }
    snprintf(b, sizeof b, "%.*f", decimals, v);
    json_w_raw(w, b);
}

void json_w_num(json_writer *w, double v)
{
    char b[40];
    jw_sep(w);
    if (!isfinite(v)) {
        jw_puts(w, "null");
        return;
    }
    if (v == floor(v) && fabs(v) < 1e15)
        snprintf(b, sizeof b, "%.0f", v);
    else {
        /* shortest of %.15g / %.17g that reads back as the same double */
        snprintf(b, sizeof b, "%.15g", v);
        if (strtod(b, NULL) != v)
            snprintf(b, sizeof b, "%.17g", v);
    }
    jw_puts(w, b);
}

void json_w_bool(json_writer *w, int v)
{
    jw_sep(w);
    jw_puts(w, v ? "true" : "false");
}

void json_w_null(json_writer *w)
{
    jw_sep(w);
    jw_puts(w, "null");
}

void json_w_raw(json_writer *w, const char *text)
{
    jw_sep(w);
    jw_puts(w, text);
}
