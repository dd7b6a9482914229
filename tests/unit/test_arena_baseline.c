/* Unit tests of what the report page and --baseline read from records:
 * a judge command's options (arena_cmd_option), the records a summary
 * counts (arena_rec_list_counted), Candy's maze size, and the baseline
 * comparison (src/arena/arena_baseline.c) on hand-derived cases. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_baseline.h"
#include "arena/arena_plan.h"
#include "arena/arena_record.h"
#include "arena/arena_summary.h"

/* a Candy record of bot on hunter x braid, seed, score (or an error) into l */
static void tb_candy(arena_rec_list *l, const char *bot, unsigned seed, int score, int error)
{
    char line[600], err[200];
    arena_rec r;
    if (error)
        snprintf(line, sizeof line,
                 "{\"arena\":1,\"key\":\"candy %s hunter braid %u\",\"game\":\"candy\",\"bot\":\"%s\","
                 "\"index\":0,\"tagger\":\"hunter\",\"gen\":\"braid\",\"seed\":%u,\"cmd\":\"j\","
                 "\"error\":\"judge exited with status 2\"}", bot, seed, bot, seed);
    else
        snprintf(line, sizeof line,
                 "{\"arena\":1,\"key\":\"candy %s hunter braid %u\",\"game\":\"candy\",\"bot\":\"%s\","
                 "\"index\":0,\"tagger\":\"hunter\",\"gen\":\"braid\",\"seed\":%u,\"cmd\":\"j\","
                 "\"result\":{\"game\":\"candy\",\"seed\":%u,\"n\":16,\"score\":%d,\"caught\":false,"
                 "\"turn\":100,\"reason\":\"turn_limit\",\"time_ms\":3}}", bot, seed, bot, seed, seed, score);
    assert_int_equal(arena_rec_parse(line, strlen(line), &r, err, sizeof err), 0);
    assert_int_equal(arena_rec_list_take(l, &r), 0);
}

/* a Sakura record of pairing first second, seed, side (the first bot's
 * player number); winner 0 draw, 1, 2 */
static void tb_sakura_of(arena_rec_list *l, const char *first, const char *second, unsigned seed,
                         int side, int winner)
{
    char line[700], err[200];
    arena_rec r;
    snprintf(line, sizeof line,
             "{\"arena\":1,\"key\":\"sakura %s %s %u %d\",\"game\":\"sakura\",\"pairing\":[\"%s\",\"%s\"],"
             "\"index\":[0,1],\"seed\":%u,\"side\":%d,\"cmd\":\"j\",\"result\":{\"game\":\"sakura\","
             "\"seed\":%u,\"winner\":%d,\"reason\":\"%s\",\"turns\":9,\"time_ms\":[1,2]}}",
             first, second, seed, side, first, second, seed, side, seed, winner, winner ? "hp" : "draw");
    assert_int_equal(arena_rec_parse(line, strlen(line), &r, err, sizeof err), 0);
    assert_int_equal(arena_rec_list_take(l, &r), 0);
}

static void tb_sakura(arena_rec_list *l, unsigned seed, int side, int winner)
{
    tb_sakura_of(l, "a", "b", seed, side, winner);
}

static void tb_fold(const arena_rec_list *l, arena_summary *s, int kind)
{
    size_t i;
    arena_summary_init(s, kind);
    arena_summary_bot(s, kind == ARENA_SAKURA ? "a" : "x");
    if (kind == ARENA_SAKURA) {
        arena_summary_bot(s, "b");
        arena_summary_pairing(s, 0, 1);
    }
    for (i = 0; i < l->n; i++)
        assert_int_equal(arena_summary_add(s, &l->v[i]), 0);
}

static void test_cmd_option(void **state)
{
    char *argv[] = {(char *)"bin/judge", (char *)"--seed", (char *)"5", (char *)"--replay",
                    (char *)"my dir/x.json", (char *)"--time-ms", (char *)"300",
                    (char *)"it's --replay", (char *)"--last", NULL};
    char *cmd = arena_shell_join(argv), out[64], tiny[4];
    (void)state;
    assert_non_null(cmd);
    assert_int_equal(arena_cmd_option(cmd, "--replay", out, sizeof out), 0);
    assert_string_equal(out, "my dir/x.json");
    assert_int_equal(arena_cmd_option(cmd, "--time-ms", out, sizeof out), 0);
    assert_string_equal(out, "300");
    assert_int_equal(arena_cmd_option(cmd, "--seed", out, sizeof out), 0);
    assert_string_equal(out, "5");
    /* a quoted word holding the option's name is one word, not the option */
    assert_int_equal(arena_cmd_option(cmd, "--nope", out, sizeof out), -1);
    {
        char *quoted[] = {(char *)"bin/judge", (char *)"it's --replay", (char *)"x.json", NULL};
        char *q = arena_shell_join(quoted);
        assert_non_null(q);
        assert_int_equal(arena_cmd_option(q, "--replay", out, sizeof out), -1);
        free(q);
    }
    assert_int_equal(arena_cmd_option(cmd, "--last", out, sizeof out), -1); /* no word after */
    assert_int_equal(arena_cmd_option(cmd, "--replay", tiny, sizeof tiny), -1); /* does not fit */
    assert_int_equal(arena_cmd_option("", "--replay", out, sizeof out), -1);
    free(cmd);
}

static void test_counted(void **state)
{
    arena_rec_list l;
    size_t n, *ix;
    (void)state;
    memset(&l, 0, sizeof l);
    tb_candy(&l, "x", 1, 0, 1); /* 0: error, then */
    tb_candy(&l, "x", 1, 7, 0); /* 1: its result: counted */
    tb_candy(&l, "x", 2, 3, 0); /* 2: counted */
    tb_candy(&l, "x", 2, 9, 0); /* 3: a duplicate: not */
    tb_candy(&l, "x", 3, 0, 1); /* 4: an error alone: counted */
    tb_candy(&l, "x", 3, 0, 1); /* 5: the same error again: not */
    ix = arena_rec_list_counted(&l, &n);
    assert_non_null(ix);
    assert_int_equal(n, 3);
    assert_int_equal(ix[0], 1);
    assert_int_equal(ix[1], 2);
    assert_int_equal(ix[2], 4);
    assert_int_equal(l.v[1].res.n, 16);
    free(ix);
    arena_rec_list_free(&l);
}

static void test_candy_n(void **state)
{
    arena_result r;
    char err[200];
    const char *with = "{\"game\":\"candy\",\"seed\":1,\"n\":11,\"score\":2,\"caught\":true,\"turn\":9,"
                       "\"reason\":\"caught\",\"time_ms\":3}";
    const char *without = "{\"game\":\"candy\",\"seed\":1,\"score\":2,\"caught\":true,\"turn\":9,"
                          "\"reason\":\"caught\",\"time_ms\":3}";
    const char *bad = "{\"game\":\"candy\",\"seed\":1,\"n\":0,\"score\":2,\"caught\":true,\"turn\":9,"
                      "\"reason\":\"caught\",\"time_ms\":3}";
    (void)state;
    assert_int_equal(arena_parse_result(ARENA_CANDY, with, strlen(with), &r, err, sizeof err), 0);
    assert_int_equal(r.n, 11);
    assert_int_equal(arena_parse_result(ARENA_CANDY, without, strlen(without), &r, err, sizeof err), 0);
    assert_int_equal(r.n, -1);
    assert_int_equal(arena_parse_result(ARENA_CANDY, bad, strlen(bad), &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "\"n\""));
}

static void test_baseline_candy(void **state)
{
    arena_rec_list now;
    arena_baseline b;
    arena_summary s;
    const arena_bl_row *r;
    double var;
    (void)state;
    memset(&now, 0, sizeof now);
    memset(&b, 0, sizeof b);
    tb_candy(&now, "x", 1, 5, 0);
    tb_candy(&now, "x", 2, 3, 0);
    tb_candy(&now, "x", 3, 4, 0);
    tb_candy(&now, "x", 5, 0, 1); /* an error: no case */
    tb_candy(&b.recs, "x", 3, 6, 0);
    tb_candy(&b.recs, "x", 1, 4, 0);
    tb_candy(&b.recs, "x", 2, 3, 0);
    tb_candy(&b.recs, "x", 4, 8, 0); /* only old */
    tb_fold(&now, &s, ARENA_CANDY);
    assert_int_equal(arena_baseline_compare(&b, &s, &now), 0);
    /* one cell, so the cell and the three "*" rows, "*" x "*" first */
    assert_int_equal(b.nrows, 4);
    assert_int_equal(b.rows[0].tagger, -1);
    assert_int_equal(b.rows[0].gen, -1);
    assert_int_equal(b.rows[3].tagger, 0);
    assert_int_equal(b.rows[3].gen, 0);
    assert_int_equal(b.ncases, 3);
    r = arena_baseline_row(&b, 0, 0, 0);
    assert_non_null(r);
    /* now - old: +1, 0, -2 */
    assert_int_equal(r->diff.n, 3);
    assert_true(fabs(arena_sample_mean(&r->diff) - (-1.0 / 3)) < 1e-12);
    var = ((4.0 / 3) * (4.0 / 3) + (1.0 / 3) * (1.0 / 3) + (5.0 / 3) * (5.0 / 3)) / 2;
    assert_true(fabs(arena_sample_ci(&r->diff) - arena_t975(2) * sqrt(var / 3)) < 1e-12);
    /* pahcer: each over the better of the two */
    assert_true(fabs(arena_sample_mean(&r->rel_now) - (1.0 + 1.0 + 4.0 / 6) / 3) < 1e-12);
    assert_true(fabs(arena_sample_mean(&r->rel_old) - (0.8 + 1.0 + 1.0) / 3) < 1e-12);
    assert_int_equal(r->better, 1);
    assert_int_equal(r->worse, 1);
    assert_int_equal(r->same, 1);
    assert_true(fabs(arena_sample_mean(&r->now) - 4.0) < 1e-12);
    assert_true(fabs(arena_sample_mean(&r->old) - 13.0 / 3) < 1e-12);
    /* each case points at its finest row and its record in `now` */
    assert_int_equal(b.cases[0].row, 3);
    assert_int_equal(b.cases[0].rec, 0);
    assert_true(b.cases[2].now == 4 && b.cases[2].old == 6);
    arena_summary_free(&s);
    arena_rec_list_free(&now);
    arena_baseline_free(&b);
}

/* a Sakura comparison: the records of now and of the baseline (b.recs) */
typedef struct tb_case {
    arena_rec_list now;
    arena_baseline b;
    arena_summary s;
} tb_case;

/* compares; the pairing's row */
static const arena_bl_row *tb_compare(tb_case *c)
{
    const arena_bl_row *r;
    tb_fold(&c->now, &c->s, ARENA_SAKURA);
    assert_int_equal(arena_baseline_compare(&c->b, &c->s, &c->now), 0);
    assert_int_equal(c->b.nrows, 1);
    r = arena_baseline_row(&c->b, 0, -1, -1);
    assert_non_null(r);
    assert_int_equal(r->pairing, 0);
    return r;
}

static void tb_case_free(tb_case *c)
{
    arena_summary_free(&c->s);
    arena_rec_list_free(&c->now);
    arena_baseline_free(&c->b);
}

static void test_baseline_sakura(void **state)
{
    tb_case c;
    const arena_bl_row *r;
    (void)state;
    memset(&c, 0, sizeof c);
    tb_sakura(&c.now, 1, 1, 1); /* a wins as player 1 */
    tb_sakura(&c.now, 1, 2, 2); /* and as player 2: 2 points */
    tb_sakura(&c.now, 2, 1, 0); /* draw */
    tb_sakura(&c.now, 2, 2, 1); /* a (player 2) loses: 0.5 points */
    tb_sakura(&c.now, 3, 1, 1); /* an incomplete pair: no case */
    tb_sakura(&c.b.recs, 1, 1, 1);
    tb_sakura(&c.b.recs, 1, 2, 1); /* W + L: 1 point */
    tb_sakura(&c.b.recs, 2, 1, 0);
    tb_sakura(&c.b.recs, 2, 2, 0); /* two draws: 1 point */
    tb_sakura(&c.b.recs, 3, 1, 1);
    tb_sakura(&c.b.recs, 3, 2, 2);
    r = tb_compare(&c);
    assert_int_equal(c.b.ncases, 2);
    assert_int_equal(r->diff.n, 2);
    assert_true(fabs(arena_sample_mean(&r->diff) - 0.25) < 1e-12); /* +1, -0.5 */
    assert_true(fabs(arena_sample_mean(&r->now) - 1.25) < 1e-12);
    assert_true(fabs(arena_sample_mean(&r->old) - 1.0) < 1e-12);
    assert_int_equal(r->better, 1);
    assert_int_equal(r->worse, 1);
    assert_int_equal(c.b.cases[0].rec, 0); /* side 1's record */
    assert_int_equal(c.b.cases[1].rec, 2);
    tb_case_free(&c);
}

/* an old run that named the bots the other way round ("b a") played the
 * same games: its seeds are cases, valued for a */
static void test_baseline_sakura_swapped(void **state)
{
    tb_case c;
    const arena_bl_row *r;
    (void)state;
    memset(&c, 0, sizeof c);
    tb_sakura(&c.now, 1, 1, 1);
    tb_sakura(&c.now, 1, 2, 2); /* a wins both: 2 points */
    tb_sakura(&c.now, 2, 1, 0);
    tb_sakura(&c.now, 2, 2, 0); /* two draws: 1 point */
    tb_sakura_of(&c.b.recs, "b", "a", 1, 1, 1);
    tb_sakura_of(&c.b.recs, "b", "a", 1, 2, 2); /* b won both: a had 0 */
    tb_sakura_of(&c.b.recs, "b", "a", 2, 1, 1); /* b wins as player 1 */
    tb_sakura_of(&c.b.recs, "b", "a", 2, 2, 0); /* a draw: a had 0.5 */
    r = tb_compare(&c);
    assert_int_equal(c.b.ncases, 2);
    assert_true(fabs(arena_sample_mean(&r->old) - 0.25) < 1e-12); /* 0 and 0.5 */
    assert_true(fabs(arena_sample_mean(&r->diff) - 1.25) < 1e-12); /* +2, +0.5 */
    assert_int_equal(r->better, 2);
    tb_case_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cmd_option),
        cmocka_unit_test(test_counted),
        cmocka_unit_test(test_candy_n),
        cmocka_unit_test(test_baseline_candy),
        cmocka_unit_test(test_baseline_sakura),
        cmocka_unit_test(test_baseline_sakura_swapped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
