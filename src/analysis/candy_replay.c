/*
 * candy_replay.c -- replay loader (shape checks) and verifier (re-simulation
 * with the engine); see candy_replay.h.
 *
 * Every check that fails writes one line naming the key and, inside
 * turns, the turn index, so a broken file is easy to locate.
 */
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include "candy/engine/candy_gen.h"
#include "analysis/candy_replay.h"
#include "common/proc.h"

static const char cr_dirs[] = "URDL";

static int cr_fail(char *err, size_t cap, const char *what, int turn)
{
    if (turn > 0)
        snprintf(err, cap, "replay: turns[%d]: missing or bad '%s'", turn - 1, what);
    else
        snprintf(err, cap, "replay: missing or bad '%s'", what);
    return -1;
}

static int cr_int(const json_value *obj, const char *key, long long lo, long long hi, int *out)
{
    long long v;
    if (!json_int_in(json_get(obj, key), lo, hi, &v))
        return -1;
    *out = (int)v;
    return 0;
}

static int cr_bool(const json_value *obj, const char *key, int *out)
{
    const json_value *v = json_get(obj, key);
    if (v == NULL || v->type != JSON_BOOL)
        return -1;
    *out = v->num != 0;
    return 0;
}

/* [x, y] inside the n x n maze -> cell */
static int cr_pos(const json_value *v, int n, int *cell)
{
    long long x, y;
    if (v == NULL || v->type != JSON_ARR || v->count != 2 ||
        !json_int_in(json_at(v, 0), 1, n, &x) || !json_int_in(json_at(v, 1), 1, n, &y))
        return -1;
    *cell = CANDY_CELL((int)x - 1, (int)y - 1);
    return 0;
}

static int cr_pos_or_null(const json_value *v, int n, int *cell)
{
    if (v != NULL && v->type == JSON_NULL) {
        *cell = -1;
        return 0;
    }
    return cr_pos(v, n, cell);
}

/* one-letter string from `set` -> its index */
static int cr_letter(const json_value *v, const char *set, int *out)
{
    const char *p;
    if (v == NULL || v->type != JSON_STR || strlen(v->str) != 1 || v->str[0] == '\0' ||
        (p = strchr(set, v->str[0])) == NULL)
        return -1;
    *out = (int)(p - set);
    return 0;
}

static int cr_actor(const json_value *v, int n, int *cell, int *dir)
{
    if (v == NULL || v->type != JSON_OBJ)
        return -1;
    if (cr_pos(json_get(v, "pos"), n, cell) != 0)
        return -1;
    return cr_letter(json_get(v, "dir"), cr_dirs, dir);
}

static int cr_cells(const json_value *v, int n, short *cells, int *count)
{
    size_t i;
    if (v == NULL || v->type != JSON_ARR || v->count > CANDY_MAX_CANDIES)
        return -1;
    for (i = 0; i < v->count; i++) {
        int cell;
        if (cr_pos(json_at(v, i), n, &cell) != 0)
            return -1;
        cells[i] = (short)cell;
    }
    *count = (int)v->count;
    return 0;
}

static int cr_rows(const json_value *v, int n, const char *alphabet, char rows[][CANDY_MAX_N + 1])
{
    int r;
    if (v == NULL || v->type != JSON_ARR || (int)v->count != n)
        return -1;
    for (r = 0; r < n; r++) {
        const json_value *row = json_at(v, (size_t)r);
        if (row == NULL || row->type != JSON_STR || (int)strlen(row->str) != n ||
            strspn(row->str, alphabet) != (size_t)n)
            return -1;
        memcpy(rows[r], row->str, (size_t)n + 1);
    }
    return 0;
}

/* the seed as the judge writes it: plain digits below 2^64, read exactly */
static int cr_seed(const json_value *v, candy_replay *rp)
{
    unsigned long long u;
    if (!json_u64(v, &u))
        return -1;
    rp->seed = (uint64_t)u;
    return 0;
}

/* "game" must be "candy" (a Sakura replay is named as such), then the
 * generator and tagger names; 0, or -1 with the error written */
static int cr_names(const json_value *root, candy_replay *rp, char *err, size_t cap)
{
    const json_value *g = json_get(root, "gen"), *t = json_get(root, "tagger"), *game = json_get(root, "game");
    if (game == NULL || game->type != JSON_STR)
        return cr_fail(err, cap, "game", 0);
    if (strcmp(game->str, "candy") != 0) {
        snprintf(err, cap, "replay: not a candy replay (game '%.40s')", game->str);
        return -1;
    }
    if (g == NULL || g->type != JSON_STR)
        return cr_fail(err, cap, "gen", 0);
    rp->gen = strcmp(g->str, CANDY_GEN_FILE_NAME) == 0 ? CANDY_REPLAY_GEN_FILE : candy_gen_parse(g->str);
    if (rp->gen == -1)
        return cr_fail(err, cap, "gen", 0);
    if (t == NULL || t->type != JSON_STR)
        return cr_fail(err, cap, "tagger", 0);
    rp->tagger = strcmp(t->str, "external") == 0 ? CANDY_TAGGER_EXTERNAL : candy_tagger_parse(t->str);
    if (rp->tagger == -1 && strcmp(t->str, "external") != 0)
        return cr_fail(err, cap, "tagger", 0);
    return 0;
}

static int cr_header(const json_value *root, candy_replay *rp, char *err, size_t cap)
{
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    const json_value *fs = json_get(root, "footsteps"), *pl;
    int version, i, r;
    if (cr_int(root, "version", 1, 1, &version) != 0)
        return cr_fail(err, cap, "version", 0);
    if (cr_names(root, rp, err, cap) != 0)
        return -1;
    if (cr_seed(json_get(root, "seed"), rp) != 0)
        return cr_fail(err, cap, "seed", 0);
    if (cr_int(root, "n", CANDY_MIN_N, CANDY_MAX_N, &rp->n) != 0)
        return cr_fail(err, cap, "n", 0);
    if (fs == NULL || fs->type != JSON_ARR || fs->count != 3)
        return cr_fail(err, cap, "footsteps", 0);
    for (i = 0; i < 3; i++) {
        long long v;
        if (!json_int_in(json_at(fs, (size_t)i), 0, 999, &v) || (i > 0 && v < rp->table[i - 1]))
            return cr_fail(err, cap, "footsteps", 0);
        rp->table[i] = (int)v;
    }
    if (cr_int(root, "time_budget_ms", 1, 600000, &rp->time_budget_ms) != 0)
        return cr_fail(err, cap, "time_budget_ms", 0);
    pl = json_get(root, "players");
    if (pl == NULL || pl->type != JSON_ARR || pl->count != 1 || json_at(pl, 0)->type != JSON_STR)
        return cr_fail(err, cap, "players (one name)", 0);
    rp->reveal = 0;
    if (json_get(root, "reveal") != NULL && cr_bool(root, "reveal", &rp->reveal) != 0)
        return cr_fail(err, cap, "reveal", 0);
    if (cr_rows(json_get(root, "maze"), rp->n, "#.", rows) != 0)
        return cr_fail(err, cap, "maze", 0);
    candy_maze_clear(&rp->maze, rp->n);
    for (r = 0; r < rp->n; r++)
        candy_maze_set_row(&rp->maze, r, rows[r]);
    return 0;
}

static int cr_init(const json_value *root, candy_replay *rp, char *err, size_t cap)
{
    const json_value *init = json_get(root, "init");
    if (init == NULL || init->type != JSON_OBJ)
        return cr_fail(err, cap, "init", 0);
    if (cr_actor(json_get(init, "maki"), rp->n, &rp->maki, &rp->maki_dir) != 0)
        return cr_fail(err, cap, "init.maki", 0);
    if (cr_actor(json_get(init, "tagger"), rp->n, &rp->tagger_cell, &rp->tagger_dir) != 0)
        return cr_fail(err, cap, "init.tagger", 0);
    if (cr_cells(json_get(init, "candies"), rp->n, rp->candy, &rp->ncandy) != 0)
        return cr_fail(err, cap, "init.candies", 0);
    return 0;
}

static int cr_tagger_acts(const json_value *v, int n, candy_turn_rec *t)
{
    size_t i;
    if (v == NULL || v->type != JSON_ARR || v->count > 2)
        return -1;
    for (i = 0; i < v->count; i++) {
        const json_value *a = json_at(v, i);
        if (a == NULL || a->type != JSON_OBJ ||
            cr_letter(json_get(a, "action"), "URDLOS", &t->tag_act[i]) != 0 ||
            cr_pos(json_get(a, "pos"), n, &t->tag_cell[i]) != 0 ||
            cr_letter(json_get(a, "dir"), cr_dirs, &t->tag_dir[i]) != 0 ||
            cr_int(a, "seen", 0, 1, &t->tag_seen[i]) != 0)
            return -1;
    }
    t->ntag = (int)v->count;
    return 0;
}

/* a turn's optional debug object: its heat, when present, an N x N array
 * of finite numbers >= 0 (docs/candy-replay.md) */
static int cr_debug(const json_value *v, int n)
{
    const json_value *heat = json_get(v, "heat"), *row, *x;
    int r, c;
    if (v == NULL)
        return 0;
    if (v->type != JSON_OBJ)
        return -1;
    if (heat == NULL)
        return 0;
    if (heat->type != JSON_ARR || (int)heat->count != n)
        return -1;
    for (r = 0; r < n; r++) {
        row = json_at(heat, (size_t)r);
        if (row->type != JSON_ARR || (int)row->count != n)
            return -1;
        for (c = 0; c < n; c++) {
            x = json_at(row, (size_t)c);
            if (x->type != JSON_NUM || !(x->num >= 0)) /* the reader's numbers are finite */
                return -1;
        }
    }
    return 0;
}

static int cr_turn(const json_value *v, int index, candy_replay *rp, char *err, size_t cap)
{
    candy_turn_rec *t = &rp->turns[index];
    const json_value *ms = json_get(v, "reply_ms");
    int k = index + 1;
    memset(t, 0, sizeof *t);
    if (v == NULL || v->type != JSON_OBJ)
        return cr_fail(err, cap, "turn object", k);
    if (cr_int(v, "turn", k, k, &t->turn) != 0)
        return cr_fail(err, cap, "turn", k);
    if (cr_int(v, "footsteps", 0, 3, &t->footsteps) != 0)
        return cr_fail(err, cap, "footsteps", k);
    if (cr_rows(json_get(v, "map"), rp->n, "?#.CPHX", t->map) != 0)
        return cr_fail(err, cap, "map", k);
    if (cr_int(v, "time_left_ms", 0, rp->time_budget_ms, &t->time_left_ms) != 0)
        return cr_fail(err, cap, "time_left_ms", k);
    if (cr_letter(json_get(v, "action"), "URDLOS", &t->action) != 0)
        return cr_fail(err, cap, "action", k);
    if (ms == NULL || ms->type != JSON_NUM || !(ms->num >= 0) || ms->num > t->time_left_ms + PROC_LATE_SLACK_MS)
        return cr_fail(err, cap, "reply_ms", k);
    t->reply_ms = ms->num;
    if (cr_actor(json_get(v, "maki"), rp->n, &t->maki, &t->maki_dir) != 0)
        return cr_fail(err, cap, "maki", k);
    if (cr_pos_or_null(json_get(v, "ate"), rp->n, &t->ate) != 0)
        return cr_fail(err, cap, "ate", k);
    if (cr_pos_or_null(json_get(v, "respawn"), rp->n, &t->respawn) != 0)
        return cr_fail(err, cap, "respawn", k);
    if (cr_tagger_acts(json_get(v, "tagger"), rp->n, t) != 0)
        return cr_fail(err, cap, "tagger", k);
    if (cr_cells(json_get(v, "candies"), rp->n, t->candy, &t->ncandy) != 0)
        return cr_fail(err, cap, "candies", k);
    if (cr_int(v, "score", 0, CANDY_MAX_TURNS, &t->score) != 0)
        return cr_fail(err, cap, "score", k);
    if (cr_bool(v, "caught", &t->caught) != 0)
        return cr_fail(err, cap, "caught", k);
    if (cr_debug(json_get(v, "debug"), rp->n) != 0)
        return cr_fail(err, cap, "debug", k);
    return 0;
}

/* the result's copies of the header (each optional): 0 if they agree */
static int cr_result_names(const json_value *root, const json_value *res)
{
    static const char *const keys[3] = {"n", "gen", "tagger"};
    int i;
    for (i = 0; i < 3; i++) {
        const json_value *h = json_get(root, keys[i]), *r = json_get(res, keys[i]);
        if (r == NULL)
            continue;
        if (r->type != h->type || (r->type == JSON_NUM && r->num != h->num) ||
            (r->type == JSON_STR && strcmp(r->str, h->str) != 0))
            return -1;
    }
    return 0;
}

/* an optional non-negative number of the result into *out (-1 when
 * absent); 0, or -1 when present and not such a number */
static int cr_opt_ms(const json_value *res, const char *key, double *out)
{
    const json_value *v = json_get(res, key);
    *out = -1;
    if (v == NULL)
        return 0;
    if (v->type != JSON_NUM || !(v->num >= 0))
        return -1;
    *out = v->num;
    return 0;
}

static int cr_result(const json_value *root, candy_replay *rp, char *err, size_t cap)
{
    const json_value *res = json_get(root, "result"), *reason, *seed, *game;
    unsigned long long u;
    int i;
    if (res == NULL || res->type != JSON_OBJ)
        return cr_fail(err, cap, "result", 0);
    /* informational, but not to contradict the replay: its seed, a time */
    seed = json_get(res, "seed");
    game = json_get(res, "game");
    if (game != NULL && (game->type != JSON_STR || strcmp(game->str, "candy") != 0))
        return cr_fail(err, cap, "result.game (not \"candy\")", 0);
    if (seed != NULL && (!json_u64(seed, &u) || u != rp->seed))
        return cr_fail(err, cap, "result.seed (not the replay's)", 0);
    if (cr_opt_ms(res, "time_ms", &rp->time_ms) != 0)
        return cr_fail(err, cap, "result.time_ms", 0);
    if (cr_opt_ms(res, "mean_reply_ms", &rp->mean_reply_ms) != 0 ||
        cr_opt_ms(res, "max_reply_ms", &rp->max_reply_ms) != 0)
        return cr_fail(err, cap, "result.mean_reply_ms/max_reply_ms", 0);
    if (cr_result_names(root, res) != 0)
        return cr_fail(err, cap, "result.n/gen/tagger (not the replay's)", 0);
    if (cr_int(res, "score", 0, CANDY_MAX_TURNS, &rp->score) != 0 ||
        cr_bool(res, "caught", &rp->caught) != 0 ||
        cr_int(res, "turn", 0, CANDY_MAX_TURNS, &rp->end_turn) != 0)
        return cr_fail(err, cap, "result.score/caught/turn", 0);
    reason = json_get(res, "reason");
    rp->reason = -1;
    for (i = CANDY_END_CAUGHT; i <= CANDY_END_CRASH && reason && reason->type == JSON_STR; i++)
        if (strcmp(reason->str, candy_reason_name(i)) == 0)
            rp->reason = i;
    if (rp->reason < 0)
        return cr_fail(err, cap, "result.reason", 0);
    return 0;
}

/* a failure reason name -> CANDY_END_TIMEOUT/ILLEGAL/CRASH, else -1 */
static int cr_fail_reason(const json_value *v)
{
    int i;
    for (i = CANDY_END_TIMEOUT; i <= CANDY_END_CRASH && v && v->type == JSON_STR; i++)
        if (strcmp(v->str, candy_reason_name(i)) == 0)
            return i;
    return -1;
}

/* "failures" (optional): at most one {turn, reason, message, reply} */
static int cr_failures(const json_value *root, candy_replay *rp, char *err, size_t cap)
{
    const json_value *fl = json_get(root, "failures"), *f, *reply;
    rp->nfail = 0;
    rp->has_failures_key = fl != NULL;
    if (fl == NULL)
        return 0;
    if (fl->type != JSON_ARR || fl->count > 1)
        return cr_fail(err, cap, "failures", 0);
    if (fl->count == 0)
        return 0;
    f = json_at(fl, 0);
    reply = json_get(f, "reply");
    if (f->type != JSON_OBJ || cr_int(f, "turn", 1, CANDY_MAX_TURNS, &rp->fail_turn) != 0 ||
        (rp->fail_reason = cr_fail_reason(json_get(f, "reason"))) < 0 ||
        json_get(f, "message") == NULL || json_get(f, "message")->type != JSON_STR ||
        reply == NULL || (reply->type != JSON_STR && reply->type != JSON_NULL))
        return cr_fail(err, cap, "failures[0].turn/reason/message/reply", 0);
    /* an illegal reply that was recorded must really be one, with the judge's message */
    if (rp->fail_reason == CANDY_END_ILLEGAL && reply->type == JSON_STR && candy_reply_parse(reply->str) >= 0)
        return cr_fail(err, cap, "failures[0].reply (a legal action recorded as illegal)", 0);
    if (rp->fail_reason == CANDY_END_ILLEGAL && reply->type == JSON_STR &&
        strcmp(json_get(f, "message")->str, CANDY_JUDGE_ILLEGAL_MESSAGE) != 0)
        return cr_fail(err, cap, "failures[0].message (not the judge's for an illegal reply: \""
                                 CANDY_JUDGE_ILLEGAL_MESSAGE "\")", 0);
    rp->nfail = 1;
    return 0;
}

int candy_replay_load(const char *text, size_t len, candy_replay *rp, char *err, size_t errcap)
{
    json_value *root = json_parse(text, len, err, errcap);
    const json_value *turns;
    int rc = -1;
    size_t i;
    memset(rp, 0, sizeof *rp);
    if (root == NULL)
        return -1;
    if (root->type != JSON_OBJ) {
        cr_fail(err, errcap, "top-level object", 0);
        goto done;
    }
    if (cr_header(root, rp, err, errcap) != 0 || cr_init(root, rp, err, errcap) != 0)
        goto done;
    turns = json_get(root, "turns");
    if (turns == NULL || turns->type != JSON_ARR || turns->count > CANDY_MAX_TURNS) {
        cr_fail(err, errcap, "turns", 0);
        goto done;
    }
    for (i = 0; i < turns->count; i++)
        if (cr_turn(json_at(turns, i), (int)i, rp, err, errcap) != 0)
            goto done;
    rp->nturns = (int)turns->count;
    rc = cr_result(root, rp, err, errcap);
    if (rc == 0)
        rc = cr_failures(root, rp, err, errcap);
done:
    json_free(root);
    return rc;
}

/* ---- verification ---- */

static int cr_vfail(char *err, size_t cap, int turn, const char *what)
{
    if (turn > 0)
        snprintf(err, cap, "replay: turn %d: %s does not match the rules", turn, what);
    else
        snprintf(err, cap, "replay: %s", what);
    return -1;
}

static int cr_same_cells(const short *a, int na, const short *b, int nb)
{
    unsigned char mark[CANDY_CELLS];
    int i;
    if (na != nb)
        return 0;
    memset(mark, 0, sizeof mark);
    for (i = 0; i < na; i++)
        mark[a[i]]++;
    for (i = 0; i < nb; i++)
        if (mark[b[i]]-- != 1)
            return 0;
    return 1;
}

/* the start: a valid maze, distinct legal cells, K candies; the ones the
 * seed makes, whose world (with the judge's respawn stream) goes to *w */
static int cr_check_start(const candy_replay *rp, candy_world *w, char *err, size_t cap)
{
    char why[128];
    candy_maze mz;
    int i, j;
    if (candy_maze_check(&rp->maze, why, (int)sizeof why) != 0)
        return cr_vfail(err, cap, 0, why);
    if (rp->maki == rp->tagger_cell || rp->maze.wall[rp->maki] || rp->maze.wall[rp->tagger_cell] ||
        candy_maze_on_ring(&rp->maze, rp->maki) || candy_maze_on_ring(&rp->maze, rp->tagger_cell))
        return cr_vfail(err, cap, 0, "init: the starts must be two different inner passages");
    if (rp->ncandy != candy_count_for(candy_maze_inner_passages(&rp->maze)))
        return cr_vfail(err, cap, 0, "init: wrong number of candies");
    for (i = 0; i < rp->ncandy; i++) {
        int c = rp->candy[i];
        if (rp->maze.wall[c] || c == rp->maki || c == rp->tagger_cell)
            return cr_vfail(err, cap, 0, "init: a candy is on a wall or a character");
        for (j = 0; j < i; j++)
            if (rp->candy[j] == c)
                return cr_vfail(err, cap, 0, "init: two candies on one cell");
    }
    if (rp->gen == CANDY_REPLAY_GEN_FILE) /* --maze: any valid maze */
        mz = rp->maze;
    else
        candy_gen(&mz, rp->n, rp->gen, candy_seed_part(rp->seed, CANDY_SEED_GEN));
    if (memcmp(mz.wall, rp->maze.wall, sizeof mz.wall) != 0)
        return cr_vfail(err, cap, 0, "maze: not the one the seed and generator make");
    candy_world_setup(w, &mz, rp->table, rp->seed);
    if (w->maki != rp->maki || w->maki_dir != rp->maki_dir || w->tagger != rp->tagger_cell ||
        w->tagger_dir != rp->tagger_dir || !cr_same_cells(w->candy, w->ncandy, rp->candy, rp->ncandy))
        return cr_vfail(err, cap, 0, "init: not the start the seed makes");
    return 0;
}

static int cr_check_sent(const candy_replay *rp, const candy_world *w, const candy_turn_rec *t)
{
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    int r;
    if (rp->reveal)
        candy_world_true_map(w, rows);
    else
        candy_world_map(w, rows);
    for (r = 0; r < rp->n; r++)
        if (strcmp(rows[r], t->map[r]) != 0)
            return -1;
    return t->footsteps == w->footsteps ? 0 : -1;
}

/* the tagger's recorded actions; tg, a built-in tagger, must choose each */
static int cr_play_tagger(candy_world *w, candy_tagger *tg, const candy_turn_rec *t, char *err, size_t cap)
{
    int k, due = w->over ? 0 : candy_world_tagger_due(w);
    for (k = 0; k < t->ntag; k++) {
        candy_tagger_obs o;
        if (w->over || k >= due)
            return cr_vfail(err, cap, t->turn, "the number of tagger actions");
        candy_world_tagger_obs(w, &o);
        if (o.seen != t->tag_seen[k])
            return cr_vfail(err, cap, t->turn, "the tagger's seen");
        if (tg != NULL && candy_tagger_act(tg, &w->maze, &o) != t->tag_act[k])
            return cr_vfail(err, cap, t->turn, "a tagger action (the built-in tagger's choice)");
        candy_world_tagger(w, t->tag_act[k]);
        if (w->tagger != t->tag_cell[k] || w->tagger_dir != t->tag_dir[k])
            return cr_vfail(err, cap, t->turn, "the tagger's position or facing");
    }
    if (!w->over && t->ntag != due)
        return cr_vfail(err, cap, t->turn, "the number of tagger actions");
    return 0;
}

static int cr_play_turn(const candy_replay *rp, candy_world *w, candy_tagger *tg, const candy_turn_rec *t,
                        char *err, size_t cap)
{
    if (w->over)
        return cr_vfail(err, cap, t->turn, "a turn after the end");
    if (cr_check_sent(rp, w, t) != 0)
        return cr_vfail(err, cap, t->turn, "the map or footsteps sent");
    candy_world_maki(w, t->action);
    if (w->maki != t->maki || w->maki_dir != t->maki_dir)
        return cr_vfail(err, cap, t->turn, "Maki's position or facing");
    if (w->ate != t->ate || w->respawn != t->respawn)
        return cr_vfail(err, cap, t->turn, "the eaten or respawned candy");
    if (cr_play_tagger(w, tg, t, err, cap) != 0)
        return -1;
    candy_world_end_turn(w);
    if (!cr_same_cells(w->candy, w->ncandy, t->candy, t->ncandy))
        return cr_vfail(err, cap, t->turn, "the candy cells");
    if (w->score != t->score || w->caught != t->caught)
        return cr_vfail(err, cap, t->turn, "score or caught");
    return 0;
}

static int cr_check_result(const candy_replay *rp, const candy_world *w, char *err, size_t cap)
{
    if (rp->reason == CANDY_END_CAUGHT || rp->reason == CANDY_END_TURN_LIMIT) {
        if (rp->nfail != 0)
            return cr_vfail(err, cap, 0, "failures: an entry in a game that ended by the rules");
        if (!w->over || w->reason != rp->reason || w->end_turn != rp->end_turn ||
            w->score != rp->score || w->caught != rp->caught)
            return cr_vfail(err, cap, 0, "result: does not match the replayed game");
        return 0;
    }
    /* a failed reply: the game stopped before the failing turn's record */
    if (w->over || rp->end_turn != rp->nturns + 1 || rp->score != 0 || rp->caught)
        return cr_vfail(err, cap, 0, "result: a failure must end a running game with score 0");
    if (rp->nfail == 1 && (rp->fail_turn != rp->end_turn || rp->fail_reason != rp->reason))
        return cr_vfail(err, cap, 0, "failures[0]: turn or reason differs from the result's");
    if (rp->nfail == 0 && rp->has_failures_key)
        return cr_vfail(err, cap, 0, "failures: empty after a failed reply");
    return 0;
}

/* the result's latencies (one decimal): the longest and the mean of
 * Maki's requests, after a failure the failing one's too (unrecorded:
 * its share is in time_ms, rounded to 1 ms) */
static int cr_check_latency(const candy_replay *rp, double sum, char *err, size_t cap)
{
    double longest = 0, bound, n;
    int i, failed = rp->reason != CANDY_END_CAUGHT && rp->reason != CANDY_END_TURN_LIMIT;
    for (i = 0; i < rp->nturns; i++)
        if (rp->turns[i].reply_ms > longest)
            longest = rp->turns[i].reply_ms;
    n = rp->nturns + failed;
    /* the most max_reply_ms may be: after a failure, also the failing
     * request, which took what the total leaves of the sum (no total: no bound) */
    bound = !failed ? longest : rp->time_ms < 0 ? HUGE_VAL : fmax(longest, rp->time_ms - sum + 0.5);
    if (rp->max_reply_ms >= 0 && (rp->max_reply_ms < longest - 0.06 || rp->max_reply_ms > bound + 0.06))
        return cr_vfail(err, cap, 0, "result.max_reply_ms (the longest reply)");
    if (rp->mean_reply_ms < 0 || n == 0)
        return 0;
    if (rp->max_reply_ms >= 0 && rp->mean_reply_ms > rp->max_reply_ms + 0.06)
        return cr_vfail(err, cap, 0, "result.mean_reply_ms (above the longest reply)");
    if (!failed ? fabs(rp->mean_reply_ms - sum / n) > 0.06
                : rp->time_ms >= 0 && fabs(rp->mean_reply_ms - rp->time_ms / n) > 0.06 + 0.5 / n)
        return cr_vfail(err, cap, 0, "result.mean_reply_ms (the replies' mean)");
    return 0;
}

/* the clock: each turn's time left is the budget less the replies before
 * it (the judge floors it; the replay rounds replies to 1 us), and the
 * result's total is the replies' sum, plus the failing one after a
 * failure */
static int cr_check_clock(const candy_replay *rp, char *err, size_t cap)
{
    double left = rp->time_budget_ms, sum = 0;
    int i;
    for (i = 0; i < rp->nturns; i++) {
        const candy_turn_rec *t = &rp->turns[i];
        if (fabs(t->time_left_ms - floor(left > 0 ? left : 0)) > 1)
            return cr_vfail(err, cap, t->turn, "time_left_ms (the budget less the replies so far)");
        left -= t->reply_ms;
        sum += t->reply_ms;
    }
    if (cr_check_latency(rp, sum, err, cap) != 0)
        return -1;
    if (rp->time_ms < 0)
        return 0;
    if (rp->reason == CANDY_END_CAUGHT || rp->reason == CANDY_END_TURN_LIMIT ?
            fabs(rp->time_ms - sum) > 1 :
            rp->time_ms < sum - 1 || rp->time_ms > sum + (left > 0 ? left : 0) + PROC_LATE_SLACK_MS)
        return cr_vfail(err, cap, 0, "result.time_ms (the replies' sum)");
    /* a timeout: the failing reply used all the time left */
    if (rp->reason == CANDY_END_TIMEOUT && rp->time_ms < sum + (left > 0 ? left : 0) - 1)
        return cr_vfail(err, cap, 0, "result.time_ms (a timeout uses the whole budget)");
    return 0;
}

int candy_replay_verify(const candy_replay *rp, char *err, size_t errcap)
{
    candy_world w;
    candy_tagger *tg = NULL;
    int i, rc = 0;
    if (cr_check_start(rp, &w, err, errcap) != 0 || cr_check_clock(rp, err, errcap) != 0)
        return -1;
    if (rp->tagger != CANDY_TAGGER_EXTERNAL) {
        if ((tg = (candy_tagger *)malloc(sizeof *tg)) == NULL)
            return cr_vfail(err, errcap, 0, "out of memory");
        candy_tagger_init(tg, rp->tagger, &w.maze, rp->table, candy_seed_part(rp->seed, CANDY_SEED_TAGGER));
    }
    for (i = 0; i < rp->nturns && rc == 0; i++)
        rc = cr_play_turn(rp, &w, tg, &rp->turns[i], err, errcap);
    free(tg);
    return rc != 0 ? -1 : cr_check_result(rp, &w, err, errcap);
}
