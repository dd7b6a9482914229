/* libFuzzer target: the judge's reply path.  Arbitrary bytes arrive in
 * arbitrary chunks into a linebuf (as proc_read_line feeds it); every
 * complete line goes through sakura_judge_check_reply() against a state
 * drawn from the input (set-up seed, turn, cooldowns, player).  Checks: a
 * too-long line is reported only after LINEBUF_MAX bytes; a line never
 * holds '\n'; an accepted pair is legal, formats to canonical text that is
 * accepted again as the same pair; every error is one non-empty line. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "common/linebuf.h"
#include "sakura/judge/sakura_judge.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FJL_HEADER 6 /* seed, turn, player, chunk size, two cooldown bytes */

static void fjl_state(sakura_state *s, const uint8_t *h)
{
    int i, k;
    sakura_init_seeded(s, h[0]);
    s->turn = (unsigned char)(1 + h[1] % SAKURA_MAX_TURNS);
    for (i = 0; i < 2; i++)
        for (k = SAKURA_THRUST; k <= SAKURA_FLASH; k++)
            if (h[4 + i] >> (k - SAKURA_THRUST) & 1)
                s->p[i].ready_turn[k] = (unsigned char)(s->turn + 1);
}

static void fjl_check_line(const sakura_state *s, int player, const char *line)
{
    sakura_pair p, q;
    char err[200], text[32];
    err[0] = '\0';
    if (strchr(line, '\n') != NULL)
        abort();
    if (sakura_judge_check_reply(s, player, line, &p, err, sizeof err) != 0) {
        if (err[0] == '\0' || strchr(err, '\n') != NULL)
            abort();
        return;
    }
    if (!sakura_pair_legal(s, player, &p, NULL, 0))
        abort();
    sakura_format_pair(&p, text, sizeof text);
    if (sakura_judge_check_reply(s, player, text, &q, err, sizeof err) != 0 || memcmp(&p, &q, sizeof p) != 0)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sakura_state s;
    linebuf lb;
    char line[LINEBUF_MAX + 1];
    size_t pos = FJL_HEADER, chunk, since_line = 0;
    int player;
    if (size < FJL_HEADER)
        return 0;
    fjl_state(&s, data);
    player = data[2] & 1;
    chunk = 1 + data[3] % 40;
    linebuf_init(&lb);
    while (pos < size) {
        size_t n = size - pos < chunk ? size - pos : chunk;
        size_t used = linebuf_feed(&lb, (const char *)data + pos, n);
        int st;
        pos += used;
        since_line += used;
        while ((st = linebuf_take(&lb, line, sizeof line)) == LINEBUF_LINE || st == LINEBUF_NUL) {
            if (st == LINEBUF_LINE) /* a line with a NUL is illegal unparsed */
                fjl_check_line(&s, player, line);
            since_line = 0;
        }
        if (st == LINEBUF_TOO_LONG) {
            if (since_line < LINEBUF_MAX)
                abort();
            linebuf_init(&lb); /* the judge ends the game here */
            since_line = 0;
        }
        if (used == 0 && st != LINEBUF_TOO_LONG)
            abort(); /* no progress without a reason */
    }
    return 0;
}
