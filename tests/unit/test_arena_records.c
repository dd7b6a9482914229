/* Unit tests of the arena's plan, records, summary, command line and bot
 * command check (src/arena/arena_plan.c, arena_record.c, arena_summary.c,
 * arena_cli.c, arena_command.c). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "arena/arena_cli.h"
#include "arena/arena_command.h"
#include "arena/arena_plan.h"
#include "arena/arena_record.h"
#include "arena/arena_summary.h"

static arena_bot tr_bots[3];
static const char *tr_taggers[2] = {"hunter", "oracle"};
static const char *tr_gens[1] = {"braid"};

static void tr_config(arena_config *c, int kind, int nbots, long long games)
{
    memset(c, 0, sizeof *c);
    tr_bots[0].name = "alpha";
    tr_bots[0].cmd = "bin/a --x 'q'";
    tr_bots[1].name = "beta";
    tr_bots[1].cmd = "bin/b";
    tr_bots[2].name = "gamma";
    tr_bots[2].cmd = "bin/c";
    c->kind = kind;
    c->bots = tr_bots;
    c->nbots = nbots;
    c->games = games;
    c->seed = 100;
    c->shard_k = c->shard_n = 1;
    c->judge = "bin/judge";
    c->taggers = tr_taggers;
    c->ntaggers = 2;
    c->gens = tr_gens;
    c->ngens = 1;
}

static const char tr_sakura_line[] =
    "{\"game\":\"sakura\",\"seed\":100,\"winner\":2,\"reason\":\"timeout\",\"turns\":7,"
    "\"hp\":[10,4],\"blessings\":[1,0],\"time_ms\":[1001,30],\"mean_reply_ms\":[100.5,1.5],"
    "\"max_reply_ms\":[1001,3]}";

static void test_parse_result_sakura(void **state)
{
    arena_result r;
    char err[200];
    (void)state;
    assert_int_equal(arena_parse_result(ARENA_SAKURA, tr_sakura_line, strlen(tr_sakura_line), &r,
                                        err, sizeof err), 0);
    assert_int_equal(r.winner, 2);
    assert_int_equal(r.reason, ARENA_R_TIMEOUT);
    assert_int_equal(r.turns, 7);
    assert_true(r.time_ms[0] == 1001 && r.mean_reply_ms[1] == 1.5 && r.max_reply_ms[0] == 1001);
    /* the spec's minimal line (no latency fields) is fine; latency unknown */
    {
        const char *min = "{\"game\":\"sakura\",\"seed\":5,\"winner\":0,\"reason\":\"draw\","
                          "\"turns\":60,\"hp\":[3,3],\"blessings\":[2,2],\"time_ms\":[5,6]}";
        assert_int_equal(arena_parse_result(ARENA_SAKURA, min, strlen(min), &r, err, sizeof err), 0);
        assert_true(r.max_reply_ms[0] < 0 && r.mean_reply_ms[1] < 0);
    }
    {   /* turns no game can end on with its reason: a tiebreak before turn 60, a
         * board win before turn 1; a forfeit at READY and a draw there are games */
        static const struct { const char *reason; int winner, turns; const char *why; } cases[] = {
            {"turn_limit", 1, 7, "result line has a missing or bad \"turns\" (a turn_limit game ends on turn 60)"},
            {"out", 2, 0, "result line has a missing or bad \"turns\" (a game won on the board has played a turn)"},
            {"blessings", 1, 0, "result line has a missing or bad \"turns\" (a game won on the board has played a turn)"},
            {"turn_limit", 1, 60, NULL}, {"crash", 1, 0, NULL}, {"draw", 0, 0, NULL}, {"hp", 2, 1, NULL}};
        char line[256];
        size_t i;
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            snprintf(line, sizeof line, "{\"game\":\"sakura\",\"seed\":5,\"winner\":%d,\"reason\":\"%s\",\"turns\":%d,"
                     "\"hp\":[3,3],\"blessings\":[2,2],\"time_ms\":[5,6]}", cases[i].winner, cases[i].reason, cases[i].turns);
            err[0] = '\0';
            assert_int_equal(arena_parse_result(ARENA_SAKURA, line, strlen(line), &r, err, sizeof err),
                             cases[i].why ? -1 : 0);
            if (cases[i].why)
                assert_string_equal(err, cases[i].why);
        }
    }
}

static void test_parse_result_garbled(void **state)
{
    static const char *const bad[] = {
        "",
        "not json",
        "{\"game\":\"candy\",\"seed\":1}",
        "{\"game\":\"sakura\",\"seed\":1,\"winner\":3,\"reason\":\"hp\",\"turns\":1,\"time_ms\":[1,1]}",
        "{\"game\":\"sakura\",\"seed\":1,\"winner\":0,\"reason\":\"hp\",\"turns\":1,\"time_ms\":[1,1]}",
        "{\"game\":\"sakura\",\"seed\":1,\"winner\":1,\"reason\":\"draw\",\"turns\":1,\"time_ms\":[1,1]}",
        "{\"game\":\"sakura\",\"seed\":1,\"winner\":1,\"reason\":\"bored\",\"turns\":1,\"time_ms\":[1,1]}",
        "{\"game\":\"sakura\",\"seed\":1,\"winner\":1,\"reason\":\"hp\",\"turns\":1}",
        "{\"game\":\"sakura\",\"seed\":1,\"winner\":1,\"reason\":\"hp\",\"turns\":1,\"time_ms\":[1]}",
        "{\"game\":\"sakura\",\"seed\":-1,\"winner\":1,\"reason\":\"hp\",\"turns\":1,\"time_ms\":[1,1]}",
        "[1,2]",
        NULL};
    arena_result r;
    char err[200];
    int i;
    (void)state;
    for (i = 0; bad[i]; i++) {
        err[0] = '\0';
        assert_int_equal(arena_parse_result(ARENA_SAKURA, bad[i], strlen(bad[i]), &r, err, sizeof err), -1);
        assert_true(err[0] != '\0' && strchr(err, '\n') == NULL);
    }
}

static void test_parse_result_candy(void **state)
{
    const char *ok = "{\"game\":\"candy\",\"seed\":9,\"n\":15,\"score\":4,\"caught\":true,"
                     "\"turn\":37,\"reason\":\"caught\",\"time_ms\":120,\"tagger\":\"hunter\","
                     "\"gen\":\"braid\",\"max_reply_ms\":7.5}";
    const char *mismatch = "{\"game\":\"candy\",\"seed\":9,\"score\":4,\"caught\":false,"
                           "\"turn\":37,\"reason\":\"caught\",\"time_ms\":120}";
    const char *sakura_reason = "{\"game\":\"candy\",\"seed\":9,\"score\":4,\"caught\":false,"
                                "\"turn\":37,\"reason\":\"hp\",\"time_ms\":120}";
    arena_result r;
    char err[200];
    (void)state;
    assert_int_equal(arena_parse_result(ARENA_CANDY, ok, strlen(ok), &r, err, sizeof err), 0);
    assert_int_equal(r.score, 4);
    assert_int_equal(r.caught, 1);
    assert_int_equal(r.turns, 37);
    assert_true(r.max_reply_ms[0] == 7.5 && r.time_ms[0] == 120);
    assert_int_equal(arena_parse_result(ARENA_CANDY, mismatch, strlen(mismatch), &r, err, sizeof err), -1);
    assert_int_equal(arena_parse_result(ARENA_CANDY, sakura_reason, strlen(sakura_reason), &r, err, sizeof err), -1);
}

static void test_plan_sakura_and_shards(void **state)
{
    arena_config c;
    arena_game *all, *s1, *s2;
    size_t n, n1, n2, i, j;
    char err[100], k1[ARENA_KEY_MAX], k2[ARENA_KEY_MAX];
    int found;
    (void)state;
    tr_config(&c, ARENA_SAKURA, 3, 10); /* 5 seeds x 2 pairings x 2 sides */
    all = arena_plan_build(&c, &n, err, sizeof err);
    assert_non_null(all);
    assert_int_equal(n, 20);
    /* pairs are adjacent: same seed and pairing, sides 1 then 2 */
    for (i = 0; i < n; i += 2) {
        assert_true(all[i].seed == all[i + 1].seed && all[i].b == all[i + 1].b);
        assert_true(all[i].side == 1 && all[i + 1].side == 2 && all[i].a == 0);
    }
    arena_game_key(&c, &all[1], k1);
    assert_string_equal(k1, "sakura alpha beta 100 2");
    c.round_robin = 1;
    free(all);
    all = arena_plan_build(&c, &n, err, sizeof err);
    assert_int_equal(n, 30); /* 3 pairings */
    c.shard_n = 2;
    c.shard_k = 1;
    s1 = arena_plan_build(&c, &n1, err, sizeof err);
    c.shard_k = 2;
    s2 = arena_plan_build(&c, &n2, err, sizeof err);
    assert_int_equal(n1 + n2, n);
    assert_int_equal(n1, 18); /* seeds 0, 2, 4 */
    for (i = 0; i < n; i++) { /* each game in exactly one shard */
        arena_game_key(&c, &all[i], k1);
        found = 0;
        for (j = 0; j < n1; j++)
            found += (arena_game_key(&c, &s1[j], k2), strcmp(k1, k2) == 0);
        for (j = 0; j < n2; j++)
            found += (arena_game_key(&c, &s2[j], k2), strcmp(k1, k2) == 0);
        assert_int_equal(found, 1);
    }
    c.shard_k = 3;
    assert_null(arena_plan_build(&c, &n1, err, sizeof err));
    free(all);
    free(s1);
    free(s2);
}

/* the judge command of game g under c is expect */
static void tr_assert_cmd(const arena_config *c, const arena_game *g, const char *expect)
{
    char numbuf[ARENA_NUMBUF];
    char **argv = arena_game_argv(c, g, numbuf);
    char *cmd = arena_shell_join(argv);
    assert_string_equal(cmd, expect);
    free(cmd);
    free(argv);
}

static void test_plan_candy_and_argv(void **state)
{
    arena_config c;
    arena_game *g;
    size_t n;
    char err[100], key[ARENA_KEY_MAX];
    (void)state;
    tr_config(&c, ARENA_CANDY, 2, 3);
    tr_bots[1].reveal = 1;
    c.n = 15;
    c.footsteps = "3,6,10";
    g = arena_plan_build(&c, &n, err, sizeof err);
    assert_int_equal(n, 12); /* 3 seeds x 2 taggers x 1 gen x 2 bots */
    assert_true(g[0].seed == g[1].seed && g[0].a == 0 && g[1].a == 1); /* same seed */
    arena_game_key(&c, &g[3], key);
    assert_string_equal(key, "candy beta oracle braid 100");
    tr_assert_cmd(&c, &g[3], "bin/judge --seed 100 --name beta --tagger oracle --gen braid --n 15 "
                             "--footsteps 3,6,10 --reveal bin/b");
    /* a command with spaces and quotes becomes one shell word */
    tr_assert_cmd(&c, &g[0], "bin/judge --seed 100 --name alpha --tagger hunter --gen braid --n 15 "
                             "--footsteps 3,6,10 'bin/a --x '\\''q'\\'''");
    c.replay_dir = "out/rp";
    tr_assert_cmd(&c, &g[3], "bin/judge --seed 100 --replay out/rp/candy_beta_oracle_braid_100.json "
                             "--name beta --tagger oracle --gen braid --n 15 --footsteps 3,6,10 --reveal bin/b");
    free(g);
    tr_bots[1].reveal = 0;
    {   /* an outside tagger: --tagger-cmd with its command instead of --tagger */
        arena_bot tc = {"oracle", "bin/t --decay 0.5", 0};
        c.tagger_cmds = &tc;
        c.ntagger_cmds = 1;
        c.replay_dir = NULL;
        g = arena_plan_build(&c, &n, err, sizeof err);
        tr_assert_cmd(&c, &g[2], "bin/judge --seed 100 --name alpha --tagger-cmd 'bin/t --decay 0.5' --gen braid "
                                 "--n 15 --footsteps 3,6,10 'bin/a --x '\\''q'\\'''");
        free(g);
    }
}

static void test_record_round_trip(void **state)
{
    arena_config c;
    arena_game g;
    arena_rec r;
    char err[200], *line;
    (void)state;
    tr_config(&c, ARENA_SAKURA, 2, 2);
    memset(&g, 0, sizeof g);
    g.a = 0;
    g.b = 1;
    g.seed = 100;
    g.side = 2;
    line = arena_record_line(&c, &g, "sakura alpha beta 100 2", "judge x", tr_sakura_line, NULL, NULL);
    assert_non_null(line);
    assert_true(line[strlen(line) - 1] == '\n' && strchr(line, '\n') == line + strlen(line) - 1);
    assert_int_equal(arena_rec_parse(line, strlen(line) - 1, &r, err, sizeof err), 0);
    assert_int_equal(r.has_result, 1);
    assert_string_equal(r.name[0], "alpha");
    assert_int_equal(r.side, 2);
    assert_int_equal(r.index[1], 1);
    assert_int_equal(r.res.winner, 2);
    assert_string_equal(r.cmd, "judge x");
    arena_rec_free(&r);
    free(line);
    /* a forfeit: the judge's lines kept, read back joined */
    {
        char ff[ARENA_FORFEIT_LINES * (ARENA_FORFEIT_LINE_MAX + 1)];
        arena_forfeit_lines("\n  \ncandy-judge: warning: no temporary file\nsakura-judge: player 2 (beta): turn 3: crash: gone\n\nsecond \"line\"\nthird\n",
                            ff, sizeof ff);
        assert_string_equal(ff, "sakura-judge: player 2 (beta): turn 3: crash: gone\nsecond \"line\"");
        line = arena_record_line(&c, &g, "sakura alpha beta 100 2", "judge x", tr_sakura_line, ff, NULL);
        assert_non_null(strstr(line, ",\"forfeit\":[\"sakura-judge: player 2 (beta): turn 3: crash: gone\",\"second \\\"line\\\"\"]}"));
        assert_int_equal(arena_rec_parse(line, strlen(line), &r, err, sizeof err), 0);
        assert_string_equal(r.forfeit, "sakura-judge: player 2 (beta): turn 3: crash: gone\nsecond \"line\"");
        arena_rec_free(&r);
        free(line);
        {   /* one long line: cut */
            char longer[ARENA_FORFEIT_LINE_MAX + 6];
            memset(longer, 'x', sizeof longer - 1);
            longer[sizeof longer - 1] = '\0';
            arena_forfeit_lines(longer, ff, sizeof ff);
            assert_int_equal(strlen(ff), ARENA_FORFEIT_LINE_MAX);
        }
    }
    /* a "forfeit" that is not an array of lines is a bad record */
    {
        static const char bad[] = "{\"arena\":1,\"key\":\"candy m hunter braid 1\",\"game\":\"candy\",\"bot\":\"m\","
                                  "\"index\":0,\"tagger\":\"hunter\",\"gen\":\"braid\",\"seed\":1,\"cmd\":\"x\","
                                  "\"result\":{\"game\":\"candy\",\"seed\":1,\"n\":11,\"score\":0,\"caught\":false,"
                                  "\"turn\":1,\"reason\":\"crash\",\"time_ms\":1},\"forfeit\":\"one\"}";
        assert_int_equal(arena_rec_parse(bad, sizeof bad - 1, &r, err, sizeof err), -1);
        assert_non_null(strstr(err, "forfeit"));
    }
    /* an error record */
    line = arena_record_line(&c, &g, "sakura alpha beta 100 2", "judge x", NULL, NULL, "judge exited with status 2");
    assert_int_equal(arena_rec_parse(line, strlen(line), &r, err, sizeof err), 0);
    assert_int_equal(r.has_result, 0);
    assert_string_equal(r.error, "judge exited with status 2");
    arena_rec_free(&r);
    free(line);
    /* a key that does not match its fields is refused (merging would lie) */
    line = arena_record_line(&c, &g, "sakura alpha beta 101 2", "judge x", tr_sakura_line, NULL, NULL);
    assert_int_equal(arena_rec_parse(line, strlen(line), &r, err, sizeof err), -1);
    free(line);
    assert_int_equal(arena_rec_parse("{\"arena\":1}", 11, &r, err, sizeof err), -1);
    {   /* another member's object with a "seed" of its own, before and after the result:
         * the result's seed is read from the result */
        static const char *const extra[2] = {
            "{\"arena\":1,\"key\":\"candy m hunter braid 1\",\"game\":\"candy\",\"bot\":\"m\","
            "\"index\":0,\"tagger\":\"hunter\",\"gen\":\"braid\",\"seed\":1,\"note\":{\"seed\":99},"
            "\"cmd\":\"x\",\"result\":{\"game\":\"candy\",\"seed\":1,\"n\":11,\"score\":2,"
            "\"caught\":true,\"turn\":9,\"reason\":\"caught\",\"time_ms\":1}}",
            "{\"arena\":1,\"key\":\"candy m hunter braid 1\",\"game\":\"candy\",\"bot\":\"m\","
            "\"index\":0,\"tagger\":\"hunter\",\"gen\":\"braid\",\"seed\":1,\"cmd\":\"x\","
            "\"result\":{\"game\":\"candy\",\"seed\":1,\"n\":11,\"score\":2,\"caught\":true,"
            "\"turn\":9,\"reason\":\"caught\",\"time_ms\":1,\"x\":{\"seed\":7}},\"note\":{\"seed\":99}}"};
        int k;
        for (k = 0; k < 2; k++) {
            assert_int_equal(arena_rec_parse(extra[k], strlen(extra[k]), &r, err, sizeof err), 0);
            assert_true(r.seed == 1 && r.res.seed == 1 && r.has_result);
            arena_rec_free(&r);
        }
    }
    {   /* results no Candy game can have: more candy than turns, a failure
         * that scored, another tagger than the record's */
        static const char *const head =
            "{\"arena\":1,\"key\":\"candy m hunter braid 1\",\"game\":\"candy\",\"bot\":\"m\","
            "\"index\":0,\"tagger\":\"hunter\",\"gen\":\"braid\",\"seed\":1,\"cmd\":\"x\",\"result\":";
        static const char *const res[7][2] = {
            {"{\"game\":\"candy\",\"seed\":1,\"score\":50,\"caught\":true,\"turn\":3,\"reason\":\"caught\",\"time_ms\":1}}", "more candy"},
            {"{\"game\":\"candy\",\"seed\":1,\"score\":9,\"caught\":false,\"turn\":50,\"reason\":\"turn_limit\",\"time_ms\":1}}", "\"turn\" (a turn_limit game ends on turn 100)"},
            {"{\"game\":\"candy\",\"seed\":1,\"score\":0,\"caught\":true,\"turn\":0,\"reason\":\"caught\",\"time_ms\":1}}", "\"turn\" (every game ends on turn 1 or later)"},
            {"{\"game\":\"candy\",\"seed\":1,\"score\":9,\"caught\":false,\"turn\":100,\"reason\":\"turn_limit\",\"time_ms\":1}}", NULL},
            {"{\"game\":\"candy\",\"seed\":1,\"score\":7,\"caught\":false,\"turn\":30,\"reason\":\"timeout\",\"time_ms\":1}}", "scores 0"},
            {"{\"game\":\"candy\",\"seed\":1,\"score\":2,\"caught\":true,\"turn\":9,\"reason\":\"caught\",\"time_ms\":1,\"tagger\":\"wander\"}}", "tagger/gen"},
            {"{\"game\":\"candy\",\"seed\":1,\"score\":2,\"caught\":true,\"turn\":9,\"reason\":\"caught\",\"time_ms\":1,\"tagger\":\"external\",\"gen\":\"braid\"}}", NULL}};
        char buf[600];
        int k;
        for (k = 0; k < 7; k++) {
            snprintf(buf, sizeof buf, "%s%s", head, res[k][0]);
            err[0] = '\0';
            assert_int_equal(arena_rec_parse(buf, strlen(buf), &r, err, sizeof err), res[k][1] ? -1 : 0);
            if (res[k][1] && strstr(err, res[k][1]) == NULL)
                fail_msg("case %d: '%s' does not name '%s'", k, err, res[k][1]);
            if (!res[k][1])
                arena_rec_free(&r);
        }
    }
}

/* seeds up to 2^64-1 go through result lines and records exactly (the
 * JSON reader's doubles cannot tell ...614 from ...615) */
static void test_seeds_64_bit(void **state)
{
    static const char top[] =
        "{\"game\":\"candy\",\"seed\":18446744073709551615,\"score\":4,\"caught\":true,"
        "\"turn\":37,\"reason\":\"caught\",\"time_ms\":120}";
    static const char *const bad[] = {
        "{\"game\":\"candy\",\"seed\":18446744073709551616,\"score\":4,\"caught\":true,"
        "\"turn\":37,\"reason\":\"caught\",\"time_ms\":120}",
        "{\"game\":\"candy\",\"seed\":1e3,\"score\":4,\"caught\":true,"
        "\"turn\":37,\"reason\":\"caught\",\"time_ms\":120}",
        "{\"game\":\"candy\",\"seed\":7.0,\"score\":4,\"caught\":true,"
        "\"turn\":37,\"reason\":\"caught\",\"time_ms\":120}",
        "{\"game\":\"candy\",\"x\":{\"seed\":7},\"score\":4,\"caught\":true,"
        "\"turn\":37,\"reason\":\"caught\",\"time_ms\":120}",
        NULL};
    arena_config c;
    arena_game g;
    arena_result res;
    arena_rec r;
    char err[200], key[ARENA_KEY_MAX], *line;
    int i;
    (void)state;
    assert_int_equal(arena_parse_result(ARENA_CANDY, top, strlen(top), &res, err, sizeof err), 0);
    assert_true(res.seed == 18446744073709551615ULL);
    for (i = 0; bad[i]; i++)
        assert_int_equal(arena_parse_result(ARENA_CANDY, bad[i], strlen(bad[i]), &res, err,
                                            sizeof err), -1);
    tr_config(&c, ARENA_CANDY, 1, 1);
    memset(&g, 0, sizeof g);
    g.seed = 18446744073709551614ULL;
    arena_game_key(&c, &g, key);
    assert_string_equal(key, "candy alpha hunter braid 18446744073709551614");
    /* the result line is for ...615, the record's game ...614: refused */
    line = arena_record_line(&c, &g, key, "judge x", top, NULL, NULL);
    assert_non_null(strstr(line, "\"seed\":18446744073709551614,"));
    assert_int_equal(arena_rec_parse(line, strlen(line), &r, err, sizeof err), -1);
    free(line);
    g.seed = 18446744073709551615ULL;
    arena_game_key(&c, &g, key);
    line = arena_record_line(&c, &g, key, "judge x", top, NULL, NULL);
    assert_int_equal(arena_rec_parse(line, strlen(line), &r, err, sizeof err), 0);
    assert_true(r.seed == 18446744073709551615ULL && r.res.seed == r.seed);
    arena_rec_free(&r);
    free(line);
}

/* a Sakura record with winner w for game (seed, side) of alpha-beta */
static void tr_sk_rec(arena_rec *r, long long seed, int side, int winner, const char *error)
{
    static char key[ARENA_KEY_MAX];
    memset(r, 0, sizeof *r);
    snprintf(key, sizeof key, "sakura alpha beta %lld %d", seed, side);
    r->kind = ARENA_SAKURA;
    r->key = key;
    r->name[0] = (char *)"alpha";
    r->name[1] = (char *)"beta";
    r->seed = seed;
    r->side = side;
    r->has_result = error == NULL;
    r->error = (char *)error;
    r->res.kind = ARENA_SAKURA;
    r->res.winner = winner;
    r->res.reason = winner ? ARENA_R_HP : ARENA_R_DRAW;
    r->res.turns = 10;
    r->res.time_ms[0] = 10;
    r->res.time_ms[1] = 20;
    r->res.max_reply_ms[0] = r->res.max_reply_ms[1] = -1;
    r->res.mean_reply_ms[0] = r->res.mean_reply_ms[1] = -1;
}

static void test_summary_sakura_pairs(void **state)
{
    arena_summary s;
    arena_rec r;
    (void)state;
    arena_summary_init(&s, ARENA_SAKURA);
    tr_sk_rec(&r, 1, 1, 1, NULL); /* alpha as p1 wins */
    arena_summary_add(&s, &r);
    assert_int_equal(s.pairings[0].penta[ARENA_P_WD], 0); /* pair incomplete */
    tr_sk_rec(&r, 1, 2, 0, NULL); /* then a draw: pair = 1.5 points */
    arena_summary_add(&s, &r);
    assert_int_equal(s.pairings[0].penta[ARENA_P_WD], 1);
    tr_sk_rec(&r, 2, 1, 2, NULL); /* alpha as p1 loses */
    arena_summary_add(&s, &r);
    tr_sk_rec(&r, 2, 2, 2, NULL); /* alpha as p2 wins: WL pair */
    arena_summary_add(&s, &r);
    assert_int_equal(s.pairings[0].penta[ARENA_P_WLDD], 1);
    assert_int_equal(s.pairings[0].w, 2);
    assert_int_equal(s.pairings[0].d, 1);
    assert_int_equal(s.pairings[0].l, 1);
    /* a duplicate result is ignored, an error then a result clears the error */
    arena_summary_add(&s, &r);
    assert_int_equal(s.duplicates, 1);
    tr_sk_rec(&r, 3, 1, 0, "judge exited with status 2");
    arena_summary_add(&s, &r);
    arena_summary_add(&s, &r);
    assert_int_equal(s.errors, 1);
    assert_int_equal(s.pairings[0].errors, 1);
    tr_sk_rec(&r, 3, 1, 1, NULL);
    arena_summary_add(&s, &r);
    assert_int_equal(s.errors, 0);
    assert_int_equal(s.pairings[0].errors, 0);
    assert_int_equal(s.results, 5);
    assert_int_equal(s.skb[0].games, 5);
    assert_true(s.skb[1].time_sum == 10 + 20 + 10 + 20 + 20);
    arena_summary_free(&s);
}

static void tr_cd_rec(arena_rec *r, const char *bot, long long seed, int score)
{
    static char key[ARENA_KEY_MAX];
    memset(r, 0, sizeof *r);
    snprintf(key, sizeof key, "candy %s hunter braid %lld", bot, seed);
    r->kind = ARENA_CANDY;
    r->key = key;
    r->name[0] = (char *)bot;
    r->tagger = (char *)"hunter";
    r->gen = (char *)"braid";
    r->seed = seed;
    r->has_result = 1;
    r->res.kind = ARENA_CANDY;
    r->res.score = score;
    r->res.caught = score < 3;
    r->res.reason = score < 3 ? ARENA_R_CAUGHT : ARENA_R_TURN_LIMIT;
    r->res.turns = score < 3 ? 40 : 100;
    r->res.max_reply_ms[0] = score;
}

static void test_summary_candy_paired(void **state)
{
    arena_summary s;
    arena_rec r;
    (void)state;
    arena_summary_init(&s, ARENA_CANDY);
    arena_summary_bot(&s, "alpha");
    tr_cd_rec(&r, "beta", 1, 2); /* beta first: the pair waits for alpha */
    arena_summary_add(&s, &r);
    tr_cd_rec(&r, "alpha", 1, 5);
    arena_summary_add(&s, &r);
    tr_cd_rec(&r, "alpha", 2, 4);
    arena_summary_add(&s, &r);
    tr_cd_rec(&r, "beta", 2, 3);
    arena_summary_add(&s, &r);
    tr_cd_rec(&r, "alpha", 3, 1); /* beta never played seed 3 */
    arena_summary_add(&s, &r);
    {
        const arena_cd_pair *total = NULL;
        int i;
        for (i = 0; i < s.npairs; i++)
            if (s.pairs[i].bot == 1 && s.pairs[i].tagger < 0 && s.pairs[i].gen < 0)
                total = &s.pairs[i];
        assert_non_null(total);
        assert_int_equal(total->diff.n, 2);
        assert_true(arena_sample_mean(&total->diff) == 2.0); /* (3 + 1) / 2 */
    }
    {
        const arena_cd_row *row = NULL;
        int i;
        for (i = 0; i < s.nrows; i++)
            if (s.rows[i].bot == 0 && s.rows[i].tagger < 0 && s.rows[i].gen < 0)
                row = &s.rows[i];
        assert_non_null(row);
        assert_int_equal(row->score.n, 3);
        assert_int_equal(row->caught, 1);
        assert_int_equal(row->turns_sum, 240);
        assert_true(row->reply_max == 5);
    }
    {
        /* per cell, in both arrival orders: seed 1 (beta first) x 5 / y 2,
         * beta caught; seed 2 (alpha first) x 4 / y 3, neither caught;
         * seed 4 (alpha first) x 2 / y 3, alpha caught */
        int i, seen = 0;
        double half;
        tr_cd_rec(&r, "alpha", 4, 2);
        arena_summary_add(&s, &r);
        tr_cd_rec(&r, "beta", 4, 3);
        arena_summary_add(&s, &r);
        for (i = 0; i < s.npairs; i++) {
            const arena_cd_pair *p = &s.pairs[i];
            assert_int_equal(p->bot, 1);
            assert_int_equal(p->diff.n, 3);
            assert_true(p->score.sx == 11 && p->score.sy == 8);
            assert_true(p->caught.sx == 1 && p->caught.sy == 1);
            assert_true(fabs(arena_pair_ratio(&p->score, &half) - 11.0 / 8.0) < 1e-12);
            assert_true(arena_pair_ratio(&p->caught, &half) == 1.0);
            seen |= 1 << ((p->tagger + 1) * 2 + (p->gen + 1));
        }
        assert_int_equal(s.npairs, 4); /* the cell, and its three "*" rows */
        assert_int_equal(seen, 1 | 2 | 4 | 8);
    }
    arena_summary_free(&s);
}

/* many bots x taggers x gens in a run's order: a row may be created by
 * the 2nd..4th fold of one record, moving the row array under it; every row
 * must still count each game exactly once */
static void test_summary_candy_many_cells(void **state)
{
    arena_summary s;
    arena_rec r;
    char key[ARENA_KEY_MAX], tg[16], gn[16], bot[16];
    int t, g, b, i;
    long long total = 0, want;
    (void)state;
    arena_summary_init(&s, ARENA_CANDY);
    for (t = 0; t < 3; t++)
        for (g = 0; g < 2; g++)
            for (b = 0; b < 3; b++) {
                memset(&r, 0, sizeof r);
                snprintf(tg, sizeof tg, "t%d", t);
                snprintf(gn, sizeof gn, "g%d", g);
                snprintf(bot, sizeof bot, "b%d", b);
                snprintf(key, sizeof key, "candy %s %s %s 1", bot, tg, gn);
                r.kind = ARENA_CANDY;
                r.key = key;
                r.name[0] = bot;
                r.tagger = tg;
                r.gen = gn;
                r.seed = 1;
                r.has_result = 1;
                r.res.score = 2;
                r.res.reason = ARENA_R_TURN_LIMIT;
                r.res.max_reply_ms[0] = -1;
                assert_int_equal(arena_summary_add(&s, &r), 0);
            }
    assert_int_equal(s.nrows, 36); /* 3 bots x (6 cells + 3 + 2 + 1) */
    for (i = 0; i < s.nrows; i++) {
        const arena_cd_row *row = &s.rows[i];
        want = row->tagger >= 0 && row->gen >= 0 ? 1 : row->tagger >= 0 ? 2 : row->gen >= 0 ? 3 : 6;
        assert_int_equal(row->score.n, want);
        total += row->score.n;
    }
    assert_int_equal(total, 4 * 18);
    arena_summary_free(&s);
}

/* one Sakura record: pairing a-b, seed, side, points of a in that game */
static void tr_rr_rec(arena_summary *s, const char *a, const char *b, long long seed, int side,
                      double pts)
{
    char key[ARENA_KEY_MAX];
    arena_rec r;
    tr_sk_rec(&r, seed, side, 0, NULL);
    snprintf(key, sizeof key, "sakura %s %s %lld %d", a, b, seed, side);
    r.key = key;
    r.name[0] = (char *)a;
    r.name[1] = (char *)b;
    r.res.winner = pts == 0.5 ? 0 : pts == 1.0 ? side : 3 - side;
    r.res.reason = pts == 0.5 ? ARENA_R_DRAW : ARENA_R_HP;
    assert_int_equal(arena_summary_add(s, &r), 0);
}

/* a round robin: each bot's pairs seen from its side, pooled; best first */
static void test_summary_ranking(void **state)
{
    arena_summary s;
    arena_rank_row rows[3];
    (void)state;
    arena_summary_init(&s, ARENA_SAKURA);
    arena_summary_bot(&s, "alpha");
    arena_summary_bot(&s, "beta");
    arena_summary_bot(&s, "gamma");
    arena_summary_pairing(&s, 0, 1);
    arena_summary_pairing(&s, 0, 2);
    assert_int_equal(arena_summary_round_robin(&s), 0); /* a gauntlet so far */
    arena_summary_pairing(&s, 1, 2);
    assert_int_equal(arena_summary_round_robin(&s), 1);
    tr_rr_rec(&s, "alpha", "beta", 1, 1, 1.0);  /* alpha-beta seed 1: WW */
    tr_rr_rec(&s, "alpha", "beta", 1, 2, 1.0);
    tr_rr_rec(&s, "alpha", "gamma", 1, 1, 0.0); /* alpha-gamma seed 1: LD */
    tr_rr_rec(&s, "alpha", "gamma", 1, 2, 0.5);
    tr_rr_rec(&s, "beta", "gamma", 1, 1, 0.0);  /* beta-gamma seed 1: LL */
    tr_rr_rec(&s, "beta", "gamma", 1, 2, 0.0);
    tr_rr_rec(&s, "beta", "gamma", 2, 1, 1.0);  /* half a pair: W/D/L, no pair */
    arena_summary_ranking(&s, rows);
    /* gamma: WD from alpha-gamma, WW from beta-gamma -> [0,0,0,1,1], 3.5 of 4
     * pair points and a loss: 3.5/5 games; alpha: WW + LD = [0,1,0,0,1]
     * (score 5/8); beta: LL + LL = [2,0,0,0,0], one more win */
    assert_int_equal(rows[0].bot, 2);
    assert_true(rows[0].penta[ARENA_P_WD] == 1 && rows[0].penta[ARENA_P_WW] == 1);
    assert_true(rows[0].w == 3 && rows[0].d == 1 && rows[0].l == 1);
    assert_int_equal(rows[1].bot, 0);
    assert_true(rows[1].penta[ARENA_P_LD] == 1 && rows[1].penta[ARENA_P_WW] == 1);
    assert_true(fabs(rows[1].st.mu - 0.625) < 1e-12);
    assert_int_equal(rows[2].bot, 1);
    assert_true(rows[2].penta[ARENA_P_LL] == 2 && rows[2].st.pairs == 2);
    assert_true(rows[2].w == 1 && rows[2].l == 4);
    assert_true(isinf(rows[2].st.elo) && rows[2].st.elo < 0);
    arena_summary_free(&s);
}

/* the first word of a bot command, looked up as /bin/sh would */
static void test_command_check(void **state)
{
    static const char *const ok[] = {
        "sh -c 'exit 0'", "true", "exec %s/bot --fast", "FOO=1 BAR='a b' %s/bot",
        "'%s/bot' --x", "\"%s/bot\"", "cd %s && ./bot", "$HOME/whatever", "~/nothing",
        "nosuch* x", "(cd /; nothing)", "  %s/bot  ", "{ true; }", NULL};
    static const char *const bad[][2] = {
        {"no-such-bot", "no-such-bot: not found"},
        {"%s/nobot --x", "/nobot: not found"},
        {"%s", ": is a directory"},
        {"%s/", "/: is a directory"},
        {"%s/plain", "/plain: not executable"},
        {"FOO=1 '%s/no bot'", "/no bot: not found"},
        {"bin", "bin: not found"}, /* no '/': only $PATH is searched */
        {"A=1", "'A=1' names no program"}, /* runs nothing */
        {"", "'' names no program"},
        {"# %s/bot", "names no program"},
        {NULL, NULL}};
    char dir[] = "/tmp/arena_cmd_XXXXXX", cmd[256], path[128], err[300];
    FILE *f;
    int i;
    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/bot", dir);
    assert_non_null(f = fopen(path, "w"));
    fclose(f);
    chmod(path, 0755);
    snprintf(path, sizeof path, "%s/plain", dir);
    assert_non_null(f = fopen(path, "w"));
    fclose(f);
    for (i = 0; ok[i]; i++) {
        snprintf(cmd, sizeof cmd, ok[i], dir, dir);
        if (arena_command_check(cmd, err, sizeof err) != 0)
            fail_msg("'%s' refused: %s", cmd, err);
    }
    for (i = 0; bad[i][0]; i++) {
        snprintf(cmd, sizeof cmd, bad[i][0], dir);
        assert_int_equal(arena_command_check(cmd, err, sizeof err), -1);
        if (!strstr(err, bad[i][1]))
            fail_msg("'%s': got '%s', want '%s'", cmd, err, bad[i][1]);
    }
    snprintf(path, sizeof path, "%s/bot", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/plain", dir);
    unlink(path);
    rmdir(dir);
}

static int tr_parse(const char *line, arena_opts *o, char *err)
{
    char buf[512], *argv[32], *tok, *save = NULL;
    int argc = 0;
    snprintf(buf, sizeof buf, "%s", line);
    for (tok = strtok_r(buf, " ", &save); tok && argc < 31; tok = strtok_r(NULL, " ", &save))
        argv[argc++] = tok;
    argv[argc] = NULL;
    return arena_cli_parse(argc, argv, o, err, 200);
}

static void test_cli(void **state)
{
    static const char *const bad[] = {
        "arena",
        "arena chess --bot a=x --bot b=y",
        "arena sakura --bot a=x",
        "arena sakura --bot a=x --bot b=y --games 7",
        "arena sakura --bot a=x --bot b=y --bot c=z --sprt 0,5",
        "arena sakura --bot a=x --bot b=y --sprt 5,0",
        "arena sakura --bot a=x --bot b=y --games=abc",
        "arena sakura --bot a=x --bot a=y",
        "arena sakura --bot a/b=x --bot b=y",
        "arena sakura --bot a=x --bot b=y --taggers hunter",
        "arena sakura --bot a=x --bot b=y --shard 3/2",
        "arena sakura --bot a=x --bot b=y --concurrency 0",
        "arena sakura --bot a=x --bot b=y --frobnicate 1",
        "arena sakura --bot a=x --bot b=y --games",
        "arena candy --bot a=x --reveal-bot b",
        "arena candy --bot a=x --taggers hunter,,hunter",
        "arena candy --bot a=x --tagger-cmd hunter=y",
        "arena candy --bot a=x --taggers hunter --tagger-cmd z=y",
        "arena candy --bot a=x --tagger-cmd z",
        "arena candy --bot a=x --tagger-cmd =y",
        "arena candy --bot a=x --tagger-cmd z=y --tagger-cmd z=w",
        "arena sakura --bot a=x --bot b=y --tagger-cmd z=y",
        "arena report",
        NULL};
    arena_opts o;
    char err[200];
    int i;
    (void)state;
    for (i = 0; bad[i]; i++) {
        err[0] = '\0';
        assert_int_equal(tr_parse(bad[i], &o, err), -1);
        assert_true(err[0] != '\0');
        arena_cli_free(&o);
    }
    assert_int_equal(tr_parse("arena sakura --bot a=x y --bot b=y --games=20 --sprt 0,5 "
                              "--shard 2/3 --json --round-robin", &o, err), -1); /* stray y */
    arena_cli_free(&o);
    assert_int_equal(tr_parse("arena sakura --bot a=x --bot b=y --games=20 --sprt 0,5 --json", &o, err), 0);
    assert_int_equal(o.cfg.games, 20);
    assert_true(o.sprt.on && o.sprt.elo1 == 5 && o.sprt.alpha == 0.05);
    assert_string_equal(o.cfg.bots[1].cmd, "y");
    arena_cli_free(&o);
    assert_int_equal(tr_parse("arena sakura --bot a=x --bot b=y --games=20 --shard 2/3 --json", &o, err), 0);
    assert_int_equal(o.cfg.shard_k, 2);
    assert_int_equal(o.cfg.shard_n, 3);
    arena_cli_free(&o);
    /* an SPRT stops the run; one shard cannot stop them all */
    assert_int_equal(tr_parse("arena sakura --bot a=x --bot b=y --sprt 0,5 --shard 2/3", &o, err), -1);
    assert_non_null(strstr(err, "--sprt with --shard"));
    arena_cli_free(&o);
    assert_int_equal(tr_parse("arena candy --bot m=x --reveal-bot m --taggers hunter,oracle", &o, err), 0);
    assert_int_equal(o.cfg.ntaggers, 2);
    assert_int_equal(o.cfg.ngens, 1);
    assert_int_equal(o.cfg.bots[0].reveal, 1);
    assert_int_equal(o.cfg.games, 20);
    arena_cli_free(&o);
    /* outside taggers: alone they are the taggers; listed, they join the built-ins */
    assert_int_equal(tr_parse("arena candy --bot m=x --tagger-cmd hb=y", &o, err), 0);
    assert_int_equal(o.cfg.ntaggers, 1);
    assert_string_equal(o.cfg.taggers[0], "hb");
    assert_string_equal(arena_tagger_cmd(&o.cfg, "hb"), "y");
    arena_cli_free(&o);
    assert_int_equal(tr_parse("arena candy --bot m=x --taggers hunter,hb --tagger-cmd hb=y", &o, err), 0);
    assert_int_equal(o.cfg.ntaggers, 2);
    assert_null(arena_tagger_cmd(&o.cfg, "hunter"));
    arena_cli_free(&o);
}

/* the one line of a usage error names the problem (and a range) */
static void tr_cli_error(const char *line, const char *want)
{
    arena_opts o;
    char err[200] = "";
    assert_int_equal(tr_parse(line, &o, err), -1);
    if (strcmp(err, want) != 0)
        fail_msg("'%s': got '%s', want '%s'", line, err, want);
    arena_cli_free(&o);
}

static void test_cli_messages(void **state)
{
    arena_opts o;
    char err[200];
    (void)state;
    tr_cli_error("arena sakura --bot a=x --bot b=y --roundrobin", "unknown option --roundrobin");
    tr_cli_error("arena sakura --bot a=x --roundrobin --bot b=y", "unknown option --roundrobin");
    tr_cli_error("arena report --bogus f", "unknown option --bogus");
    tr_cli_error("arena report --taggers x f", "--taggers does not apply to 'report'");
    tr_cli_error("arena sakura --bot a=x --bot b=y --games 0",
                 "--games: expected an integer from 1 to 2000000, got '0'");
    tr_cli_error("arena sakura --bot a=x --bot b=y --concurrency 5000",
                 "--concurrency: expected an integer from 1 to 4096, got '5000'");
    tr_cli_error("arena sakura --bot a=x --bot b=y --seed -1",
                 "--seed: expected an integer from 0 to 18446744073709551615 (2^64-1), got '-1'");
    tr_cli_error("arena sakura --bot a=x --bot b=y --seed 18446744073709551616",
                 "--seed: expected an integer from 0 to 18446744073709551615 (2^64-1), got "
                 "'18446744073709551616'");
    tr_cli_error("arena sakura --bot a=x --bot b=y --seed 18446744073709551615 --games 4",
                 "--seed 18446744073709551615 with 2 seeds: the last, --seed + 1, is past the "
                 "judges' largest seed 2^64-1");
    tr_cli_error("arena candy --bot a=x --seed 18446744073709551600 --games 17",
                 "--seed 18446744073709551600 with 17 seeds: the last, --seed + 16, is past the "
                 "judges' largest seed 2^64-1");
    /* leading zeros carry nothing: a zero-padded seed is its value, also past 20 digits */
    assert_int_equal(tr_parse("arena sakura --bot a=x --bot b=y --seed 0000000000000000000000007",
                              &o, err), 0);
    assert_true(o.cfg.seed == 7ULL);
    arena_cli_free(&o);
    tr_cli_error("arena sakura --bot a=x --bot b=y --seed 000018446744073709551616",
                 "--seed: expected an integer from 0 to 18446744073709551615 (2^64-1), got "
                 "'000018446744073709551616'");
    /* the largest seeds that fit: S + seeds - 1 = 2^64-1 */
    assert_int_equal(tr_parse("arena sakura --bot a=x --bot b=y --seed 18446744073709551615 "
                              "--games 2", &o, err), 0);
    assert_true(o.cfg.seed == 18446744073709551615ULL);
    arena_cli_free(&o);
    assert_int_equal(tr_parse("arena candy --bot a=x --seed 18446744073709551599 --games 17", &o,
                              err), 0);
    arena_cli_free(&o);
    /* --help / -h / --version, also after other words; not as a value */
    assert_int_equal(tr_parse("arena --version", &o, err), 0);
    assert_int_equal(o.command, ARENA_CMD_VERSION);
    arena_cli_free(&o);
    assert_int_equal(tr_parse("arena sakura --bot a=x -h", &o, err), 0);
    assert_int_equal(o.command, ARENA_CMD_HELP);
    arena_cli_free(&o);
    /* as --judge-arg's value it is neither the arena's help nor passed on:
     * the judge would answer it and play no game */
    tr_cli_error("arena sakura --bot a=x --bot b=y --judge-arg --help",
                 "--judge-arg --help: a judge given it answers and plays no game");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_result_sakura),
        cmocka_unit_test(test_parse_result_garbled),
        cmocka_unit_test(test_parse_result_candy),
        cmocka_unit_test(test_plan_sakura_and_shards),
        cmocka_unit_test(test_plan_candy_and_argv),
        cmocka_unit_test(test_record_round_trip),
        cmocka_unit_test(test_seeds_64_bit),
        cmocka_unit_test(test_summary_sakura_pairs),
        cmocka_unit_test(test_summary_candy_paired),
        cmocka_unit_test(test_summary_candy_many_cells),
        cmocka_unit_test(test_summary_ranking),
        cmocka_unit_test(test_command_check),
        cmocka_unit_test(test_cli),
        cmocka_unit_test(test_cli_messages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
