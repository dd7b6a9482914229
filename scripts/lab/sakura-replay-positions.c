/*
 * sakura-replay-positions.c -- judge replays as fitting data: the positions
 * of Sakura Duel replays (docs/sakura-judge.md), written in the format of
 * bin/sakura-evalgen (one line per position at the start of each turn:
 * game, turn, player 1's outcome, sakura_eval_features(s, 0)), so that
 * games played by real processes, the outside yardsticks among them, can be
 * fitted and scored by scripts/fit-sakura-eval.py and
 * scripts/lab/sakura_fitlib.py like the in-process data.
 *
 *   sakura-replay-positions [--id-base B] [--sides FILE] REPLAY.json... > positions.txt
 *
 * Game ids are B + the file's index among the arguments.  --sides writes
 * one line per game written, "id name1 name2" (the replay's "players"),
 * so that a fit can tell which side a bot played (its identity).  The replays are
 * trusted (bin/sakura-resim checks them): the set-up is "init" and each
 * turn's two actions are parsed and resolved by the engine; a game that
 * ended by a forfeit ("failures" not empty) is skipped with a note on
 * stderr, as its outcome says nothing about its positions.  The header's
 * "handset" line is the one sakura-evalgen writes (the fit's prior).
 * Built and run by scripts/lab/sakura-field-data.sh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_eval.h"
#include "sakura_replay_follow.h"

/* "id name1 name2" of a game written */
static void rp_sides(FILE *fp, const json_value *root, long id)
{
    const json_value *pl = json_get(root, "players");
    int i;
    fprintf(fp, "%ld", id);
    for (i = 0; i < 2; i++) {
        const json_value *n = pl && pl->type == JSON_ARR && pl->count == 2 ? json_at(pl, (size_t)i) : NULL;
        fprintf(fp, " %s", n && n->type == JSON_STR && n->str[0] && !strpbrk(n->str, " \t\n") ? n->str : "?");
    }
    fprintf(fp, "\n");
}

/* the game's positions, each printed as it is reached; -1 on a replay it cannot follow */
static int rp_game(const json_value *root, long id)
{
    static sakura_state rows[SAKURA_MAX_TURNS + 1];
    static sakura_pair played[SAKURA_MAX_TURNS + 1][2];
    const json_value *res = json_get(root, "result"), *w;
    double f[SAKURA_EVAL_NFEAT];
    int n, i, k, y;
    if (res == NULL || srf_follow(root, rows, played, &n) != 0)
        return -1;
    w = json_get(res, "winner");
    if (!rows[n].over || w == NULL || (int)w->num != rows[n].winner)
        return -1;
    y = rows[n].winner == 0 ? 0 : rows[n].winner == 1 ? 1 : -1;
    for (i = 0; i < n; i++) {
        sakura_eval_features(&rows[i], 0, f);
        printf("%ld %d %d", id, rows[i].turn, y);
        for (k = 0; k < SAKURA_EVAL_NFEAT; k++)
            printf(" %.6g", f[k]);
        printf("\n");
    }
    return 0;
}

int main(int argc, char **argv)
{
    double base[SAKURA_EVAL_NFEAT], late[SAKURA_EVAL_NFEAT], scale[2];
    FILE *sides = NULL;
    long id_base = 0;
    int i = 1, k, bad = 0;
    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (!strcmp(argv[i], "--id-base")) {
            id_base = atol(argv[i + 1]);
        } else if (!strcmp(argv[i], "--sides")) {
            if ((sides = fopen(argv[i + 1], "w")) == NULL) {
                fprintf(stderr, "sakura-replay-positions: --sides %s: cannot write\n", argv[i + 1]);
                return 2;
            }
        } else {
            fprintf(stderr, "sakura-replay-positions: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    printf("# sakura-evalgen format, from replays: sakura-replay-positions --id-base %ld (%d replays)\n", id_base, argc - i);
    sakura_eval_weights(1, base, late, scale);
    printf("# handset scale %.17g %.17g base", scale[0], scale[1]);
    for (k = 0; k < SAKURA_EVAL_NFEAT; k++) printf(" %.17g", base[k]);
    printf("\n# game turn outcome");
    for (k = 0; k < SAKURA_EVAL_NFEAT; k++) printf(" %s", sakura_eval_feature_name(k));
    printf("\n");
    for (k = 0; i < argc; i++, k++) {
        char err[256];
        size_t len;
        char *text = json_read_file(argv[i], JSON_REPLAY_MAX, &len, err, sizeof err);
        json_value *root = text ? json_parse(text, len, err, sizeof err) : NULL;
        const json_value *fl = root ? json_get(root, "failures") : NULL;
        free(text);
        if (root == NULL) {
            fprintf(stderr, "sakura-replay-positions: %s: %s\n", argv[i], err);
            bad = 1;
        } else if (fl != NULL && fl->type == JSON_ARR && fl->count > 0) {
            fprintf(stderr, "sakura-replay-positions: %s: a forfeit, skipped\n", argv[i]);
        } else if (rp_game(root, id_base + k) != 0) {
            fprintf(stderr, "sakura-replay-positions: %s: cannot follow this replay\n", argv[i]);
            bad = 1;
        } else if (sides != NULL) {
            rp_sides(sides, root, id_base + k);
        }
        json_free(root);
    }
    if (sides != NULL && fclose(sides) != 0)
        bad = 1;
    return bad || fflush(stdout) != 0 ? 1 : 0;
}
