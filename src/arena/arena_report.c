/*
 * arena_report.c -- reading result files and `arena report`; see
 * arena_report.h.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "arena/arena_baseline.h"
#include "arena/arena_report.h"
#include "arena/arena_text.h"
#include "common/outfile.h"
#include "common/shell_words.h"

#define RP_MAX_WARNINGS 10 /* bad lines reported per file */
#define RP_SETTINGS_MAX 4  /* distinct judge settings a mixed-settings note names */
#define RP_SETTINGS_LEN 200

int arena_read_records(const char *path, int missing_ok, arena_rec_fn fn, void *ctx,
                       arena_notes *notes)
{
    char err[256];
    size_t len, start = 0, end, lineno = 0;
    int warned = 0;
    arena_rec r;
    char *text;
    struct stat st;
    if (stat(path, &st) != 0) {
        if (missing_ok && errno == ENOENT)
            return 0;
    } else if (missing_ok && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))) {
        return 0; /* --out /dev/stdout into a pipe: nothing to resume, and reading would wait on ourselves */
    } else if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) {
        if (missing_ok) /* --out /dev/null: nothing to resume from a device */
            return 0;
        arena_note(notes, "%s: a device, not a records file", path); /* /dev/zero never ends */
        return -1;
    }
    if (!(text = json_read_file(path, JSON_RECORDS_MAX, &len, err, sizeof err))) {
        arena_note(notes, "%s", err);
        return -1;
    }
    while (start < len) {
        for (end = start; end < len && text[end] != '\n'; end++)
            ;
        lineno++;
        if (end > start && arena_rec_parse(text + start, end - start, &r, err, sizeof err) == 0) {
            if (fn(ctx, &r) != 0)
                warned++; /* fn reported it */
            arena_rec_free(&r);
        } else if (end > start && warned++ < RP_MAX_WARNINGS) {
            arena_note(notes, "%s:%zu: line skipped: %s", path, lineno, err);
        }
        start = end + 1;
    }
    if (warned > RP_MAX_WARNINGS)
        arena_note(notes, "%s: %d lines skipped in all", path, warned);
    free(text);
    return 0;
}

int arena_emit_summary(const arena_summary *sum, const arena_opts *o, const arena_baseline *b)
{
    json_writer w;
    if (!o->json) {
        arena_text_summary(sum, stdout);
        if (b)
            arena_baseline_text(b, stdout);
        return 0;
    }
    json_w_init(&w);
    arena_baseline_summary_json(sum, b, &w);
    if (w.failed) {
        json_w_free(&w);
        fprintf(stderr, "arena: out of memory writing the summary\n");
        return -1;
    }
    printf("%s\n", w.buf);
    json_w_free(&w);
    return 0;
}

typedef struct rp_load {
    arena_rec_list *l;
    int kind;
    const char *path;
    arena_notes *notes;
    int other;          /* records of the other game in this file */
} rp_load;

static int rp_collect_fn(void *ctx, arena_rec *r)
{
    rp_load *A = (rp_load *)ctx;
    if (A->kind == 0)
        A->kind = r->kind;
    if (r->kind != A->kind) {
        if (A->other++ < RP_MAX_WARNINGS)
            arena_note(A->notes, "%s: record of another game skipped: %s", A->path, r->key);
        return 1;
    }
    if (arena_rec_list_take(A->l, r) != 0) {
        fprintf(stderr, "arena: out of memory reading %s\n", A->path);
        exit(1);
    }
    return 0;
}

/* The records of files in file order, of game *kind (0: the first
 * record's, stored in *kind); records of the other game are skipped with a
 * note.  0, or -1 if a file could not be read (the others are read). */
static int rp_load_records(const char *const *files, int n, int *kind, arena_rec_list *l, arena_notes *notes)
{
    rp_load A;
    int f, rc = 0;
    A.l = l;
    A.kind = *kind;
    A.notes = notes;
    for (f = 0; f < n; f++) {
        A.path = files[f];
        A.other = 0;
        if (arena_read_records(files[f], 0, rp_collect_fn, &A, notes) != 0)
            rc = -1;
    }
    *kind = A.kind;
    return rc;
}

/* The judge options of a record's command that are the same for every game
 * of one run (arena_option_kind's ARENA_OPT_RUN, and extra judge
 * arguments): the command's words less the judge, the per-game and per-bot
 * options and the bot commands at its end (arena_plan.c writes each as one
 * word). */
static void rp_settings(const char *cmd, int kind, char *out, size_t cap)
{
    const char *w[64], *e[64], *p = cmd;
    char word[32];
    int n = 0, i, k;
    size_t len = 0, wl;
    while (*p && n < 64) {
        while (*p == ' ')
            p++;
        if (!*p || (e[n] = shell_word_end(p)) == NULL || e[n] == p)
            break;
        w[n++] = p;
        p = e[n - 1];
    }
    out[0] = '\0';
    for (i = 1; i < n - (kind == ARENA_SAKURA ? 2 : 1); i++) {
        wl = (size_t)(e[i] - w[i]);
        snprintf(word, sizeof word, "%.*s", (int)(wl < sizeof word ? wl : 0), w[i]);
        k = arena_option_kind(word);
        if (k == ARENA_OPT_GAME)
            i++; /* and its value */
        if (k == ARENA_OPT_GAME || k == ARENA_OPT_BOT_FLAG)
            continue;
        if (len + wl + 2 < cap)
            len += (size_t)snprintf(out + len, cap - len, "%s%.*s", len ? " " : "", (int)wl, w[i]);
    }
}

/* One note when the records were played with different judge settings:
 * the tables pool them, which is rarely what was meant. */
static void rp_note_mixed_settings(const arena_rec_list *l, int kind, arena_notes *notes)
{
    char seen[RP_SETTINGS_MAX][RP_SETTINGS_LEN], one[RP_SETTINGS_LEN], line[4 * RP_SETTINGS_LEN];
    size_t i, count[RP_SETTINGS_MAX] = {0}, len = 0;
    int nseen = 0, more = 0, k;
    for (i = 0; i < l->n; i++) {
        if (!l->v[i].cmd || !l->v[i].cmd[0])
            continue;
        rp_settings(l->v[i].cmd, kind, one, sizeof one);
        for (k = 0; k < nseen && strcmp(seen[k], one) != 0; k++)
            ;
        if (k < nseen)
            count[k]++;
        else if (nseen < RP_SETTINGS_MAX) {
            memcpy(seen[nseen], one, sizeof one);
            count[nseen++] = 1;
        } else
            more = 1;
    }
    if (nseen < 2)
        return;
    line[0] = '\0';
    for (k = 0; k < nseen; k++)
        len += (size_t)snprintf(line + len, sizeof line - len, "%s'%s' (%zu)", k ? ", " : "",
                                seen[k][0] ? seen[k] : "defaults", count[k]);
    arena_note(notes, "note: these records were played with different judge settings, pooled in one table: %s%s",
               line, more ? ", and more" : "");
}

/* each record's judge command, one a line, for a shell to run: a command
 * holding a control byte (a newline would make two commands) is left out
 * with a note; 1 if one was */
static int rp_print_commands(const arena_rec_list *A)
{
    size_t i, skipped = 0, none = 0;
    const char *c;
    for (i = 0; i < A->n; i++) {
        if (!(c = A->v[i].cmd) || !c[0]) {
            none++;
            continue;
        }
        for (; *c && (unsigned char)*c >= 0x20 && *c != 0x7f; c++)
            ;
        if (*c)
            skipped++;
        else
            printf("%s\n", A->v[i].cmd);
    }
    if (skipped)
        fprintf(stderr, "arena: %zu record(s) hold a judge command with a control byte: not printed\n", skipped);
    if (none)
        fprintf(stderr, "arena: %zu record(s) hold no judge command: not printed\n", none);
    return skipped + none > 0;
}

/* one side of one record: its bot, that run's --bot index, its place */
typedef struct rp_slot {
    const char *name;
    int idx;            /* record "index", or RP_NO_INDEX */
    size_t pos;         /* record * 2 + side */
} rp_slot;
#define RP_NO_INDEX 1000000

static int rp_slot_cmp_key(const rp_slot *a, const rp_slot *b)
{
    if (a->idx != b->idx)
        return a->idx < b->idx ? -1 : 1;
    return a->pos < b->pos ? -1 : a->pos > b->pos;
}

static int rp_slot_by_name(const void *a, const void *b)
{
    const rp_slot *x = (const rp_slot *)a, *y = (const rp_slot *)b;
    int c = strcmp(x->name, y->name);
    return c ? c : rp_slot_cmp_key(x, y);
}

static int rp_slot_by_key(const void *a, const void *b)
{
    return rp_slot_cmp_key((const rp_slot *)a, (const rp_slot *)b);
}

static void *rp_alloc(size_t n, size_t size)
{
    void *p = malloc(n ? n * size : 1);
    if (p == NULL) {
        fprintf(stderr, "arena: out of memory reading the records\n");
        exit(1);
    }
    return p;
}

/* bots in their run's --bot order (record "index"), then first seen: each
 * name keyed by its smallest (index, place), sorted (n log n: a file of a
 * thousand bots must not take minutes) */
static void rp_register_from(arena_summary *sum, const arena_rec_list *A, int kind)
{
    int sides = kind == ARENA_SAKURA ? 2 : 1, s;
    size_t i, n = 0, k = 0;
    rp_slot *v = (rp_slot *)rp_alloc(A->n * (size_t)sides, sizeof *v);
    for (i = 0; i < A->n; i++)
        for (s = 0; s < sides; s++) {
            v[n].name = A->v[i].name[s];
            v[n].idx = A->v[i].index[s] < 0 ? RP_NO_INDEX : A->v[i].index[s];
            v[n++].pos = i * 2 + (size_t)s;
        }
    qsort(v, n, sizeof *v, rp_slot_by_name); /* each name's first slot is its key */
    for (i = 0; i < n; i++)
        if (i == 0 || strcmp(v[i].name, v[i - 1].name) != 0)
            v[k++] = v[i];
    qsort(v, k, sizeof *v, rp_slot_by_key);
    for (i = 0; i < k; i++)
        arena_summary_bot(sum, v[i].name);
    free(v);
}

static int rp_pair_cmp(const void *a, const void *b)
{
    const int *x = (const int *)a, *y = (const int *)b;
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] < y[1] ? -1 : x[1] > y[1]);
}

/* Sakura: the pairings met in the records, in bot order */
static void rp_pairings_from(arena_summary *sum, const arena_rec_list *l)
{
    int *pq = (int *)rp_alloc(l->n * 2, sizeof *pq);
    size_t i;
    for (i = 0; i < l->n; i++) {
        pq[2 * i] = arena_summary_bot(sum, l->v[i].name[0]);
        pq[2 * i + 1] = arena_summary_bot(sum, l->v[i].name[1]);
    }
    qsort(pq, l->n, 2 * sizeof *pq, rp_pair_cmp);
    for (i = 0; i < l->n; i++)
        if (i == 0 || rp_pair_cmp(pq + 2 * i, pq + 2 * i - 2) != 0)
            arena_summary_pairing(sum, pq[2 * i], pq[2 * i + 1]);
    free(pq);
}

void arena_summary_of(const arena_rec_list *l, int kind, const arena_sprt_opt *sprt, int sequential,
                      arena_summary *sum)
{
    size_t i;
    arena_summary_init(sum, kind);
    if (sprt)
        arena_summary_set_sprt(sum, sprt, sequential);
    rp_register_from(sum, l, kind);
    if (kind == ARENA_SAKURA)
        rp_pairings_from(sum, l);
    for (i = 0; i < l->n; i++)
        arena_summary_add(sum, &l->v[i]);
}

int arena_baseline_read(const arena_opts *o, int kind, arena_baseline *b, arena_notes *notes)
{
    memset(b, 0, sizeof *b);
    b->files = o->baseline;
    b->nfiles = o->nbaseline;
    if (rp_load_records(o->baseline, o->nbaseline, &kind, &b->recs, notes) != 0)
        return 1;
    if (b->recs.n == 0) {
        fprintf(stderr, "arena: --baseline: no arena records of this game found\n");
        return 1;
    }
    arena_summary_of(&b->recs, kind, NULL, 0, &b->sum);
    return 0;
}

int arena_emit_page(const arena_opts *o, const arena_summary *sum, const arena_rec_list *recs,
                    const arena_baseline *b, const char *const *files, int nfiles,
                    const arena_notes *notes, const char *error)
{
    arena_html_in in;
    char err[600];
    struct stat st;
    memset(&in, 0, sizeof in);
    in.page = o->html;
    in.sum = sum;
    in.recs = recs;
    in.base = b;
    in.files = files;
    in.nfiles = nfiles;
    in.notes = notes;
    in.error = error;
    if (arena_html_write(&in, err, sizeof err) != 0) {
        fprintf(stderr, "arena: %s\n", err);
        return 1;
    }
    fflush(stdout); /* the tables first, so that `> log 2>&1` keeps this line out of them */
    if (stat(o->html, &st) == 0)
        fprintf(stderr, "arena: wrote %s (%lld KB)\n", o->html, (long long)(st.st_size + 1023) / 1024);
    return 0;
}

/* --html without a summary: a page that shows the error line */
static void rp_error_page(const arena_opts *o, const arena_notes *notes, const char *error)
{
    if (o->html)
        arena_emit_page(o, NULL, NULL, NULL, o->files, o->nfiles, notes, error);
}

int arena_html_ready(const char *page)
{
    struct stat st;
    int e = outfile_dir_ready(page);
    if (e != 0) {
        fprintf(stderr, "arena: cannot write --html %s: %s\n", page, strerror(e));
        return 1;
    }
    if (stat(page, &st) == 0 && S_ISDIR(st.st_mode)) {
        fprintf(stderr, "arena: cannot write --html %s: it is a directory\n", page);
        return 1;
    }
    return 0;
}

int arena_report(arena_opts *o)
{
    arena_rec_list A;
    arena_summary sum;
    arena_baseline base;
    arena_notes notes;
    int rc = 0, kind = 0, have_base = 0;
    memset(&A, 0, sizeof A);
    memset(&notes, 0, sizeof notes);
    if (o->html && arena_html_ready(o->html) != 0)
        return 1;
    if (rp_load_records(o->files, o->nfiles, &kind, &A, &notes) != 0)
        rc = 1;
    if (kind == ARENA_CANDY && o->sprt.on) {
        fprintf(stderr, "arena: --sprt does not apply to Candy records (see --help)\n");
        arena_rec_list_free(&A);
        arena_notes_free(&notes);
        return 2;
    }
    rp_note_mixed_settings(&A, kind, &notes);
    if (A.n == 0) {
        if (rc == 0) /* else the unreadable file's own line said why */
            fprintf(stderr, "arena: no arena records found\n");
        rp_error_page(o, &notes, "no arena records found");
        arena_rec_list_free(&A);
        arena_notes_free(&notes);
        return 1;
    }
    /* below, a status only raises rc: a file that could not be read stays exit 1 */
    if (o->print_commands) {
        if (rp_print_commands(&A) != 0)
            rc = 1;
    } else {
        /* one file is one run's records in their order; several (shards) are no one order of play */
        arena_summary_of(&A, kind, &o->sprt, o->nfiles == 1, &sum);
        if (o->nbaseline && (arena_baseline_read(o, kind, &base, &notes) != 0 ||
                             arena_baseline_compare(&base, &sum, &A) != 0)) {
            rc = 1;
            rp_error_page(o, &notes, "the --baseline files hold no usable record of this game");
            arena_baseline_free(&base);
        } else {
            have_base = o->nbaseline > 0;
            if (arena_emit_summary(&sum, o, have_base ? &base : NULL) != 0)
                rc = 1;
            if (o->html && arena_emit_page(o, &sum, &A, have_base ? &base : NULL, o->files,
                                           o->nfiles, &notes, NULL) != 0)
                rc = 1;
            if (have_base)
                arena_baseline_free(&base);
        }
        arena_summary_free(&sum);
    }
    arena_rec_list_free(&A);
    arena_notes_free(&notes);
    return rc;
}
