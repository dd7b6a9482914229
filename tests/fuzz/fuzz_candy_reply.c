/* libFuzzer target: the candy judge's reply reader -- raw pipe bytes through
 * the line buffer into candy_reply_parse().  An accepted line must be
 * exactly one of U R D L O S with only spaces/tabs around it. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "common/linebuf.h"
#include "candy/judge/candy_judge.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fcr_check(const char *line)
{
    int act = candy_reply_parse(line);
    size_t i, letters = 0;
    if (act < 0)
        return;
    if (act >= CANDY_ACTIONS)
        abort();
    for (i = 0; line[i]; i++) {
        if (line[i] == ' ' || line[i] == '\t')
            continue;
        if (line[i] != candy_action_char(act))
            abort();
        letters++;
    }
    if (letters != 1)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    linebuf lb;
    char line[LINEBUF_MAX + 1];
    size_t off = 0;
    linebuf_init(&lb);
    while (off < size) {
        size_t took = linebuf_feed(&lb, (const char *)data + off, size - off);
        int st;
        off += took;
        while ((st = linebuf_take(&lb, line, sizeof line)) == LINEBUF_LINE || st == LINEBUF_NUL)
            if (st == LINEBUF_LINE) /* a line with a NUL is illegal unparsed */
                fcr_check(line);
        if (st == LINEBUF_TOO_LONG)
            break;
        if (took == 0)
            break;
    }
    return 0;
}
