/* Unit tests of the candy judge's reply reader, its maze-file parser, and of the replay loader /
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
#include "candy/judge/candy_judge_maze.h"
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
    tr_broken("{\"game\"", "[{\"game\"", "JSON error"); /* the array never closes */
}

static void test_verifier_rejects_bad_games(void **state)
{
    (void)state;
    tr_broken("\"footsteps\":[3,6,10]", "\"footsteps\":[0,0,0]", "the map or footsteps sent");
    tr_broken("\"score\":0,\"caught\":false}", "\"score\":1,\"caught\":false}", "score or caught");
    tr_broken("\"seen\":0", "\"seen\":1", "seen");
}

/* an 11 x 11 maze text: ring passage, inner columns 2, 4, 8, 10 walls with
 * a gap in row 6 (1-based), so every passage is connected */
static void tr_maze_text(char *out, const char *eol)
{
    int r;
    out[0] = '\0';
    for (r = 0; r < 11; r++) {
        strcat(out, (r == 0 || r == 10 || r == 5) ? "..........." : ".#.#...#.#.");
        strcat(out, eol);
    }
}

static void tr_maze_bad(const char *text, const char *want)
{
    candy_maze m;
    char err[200];
    m.n = 99;
    assert_int_equal(candy_judge_maze_parse(text, strlen(text), &m, err, sizeof err), -1);
    if (strstr(err, want) == NULL)
        fail_msg("maze error '%s' does not say '%s'", err, want);
    assert_int_equal(m.n, 99); /* the caller's maze is untouched on error */
}

static void test_maze_text_parse(void **state)
{
    char text[1024], bad[1024];
    candy_maze m;
    char err[200];
    (void)state;
    tr_maze_text(text, "\n");
    assert_int_equal(candy_judge_maze_parse(text, strlen(text), &m, err, sizeof err), 0);
    assert_int_equal(m.n, 11);
    assert_int_equal(m.wall[CANDY_CELL(1, 1)], 1);
    assert_int_equal(m.wall[CANDY_CELL(5, 1)], 0);
    assert_int_equal(m.wall[CANDY_CELL(1, 2)], 0);
    strcat(text, "\n\n\r\n\n\n\n\n\n\n\n\n\n\n\n\n"); /* empty lines after the last row, more than 24 in all */
    assert_int_equal(candy_judge_maze_parse(text, strlen(text), &m, err, sizeof err), 0);
    assert_int_equal(m.n, 11);
    tr_maze_text(text, "\r\n");
    text[strlen(text) - 2] = '\0'; /* CRLF, no end on the last line */
    assert_int_equal(candy_judge_maze_parse(text, strlen(text), &m, err, sizeof err), 0);
    assert_int_equal(m.n, 11);
    tr_maze_text(bad, "\n");
    bad[12 * 3 + 4] = 'x'; /* line 4, column 5 */
    tr_maze_bad(bad, "line 4, column 5");
    tr_maze_text(bad, "\n");
    bad[0] = '#';
    tr_maze_bad(bad, "ring");
    tr_maze_text(bad, "\n");
    memmove(bad + 12 + 5, bad + 12 + 6, strlen(bad + 12 + 6) + 1); /* line 2 one short */
    tr_maze_bad(bad, "line 2: 10 characters, line 1 has 11");
    tr_maze_text(bad, "\n");
    memcpy(bad + 12 * 1, ".#########.", 11); /* rows 2 and 10 walls, row 6 no gap: */
    memcpy(bad + 12 * 9, ".#########.", 11); /* the cells between the columns are cut off */
    memcpy(bad + 12 * 5, ".#.#...#.#.", 11);
    tr_maze_bad(bad, "not a valid maze");
    tr_maze_bad("...........\n", "1 rows");
    tr_maze_text(bad, "\n");
    strcat(bad, "...........\n");
    tr_maze_bad(bad, "12 rows of 11 characters");
    tr_maze_text(bad, "\n");
    strcat(bad, "   \n"); /* a trailing line of spaces is a row, a bad one */
    tr_maze_bad(bad, "line 12, column 1: a space, byte 0x20");
    tr_maze_text(bad, "\n");
    memmove(bad + 12 * 5 + 1, bad + 12 * 5, strlen(bad + 12 * 5) + 1);
    bad[12 * 5] = '\n'; /* a blank line before row 6 */
    tr_maze_bad(bad, "line 6: an empty line inside the maze");
    strcpy(bad, "\xef\xbb\xbf");
    tr_maze_text(bad + 3, "\n");
    tr_maze_bad(bad, "line 1, column 1: byte 0xEF is neither '#' (wall) nor '.' (passage) (a UTF-8 byte-order mark?)");
    bad[0] = '\0';
    while (strlen(bad) < 24 * 24)
        strcat(bad, "........................\n"); /* 24 rows of 24 */
    tr_maze_bad(bad, "24 rows");
    tr_maze_text(bad, "\n");
    bad[3] = '\0';
    assert_int_equal(candy_judge_maze_parse(bad, strlen(text), &m, err, sizeof err), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_reply_forms),
        cmocka_unit_test(test_judge_replay_loads_and_verifies),
        cmocka_unit_test(test_loader_rejects_bad_shapes),
        cmocka_unit_test(test_verifier_rejects_bad_games),
        cmocka_unit_test(test_maze_text_parse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
