/*
 * candy_replay_check.c -- bin/candy-replay-check FILE...: load each
 * Candy Hunt replay, re-simulate it with the engine and report.
 * Exit 0 if every file is valid, 1 if one is not, 2 on usage errors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "analysis/candy_replay.h"

int main(int argc, char **argv)
{
    static candy_replay rp; /* large: keep it off the stack */
    char err[256];
    int i, bad = 0;
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        fprintf(argc < 2 ? stderr : stdout, "usage: candy-replay-check FILE...\n");
        return argc < 2 ? 2 : 0;
    }
    for (i = 1; i < argc; i++) {
        size_t len;
        char *text = json_read_file(argv[i], &len, err, sizeof err);
        if (text == NULL || candy_replay_load(text, len, &rp, err, sizeof err) != 0 ||
            candy_replay_verify(&rp, err, sizeof err) != 0) {
            printf("INVALID %s: %s\n", argv[i], err);
            bad = 1;
        } else {
            printf("ok %s (%d turns, score %d, %s)\n", argv[i], rp.nturns, rp.score,
                   candy_reason_name(rp.reason));
        }
        free(text);
    }
    return bad;
}
