/*
 * Unit tests of the Sakura Duel engine (docs/rules/sakura-duel.md).
 * Every test builds its position by hand and checks exact cells, health,
 * outcomes and events.  Names follow the clause they pin: ex* = docs/rules/sakura-duel.md §4
 * examples, geo_* = §1 areas, legal_* / parse_* = §2, phase*_ / move_rule_ /
 * push_ / end_ = §3, turn_ = the turn flow.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "sakura/engine/sakura_engine.h"

/* ---- helpers ---- */

static sakura_state tk_state(int vr, int vc, int r1, int c1, int r2, int c2)
{
    sakura_state s;
    sakura_init(&s, vr, vc, r1, c1, r2, c2);
    return s;
}

static sakura_pair tk_pair(const char *text)
{
    sakura_pair p;
    char err[128];
    if (sakura_parse_pair(text, &p, err, sizeof err) != 0)
        fail_msg("parse '%s': %s", text, err);
    return p;
}

static sakura_action tk_act(const char *text)
{
    char line[32];
    snprintf(line, sizeof line, "%s 0", text);
    return tk_pair(line).a[0];
}

/* Resolve one step with two single actions (text "k DIR" or "0"). */
static void tk_step(sakura_state *s, const char *a1, const char *a2, int step, sakura_events *ev)
{
    sakura_action acts[2];
    acts[0] = tk_act(a1);
    acts[1] = tk_act(a2);
    if (ev)
        ev->n = 0;
    sakura_resolve_step(s, acts, step, ev);
}

/* Resolve a turn; both pairs must be legal. */
static int tk_turn(sakura_state *s, const char *p1, const char *p2, sakura_events *ev)
{
    sakura_pair pairs[2];
    char err[128];
    pairs[0] = tk_pair(p1);
    pairs[1] = tk_pair(p2);
    if (!sakura_pair_legal(s, 0, &pairs[0], err, sizeof err))
        fail_msg("p1 '%s' illegal: %s", p1, err);
    if (!sakura_pair_legal(s, 1, &pairs[1], err, sizeof err))
        fail_msg("p2 '%s' illegal: %s", p2, err);
    return sakura_resolve_turn(s, pairs, ev, NULL);
}

static int tk_legal(const sakura_state *s, int player, const char *text)
{
    sakura_pair p = tk_pair(text);
    char err[128];
    int ok = sakura_pair_legal(s, player, &p, err, sizeof err);
    if (!ok) {
        assert_true(err[0] != '\0');
        assert_null(strchr(err, '\n'));
    }
    return ok;
}

static void tk_player(const sakura_state *s, int i, int r, int c, int hp)
{
    if (s->p[i].r != r || s->p[i].c != c || s->p[i].hp != hp)
        fail_msg("player %d: expected (%d,%d) hp %d, got (%d,%d) hp %d", i + 1, r, c, hp,
                 s->p[i].r, s->p[i].c, s->p[i].hp);
}

static int tk_count(const sakura_events *ev, int type, int actor)
{
    int i, n = 0;
    for (i = 0; i < ev->n; i++)
        if (ev->ev[i].type == type && (actor < 0 || ev->ev[i].actor == actor))
            n++;
    return n;
}

static void tk_running(const sakura_state *s)
{
    assert_int_equal(s->over, 0);
}

static void tk_over(const sakura_state *s, int winner, int reason)
{
    assert_int_equal(s->over, 1);
    assert_int_equal(s->winner, winner);
    assert_string_equal(sakura_reason_name(s->reason), sakura_reason_name(reason));
}

/* ---- docs/rules/sakura-duel.md §4 worked examples ---- */

static void test_ex1_statement_first_two_turns(void **state)
{
    sakura_state s = tk_state(2, 4, 4, 3, 4, 5);
    (void)state;
    assert_int_equal(tk_turn(&s, "1 U 2 R", "1 U 2 L", NULL), 2);
    tk_player(&s, 0, 3, 3, 10);
    tk_player(&s, 1, 3, 5, 10);
    assert_int_equal(s.turn, 2);
    assert_false(tk_legal(&s, 0, "2 R 0"));
    assert_false(tk_legal(&s, 1, "0 2 L"));
    tk_turn(&s, "1 U 0", "1 U 0", NULL);
    tk_player(&s, 0, 2, 3, 10);
    tk_player(&s, 1, 2, 5, 10);
    assert_true(tk_legal(&s, 0, "2 R 0")); /* turn 3 = 1 + 1 + 1 */
    tk_running(&s);
}

static void test_ex2_thrust_vs_move_cancels_and_damages(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    sakura_events ev;
    (void)state;
    tk_step(&s, "2 R", "1 U", 0, &ev);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 5, 8);
    assert_int_equal(tk_count(&ev, SAKURA_EV_CANCEL, 1), 1);
    assert_int_equal(tk_count(&ev, SAKURA_EV_MOVE, -1), 0);
}

static void test_ex3_charge_vs_thrust_only_charge_applies(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    sakura_events ev;
    (void)state;
    tk_step(&s, "4 R", "2 L", 0, &ev);
    /* the Thrust hit cancels the Charge's move; it attacks from (4,3) */
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 7, 7);
    assert_int_equal(tk_count(&ev, SAKURA_EV_CANCEL, 0), 1);
    assert_int_equal(tk_count(&ev, SAKURA_EV_CLASH, 0), 1);
    assert_int_equal(tk_count(&ev, SAKURA_EV_PUSH, 1), 2);
    tk_running(&s);
}

static void test_ex4_sweep_vs_sweep_pushes_only(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    (void)state;
    tk_step(&s, "3 R", "3 L", 0, NULL);
    tk_player(&s, 0, 4, 2, 10);
    tk_player(&s, 1, 4, 5, 10);
}

static void test_ex5_charge_pushes_out_and_wins(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 7);
    sakura_events ev;
    (void)state;
    assert_int_equal(tk_turn(&s, "4 R 0", "0 0", &ev), 1);
    tk_player(&s, 0, 4, 5, 10);
    tk_player(&s, 1, 4, 8, 7); /* first off-board cell, the rest of the push is lost */
    tk_over(&s, 1, SAKURA_END_OUT);
    assert_int_equal(s.turn, 1);
    assert_int_equal(tk_count(&ev, SAKURA_EV_OUT, 1), 1);
}

static void test_ex6_ending_on_vein_blesses(void **state)
{
    sakura_state s = tk_state(2, 4, 2, 3, 6, 6);
    sakura_events ev;
    (void)state;
    tk_turn(&s, "1 R 0", "0 0", &ev);
    tk_player(&s, 0, 2, 4, 10);
    assert_int_equal(s.p[0].blessings, 1);
    assert_int_equal(s.p[1].blessings, 0);
    assert_int_equal(tk_count(&ev, SAKURA_EV_BLESSING, 0), 1);
}

/* ---- docs/rules/sakura-duel.md §1 geometry ---- */

static void test_geo_attack_areas_match_table(void **state)
{
    int r, c, n[SAKURA_KINDS] = {0};
    (void)state;
    for (r = 1; r <= 7; r++)
        for (c = 1; c <= 7; c++) {
            n[SAKURA_THRUST] += sakura_attack_covers(SAKURA_THRUST, SAKURA_R, 4, 4, r, c);
            n[SAKURA_SWEEP] += sakura_attack_covers(SAKURA_SWEEP, SAKURA_R, 4, 4, r, c);
            n[SAKURA_SHATTER] += sakura_attack_covers(SAKURA_SHATTER, SAKURA_R, 4, 4, r, c);
            n[SAKURA_GUARD] += sakura_in_guard_zone(SAKURA_R, 4, 4, r, c);
        }
    assert_int_equal(n[SAKURA_THRUST], 2);
    assert_int_equal(n[SAKURA_SWEEP], 5);
    assert_int_equal(n[SAKURA_SHATTER], 1);
    assert_int_equal(n[SAKURA_GUARD], 4);
    assert_true(sakura_attack_covers(SAKURA_THRUST, SAKURA_R, 4, 4, 4, 6));
    /* Sweep R: front three and the two sides, not two ahead nor behind */
    assert_true(sakura_attack_covers(SAKURA_SWEEP, SAKURA_R, 4, 4, 3, 5));
    assert_true(sakura_attack_covers(SAKURA_SWEEP, SAKURA_R, 4, 4, 5, 5));
    assert_true(sakura_attack_covers(SAKURA_SWEEP, SAKURA_R, 4, 4, 3, 4));
    assert_true(sakura_attack_covers(SAKURA_SWEEP, SAKURA_R, 4, 4, 5, 4));
    assert_false(sakura_attack_covers(SAKURA_SWEEP, SAKURA_R, 4, 4, 4, 6));
    assert_false(sakura_attack_covers(SAKURA_SWEEP, SAKURA_R, 4, 4, 4, 3));
    /* Guard R zone: front three and two ahead, not the sides */
    assert_true(sakura_in_guard_zone(SAKURA_R, 4, 4, 4, 6));
    assert_true(sakura_in_guard_zone(SAKURA_R, 4, 4, 3, 5));
    assert_false(sakura_in_guard_zone(SAKURA_R, 4, 4, 3, 4));
    assert_false(sakura_in_guard_zone(SAKURA_R, 4, 4, 3, 6));
    /* only cells inside the courtyard count */
    assert_false(sakura_attack_covers(SAKURA_THRUST, SAKURA_U, 1, 1, 0, 1));
}

static void test_geo_init_seeded_distinct_uniform_deterministic(void **state)
{
    sakura_state a, b;
    int seen[49] = {0}, i, k;
    (void)state;
    for (i = 0; i < 2000; i++) {
        sakura_init_seeded(&a, (uint64_t)i);
        sakura_init_seeded(&b, (uint64_t)i);
        assert_memory_equal(&a, &b, sizeof a);
        assert_true(sakura_on_board(a.vr, a.vc));
        assert_true(sakura_on_board(a.p[0].r, a.p[0].c));
        assert_true(sakura_on_board(a.p[1].r, a.p[1].c));
        assert_false(a.vr == a.p[0].r && a.vc == a.p[0].c);
        assert_false(a.vr == a.p[1].r && a.vc == a.p[1].c);
        assert_false(a.p[0].r == a.p[1].r && a.p[0].c == a.p[1].c);
        assert_int_equal(a.turn, 1);
        assert_int_equal(a.p[0].hp, 10);
        seen[(a.p[1].r - 1) * 7 + a.p[1].c - 1]++;
    }
    for (k = 0; k < 49; k++) /* expected ~41 each */
        assert_in_range(seen[k], 15, 75);
}

/* ---- docs/rules/sakura-duel.md §2 legality and §5 text ---- */

static void test_parse_accepts_protocol_forms(void **state)
{
    sakura_pair p;
    char err[128], text[32];
    (void)state;
    assert_int_equal(sakura_parse_pair("1 U 2 R", &p, err, sizeof err), 0);
    assert_int_equal(p.a[0].kind, SAKURA_MOVE);
    assert_int_equal(p.a[0].dir, SAKURA_U);
    assert_int_equal(p.a[1].kind, SAKURA_THRUST);
    assert_int_equal(p.a[1].dir, SAKURA_R);
    assert_int_equal(sakura_parse_pair("7 UR 0", &p, err, sizeof err), 0);
    assert_int_equal(p.a[0].dir, SAKURA_UR);
    assert_int_equal(p.a[1].kind, SAKURA_WAIT);
    assert_int_equal(p.a[1].dir, SAKURA_NODIR);
    /* several spaces between tokens; ruling: spaces around the line, \r\n */
    assert_int_equal(sakura_parse_pair("  6   D  7 DL  \r\n", &p, err, sizeof err), 0);
    sakura_format_pair(&p, text, sizeof text);
    assert_string_equal(text, "6 D 7 DL");
    assert_int_equal(sakura_parse_pair("0 0", &p, err, sizeof err), 0);
    sakura_format_pair(&p, text, sizeof text);
    assert_string_equal(text, "0 0");
}

static void tk_parse_fails(const char *line)
{
    sakura_pair p;
    char err[128] = "";
    if (sakura_parse_pair(line, &p, err, sizeof err) == 0)
        fail_msg("'%s' parsed", line);
    assert_true(err[0] != '\0');
    assert_null(strchr(err, '\n'));
}

static void test_parse_rejects_bad_syntax(void **state)
{
    (void)state;
    tk_parse_fails("");
    tk_parse_fails("   ");
    tk_parse_fails("1 U");         /* one action */
    tk_parse_fails("1");           /* no direction */
    tk_parse_fails("8 U 0");       /* no code 8 */
    tk_parse_fails("01 U 0");      /* code is one digit */
    tk_parse_fails("1 UR 0");      /* diagonals only for Flash Step */
    tk_parse_fails("4 DL 0");
    tk_parse_fails("0 U 0");       /* Wait takes no direction */
    tk_parse_fails("1 u 0");       /* directions are upper case */
    tk_parse_fails("1 U 2 R x");   /* nothing may follow */
    tk_parse_fails("1 U 0 0");
    tk_parse_fails("1\tU 0");      /* only spaces separate */
    tk_parse_fails("1 U,0");
    tk_parse_fails("1U 0");
    tk_parse_fails("7 UU 0");
}

/* the message names the mistake: Wait given a direction (either action) */
static void test_parse_wait_with_direction(void **state)
{
    sakura_pair p;
    char err[128] = "";
    (void)state;
    assert_int_equal(sakura_parse_pair("0 U 0", &p, err, sizeof err), -1);
    assert_string_equal(err, "action 1: code 0 (Wait) takes no direction, got 'U'");
    assert_int_equal(sakura_parse_pair("1 R 0 DL", &p, err, sizeof err), -1);
    assert_string_equal(err, "action 2: code 0 (Wait) takes no direction, got 'DL'");
    assert_int_equal(sakura_parse_pair("0 0", &p, err, sizeof err), 0);
}

/* docs/rules/sakura-duel.md §5.3: after the line reader dropped one '\r',
 * a reply line still ending in '\r' is illegal */
static void test_parse_reply_line_second_cr(void **state)
{
    sakura_pair p;
    char err[128];
    (void)state;
    assert_int_equal(sakura_parse_reply_line("1 U 0", &p, err, sizeof err), 0);
    assert_int_equal(sakura_parse_reply_line("1 U 0\r", &p, err, sizeof err), -1);
    assert_string_equal(err, "reply contains a control or non-ASCII byte 0x0d");
    assert_int_equal(sakura_parse_pair("1 U 0\r\n", &p, err, sizeof err), 0); /* a raw line */
}

static void test_format_roundtrip_all_actions(void **state)
{
    int k, d, n = 0;
    (void)state;
    for (k = 0; k < SAKURA_KINDS; k++)
        for (d = 0; d < (k == SAKURA_WAIT ? 1 : k == SAKURA_FLASH ? 8 : 4); d++) {
            sakura_pair p, q;
            char text[32], err[128];
            p.a[0].kind = p.a[1].kind = (unsigned char)k;
            p.a[0].dir = p.a[1].dir = (unsigned char)(k == SAKURA_WAIT ? SAKURA_NODIR : d);
            sakura_format_pair(&p, text, sizeof text);
            assert_int_equal(sakura_parse_pair(text, &q, err, sizeof err), 0);
            assert_memory_equal(&p, &q, sizeof p);
            n++;
        }
    assert_int_equal(n, 33);
}

static void test_legal_same_technique_twice(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 2, 2);
    (void)state;
    assert_false(tk_legal(&s, 0, "2 R 2 L"));
    assert_false(tk_legal(&s, 0, "7 UR 7 DL"));
    assert_false(tk_legal(&s, 0, "5 U 5 U"));
    assert_true(tk_legal(&s, 0, "1 U 1 U")); /* Move and Wait may repeat */
    assert_true(tk_legal(&s, 0, "0 0"));
    assert_true(tk_legal(&s, 0, "2 R 6 L"));
}

static void test_legal_cooldown_available_t_plus_k_plus_1(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 2, 6);
    (void)state;
    tk_turn(&s, "2 R 3 L", "6 D 7 DL", NULL); /* turn 1: cooldowns 1, 2, 1, 2 */
    assert_int_equal(s.p[0].ready_turn[SAKURA_THRUST], 3);
    assert_int_equal(s.p[0].ready_turn[SAKURA_SWEEP], 4);
    assert_int_equal(s.p[1].ready_turn[SAKURA_SHATTER], 3);
    assert_int_equal(s.p[1].ready_turn[SAKURA_FLASH], 4);
    assert_int_equal(s.turn, 2);
    assert_false(tk_legal(&s, 0, "2 R 0"));
    assert_false(tk_legal(&s, 0, "0 3 R"));
    assert_false(tk_legal(&s, 1, "0 6 D"));
    assert_true(tk_legal(&s, 0, "4 R 5 L")); /* untouched techniques stay available */
    tk_turn(&s, "0 0", "0 0", NULL);
    assert_true(tk_legal(&s, 0, "2 R 0"));  /* turn 3: Thrust back */
    assert_false(tk_legal(&s, 0, "3 R 0")); /* Sweep not yet */
    assert_true(tk_legal(&s, 1, "6 D 0"));
    tk_turn(&s, "0 0", "0 0", NULL);
    assert_true(tk_legal(&s, 0, "3 R 2 L")); /* turn 4 */
    assert_true(tk_legal(&s, 1, "7 DL 0"));
}

static void test_legal_cooldown_charged_when_game_ends_in_step1(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 7);
    (void)state;
    assert_int_equal(tk_turn(&s, "4 R 3 U", "0 5 L", NULL), 1);
    tk_over(&s, 1, SAKURA_END_OUT);
    assert_int_equal(s.p[0].ready_turn[SAKURA_SWEEP], 4);
    assert_int_equal(s.p[1].ready_turn[SAKURA_GUARD], 4);
}

static void test_legal_first_action_move_or_flash_off_board(void **state)
{
    sakura_state s = tk_state(4, 4, 1, 1, 2, 7);
    (void)state;
    assert_false(tk_legal(&s, 0, "1 U 0"));
    assert_false(tk_legal(&s, 0, "1 L 0"));
    assert_true(tk_legal(&s, 0, "1 D 0"));
    assert_false(tk_legal(&s, 1, "7 U 0"));  /* (0,7) */
    assert_false(tk_legal(&s, 1, "7 DR 0")); /* (4,9) */
    assert_true(tk_legal(&s, 1, "7 DL 0"));  /* (4,5) */
    assert_true(tk_legal(&s, 0, "0 1 U"));   /* second action: any direction */
    assert_true(tk_legal(&s, 1, "0 7 UR"));
    assert_true(tk_legal(&s, 0, "4 U 0"));   /* Charge may aim off the board */
    s.p[1].r = 1;
    s.p[1].c = 2;
    assert_true(tk_legal(&s, 0, "1 R 0")); /* onto the opponent's cell: legal, just blocked */
}

static void test_legal_pairs_count_order_and_agreement(void **state)
{
    static sakura_pair list[SAKURA_MAX_PAIRS];
    sakura_state s = tk_state(1, 1, 4, 4, 1, 1);
    char text[32];
    int n, i, k = 0;
    (void)state;
    n = sakura_legal_pairs(&s, 0, list, SAKURA_MAX_PAIRS);
    assert_int_equal(n, 33 * 33 - (5 * 16 + 64)); /* a technique at most once */
    sakura_format_pair(&list[0], text, sizeof text);
    assert_string_equal(text, "0 0");
    sakura_format_pair(&list[1], text, sizeof text);
    assert_string_equal(text, "0 1 U");
    sakura_format_pair(&list[n - 1], text, sizeof text);
    assert_string_equal(text, "7 UL 6 L");
    /* corner (1,1): 2 moves and 3 flashes land inside */
    n = sakura_legal_pairs(&s, 1, list, SAKURA_MAX_PAIRS);
    assert_int_equal(n, 26 * 33 - (5 * 16 + 3 * 8));
    /* the list is exactly the pairs sakura_pair_legal accepts, in order */
    for (i = 0; i < 33 * 33; i++) {
        sakura_pair p;
        int a = i / 33, b = i % 33;
        p.a[0].kind = (unsigned char)(a == 0 ? 0 : a <= 24 ? 1 + (a - 1) / 4 : 7);
        p.a[0].dir = (unsigned char)(a == 0 ? SAKURA_NODIR : a <= 24 ? (a - 1) % 4 : a - 25);
        p.a[1].kind = (unsigned char)(b == 0 ? 0 : b <= 24 ? 1 + (b - 1) / 4 : 7);
        p.a[1].dir = (unsigned char)(b == 0 ? SAKURA_NODIR : b <= 24 ? (b - 1) % 4 : b - 25);
        if (sakura_pair_legal(&s, 1, &p, NULL, 0)) {
            assert_true(k < n);
            assert_memory_equal(&list[k], &p, sizeof p);
            k++;
        }
    }
    assert_int_equal(k, n);
    /* cap is respected */
    assert_int_equal(sakura_legal_pairs(&s, 0, list, 10), 10);
}

static void test_legal_rejects_malformed_and_finished(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 2, 2);
    sakura_pair p;
    char err[128];
    (void)state;
    p.a[0].kind = SAKURA_MOVE;
    p.a[0].dir = SAKURA_UR; /* diagonal Move */
    p.a[1].kind = SAKURA_WAIT;
    p.a[1].dir = SAKURA_NODIR;
    assert_false(sakura_pair_legal(&s, 0, &p, err, sizeof err));
    p.a[0].kind = 9;
    assert_false(sakura_pair_legal(&s, 0, &p, NULL, 0));
    p.a[0].kind = SAKURA_WAIT;
    p.a[0].dir = SAKURA_U; /* Wait with a direction */
    assert_false(sakura_pair_legal(&s, 0, &p, err, sizeof err));
    sakura_forfeit(&s, 1, SAKURA_END_TIMEOUT);
    assert_false(tk_legal(&s, 0, "0 0"));
    assert_int_equal(sakura_legal_pairs(&s, 0, NULL, 0), 0);
}

/* ---- docs/rules/sakura-duel.md §3 phase 1: Flash Step ---- */

static void test_phase1_flash_passes_through_opponent(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    (void)state;
    tk_step(&s, "7 R", "0", 0, NULL);
    tk_player(&s, 0, 4, 5, 10);
    tk_player(&s, 1, 4, 4, 10);
}

static void test_phase1_flash_blocked_by_standing_opponent(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    sakura_events ev;
    (void)state;
    tk_step(&s, "7 R", "5 U", 0, &ev);
    tk_player(&s, 0, 4, 3, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_MOVE_BLOCKED, 0), 1);
}

static void test_phase1_flash_blocked_same_landing(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 2, 5);
    (void)state;
    tk_step(&s, "7 R", "7 D", 0, NULL); /* both land on (4,5) */
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 2, 5, 10);
}

static void test_phase1_flash_swap_blocked(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    (void)state;
    tk_step(&s, "7 R", "7 L", 0, NULL);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 5, 10);
}

static void test_phase1_flash_into_cell_being_left(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    (void)state;
    tk_step(&s, "7 R", "7 UR", 0, NULL);
    tk_player(&s, 0, 4, 5, 10);
    tk_player(&s, 1, 2, 7, 10);
}

/* docs/rules/sakura-duel.md §3.1: a player whose Move comes in §3.3 has not
 * left yet, so a Flash Step onto its cell is blocked; the Move still happens */
static void test_phase1_flash_onto_player_who_moves_later(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    sakura_events ev;
    (void)state;
    tk_step(&s, "7 R", "1 R", 0, &ev);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 6, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_MOVE_BLOCKED, 0), 1);
}

/* the same for a Charge: blocked flash, then the Charge moves (away: no hit;
 * toward: it hits the flasher, who stayed, from (4,4): 3 damage, pushed 2) */
static void test_phase1_flash_onto_player_who_charges_later(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    (void)state;
    tk_step(&s, "7 R", "4 R", 0, NULL);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 6, 10);
    s = tk_state(1, 1, 4, 3, 4, 5);
    tk_step(&s, "7 R", "4 L", 0, NULL);
    tk_player(&s, 0, 4, 1, 7);
    tk_player(&s, 1, 4, 4, 10);
}

static void test_phase1_second_action_flash_off_board_stays(void **state)
{
    sakura_state s = tk_state(1, 1, 2, 6, 5, 5);
    sakura_events ev;
    (void)state;
    tk_turn(&s, "0 7 UR", "0 0", &ev);
    tk_player(&s, 0, 2, 6, 10);
    tk_running(&s);
    assert_int_equal(tk_count(&ev, SAKURA_EV_MOVE_BLOCKED, 0), 1);
}

/* ---- phase 2: Guard and Thrust ---- */

static void test_phase2_thrust_hits_second_cell(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 2, 4, 4);
    (void)state;
    tk_step(&s, "2 R", "0", 0, NULL);
    tk_player(&s, 1, 4, 4, 8); /* Thrust pushes nobody */
}

static void test_phase2_thrust_judged_after_flash(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 2, 6);
    (void)state;
    tk_step(&s, "2 R", "7 DL", 0, NULL); /* lands on (4,4), in the Thrust */
    tk_player(&s, 1, 4, 4, 8);
}

static void test_phase2_thrust_judged_before_moves(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 3, 4);
    (void)state;
    tk_step(&s, "2 R", "1 D", 0, NULL); /* walks into (4,4) after the Thrust */
    tk_player(&s, 1, 4, 4, 10);
}

static void test_phase2_guard_blocks_thrust_from_front(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 5);
    sakura_events ev;
    (void)state;
    tk_step(&s, "5 R", "2 L", 0, &ev);
    tk_player(&s, 0, 4, 4, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_GUARDED, 1), 1);
    assert_int_equal(tk_count(&ev, SAKURA_EV_HIT, -1), 0);
}

static void test_phase2_guard_zone_second_cell_in_front(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 6);
    (void)state;
    tk_step(&s, "5 R", "2 L", 0, NULL);
    tk_player(&s, 0, 4, 4, 10);
}

static void test_phase2_guard_from_behind_does_not_block(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 2);
    (void)state;
    tk_step(&s, "5 R", "2 R", 0, NULL);
    tk_player(&s, 0, 4, 4, 8);
}

static void test_phase2_guard_from_side_does_not_block(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 2, 4);
    (void)state;
    tk_step(&s, "5 R", "2 D", 0, NULL); /* (2,4) is not in the R zone */
    tk_player(&s, 0, 4, 4, 8);
}

static void test_phase2_thrust_vs_thrust_equal_no_damage(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    sakura_events ev;
    (void)state;
    tk_step(&s, "2 R", "2 L", 0, &ev);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 4, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_CLASH, -1), 1);
}

/* ---- phase 3: Move and Charge movement ---- */

static void test_phase3_move_rule_same_target(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 5);
    (void)state;
    tk_step(&s, "1 R", "1 L", 0, NULL);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 5, 10);
}

static void test_phase3_move_rule_swap(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    (void)state;
    tk_step(&s, "1 R", "1 L", 0, NULL);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 4, 10);
}

static void test_phase3_move_rule_follow_leaving_player(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    (void)state;
    tk_step(&s, "1 R", "1 R", 0, NULL);
    tk_player(&s, 0, 4, 4, 10);
    tk_player(&s, 1, 4, 5, 10);
}

static void test_phase3_move_rule_enter_standing_player(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    (void)state;
    tk_step(&s, "1 R", "5 U", 0, NULL);
    tk_player(&s, 0, 4, 3, 10);
}

static void test_phase3_move_rule_enter_player_whose_move_fails(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 6, 4, 7);
    (void)state;
    tk_step(&s, "1 R", "1 R", 1, NULL); /* p2 aims off the board and stays */
    tk_player(&s, 0, 4, 6, 10);
    tk_player(&s, 1, 4, 7, 10);
    tk_running(&s);
}

static void test_phase3_second_action_move_off_board_stays(void **state)
{
    sakura_state s = tk_state(1, 1, 1, 4, 7, 7);
    (void)state;
    tk_turn(&s, "0 1 U", "0 1 D", NULL);
    tk_player(&s, 0, 1, 4, 10);
    tk_player(&s, 1, 7, 7, 10);
    tk_running(&s);
}

static void test_phase3_charge_moves_then_attacks(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 2, 4, 5);
    (void)state;
    tk_step(&s, "4 R", "0", 0, NULL); /* to (4,3); hits (4,4),(4,5) */
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 7, 7);
}

static void test_phase3_blocked_charge_attacks_from_its_cell(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    sakura_events ev;
    (void)state;
    tk_step(&s, "4 R", "0", 0, &ev); /* (4,4) is occupied: stays, hits from (4,3) */
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 6, 7);
    assert_int_equal(tk_count(&ev, SAKURA_EV_MOVE_BLOCKED, 0), 1);
}

static void test_phase3_charge_off_board_attacks_from_its_cell(void **state)
{
    sakura_state s = tk_state(1, 1, 1, 4, 3, 4);
    (void)state;
    /* destination (0,4) is outside: stays, attacks (0,4),(-1,4) = nothing */
    assert_true(tk_legal(&s, 0, "4 U 0"));
    tk_step(&s, "4 U", "0", 0, NULL);
    tk_player(&s, 0, 1, 4, 10);
    tk_player(&s, 1, 3, 4, 10);
    /* Charge D from (6,4) onto p2's (7,4): blocked, so it attacks from
     * (6,4) and pushes p2 out of the courtyard */
    s = tk_state(1, 1, 6, 4, 7, 4);
    tk_step(&s, "4 D", "0", 0, NULL);
    tk_player(&s, 0, 6, 4, 10);
    tk_player(&s, 1, 8, 4, 7);
    tk_over(&s, 1, SAKURA_END_OUT);
}

static void test_phase3_thrust_cancel_keeps_charge_attack(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 2, 4, 4);
    (void)state;
    /* the Thrust from (4,4) hits (4,2); the Charge stays and hits (4,3),(4,4) */
    tk_step(&s, "4 R", "2 L", 0, NULL);
    tk_player(&s, 0, 4, 2, 10);
    tk_player(&s, 1, 4, 6, 7);
}

/* ---- phase 4: Sweep, Charge, Shatter ---- */

static void test_phase4_sweep_hits_side_cell(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 3, 4);
    (void)state;
    tk_step(&s, "3 R", "0", 0, NULL); /* (3,4) is a side cell; push R */
    tk_player(&s, 1, 3, 5, 8);
}

static void test_phase4_judged_after_moves(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 6);
    (void)state;
    tk_step(&s, "6 R", "1 L", 0, NULL); /* p2 steps into the Shatter cell */
    tk_player(&s, 1, 4, 6, 8);
}

static void test_phase4_guard_blocks_sweep_from_diagonal_front(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 3, 5);
    sakura_events ev;
    (void)state;
    tk_step(&s, "5 R", "3 D", 0, &ev); /* sweeper at (3,5) = P+d+s1 of the guard */
    tk_player(&s, 0, 4, 4, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_GUARDED, 1), 1);
}

static void test_phase4_guard_judged_from_charge_cell_after_move(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 7);
    (void)state;
    /* the charger starts at (4,7), outside the zone, and attacks from (4,6) */
    tk_step(&s, "5 R", "4 L", 0, NULL);
    tk_player(&s, 0, 4, 4, 10);
    tk_player(&s, 1, 4, 6, 10);
}

static void test_phase4_shatter_ignores_guard(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 5);
    (void)state;
    tk_step(&s, "5 R", "6 L", 0, NULL);
    tk_player(&s, 0, 4, 3, 8);
}

static void test_phase4_guard_blocks_sweep_in_zone_but_not_behind(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 3);
    (void)state;
    tk_step(&s, "5 R", "3 R", 0, NULL); /* sweep from behind the guard */
    tk_player(&s, 0, 4, 5, 8);
}

/* ---- phase 5: comparison ---- */

static void test_phase5_stronger_attack_only(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 2, 4, 4);
    (void)state;
    /* Charge (3) from (4,3) vs Sweep (2) from (4,4): only the Charge applies */
    tk_step(&s, "4 R", "3 L", 0, NULL);
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 6, 7);
}

static void test_phase5_compares_across_phases(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    sakura_events ev;
    (void)state;
    /* Thrust (phase 2) vs Sweep (phase 4), 2 = 2: no damage, Sweep's push */
    tk_step(&s, "2 R", "3 L", 0, &ev);
    tk_player(&s, 0, 4, 2, 10);
    tk_player(&s, 1, 4, 4, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_CLASH, 0), 1);
}

static void test_phase5_equal_charges_push_both(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 2, 4, 6);
    (void)state;
    tk_step(&s, "4 R", "4 L", 0, NULL); /* to (4,3) and (4,5), 3 = 3 */
    tk_player(&s, 0, 4, 1, 10);
    tk_player(&s, 1, 4, 7, 10);
    tk_running(&s);
}

static void test_phase5_guarded_attack_applies_nothing(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 5);
    sakura_events ev;
    (void)state;
    /* p2 guards L: the Thrust from (4,4), inside that zone, does nothing */
    tk_step(&s, "2 R", "5 L", 0, &ev);
    tk_player(&s, 0, 4, 4, 10);
    tk_player(&s, 1, 4, 5, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_HIT, -1), 0);
    assert_int_equal(tk_count(&ev, SAKURA_EV_CLASH, -1), 0);
}

static void test_phase5_shatter_vs_sweep_equal_both_pushed(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 4, 4, 5);
    (void)state;
    tk_step(&s, "6 R", "3 L", 0, NULL); /* 2 = 2: no damage, both pushes */
    tk_player(&s, 0, 4, 3, 10);
    tk_player(&s, 1, 4, 6, 10);
}

/* ---- phase 6: pushes and health ---- */

static void test_push_out_position_is_first_off_board_cell(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 1, 4, 3);
    (void)state;
    /* equal Charges blocked on (4,2): p1 goes out at (4,0) after one cell,
     * p2's push goes on for both cells */
    tk_step(&s, "4 R", "4 L", 0, NULL);
    tk_player(&s, 0, 4, 0, 10);
    tk_player(&s, 1, 4, 5, 10);
    tk_over(&s, 2, SAKURA_END_OUT);
}

static void test_push_collisions_never_happen_in_play(void **state)
{
    /* docs/rules/sakura-duel.md §3.6's same-cell stop and blocked pushes: no pair of actions from
     * any two cells produces one (docs/rules/sakura-duel.md §3.6), so the rule is kept
     * but can only be checked as unreachable. */
    static const char *const attacks[] = {"2 U", "2 R", "2 D", "2 L", "3 U", "3 R", "3 D",
                                          "3 L", "4 U", "4 R", "4 D", "4 L", "6 U", "6 R",
                                          "6 D", "6 L"};
    int a, b, i, j, pushes = 0;
    (void)state;
    for (a = 0; a < 49; a++)
        for (b = 0; b < 49; b++)
            for (i = 0; i < 16 && a != b; i++)
                for (j = 0; j < 16; j++) {
                    sakura_state s = tk_state(1, 1, a / 7 + 1, a % 7 + 1, b / 7 + 1, b % 7 + 1);
                    sakura_events ev;
                    tk_step(&s, attacks[i], attacks[j], 1, &ev);
                    assert_int_equal(tk_count(&ev, SAKURA_EV_PUSH_STOPPED, -1), 0);
                    pushes += tk_count(&ev, SAKURA_EV_PUSH, -1);
                }
    assert_true(pushes > 10000);
}

static void test_end_hp_not_clamped(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 3, 4, 4);
    (void)state;
    s.p[1].hp = 2;
    tk_step(&s, "4 R", "0", 0, NULL);
    tk_player(&s, 1, 4, 6, -1);
    tk_over(&s, 1, SAKURA_END_HP);
}

static void test_end_down_and_out_same_step_is_hp(void **state)
{
    sakura_state s = tk_state(1, 1, 4, 5, 4, 6);
    (void)state;
    s.p[1].hp = 3;
    tk_step(&s, "4 R", "0", 0, NULL);
    tk_player(&s, 1, 4, 8, 0);
    tk_over(&s, 1, SAKURA_END_HP);
}

static void test_end_simultaneous_knockouts_draw(void **state)
{
    sakura_state s = tk_state(4, 4, 1, 1, 1, 2);
    (void)state;
    /* both Sweep U: each is in the other's side cell and pushed off the top */
    assert_int_equal(tk_turn(&s, "3 U 0", "3 U 0", NULL), 1);
    tk_player(&s, 0, 0, 1, 10);
    tk_player(&s, 1, 0, 2, 10);
    tk_over(&s, 0, SAKURA_END_DRAW);
}

static void test_end_step2_knockout_skips_blessing(void **state)
{
    sakura_state s = tk_state(4, 4, 4, 4, 4, 6);
    sakura_state after[2];
    sakura_pair pairs[2];
    (void)state;
    s.p[1].hp = 2;
    pairs[0] = tk_pair("0 6 R");
    pairs[1] = tk_pair("1 L 0");
    assert_int_equal(sakura_resolve_turn(&s, pairs, NULL, after), 2);
    tk_over(&s, 1, SAKURA_END_HP);
    assert_int_equal(s.p[0].blessings, 0); /* the game ended before the blessing */
    tk_player(&after[0], 1, 4, 5, 2);
    tk_player(&after[1], 1, 4, 6, 0);
    assert_int_equal(s.turn, 1);
}

/* ---- the turn: blessings, 10 blessings, turn 60 ---- */

static void test_turn_blessing_only_after_both_actions(void **state)
{
    sakura_state s = tk_state(4, 4, 4, 3, 1, 1);
    (void)state;
    tk_turn(&s, "1 R 1 R", "0 0", NULL); /* on the vein after step 1 only */
    assert_int_equal(s.p[0].blessings, 0);
    tk_turn(&s, "1 L 0", "0 0", NULL);
    assert_int_equal(s.p[0].blessings, 1);
    tk_turn(&s, "5 U 0", "0 0", NULL);
    assert_int_equal(s.p[0].blessings, 2);
}

static void test_turn_ten_blessings_win(void **state)
{
    sakura_state s = tk_state(4, 4, 4, 4, 1, 1);
    (void)state;
    s.p[0].blessings = 9;
    s.turn = 20;
    assert_int_equal(tk_turn(&s, "0 0", "0 0", NULL), 2);
    tk_over(&s, 1, SAKURA_END_BLESSINGS);
    assert_int_equal(s.p[0].blessings, 10);
    assert_int_equal(s.turn, 20);
}

static void test_turn60_tiebreak_blessings(void **state)
{
    sakura_state s = tk_state(7, 7, 4, 4, 1, 1);
    (void)state;
    s.turn = 60;
    s.p[0].blessings = 3;
    s.p[1].blessings = 4;
    s.p[0].hp = 9;
    tk_turn(&s, "0 0", "0 0", NULL);
    tk_over(&s, 2, SAKURA_END_TURN_LIMIT);
    assert_int_equal(s.turn, 60);
}

static void test_turn60_tiebreak_health(void **state)
{
    sakura_state s = tk_state(7, 7, 4, 4, 1, 1);
    (void)state;
    s.turn = 59;
    s.p[0].blessings = s.p[1].blessings = 2;
    s.p[1].hp = 4;
    tk_turn(&s, "0 0", "0 0", NULL);
    tk_running(&s);
    assert_int_equal(s.turn, 60);
    tk_turn(&s, "0 0", "0 0", NULL);
    tk_over(&s, 1, SAKURA_END_TURN_LIMIT);
}

static void test_turn60_tiebreak_full_tie_draw(void **state)
{
    sakura_state s = tk_state(7, 7, 4, 4, 1, 1);
    (void)state;
    s.turn = 60;
    tk_turn(&s, "0 0", "0 0", NULL);
    tk_over(&s, 0, SAKURA_END_DRAW);
}

static void test_turn60_blessing_counts_before_tiebreak(void **state)
{
    sakura_state s = tk_state(4, 4, 4, 3, 1, 1);
    (void)state;
    s.turn = 60;
    s.p[1].blessings = 1;
    s.p[1].hp = 1; /* the vein blessing on turn 60 ties it; p1 has more health */
    tk_turn(&s, "1 R 0", "0 0", NULL);
    assert_int_equal(s.p[0].blessings, 1);
    tk_over(&s, 1, SAKURA_END_TURN_LIMIT);
}

static void test_turn_forfeit(void **state)
{
    sakura_state s = tk_state(4, 4, 4, 3, 1, 1);
    sakura_pair pairs[2];
    (void)state;
    sakura_forfeit(&s, 0, SAKURA_END_ILLEGAL);
    tk_over(&s, 2, SAKURA_END_ILLEGAL);
    pairs[0] = pairs[1] = tk_pair("0 0");
    assert_int_equal(sakura_resolve_turn(&s, pairs, NULL, NULL), 0); /* no more turns */
    s = tk_state(4, 4, 4, 3, 1, 1);
    sakura_forfeit(&s, -1, SAKURA_END_TIMEOUT);
    tk_over(&s, 0, SAKURA_END_DRAW);
    assert_string_equal(sakura_reason_name(SAKURA_END_TURN_LIMIT), "turn_limit");
    assert_string_equal(sakura_reason_name(SAKURA_END_CRASH), "crash");
}

static void test_turn_events_and_after_steps(void **state)
{
    sakura_state s = tk_state(2, 4, 4, 3, 4, 5);
    sakura_state after[2];
    sakura_events ev;
    sakura_pair pairs[2];
    int i;
    (void)state;
    pairs[0] = tk_pair("1 U 2 R");
    pairs[1] = tk_pair("1 U 2 L");
    assert_int_equal(sakura_resolve_turn(&s, pairs, &ev, after), 2);
    tk_player(&after[0], 0, 3, 3, 10);
    tk_player(&after[0], 1, 3, 5, 10);
    assert_int_equal(tk_count(&ev, SAKURA_EV_MOVE, -1), 2);
    assert_int_equal(tk_count(&ev, SAKURA_EV_ATTACK, -1), 2);
    assert_int_equal(tk_count(&ev, SAKURA_EV_CLASH, -1), 1);
    for (i = 0; i < ev.n; i++)
        assert_int_equal(ev.ev[i].step, ev.ev[i].type == SAKURA_EV_MOVE ? 0 : 1);
}

/* Random legal play from many seeds keeps the state invariants of
 * sakura_engine.h: running -> both on the board, on different cells,
 * hp in 1..10, turn in 1..60; a finished game has a consistent result. */
static void test_turn_random_games_keep_invariants(void **state)
{
    static sakura_pair list[SAKURA_MAX_PAIRS];
    uint64_t x = 88172645463325252ULL;
    int g, ended[9] = {0};
    (void)state;
    for (g = 0; g < 400; g++) {
        sakura_state s;
        sakura_events ev;
        sakura_init_seeded(&s, (uint64_t)g * 7919u);
        while (!s.over) {
            sakura_pair pairs[2];
            int i, steps, turn = s.turn;
            for (i = 0; i < 2; i++) {
                int n = sakura_legal_pairs(&s, i, list, SAKURA_MAX_PAIRS);
                assert_in_range(n, 1, SAKURA_MAX_PAIRS);
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                pairs[i] = list[x % (uint64_t)n];
            }
            steps = sakura_resolve_turn(&s, pairs, &ev, NULL);
            assert_in_range(ev.n, 0, SAKURA_MAX_EVENTS - 1);
            if (!s.over) {
                assert_int_equal(steps, 2);
                assert_int_equal(s.turn, turn + 1);
                for (i = 0; i < 2; i++) {
                    assert_true(sakura_on_board(s.p[i].r, s.p[i].c));
                    assert_in_range(s.p[i].hp, 1, 10);
                    assert_in_range(s.p[i].blessings, 0, 9);
                }
                assert_false(s.p[0].r == s.p[1].r && s.p[0].c == s.p[1].c);
                assert_in_range(s.turn, 2, 60);
            } else {
                assert_int_equal(s.turn, turn);
                assert_in_range(steps, 1, 2);
                assert_in_range(s.winner, 0, 2);
                assert_true((s.winner == 0) == (s.reason == SAKURA_END_DRAW));
            }
        }
        ended[s.reason]++;
    }
    /* random play reaches knock-outs, push-outs and draws */
    assert_true(ended[SAKURA_END_HP] > 0);
    assert_true(ended[SAKURA_END_OUT] > 0);
    assert_true(ended[SAKURA_END_DRAW] > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ex1_statement_first_two_turns),
        cmocka_unit_test(test_ex2_thrust_vs_move_cancels_and_damages),
        cmocka_unit_test(test_ex3_charge_vs_thrust_only_charge_applies),
        cmocka_unit_test(test_ex4_sweep_vs_sweep_pushes_only),
        cmocka_unit_test(test_ex5_charge_pushes_out_and_wins),
        cmocka_unit_test(test_ex6_ending_on_vein_blesses),
        cmocka_unit_test(test_geo_attack_areas_match_table),
        cmocka_unit_test(test_geo_init_seeded_distinct_uniform_deterministic),
        cmocka_unit_test(test_parse_accepts_protocol_forms),
        cmocka_unit_test(test_parse_rejects_bad_syntax),
        cmocka_unit_test(test_parse_wait_with_direction),
        cmocka_unit_test(test_parse_reply_line_second_cr),
        cmocka_unit_test(test_format_roundtrip_all_actions),
        cmocka_unit_test(test_legal_same_technique_twice),
        cmocka_unit_test(test_legal_cooldown_available_t_plus_k_plus_1),
        cmocka_unit_test(test_legal_cooldown_charged_when_game_ends_in_step1),
        cmocka_unit_test(test_legal_first_action_move_or_flash_off_board),
        cmocka_unit_test(test_legal_pairs_count_order_and_agreement),
        cmocka_unit_test(test_legal_rejects_malformed_and_finished),
        cmocka_unit_test(test_phase1_flash_passes_through_opponent),
        cmocka_unit_test(test_phase1_flash_blocked_by_standing_opponent),
        cmocka_unit_test(test_phase1_flash_blocked_same_landing),
        cmocka_unit_test(test_phase1_flash_swap_blocked),
        cmocka_unit_test(test_phase1_flash_into_cell_being_left),
        cmocka_unit_test(test_phase1_flash_onto_player_who_moves_later),
        cmocka_unit_test(test_phase1_flash_onto_player_who_charges_later),
        cmocka_unit_test(test_phase1_second_action_flash_off_board_stays),
        cmocka_unit_test(test_phase2_thrust_hits_second_cell),
        cmocka_unit_test(test_phase2_thrust_judged_after_flash),
        cmocka_unit_test(test_phase2_thrust_judged_before_moves),
        cmocka_unit_test(test_phase2_guard_blocks_thrust_from_front),
        cmocka_unit_test(test_phase2_guard_zone_second_cell_in_front),
        cmocka_unit_test(test_phase2_guard_from_behind_does_not_block),
        cmocka_unit_test(test_phase2_guard_from_side_does_not_block),
        cmocka_unit_test(test_phase2_thrust_vs_thrust_equal_no_damage),
        cmocka_unit_test(test_phase3_move_rule_same_target),
        cmocka_unit_test(test_phase3_move_rule_swap),
        cmocka_unit_test(test_phase3_move_rule_follow_leaving_player),
        cmocka_unit_test(test_phase3_move_rule_enter_standing_player),
        cmocka_unit_test(test_phase3_move_rule_enter_player_whose_move_fails),
        cmocka_unit_test(test_phase3_second_action_move_off_board_stays),
        cmocka_unit_test(test_phase3_charge_moves_then_attacks),
        cmocka_unit_test(test_phase3_blocked_charge_attacks_from_its_cell),
        cmocka_unit_test(test_phase3_charge_off_board_attacks_from_its_cell),
        cmocka_unit_test(test_phase3_thrust_cancel_keeps_charge_attack),
        cmocka_unit_test(test_phase4_sweep_hits_side_cell),
        cmocka_unit_test(test_phase4_judged_after_moves),
        cmocka_unit_test(test_phase4_guard_blocks_sweep_from_diagonal_front),
        cmocka_unit_test(test_phase4_guard_judged_from_charge_cell_after_move),
        cmocka_unit_test(test_phase4_shatter_ignores_guard),
        cmocka_unit_test(test_phase4_guard_blocks_sweep_in_zone_but_not_behind),
        cmocka_unit_test(test_phase5_stronger_attack_only),
        cmocka_unit_test(test_phase5_compares_across_phases),
        cmocka_unit_test(test_phase5_equal_charges_push_both),
        cmocka_unit_test(test_phase5_guarded_attack_applies_nothing),
        cmocka_unit_test(test_phase5_shatter_vs_sweep_equal_both_pushed),
        cmocka_unit_test(test_push_out_position_is_first_off_board_cell),
        cmocka_unit_test(test_push_collisions_never_happen_in_play),
        cmocka_unit_test(test_end_hp_not_clamped),
        cmocka_unit_test(test_end_down_and_out_same_step_is_hp),
        cmocka_unit_test(test_end_simultaneous_knockouts_draw),
        cmocka_unit_test(test_end_step2_knockout_skips_blessing),
        cmocka_unit_test(test_turn_blessing_only_after_both_actions),
        cmocka_unit_test(test_turn_ten_blessings_win),
        cmocka_unit_test(test_turn60_tiebreak_blessings),
        cmocka_unit_test(test_turn60_tiebreak_health),
        cmocka_unit_test(test_turn60_tiebreak_full_tie_draw),
        cmocka_unit_test(test_turn60_blessing_counts_before_tiebreak),
        cmocka_unit_test(test_turn_forfeit),
        cmocka_unit_test(test_turn_events_and_after_steps),
        cmocka_unit_test(test_turn_random_games_keep_invariants),
    };
    return cmocka_run_group_tests_name("sakura_engine", tests, NULL, NULL);
}
