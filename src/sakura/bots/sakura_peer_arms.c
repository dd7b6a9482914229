/*
 * sakura_peer_arms.c -- see sakura_peer_arms.h.
 *
 * Invariant: after a call, out->arm[p][0..k[p]) are distinct legal pairs of
 * player p in s, in decreasing score; k[p] >= 1 (Wait-Wait is always legal,
 * so every running position has a pair).
 */
#include <stdlib.h>
#include "sakura/bots/sakura_peer_arms.h"
#include "sakura/bots/sakura_peer_eval.h"

/* Points for `me` of a position (running or finished), as pruning sees it. */
static double spa_points(const sakura_state *s, int me)
{
    if (s->over) return s->winner == 0 ? 0.0 : s->winner == me + 1 ? SPA_WIN_POINTS : -SPA_WIN_POINTS;
    return sakura_peer_points(s, me);
}

static void spa_wait(sakura_pair *p)
{
    p->a[0].kind = p->a[1].kind = SAKURA_WAIT;
    p->a[0].dir = p->a[1].dir = SAKURA_NODIR;
}

/* the position after p plays mine and the other player theirs */
static void spa_play(const sakura_state *s, int p, const sakura_pair *mine, const sakura_pair *theirs,
                     sakura_state *t)
{
    sakura_pair both[2];
    both[p] = *mine;
    both[1 - p] = *theirs;
    *t = *s;
    sakura_resolve_turn(t, both, NULL, NULL);
}

/* a hash of what a player can tell apart in a position: cells, health,
 * blessings, cooldowns, the ending */
static uint64_t spa_hash(uint64_t h, const sakura_state *t)
{
    const unsigned char *b = (const unsigned char *)t->p;
    size_t i;
    h ^= (uint64_t)(t->over * 4 + t->winner);
    h *= 0x100000001b3ull;
    for (i = 0; i < sizeof t->p; i++) {
        h ^= b[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static int spa_by_key(const void *x, const void *y)
{
    const sakura_peer_ranked *a = (const sakura_peer_ranked *)x, *b = (const sakura_peer_ranked *)y;
    if (a->key != b->key) return (a->key < b->key) - (a->key > b->key);
    return a->idx - b->idx; /* engine order breaks ties: qsort need not be stable */
}

/* the pairs in decreasing key into sc->rank */
static void spa_rank(sakura_peer_arms_scratch *sc, const double *key, int n)
{
    int i;
    for (i = 0; i < n; i++) {
        sc->rank[i].key = key[i];
        sc->rank[i].idx = i;
    }
    qsort(sc->rank, (size_t)n, sizeof sc->rank[0], spa_by_key);
}

/* step 1 for player p: every pair against Wait-Wait */
static long spa_vs_wait(const sakura_state *s, int p, sakura_peer_arms_scratch *sc)
{
    sakura_pair w;
    sakura_state t;
    int i;
    spa_wait(&w);
    for (i = 0; i < sc->n[p]; i++) {
        spa_play(s, p, &sc->all[p][i], &w, &t);
        sc->vs_wait[p][i] = spa_points(&t, p);
        sc->hash[p][i] = spa_hash(0xcbf29ce484222325ull, &t);
    }
    return sc->n[p];
}

/* the best np-1 pairs of player q by step 1 with distinct outcomes, after
 * Wait-Wait */
static int spa_probes(sakura_peer_arms_scratch *sc, int q, int np, sakura_pair *probe)
{
    uint64_t seen[SPA_MAX_PROBES];
    int i, j, got = 1, dup;
    spa_wait(&probe[0]);
    spa_rank(sc, sc->vs_wait[q], sc->n[q]);
    for (i = 0; i < sc->n[q] && got < np; i++) {
        const sakura_pair *c = &sc->all[q][sc->rank[i].idx];
        uint64_t h = sc->hash[q][sc->rank[i].idx];
        for (dup = 0, j = 1; j < got; j++) dup |= seen[j] == h;
        if (dup || (c->a[0].kind == SAKURA_WAIT && c->a[1].kind == SAKURA_WAIT)) continue;
        seen[got] = h;
        probe[got++] = *c;
    }
    return got;
}

/* step 3 for player p against probe[0..np) (probe 0 is Wait-Wait, whose
 * values and hashes step 1 left in vs_wait and hash) */
static long spa_score(const sakura_state *s, int p, const sakura_pair *probe, int np,
                      sakura_peer_arms_scratch *sc)
{
    sakura_state t;
    int i, j;
    for (i = 0; i < sc->n[p]; i++) {
        double v = sc->vs_wait[p][i], sum = v, worst = v;
        uint64_t h = sc->hash[p][i];
        for (j = 1; j < np; j++) {
            spa_play(s, p, &sc->all[p][i], &probe[j], &t);
            v = spa_points(&t, p);
            sum += v;
            if (v < worst) worst = v;
            h = spa_hash(h, &t);
        }
        sc->score[i] = (1.0 - SPA_WORST_W) * sum / np + SPA_WORST_W * worst;
        sc->hash[p][i] = h;
    }
    return (long)sc->n[p] * (np - 1);
}

/* step 4: the k best distinct pairs of player p into out */
static void spa_keep(sakura_peer_arms_scratch *sc, int p, int k, sakura_peer_armset *out)
{
    uint64_t kept[SPA_K_MAX];
    int i, j, got = 0, dup;
    spa_rank(sc, sc->score, sc->n[p]);
    for (i = 0; i < sc->n[p] && got < k; i++) {
        uint64_t h = sc->hash[p][sc->rank[i].idx];
        for (dup = 0, j = 0; j < got; j++) dup |= kept[j] == h;
        if (dup) continue;
        kept[got] = h;
        out->arm[p][got++] = sc->all[p][sc->rank[i].idx];
    }
    out->k[p] = got;
}

/* steps 1-4 on the candidates in sc->all[p][0..n[p]) */
static long spa_prune(const sakura_state *s, int k, int probes, sakura_peer_arms_scratch *sc,
                      sakura_peer_armset *out)
{
    sakura_pair probe[2][SPA_MAX_PROBES];
    int np[2], p;
    long work = 0;
    if (k > SPA_K_MAX) k = SPA_K_MAX;
    if (probes > SPA_MAX_PROBES) probes = SPA_MAX_PROBES;
    for (p = 0; p < 2; p++) work += spa_vs_wait(s, p, sc);
    for (p = 0; p < 2; p++) np[1 - p] = spa_probes(sc, p, probes, probe[1 - p]);
    for (p = 0; p < 2; p++) {
        work += spa_score(s, p, probe[p], np[p], sc);
        spa_keep(sc, p, k, out);
    }
    return work;
}

long sakura_peer_arms(const sakura_state *s, int k, int probes, sakura_peer_arms_scratch *sc,
                      sakura_peer_armset *out)
{
    int p;
    for (p = 0; p < 2; p++) sc->n[p] = sakura_legal_pairs(s, p, sc->all[p], SAKURA_MAX_PAIRS);
    return spa_prune(s, k, probes, sc, out);
}

long sakura_peer_arms_among(const sakura_state *s, const sakura_peer_armset *cand, int k, int probes,
                            sakura_peer_arms_scratch *sc, sakura_peer_armset *out)
{
    int p, i;
    for (p = 0; p < 2; p++) {
        sc->n[p] = 0;
        for (i = 0; i < cand->k[p]; i++)
            if (sakura_pair_legal(s, p, &cand->arm[p][i], NULL, 0)) sc->all[p][sc->n[p]++] = cand->arm[p][i];
        if (sc->n[p] == 0) spa_wait(&sc->all[p][sc->n[p]++]); /* Wait-Wait is always legal */
    }
    return spa_prune(s, k, probes, sc, out);
}

int sakura_peer_arms_refuted(const sakura_state *s, int me, const sakura_pair *mine,
                             sakura_peer_arms_scratch *sc, long *work)
{
    sakura_state t;
    int j, n = sakura_legal_pairs(s, 1 - me, sc->all[1 - me], SAKURA_MAX_PAIRS);
    for (j = 0; j < n; j++) {
        spa_play(s, me, mine, &sc->all[1 - me][j], &t);
        if (t.over && t.winner == 2 - me) break;
    }
    *work += j < n ? j + 1 : n;
    return j < n;
}
