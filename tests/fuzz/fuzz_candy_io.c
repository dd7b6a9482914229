/* libFuzzer target: the Candy Hunt bot's input reader (candy_io.c) and
 * the AI turn it feeds, as bin/candy-bot runs them -- arbitrary judge
 * bytes in, turns out until end of input.  Each turn read must be a
 * well-formed square map of N in 11..23 rows from "?#.PCHX", the same N
 * every turn, a footsteps level in -1..3 and turn numbers 1, 2, ...; the
 * AI must answer a legal action (or -1 for a map it cannot read) and never
 * crash.  At most KF_AI_TURNS turns go through the AI to keep runs fast.
 * Inputs whose first byte is odd are read as the bot reads its stdin,
 * from a descriptor (a memfd), after enough blank bytes that the first
 * buffer-full ends inside the input at a point its second byte picks:
 * the refills and compactions a long game goes through. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_io.h"

#define KF_AI_TURNS 4

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static candy_io kf_io;
static candy_turn_in kf_in;
static candy_ai kf_ai;

static void kf_check_turn(const candy_turn_in *in, int expect_turn, int n0)
{
    int r, c;
    if (in->turn != expect_turn || in->n < CANDY_MIN_N || in->n > CANDY_MAX_N)
        abort();
    if (n0 > 0 && in->n != n0)
        abort();
    if (in->a < -1 || in->a > 3 || in->ms < -1 || in->dir0 < 0 || in->dir0 > 3)
        abort();
    for (r = 0; r < in->n; r++) {
        if ((int)strlen(in->rows[r]) != in->n)
            abort();
        for (c = 0; c < in->n; c++)
            if (!strchr("?#.PCHX", in->rows[r][c]))
                abort();
    }
}

/* a memfd holding blanks, then data, the buffer's end cut bytes into
 * data; -1 if it cannot be made */
static int kf_padded_fd(const uint8_t *data, size_t size, size_t cut)
{
    static char blanks[CANDY_IO_BUF];
    int fd = memfd_create("fuzz_candy_io", 0);
    size_t pad = CANDY_IO_BUF - cut;
    if (fd < 0)
        return -1;
    memset(blanks, ' ', pad);
    if (write(fd, blanks, pad) != (ssize_t)pad || write(fd, data, size) != (ssize_t)size ||
        lseek(fd, 0, SEEK_SET) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int turns = 0, n0 = 0, fd = -1;
    if (size > CANDY_IO_BUF)
        size = CANDY_IO_BUF;
    if (size > 2 && (data[0] & 1))
        fd = kf_padded_fd(data + 2, size - 2, 1 + data[1] % (size - 2));
    candy_io_init(&kf_io, fd);
    if (fd < 0)
        candy_io_feed(&kf_io, (const char *)data, (int)size);
    while (candy_io_read_turn(&kf_io, &kf_in)) {
        int act;
        turns++;
        kf_check_turn(&kf_in, turns, n0);
        n0 = kf_in.n;
        if (turns > KF_AI_TURNS)
            continue;
        if (turns == 1)
            candy_ai_init(&kf_ai, kf_in.n, kf_in.dir0, 0);
        kf_ai.level = 2;
        act = candy_ai_turn(&kf_ai, kf_in.a, kf_in.rows);
        if (act < -1 || act >= CANDY_ACTIONS)
            abort();
    }
    if (fd >= 0)
        close(fd);
    return 0;
}
