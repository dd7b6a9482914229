/*
 * sakura_replay_follow.h -- the lab's one way to follow a Sakura Duel
 * replay (docs/sakura-judge.md) with the engine: the set-up from "init",
 * each turn's two actions parsed and resolved; srf_load reads a file and
 * finds a player's side, srf_open does it for a program that reports
 * what it skips.  Header-only (static), as the lab programs that
 * include it (sakura-replay-positions.c, sakura-loss-anatomy.c and the
 * doom tools) are each built from one file plus src/.  The
 * replays are trusted: bin/sakura-resim is the checker that explains what
 * is wrong with one; here an unreadable replay is only refused.
 */
#ifndef SAKURA_REPLAY_FOLLOW_H
#define SAKURA_REPLAY_FOLLOW_H
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"
#include "sakura/engine/sakura_engine.h"

static int srf_cell(const json_value *init, const char *key, int *r, int *c)
{
    const json_value *v = json_get(init, key);
    if (v == NULL || v->type != JSON_ARR || v->count != 2) return -1;
    *r = (int)json_at(v, 0)->num;
    *c = (int)json_at(v, 1)->num;
    return sakura_on_board(*r, *c) ? 0 : -1;
}

/* rows[t]: the state at the start of turn t+1 for t < *n, rows[*n] the
 * last state; played[t]: the pairs of turn t+1 (both arrays hold
 * SAKURA_MAX_TURNS + 1).  Stops where the game ends.  -1 if unreadable. */
static int srf_follow(const json_value *root, sakura_state *rows, sakura_pair (*played)[2], int *n)
{
    const json_value *init = json_get(root, "init"), *turns = json_get(root, "turns");
    sakura_state s;
    int v[6], i;
    size_t t;
    if (init == NULL || srf_cell(init, "vein", &v[0], &v[1]) || srf_cell(init, "p1", &v[2], &v[3]) ||
        srf_cell(init, "p2", &v[4], &v[5]) || turns == NULL || turns->type != JSON_ARR)
        return -1;
    sakura_init(&s, v[0], v[1], v[2], v[3], v[4], v[5]);
    *n = 0;
    for (t = 0; t < turns->count && !s.over; t++) {
        const json_value *a = json_get(json_at(turns, t), "actions");
        char err[160];
        if (a == NULL || a->type != JSON_ARR || a->count != 2 || *n >= SAKURA_MAX_TURNS) return -1;
        for (i = 0; i < 2; i++)
            if (json_at(a, (size_t)i)->type != JSON_STR ||
                sakura_parse_pair(json_at(a, (size_t)i)->str, &played[*n][i], err, sizeof err) != 0)
                return -1;
        rows[(*n)++] = s;
        sakura_resolve_turn(&s, played[*n - 1], NULL, NULL);
    }
    rows[*n] = s;
    return 0;
}

/* the replay at `path` followed into rows, played and *n, *me the side of the
 * player called `name`: 0; -1 when the file is not JSON (err says why);
 * 1 when `name` did not play it or it cannot be followed */
#if defined(__GNUC__)
__attribute__((unused)) /* not every program that includes this loads by name */
#endif
static int srf_load(const char *path, const char *name, sakura_state *rows, sakura_pair (*played)[2], int *n,
                    int *me, char *err, size_t errcap)
{
    size_t len;
    char *text = json_read_file(path, JSON_REPLAY_MAX, &len, err, errcap);
    json_value *root = text ? json_parse(text, len, err, errcap) : NULL;
    const json_value *pl = root ? json_get(root, "players") : NULL;
    int c, rc;
    free(text);
    if (root == NULL) return -1;
    *me = -1;
    for (c = 0; pl && pl->type == JSON_ARR && c < (int)pl->count && c < 2; c++)
        if (json_at(pl, (size_t)c)->type == JSON_STR && !strcmp(json_at(pl, (size_t)c)->str, name)) *me = c;
    rc = *me < 0 || srf_follow(root, rows, played, n) != 0 ? 1 : 0;
    json_free(root);
    return rc;
}

/* srf_load for a lab program called `tool`, which says on stderr what it
 * cannot use: -1 for a file that is not JSON (the program stops), 1 for
 * a game `name` did not play or that cannot be followed (said unless
 * `quiet`; the program goes on), 0 when rows, played, *n and *me are set */
#if defined(__GNUC__)
__attribute__((unused))
#endif
static int srf_open(const char *tool, const char *path, const char *name, sakura_state *rows,
                    sakura_pair (*played)[2], int *n, int *me, int quiet)
{
    char err[256];
    int rc = srf_load(path, name, rows, played, n, me, err, sizeof err);
    if (rc < 0) fprintf(stderr, "%s: %s: %s\n", tool, path, err);
    if (rc > 0 && !quiet) fprintf(stderr, "%s: %s: not a game of %s it can follow\n", tool, path, name);
    return rc;
}

#endif
