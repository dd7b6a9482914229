/*
 * sakura_cand.c -- see sakura_cand.h.
 */
#include <string.h>
#include "sakura/ai/sakura_cand.h"
#include "sakura/ai/sakura_eval.h"
#include "sakura/ai/sakura_ai_tune.h"

void sakura_cand_play(const sakura_state *s, int me, const sakura_pair *mine,
                      const sakura_pair *theirs, sakura_state *out)
{
    sakura_pair pp[2];
    pp[me] = *mine;
    pp[1 - me] = *theirs;
    *out = *s;
    sakura_resolve_turn(out, pp, NULL, NULL);
}

double sakura_cand_outcome(const sakura_state *s, int me, const sakura_pair *mine,
                           const sakura_pair *theirs)
{
    sakura_state t;
    sakura_cand_play(s, me, mine, theirs, &t);
    return sakura_eval(&t, me);
}

static int sk_cand_loses(const sakura_state *s, int me, const sakura_pair *mine,
                         const sakura_pair *theirs)
{
    sakura_state t;
    sakura_cand_play(s, me, mine, theirs, &t);
    return t.over && t.winner == 2 - me;
}

/* the first pair of a[0..na) then b[0..nb) that beats `mine` this very
 * turn, as an index into the two lists one after the other, or -1; one
 * resolution of *work a pair tried */
static int sk_cand_first_loss(const sakura_state *s, int me, const sakura_pair *mine,
                              const sakura_pair *a, int na, const sakura_pair *b, int nb,
                              long *work)
{
    int j;
    for (j = 0; j < na + nb; j++) {
        ++*work;
        if (sk_cand_loses(s, me, mine, j < na ? &a[j] : &b[j - na])) return j;
    }
    return -1;
}

int sakura_cand_killer(const sakura_state *s, int me, const sakura_pair *mine,
                       const sakura_pair *opp, int no, const int *first, int nfirst,
                       long *work)
{
    sakura_pair f[SAKURA_MAX_PAIRS];
    int j;
    if (nfirst > SAKURA_MAX_PAIRS) nfirst = SAKURA_MAX_PAIRS;
    for (j = 0; j < nfirst; j++) f[j] = opp[first[j]];
    j = sk_cand_first_loss(s, me, mine, f, nfirst, opp, no, work);
    return j < 0 ? -1 : j < nfirst ? first[j] : j - nfirst;
}

/* p to the front of the list (n entries, at most SK_DOOM_MTF), dropping
 * its older copy or else the last entry */
static void sk_cand_mtf(sakura_pair *list, int *n, const sakura_pair *p)
{
    int i;
    for (i = 0; i < *n && !sakura_cand_pair_eq(&list[i], p); i++) {}
    if (i == *n) {
        if (*n < SK_DOOM_MTF) ++*n;
        i = *n - 1;
    }
    memmove(list + 1, list, sizeof(sakura_pair) * (size_t)i);
    list[0] = *p;
}

/* 1 if some legal opponent pair beats x at t this turn; the killers that
 * are legal at t (kl[0..*nkl), a move-to-front list too) are tried first */
static int sk_cand_refuted(const sakura_state *t, int me, const sakura_pair *x, sakura_cand_doom *d,
                           int no, sakura_pair *kl, int *nkl, long *work)
{
    sakura_pair k;
    int j = sk_cand_first_loss(t, me, x, kl, *nkl, d->opp, no, work);
    if (j < 0) return 0;
    k = j < *nkl ? kl[j] : d->opp[j - *nkl];
    sk_cand_mtf(kl, nkl, &k);
    sk_cand_mtf(d->killer, &d->nkiller, &k);
    return 1;
}

/* the entries of `list` legal for `who` at t, into out; returns the count */
static int sk_cand_legal_of(const sakura_state *t, int who, const sakura_pair *list, int n, sakura_pair *out)
{
    int i, k = 0;
    for (i = 0; i < n; i++)
        if (sakura_pair_legal(t, who, &list[i], NULL, 0)) out[k++] = list[i];
    return k;
}

void sakura_cand_doom_reset(sakura_cand_doom *d)
{
    d->nescape = d->nkiller = 0;
}

int sakura_cand_doomed(const sakura_state *t, int me, sakura_cand_doom *d, long max_work, long *work)
{
    sakura_pair esc[SK_DOOM_MTF], kl[SK_DOOM_MTF];
    int ne, nkl, nm, no, i;
    long stop = max_work > 0 ? *work + max_work : -1;
    if (t->over) return t->winner == 2 - me;
    ne = sk_cand_legal_of(t, me, d->escape, d->nescape, esc);
    nkl = sk_cand_legal_of(t, 1 - me, d->killer, d->nkiller, kl);
    no = sakura_legal_pairs(t, 1 - me, d->opp, SAKURA_MAX_PAIRS);
    for (i = 0; i < ne; i++)
        if (!sk_cand_refuted(t, me, &esc[i], d, no, kl, &nkl, work)) {
            sk_cand_mtf(d->escape, &d->nescape, &esc[i]);
            return 0;
        }
    nm = sakura_legal_pairs(t, me, d->mine, SAKURA_MAX_PAIRS);
    for (i = 0; i < nm; i++) {
        if (stop >= 0 && *work >= stop) return 0; /* too long to prove */
        if (!sk_cand_refuted(t, me, &d->mine[i], d, no, kl, &nkl, work)) {
            sk_cand_mtf(d->escape, &d->nescape, &d->mine[i]);
            return 0;
        }
    }
    return 1;
}

int sakura_cand_pair_eq(const sakura_pair *a, const sakura_pair *b)
{
    return a->a[0].kind == b->a[0].kind && a->a[0].dir == b->a[0].dir &&
           a->a[1].kind == b->a[1].kind && a->a[1].dir == b->a[1].dir;
}

int sakura_cand_find(const sakura_pair *all, int n, const sakura_pair *p)
{
    int i;
    for (i = 0; i < n; i++)
        if (sakura_cand_pair_eq(&all[i], p)) return i;
    return -1;
}

/* FNV-1a over the parts of a position a pair can change */
static uint64_t sk_cand_hash(uint64_t h, const sakura_state *t)
{
    const unsigned char *b = (const unsigned char *)t;
    size_t i;
    for (i = 0; i < sizeof *t; i++) { h ^= b[i]; h *= 1099511628211ULL; }
    return h;
}

long sakura_cand_score(const sakura_state *s, int me, const sakura_pair *all, int n,
                       const sakura_pair *probes, int np, sakura_cand_scratch *sc)
{
    sakura_state t;
    int i, j;
    for (i = 0; i < n; i++) {
        double sum = 0, mn = 2, v;
        uint64_t h = 14695981039346656037ULL;
        for (j = 0; j < np; j++) {
            sakura_cand_play(s, me, &all[i], &probes[j], &t);
            v = sakura_eval(&t, me);
            sum += v;
            if (v < mn) mn = v;
            h = sk_cand_hash(h, &t);
        }
        sc->score[i] = np ? (1 - SK_CAND_MIN_W) * sum / np + SK_CAND_MIN_W * mn : 0;
        sc->hash[i] = h;
    }
    return (long)n * np;
}

static int sk_cand_better(const sakura_cand_scratch *sc, int a, int b)
{
    return sc->score[a] > sc->score[b] || (sc->score[a] == sc->score[b] && a < b);
}

/* insertion into the sorted order would be O(n^2); a shell sort is enough */
static void sk_cand_sort(sakura_cand_scratch *sc, int n)
{
    int gap, i, j, v;
    for (i = 0; i < n; i++) sc->order[i] = i;
    for (gap = n / 2; gap > 0; gap /= 2)
        for (i = gap; i < n; i++) {
            v = sc->order[i];
            for (j = i; j >= gap && sk_cand_better(sc, v, sc->order[j - gap]); j -= gap)
                sc->order[j] = sc->order[j - gap];
            sc->order[j] = v;
        }
}

static int sk_cand_dup(const sakura_cand_scratch *sc, const int *pick, int np, int i)
{
    int j;
    for (j = 0; j < np; j++)
        if (pick[j] == i || sc->hash[pick[j]] == sc->hash[i]) return 1;
    return 0;
}

static void sk_cand_sort_picks(const sakura_cand_scratch *sc, int *pick, int np)
{
    int i, j, v;
    for (i = 1; i < np; i++) {
        v = pick[i];
        for (j = i; j > 0 && sk_cand_better(sc, v, pick[j - 1]); j--) pick[j] = pick[j - 1];
        pick[j] = v;
    }
}

int sakura_cand_select(const sakura_pair *all, int n, int k, sakura_cand_scratch *sc, int *pick)
{
    int have_kind[SAKURA_KINDS];
    int np = 0, i, idx, kind;
    memset(have_kind, 0, sizeof have_kind);
    sk_cand_sort(sc, n);
    /* the best (distinct) pair of each first-action kind */
    for (i = 0; i < n && np < k; i++) {
        idx = sc->order[i];
        kind = all[idx].a[0].kind;
        if (have_kind[kind] || sk_cand_dup(sc, pick, np, idx)) continue;
        have_kind[kind] = 1;
        pick[np++] = idx;
    }
    for (i = 0; i < n && np < k; i++) {
        idx = sc->order[i];
        if (!sk_cand_dup(sc, pick, np, idx)) pick[np++] = idx;
    }
    sk_cand_sort_picks(sc, pick, np);
    return np;
}
