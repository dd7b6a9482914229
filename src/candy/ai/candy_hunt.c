/*
 * candy_hunt.c -- Maki's model of the tagger's own search: what a tagger
 * that hunts by the rules (spec §5: chase while it sees Maki, otherwise
 * search using the footsteps level) believes about Maki, and where that
 * belief sends it.
 *
 * Data.  hb[cell] is the chance a searching tagger gives Maki being on
 * cell (sums to 1 over opt passages).  Maki knows its own path and hears
 * the footsteps level the tagger hears, so it can run the tagger's
 * filter itself, with its own belief about the tagger in place of the
 * tagger's true cell: each turn hb diffuses one random step (stay or any
 * neighbour, the tagger does not know where Maki goes), then a cell c
 * keeps the weight sum_T bel(T) [level(d(T,c)) = level(d(T,Maki))] (the
 * tagger at T keeps the cells at the level it heard), floored at KH_FLOOR
 * since bel is only an estimate, and loses the chance the tagger stands
 * on it.  The tagger saw Maki with the chance it had Maki in line of
 * sight times KH_FACE (it faces one way of four, but mostly Maki's way),
 * KH_SEEN when the tagger is in Maki's view; that share of hb moves onto
 * Maki's cell.
 *
 * htarget[x] is where a searching tagger on x heads: the cell with the
 * best hb[c] * KH_DECAY^d(x,c) (the nearest likely cell), or Maki's cell
 * when x has Maki in line of sight.  The belief's chase model uses it
 * when KT_SEARCH (the planner's switches that used it were removed after
 * Round 4; commit a7e2c07 has them).
 */
#include <string.h>
#include "candy_ai.h"
#include "candy_ai_tune.h"

int candy_hunt_los(const candy_ai *ai, int a, int b)
{
    int ra = CANDY_ROW(a), ca = CANDY_COL(a), rb = CANDY_ROW(b), cb = CANDY_COL(b), step, c;
    if (ra != rb && ca != cb)
        return 0;
    if (a == b)
        return 1;
    step = ra == rb ? (cb > ca ? 1 : -1) : (rb > ra ? CANDY_MAX_N : -CANDY_MAX_N);
    for (c = a + step; c != b; c += step)
        if (ai->opt.wall[c])
            return 0;
    return 1;
}

/* spec §1: Maki starts on an inner passage, any of them for the tagger */
static void kh_uniform(candy_ai *ai)
{
    int i;
    memset(ai->hb, 0, sizeof ai->hb);
    for (i = 0; i < ai->ncells; i++) {
        int c = ai->cells[i], r = CANDY_ROW(c), k = CANDY_COL(c);
        if (r > 0 && k > 0 && r < ai->n - 1 && k < ai->n - 1)
            ai->hb[c] = 1.0;
    }
    if (candy_belief_normalise(ai->hb) <= 0)
        ai->hb[ai->maki] = 1.0;
}

/* one turn of the tagger's random-step prediction of Maki */
static void kh_predict(candy_ai *ai)
{
    double next[CANDY_CELLS];
    int i, k;
    memset(next, 0, sizeof next);
    for (i = 0; i < ai->ncells; i++) {
        int x = ai->cells[i];
        double share;
        if (ai->hb[x] <= 0)
            continue;
        share = ai->hb[x] / (ai->nnb[x] + 1);
        next[x] += share;
        for (k = 0; k < ai->nnb[x]; k++)
            next[ai->nb[x][k]] += share;
    }
    memcpy(ai->hb, next, sizeof next);
}

/* spec §2: the tagger on T sees its line ahead; facing unknown, each of
 * the four lines with the chance KH_VIEW, and a cell seen without Maki
 * loses that share of the tagger's belief */
static void kh_view_zero(candy_ai *ai, const double *mix, const short *tcell, int nt)
{
    static const int kh_step[4] = {-CANDY_MAX_N, 1, CANDY_MAX_N, -1};
    double seen[CANDY_CELLS];
    int j, d;
    memset(seen, 0, sizeof seen);
    for (j = 0; j < nt; j++)
        for (d = 0; d < 4; d++) {
            int c = tcell[j], r0 = CANDY_ROW(c), c0 = CANDY_COL(c);
            for (;;) {
                int r, k;
                c += kh_step[d];
                r = CANDY_ROW(c);
                k = CANDY_COL(c);
                if (c < 0 || c >= CANDY_CELLS || r >= ai->n || k >= ai->n ||
                    (r != r0 && k != c0) || ai->opt.wall[c])
                    break;
                seen[c] += KH_VIEW * mix[tcell[j]];
            }
        }
    for (j = 0; j < ai->ncells; j++) {
        int c = ai->cells[j];
        if (c != ai->maki)
            ai->hb[c] *= seen[c] < 1.0 ? 1.0 - seen[c] : 0.0;
    }
}

/* The footsteps filter with Maki's belief of the tagger's cell T: the
 * tagger heard level(d(T, Maki)) and keeps the cells at the same level.
 * Both distances on opt, so Maki's own cell always keeps all its weight.
 * Returns the chance the tagger had Maki in line of sight. */
static double kh_filter(candy_ai *ai)
{
    double mix[CANDY_CELLS], los = 0;
    short tcell[CANDY_CELLS], tlev[CANDY_CELLS];
    int i, j, nt = 0;
    candy_belief_mix(ai, mix);
    for (i = 0; i < ai->ncells; i++) {
        int t = ai->cells[i];
        if (mix[t] <= 1e-4)
            continue;
        tcell[nt] = (short)t;
        tlev[nt++] = (short)candy_footsteps(ai->table, ai->dist[t][ai->maki]);
        if (candy_hunt_los(ai, t, ai->maki))
            los += mix[t];
    }
    if (KH_VIEW > 0)
        kh_view_zero(ai, mix, tcell, nt);
    for (i = 0; i < ai->ncells; i++) {
        int c = ai->cells[i];
        double keep = 0;
        if (ai->hb[c] <= 0)
            continue;
        for (j = 0; j < nt; j++)
            if (candy_footsteps(ai->table, ai->dist[tcell[j]][c]) == tlev[j])
                keep += mix[tcell[j]];
        ai->hb[c] *= (KH_FLOOR + keep) * (1.0 - mix[c]);
    }
    return los;
}

static void kh_targets(candy_ai *ai)
{
    double g[CANDY_CELLS];
    short live[CANDY_CELLS];
    int i, j, nl = 0;
    g[0] = 1.0;
    for (i = 1; i < CANDY_CELLS; i++)
        g[i] = g[i - 1] * KH_DECAY;
    for (i = 0; i < ai->ncells; i++)
        if (ai->hb[ai->cells[i]] > 1e-5)
            live[nl++] = ai->cells[i];
    for (i = 0; i < ai->ncells; i++) {
        int x = ai->cells[i], best = ai->maki;
        double bs = -1;
        if (ai->maki >= 0 && candy_hunt_los(ai, x, ai->maki) && ai->dist[x][ai->maki] < CANDY_CELLS) {
            ai->htarget[x] = (short)ai->maki;
            continue;
        }
        for (j = 0; j < nl; j++) {
            int c = live[j], d = ai->dist[x][c];
            double s;
            if (d >= CANDY_CELLS)
                continue;
            s = ai->hb[c] * g[d];
            if (s > bs) {
                bs = s;
                best = c;
            }
        }
        ai->htarget[x] = (short)best;
    }
}

void candy_hunt_update(candy_ai *ai)
{
    double seen = 0;
    int i;
    if (ai->turn <= 1) {
        kh_uniform(ai);
    } else {
        kh_predict(ai);
        seen = KH_FACE * kh_filter(ai);
        if (candy_belief_normalise(ai->hb) <= 0)
            kh_uniform(ai);
    }
    if (ai->tagger >= 0) /* in Maki's view: it saw Maki if it faced Maki */
        seen = KH_SEEN;
    for (i = 0; i < CANDY_CELLS; i++)
        ai->hb[i] *= 1.0 - seen;
    ai->hb[ai->maki] += seen;
    kh_targets(ai);
}
