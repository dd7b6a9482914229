/*
 * linebuf.h -- assembling reply lines from raw pipe bytes.
 *
 * A judge reads a bot's stdout in arbitrary chunks; a linebuf collects them
 * and hands out one line at a time.  A line is at most LINEBUF_MAX bytes
 * including its '\n' (both contests' limit is 128): once that many bytes
 * arrive without a newline the line is reported too long at once, without
 * waiting for more.  Pure and allocation-free, so the fuzzer drives it
 * directly (tests/fuzz).
 *
 * Invariant: 0 <= len <= LINEBUF_MAX and buf[0..len) holds no '\n' that has
 * not been returned yet, except when a complete line is pending.
 */
#ifndef COMMON_LINEBUF_H
#define COMMON_LINEBUF_H

#include <stddef.h>

#define LINEBUF_MAX 128

enum {
    LINEBUF_NEED_MORE = 0, /* no complete line yet */
    LINEBUF_LINE = 1,      /* a line was copied out */
    LINEBUF_TOO_LONG = 2,  /* LINEBUF_MAX bytes without a newline */
    LINEBUF_NUL = 3        /* a line was taken, but it holds a NUL byte: out
                              has its bytes up to the first one (a reply with
                              a control byte is illegal, and a C string would
                              hide the rest) */
};

typedef struct linebuf {
    char buf[LINEBUF_MAX + 1];
    size_t len;
} linebuf;

void linebuf_init(linebuf *lb);
/* Append up to n bytes; returns how many were taken (stops after the first
 * '\n' or when the buffer is full, so the caller keeps the rest). */
size_t linebuf_feed(linebuf *lb, const char *data, size_t n);
/* If a full line is pending, copy it without '\n' (and without one trailing
 * '\r') into out (cap >= LINEBUF_MAX + 1), NUL-terminated; LINEBUF_NUL
 * instead of LINEBUF_LINE when the line holds a NUL byte. */
int linebuf_take(linebuf *lb, char *out, size_t cap);
/* A line (a bot's reply) shown safely in a one-line message: printable
 * ASCII kept, every other byte as \xNN, a backslash as \\; cut with "..."
 * to fit cap. */
void linebuf_shown(const char *s, char *out, size_t cap);
/* The same for the slen bytes at s, a NUL among them shown as \x00. */
void linebuf_shown_n(const char *s, size_t slen, char *out, size_t cap);

#endif
