/*
 * arena_text.c -- the summary as text tables; see arena_text.h for the
 * layout.
 *
 * Every number goes through tx_num into a 32-byte buffer in the caller's
 * frame, so one fprintf can hold several formatted numbers; a buffer is
 * used at most once per fprintf.  A name column is as wide as its longest
 * name (at least its header's usual width), so every row of a table lines
 * up whatever the names; no name is cut.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_text.h"

#define TX_LINE "--------------------------------------------------"

/* a number for a table: "-" for NaN, "inf" for infinities */
static const char *tx_num(char *buf, size_t cap, const char *fmt, double v)
{
    if (isnan(v))
        snprintf(buf, cap, "-");
    else if (isinf(v))
        snprintf(buf, cap, v > 0 ? "inf" : "-inf");
    else
        snprintf(buf, cap, fmt, v);
    if (buf[0] == '-' && buf[1] != '\0' && strspn(buf + 1, "0.") == strlen(buf + 1)) /* "-0.00" is a zero */
        memmove(buf, buf + 1, strlen(buf));
    return buf;
}

/* the width of a column of n names: the longest, at least min */
static int tx_width(char *const *names, int n, int min)
{
    int i, w = min;
    for (i = 0; i < n; i++)
        if (names[i] && (int)strlen(names[i]) > w)
            w = (int)strlen(names[i]);
    return w;
}

static double tx_ratio(double a, double b)
{
    if (b > 0)
        return a / b;
    return a > 0 ? INFINITY : NAN;
}

/* ---- Sakura ---- */

/* a pairing's fastchess-style lines, up to the pentanomial */
static void tx_pairing_counts(const arena_summary *s, const arena_sk_pairing *pr, FILE *f)
{
    arena_penta_stats st;
    long long games = pr->w + pr->d + pr->l;
    double pts = pr->w + 0.5 * pr->d;
    char b1[32], b2[32], b3[32], b4[32];
    arena_penta_summarise(pr->penta, &st);
    fprintf(f, "%s\nResults of %s vs %s (%lld games, %lld complete pairs):\n", TX_LINE,
            s->bots[pr->a], s->bots[pr->b], games, st.pairs);
    fprintf(f, "Elo: %s +/- %s, nElo: %s +/- %s\n", tx_num(b1, 32, "%.2f", st.elo),
            tx_num(b2, 32, "%.2f", st.elo_err), tx_num(b3, 32, "%.2f", st.nelo),
            tx_num(b4, 32, "%.2f", st.nelo_err));
    fprintf(f, "LOS: %s %%, DrawRatio: %s %%, PairsRatio: %s\n",
            tx_num(b1, 32, "%.2f", 100.0 * st.los),
            tx_num(b2, 32, "%.2f", games ? 100.0 * pr->d / games : NAN),
            tx_num(b3, 32, "%.2f", tx_ratio((double)(pr->penta[ARENA_P_WW] + pr->penta[ARENA_P_WD]),
                                            (double)(pr->penta[ARENA_P_LL] + pr->penta[ARENA_P_LD]))));
    fprintf(f, "Games: %lld, Wins: %lld, Losses: %lld, Draws: %lld, Points: %.1f (%s %%)\n", games,
            pr->w, pr->l, pr->d, pts, tx_num(b1, 32, "%.2f", games ? 100.0 * pts / games : NAN));
    fprintf(f, "Ptnml(0-2): [%lld, %lld, %lld, %lld, %lld]\n", pr->penta[0], pr->penta[1],
            pr->penta[2], pr->penta[3], pr->penta[4]);
}

static void tx_pairing(const arena_summary *s, int p, FILE *f)
{
    const arena_sk_pairing *pr = &s->pairings[p];
    arena_sprt_view v;
    char b1[32], b2[32];
    tx_pairing_counts(s, pr, f);
    if (arena_summary_sprt(s, p, &v)) {
        fprintf(f, "LLR: %s (%.2f, %.2f) [%.2f, %.2f]%s", tx_num(b1, 32, "%.2f", v.llr), v.lower, v.upper,
                v.elo0, v.elo1, v.state > 0 ? " H1 accepted" : v.state < 0 ? " H0 accepted" : "");
        /* a sequential test decides where it first crosses; games then running count after */
        if (v.state && v.decided_games != pr->w + pr->d + pr->l)
            fprintf(f, " after %lld games (LLR %s)", v.decided_games, tx_num(b2, 32, "%.2f", v.decided_llr));
        fputc('\n', f);
    }
    if (pr->errors)
        fprintf(f, "Arena errors (games without a result): %lld\n", pr->errors);
}

/* the round robin's ranking: one line a bot, best first */
static void tx_ranking(const arena_summary *s, FILE *f)
{
    arena_rank_row *rows = (arena_rank_row *)calloc((size_t)s->nbots + 1, sizeof *rows);
    char b1[32], b2[32], b3[32];
    int i, wb = tx_width(s->bots, s->nbots, 16);
    if (!rows)
        return;
    arena_summary_ranking(s, rows);
    fprintf(f, "%s\nRanking (each bot's complete pairs against all its opponents; Elo against "
            "the average opponent, 95%% CI):\n%4s %-*s %6s %8s %7s %6s %9s %s\n", TX_LINE, "Rank",
            wb, "Bot", "Games", "Points", "Score%", "Pairs", "Elo", "+/- 95%");
    for (i = 0; i < s->nbots; i++) {
        const arena_rank_row *r = &rows[i];
        long long games = r->w + r->d + r->l;
        double pts = r->w + 0.5 * r->d;
        fprintf(f, "%4d %-*s %6lld %8.1f %7s %6lld %9s +/- %s%s\n", i + 1, wb, s->bots[r->bot],
                games, pts, tx_num(b1, 32, "%.2f", games ? 100.0 * pts / games : NAN),
                r->st.pairs, tx_num(b2, 32, "%.1f", r->st.elo),
                tx_num(b3, 32, "%.1f", r->st.pairs ? r->st.elo_err : INFINITY),
                isfinite(r->st.elo_err) ? "" : " (too few games)");
    }
    free(rows);
}

static void tx_sakura(const arena_summary *s, FILE *f)
{
    char b1[32], b2[32], b3[32], b4[32];
    int p, i, wb = tx_width(s->bots, s->nbots, 16);
    for (p = 0; p < s->npairings; p++)
        tx_pairing(s, p, f);
    if (arena_summary_round_robin(s))
        tx_ranking(s, f);
    fprintf(f, "%s\n%-*s %6s %8s %7s %7s %10s %8s %10s %8s\n", TX_LINE, wb, "Bot", "Games",
            "Timeouts", "Illegal", "Crashes", "ms/game", "max", "reply ms", "max");
    for (i = 0; i < s->nbots; i++) {
        const arena_sk_bot *b = &s->skb[i];
        fprintf(f, "%-*s %6lld %8lld %7lld %7lld %10s %8s %10s %8s\n", wb, b->name, b->games,
                b->timeouts, b->illegal, b->crashes,
                tx_num(b1, 32, "%.1f", b->games ? b->time_sum / b->games : NAN),
                tx_num(b2, 32, "%.1f", b->games ? b->time_max : NAN),
                tx_num(b3, 32, "%.3f", b->reply_w > 0 ? b->reply_wsum / b->reply_w : NAN),
                tx_num(b4, 32, "%.2f", b->reply_max >= 0 ? b->reply_max : NAN));
    }
}

/* ---- Candy ---- */

/* 1 if the row of tagger t, gen g (-1 = all) says something new */
static int tx_cell_shown(const arena_summary *s, int t, int g)
{
    if (t >= 0 && g >= 0)
        return 1;
    if (t >= 0 || g >= 0) /* else it repeats a cell or the total */
        return s->ngens > 1 && s->ntaggers > 1;
    return s->ntaggers * s->ngens > 1;
}

/* the widths of a Candy table's bot, tagger and generator columns */
typedef struct {
    int bot, tagger, gen;
} tx_cols;

static tx_cols tx_candy_cols(const arena_summary *s)
{
    tx_cols c;
    c.bot = tx_width(s->bots, s->nbots, 14);
    c.tagger = tx_width(s->taggers, s->ntaggers, 8);
    c.gen = tx_width(s->gens, s->ngens, 8);
    return c;
}

static void tx_row(const arena_summary *s, const tx_cols *c, const arena_cd_row *r, FILE *f)
{
    char b1[32], b2[32], b3[32], b4[32], b5[32], b6[32], b7[32];
    long long n = r->score.n;
    fprintf(f, "%-*s %-*s %-*s %6lld %7s +/- %-6s %7s %6s %8s %7s %8s %lld/%lld/%lld\n",
            c->bot, s->bots[r->bot], c->tagger, r->tagger < 0 ? "*" : s->taggers[r->tagger],
            c->gen, r->gen < 0 ? "*" : s->gens[r->gen], n, tx_num(b1, 32, "%.3f", arena_sample_mean(&r->score)),
            tx_num(b2, 32, "%.3f", arena_sample_ci(&r->score)),
            tx_num(b3, 32, "%.1f", n ? 100.0 * r->caught / n : NAN),
            tx_num(b4, 32, "%.1f", n ? (double)r->turns_sum / n : NAN),
            tx_num(b5, 32, "%.1f", n ? r->time_sum / n : NAN),
            tx_num(b6, 32, "%.1f", n ? r->time_max : NAN),
            tx_num(b7, 32, "%.2f", r->reply_max >= 0 ? r->reply_max : NAN), r->fails[0],
            r->fails[1], r->fails[2]);
}

static void tx_pair(const arena_summary *s, const tx_cols *c, const arena_cd_pair *p, FILE *f)
{
    char b[6][32];
    double h1, h2, r1 = arena_pair_ratio(&p->score, &h1), r2 = arena_pair_ratio(&p->caught, &h2);
    fprintf(f, "%-*s %-*s %-*s %6lld %7s +/- %-6s %7s +/- %-6s %7s +/- %s\n", c->bot, s->bots[p->bot],
            c->tagger, p->tagger < 0 ? "*" : s->taggers[p->tagger], c->gen, p->gen < 0 ? "*" : s->gens[p->gen],
            p->diff.n, tx_num(b[0], 32, "%+.3f", arena_sample_mean(&p->diff)),
            tx_num(b[1], 32, "%.3f", arena_sample_ci(&p->diff)), tx_num(b[2], 32, "%.3f", r1),
            tx_num(b[3], 32, "%.3f", h1), tx_num(b[4], 32, "%.3f", r2),
            tx_num(b[5], 32, "%.3f", h2));
}

/* per cell: bots[0] against each other bot on the same seeds */
static void tx_pairs(const arena_summary *s, const tx_cols *c, FILE *f)
{
    const arena_cd_pair *p;
    int b, t, g;
    fprintf(f, "%s\n%s against each bot on the same seeds (x = %s, y = the bot; "
            "ratios x/y with delta-method 95%% CI)\n%-*s %-*s %-*s %6s %17s %17s %17s\n",
            TX_LINE, s->bots[0], s->bots[0], c->bot, "Against", c->tagger, "Tagger", c->gen, "Gen", "Games",
            "Diff x-y (95% CI)", "Score ratio", "Caught ratio");
    for (b = 1; b < s->nbots; b++)
        for (t = -1; t < s->ntaggers; t++)
            for (g = -1; g < s->ngens; g++)
                if ((p = arena_summary_pair(s, b, t, g)) && tx_cell_shown(s, t, g))
                    tx_pair(s, c, p, f);
}

static void tx_candy(const arena_summary *s, FILE *f)
{
    char b1[32], b2[32];
    int b, t, g;
    const arena_cd_row *r;
    tx_cols c = tx_candy_cols(s);
    fprintf(f, "%s\n%-*s %-*s %-*s %6s %17s %7s %6s %8s %7s %8s %s\n", TX_LINE, c.bot, "Bot", c.tagger,
            "Tagger", c.gen, "Gen", "Games", "Score (95% CI)", "Caught%", "Turns", "ms/game", "max", "maxreply",
            "t/i/c");
    for (b = 0; b < s->nbots; b++)
        for (t = -1; t < s->ntaggers; t++)
            for (g = -1; g < s->ngens; g++)
                if ((r = arena_summary_row(s, b, t, g)) && tx_cell_shown(s, t, g))
                    tx_row(s, &c, r, f);
    if (s->npairs)
        tx_pairs(s, &c, f);
    for (b = 1; b < s->nbots; b++) {
        const arena_sample *d = arena_summary_total_diff(s, b);
        fprintf(f, "Paired difference %s - %s: %s +/- %s (%lld games on the same seeds)\n",
                s->bots[0], s->bots[b], tx_num(b1, 32, "%+.3f", arena_sample_mean(d)),
                tx_num(b2, 32, "%.3f", arena_sample_ci(d)), d->n);
    }
}

/* ---- entry points ---- */

void arena_text_summary(const arena_summary *s, FILE *f)
{
    if (s->kind == ARENA_SAKURA)
        tx_sakura(s, f);
    else
        tx_candy(s, f);
    fprintf(f, "%s\nGames with a result: %lld", TX_LINE, s->results);
    if (s->duplicates)
        fprintf(f, ", duplicates ignored: %lld", s->duplicates);
    fprintf(f, ", arena errors: %lld\n", s->errors);
    if (s->errors && s->first_error)
        fprintf(f, "First arena error: %s\n", s->first_error);
    if (s->first_forfeit) /* the tables count forfeits; this says why the first one happened */
        fprintf(f, "First forfeit: %s\n", s->first_forfeit);
}

static void tx_brief_sakura(const arena_summary *s, char *buf, size_t cap)
{
    const arena_sk_pairing *pr = &s->pairings[0];
    arena_penta_stats st;
    arena_sprt_view v;
    char b1[32], b2[32], b3[32];
    size_t k;
    arena_penta_summarise(pr->penta, &st);
    k = (size_t)snprintf(buf, cap, "%s-%s W/D/L %lld/%lld/%lld Elo %s +/- %s", s->bots[pr->a],
                         s->bots[pr->b], pr->w, pr->d, pr->l, tx_num(b1, 32, "%.1f", st.elo),
                         tx_num(b2, 32, "%.1f", st.elo_err));
    if (k < cap && arena_summary_sprt(s, 0, &v))
        snprintf(buf + k, cap - k, " LLR %s%s", tx_num(b3, 32, "%.2f", v.llr),
                 v.state > 0 ? " H1" : v.state < 0 ? " H0" : "");
}

static void tx_brief_candy(const arena_summary *s, char *buf, size_t cap)
{
    char b1[32];
    size_t k;
    int b;
    for (b = 0, k = 0; b < s->nbots && b < 3 && k < cap; b++) {
        const arena_cd_row *r = arena_summary_row(s, b, -1, -1);
        k += (size_t)snprintf(buf + k, cap - k, "%s%s %s", b ? ", " : "", s->bots[b],
                              tx_num(b1, 32, "%.2f", r ? arena_sample_mean(&r->score) : NAN));
    }
}

void arena_text_brief(const arena_summary *s, char *buf, size_t cap)
{
    buf[0] = '\0';
    if (s->kind == ARENA_SAKURA && s->npairings > 0)
        tx_brief_sakura(s, buf, cap);
    else
        tx_brief_candy(s, buf, cap);
}
