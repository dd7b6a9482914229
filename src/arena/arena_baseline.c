/*
 * arena_baseline.c -- the current run against an older one, case by case;
 * see arena_baseline.h for what a case and a row are.
 *
 * Both runs' counted records are indexed by key (a sorted array searched
 * by bsearch), so matching is O(n log n).  Rows are found again by index
 * (creating one may move the array), as in arena_summary.c.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_baseline.h"
#include "arena/arena_json.h"

#define BL_TEXT_ROWS 12 /* Candy rows the text block prints at most */

typedef struct bl_entry {
    const char *key;
    const arena_rec *rec;
    size_t at;                    /* index in its list */
} bl_entry;

typedef struct bl_index {
    bl_entry *v;
    size_t n;
} bl_index;

static int bl_entry_cmp(const void *x, const void *y)
{
    return strcmp(((const bl_entry *)x)->key, ((const bl_entry *)y)->key);
}

/* the counted records of l that have a result, sorted by key; 0 or -1 */
static int bl_index_build(const arena_rec_list *l, bl_index *ix)
{
    size_t n, i, *c = arena_rec_list_counted(l, &n);
    ix->n = 0;
    ix->v = (bl_entry *)malloc((n + 1) * sizeof *ix->v);
    if (!c || !ix->v) {
        free(c);
        free(ix->v);
        ix->v = NULL;
        return -1;
    }
    for (i = 0; i < n; i++)
        if (l->v[c[i]].has_result) {
            ix->v[ix->n].key = l->v[c[i]].key;
            ix->v[ix->n].rec = &l->v[c[i]];
            ix->v[ix->n++].at = c[i];
        }
    free(c);
    qsort(ix->v, ix->n, sizeof *ix->v, bl_entry_cmp);
    return 0;
}

static const bl_entry *bl_find(const bl_index *ix, const char *key)
{
    bl_entry k;
    k.key = key;
    k.rec = NULL;
    k.at = 0;
    return (const bl_entry *)bsearch(&k, ix->v, ix->n, sizeof *ix->v, bl_entry_cmp);
}

static int bl_name_index(char *const *names, int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++)
        if (!strcmp(names[i], name))
            return i;
    return -1;
}

const arena_bl_row *arena_baseline_row(const arena_baseline *b, int bot, int t, int g)
{
    int i;
    for (i = 0; i < b->nrows; i++)
        if (b->rows[i].bot == bot && b->rows[i].tagger == t && b->rows[i].gen == g)
            return &b->rows[i];
    return NULL;
}

/* index of the row, created if new; -1 if out of memory */
static int bl_row(arena_baseline *b, int bot, int t, int g)
{
    const arena_bl_row *r = arena_baseline_row(b, bot, t, g);
    arena_bl_row *nv;
    if (r)
        return (int)(r - b->rows);
    if (!(nv = (arena_bl_row *)realloc(b->rows, (size_t)(b->nrows + 1) * sizeof *nv)))
        return -1;
    b->rows = nv;
    memset(&nv[b->nrows], 0, sizeof *nv);
    nv[b->nrows].bot = bot;
    nv[b->nrows].tagger = t;
    nv[b->nrows].gen = g;
    nv[b->nrows].pairing = bot; /* Sakura rows are made as (p, -1, -1) */
    return b->nrows++;
}

static void bl_fold(arena_bl_row *r, double now, double old, int candy)
{
    double best = now > old ? now : old;
    arena_sample_add(&r->diff, now - old);
    arena_sample_add(&r->now, now);
    arena_sample_add(&r->old, old);
    if (candy) {
        arena_sample_add(&r->rel_now, best > 0 ? now / best : 1.0);
        arena_sample_add(&r->rel_old, best > 0 ? old / best : 1.0);
    }
    r->better += now > old;
    r->worse += now < old;
    r->same += now == old;
}

/* one case into its rows (the first is its finest) and the case list */
static int bl_case(arena_baseline *b, const int *rows, int nrows, size_t rec, double now,
                   double old)
{
    arena_bl_case *nv;
    int i;
    for (i = 0; i < nrows; i++) {
        if (rows[i] < 0)
            return -1;
        bl_fold(&b->rows[rows[i]], now, old, nrows > 1);
    }
    if (!(nv = (arena_bl_case *)realloc(b->cases, (b->ncases + 1) * sizeof *nv)))
        return -1;
    b->cases = nv;
    nv[b->ncases].row = rows[0];
    nv[b->ncases].rec = rec;
    nv[b->ncases].now = now;
    nv[b->ncases++].old = old;
    return 0;
}

static int bl_candy(arena_baseline *b, const arena_summary *s, const bl_index *now,
                    const bl_index *old)
{
    size_t i;
    int rows[4], bot, t, g;
    for (i = 0; i < now->n; i++) {
        const arena_rec *r = now->v[i].rec;
        const bl_entry *o = bl_find(old, r->key);
        if (!o)
            continue;
        bot = bl_name_index(s->bots, s->nbots, r->name[0]);
        t = bl_name_index(s->taggers, s->ntaggers, r->tagger);
        g = bl_name_index(s->gens, s->ngens, r->gen);
        if (bot < 0 || t < 0 || g < 0)
            continue;
        rows[0] = bl_row(b, bot, t, g);
        rows[1] = bl_row(b, bot, t, -1);
        rows[2] = bl_row(b, bot, -1, g);
        rows[3] = bl_row(b, bot, -1, -1);
        if (bl_case(b, rows, 4, now->v[i].at, r->res.score, o->rec->res.score) != 0)
            return -1;
    }
    return 0;
}

/* the first bot's points of a Sakura result */
static double bl_points(const arena_rec *r)
{
    return r->res.winner == 0 ? 0.5 : r->res.winner == r->side ? 1.0 : 0.0;
}

/* the record in ix of the Sakura game of pairing first second, seed, the
 * first bot's side (docs/arena.md: a record's key), or NULL */
static const bl_entry *bl_find_game(const bl_index *ix, const char *first, const char *second,
                                    unsigned long long seed, int side)
{
    char k[ARENA_KEY_MAX];
    arena_sakura_key(k, first, second, seed, side);
    return bl_find(ix, k);
}

/* the other side's record of a Sakura game in ix, or NULL */
static const bl_entry *bl_other_side(const bl_index *ix, const arena_rec *r)
{
    return bl_find_game(ix, r->name[0], r->name[1], r->seed, 3 - r->side);
}

static int bl_pairing_index(const arena_summary *s, const arena_rec *r)
{
    int a = bl_name_index(s->bots, s->nbots, r->name[0]);
    int c = bl_name_index(s->bots, s->nbots, r->name[1]), p;
    for (p = 0; p < s->npairings; p++)
        if (s->pairings[p].a == a && s->pairings[p].b == c)
            return p;
    return -1;
}

/* the first bot of r's pairing: its pair points for r's seed in the old
 * run, which may have named the two bots the other way round (its first
 * bot then the other; the same games, seen from the other side); 0, or -1
 * when the old run lacks a side of that seed */
static int bl_old_pair_points(const bl_index *old, const arena_rec *r, double *pts)
{
    const bl_entry *o1 = bl_find(old, r->key), *o2;
    if (o1 && (o2 = bl_other_side(old, r)) != NULL) {
        *pts = bl_points(o1->rec) + bl_points(o2->rec);
        return 0;
    }
    if (!(o1 = bl_find_game(old, r->name[1], r->name[0], r->seed, 3 - r->side)) ||
        !(o2 = bl_other_side(old, o1->rec)))
        return -1;
    *pts = 2.0 - bl_points(o1->rec) - bl_points(o2->rec);
    return 0;
}

static int bl_sakura(arena_baseline *b, const arena_summary *s, const bl_index *now,
                     const bl_index *old)
{
    size_t i;
    int row, p;
    double was;
    for (i = 0; i < now->n; i++) {
        const arena_rec *r = now->v[i].rec;
        const bl_entry *n2;
        if (r->side != 1 || !(n2 = bl_other_side(now, r)) || bl_old_pair_points(old, r, &was) != 0 ||
            (p = bl_pairing_index(s, r)) < 0)
            continue;
        row = bl_row(b, p, -1, -1);
        if (bl_case(b, &row, 1, now->v[i].at, bl_points(r) + bl_points(n2->rec), was) != 0)
            return -1;
    }
    return 0;
}

/* rows in table order: pairings, or bot then tagger then gen with "*" first */
static long bl_row_rank(const arena_bl_row *r)
{
    return ((long)r->bot * 1024 + r->tagger + 1) * 1024 + r->gen + 1;
}

typedef struct bl_ord {
    long rank;
    int at;
} bl_ord;

static int bl_order_cmp(const void *x, const void *y)
{
    long a = ((const bl_ord *)x)->rank, c = ((const bl_ord *)y)->rank;
    return (a > c) - (a < c);
}

/* the rows in table order, the cases' row numbers following; 0 or -1 */
static int bl_sort(arena_baseline *b)
{
    bl_ord *order = (bl_ord *)malloc((size_t)b->nrows * sizeof *order);
    int *where = (int *)malloc((size_t)b->nrows * sizeof *where), i;
    arena_bl_row *sorted = (arena_bl_row *)malloc((size_t)b->nrows * sizeof *sorted);
    size_t k;
    if (!order || !where || !sorted) {
        free(order);
        free(where);
        free(sorted);
        return -1;
    }
    for (i = 0; i < b->nrows; i++) {
        order[i].rank = bl_row_rank(&b->rows[i]);
        order[i].at = i;
    }
    qsort(order, (size_t)b->nrows, sizeof *order, bl_order_cmp);
    for (i = 0; i < b->nrows; i++) {
        sorted[i] = b->rows[order[i].at];
        where[order[i].at] = i;
    }
    for (k = 0; k < b->ncases; k++)
        b->cases[k].row = where[b->cases[k].row];
    free(b->rows);
    b->rows = sorted;
    free(order);
    free(where);
    return 0;
}

int arena_baseline_compare(arena_baseline *b, const arena_summary *s, const arena_rec_list *recs)
{
    bl_index now, old;
    int rc = -1;
    memset(&now, 0, sizeof now);
    memset(&old, 0, sizeof old);
    b->now = s;
    if (bl_index_build(recs, &now) == 0 && bl_index_build(&b->recs, &old) == 0)
        rc = s->kind == ARENA_SAKURA ? bl_sakura(b, s, &now, &old) : bl_candy(b, s, &now, &old);
    free(now.v);
    free(old.v);
    if (rc == 0 && b->nrows > 0)
        rc = bl_sort(b);
    if (rc != 0)
        b->failed = 1;
    return rc;
}

/* ---- output ---- */

static void bl_num(json_writer *w, const char *k, double v)
{
    json_w_key(w, k);
    json_w_num(w, v);
}

static void bl_json_row(const arena_summary *s, const arena_bl_row *r, json_writer *w)
{
    json_w_obj(w);
    if (s->kind == ARENA_SAKURA) {
        json_w_key(w, "bots");
        json_w_arr(w);
        json_w_str(w, s->bots[s->pairings[r->pairing].a]);
        json_w_str(w, s->bots[s->pairings[r->pairing].b]);
        json_w_arr_end(w);
    } else {
        json_w_key(w, "bot");
        json_w_str(w, s->bots[r->bot]);
        json_w_key(w, "tagger");
        json_w_str(w, r->tagger < 0 ? "*" : s->taggers[r->tagger]);
        json_w_key(w, "gen");
        json_w_str(w, r->gen < 0 ? "*" : s->gens[r->gen]);
    }
    json_w_key(w, "cases");
    json_w_int(w, r->diff.n);
    bl_num(w, "diff_mean", arena_sample_mean(&r->diff));
    bl_num(w, "diff_ci", arena_sample_ci(&r->diff));
    bl_num(w, "now_mean", arena_sample_mean(&r->now));
    bl_num(w, "old_mean", arena_sample_mean(&r->old));
    if (s->kind == ARENA_CANDY) {
        bl_num(w, "rel_now", arena_sample_mean(&r->rel_now));
        bl_num(w, "rel_old", arena_sample_mean(&r->rel_old));
    }
    json_w_key(w, "better");
    json_w_int(w, r->better);
    json_w_key(w, "worse");
    json_w_int(w, r->worse);
    json_w_key(w, "same");
    json_w_int(w, r->same);
    json_w_obj_end(w);
}

/* the "baseline" object of the JSON summary: files, the old summary, rows */
static void bl_json(const arena_baseline *b, json_writer *w)
{
    int i;
    json_w_obj(w);
    json_w_key(w, "files");
    json_w_arr(w);
    for (i = 0; i < b->nfiles; i++)
        json_w_str(w, b->files[i]);
    json_w_arr_end(w);
    json_w_key(w, "summary");
    arena_json_summary(&b->sum, w);
    json_w_key(w, "rows");
    json_w_arr(w);
    for (i = 0; i < b->nrows; i++)
        bl_json_row(b->now, &b->rows[i], w);
    json_w_arr_end(w);
    json_w_obj_end(w);
}

void arena_baseline_summary_json(const arena_summary *s,
                                 const arena_baseline *b, json_writer *w)
{
    json_w_obj(w);
    arena_json_summary_members(s, w);
    if (b) {
        json_w_key(w, "baseline");
        bl_json(b, w);
    }
    json_w_obj_end(w);
}

/* a number for the text: "-" for NaN */
static const char *bl_fmt(char *buf, size_t cap, const char *fmt, double v)
{
    if (isnan(v))
        snprintf(buf, cap, "-");
    else
        snprintf(buf, cap, fmt, v);
    return buf;
}

static void bl_text_row(const arena_summary *s, const arena_bl_row *r, FILE *f)
{
    char b1[32], b2[32], b3[32], b4[32], b5[32], b6[32], name[3 * ARENA_NAME_MAX + 8];
    if (s->kind == ARENA_SAKURA)
        snprintf(name, sizeof name, "%s vs %s", s->bots[s->pairings[r->pairing].a],
                 s->bots[s->pairings[r->pairing].b]);
    else
        snprintf(name, sizeof name, "%s %s %s", s->bots[r->bot],
                 r->tagger < 0 ? "*" : s->taggers[r->tagger], r->gen < 0 ? "*" : s->gens[r->gen]);
    fprintf(f, "%-30s %6lld %8s +/- %-6s %7s %7s %7s %7s %5lld/%lld/%lld\n", name, r->diff.n,
            bl_fmt(b1, 32, "%+.3f", arena_sample_mean(&r->diff)),
            bl_fmt(b2, 32, "%.3f", arena_sample_ci(&r->diff)),
            bl_fmt(b3, 32, "%.3f", arena_sample_mean(&r->now)),
            bl_fmt(b4, 32, "%.3f", arena_sample_mean(&r->old)),
            bl_fmt(b5, 32, "%.1f", s->kind == ARENA_CANDY ? 100 * arena_sample_mean(&r->rel_now) : NAN),
            bl_fmt(b6, 32, "%.1f", s->kind == ARENA_CANDY ? 100 * arena_sample_mean(&r->rel_old) : NAN),
            r->better, r->worse, r->same);
}

void arena_baseline_text(const arena_baseline *b, FILE *f)
{
    const arena_summary *s = b->now;
    int i, shown = 0;
    fprintf(f, "--------------------------------------------------\n"
               "Against the baseline (%s%s): per %s, now - old (95%% CI)\n",
            b->nfiles ? b->files[0] : "?", b->nfiles > 1 ? ", ..." : "",
            s->kind == ARENA_SAKURA ? "seed, pair points 0..2" : "game, score; relative score %");
    fprintf(f, "%-30s %6s %17s %7s %7s %7s %7s %s\n", s->kind == ARENA_SAKURA ? "Pairing" : "Bot Tagger Gen",
            "Cases", "Diff now-old", "Now", "Old", "RelNow", "RelOld", "better/worse/same");
    for (i = 0; i < b->nrows && shown < BL_TEXT_ROWS; i++)
        if (s->kind == ARENA_SAKURA || (b->rows[i].tagger >= 0 && b->rows[i].gen >= 0) ||
            (b->rows[i].tagger < 0 && b->rows[i].gen < 0 && s->ntaggers * s->ngens > 1)) {
            bl_text_row(s, &b->rows[i], f);
            shown++;
        }
    if (b->nrows == 0)
        fprintf(f, "(no seed played by both runs)\n");
}

void arena_baseline_free(arena_baseline *b)
{
    arena_rec_list_free(&b->recs);
    arena_summary_free(&b->sum);
    free(b->rows);
    free(b->cases);
    b->rows = NULL;
    b->cases = NULL;
    b->nrows = 0;
    b->ncases = 0;
}
