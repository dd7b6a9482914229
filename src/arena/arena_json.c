/*
 * arena_json.c -- the summary as JSON; see arena_json.h for the keys.
 *
 * Keys are written in the order of arena_json.h with the common json
 * writer, which places the commas and writes NaN and infinities as null.
 * The values are the quantities of the tables (arena_text.c) at full
 * precision, rates as fractions rather than percent.
 */
#include <math.h>
#include <stdlib.h>
#include "arena/arena_json.h"

static void js_num(json_writer *w, const char *k, double v)
{
    json_w_key(w, k);
    json_w_num(w, v);
}

static void js_int(json_writer *w, const char *k, long long v)
{
    json_w_key(w, k);
    json_w_int(w, v);
}

static void js_str(json_writer *w, const char *k, const char *v)
{
    json_w_key(w, k);
    json_w_str(w, v);
}

/* "bots": [a, b] */
static void js_bots(json_writer *w, const char *a, const char *b)
{
    json_w_key(w, "bots");
    json_w_arr(w);
    json_w_str(w, a);
    json_w_str(w, b);
    json_w_arr_end(w);
}

/* ---- Sakura ---- */

static void js_pairing_counts(const arena_sk_pairing *pr, const arena_penta_stats *st,
                              json_writer *w)
{
    long long games = pr->w + pr->d + pr->l;
    int i;
    js_int(w, "games", games);
    js_int(w, "wins", pr->w);
    js_int(w, "draws", pr->d);
    js_int(w, "losses", pr->l);
    js_num(w, "points", pr->w + 0.5 * pr->d);
    js_num(w, "score", games ? (pr->w + 0.5 * pr->d) / games : NAN);
    js_int(w, "pairs", st->pairs);
    json_w_key(w, "ptnml");
    json_w_arr(w);
    for (i = 0; i < ARENA_P_N; i++)
        json_w_int(w, pr->penta[i]);
    json_w_arr_end(w);
}

static void js_sprt(const arena_summary *s, int p, json_writer *w)
{
    arena_sprt_view v;
    if (!arena_summary_sprt(s, p, &v))
        return;
    json_w_key(w, "sprt");
    json_w_obj(w);
    js_num(w, "llr", v.llr);
    js_num(w, "lower", v.lower);
    js_num(w, "upper", v.upper);
    js_num(w, "elo0", v.elo0);
    js_num(w, "elo1", v.elo1);
    js_num(w, "alpha", v.alpha);
    js_num(w, "beta", v.beta);
    js_str(w, "state", v.state > 0 ? "H1" : v.state < 0 ? "H0" : "continue");
    js_num(w, "decided_llr", v.decided_llr); /* null while going on */
    if (v.state)
        js_int(w, "decided_games", v.decided_games);
    else {
        json_w_key(w, "decided_games");
        json_w_null(w);
    }
    json_w_obj_end(w);
}

static void js_pairing(const arena_summary *s, int p, json_writer *w)
{
    const arena_sk_pairing *pr = &s->pairings[p];
    long long games = pr->w + pr->d + pr->l;
    arena_penta_stats st;
    arena_penta_summarise(pr->penta, &st);
    json_w_obj(w);
    js_bots(w, s->bots[pr->a], s->bots[pr->b]);
    js_pairing_counts(pr, &st, w);
    js_num(w, "elo", st.elo);
    js_num(w, "elo_err", st.elo_err);
    js_num(w, "nelo", st.nelo);
    js_num(w, "nelo_err", st.nelo_err);
    js_num(w, "los", st.los);
    js_num(w, "draw_ratio", games ? (double)pr->d / games : NAN);
    js_int(w, "errors", pr->errors);
    js_sprt(s, p, w); /* only with --sprt */
    json_w_obj_end(w);
}

static void js_sk_bot(const arena_sk_bot *b, json_writer *w)
{
    json_w_obj(w);
    js_str(w, "name", b->name);
    js_int(w, "games", b->games);
    js_int(w, "timeouts", b->timeouts);
    js_int(w, "illegal", b->illegal);
    js_int(w, "crashes", b->crashes);
    js_num(w, "mean_ms", b->games ? b->time_sum / b->games : NAN);
    js_num(w, "max_ms", b->games ? b->time_max : NAN);
    js_num(w, "mean_reply_ms", b->reply_w > 0 ? b->reply_wsum / b->reply_w : NAN);
    js_num(w, "max_reply_ms", b->reply_max >= 0 ? b->reply_max : NAN);
    json_w_obj_end(w);
}

static void js_rank_row(const arena_summary *s, const arena_rank_row *r, int rank,
                        json_writer *w)
{
    long long games = r->w + r->d + r->l;
    int i;
    json_w_obj(w);
    js_int(w, "rank", rank);
    js_str(w, "name", s->bots[r->bot]);
    js_int(w, "games", games);
    js_int(w, "wins", r->w);
    js_int(w, "draws", r->d);
    js_int(w, "losses", r->l);
    js_num(w, "points", r->w + 0.5 * r->d);
    js_num(w, "score", games ? (r->w + 0.5 * r->d) / games : NAN);
    js_int(w, "pairs", r->st.pairs);
    json_w_key(w, "ptnml");
    json_w_arr(w);
    for (i = 0; i < ARENA_P_N; i++)
        json_w_int(w, r->penta[i]);
    json_w_arr_end(w);
    js_num(w, "elo", r->st.elo);
    js_num(w, "elo_err", r->st.elo_err);
    json_w_obj_end(w);
}

/* "ranking": every bot, best first (arena_summary_ranking) */
static void js_ranking(const arena_summary *s, json_writer *w)
{
    arena_rank_row *rows = (arena_rank_row *)calloc((size_t)s->nbots + 1, sizeof *rows);
    int i;
    json_w_key(w, "ranking");
    if (!rows) { /* out of memory: no ranking rather than no summary */
        json_w_null(w);
        return;
    }
    arena_summary_ranking(s, rows);
    json_w_arr(w);
    for (i = 0; i < s->nbots; i++)
        js_rank_row(s, &rows[i], i + 1, w);
    json_w_arr_end(w);
    free(rows);
}

static void js_sakura(const arena_summary *s, json_writer *w)
{
    int i;
    json_w_key(w, "pairings");
    json_w_arr(w);
    for (i = 0; i < s->npairings; i++)
        js_pairing(s, i, w);
    json_w_arr_end(w);
    json_w_key(w, "bots");
    json_w_arr(w);
    for (i = 0; i < s->nbots; i++)
        js_sk_bot(&s->skb[i], w);
    json_w_arr_end(w);
    js_ranking(s, w);
}

/* ---- Candy ---- */

/* "tagger" and "gen" of a cell, "*" for all */
static void js_cell(const arena_summary *s, int t, int g, json_writer *w)
{
    js_str(w, "tagger", t < 0 ? "*" : s->taggers[t]);
    js_str(w, "gen", g < 0 ? "*" : s->gens[g]);
}

static void js_row(const arena_summary *s, const arena_cd_row *r, json_writer *w)
{
    long long n = r->score.n;
    json_w_obj(w);
    js_str(w, "bot", s->bots[r->bot]);
    js_cell(s, r->tagger, r->gen, w);
    js_int(w, "games", n);
    js_num(w, "score_mean", arena_sample_mean(&r->score));
    js_num(w, "score_ci", arena_sample_ci(&r->score));
    js_num(w, "capture_rate", n ? (double)r->caught / n : NAN);
    js_num(w, "mean_turns", n ? (double)r->turns_sum / n : NAN);
    js_num(w, "mean_ms", n ? r->time_sum / n : NAN);
    js_num(w, "max_ms", n ? r->time_max : NAN);
    js_num(w, "max_reply_ms", r->reply_max >= 0 ? r->reply_max : NAN);
    js_int(w, "timeouts", r->fails[0]);
    js_int(w, "illegal", r->fails[1]);
    js_int(w, "crashes", r->fails[2]);
    json_w_obj_end(w);
}

static void js_diff(const arena_summary *s, int b, json_writer *w)
{
    const arena_sample *d = arena_summary_total_diff(s, b);
    json_w_obj(w);
    js_bots(w, s->bots[0], s->bots[b]);
    js_int(w, "games", d->n);
    js_num(w, "mean", arena_sample_mean(d));
    js_num(w, "ci", arena_sample_ci(d));
    json_w_obj_end(w);
}

static void js_pair(const arena_summary *s, const arena_cd_pair *p, json_writer *w)
{
    double h1, h2, r1 = arena_pair_ratio(&p->score, &h1), r2 = arena_pair_ratio(&p->caught, &h2);
    json_w_obj(w);
    js_bots(w, s->bots[0], s->bots[p->bot]);
    js_cell(s, p->tagger, p->gen, w);
    js_int(w, "games", p->diff.n);
    js_num(w, "diff_mean", arena_sample_mean(&p->diff));
    js_num(w, "diff_ci", arena_sample_ci(&p->diff));
    js_num(w, "score_ratio", r1);
    js_num(w, "score_ratio_ci", h1);
    js_num(w, "caught_ratio", r2);
    js_num(w, "caught_ratio_ci", h2);
    json_w_obj_end(w);
}

static void js_candy(const arena_summary *s, json_writer *w)
{
    int b, t, g;
    const arena_cd_row *r;
    json_w_key(w, "rows");
    json_w_arr(w);
    for (b = 0; b < s->nbots; b++)
        for (t = -1; t < s->ntaggers; t++)
            for (g = -1; g < s->ngens; g++)
                if ((r = arena_summary_row(s, b, t, g)))
                    js_row(s, r, w);
    json_w_arr_end(w);
    json_w_key(w, "diffs");
    json_w_arr(w);
    for (b = 1; b < s->nbots; b++)
        js_diff(s, b, w);
    json_w_arr_end(w);
    json_w_key(w, "pairs");
    json_w_arr(w);
    for (b = 0; b < s->npairs; b++)
        js_pair(s, &s->pairs[b], w);
    json_w_arr_end(w);
}

/* ---- entry point ---- */

void arena_json_summary(const arena_summary *s, json_writer *w)
{
    json_w_obj(w);
    arena_json_summary_members(s, w);
    json_w_obj_end(w);
}

void arena_json_summary_members(const arena_summary *s, json_writer *w)
{
    js_str(w, "game", s->kind == ARENA_SAKURA ? "sakura" : "candy");
    js_int(w, "results", s->results);
    js_int(w, "errors", s->errors);
    js_int(w, "duplicates", s->duplicates);
    if (s->first_error)
        js_str(w, "first_error", s->first_error);
    if (s->first_forfeit)
        js_str(w, "first_forfeit", s->first_forfeit);
    if (s->kind == ARENA_SAKURA)
        js_sakura(s, w);
    else
        js_candy(s, w);
}
