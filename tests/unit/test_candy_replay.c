/* Unit tests of the candy judge's reply reader and of the replay loader /
 * verifier: a judge-written replay (tests/fuzz/seeds) loads and
 * re-simulates; broken shapes and broken games are rejected with a
 * message naming the problem. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "candy/judge/candy_judge.h"
#include "analysis/candy_replay.h"

#define TR_SEED_FILE "tests/fuzz/seeds/fuzz_candy_replay/seed3_n11.json"

static candy_replay tr_rp;

static void test_parse_reply_forms(void **state)
{
    (void)state;
    assert_int_equal(candy_reply_parse("U"), CANDY_U);
    assert_int_equal(candy_reply_parse("L"), CANDY_L);
    assert_int_equal(candy_reply_parse("O"), CANDY_ACT_O);
    assert_int_equal(candy_reply_parse(" S\t "), CANDY_ACT_S);
    assert_int_equal(candy_reply_parse(""), -1);
    assert_int_equal(candy_reply_parse("u"), -1);
    assert_int_equal(candy_reply_parse("UU"), -1);
    assert_int_equal(candy_reply_parse("U R"), -1);
    assert_int_equal(candy_reply_parse("X"), -1);
    assert_int_equal(candy_reply_parse("UP"), -1);
}

static char *tr_read(size_t *len)
{
    char err[160];
    char *text = json_read_file(TR_SEED_FILE, JSON_REPLAY_MAX, len, err, sizeof err);
    if (text == NULL)
        fail_msg("%s", err);
    return text;
}

static void test_judge_replay_loads_and_verifies(void **state)
{
    char err[256];
    size_t len;
    char *text = tr_read(&len);
    (void)state;
    assert_int_equal(candy_replay_load(text, len, &tr_rp, err, sizeof err), 0);
    assert_int_equal(tr_rp.n, 11);
    assert_int_equal(tr_rp.nturns, tr_rp.end_turn);
    assert_int_equal(candy_replay_verify(&tr_rp, err, sizeof err), 0);
    free(text);
}

/* replace the first occurrence of `from` by `to`, load, expect -1 and a
 * message containing `expect` (from load or from verify) */
static void tr_broken(const char *from, const char *to, const char *expect)
{
    char err[256];
    size_t len;
    char *text = tr_read(&len), *at = strstr(text, from), *copy;
    int rc;
    if (at == NULL)
        fail_msg("'%s' not in the seed replay", from);
    copy = (char *)malloc(len + strlen(to) + 1);
    assert_non_null(copy);
    memcpy(copy, text, (size_t)(at - text));
    strcpy(copy + (at - text), to);
    strcat(copy, at + strlen(from));
    rc = candy_replay_load(copy, strlen(copy), &tr_rp, err, sizeof err);
    if (rc == 0)
        rc = candy_replay_verify(&tr_rp, err, sizeof err);
    if (rc != -1 || strstr(err, expect) == NULL)
        fail_msg("'%s' -> '%s': rc %d, message '%s', expected '%s'", from, to, rc, err, expect);
    free(copy);
    free(text);
}

static void test_loader_rejects_bad_shapes(void **state)
{
    (void)state;
    tr_broken("\"version\":1", "\"version\":2", "version");
    tr_broken("\"n\":11", "\"n\":10", "'n'");
    tr_broken("\"gen\":\"braid\"", "\"gen\":\"maze\"", "gen");
    tr_broken("\"footsteps\":[3,6,10]", "\"footsteps\":[6,3,10]", "footsteps");
    tr_broken("\"maze\":[\"...........\"", "\"maze\":[\"..........\"", "maze");
    tr_broken("\"map\":[\"...........\"", "\"map\":[\"..........Z\"", "turns[0]: missing or bad 'map'");
    tr_broken("\"turn\":2,", "\"turn\":3,", "turns[1]: missing or bad 'turn'");
    tr_broken("\"action\":\"", "\"action\":\"Q", "action");
    tr_broken("\"dir\":\"", "\"dir\":\"O", "init.maki");
    tr_broken("\"reason\":\"", "\"reason\":\"lost", "result.reason");
    tr_broken("{\"game\"", "[{\"game\"", "");
}

static void test_verifier_rejects_bad_games(void **state)
{
    (void)state;
    tr_broken("\"footsteps\":[3,6,10]", "\"footsteps\":[0,0,0]", "the map or footsteps sent");
    tr_broken("\"score\":0,\"caught\":false}", "\"score\":1,\"caught\":false}", "score or caught");
    tr_broken("\"seen\":0", "\"seen\":1", "seen");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_reply_forms),
        cmocka_unit_test(test_judge_replay_loads_and_verifies),
        cmocka_unit_test(test_loader_rejects_bad_shapes),
        cmocka_unit_test(test_verifier_rejects_bad_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
