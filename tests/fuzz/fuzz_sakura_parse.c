/* libFuzzer target: sakura_parse_pair + sakura_pair_legal on a fixed state.
 * A parsed pair must format back to text that parses to the same pair, and
 * legality must agree with membership in sakura_legal_pairs(). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "sakura/engine/sakura_engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int fsp_in_list(const sakura_pair *list, int n, const sakura_pair *p)
{
    int i;
    for (i = 0; i < n; i++)
        if (memcmp(&list[i], p, sizeof *p) == 0)
            return 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static sakura_pair list[SAKURA_MAX_PAIRS];
    char line[200], err[160], text[32];
    sakura_pair p, q;
    sakura_state s;
    int player;
    if (size >= sizeof line)
        size = sizeof line - 1;
    memcpy(line, data, size);
    line[size] = '\0';
    if (sakura_parse_pair(line, &p, err, sizeof err) != 0) {
        if (!err[0] || strchr(err, '\n'))
            abort(); /* a reason is one non-empty line */
        return 0;
    }
    sakura_format_pair(&p, text, sizeof text);
    if (sakura_parse_pair(text, &q, err, sizeof err) != 0 || memcmp(&p, &q, sizeof p) != 0)
        abort();
    sakura_init(&s, 4, 4, 1, 1, 6, 7); /* p1 in a corner, p2 near an edge */
    s.turn = 3;
    s.p[0].ready_turn[SAKURA_SWEEP] = 4;
    s.p[1].ready_turn[SAKURA_FLASH] = 3;
    for (player = 0; player < 2; player++) {
        int n = sakura_legal_pairs(&s, player, list, SAKURA_MAX_PAIRS);
        if (sakura_pair_legal(&s, player, &p, err, sizeof err) != fsp_in_list(list, n, &p))
            abort();
    }
    return 0;
}
