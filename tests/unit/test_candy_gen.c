/* Unit tests of the Candy Hunt maze generators (docs/rules/candy-hunt.md §6): every generator,
 * every N in 11..23, 1,000 seeds each keep the rules of docs/rules/candy-hunt.md §1; output is
 * deterministic per seed; the repair step joins cut-off regions. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>
#include "candy/engine/candy_gen.h"
#include "candy/engine/candy_maze.h"

#define TG_SEEDS 1000

static void tg_check_all(int kind)
{
    int n, seed;
    char err[128];
    for (n = CANDY_MIN_N; n <= CANDY_MAX_N; n++) {
        long inner_walls = 0, inner_cells = 0;
        for (seed = 0; seed < TG_SEEDS; seed++) {
            candy_maze m;
            int f;
            candy_gen(&m, n, kind, (uint64_t)seed * 7919u + (uint64_t)n);
            assert_int_equal(m.n, n);
            if (candy_maze_check(&m, err, sizeof err) != 0)
                fail_msg("%s n=%d seed=%d: %s", candy_gen_name(kind), n, seed, err);
            f = candy_maze_inner_passages(&m);
            /* both starts plus K candies fit on distinct passages */
            assert_true(f >= 2);
            assert_true(candy_maze_passages(&m) - 2 >= candy_count_for(f));
            inner_walls += (long)((n - 2) * (n - 2) - f);
            inner_cells += (long)((n - 2) * (n - 2));
        }
        /* mazes, not open fields nor solid rock */
        assert_true(inner_walls * 10 > inner_cells * 2);
        assert_true(inner_walls * 10 < inner_cells * 7);
    }
}

static void test_braid_rules_every_n(void **state)
{
    (void)state;
    tg_check_all(CANDY_GEN_BRAID);
}

static void test_rooms_rules_every_n(void **state)
{
    (void)state;
    tg_check_all(CANDY_GEN_ROOMS);
}

static void test_caves_rules_every_n(void **state)
{
    (void)state;
    tg_check_all(CANDY_GEN_CAVES);
}

static void test_generators_deterministic_per_seed(void **state)
{
    int kind, seed, differ = 0;
    (void)state;
    for (kind = 0; kind < CANDY_GEN_KINDS; kind++)
        for (seed = 0; seed < 50; seed++) {
            candy_maze a, b, c;
            candy_gen(&a, 16, kind, (uint64_t)seed);
            candy_gen(&b, 16, kind, (uint64_t)seed);
            candy_gen(&c, 16, kind, (uint64_t)seed + 1000);
            assert_memory_equal(a.wall, b.wall, sizeof a.wall);
            differ += memcmp(a.wall, c.wall, sizeof a.wall) != 0;
        }
    assert_true(differ >= 3 * 50 - 2);
}

/* braid keeps loops: fewer dead ends than a perfect maze would have */
static void test_braid_has_loops(void **state)
{
    int seed;
    (void)state;
    for (seed = 0; seed < 100; seed++) {
        candy_maze m;
        int r, c, passages = 0, edges = 0;
        candy_gen(&m, 21, CANDY_GEN_BRAID, (uint64_t)seed);
        for (r = 0; r < m.n; r++)
            for (c = 0; c < m.n; c++)
                if (!m.wall[CANDY_CELL(r, c)]) {
                    passages++;
                    edges += candy_maze_open(&m, r, c + 1) + candy_maze_open(&m, r + 1, c);
                }
        /* a tree has edges = passages - 1; the ring alone adds one cycle */
        assert_true(edges - (passages - 1) >= 5);
    }
}

/* caves: the wall density is drawn from 30-45% before the repair */
static void test_caves_density(void **state)
{
    int seed;
    long walls = 0, cells = 0;
    (void)state;
    for (seed = 0; seed < 200; seed++) {
        candy_maze m;
        candy_gen(&m, 23, CANDY_GEN_CAVES, (uint64_t)seed);
        walls += 21 * 21 - candy_maze_inner_passages(&m);
        cells += 21 * 21;
    }
    assert_true(walls * 100 > cells * 25 && walls * 100 < cells * 45);
}

static void test_connect_joins_cut_off_regions(void **state)
{
    candy_maze m;
    char err[128];
    int r, c;
    (void)state;
    candy_maze_clear(&m, 11);
    /* three sealed pockets inside the wall block */
    for (r = 3; r <= 4; r++)
        for (c = 3; c <= 4; c++)
            m.wall[CANDY_CELL(r, c)] = 0;
    m.wall[CANDY_CELL(7, 7)] = 0;
    m.wall[CANDY_CELL(5, 8)] = 0;
    assert_int_equal(candy_maze_check(&m, err, sizeof err), -1);
    candy_gen_connect(&m);
    assert_int_equal(candy_maze_check(&m, err, sizeof err), 0);
    /* the pockets stay open; the repair only opened walls */
    assert_int_equal(m.wall[CANDY_CELL(3, 3)], 0);
    assert_int_equal(m.wall[CANDY_CELL(7, 7)], 0);
}

static void test_check_reports_each_rule(void **state)
{
    candy_maze m;
    char err[128];
    (void)state;
    candy_gen(&m, 13, CANDY_GEN_BRAID, 1);
    assert_int_equal(candy_maze_check(&m, err, sizeof err), 0);
    m.wall[CANDY_CELL(0, 5)] = 1;
    assert_int_equal(candy_maze_check(&m, err, sizeof err), -1);
    assert_non_null(strstr(err, "ring"));
    candy_maze_clear(&m, 13);
    assert_int_equal(candy_maze_check(&m, err, sizeof err), -1);
    assert_non_null(strstr(err, "inner"));
    m.n = 24;
    assert_int_equal(candy_maze_check(&m, err, sizeof err), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_braid_rules_every_n),
        cmocka_unit_test(test_rooms_rules_every_n),
        cmocka_unit_test(test_caves_rules_every_n),
        cmocka_unit_test(test_generators_deterministic_per_seed),
        cmocka_unit_test(test_braid_has_loops),
        cmocka_unit_test(test_caves_density),
        cmocka_unit_test(test_connect_joins_cut_off_regions),
        cmocka_unit_test(test_check_reports_each_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
