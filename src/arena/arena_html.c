/*
 * arena_html.c -- the report page, its data and its replay links; see
 * arena_html.h for the page's JSON and how the links work from file://.
 *
 * The data is written with the common JSON writer into one buffer, then
 * the page is the template up to its marker, the data with every '<' as
 * \u003c, and the rest of the template.  Replay directories met while
 * writing the games are remembered (ah_dirs: the directory, its path
 * relative to the page, whether its viewer page could be written), so each
 * directory's viewer.html is written once a report.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "arena/arena_html.h"
#include "common/html_export.h"
#include "common/kit_cli.h"
#include "common/outfile.h"

extern const char report_html[];

#define AH_MARKER "/*__ARENA_REPORT_DATA__*/null"
#define AH_SAKURA_BUDGET_MS 1000 /* docs/sakura-judge.md: --time-ms default, each player */
#define AH_CANDY_BUDGET_MS 2000  /* docs/candy-judge.md: --time-ms default */
#define AH_LINK_MAX (2 * PATH_MAX + ARENA_KEY_MAX + 32)

/* The viewer page's embedded replay in a replay directory: null, after
 * writing (while the page is parsed, so before the viewer starts on
 * DOMContentLoaded) a script tag for KEY.js named by ?game=KEY; a missing
 * script leaves a string, which the viewer reports as no replay. */
static const char ah_loader[] =
    "(function () {\n"
    "  var m = /[?&]game=([A-Za-z0-9_.+-]+)/.exec(location.search);\n"
    "  if (m) document.write('<script src=\"' + m[1] + '.js\" onerror=\"EMBEDDED_REPLAY = '\n"
    "    + '\\'missing replay script ' + m[1] + '.js: run arena report --html again\\'\"><\\/script>');\n"
    "  return null;\n"
    "}())";

/* ---- notes ---- */

void arena_note(arena_notes *ns, const char *fmt, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(stderr, "arena: %s\n", line);
    if (!ns)
        return;
    if (ns->n < ARENA_NOTES_KEPT && (ns->v[ns->n] = strdup(line)))
        ns->n++;
    else
        ns->more++;
}

void arena_notes_free(arena_notes *ns)
{
    int i;
    for (i = 0; i < ns->n; i++)
        free(ns->v[i]);
    memset(ns, 0, sizeof *ns);
}

/* ---- paths ---- */

/* the components of an absolute path (in place), at most cap */
static int ah_split(char *p, char **comp, int cap)
{
    int n = 0;
    char *save = NULL, *t;
    for (t = strtok_r(p, "/", &save); t && n < cap; t = strtok_r(NULL, "/", &save))
        comp[n++] = t;
    return n;
}

/* the path from directory `from` to directory `to`, both existing; 0 or -1 */
static int ah_relpath(const char *from, const char *to, char *out, size_t cap)
{
    char a[PATH_MAX], b[PATH_MAX], *ca[PATH_MAX / 2], *cb[PATH_MAX / 2];
    int na, nb, i, common = 0;
    size_t k = 0;
    if (!realpath(from, a) || !realpath(to, b))
        return -1;
    na = ah_split(a, ca, PATH_MAX / 2);
    nb = ah_split(b, cb, PATH_MAX / 2);
    while (common < na && common < nb && !strcmp(ca[common], cb[common]))
        common++;
    out[0] = '\0';
    for (i = common; i < na && k + 4 < cap; i++)
        k += (size_t)snprintf(out + k, cap - k, "%s..", k ? "/" : "");
    for (i = common; i < nb && k < cap; i++)
        k += (size_t)snprintf(out + k, cap - k, "%s%s", k ? "/" : "", cb[i]);
    if (k == 0)
        snprintf(out, cap, ".");
    return k < cap ? 0 : -1;
}

/* path as a URL path: bytes other than unreserved ones and '/' as %XX */
static void ah_url(const char *path, char *out, size_t cap)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t k = 0;
    for (; *path && k + 4 < cap; path++) {
        unsigned char ch = (unsigned char)*path;
        if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
            strchr("-._~/", ch)) {
            out[k++] = (char)ch;
        } else {
            out[k++] = '%';
            out[k++] = hex[ch >> 4];
            out[k++] = hex[ch & 15];
        }
    }
    out[k] = '\0';
}

/* ---- replay links ---- */

typedef struct ah_dir {
    char *dir;                    /* as the commands name it */
    char *rel;                    /* URL path from the page's folder, NULL: no links there */
} ah_dir;

typedef struct ah_links {
    const char *page;             /* the page being written */
    const char *clash;            /* NULL, or a replay folder's file that is the page */
    char page_dir[PATH_MAX];
    ah_dir *v;
    int n;
    long long linked, missing;    /* games with a link; with a replay path but no file */
    int write_errno;              /* the first KEY.js that could not be written, its errno */
    long long unwritten;          /* games whose KEY.js could not be written */
    char write_path[PATH_MAX + 8];
} ah_links;

/* 1 if path may be (re)written as a file of ours: missing, or a regular
 * file holding sig (at its start with at_start); a file a record's
 * --replay happens to point at is never replaced */
static int ah_ours(const char *path, const char *sig, int at_start)
{
    struct stat st;
    char err[300];
    size_t len;
    char *text;
    int ours;
    if (lstat(path, &st) != 0)
        return errno == ENOENT;
    if (!S_ISREG(st.st_mode))
        return 0;
    if (at_start) { /* the first bytes are enough */
        char head[64];
        FILE *f = fopen(path, "rb");
        len = f ? fread(head, 1, sizeof head, f) : 0;
        if (f)
            fclose(f);
        return len >= strlen(sig) && memcmp(head, sig, strlen(sig)) == 0;
    }
    if (!(text = json_read_file(path, JSON_REPLAY_MAX, &len, err, sizeof err)))
        return 0;
    ours = strstr(text, sig) != NULL;
    free(text);
    return ours;
}

#define AH_VIEWER_SIG "js: run arena report --html again" /* in ah_loader, so in every viewer.html we write */
#define AH_SCRIPT_SIG "EMBEDDED_REPLAY = "                /* how every KEY.js we write starts */
#define AH_SCRIPT_FORM AH_SCRIPT_SIG "[\""               /* ... in this form: the replay's text */

/* the directory's entry, made (and its viewer page written) on first use */
static const ah_dir *ah_dir_of(ah_links *L, const char *dir)
{
    char rel[PATH_MAX], url[3 * PATH_MAX], viewer[PATH_MAX + 16], err[300];
    ah_dir *nv;
    int i;
    for (i = 0; i < L->n; i++)
        if (!strcmp(L->v[i].dir, dir))
            return &L->v[i];
    if (!(nv = (ah_dir *)realloc(L->v, (size_t)(L->n + 1) * sizeof *nv)))
        return NULL;
    L->v = nv;
    if (!(nv[L->n].dir = strdup(dir)))
        return NULL;
    nv[L->n].rel = NULL;
    snprintf(viewer, sizeof viewer, "%s/viewer.html", dir);
    if (outfile_same(viewer, L->page)) {
        L->clash = L->page;
        return &L->v[L->n++];
    }
    if (ah_relpath(L->page_dir, dir, rel, sizeof rel) == 0) {
        if (!ah_ours(viewer, AH_VIEWER_SIG, 0)) {
            fprintf(stderr, "arena: no replay links into %s: %s is not a viewer page the arena wrote; "
                            "left as it is\n", dir, viewer);
        } else if (html_export(ah_loader, viewer, err, sizeof err) == 0) {
            ah_url(rel, url, sizeof url);
            nv[L->n].rel = strdup(url);
        } else {
            fprintf(stderr, "arena: no replay links into %s: %s\n", dir, err);
        }
    }
    return &L->v[L->n++];
}

static int ah_newer(const struct stat *a, const struct stat *b)
{
    return a->st_mtim.tv_sec > b->st_mtim.tv_sec ||
           (a->st_mtim.tv_sec == b->st_mtim.tv_sec && a->st_mtim.tv_nsec > b->st_mtim.tv_nsec);
}

/* 1 if text (len bytes) looks like one whole JSON object: '{' ... '}' */
static int ah_whole_object(const char *t, size_t len)
{
    size_t i = 0;
    while (i < len && strchr(" \t\r\n", t[i]))
        i++;
    while (len > i && strchr(" \t\r\n", t[len - 1]))
        len--;
    return len > i + 1 && t[i] == '{' && t[len - 1] == '}';
}

/* 1 if text is a judge's replay: an object whose "game" is sakura or candy */
static int ah_is_replay(const char *text, size_t len)
{
    char err[64];
    json_value *v = json_parse(text, len, err, sizeof err);
    const json_value *g = json_get(v, "game");
    int ok = g != NULL && g->type == JSON_STR && (!strcmp(g->str, "sakura") || !strcmp(g->str, "candy"));
    json_free(v);
    return ok;
}

/* a replay script's text: its mark, the replay's JSON as a string
 * literal (outfile_replace's writer) */
static int ah_script_text(FILE *f, void *ctx)
{
    const char *lit = (const char *)ctx;
    return fputs(AH_SCRIPT_SIG, f) == EOF || fputs(lit, f) == EOF || fputs(";\n", f) == EOF ? -1 : 0;
}

/* DIR/KEY.js for the replay DIR/KEY.json, unless it is up to date; 0 when
 * the script is there, -1 when the replay is missing, cut or not a game's,
 * or KEY.js is a file the arena did not write, -2 (errno set) when KEY.js
 * could not be written (a full disk: the replay is not to blame) */
static int ah_replay_script(const char *json, const char *js)
{
    struct stat sj, ss;
    char err[300];
    size_t len;
    char *text, *lit;
    int bad;
    if (stat(json, &sj) != 0 || !S_ISREG(sj.st_mode))
        return -1;
    if (!ah_ours(js, AH_SCRIPT_SIG, 1))
        return -1;
    /* an older kit wrote the replay as an object literal (its seed rounded) */
    if (stat(js, &ss) == 0 && !ah_newer(&sj, &ss) && ah_ours(js, AH_SCRIPT_FORM, 1))
        return 0;
    if (!(text = json_read_file(json, JSON_REPLAY_MAX, &len, err, sizeof err)))
        return -1;
    if (!ah_whole_object(text, len) || !ah_is_replay(text, len)) {
        free(text);
        return -1;
    }
    lit = html_replay_literal(text, len);
    free(text);
    if (!lit) {
        errno = ENOMEM;
        return -2;
    }
    bad = outfile_replace(js, ah_script_text, lit) != 0 ? errno : 0; /* whole or not at all */
    free(lit);
    errno = bad;
    return bad ? -2 : 0;
}

/* the link of a record's replay into out, or 0 with out empty */
static int ah_link(ah_links *L, const arena_rec *r, char *out, size_t cap)
{
    char path[PATH_MAX], dir[PATH_MAX], js[PATH_MAX + 8];
    const char *base;
    const ah_dir *d;
    size_t n, i;
    out[0] = '\0';
    if (!r->cmd || arena_cmd_option(r->cmd, "--replay", path, sizeof path) != 0)
        return 0;
    base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    n = strlen(base);
    if (n <= 5 || strcmp(base + n - 5, ".json") != 0)
        return 0;
    for (i = 0; i < n - 5; i++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-", base[i]))
            return 0;
    snprintf(js, sizeof js, "%.*s.js", (int)(strlen(path) - 5), path);
    if (outfile_same(path, L->page) || outfile_same(js, L->page)) {
        L->clash = L->page;
        return 0;
    }
    switch (ah_replay_script(path, js)) {
    case 0:
        break;
    case -2:
        if (L->write_errno == 0) {
            L->write_errno = errno;
            snprintf(L->write_path, sizeof L->write_path, "%s", js);
        }
        L->unwritten++;
        return 0;
    default:
        L->missing++;
        return 0;
    }
    outfile_dir_of(path, dir, sizeof dir);
    if (!(d = ah_dir_of(L, dir)) || !d->rel)
        return 0;
    snprintf(out, cap, "%s/viewer.html?game=%.*s", d->rel, (int)(n - 5), base);
    L->linked++;
    return 1;
}

static void ah_links_free(ah_links *L)
{
    int i;
    for (i = 0; i < L->n; i++) {
        free(L->v[i].dir);
        free(L->v[i].rel);
    }
    free(L->v);
}

/* ---- the data ---- */

static void ah_strs(json_writer *w, const char *key, char *const *v, int n)
{
    int i;
    json_w_key(w, key);
    json_w_arr(w);
    for (i = 0; i < n; i++)
        json_w_str(w, v[i]);
    json_w_arr_end(w);
}

static void ah_columns(json_writer *w, int kind)
{
    static const char *const sk[] = {"a", "b", "seed", "side", "points", "reason", "turns", "ms_a",
                                     "ms_b", "budget", "replay", "cmd", "error", "forfeit", NULL};
    static const char *const cd[] = {"bot", "tagger", "gen", "seed", "score", "caught", "turn",
                                     "reason", "n", "ms", "max_reply_ms", "budget", "replay",
                                     "cmd", "error", "forfeit", NULL};
    const char *const *c = kind == ARENA_SAKURA ? sk : cd;
    json_w_key(w, "columns");
    json_w_arr(w);
    for (; *c; c++)
        json_w_str(w, *c);
    json_w_arr_end(w);
}

static int ah_index(char *const *names, int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++)
        if (!strcmp(names[i], name))
            return i;
    return -1;
}

/* a number, or null when unknown (< 0) */
static void ah_ms(json_writer *w, double v)
{
    if (v < 0)
        json_w_null(w);
    else
        json_w_num(w, v);
}

static long long ah_budget(const arena_rec *r)
{
    char v[32];
    long long b;
    if (r->cmd && arena_cmd_option(r->cmd, "--time-ms", v, sizeof v) == 0 && (b = atoll(v)) > 0)
        return b;
    return r->kind == ARENA_SAKURA ? AH_SAKURA_BUDGET_MS : AH_CANDY_BUDGET_MS;
}

/* the seed as a string: exact past 2^53, where a JSON reader's doubles stop */
static void ah_seed(json_writer *w, unsigned long long seed)
{
    char num[24];
    snprintf(num, sizeof num, "%llu", seed);
    json_w_str(w, num);
}

static void ah_sakura_game(json_writer *w, const arena_summary *s, const arena_rec *r)
{
    const arena_result *x = &r->res;
    int ok = r->has_result, k = r->side - 1;
    json_w_int(w, ah_index(s->bots, s->nbots, r->name[0]));
    json_w_int(w, ah_index(s->bots, s->nbots, r->name[1]));
    ah_seed(w, r->seed);
    json_w_int(w, r->side);
    if (ok)
        json_w_num(w, x->winner == 0 ? 0.5 : x->winner == r->side ? 1.0 : 0.0);
    else
        json_w_null(w);
    json_w_str(w, ok ? arena_reason_name(x->reason) : "error");
    if (ok)
        json_w_int(w, x->turns);
    else
        json_w_null(w);
    ah_ms(w, ok ? x->time_ms[k] : -1);
    ah_ms(w, ok ? x->time_ms[1 - k] : -1);
}

static void ah_candy_game(json_writer *w, const arena_summary *s, const arena_rec *r)
{
    const arena_result *x = &r->res;
    int ok = r->has_result;
    json_w_int(w, ah_index(s->bots, s->nbots, r->name[0]));
    json_w_int(w, ah_index(s->taggers, s->ntaggers, r->tagger));
    json_w_int(w, ah_index(s->gens, s->ngens, r->gen));
    ah_seed(w, r->seed);
    if (!ok) {
        json_w_null(w);
        json_w_null(w);
        json_w_null(w);
        json_w_str(w, "error");
        json_w_null(w);
    } else {
        json_w_int(w, x->score);
        json_w_bool(w, x->caught);
        json_w_int(w, x->turns);
        json_w_str(w, arena_reason_name(x->reason));
        if (x->n > 0)
            json_w_int(w, x->n);
        else
            json_w_null(w);
    }
    ah_ms(w, ok ? x->time_ms[0] : -1);
    ah_ms(w, ok ? x->max_reply_ms[0] : -1);
}

static void ah_game(json_writer *w, const arena_summary *s, const arena_rec *r, ah_links *L)
{
    char link[AH_LINK_MAX];
    json_w_arr(w);
    if (r->kind == ARENA_SAKURA)
        ah_sakura_game(w, s, r);
    else
        ah_candy_game(w, s, r);
    json_w_int(w, ah_budget(r));
    if (ah_link(L, r, link, sizeof link))
        json_w_str(w, link);
    else
        json_w_null(w);
    json_w_str(w, r->cmd ? r->cmd : "");
    if (r->has_result)
        json_w_null(w);
    else
        json_w_str(w, r->error ? r->error : "");
    if (r->forfeit)
        json_w_str(w, r->forfeit);
    else
        json_w_null(w);
    json_w_arr_end(w);
}

static void ah_cases(json_writer *w, const arena_baseline *b, const int *game_of)
{
    size_t k;
    json_w_key(w, "cases");
    json_w_arr(w);
    for (k = 0; b && k < b->ncases; k++) {
        json_w_arr(w);
        json_w_int(w, game_of[b->cases[k].rec]);
        json_w_int(w, b->cases[k].row);
        json_w_num(w, b->cases[k].now);
        json_w_num(w, b->cases[k].old);
        json_w_arr_end(w);
    }
    json_w_arr_end(w);
}

/* "games" (the counted records) and "cases"; the links' counts in L */
static int ah_games(json_writer *w, const arena_html_in *in, ah_links *L)
{
    size_t n, i, *ix = arena_rec_list_counted(in->recs, &n);
    int *game_of = (int *)calloc(in->recs->n + 1, sizeof *game_of);
    if (!ix || !game_of) {
        free(ix);
        free(game_of);
        return -1;
    }
    ah_columns(w, in->sum->kind);
    json_w_key(w, "games");
    json_w_arr(w);
    for (i = 0; i < n; i++) {
        game_of[ix[i]] = (int)i;
        ah_game(w, in->sum, &in->recs->v[ix[i]], L);
    }
    json_w_arr_end(w);
    ah_cases(w, in->base, game_of);
    free(ix);
    free(game_of);
    return 0;
}

static void ah_files(json_writer *w, const arena_html_in *in)
{
    int i;
    json_w_key(w, "files");
    json_w_arr(w);
    for (i = 0; i < in->nfiles; i++)
        json_w_str(w, in->files[i]);
    json_w_arr_end(w);
    json_w_key(w, "notes");
    json_w_arr(w);
    for (i = 0; in->notes && i < in->notes->n; i++)
        json_w_str(w, in->notes->v[i]);
    json_w_arr_end(w);
    json_w_key(w, "notes_more");
    json_w_int(w, in->notes ? in->notes->more : 0);
}

/* the page's data object into w; 0 or -1 */
static int ah_data(json_writer *w, const arena_html_in *in, ah_links *L)
{
    const arena_summary *s = in->sum;
    json_w_obj(w);
    json_w_key(w, "format");
    json_w_int(w, 1);
    json_w_key(w, "game");
    if (s)
        json_w_str(w, s->kind == ARENA_SAKURA ? "sakura" : "candy");
    else
        json_w_null(w);
    json_w_key(w, "version");
    json_w_str(w, KIT_VERSION);
    ah_files(w, in);
    json_w_key(w, "error");
    if (in->error)
        json_w_str(w, in->error);
    else
        json_w_null(w);
    if (s) {
        ah_strs(w, "bots", s->bots, s->nbots);
        ah_strs(w, "taggers", s->taggers, s->ntaggers);
        ah_strs(w, "gens", s->gens, s->ngens);
        json_w_key(w, "summary");
        arena_baseline_summary_json(s, in->base, w);
        if (ah_games(w, in, L) != 0)
            return -1;
        json_w_key(w, "links");
        json_w_int(w, L->linked);
        json_w_key(w, "replays_missing");
        json_w_int(w, L->missing);
    }
    json_w_obj_end(w);
    return w->failed ? -1 : 0;
}

int arena_html_write(const arena_html_in *in, char *err, size_t cap)
{
    json_writer w;
    ah_links L;
    int rc;
    memset(&L, 0, sizeof L);
    L.page = in->page;
    outfile_dir_of(in->page, L.page_dir, sizeof L.page_dir);
    json_w_init(&w);
    rc = ah_data(&w, in, &L);
    if (rc != 0)
        snprintf(err, cap, "out of memory writing %s", in->page);
    else if (L.clash != NULL)
        rc = -1, snprintf(err, cap, "%s is a file of a replay folder the records link (KEY.json, KEY.js, "
                                    "viewer.html): write the page elsewhere", in->page);
    else
        rc = html_fill(report_html, AH_MARKER, w.buf, in->page, err, cap);
    if (rc == 0 && L.write_errno != 0) /* the page is there, but not every link it should have */
        rc = -1, snprintf(err, cap, "cannot write %s: %s; %s links no replay for %lld game(s)", L.write_path,
                          strerror(L.write_errno), in->page, L.unwritten);
    if (rc == 0 && L.missing)
        fprintf(stderr, "arena: %s: %lld game(s) name a replay that is missing, cut or not a game's, "
                        "or a KEY.js the arena did not write: no link\n", in->page, L.missing);
    json_w_free(&w);
    ah_links_free(&L);
    return rc;
}
