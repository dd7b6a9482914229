/*
 * sakura_depth2.c -- see sakura_depth2.h.
 *
 * Invariant: value[i * SPR_MAX + j] is player 1's value of root joint pair
 * (i, j) for i < k[0], j < k[1] of the root's arms (pool's first arms);
 * x and y are the equilibrium of the last solve of that matrix.
 */
#include <stdlib.h>
#include "sakura/bots/sakura_depth2.h"
#include "sakura/bots/sakura_peer_eval.h"
#include "sakura/bots/sakura_peer_play.h"
#include "common/clock.h"

/* the position after player 1 plays a and player 2 plays b from s */
static void sdp_play(const sakura_state *s, const sakura_pair *a, const sakura_pair *b, sakura_state *t)
{
    sakura_pair pp[2];
    pp[0] = *a;
    pp[1] = *b;
    *t = *s;
    sakura_resolve_turn(t, pp, NULL, NULL);
}

static int sdp_root_k(const sakura_depth2 *d, int p)
{
    return d->pool.k[p] < SDP_K_ROOT ? d->pool.k[p] : SDP_K_ROOT;
}

/* step 2: the depth-1 root matrix */
static void sdp_depth1(sakura_depth2 *d, const sakura_state *s)
{
    sakura_state t;
    int i, j, m = sdp_root_k(d, 0), n = sdp_root_k(d, 1);
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            sdp_play(s, &d->pool.arm[0][i], &d->pool.arm[1][j], &t);
            d->value[i * SPR_MAX + j] = sakura_peer_eval(&t, 0);
        }
    d->work += (long)m * n;
}

static int sdp_by_key(const void *x, const void *y)
{
    const sakura_depth2_cell *a = (const sakura_depth2_cell *)x, *b = (const sakura_depth2_cell *)y;
    if (a->key != b->key) return (a->key < b->key) - (a->key > b->key);
    return a->i != b->i ? a->i - b->i : a->j - b->j;
}

/* the root cells, most probable first under (x, y); returns their count */
static int sdp_order(const sakura_depth2 *d, sakura_depth2_cell *cell)
{
    int i, j, c = 0, m = sdp_root_k(d, 0), n = sdp_root_k(d, 1);
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            cell[c].key = d->x[i] * d->y[j];
            cell[c].i = i;
            cell[c++].j = j;
        }
    qsort(cell, (size_t)c, sizeof cell[0], sdp_by_key);
    return c;
}

/* step 3 for one cell: the value of the game one turn on */
static void sdp_deepen(sakura_depth2 *d, const sakura_state *s, int i, int j)
{
    sakura_state t, u;
    double cx[SPR_MAX], cy[SPR_MAX];
    int a, b;
    sdp_play(s, &d->pool.arm[0][i], &d->pool.arm[1][j], &t);
    d->work++;
    if (t.over) return; /* the depth-1 value is exact */
    if (SDP_CHILD_FULL)
        d->work += sakura_peer_arms(&t, SDP_K_CHILD, SDP_PROBES_CHILD, &d->scratch, &d->child);
    else
        d->work += sakura_peer_arms_among(&t, &d->pool, SDP_K_CHILD, SDP_PROBES_CHILD, &d->scratch, &d->child);
    for (a = 0; a < d->child.k[0]; a++)
        for (b = 0; b < d->child.k[1]; b++) {
            sdp_play(&t, &d->child.arm[0][a], &d->child.arm[1][b], &u);
            d->sub[a * SPR_MAX + b] = sakura_peer_eval(&u, 0);
        }
    d->work += (long)d->child.k[0] * d->child.k[1];
    d->value[i * SPR_MAX + j] =
        SDP_D2_WEIGHT * sakura_peer_rm_solve(d->sub, d->child.k[0], d->child.k[1], SPR_MAX, SDP_RM_CHILD, cx, cy) +
        (1.0 - SDP_D2_WEIGHT) * d->value[i * SPR_MAX + j];
}

static void sdp_solve_root(sakura_depth2 *d)
{
    sakura_peer_rm_solve(d->value, sdp_root_k(d, 0), sdp_root_k(d, 1), SPR_MAX, SDP_RM_ROOT, d->x, d->y);
}

void sakura_depth2_init(sakura_depth2 *d, uint64_t seed)
{
    rng_seed(&d->rng, seed);
    d->cells = 0;
    d->work = 0;
}

long sakura_depth2_choose(sakura_depth2 *d, const sakura_state *s, int me, double deadline_ms,
                          long max_cells, sakura_pair *out)
{
    sakura_depth2_cell *cell = d->order;
    long done = 0;
    int c, n, a;
    d->work += sakura_peer_arms(s, SDP_POOL, SPA_PROBES_ROOT, &d->scratch, &d->pool);
    sdp_depth1(d, s);
    sdp_solve_root(d);
    n = sdp_order(d, cell);
    for (c = 0; c < n; c++) {
        if (max_cells > 0 && done >= max_cells) break;
        if (deadline_ms > 0 && clk_now_ms() >= deadline_ms) break;
        sdp_deepen(d, s, cell[c].i, cell[c].j);
        done++;
    }
    sdp_solve_root(d);
    a = sakura_peer_play_mixed(s, me, d->pool.arm[me], me == 0 ? d->x : d->y, sdp_root_k(d, me),
                               SDP_FLOOR, SDP_SAFE_TRIES, &d->rng, &d->scratch, &d->work);
    *out = d->pool.arm[me][a];
    d->cells += done;
    return done;
}
