/* Unit tests of the bot-side protocol (src/sakura/protocol/sakura_client.c): the
 * statement's worked exchange, cooldown tracking for both sides, end of
 * game, and malformed judge lines. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "sakura/protocol/sakura_client.h"

/* A client fed `input`, its output captured in out (cap bytes). */
typedef struct tsc_io {
    FILE *in, *out;
    char outbuf[256];
} tsc_io;

static void tsc_open(tsc_io *io, const char *input)
{
    memset(io->outbuf, 0, sizeof io->outbuf);
    io->in = fmemopen((void *)input, strlen(input), "r");
    io->out = fmemopen(io->outbuf, sizeof io->outbuf, "w");
    assert_non_null(io->in);
    assert_non_null(io->out);
}

static void tsc_close(tsc_io *io)
{
    fclose(io->in);
    fclose(io->out);
}

static sakura_pair tsc_pair(const char *text)
{
    sakura_pair p;
    char err[96];
    assert_int_equal(sakura_parse_pair(text, &p, err, sizeof err), 0);
    return p;
}

/* docs/rules/sakura-duel.md §4 example 1, seen from player 1 */
static void test_client_statement_exchange(void **state)
{
    tsc_io io;
    sakura_client c;
    sakura_pair mine = tsc_pair("1 U 2 R"), thrust = tsc_pair("2 U 0");
    (void)state;
    tsc_open(&io, "INIT 2 4 4 3 4 5\nREADY FIRST\n"
                  "TURN 999 1 4 3 10 0 4 5 10 0 0 0\n"
                  "TURN 994 2 3 3 10 0 3 5 10 0 1 U 2 L\n"
                  "FINISH\n");
    assert_int_equal(sakura_client_start(&c, io.in, io.out), 0);
    assert_int_equal(c.me, 0);
    assert_int_equal(c.s.vr, 2);
    assert_int_equal(c.s.vc, 4);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    assert_int_equal(c.turn, 1);
    assert_int_equal(c.time_ms, 999);
    assert_int_equal(c.opp_last.a[0].kind, SAKURA_WAIT);
    sakura_client_reply(&c, io.out, &mine);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    assert_int_equal(c.turn, 2);
    assert_int_equal(c.time_ms, 994);
    assert_int_equal(c.s.turn, 2);
    assert_int_equal(c.s.p[0].r, 3);
    assert_int_equal(c.s.p[0].c, 3);
    assert_int_equal(c.s.p[1].c, 5);
    assert_int_equal(c.opp_last.a[1].kind, SAKURA_THRUST);
    assert_int_equal(c.opp_last.a[1].dir, SAKURA_L);
    /* docs/rules/sakura-duel.md §4: Thrust is illegal for both on turn 2 */
    assert_int_equal(sakura_pair_legal(&c.s, 0, &thrust, NULL, 0), 0);
    assert_int_equal(sakura_pair_legal(&c.s, 1, &thrust, NULL, 0), 0);
    assert_int_equal(sakura_pair_legal(&c.s, 0, &mine, NULL, 0), 0);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 0);
    fflush(io.out);
    assert_string_equal(io.outbuf, "OK\n1 U 2 R\n");
    tsc_close(&io);
}

/* as SECOND: our Sweep (cooldown 2) on turn 1 is ready again on turn 4;
 * the opponent's Charge reported in TURN 2 is charged to turn 1 */
static void test_client_second_cooldowns(void **state)
{
    tsc_io io;
    sakura_client c;
    sakura_pair sweep = tsc_pair("3 L 0"), charge = tsc_pair("4 R 0"), wait = tsc_pair("0 0");
    (void)state;
    tsc_open(&io, "INIT 1 1 4 3 4 6\nREADY SECOND\n"
                  "TURN 1000 1 4 3 10 0 4 6 10 0 0 0\n"
                  "TURN 990 2 4 4 10 0 4 6 10 0 4 R 0\n"
                  "TURN 980 3 4 4 10 0 4 6 10 0 0 0\n"
                  "TURN 970 4 4 4 10 0 4 6 10 0 0 0\n");
    assert_int_equal(sakura_client_start(&c, io.in, io.out), 0);
    assert_int_equal(c.me, 1);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    sakura_client_reply(&c, io.out, &sweep);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    assert_int_equal(sakura_pair_legal(&c.s, 1, &sweep, NULL, 0), 0);
    assert_int_equal(sakura_pair_legal(&c.s, 0, &charge, NULL, 0), 0);
    sakura_client_reply(&c, io.out, &wait);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    assert_int_equal(sakura_pair_legal(&c.s, 1, &sweep, NULL, 0), 0);
    assert_int_equal(sakura_pair_legal(&c.s, 0, &charge, NULL, 0), 0);
    sakura_client_reply(&c, io.out, &wait);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    assert_int_equal(sakura_pair_legal(&c.s, 1, &sweep, NULL, 0), 1);
    assert_int_equal(sakura_pair_legal(&c.s, 0, &charge, NULL, 0), 1);
    /* end of input without FINISH also ends the game */
    assert_int_equal(sakura_client_next_turn(&c, io.in), 0);
    tsc_close(&io);
}

static int tsc_start(const char *input)
{
    tsc_io io;
    sakura_client c;
    int rc;
    tsc_open(&io, input);
    rc = sakura_client_start(&c, io.in, io.out);
    tsc_close(&io);
    return rc;
}

static void test_client_bad_start(void **state)
{
    (void)state;
    assert_int_equal(tsc_start(""), -1);
    assert_int_equal(tsc_start("INIT 2 4 4 3 4\nREADY FIRST\n"), -1);
    assert_int_equal(tsc_start("INIT 2 4 4 3 4 8\nREADY FIRST\n"), -1);
    assert_int_equal(tsc_start("INIT 2 4 4 3 4 5 6\nREADY FIRST\n"), -1);
    assert_int_equal(tsc_start("INITX 2 4 4 3 4 5\nREADY FIRST\n"), -1);
    assert_int_equal(tsc_start("INIT 2 4 4 3 4 5\nREADY THIRD\n"), -1);
    assert_int_equal(tsc_start("INIT 2 4 4 3 4 5\n"), -1);
    assert_int_equal(tsc_start("INIT 2 4 4 3 4 5\r\nREADY SECOND\r\n"), 0);
}

static void test_client_bad_turns(void **state)
{
    sakura_client c;
    char longline[400];
    (void)state;
    memset(&c, 0, sizeof c);
    sakura_init(&c.s, 2, 4, 4, 3, 4, 5);
    assert_int_equal(sakura_client_apply_turn(&c, "TURN 999 1 4 3 10 0 4 5 10 0 0 0"), 0);
    assert_int_equal(sakura_client_apply_turn(&c, "TURN 999 1 4 3 10 0 4 5 10 0 0"), -1);
    assert_int_equal(sakura_client_apply_turn(&c, "TURN 999 1 4 3 10 0 4 5 10 0 9 U 0"), -1);
    assert_int_equal(sakura_client_apply_turn(&c, "TURN 999 61 4 3 10 0 4 5 10 0 0 0"), -1);
    assert_int_equal(sakura_client_apply_turn(&c, "TURN 999 1 4 8 10 0 4 5 10 0 0 0"), -1);
    assert_int_equal(sakura_client_apply_turn(&c, "TURN x 1 4 3 10 0 4 5 10 0 0 0"), -1);
    assert_int_equal(sakura_client_apply_turn(&c, "TURNS 999 1 4 3 10 0 4 5 10 0 0 0"), -1);
    memset(longline, '7', sizeof longline - 2);
    longline[sizeof longline - 2] = '\n';
    longline[sizeof longline - 1] = '\0';
    {
        tsc_io io;
        tsc_open(&io, longline);
        assert_int_equal(sakura_client_next_turn(&c, io.in), -1);
        tsc_close(&io);
    }
}

/* a judge that writes its lines a little differently is still understood:
 * tabs, runs of blanks, blanks at either end, blank lines, a time left
 * that is negative or huge (clamped) */
static void test_client_tolerant_lines(void **state)
{
    static const char input[] = "\n \tINIT\t2 4  4 3 4 5 \r\n\r\n  READY \t FIRST\n"
                                "\n\tTURN -5 1 4 3 10 0 4 5 10 0 0 0\n"
                                "TURN 99999999999999999999 2 4 3 10 0 4 5 10 0 0 0\n"
                                "TURN 12x 3 4 3 10 0 4 5 10 0 0 0\n";
    sakura_client c;
    tsc_io io;
    (void)state;
    tsc_open(&io, input);
    assert_int_equal(sakura_client_start(&c, io.in, io.out), 0);
    assert_int_equal(c.me, 0);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    assert_int_equal(c.time_ms, 0);
    assert_int_equal(sakura_client_next_turn(&c, io.in), 1);
    assert_int_equal(c.time_ms, 100000000);
    assert_int_equal(c.turn, 2);
    assert_int_equal(sakura_client_next_turn(&c, io.in), -1); /* not a number: still malformed */
    tsc_close(&io);
    /* a number glued to more (999+1) is malformed too, even when what
     * follows would read as the next field */
    tsc_open(&io, "INIT 2 4 4 3 4 5\nREADY FIRST\nTURN 999+1 4 3 10 0 4 5 10 0 0 0\n");
    assert_int_equal(sakura_client_start(&c, io.in, io.out), 0);
    assert_int_equal(sakura_client_next_turn(&c, io.in), -1);
    tsc_close(&io);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_client_statement_exchange),
        cmocka_unit_test(test_client_second_cooldowns),
        cmocka_unit_test(test_client_bad_start),
        cmocka_unit_test(test_client_bad_turns),
        cmocka_unit_test(test_client_tolerant_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
