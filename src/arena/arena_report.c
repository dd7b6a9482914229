/*
 * arena_report.c -- reading result files and `arena report`; see
 * arena_report.h.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "arena/arena_json.h"
#include "arena/arena_report.h"
#include "arena/arena_text.h"

#define RP_MAX_WARNINGS 10 /* bad lines reported per file */

int arena_read_records(const char *path, int missing_ok, arena_rec_fn fn, void *ctx)
{
    char err[256];
    size_t len, start = 0, end, lineno = 0;
    int warned = 0;
    arena_rec r;
    char *text;
    struct stat st;
    if (missing_ok && stat(path, &st) != 0 && errno == ENOENT)
        return 0;
    if (!(text = json_read_file(path, &len, err, sizeof err))) {
        fprintf(stderr, "arena: %s\n", err);
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
            fprintf(stderr, "arena: %s:%zu: line skipped: %s\n", path, lineno, err);
        }
        start = end + 1;
    }
    if (warned > RP_MAX_WARNINGS)
        fprintf(stderr, "arena: %s: %d lines skipped in all\n", path, warned);
    free(text);
    return 0;
}

int arena_emit_summary(const arena_summary *sum, const arena_opts *o)
{
    json_writer w;
    if (!o->json) {
        arena_text_summary(sum, &o->sprt, stdout);
        return 0;
    }
    json_w_init(&w);
    arena_json_summary(sum, &o->sprt, &w);
    if (w.failed) {
        json_w_free(&w);
        fprintf(stderr, "arena: out of memory writing the summary\n");
        return -1;
    }
    printf("%s\n", w.buf);
    json_w_free(&w);
    return 0;
}

typedef struct rp_recs {
    arena_rec *v;
    size_t n, cap;
    int kind;
    const char *path;
    int print_commands;
} rp_recs;

static int rp_collect_fn(void *ctx, arena_rec *r)
{
    rp_recs *A = (rp_recs *)ctx;
    arena_rec *nv;
    if (A->kind == 0)
        A->kind = r->kind;
    if (r->kind != A->kind) {
        fprintf(stderr, "arena: %s: record of another game skipped: %s\n", A->path, r->key);
        return 1;
    }
    if (A->n == A->cap) {
        A->cap = A->cap ? 2 * A->cap : 256;
        nv = (arena_rec *)realloc(A->v, A->cap * sizeof *nv);
        if (!nv) {
            fprintf(stderr, "arena: out of memory reading %s\n", A->path);
            exit(1);
        }
        A->v = nv;
    }
    A->v[A->n++] = *r;
    memset(r, 0, sizeof *r); /* the copy owns the strings now */
    return 0;
}

/* bots in their run's --bot order (record "index"), then first seen */
static void rp_register_from(arena_summary *sum, const rp_recs *A)
{
    size_t i;
    int s, best, bi, j;
    for (best = 0; best >= 0;) {
        best = -1;
        bi = 0;
        for (i = 0; i < A->n; i++)
            for (s = 0; s < (A->kind == ARENA_SAKURA ? 2 : 1); s++) {
                int idx = A->v[i].index[s] < 0 ? 1000000 : A->v[i].index[s], known = 0;
                for (j = 0; j < sum->nbots && !known; j++)
                    known = !strcmp(sum->bots[j], A->v[i].name[s]);
                if (!known && (best < 0 || idx < bi)) {
                    best = (int)(i * 2 + (size_t)s);
                    bi = idx;
                }
            }
        if (best >= 0)
            arena_summary_bot(sum, A->v[best / 2].name[best % 2]);
    }
}

int arena_report(arena_opts *o)
{
    rp_recs A;
    arena_summary sum;
    size_t i;
    int f, rc = 0, p, q;
    memset(&A, 0, sizeof A);
    for (f = 0; f < o->nfiles; f++) {
        A.path = o->files[f];
        if (arena_read_records(o->files[f], 0, rp_collect_fn, &A) != 0)
            rc = 1;
    }
    if (A.n == 0) {
        fprintf(stderr, "arena: no arena records found\n");
        free(A.v);
        return 1;
    }
    if (o->print_commands) {
        for (i = 0; i < A.n; i++)
            if (A.v[i].cmd && A.v[i].cmd[0])
                printf("%s\n", A.v[i].cmd);
    } else {
        arena_summary_init(&sum, A.kind);
        rp_register_from(&sum, &A);
        /* pairings in bot order */
        for (p = 0; A.kind == ARENA_SAKURA && p < sum.nbots; p++)
            for (q = 0; q < sum.nbots; q++)
                for (i = 0; i < A.n; i++)
                    if (!strcmp(A.v[i].name[0], sum.bots[p]) &&
                        !strcmp(A.v[i].name[1], sum.bots[q])) {
                        arena_summary_pairing(&sum, p, q);
                        break;
                    }
        for (i = 0; i < A.n; i++)
            arena_summary_add(&sum, &A.v[i]);
        if (arena_emit_summary(&sum, o) != 0)
            rc = 1;
        arena_summary_free(&sum);
    }
    for (i = 0; i < A.n; i++)
        arena_rec_free(&A.v[i]);
    free(A.v);
    return rc;
}

