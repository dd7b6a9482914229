/*
 * arena_plan.c -- the games of a run, their keys and judge commands; see
 * arena_plan.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_plan.h"

#define AP_MAX_GAMES 2000000LL /* a larger run is a typo: days of play, and its records would pass JSON_RECORDS_MAX */

int arena_name_ok(const char *s)
{
    size_t n = strlen(s), i;
    if (n == 0 || n >= ARENA_NAME_MAX)
        return 0;
    for (i = 0; i < n; i++) {
        char ch = s[i];
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
              ch == '_' || ch == '.' || ch == '+' || ch == '-'))
            return 0;
    }
    return 1;
}

/* pairings of a Sakura run: gauntlet (0,j) or round robin (i<j) */
static int ap_pairings(const arena_config *c, int *pa, int *pb)
{
    int n = 0, i, j;
    for (i = 0; i < c->nbots; i++)
        for (j = i + 1; j < c->nbots; j++)
            if (c->round_robin || i == 0) {
                if (pa) {
                    pa[n] = i;
                    pb[n] = j;
                }
                n++;
            }
    return n;
}

static long long ap_seed_count(const arena_config *c)
{
    return c->kind == ARENA_SAKURA ? c->games / 2 : c->games;
}

static long long ap_games_per_seed(const arena_config *c)
{
    if (c->kind == ARENA_SAKURA)
        return 2LL * ap_pairings(c, NULL, NULL);
    return (long long)c->ntaggers * c->ngens * c->nbots;
}

static void ap_fill_seed(const arena_config *c, long long idx, const int *pa, const int *pb,
                         arena_game *out)
{
    size_t k = 0;
    int p, s, t, g, b;
    arena_game gm;
    memset(&gm, 0, sizeof gm);
    gm.index = idx;
    gm.seed = c->seed + (unsigned long long)idx; /* no wrap: arena_cli checks the range */
    if (c->kind == ARENA_SAKURA) {
        for (p = 0; p < ap_pairings(c, NULL, NULL); p++)
            for (s = 1; s <= 2; s++) {
                gm.a = pa[p];
                gm.b = pb[p];
                gm.side = s;
                out[k++] = gm;
            }
        return;
    }
    for (t = 0; t < c->ntaggers; t++)
        for (g = 0; g < c->ngens; g++)
            for (b = 0; b < c->nbots; b++) {
                gm.a = b;
                gm.b = -1;
                gm.tagger = t;
                gm.gen = g;
                out[k++] = gm;
            }
}

arena_game *arena_plan_build(const arena_config *c, size_t *count, char *err, size_t cap)
{
    long long seeds = ap_seed_count(c), per = ap_games_per_seed(c), mine = 0, i;
    int npair = ap_pairings(c, NULL, NULL);
    int *pa, *pb;
    arena_game *games;
    size_t k = 0;
    *count = 0;
    if (c->shard_n < 1 || c->shard_k < 1 || c->shard_k > c->shard_n) {
        snprintf(err, cap, "bad shard %d/%d", c->shard_k, c->shard_n);
        return NULL;
    }
    for (i = c->shard_k - 1; i < seeds; i += c->shard_n)
        mine++;
    if (per > 0 && mine > AP_MAX_GAMES / per) {
        snprintf(err, cap, "too many games: %lld seeds x %lld games a seed, over %lld a run", mine, per, AP_MAX_GAMES);
        return NULL;
    }
    pa = (int *)calloc((size_t)npair + 1, sizeof *pa);
    pb = (int *)calloc((size_t)npair + 1, sizeof *pb);
    games = (arena_game *)calloc((size_t)(mine * per) + 1, sizeof *games);
    if (!pa || !pb || !games) {
        free(pa);
        free(pb);
        free(games);
        snprintf(err, cap, "out of memory planning %lld games", mine * per);
        return NULL;
    }
    ap_pairings(c, pa, pb);
    for (i = c->shard_k - 1; i < seeds; i += c->shard_n) {
        ap_fill_seed(c, i, pa, pb, games + k);
        k += (size_t)per;
    }
    free(pa);
    free(pb);
    *count = k;
    return games;
}

void arena_sakura_key(char *key, const char *a, const char *b, unsigned long long seed, int side)
{
    snprintf(key, ARENA_KEY_MAX, "sakura %s %s %llu %d", a, b, seed, side);
}

void arena_candy_key(char *key, const char *bot, const char *tagger, const char *gen, unsigned long long seed)
{
    snprintf(key, ARENA_KEY_MAX, "candy %s %s %s %llu", bot, tagger, gen, seed);
}

void arena_game_key(const arena_config *c, const arena_game *g, char *key)
{
    if (c->kind == ARENA_SAKURA)
        arena_sakura_key(key, c->bots[g->a].name, c->bots[g->b].name, g->seed, g->side);
    else
        arena_candy_key(key, c->bots[g->a].name, c->taggers[g->tagger], c->gens[g->gen], g->seed);
}

/* the replay file of a game: DIR/KEY.json with the key's spaces as '_' */
static void ap_replay_path(const arena_config *c, const arena_game *g, char *out, size_t cap)
{
    char key[ARENA_KEY_MAX], *p;
    arena_game_key(c, g, key);
    for (p = key; *p; p++)
        if (*p == ' ')
            *p = '_';
    snprintf(out, cap, "%s/%s.json", c->replay_dir, key);
}

int arena_option_kind(const char *opt)
{
    static const struct { const char *name; int kind; } opts[] = {
        {"--time-ms", ARENA_OPT_RUN},   {"--n", ARENA_OPT_RUN},         {"--footsteps", ARENA_OPT_RUN},
        {"--seed", ARENA_OPT_GAME},     {"--replay", ARENA_OPT_GAME},   {"--name1", ARENA_OPT_GAME},
        {"--name2", ARENA_OPT_GAME},    {"--tagger", ARENA_OPT_GAME},   {"--tagger-cmd", ARENA_OPT_GAME},
        {"--gen", ARENA_OPT_GAME},      {"--maze", ARENA_OPT_GAME},     {"--reveal", ARENA_OPT_BOT_FLAG},
        {"--name", ARENA_OPT_GAME}};
    size_t i, n = strcspn(opt, "=");
    for (i = 0; i < sizeof opts / sizeof opts[0]; i++)
        if (strlen(opts[i].name) == n && !strncmp(opt, opts[i].name, n))
            return opts[i].kind;
    return ARENA_OPT_NONE;
}

/* the command (or path) named name in list[0..n), or NULL */
static const char *ap_named(const arena_bot *list, int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++)
        if (strcmp(list[i].name, name) == 0)
            return list[i].cmd;
    return NULL;
}

const char *arena_tagger_cmd(const arena_config *c, const char *name)
{
    return ap_named(c->tagger_cmds, c->ntagger_cmds, name);
}

/* the maze PATH of generator name (--maze NAME=PATH), or NULL for a built-in */
static const char *ap_maze_path(const arena_config *c, const char *name)
{
    return ap_named(c->mazes, c->nmazes, name);
}

/* the Sakura judge's options and the two bots, into v[k...] */
static void ap_sakura_args(const arena_config *c, const arena_game *g, char **v, int k, char *tms)
{
    int p1 = g->side == 1 ? g->a : g->b, p2 = g->side == 1 ? g->b : g->a, i;
    v[k++] = (char *)"--name1";
    v[k++] = (char *)c->bots[p1].name;
    v[k++] = (char *)"--name2";
    v[k++] = (char *)c->bots[p2].name;
    if (c->time_ms > 0) {
        v[k++] = (char *)"--time-ms";
        v[k++] = tms;
    }
    for (i = 0; i < c->njudge_args; i++)
        v[k++] = (char *)c->judge_args[i];
    v[k++] = (char *)c->bots[p1].cmd;
    v[k] = (char *)c->bots[p2].cmd;
}

/* the Candy judge's options and the bot, into v[k...] */
static void ap_candy_args(const arena_config *c, const arena_game *g, char **v, int k, char *tms,
                          char *nbuf)
{
    const char *tcmd = arena_tagger_cmd(c, c->taggers[g->tagger]);
    const char *maze = ap_maze_path(c, c->gens[g->gen]);
    int i;
    v[k++] = (char *)"--name"; /* the replay and its page name the bot, as Sakura's do */
    v[k++] = (char *)c->bots[g->a].name;
    v[k++] = (char *)(tcmd ? "--tagger-cmd" : "--tagger");
    v[k++] = (char *)(tcmd ? tcmd : c->taggers[g->tagger]);
    v[k++] = (char *)(maze ? "--maze" : "--gen");
    v[k++] = (char *)(maze ? maze : c->gens[g->gen]);
    if (c->n > 0) {
        v[k++] = (char *)"--n";
        v[k++] = nbuf;
    }
    if (c->footsteps) {
        v[k++] = (char *)"--footsteps";
        v[k++] = (char *)c->footsteps;
    }
    if (c->time_ms > 0) {
        v[k++] = (char *)"--time-ms";
        v[k++] = tms;
    }
    if (c->bots[g->a].reveal)
        v[k++] = (char *)"--reveal";
    for (i = 0; i < c->njudge_args; i++)
        v[k++] = (char *)c->judge_args[i];
    v[k] = (char *)c->bots[g->a].cmd;
}

char **arena_game_argv(const arena_config *c, const arena_game *g, char *numbuf)
{
    size_t nptr = (size_t)c->njudge_args + 26;
    size_t extra = c->replay_dir ? strlen(c->replay_dir) + ARENA_KEY_MAX + 8 : 0;
    char **v = (char **)calloc(1, nptr * sizeof(char *) + extra);
    char *seed = numbuf, *tms = numbuf + 32, *nbuf = numbuf + 64;
    int k = 0;
    if (!v)
        return NULL;
    snprintf(seed, 32, "%llu", g->seed);
    snprintf(tms, 32, "%lld", c->time_ms);
    snprintf(nbuf, 32, "%lld", c->n);
    v[k++] = (char *)c->judge;
    v[k++] = (char *)"--seed";
    v[k++] = seed;
    if (c->replay_dir) { /* the path lives in the same block, after the pointers */
        ap_replay_path(c, g, (char *)(v + nptr), extra);
        v[k++] = (char *)"--replay";
        v[k++] = (char *)(v + nptr);
    }
    if (c->kind == ARENA_SAKURA)
        ap_sakura_args(c, g, v, k, tms);
    else
        ap_candy_args(c, g, v, k, tms, nbuf);
    return v;
}

static int ap_plain_word(const char *s)
{
    if (!*s)
        return 0;
    for (; *s; s++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./,=:+-@%", *s))
            return 0;
    return 1;
}

char *arena_shell_join(char *const *argv)
{
    size_t need = 1, i, k = 0;
    const char *p;
    char *out;
    for (i = 0; argv[i]; i++)
        need += 4 * strlen(argv[i]) + 3;
    out = (char *)malloc(need);
    if (!out)
        return NULL;
    for (i = 0; argv[i]; i++) {
        if (i)
            out[k++] = ' ';
        if (ap_plain_word(argv[i])) {
            for (p = argv[i]; *p; p++)
                out[k++] = *p;
            continue;
        }
        out[k++] = '\'';
        for (p = argv[i]; *p; p++) {
            if (*p == '\'') {
                memcpy(out + k, "'\\''", 4);
                k += 4;
            } else {
                out[k++] = *p;
            }
        }
        out[k++] = '\'';
    }
    out[k] = '\0';
    return out;
}

/* the shell word at *s into out (quotes and backslashes undone, at most
 * cap - 1 bytes kept, *len its full length); *s moved past it and the
 * blanks after it */
static void ap_next_word(const char **s, char *out, size_t cap, size_t *len)
{
    const char *p = *s;
    size_t k = 0;
    for (; *p && *p != ' '; p++) {
        char ch;
        if (*p == '\'') {
            for (p++; *p && *p != '\''; p++, k++)
                if (k + 1 < cap)
                    out[k] = *p;
            if (!*p)
                break;
            continue;
        }
        if (*p == '\\' && p[1])
            p++;
        ch = *p;
        if (k + 1 < cap)
            out[k] = ch;
        k++;
    }
    if (cap)
        out[k < cap ? k : cap - 1] = '\0';
    *len = k;
    while (*p == ' ')
        p++;
    *s = p;
}

int arena_cmd_option(const char *cmd, const char *opt, char *out, size_t cap)
{
    const char *s = cmd;
    size_t len;
    int found = 0;
    while (*s == ' ')
        s++;
    while (*s) {
        ap_next_word(&s, out, cap, &len);
        if (found)
            return len < cap ? 0 : -1;
        found = len < cap && strcmp(out, opt) == 0;
    }
    return -1;
}
