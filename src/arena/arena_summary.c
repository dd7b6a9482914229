/*
 * arena_summary.c -- folding records into tables; see arena_summary.h.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_summary.h"

#define SM_LINE "--------------------------------------------------"

/* grow *arr (of elem bytes) to hold n + 1 items; 0 or -1 */
static int sm_grow(void **arr, int *cap, int n, size_t elem)
{
    void *p;
    int nc;
    if (n < *cap)
        return 0;
    nc = *cap ? 2 * *cap : 8;
    p = realloc(*arr, (size_t)nc * elem);
    if (!p)
        return -1;
    memset((char *)p + (size_t)*cap * elem, 0, (size_t)(nc - *cap) * elem);
    *arr = p;
    *cap = nc;
    return 0;
}

void arena_summary_init(arena_summary *s, int kind)
{
    memset(s, 0, sizeof *s);
    s->kind = kind;
}

void arena_summary_free(arena_summary *s)
{
    int i;
    size_t k;
    for (i = 0; i < s->nbots; i++)
        free(s->bots[i]);
    for (i = 0; i < s->ntaggers; i++)
        free(s->taggers[i]);
    for (i = 0; i < s->ngens; i++)
        free(s->gens[i]);
    for (k = 0; k < s->capslots; k++)
        free(s->slots[k].key);
    free(s->bots);
    free(s->taggers);
    free(s->gens);
    free(s->skb);
    free(s->pairings);
    free(s->rows);
    free(s->pairs);
    free(s->slots);
    free(s->first_error);
    memset(s, 0, sizeof *s);
}

/* ---- key hash (open addressing, power-of-two capacity) ---- */

static size_t sm_hash(const char *k)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (; *k; k++)
        h = (h ^ (unsigned char)*k) * 1099511628211ULL;
    return (size_t)h;
}

static arena_key_slot *sm_find(const arena_summary *s, const char *key)
{
    size_t i;
    if (!s->capslots)
        return NULL;
    for (i = sm_hash(key) & (s->capslots - 1); s->slots[i].key; i = (i + 1) & (s->capslots - 1))
        if (strcmp(s->slots[i].key, key) == 0)
            return &s->slots[i];
    return NULL;
}

static int sm_rehash(arena_summary *s)
{
    size_t nc = s->capslots ? 2 * s->capslots : 1024, k, i;
    arena_key_slot *ns = (arena_key_slot *)calloc(nc, sizeof *ns);
    if (!ns)
        return -1;
    for (k = 0; k < s->capslots; k++) {
        if (!s->slots[k].key)
            continue;
        for (i = sm_hash(s->slots[k].key) & (nc - 1); ns[i].key; i = (i + 1) & (nc - 1))
            ;
        ns[i] = s->slots[k];
    }
    free(s->slots);
    s->slots = ns;
    s->capslots = nc;
    return 0;
}

static arena_key_slot *sm_insert(arena_summary *s, const char *key)
{
    size_t i;
    if (2 * (s->nslots + 1) > s->capslots && sm_rehash(s) != 0)
        return NULL;
    for (i = sm_hash(key) & (s->capslots - 1); s->slots[i].key; i = (i + 1) & (s->capslots - 1))
        ;
    if (!(s->slots[i].key = strdup(key)))
        return NULL;
    s->nslots++;
    return &s->slots[i];
}

int arena_summary_has_result(const arena_summary *s, const char *key)
{
    const arena_key_slot *k = sm_find(s, key);
    return k && k->state == 2;
}

/* ---- registration ---- */

static int sm_name(char ***list, int *n, int *cap, const char *name)
{
    int i;
    for (i = 0; i < *n; i++)
        if (strcmp((*list)[i], name) == 0)
            return i;
    if (sm_grow((void **)list, cap, *n, sizeof **list) != 0 || !((*list)[*n] = strdup(name)))
        return -1;
    return (*n)++;
}

int arena_summary_bot(arena_summary *s, const char *name)
{
    int before = s->capbots, i = sm_name(&s->bots, &s->nbots, &s->capbots, name);
    void *p;
    if (i < 0)
        return -1;
    if (s->capbots != before) { /* parallel arrays follow the bot list */
        p = realloc(s->skb, (size_t)s->capbots * sizeof *s->skb);
        if (!p)
            return -1;
        s->skb = (arena_sk_bot *)p;
        memset(s->skb + before, 0, (size_t)(s->capbots - before) * sizeof *s->skb);
    }
    if (!s->skb[i].name) {
        s->skb[i].name = s->bots[i];
        s->skb[i].reply_max = -1.0;
    }
    return i;
}

int arena_summary_pairing(arena_summary *s, int a, int b)
{
    int i;
    for (i = 0; i < s->npairings; i++)
        if (s->pairings[i].a == a && s->pairings[i].b == b)
            return i;
    if (sm_grow((void **)&s->pairings, &s->cappairings, s->npairings, sizeof *s->pairings) != 0)
        return -1;
    s->pairings[s->npairings].a = a;
    s->pairings[s->npairings].b = b;
    return s->npairings++;
}

int arena_summary_cell(arena_summary *s, const char *tagger, const char *gen)
{
    if (sm_name(&s->taggers, &s->ntaggers, &s->captaggers, tagger) < 0 ||
        sm_name(&s->gens, &s->ngens, &s->capgens, gen) < 0)
        return s->failed = 1, -1;
    return 0;
}

static const arena_cd_row *sm_row_at(const arena_summary *s, int b, int t, int g)
{
    int i;
    for (i = 0; i < s->nrows; i++)
        if (s->rows[i].bot == b && s->rows[i].tagger == t && s->rows[i].gen == g)
            return &s->rows[i];
    return NULL;
}

/* index of the row (bot, t, g), created if new; -1 if out of memory */
static int sm_row(arena_summary *s, int bot, int t, int g)
{
    const arena_cd_row *r = sm_row_at(s, bot, t, g);
    if (r)
        return (int)(r - s->rows);
    if (sm_grow((void **)&s->rows, &s->caprows, s->nrows, sizeof *s->rows) != 0)
        return -1;
    s->rows[s->nrows].bot = bot;
    s->rows[s->nrows].tagger = t;
    s->rows[s->nrows].gen = g;
    s->rows[s->nrows].reply_max = -1.0;
    return s->nrows++;
}

static const arena_cd_pair *sm_pair_at(const arena_summary *s, int b, int t, int g)
{
    int i;
    for (i = 0; i < s->npairs; i++)
        if (s->pairs[i].bot == b && s->pairs[i].tagger == t && s->pairs[i].gen == g)
            return &s->pairs[i];
    return NULL;
}

/* index of the pair row (other bot, t, g), created if new; -1 if out of
 * memory */
static int sm_pair_row(arena_summary *s, int bot, int t, int g)
{
    const arena_cd_pair *p = sm_pair_at(s, bot, t, g);
    if (p)
        return (int)(p - s->pairs);
    if (sm_grow((void **)&s->pairs, &s->cappairs, s->npairs, sizeof *s->pairs) != 0)
        return -1;
    s->pairs[s->npairs].bot = bot;
    s->pairs[s->npairs].tagger = t;
    s->pairs[s->npairs].gen = g;
    return s->npairs++;
}

/* bots[0] - bots[b] over every game both played (an empty sample if none) */
static const arena_sample *sm_total_diff(const arena_summary *s, int b)
{
    static const arena_sample none = {0, 0, 0};
    const arena_cd_pair *p = sm_pair_at(s, b, -1, -1);
    return p ? &p->diff : &none;
}

/* ---- folding ---- */

static void sm_sk_player(arena_sk_bot *b, const arena_result *r, int k /* 0/1 */)
{
    b->games++;
    if (r->winner != 0 && r->winner != k + 1) {
        b->timeouts += r->reason == ARENA_R_TIMEOUT;
        b->illegal += r->reason == ARENA_R_ILLEGAL;
        b->crashes += r->reason == ARENA_R_CRASH;
    }
    if (r->time_ms[k] >= 0) {
        b->time_sum += r->time_ms[k];
        b->time_max = r->time_ms[k] > b->time_max ? r->time_ms[k] : b->time_max;
    }
    if (r->mean_reply_ms[k] >= 0) { /* READY + one reply a turn played */
        b->reply_wsum += r->mean_reply_ms[k] * (r->turns + 1);
        b->reply_w += r->turns + 1;
    }
    if (r->max_reply_ms[k] > b->reply_max)
        b->reply_max = r->max_reply_ms[k];
}

static int sm_add_sakura(arena_summary *s, const arena_rec *r, arena_key_slot *slot, int prev)
{
    int a = arena_summary_bot(s, r->name[0]), b = arena_summary_bot(s, r->name[1]), p;
    char other[ARENA_KEY_MAX];
    const arena_key_slot *o;
    double pts;
    if (a < 0 || b < 0 || (p = arena_summary_pairing(s, a, b)) < 0)
        return -1;
    if (!r->has_result) {
        s->pairings[p].errors++;
        return 0;
    }
    if (prev == 1)
        s->pairings[p].errors--;
    pts = r->res.winner == 0 ? 0.5 : r->res.winner == r->side ? 1.0 : 0.0;
    slot->value = pts;
    s->pairings[p].w += pts == 1.0;
    s->pairings[p].d += pts == 0.5;
    s->pairings[p].l += pts == 0.0;
    sm_sk_player(&s->skb[a], &r->res, r->side - 1);
    sm_sk_player(&s->skb[b], &r->res, 2 - r->side);
    snprintf(other, sizeof other, "sakura %s %s %lld %d", r->name[0], r->name[1], r->seed,
             3 - r->side);
    o = sm_find(s, other);
    if (o && o->state == 2)
        s->pairings[p].penta[(int)lround(2.0 * (pts + o->value))]++;
    return 0;
}

static void sm_cd_fold(arena_cd_row *row, const arena_result *r)
{
    arena_sample_add(&row->score, r->score);
    row->caught += r->caught;
    row->turns_sum += r->turns;
    row->fails[0] += r->reason == ARENA_R_TIMEOUT;
    row->fails[1] += r->reason == ARENA_R_ILLEGAL;
    row->fails[2] += r->reason == ARENA_R_CRASH;
    if (r->time_ms[0] >= 0) {
        row->time_sum += r->time_ms[0];
        row->time_max = r->time_ms[0] > row->time_max ? r->time_ms[0] : row->time_max;
    }
    if (r->max_reply_ms[0] > row->reply_max)
        row->reply_max = r->max_reply_ms[0];
}

/* one paired game (x: bots[0]'s, y: bot's) into the cell's pair rows */
static int sm_cd_pair_fold(arena_summary *s, int bot, int t, int g, double x, int cx, double y,
                           int cy)
{
    int rows[4], i;
    rows[0] = sm_pair_row(s, bot, t, g);
    rows[1] = sm_pair_row(s, bot, t, -1);
    rows[2] = sm_pair_row(s, bot, -1, g);
    rows[3] = sm_pair_row(s, bot, -1, -1);
    for (i = 0; i < 4; i++) {
        arena_cd_pair *p;
        if (rows[i] < 0)
            return -1;
        p = &s->pairs[rows[i]];
        arena_sample_add(&p->diff, x - y);
        arena_pair_add(&p->score, x, y);
        arena_pair_add(&p->caught, cx, cy);
    }
    return 0;
}

/* paired games: bots[0] against every other bot on the same game */
static int sm_cd_pairs(arena_summary *s, const arena_rec *r, int bot, int t, int g)
{
    char k[ARENA_KEY_MAX];
    const arena_key_slot *o;
    double x = r->res.score;
    int j, c = r->res.caught != 0, rc = 0;
    for (j = 0; j < s->nbots; j++) {
        if (j == bot || (bot != 0 && j != 0))
            continue;
        snprintf(k, sizeof k, "candy %s %s %s %lld", s->bots[j], r->tagger, r->gen, r->seed);
        o = sm_find(s, k);
        if (!o || o->state != 2)
            continue;
        if (bot == 0)
            rc |= sm_cd_pair_fold(s, j, t, g, x, c, o->value, o->caught);
        else
            rc |= sm_cd_pair_fold(s, bot, t, g, o->value, o->caught, x, c);
    }
    return rc;
}

static int sm_add_candy(arena_summary *s, const arena_rec *r, arena_key_slot *slot, int prev)
{
    int b = arena_summary_bot(s, r->name[0]);
    int t = sm_name(&s->taggers, &s->ntaggers, &s->captaggers, r->tagger);
    int g = sm_name(&s->gens, &s->ngens, &s->capgens, r->gen);
    int rows[4], i;
    (void)prev;
    if (b < 0 || t < 0 || g < 0)
        return -1;
    if (!r->has_result)
        return 0;
    /* indices, not pointers: creating a row may move the array */
    rows[0] = sm_row(s, b, t, g);
    rows[1] = sm_row(s, b, t, -1);
    rows[2] = sm_row(s, b, -1, g);
    rows[3] = sm_row(s, b, -1, -1);
    for (i = 0; i < 4; i++) {
        if (rows[i] < 0)
            return -1;
        sm_cd_fold(&s->rows[rows[i]], &r->res);
    }
    slot->value = r->res.score;
    slot->caught = r->res.caught != 0;
    return sm_cd_pairs(s, r, b, t, g);
}

static void sm_note_error(arena_summary *s, const arena_rec *r)
{
    size_t n;
    s->errors++;
    if (s->first_error)
        return;
    n = strlen(r->key) + strlen(r->error) + 4;
    if ((s->first_error = (char *)malloc(n)))
        snprintf(s->first_error, n, "%s: %s", r->key, r->error);
}

int arena_summary_add(arena_summary *s, const arena_rec *r)
{
    arena_key_slot *slot = sm_find(s, r->key);
    int rc, prev;
    if (slot && slot->state == 2) {
        s->duplicates += r->has_result;
        return 0;
    }
    if (slot && !r->has_result)
        return 0; /* the same game failed again: counted once */
    if (!slot && !(slot = sm_insert(s, r->key)))
        return s->failed = 1, -1;
    prev = slot->state;
    rc = s->kind == ARENA_SAKURA ? sm_add_sakura(s, r, slot, prev)
                                 : sm_add_candy(s, r, slot, prev);
    if (rc != 0)
        return s->failed = 1, -1;
    if (!r->has_result) {
        slot->state = 1;
        sm_note_error(s, r);
    } else {
        s->errors -= prev == 1;
        slot->state = 2;
        s->results++;
    }
    return 0;
}

int arena_summary_sprt(const arena_summary *s, int p, const arena_sprt_opt *o, double *llr,
                       double *lower, double *upper)
{
    arena_sprt_bounds(o->alpha, o->beta, lower, upper);
    *llr = arena_sprt_llr(s->pairings[p].penta, o->elo0, o->elo1);
    if (*llr >= *upper)
        return 1;
    if (*llr <= *lower)
        return -1;
    return 0;
}

/* ---- output ---- */

/* a number for a table: "-" for NaN, "inf" for infinities */
static const char *sm_num(char *buf, size_t cap, const char *fmt, double v)
{
    if (isnan(v))
        snprintf(buf, cap, "-");
    else if (isinf(v))
        snprintf(buf, cap, v > 0 ? "inf" : "-inf");
    else
        snprintf(buf, cap, fmt, v);
    return buf;
}

static double sm_ratio(double a, double b)
{
    if (b > 0)
        return a / b;
    return a > 0 ? INFINITY : NAN;
}

static void sm_print_pairing(const arena_summary *s, int p, const arena_sprt_opt *o, FILE *f)
{
    const arena_sk_pairing *pr = &s->pairings[p];
    arena_penta_stats st;
    long long games = pr->w + pr->d + pr->l;
    double pts = pr->w + 0.5 * pr->d, llr, lo, hi;
    char b1[32], b2[32], b3[32], b4[32];
    int state;
    arena_penta_summarise(pr->penta, &st);
    fprintf(f, "%s\nResults of %s vs %s (%lld games, %lld complete pairs):\n", SM_LINE,
            s->bots[pr->a], s->bots[pr->b], games, st.pairs);
    fprintf(f, "Elo: %s +/- %s, nElo: %s +/- %s\n", sm_num(b1, 32, "%.2f", st.elo),
            sm_num(b2, 32, "%.2f", st.elo_err), sm_num(b3, 32, "%.2f", st.nelo),
            sm_num(b4, 32, "%.2f", st.nelo_err));
    fprintf(f, "LOS: %s %%, DrawRatio: %s %%, PairsRatio: %s\n",
            sm_num(b1, 32, "%.2f", 100.0 * st.los),
            sm_num(b2, 32, "%.2f", games ? 100.0 * pr->d / games : NAN),
            sm_num(b3, 32, "%.2f", sm_ratio((double)(pr->penta[ARENA_P_WW] + pr->penta[ARENA_P_WD]),
                                            (double)(pr->penta[ARENA_P_LL] + pr->penta[ARENA_P_LD]))));
    fprintf(f, "Games: %lld, Wins: %lld, Losses: %lld, Draws: %lld, Points: %.1f (%s %%)\n", games,
            pr->w, pr->l, pr->d, pts, sm_num(b1, 32, "%.2f", games ? 100.0 * pts / games : NAN));
    fprintf(f, "Ptnml(0-2): [%lld, %lld, %lld, %lld, %lld]\n", pr->penta[0], pr->penta[1],
            pr->penta[2], pr->penta[3], pr->penta[4]);
    if (o && o->on) {
        state = arena_summary_sprt(s, p, o, &llr, &lo, &hi);
        fprintf(f, "LLR: %s (%.2f, %.2f) [%.2f, %.2f]%s\n", sm_num(b1, 32, "%.2f", llr), lo, hi,
                o->elo0, o->elo1,
                state > 0 ? " H1 accepted" : state < 0 ? " H0 accepted" : "");
    }
    if (pr->errors)
        fprintf(f, "Arena errors (games without a result): %lld\n", pr->errors);
}

static void sm_print_sakura(const arena_summary *s, const arena_sprt_opt *o, FILE *f)
{
    char b1[32], b2[32], b3[32], b4[32];
    int p, i;
    for (p = 0; p < s->npairings; p++)
        sm_print_pairing(s, p, o, f);
    fprintf(f, "%s\n%-16s %6s %8s %7s %7s %10s %8s %10s %8s\n", SM_LINE, "Bot", "Games",
            "Timeouts", "Illegal", "Crashes", "ms/game", "max", "reply ms", "max");
    for (i = 0; i < s->nbots; i++) {
        const arena_sk_bot *b = &s->skb[i];
        fprintf(f, "%-16s %6lld %8lld %7lld %7lld %10s %8s %10s %8s\n", b->name, b->games,
                b->timeouts, b->illegal, b->crashes,
                sm_num(b1, 32, "%.1f", b->games ? b->time_sum / b->games : NAN),
                sm_num(b2, 32, "%.1f", b->games ? b->time_max : NAN),
                sm_num(b3, 32, "%.3f", b->reply_w > 0 ? b->reply_wsum / b->reply_w : NAN),
                sm_num(b4, 32, "%.2f", b->reply_max >= 0 ? b->reply_max : NAN));
    }
}

/* 1 if the row of tagger t, gen g (-1 = all) says something new */
static int sm_cell_shown(const arena_summary *s, int t, int g)
{
    if (t >= 0 && g >= 0)
        return 1;
    if (t >= 0 || g >= 0) /* else it repeats a cell or the total */
        return s->ngens > 1 && s->ntaggers > 1;
    return s->ntaggers * s->ngens > 1;
}

static void sm_print_row(const arena_summary *s, const arena_cd_row *r, FILE *f)
{
    char b1[32], b2[32], b3[32], b4[32], b5[32], b6[32], b7[32];
    long long n = r->score.n;
    fprintf(f, "%-14s %-8s %-8s %6lld %7s +/- %-6s %7s %6s %8s %7s %8s %lld/%lld/%lld\n",
            s->bots[r->bot], r->tagger < 0 ? "*" : s->taggers[r->tagger],
            r->gen < 0 ? "*" : s->gens[r->gen], n, sm_num(b1, 32, "%.3f", arena_sample_mean(&r->score)),
            sm_num(b2, 32, "%.3f", arena_sample_ci(&r->score)),
            sm_num(b3, 32, "%.1f", n ? 100.0 * r->caught / n : NAN),
            sm_num(b4, 32, "%.1f", n ? (double)r->turns_sum / n : NAN),
            sm_num(b5, 32, "%.1f", n ? r->time_sum / n : NAN),
            sm_num(b7, 32, "%.1f", n ? r->time_max : NAN),
            sm_num(b6, 32, "%.2f", r->reply_max >= 0 ? r->reply_max : NAN), r->fails[0],
            r->fails[1], r->fails[2]);
}

static void sm_print_pair(const arena_summary *s, const arena_cd_pair *p, FILE *f)
{
    char b[6][32];
    double h1, h2, r1 = arena_pair_ratio(&p->score, &h1), r2 = arena_pair_ratio(&p->caught, &h2);
    fprintf(f, "%-14s %-8s %-8s %6lld %7s +/- %-6s %7s +/- %-6s %7s +/- %s\n", s->bots[p->bot],
            p->tagger < 0 ? "*" : s->taggers[p->tagger], p->gen < 0 ? "*" : s->gens[p->gen],
            p->diff.n, sm_num(b[0], 32, "%+.3f", arena_sample_mean(&p->diff)),
            sm_num(b[1], 32, "%.3f", arena_sample_ci(&p->diff)), sm_num(b[2], 32, "%.3f", r1),
            sm_num(b[3], 32, "%.3f", h1), sm_num(b[4], 32, "%.3f", r2),
            sm_num(b[5], 32, "%.3f", h2));
}

/* per cell: bots[0] against each other bot on the same seeds */
static void sm_print_pairs(const arena_summary *s, FILE *f)
{
    const arena_cd_pair *p;
    int b, t, g;
    fprintf(f, "%s\n%s against each bot on the same seeds (x = %s, y = the bot; "
            "ratios x/y with delta-method 95%% CI)\n%-14s %-8s %-8s %6s %17s %17s %17s\n",
            SM_LINE, s->bots[0], s->bots[0], "Against", "Tagger", "Gen", "Games",
            "Diff x-y (95% CI)", "Score ratio", "Caught ratio");
    for (b = 1; b < s->nbots; b++)
        for (t = -1; t < s->ntaggers; t++)
            for (g = -1; g < s->ngens; g++)
                if ((p = sm_pair_at(s, b, t, g)) && sm_cell_shown(s, t, g))
                    sm_print_pair(s, p, f);
}

static void sm_print_candy(const arena_summary *s, FILE *f)
{
    char b1[32], b2[32];
    int b, t, g;
    const arena_cd_row *r;
    fprintf(f, "%s\n%-14s %-8s %-8s %6s %17s %7s %6s %8s %7s %8s %s\n", SM_LINE, "Bot", "Tagger",
            "Gen", "Games", "Score (95% CI)", "Caught%", "Turns", "ms/game", "max", "maxreply",
            "t/i/c");
    for (b = 0; b < s->nbots; b++)
        for (t = -1; t < s->ntaggers; t++)
            for (g = -1; g < s->ngens; g++)
                if ((r = sm_row_at(s, b, t, g)) && sm_cell_shown(s, t, g))
                    sm_print_row(s, r, f);
    if (s->npairs)
        sm_print_pairs(s, f);
    for (b = 1; b < s->nbots; b++) {
        const arena_sample *d = sm_total_diff(s, b);
        fprintf(f, "Paired difference %s - %s: %s +/- %s (%lld games on the same seeds)\n",
                s->bots[0], s->bots[b], sm_num(b1, 32, "%+.3f", arena_sample_mean(d)),
                sm_num(b2, 32, "%.3f", arena_sample_ci(d)), d->n);
    }
}

void arena_summary_print(const arena_summary *s, const arena_sprt_opt *o, FILE *f)
{
    if (s->kind == ARENA_SAKURA)
        sm_print_sakura(s, o, f);
    else
        sm_print_candy(s, f);
    fprintf(f, "%s\nGames with a result: %lld", SM_LINE, s->results);
    if (s->duplicates)
        fprintf(f, ", duplicates ignored: %lld", s->duplicates);
    fprintf(f, ", arena errors: %lld\n", s->errors);
    if (s->errors && s->first_error)
        fprintf(f, "First arena error: %s\n", s->first_error);
}

static void sm_jnum(json_writer *w, const char *k, double v)
{
    json_w_key(w, k);
    json_w_num(w, v);
}

static void sm_jint(json_writer *w, const char *k, long long v)
{
    json_w_key(w, k);
    json_w_int(w, v);
}

static void sm_json_pairing(const arena_summary *s, int p, const arena_sprt_opt *o, json_writer *w)
{
    const arena_sk_pairing *pr = &s->pairings[p];
    arena_penta_stats st;
    long long games = pr->w + pr->d + pr->l;
    double llr, lo, hi;
    int i, state;
    arena_penta_summarise(pr->penta, &st);
    json_w_obj(w);
    json_w_key(w, "bots");
    json_w_arr(w);
    json_w_str(w, s->bots[pr->a]);
    json_w_str(w, s->bots[pr->b]);
    json_w_arr_end(w);
    sm_jint(w, "games", games);
    sm_jint(w, "wins", pr->w);
    sm_jint(w, "draws", pr->d);
    sm_jint(w, "losses", pr->l);
    sm_jnum(w, "points", pr->w + 0.5 * pr->d);
    sm_jnum(w, "score", games ? (pr->w + 0.5 * pr->d) / games : NAN);
    sm_jint(w, "pairs", st.pairs);
    json_w_key(w, "ptnml");
    json_w_arr(w);
    for (i = 0; i < ARENA_P_N; i++)
        json_w_int(w, pr->penta[i]);
    json_w_arr_end(w);
    sm_jnum(w, "elo", st.elo);
    sm_jnum(w, "elo_err", st.elo_err);
    sm_jnum(w, "nelo", st.nelo);
    sm_jnum(w, "nelo_err", st.nelo_err);
    sm_jnum(w, "los", st.los);
    sm_jnum(w, "draw_ratio", games ? (double)pr->d / games : NAN);
    sm_jint(w, "errors", pr->errors);
    if (o && o->on) {
        state = arena_summary_sprt(s, p, o, &llr, &lo, &hi);
        json_w_key(w, "sprt");
        json_w_obj(w);
        sm_jnum(w, "llr", llr);
        sm_jnum(w, "lower", lo);
        sm_jnum(w, "upper", hi);
        sm_jnum(w, "elo0", o->elo0);
        sm_jnum(w, "elo1", o->elo1);
        sm_jnum(w, "alpha", o->alpha);
        sm_jnum(w, "beta", o->beta);
        json_w_key(w, "state");
        json_w_str(w, state > 0 ? "H1" : state < 0 ? "H0" : "continue");
        json_w_obj_end(w);
    }
    json_w_obj_end(w);
}

static void sm_json_sakura(const arena_summary *s, const arena_sprt_opt *o, json_writer *w)
{
    int i;
    json_w_key(w, "pairings");
    json_w_arr(w);
    for (i = 0; i < s->npairings; i++)
        sm_json_pairing(s, i, o, w);
    json_w_arr_end(w);
    json_w_key(w, "bots");
    json_w_arr(w);
    for (i = 0; i < s->nbots; i++) {
        const arena_sk_bot *b = &s->skb[i];
        json_w_obj(w);
        json_w_key(w, "name");
        json_w_str(w, b->name);
        sm_jint(w, "games", b->games);
        sm_jint(w, "timeouts", b->timeouts);
        sm_jint(w, "illegal", b->illegal);
        sm_jint(w, "crashes", b->crashes);
        sm_jnum(w, "mean_ms", b->games ? b->time_sum / b->games : NAN);
        sm_jnum(w, "max_ms", b->games ? b->time_max : NAN);
        sm_jnum(w, "mean_reply_ms", b->reply_w > 0 ? b->reply_wsum / b->reply_w : NAN);
        sm_jnum(w, "max_reply_ms", b->reply_max >= 0 ? b->reply_max : NAN);
        json_w_obj_end(w);
    }
    json_w_arr_end(w);
}

static void sm_json_row(const arena_summary *s, const arena_cd_row *r, json_writer *w)
{
    long long n = r->score.n;
    json_w_obj(w);
    json_w_key(w, "bot");
    json_w_str(w, s->bots[r->bot]);
    json_w_key(w, "tagger");
    json_w_str(w, r->tagger < 0 ? "*" : s->taggers[r->tagger]);
    json_w_key(w, "gen");
    json_w_str(w, r->gen < 0 ? "*" : s->gens[r->gen]);
    sm_jint(w, "games", n);
    sm_jnum(w, "score_mean", arena_sample_mean(&r->score));
    sm_jnum(w, "score_ci", arena_sample_ci(&r->score));
    sm_jnum(w, "capture_rate", n ? (double)r->caught / n : NAN);
    sm_jnum(w, "mean_turns", n ? (double)r->turns_sum / n : NAN);
    sm_jnum(w, "mean_ms", n ? r->time_sum / n : NAN);
    sm_jnum(w, "max_ms", n ? r->time_max : NAN);
    sm_jnum(w, "max_reply_ms", r->reply_max >= 0 ? r->reply_max : NAN);
    sm_jint(w, "timeouts", r->fails[0]);
    sm_jint(w, "illegal", r->fails[1]);
    sm_jint(w, "crashes", r->fails[2]);
    json_w_obj_end(w);
}

static void sm_json_pair(const arena_summary *s, const arena_cd_pair *p, json_writer *w)
{
    double h1, h2, r1 = arena_pair_ratio(&p->score, &h1), r2 = arena_pair_ratio(&p->caught, &h2);
    json_w_obj(w);
    json_w_key(w, "bots");
    json_w_arr(w);
    json_w_str(w, s->bots[0]);
    json_w_str(w, s->bots[p->bot]);
    json_w_arr_end(w);
    json_w_key(w, "tagger");
    json_w_str(w, p->tagger < 0 ? "*" : s->taggers[p->tagger]);
    json_w_key(w, "gen");
    json_w_str(w, p->gen < 0 ? "*" : s->gens[p->gen]);
    sm_jint(w, "games", p->diff.n);
    sm_jnum(w, "diff_mean", arena_sample_mean(&p->diff));
    sm_jnum(w, "diff_ci", arena_sample_ci(&p->diff));
    sm_jnum(w, "score_ratio", r1);
    sm_jnum(w, "score_ratio_ci", h1);
    sm_jnum(w, "caught_ratio", r2);
    sm_jnum(w, "caught_ratio_ci", h2);
    json_w_obj_end(w);
}

static void sm_json_candy(const arena_summary *s, json_writer *w)
{
    int b, t, g;
    const arena_cd_row *r;
    json_w_key(w, "rows");
    json_w_arr(w);
    for (b = 0; b < s->nbots; b++)
        for (t = -1; t < s->ntaggers; t++)
            for (g = -1; g < s->ngens; g++)
                if ((r = sm_row_at(s, b, t, g)))
                    sm_json_row(s, r, w);
    json_w_arr_end(w);
    json_w_key(w, "diffs");
    json_w_arr(w);
    for (b = 1; b < s->nbots; b++) {
        json_w_obj(w);
        json_w_key(w, "bots");
        json_w_arr(w);
        json_w_str(w, s->bots[0]);
        json_w_str(w, s->bots[b]);
        json_w_arr_end(w);
        sm_jint(w, "games", sm_total_diff(s, b)->n);
        sm_jnum(w, "mean", arena_sample_mean(sm_total_diff(s, b)));
        sm_jnum(w, "ci", arena_sample_ci(sm_total_diff(s, b)));
        json_w_obj_end(w);
    }
    json_w_arr_end(w);
    json_w_key(w, "pairs");
    json_w_arr(w);
    for (b = 0; b < s->npairs; b++)
        sm_json_pair(s, &s->pairs[b], w);
    json_w_arr_end(w);
}

void arena_summary_json(const arena_summary *s, const arena_sprt_opt *o, json_writer *w)
{
    json_w_obj(w);
    json_w_key(w, "game");
    json_w_str(w, s->kind == ARENA_SAKURA ? "sakura" : "candy");
    sm_jint(w, "results", s->results);
    sm_jint(w, "errors", s->errors);
    sm_jint(w, "duplicates", s->duplicates);
    if (s->first_error) {
        json_w_key(w, "first_error");
        json_w_str(w, s->first_error);
    }
    if (s->kind == ARENA_SAKURA)
        sm_json_sakura(s, o, w);
    else
        sm_json_candy(s, w);
    json_w_obj_end(w);
}

void arena_summary_brief(const arena_summary *s, const arena_sprt_opt *o, char *buf, size_t cap)
{
    char b1[32], b2[32], b3[32];
    size_t k;
    int b;
    buf[0] = '\0';
    if (s->kind == ARENA_SAKURA && s->npairings > 0) {
        const arena_sk_pairing *pr = &s->pairings[0];
        arena_penta_stats st;
        double llr, lo, hi;
        arena_penta_summarise(pr->penta, &st);
        k = (size_t)snprintf(buf, cap, "%s-%s W/D/L %lld/%lld/%lld Elo %s +/- %s", s->bots[pr->a],
                             s->bots[pr->b], pr->w, pr->d, pr->l, sm_num(b1, 32, "%.1f", st.elo),
                             sm_num(b2, 32, "%.1f", st.elo_err));
        if (o && o->on && k < cap) {
            arena_summary_sprt(s, 0, o, &llr, &lo, &hi);
            snprintf(buf + k, cap - k, " LLR %s", sm_num(b3, 32, "%.2f", llr));
        }
        return;
    }
    for (b = 0, k = 0; b < s->nbots && b < 3 && k < cap; b++) {
        const arena_cd_row *r = sm_row_at(s, b, -1, -1);
        k += (size_t)snprintf(buf + k, cap - k, "%s%s %s", b ? ", " : "", s->bots[b],
                              sm_num(b1, 32, "%.2f", r ? arena_sample_mean(&r->score) : NAN));
    }
}
