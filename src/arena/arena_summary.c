/*
 * arena_summary.c -- folding records into the summary; see arena_summary.h
 * for the data.  The tables are printed by arena_text.c and arena_json.c,
 * which only read an arena_summary; every field is written here.
 *
 * Invariants kept by this file:
 *   - the key hash is open addressing with a power-of-two capacity, at
 *     most half full (sm_insert rehashes first); keys are never removed,
 *     so a probe ends at the first empty slot;
 *   - a slot goes 0 (new) -> 1 (error) -> 2 (result) and never back;
 *     `errors` counts the slots in state 1, `results` those in state 2;
 *   - every Candy result is in four rows (cell, tagger x all gens, all
 *     taggers x gen, all) and each paired game in the four matching pair
 *     rows; rows are found again by index, never by a kept pointer, since
 *     creating a row may move the array;
 *   - a Sakura pentanomial count is added when the second side of a seed
 *     gets its result, so each complete pair is counted once.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_summary.h"

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
    free(s->first_forfeit);
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

/* ---- Candy rows and pair rows ---- */

const arena_cd_row *arena_summary_row(const arena_summary *s, int b, int t, int g)
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
    const arena_cd_row *r = arena_summary_row(s, bot, t, g);
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

const arena_cd_pair *arena_summary_pair(const arena_summary *s, int b, int t, int g)
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
    const arena_cd_pair *p = arena_summary_pair(s, bot, t, g);
    if (p)
        return (int)(p - s->pairs);
    if (sm_grow((void **)&s->pairs, &s->cappairs, s->npairs, sizeof *s->pairs) != 0)
        return -1;
    s->pairs[s->npairs].bot = bot;
    s->pairs[s->npairs].tagger = t;
    s->pairs[s->npairs].gen = g;
    return s->npairs++;
}

const arena_sample *arena_summary_total_diff(const arena_summary *s, int b)
{
    static const arena_sample none = {0, 0, 0};
    const arena_cd_pair *p = arena_summary_pair(s, b, -1, -1);
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

/* a pair completed: the sequential test's decision, if this crosses first */
static void sm_sprt_step(arena_summary *s, arena_sk_pairing *pr)
{
    double lower, upper, llr;
    if (!s->sprt.on || !s->sprt_sequential || pr->sprt_state != 0)
        return;
    arena_sprt_bounds(s->sprt.alpha, s->sprt.beta, &lower, &upper);
    llr = arena_sprt_llr(pr->penta, s->sprt.elo0, s->sprt.elo1);
    if (llr >= upper || llr <= lower) {
        pr->sprt_state = llr >= upper ? 1 : -1;
        pr->sprt_llr = llr;
        pr->sprt_games = pr->w + pr->d + pr->l;
    }
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
    arena_sakura_key(other, r->name[0], r->name[1], r->seed, 3 - r->side);
    o = sm_find(s, other);
    if (o && o->state == 2) {
        s->pairings[p].penta[(int)lround(2.0 * (pts + o->value))]++;
        sm_sprt_step(s, &s->pairings[p]);
    }
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
        arena_candy_key(k, s->bots[j], r->tagger, r->gen, r->seed);
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

/* the first forfeit line of the first counted result that has one */
static void sm_note_forfeit(arena_summary *s, const arena_rec *r)
{
    size_t n, len;
    if (s->first_forfeit || !r->forfeit)
        return;
    len = strcspn(r->forfeit, "\n");
    n = strlen(r->key) + len + 3;
    if ((s->first_forfeit = (char *)malloc(n)))
        snprintf(s->first_forfeit, n, "%s: %.*s", r->key, (int)len, r->forfeit);
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
        sm_note_forfeit(s, r);
    }
    return 0;
}

void arena_summary_set_sprt(arena_summary *s, const arena_sprt_opt *o, int sequential)
{
    s->sprt = *o;
    s->sprt_sequential = sequential;
}

int arena_summary_sprt(const arena_summary *s, int p, arena_sprt_view *v)
{
    const arena_sk_pairing *pr;
    if (!s->sprt.on || p < 0 || p >= s->npairings)
        return 0;
    pr = &s->pairings[p];
    v->elo0 = s->sprt.elo0;
    v->elo1 = s->sprt.elo1;
    v->alpha = s->sprt.alpha;
    v->beta = s->sprt.beta;
    arena_sprt_bounds(s->sprt.alpha, s->sprt.beta, &v->lower, &v->upper);
    v->llr = arena_sprt_llr(pr->penta, s->sprt.elo0, s->sprt.elo1);
    if (!s->sprt_sequential) { /* a fixed sample: all of it, no moment of decision */
        v->state = v->llr >= v->upper ? 1 : v->llr <= v->lower ? -1 : 0;
        v->decided_llr = v->state ? v->llr : NAN;
        v->decided_games = v->state ? pr->w + pr->d + pr->l : -1;
        return 1;
    }
    v->state = pr->sprt_state;
    v->decided_llr = pr->sprt_state ? pr->sprt_llr : NAN;
    v->decided_games = pr->sprt_state ? pr->sprt_games : -1;
    return 1;
}

/* ---- the Sakura ranking ---- */

int arena_summary_round_robin(const arena_summary *s)
{
    int p;
    for (p = 0; s->kind == ARENA_SAKURA && s->nbots >= 3 && p < s->npairings; p++)
        if (s->pairings[p].a != 0 && s->pairings[p].b != 0)
            return 1;
    return 0;
}

/* pairing pr seen from bot b's side, added into row */
static void sm_rank_add(arena_rank_row *row, const arena_sk_pairing *pr, int b)
{
    long long seen[ARENA_P_N];
    int i, first = pr->a == b;
    if (first)
        memcpy(seen, pr->penta, sizeof seen);
    else
        arena_penta_mirror(pr->penta, seen);
    for (i = 0; i < ARENA_P_N; i++)
        row->penta[i] += seen[i];
    row->w += first ? pr->w : pr->l;
    row->l += first ? pr->l : pr->w;
    row->d += pr->d;
}

/* qsort order: Elo down (NaN last), then points down, then bot order */
static int sm_rank_cmp(const void *x, const void *y)
{
    const arena_rank_row *a = (const arena_rank_row *)x, *b = (const arena_rank_row *)y;
    double pa = a->w + 0.5 * a->d, pb = b->w + 0.5 * b->d;
    if (isnan(a->st.elo) != isnan(b->st.elo))
        return isnan(a->st.elo) ? 1 : -1;
    if (!isnan(a->st.elo) && a->st.elo != b->st.elo)
        return a->st.elo > b->st.elo ? -1 : 1;
    if (pa != pb)
        return pa > pb ? -1 : 1;
    return a->bot - b->bot;
}

void arena_summary_ranking(const arena_summary *s, arena_rank_row *rows)
{
    int b, p;
    for (b = 0; b < s->nbots; b++) {
        memset(&rows[b], 0, sizeof rows[b]);
        rows[b].bot = b;
        for (p = 0; s->kind == ARENA_SAKURA && p < s->npairings; p++)
            if (s->pairings[p].a == b || s->pairings[p].b == b)
                sm_rank_add(&rows[b], &s->pairings[p], b);
        arena_penta_summarise(rows[b].penta, &rows[b].st);
    }
    qsort(rows, (size_t)s->nbots, sizeof *rows, sm_rank_cmp);
}
