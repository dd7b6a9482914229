/*
 * candy_io.c -- token reader and layout learning; see candy_io.h.
 */
#include <string.h>
#include <poll.h>
#include <unistd.h>
#include "candy/ai/candy_io.h"

#define KIO_TOKMAX 64

void candy_io_init(candy_io *io, int fd)
{
    memset(io, 0, sizeof *io);
    io->fd = fd;
    io->hold = -1;
    io->a_end = io->ms_end = io->a_trail = io->ms_trail = -1;
}

/* drop the bytes already read, but those from hold on */
static void kio_compact(candy_io *io)
{
    int cut = io->hold >= 0 && io->hold < io->pos ? io->hold : io->pos;
    if (cut > 0) {
        memmove(io->buf, io->buf + cut, (size_t)(io->len - cut));
        io->len -= cut;
        io->pos -= cut;
        if (io->hold >= 0)
            io->hold -= cut;
    }
}

void candy_io_feed(candy_io *io, const char *bytes, int len)
{
    kio_compact(io);
    if (len > CANDY_IO_BUF - io->len)
        len = CANDY_IO_BUF - io->len;
    memcpy(io->buf + io->len, bytes, (size_t)len);
    io->len += len;
}

/* read more bytes; block if wait_ms < 0, else poll that long first.
 * Returns the number of bytes added (0: none, or end of input). */
static int kio_fill(candy_io *io, int wait_ms)
{
    ssize_t got;
    if (io->fd < 0 || io->eof)
        return 0;
    if (wait_ms >= 0) {
        struct pollfd p;
        p.fd = io->fd;
        p.events = POLLIN;
        p.revents = 0;
        if (poll(&p, 1, wait_ms) <= 0)
            return 0;
    }
    kio_compact(io);
    if (io->len >= CANDY_IO_BUF)
        return 0;
    got = read(io->fd, io->buf + io->len, (size_t)(CANDY_IO_BUF - io->len));
    if (got <= 0) {
        io->eof = 1;
        return 0;
    }
    io->len += (int)got;
    return (int)got;
}

static int kio_space(char ch)
{
    return ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t' || ch == '\v' || ch == '\f';
}

/* 1 if a whole token is already in the buffer (followed by a delimiter) */
static int kio_token_ready(const candy_io *io)
{
    int i = io->pos;
    while (i < io->len && kio_space(io->buf[i]))
        i++;
    if (i >= io->len)
        return 0;
    while (i < io->len && !kio_space(io->buf[i]))
        i++;
    return i < io->len || io->eof || io->fd < 0;
}

/* the next token into tok (cut at KIO_TOKMAX-1 chars); 0 at end of input */
static int kio_token(candy_io *io, char *tok)
{
    int k = 0;
    for (;;) {
        while (io->pos < io->len && kio_space(io->buf[io->pos]))
            io->pos++;
        if (io->pos < io->len)
            break;
        if (kio_fill(io, -1) == 0)
            return 0;
    }
    for (;;) {
        while (io->pos < io->len && !kio_space(io->buf[io->pos])) {
            if (k < KIO_TOKMAX - 1)
                tok[k++] = io->buf[io->pos];
            io->pos++;
        }
        if (io->pos < io->len || kio_fill(io, -1) == 0)
            break;
    }
    tok[k] = '\0';
    io->tokens++;
    return 1;
}

static int kio_is_row(const char *t)
{
    int len = (int)strlen(t), i;
    if (len < CANDY_MIN_N || len > CANDY_MAX_N)
        return 0;
    for (i = 0; i < len; i++)
        if (!strchr("?#.PCHX", t[i]))
            return 0;
    return 1;
}

/* a number token's value, -1 if not a number (capped at 10^9) */
static int kio_number(const char *t)
{
    long v = 0;
    int i;
    if (!t[0])
        return -1;
    for (i = 0; t[i]; i++) {
        if (t[i] < '0' || t[i] > '9')
            return -1;
        if (v < 1000000000L)
            v = v * 10 + (t[i] - '0');
    }
    return (int)v;
}

static int kio_dir(const char *t)
{
    if (t[0] && !t[1]) {
        const char *p = strchr("URDL", t[0]);
        if (p)
            return (int)(p - "URDL");
    }
    return -1;
}

/* turn 1: where are a and remaining_ms in the header (from its end) */
static void kio_learn_header(candy_io *io, const int *h, int k)
{
    int i, best = -1;
    for (i = 0; i < k; i++)
        if (h[i] > 3 && (best < 0 || h[i] > h[best]))
            best = i;
    io->ms_end = best >= 0 ? k - 1 - best : -1;
    io->a_end = -1;
    for (i = k - 1; i >= 0; i--)
        if (i != best && h[i] >= 0 && h[i] <= 3) {
            io->a_end = k - 1 - i;
            break;
        }
}

static void kio_learn_trailer(candy_io *io, const int *t, int k)
{
    int i;
    io->trailer = k;
    for (i = 0; i < k; i++) {
        if (t[i] > 3 && io->ms_trail < 0 && io->ms_end < 0)
            io->ms_trail = i;
        else if (t[i] >= 0 && t[i] <= 3 && io->a_trail < 0 && io->a_end < 0)
            io->a_trail = i;
    }
}

static int kio_pick(const int *v, int k, int from_end)
{
    return (from_end >= 0 && from_end < k) ? v[k - 1 - from_end] : -1;
}

/* the header tokens up to the first row; the row itself goes to first */
static int kio_header(candy_io *io, int *nums, int *k, int *dir, char *first)
{
    char tok[KIO_TOKMAX];
    *k = 0;
    for (;;) {
        int v;
        if (!kio_token(io, tok))
            return 0;
        if (kio_is_row(tok)) {
            strcpy(first, tok);
            return 1;
        }
        v = kio_number(tok);
        if (v >= 0) {
            if (*k < CANDY_IO_MAXNUM)
                nums[(*k)++] = v;
            else { /* keep the newest: positions count from the end */
                memmove(nums, nums + 1, sizeof(int) * (CANDY_IO_MAXNUM - 1));
                nums[CANDY_IO_MAXNUM - 1] = v;
            }
        } else if (kio_dir(tok) >= 0) {
            *dir = kio_dir(tok);
        }
    }
}

static int kio_rows(candy_io *io, candy_turn_in *in, const char *first)
{
    char tok[KIO_TOKMAX];
    int r, n = (int)strlen(first);
    if (io->turn > 0 && n != io->n)
        return 0;
    strcpy(in->rows[0], first);
    for (r = 1; r < n; r++) {
        if (!kio_token(io, tok) || (int)strlen(tok) != n || !kio_is_row(tok))
            return 0;
        strcpy(in->rows[r], tok);
    }
    in->n = n;
    return 1;
}

/* turn 1: the numbers already available after the rows.  When a row is
 * available after them too (the whole input was written at once, as when
 * a recorded game is replayed), the last `next` of them are the next
 * turn's header (as many numbers as turn 1's) and stay unread; a token that
 * is not a number is never consumed. */
static int kio_trailer_now(candy_io *io, int next, int *t)
{
    char tok[KIO_TOKMAX];
    int k = 0, start[CANDY_IO_MAXNUM + 1];
    if (!kio_token_ready(io))
        kio_fill(io, CANDY_IO_POLL_MS);
    io->hold = io->pos; /* the tokens read here may be given back: a fill keeps them */
    while (k < CANDY_IO_MAXNUM && kio_token_ready(io)) {
        int v;
        start[k] = io->pos - io->hold; /* from hold, which a compaction moves with the bytes */
        if (!kio_token(io, tok))
            break;
        if ((v = kio_number(tok)) < 0) {
            int keep = kio_is_row(tok) ? (k > next ? k - next : 0) : k;
            io->pos = io->hold + start[keep];
            io->hold = -1;
            return keep;
        }
        t[k++] = v;
        if (!kio_token_ready(io))
            kio_fill(io, 0);
    }
    io->hold = -1;
    return k;
}

int candy_io_read_turn(candy_io *io, candy_turn_in *in)
{
    int h[CANDY_IO_MAXNUM], t[CANDY_IO_MAXNUM], k = 0, kt = 0, i, dir = -1;
    char first[KIO_TOKMAX], tok[KIO_TOKMAX];
    long before = io->tokens;
    io->cut_short = 0;
    if (!kio_header(io, h, &k, &dir, first) || !kio_rows(io, in, first)) {
        io->cut_short = io->tokens != before;
        return 0;
    }
    if (io->turn == 0) {
        io->n = in->n;
        io->dir0 = dir >= 0 ? dir : CANDY_U;
        for (i = 0; i < k; i++) /* N itself is not part of the per-turn header */
            if (h[i] == in->n) {
                memmove(h + i, h + i + 1, sizeof(int) * (size_t)(k - i - 1));
                k--;
                break;
            }
        kio_learn_header(io, h, k);
        kt = kio_trailer_now(io, k, t);
        kio_learn_trailer(io, t, kt);
    } else {
        for (kt = 0; kt < io->trailer; kt++) {
            if (!kio_token(io, tok)) {
                io->cut_short = 1;
                return 0;
            }
            t[kt] = kio_number(tok);
        }
    }
    io->turn++;
    in->turn = io->turn;
    in->dir0 = io->dir0;
    in->a = io->a_end >= 0 ? kio_pick(h, k, io->a_end)
                           : (io->a_trail >= 0 && io->a_trail < kt ? t[io->a_trail] : -1);
    in->ms = io->ms_end >= 0 ? kio_pick(h, k, io->ms_end)
                             : (io->ms_trail >= 0 && io->ms_trail < kt ? t[io->ms_trail] : -1);
    if (in->a > 3)
        in->a = -1;
    return 1;
}

int candy_io_cut_short(const candy_io *io)
{
    return io->cut_short;
}
