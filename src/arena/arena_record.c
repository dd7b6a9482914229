/*
 * arena_record.c -- checking judge result lines, writing and reading the
 * arena's records; see arena_record.h.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_record.h"

#define AR_SAKURA_TURNS 60   /* docs/rules/sakura-duel.md: the game's last turn */
#define AR_CANDY_TURNS 100   /* docs/rules/candy-hunt.md §0: turns, so also the most candy */
#define AR_CANDY_MIN_N 11    /* docs/rules/candy-hunt.md §1: 11 <= N <= 23 */
#define AR_CANDY_MAX_N 23
#define AR_MAX_MS 1e7        /* a time in a record: the judges' budgets are at most 600 s */
#define AR_SEED_DIGITS 20 /* 2^64-1 has 20 digits */

static const char *const ar_reason_names[ARENA_R_COUNT] = {
    "hp", "out", "blessings", "turn_limit", "timeout", "illegal", "crash", "draw", "caught"};

const char *arena_reason_name(int reason)
{
    return reason >= 0 && reason < ARENA_R_COUNT ? ar_reason_names[reason] : "?";
}

static int ar_reason(int kind, const json_value *v)
{
    int i;
    if (!v || v->type != JSON_STR)
        return -1;
    for (i = 0; i < ARENA_R_COUNT; i++)
        if (strcmp(v->str, ar_reason_names[i]) == 0)
            break;
    if (i == ARENA_R_COUNT)
        return -1;
    if (kind == ARENA_SAKURA && i == ARENA_R_CAUGHT)
        return -1;
    if (kind == ARENA_CANDY && i != ARENA_R_CAUGHT && i != ARENA_R_TURN_LIMIT &&
        i != ARENA_R_TIMEOUT && i != ARENA_R_ILLEGAL && i != ARENA_R_CRASH)
        return -1;
    return i;
}

/* a pair [x, y] of numbers >= 0 into out; absent -> -1s (0), bad -> -1 */
static int ar_pair(const json_value *v, double out[2], int required)
{
    const json_value *x, *y;
    out[0] = out[1] = -1.0;
    if (!v)
        return required ? -1 : 0;
    x = json_at(v, 0);
    y = json_at(v, 1);
    if (v->type != JSON_ARR || v->count != 2 || x->type != JSON_NUM || y->type != JSON_NUM ||
        !(x->num >= 0 && x->num <= AR_MAX_MS) || !(y->num >= 0 && y->num <= AR_MAX_MS))
        return -1;
    out[0] = x->num;
    out[1] = y->num;
    return 0;
}

static int ar_sakura(const json_value *o, arena_result *r, const char **bad)
{
    long long w, t;
    if (!json_int_in(json_get(o, "winner"), 0, 2, &w))
        return *bad = "winner", -1;
    r->winner = (int)w;
    if ((r->reason = ar_reason(ARENA_SAKURA, json_get(o, "reason"))) < 0)
        return *bad = "reason", -1;
    if ((r->winner == 0) != (r->reason == ARENA_R_DRAW))
        return *bad = "winner/reason (a draw has winner 0 and reason draw)", -1;
    if (!json_int_in(json_get(o, "turns"), 0, AR_SAKURA_TURNS, &t))
        return *bad = "turns", -1;
    r->turns = (int)t;
    /* docs/rules/sakura-duel.md §6: a tiebreak is on turn 60; only a
     * forfeit (or two, a draw) ends a game before turn 1 */
    if (r->reason == ARENA_R_TURN_LIMIT && r->turns != AR_SAKURA_TURNS)
        return *bad = "turns (a turn_limit game ends on turn 60)", -1;
    if (r->turns == 0 && (r->reason == ARENA_R_HP || r->reason == ARENA_R_OUT || r->reason == ARENA_R_BLESSINGS))
        return *bad = "turns (a game won on the board has played a turn)", -1;
    if (ar_pair(json_get(o, "time_ms"), r->time_ms, 1) != 0)
        return *bad = "time_ms", -1;
    if (ar_pair(json_get(o, "mean_reply_ms"), r->mean_reply_ms, 0) != 0)
        return *bad = "mean_reply_ms", -1;
    if (ar_pair(json_get(o, "max_reply_ms"), r->max_reply_ms, 0) != 0)
        return *bad = "max_reply_ms", -1;
    return 0;
}

static int ar_candy(const json_value *o, arena_result *r, const char **bad)
{
    long long s, t;
    const json_value *v;
    if (!json_int_in(json_get(o, "score"), 0, AR_CANDY_TURNS, &s))
        return *bad = "score", -1;
    r->score = (int)s;
    v = json_get(o, "caught");
    if (!v || v->type != JSON_BOOL)
        return *bad = "caught", -1;
    r->caught = v->num != 0;
    if (!json_int_in(json_get(o, "turn"), 0, AR_CANDY_TURNS, &t))
        return *bad = "turn", -1;
    r->turns = (int)t;
    if ((r->reason = ar_reason(ARENA_CANDY, json_get(o, "reason"))) < 0)
        return *bad = "reason", -1;
    if (r->caught != (r->reason == ARENA_R_CAUGHT))
        return *bad = "caught/reason", -1;
    /* docs/rules/candy-hunt.md §7: every game reaches turn 1; the limit is turn 100 */
    if (r->turns < 1)
        return *bad = "turn (every game ends on turn 1 or later)", -1;
    if (r->reason == ARENA_R_TURN_LIMIT && r->turns != AR_CANDY_TURNS)
        return *bad = "turn (a turn_limit game ends on turn 100)", -1;
    /* docs/rules/candy-hunt.md §3: at most one candy a turn; a failure scores 0 */
    if (r->score > r->turns)
        return *bad = "score (more candy than turns)", -1;
    if ((r->reason == ARENA_R_TIMEOUT || r->reason == ARENA_R_ILLEGAL || r->reason == ARENA_R_CRASH) &&
        r->score != 0)
        return *bad = "score (a failed game scores 0)", -1;
    v = json_get(o, "time_ms");
    if (!v || v->type != JSON_NUM || !(v->num >= 0 && v->num <= AR_MAX_MS))
        return *bad = "time_ms", -1;
    r->time_ms[0] = v->num;
    v = json_get(o, "max_reply_ms");
    if (v && (v->type != JSON_NUM || !(v->num >= 0 && v->num <= AR_MAX_MS)))
        return *bad = "max_reply_ms", -1;
    r->max_reply_ms[0] = v ? v->num : -1.0;
    v = json_get(o, "n");
    if (v && !json_int_in(v, AR_CANDY_MIN_N, AR_CANDY_MAX_N, &t))
        return *bad = "n", -1;
    r->n = v ? (int)t : -1;
    return 0;
}

/* index just past the string whose opening quote is t[i]; len if unfinished */
static size_t ar_skip_string(const char *t, size_t len, size_t i)
{
    for (i++; i < len && t[i] != '"'; i++)
        if (t[i] == '\\')
            i++;
    return i < len ? i + 1 : len;
}

/* a plain decimal integer below 2^64 at t[0..len), ended by a delimiter */
static int ar_digits(const char *t, size_t len, unsigned long long *out)
{
    char buf[AR_SEED_DIGITS + 1], *end;
    size_t n = 0;
    while (n < len && t[n] >= '0' && t[n] <= '9')
        n++;
    if (n == 0 || n > AR_SEED_DIGITS || (n < len && !strchr(" \t\r\n,}]", t[n])))
        return -1;
    memcpy(buf, t, n);
    buf[n] = '\0';
    errno = 0;
    *out = strtoull(buf, &end, 10);
    return errno ? -1 : 0;
}

/* the index just past the ':' (and blanks) of the first member named key
 * (keylen bytes, written without escapes) of an object at nesting depth
 * `depth` (1: the outer object) of the JSON text t; len if there is none */
static size_t ar_member_value(const char *t, size_t len, int depth, const char *key, size_t keylen)
{
    size_t i = 0, s, k;
    int d = 0;
    while (i < len) {
        if (t[i] != '"') {
            d += (t[i] == '{' || t[i] == '[') - (t[i] == '}' || t[i] == ']');
            i++;
            continue;
        }
        s = i + 1;
        i = ar_skip_string(t, len, i);
        if (d != depth || i - s != keylen + 1 || memcmp(t + s, key, keylen) != 0)
            continue;
        for (k = i; k < len && strchr(" \t\r\n", t[k]); k++)
            ;
        if (k < len && t[k] == ':') {
            for (k++; k < len && strchr(" \t\r\n", t[k]); k++)
                ;
            return k;
        }
    }
    return len;
}

/* the value of the first member "seed" of an object at nesting depth
 * `depth` of the JSON text t, exactly; 0 or -1 */
static int ar_seed_text(const char *t, size_t len, int depth, unsigned long long *out)
{
    size_t k = ar_member_value(t, len, depth, "seed", 4);
    return k < len ? ar_digits(t + k, len - k, out) : -1;
}

/* the text of the outer object's member "result", an object: *start at
 * its '{', returns the length up to and with its '}'; 0 if none */
static size_t ar_result_span(const char *t, size_t len, size_t *start)
{
    size_t i = ar_member_value(t, len, 1, "result", 6);
    int d = 0;
    *start = i;
    if (i >= len || t[i] != '{')
        return 0;
    while (i < len) {
        if (t[i] == '"') {
            i = ar_skip_string(t, len, i);
            continue;
        }
        d += (t[i] == '{' || t[i] == '[') - (t[i] == '}' || t[i] == ']');
        if (++i, d == 0)
            return i - *start;
    }
    return 0;
}

/* the seed of object o (at `depth` in text t): its digits, agreeing with
 * the number the reader made of them; 0 or -1 */
static int ar_seed(const json_value *o, const char *t, size_t len, int depth,
                   unsigned long long *out)
{
    const json_value *v = json_get(o, "seed");
    if (!v || v->type != JSON_NUM || ar_seed_text(t, len, depth, out) != 0)
        return -1;
    return v->num == (double)*out ? 0 : -1;
}

/* WHAT "FIELD" (WHY) from bad = "FIELD (WHY)": only the field quoted */
static void ar_bad_words(char *err, size_t cap, const char *what, const char *bad)
{
    const char *why = strstr(bad, " (");
    if (why)
        snprintf(err, cap, "%s \"%.*s\"%s", what, (int)(why - bad), bad, why);
    else
        snprintf(err, cap, "%s \"%s\"", what, bad);
}

static void ar_result_init(int kind, arena_result *r)
{
    memset(r, 0, sizeof *r);
    r->kind = kind;
    r->time_ms[0] = r->time_ms[1] = r->mean_reply_ms[0] = r->mean_reply_ms[1] = -1.0;
    r->max_reply_ms[0] = r->max_reply_ms[1] = -1.0;
    r->n = -1;
}

/* check a parsed result object (at `depth` in the text t); 0 or -1 with
 * the bad field in *bad */
static int ar_result_obj(int kind, const json_value *o, const char *t, size_t len, int depth,
                         arena_result *r, const char **bad)
{
    const char *want = kind == ARENA_SAKURA ? "sakura" : "candy";
    const json_value *g = json_get(o, "game");
    ar_result_init(kind, r);
    if (o->type != JSON_OBJ || !g || g->type != JSON_STR || strcmp(g->str, want) != 0)
        return *bad = "game", -1;
    if (ar_seed(o, t, len, depth, &r->seed) != 0)
        return *bad = "seed", -1;
    return kind == ARENA_SAKURA ? ar_sakura(o, r, bad) : ar_candy(o, r, bad);
}

int arena_parse_result(int kind, const char *text, size_t len, arena_result *r,
                       char *err, size_t cap)
{
    char jerr[160];
    const char *bad = "?";
    json_value *o = json_parse(text, len, jerr, sizeof jerr);
    int rc;
    ar_result_init(kind, r);
    if (!o) {
        snprintf(err, cap, "result line is not JSON: %s", jerr);
        return -1;
    }
    rc = ar_result_obj(kind, o, text, len, 1, r, &bad);
    json_free(o);
    if (rc != 0)
        ar_bad_words(err, cap, "result line has a missing or bad", bad);
    return rc;
}

/* "seed": S as an exact integer (json_w_int stops at 2^63-1) */
static void ar_write_seed(json_writer *w, unsigned long long seed)
{
    char num[AR_SEED_DIGITS + 1];
    snprintf(num, sizeof num, "%llu", seed);
    json_w_key(w, "seed");
    json_w_raw(w, num);
}

static void ar_common(json_writer *w, const char *key, const char *game)
{
    json_w_obj(w);
    json_w_key(w, "arena");
    json_w_int(w, 1);
    json_w_key(w, "key");
    json_w_str(w, key);
    json_w_key(w, "game");
    json_w_str(w, game);
}

static void ar_sakura_game(json_writer *w, const arena_config *c, const arena_game *g)
{
    json_w_key(w, "pairing");
    json_w_arr(w);
    json_w_str(w, c->bots[g->a].name);
    json_w_str(w, c->bots[g->b].name);
    json_w_arr_end(w);
    json_w_key(w, "index");
    json_w_arr(w);
    json_w_int(w, g->a);
    json_w_int(w, g->b);
    json_w_arr_end(w);
    ar_write_seed(w, g->seed);
    json_w_key(w, "side");
    json_w_int(w, g->side);
}

static void ar_candy_game(json_writer *w, const arena_config *c, const arena_game *g)
{
    json_w_key(w, "bot");
    json_w_str(w, c->bots[g->a].name);
    json_w_key(w, "index");
    json_w_int(w, g->a);
    json_w_key(w, "tagger");
    json_w_str(w, c->taggers[g->tagger]);
    json_w_key(w, "gen");
    json_w_str(w, c->gens[g->gen]);
    ar_write_seed(w, g->seed);
}

/* the writer's text and a newline, in a new string; NULL if out of memory */
static char *ar_take_line(json_writer *w)
{
    char *line = NULL;
    if (!w->failed && (line = (char *)malloc(w->len + 2))) {
        memcpy(line, w->buf, w->len);
        line[w->len] = '\n';
        line[w->len + 1] = '\0';
    }
    json_w_free(w);
    return line;
}

void arena_forfeit_lines(const char *text, char *out, size_t cap)
{
    size_t n = 0;
    int lines = 0;
    if (cap == 0)
        return;
    out[0] = '\0';
    while (*text && lines < ARENA_FORFEIT_LINES) {
        size_t len = strcspn(text, "\n"), keep = len < ARENA_FORFEIT_LINE_MAX ? len : ARENA_FORFEIT_LINE_MAX;
        const char *after = strstr(text, ": ");
        int warning = after && after < text + len && strncmp(after + 2, "warning: ", 9) == 0;
        if (!warning && text[strspn(text, " \t\r")] != '\n' && text[strspn(text, " \t\r")] != '\0') {
            int w = snprintf(out + n, cap - n, "%s%.*s", lines ? "\n" : "", (int)keep, text);
            if (w < 0 || (size_t)w >= cap - n)
                break;
            n += (size_t)w;
            lines++;
        }
        text += len + (text[len] == '\n');
    }
}

/* "forfeit": the lines as an array of strings */
static void ar_write_forfeit(json_writer *w, const char *forfeit)
{
    json_w_key(w, "forfeit");
    json_w_arr(w);
    while (*forfeit) {
        size_t len = strcspn(forfeit, "\n");
        char line[ARENA_FORFEIT_LINE_MAX + 1];
        snprintf(line, sizeof line, "%.*s", (int)len, forfeit);
        json_w_str(w, line);
        forfeit += len + (forfeit[len] == '\n');
    }
    json_w_arr_end(w);
}

char *arena_record_line(const arena_config *c, const arena_game *g, const char *key,
                        const char *cmd, const char *result_line, const char *forfeit,
                        const char *error)
{
    json_writer w;
    json_w_init(&w);
    if (c->kind == ARENA_SAKURA) {
        ar_common(&w, key, "sakura");
        ar_sakura_game(&w, c, g);
    } else {
        ar_common(&w, key, "candy");
        ar_candy_game(&w, c, g);
    }
    json_w_key(&w, "cmd");
    json_w_str(&w, cmd);
    if (result_line) {
        json_w_key(&w, "result");
        json_w_raw(&w, result_line);
        if (forfeit && *forfeit)
            ar_write_forfeit(&w, forfeit);
    } else {
        json_w_key(&w, "error");
        json_w_str(&w, error ? error : "unknown error");
    }
    json_w_obj_end(&w);
    return ar_take_line(&w);
}

/* a string member that is a valid name, duplicated; NULL if absent/bad */
static char *ar_name(const json_value *v)
{
    return v && v->type == JSON_STR && arena_name_ok(v->str) ? strdup(v->str) : NULL;
}

static int ar_rec_sakura(const json_value *o, arena_rec *r, const char **bad)
{
    const json_value *p = json_get(o, "pairing"), *ix = json_get(o, "index");
    long long side, i0, i1;
    if (!p || p->type != JSON_ARR || p->count != 2 || !(r->name[0] = ar_name(json_at(p, 0))) ||
        !(r->name[1] = ar_name(json_at(p, 1))) || strcmp(r->name[0], r->name[1]) == 0)
        return *bad = "pairing", -1;
    if (!json_int_in(json_get(o, "side"), 1, 2, &side))
        return *bad = "side", -1;
    r->side = (int)side;
    if (ix && ix->type == JSON_ARR && json_int_in(json_at(ix, 0), 0, 1000000, &i0) &&
        json_int_in(json_at(ix, 1), 0, 1000000, &i1)) {
        r->index[0] = (int)i0;
        r->index[1] = (int)i1;
    }
    return 0;
}

static int ar_rec_candy(const json_value *o, arena_rec *r, const char **bad)
{
    long long i0;
    if (!(r->name[0] = ar_name(json_get(o, "bot"))))
        return *bad = "bot", -1;
    if (!(r->tagger = ar_name(json_get(o, "tagger"))))
        return *bad = "tagger", -1;
    if (!(r->gen = ar_name(json_get(o, "gen"))))
        return *bad = "gen", -1;
    if (json_int_in(json_get(o, "index"), 0, 1000000, &i0))
        r->index[0] = (int)i0;
    return 0;
}

/* the record's own key must match its fields, so merged files agree */
static int ar_key_matches(const arena_rec *r)
{
    char k[ARENA_KEY_MAX];
    if (r->kind == ARENA_SAKURA)
        arena_sakura_key(k, r->name[0], r->name[1], r->seed, r->side);
    else
        arena_candy_key(k, r->name[0], r->tagger, r->gen, r->seed);
    return strcmp(k, r->key) == 0;
}

/* a record's "forfeit" (absent, or an array of strings) into r->forfeit,
 * the lines joined by '\n'; 0, or -1 + bad */
static int ar_rec_forfeit(const json_value *f, arena_rec *r, const char **bad)
{
    size_t i, len = 0;
    if (!f)
        return 0;
    if (f->type != JSON_ARR)
        return *bad = "forfeit (an array of the judge's lines)", -1;
    for (i = 0; i < f->count; i++) {
        const json_value *x = json_at(f, i);
        if (x->type != JSON_STR || strchr(x->str, '\n'))
            return *bad = "forfeit (an array of the judge's lines)", -1;
        len += strlen(x->str) + 1;
    }
    if (f->count == 0 || !(r->forfeit = (char *)malloc(len)))
        return 0;
    for (i = 0, len = 0; i < f->count; i++) {
        size_t k = strlen(json_at(f, i)->str);
        memcpy(r->forfeit + len, json_at(f, i)->str, k);
        len += k;
        r->forfeit[len++] = '\n';
    }
    r->forfeit[len - 1] = '\0'; /* the last newline */
    return 0;
}

static int ar_rec_body(const json_value *o, const char *t, size_t len, arena_rec *r,
                       const char **bad)
{
    const json_value *g = json_get(o, "game"), *k = json_get(o, "key"), *res, *e, *cmd;
    long long version;
    if (o->type != JSON_OBJ || !json_int_in(json_get(o, "arena"), 1, 1, &version))
        return *bad = "arena (the record format, 1)", -1;
    if (!g || g->type != JSON_STR || (strcmp(g->str, "sakura") && strcmp(g->str, "candy")))
        return *bad = "game", -1;
    r->kind = strcmp(g->str, "sakura") == 0 ? ARENA_SAKURA : ARENA_CANDY;
    if (!k || k->type != JSON_STR || !(r->key = strdup(k->str)))
        return *bad = "key", -1;
    if (ar_seed(o, t, len, 1, &r->seed) != 0)
        return *bad = "seed", -1;
    if ((r->kind == ARENA_SAKURA ? ar_rec_sakura(o, r, bad) : ar_rec_candy(o, r, bad)) != 0)
        return -1;
    if (!ar_key_matches(r))
        return *bad = "key (does not match the record's fields)", -1;
    cmd = json_get(o, "cmd");
    if (cmd && cmd->type != JSON_STR)
        return *bad = "cmd", -1;
    r->cmd = strdup(cmd ? cmd->str : "");
    res = json_get(o, "result");
    e = json_get(o, "error");
    if (res) {
        size_t start = 0, n = ar_result_span(t, len, &start);
        const json_value *rt = json_get(res, "tagger"), *rg = json_get(res, "gen");
        /* an outside tagger's game says "external", a maze file's "file" (docs/candy-judge.md) */
        if (r->kind == ARENA_CANDY && ((rt && (rt->type != JSON_STR || (strcmp(rt->str, r->tagger) != 0 &&
                                                                         strcmp(rt->str, "external") != 0))) ||
                                       (rg && (rg->type != JSON_STR || (strcmp(rg->str, r->gen) != 0 &&
                                                                         strcmp(rg->str, "file") != 0)))))
            return *bad = "result tagger/gen (not the record's)", -1;
        /* the result's own text, so that a "seed" in another member's object is not taken for it */
        if (ar_result_obj(r->kind, res, t + start, n, 1, &r->res, bad) != 0)
            return -1;
        if (r->res.seed != r->seed)
            return *bad = "result seed", -1;
        r->has_result = 1;
        return ar_rec_forfeit(json_get(o, "forfeit"), r, bad);
    }
    if (!e || e->type != JSON_STR)
        return *bad = "result", -1;
    r->error = strdup(e->str);
    return 0;
}

int arena_rec_parse(const char *text, size_t len, arena_rec *r, char *err, size_t cap)
{
    char jerr[160];
    const char *bad = "?";
    json_value *o;
    int rc;
    memset(r, 0, sizeof *r);
    r->index[0] = r->index[1] = -1;
    o = json_parse(text, len, jerr, sizeof jerr);
    if (!o) {
        snprintf(err, cap, "not JSON: %s", jerr);
        return -1;
    }
    rc = ar_rec_body(o, text, len, r, &bad);
    json_free(o);
    if (rc != 0) {
        ar_bad_words(err, cap, "not an arena record: missing or bad", bad);
        arena_rec_free(r);
    }
    return rc;
}

int arena_rec_from_game(const arena_config *c, const arena_game *g, const char *key, const char *forfeit,
                        const arena_result *res, const char *error, arena_rec *r)
{
    memset(r, 0, sizeof *r);
    r->kind = c->kind;
    r->key = strdup(key);
    r->name[0] = strdup(c->bots[g->a].name);
    r->index[0] = g->a;
    r->index[1] = -1;
    if (c->kind == ARENA_SAKURA) {
        r->name[1] = strdup(c->bots[g->b].name);
        r->index[1] = g->b;
        r->side = g->side;
    } else {
        r->tagger = strdup(c->taggers[g->tagger]);
        r->gen = strdup(c->gens[g->gen]);
    }
    r->seed = g->seed;
    if (res) {
        r->has_result = 1;
        r->res = *res;
        if (forfeit && *forfeit && !(r->forfeit = strdup(forfeit))) {
            arena_rec_free(r);
            return -1;
        }
    } else {
        r->error = strdup(error ? error : "unknown error");
    }
    if (!r->key || !r->name[0] || (c->kind == ARENA_SAKURA && !r->name[1]) ||
        (c->kind == ARENA_CANDY && (!r->tagger || !r->gen)) || (!res && !r->error)) {
        arena_rec_free(r);
        return -1;
    }
    return 0;
}

void arena_rec_free(arena_rec *r)
{
    free(r->key);
    free(r->name[0]);
    free(r->name[1]);
    free(r->tagger);
    free(r->gen);
    free(r->error);
    free(r->forfeit);
    free(r->cmd);
    memset(r, 0, sizeof *r);
}

/* ---- record lists ---- */

int arena_rec_list_take(arena_rec_list *l, arena_rec *r)
{
    arena_rec *nv;
    if (l->n == l->cap) {
        size_t nc = l->cap ? 2 * l->cap : 256;
        if (!(nv = (arena_rec *)realloc(l->v, nc * sizeof *nv)))
            return -1;
        l->v = nv;
        l->cap = nc;
    }
    l->v[l->n++] = *r;
    memset(r, 0, sizeof *r);
    return 0;
}

void arena_rec_list_free(arena_rec_list *l)
{
    size_t i;
    for (i = 0; i < l->n; i++)
        arena_rec_free(&l->v[i]);
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* a record's key and its place in the list, sorted by key then place */
typedef struct ar_keyed {
    const char *key;
    size_t at;
} ar_keyed;

static int ar_keyed_cmp(const void *x, const void *y)
{
    const ar_keyed *a = (const ar_keyed *)x, *b = (const ar_keyed *)y;
    int c = strcmp(a->key, b->key);
    return c ? c : (a->at > b->at) - (a->at < b->at);
}

static int ar_index_cmp(const void *x, const void *y)
{
    size_t a = *(const size_t *)x, b = *(const size_t *)y;
    return (a > b) - (a < b);
}

size_t *arena_rec_list_counted(const arena_rec_list *l, size_t *count)
{
    ar_keyed *k = (ar_keyed *)malloc((l->n + 1) * sizeof *k);
    size_t *ix = (size_t *)malloc((l->n + 1) * sizeof *ix), i, j, m, pick, out = 0;
    *count = 0;
    if (!k || !ix) {
        free(k);
        free(ix);
        return NULL;
    }
    for (i = 0; i < l->n; i++) {
        k[i].key = l->v[i].key;
        k[i].at = i;
    }
    qsort(k, l->n, sizeof *k, ar_keyed_cmp);
    for (i = 0; i < l->n; i = j) {
        for (j = i + 1; j < l->n && !strcmp(k[j].key, k[i].key); j++)
            ;
        for (pick = k[i].at, m = i; m < j; m++)
            if (l->v[k[m].at].has_result) {
                pick = k[m].at;
                break;
            }
        ix[out++] = pick;
    }
    free(k);
    qsort(ix, out, sizeof *ix, ar_index_cmp);
    *count = out;
    return ix;
}
