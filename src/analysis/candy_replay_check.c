/*
 * candy_replay_check.c -- bin/candy-replay-check FILE...: load each
 * Candy Hunt replay (docs/candy-replay.md), re-simulate it with the engine
 * and report, in the style of bin/sakura-resim:
 *
 *   stdout  "candy-replay-check: FILE: ok (T turns, score S, REASON)"
 *   stderr  "candy-replay-check: FILE: MESSAGE", naming the field that
 *           differs from the engine or from the replay format
 *
 * Exit 0 when every file agrees with the engine, 1 when one disagrees (or
 * does not have the replay's shape), 2 when a file cannot be read or is not
 * JSON, or on a usage error.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "analysis/candy_replay.h"
#include "common/kit_cli.h"

static const char crc_usage[] =
    "usage: candy-replay-check FILE...\n"
    "Re-simulates each Candy Hunt replay with the engine (docs/candy-replay.md).\n"
    "Exit 0: all agree; 1: one disagrees (the field is named); 2: a file cannot\n"
    "be read or is not JSON, or a usage error.\n"
    "  --help, --version  this text, the kit version\n";

/* 0 ok, 1 disagrees, 2 unreadable */
static int crc_file(const char *path)
{
    static candy_replay rp; /* large: keep it off the stack */
    char err[256];
    size_t len;
    char *text = json_read_file(path, JSON_REPLAY_MAX, &len, err, sizeof err);
    json_value *v;
    int rc = 0;
    if (text == NULL) {
        fprintf(stderr, "candy-replay-check: %s\n", err);
        return 2;
    }
    if ((v = json_parse(text, len, err, sizeof err)) == NULL) {
        fprintf(stderr, "candy-replay-check: %s: %s\n", path, err);
        rc = 2;
    } else {
        json_free(v); /* only the exit status needed it: JSON at all (2) or not a valid game (1) */
        if (candy_replay_load(text, len, &rp, err, sizeof err) != 0 ||
            candy_replay_verify(&rp, err, sizeof err) != 0) {
            fprintf(stderr, "candy-replay-check: %s: %s\n", path, err);
            rc = 1;
        } else {
            printf("candy-replay-check: %s: ok (%d turns, score %d, %s)\n", path, rp.nturns, rp.score,
                   candy_reason_name(rp.reason));
        }
    }
    free(text);
    return rc;
}

int main(int argc, char **argv)
{
    int i, nargs = kit_cli_files(argc, argv, "candy-replay-check", crc_usage, "expected one or more replay files"), worst = 0;
    signal(SIGPIPE, SIG_IGN); /* a reader that left: exit 1 with a line, not a silent death */
    for (i = 1; i < nargs; i++) {
        int rc = crc_file(argv[i]);
        if (rc > worst)
            worst = rc;
    }
    if (kit_cli_flush_stdout("candy-replay-check") && worst == 0)
        worst = 1;
    return worst;
}
