/* Unit tests of the Candy Hunt maze generators (docs/rules/candy-hunt.md §6): every generator,
 * every N in 11..23, 1,000 seeds each keep the rules of docs/rules/candy-hunt.md §1; output is
 * deterministic per seed; the repair step joins cut-off regions; each generator has the shape
 * it claims (braid loops, caves density, corridors few junctions, halls open). */
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

static void test_corridors_rules_every_n(void **state)
{
    (void)state;
    tg_check_all(CANDY_GEN_CORRIDORS);
}

static void test_halls_rules_every_n(void **state)
{
    (void)state;
    tg_check_all(CANDY_GEN_HALLS);
}

/* per N over 200 seeds: junctions (inner passages with 3 or 4 passage
 * neighbours), dead ends (1 or 0), open squares (inner passages whose
 * right, lower and lower-right neighbours are passages too), inner walls,
 * each counted in *out[0..3], and inner passages in out[4] */
static void tg_shape(int kind, int n, long *out)
{
    int seed, r, c, k;
    for (k = 0; k < 5; k++)
        out[k] = 0;
    for (seed = 0; seed < 200; seed++) {
        candy_maze m;
        candy_gen(&m, n, kind, (uint64_t)seed * 104729u + (uint64_t)n);
        for (r = 1; r < n - 1; r++)
            for (c = 1; c < n - 1; c++) {
                int cell = CANDY_CELL(r, c), deg;
                if (m.wall[cell]) {
                    out[3]++;
                    continue;
                }
                deg = candy_maze_degree(&m, cell);
                out[0] += deg >= 3;
                out[1] += deg <= 1;
                out[2] += !m.wall[CANDY_CELL(r + 1, c)] && !m.wall[CANDY_CELL(r, c + 1)] &&
                          !m.wall[CANDY_CELL(r + 1, c + 1)];
                out[4]++;
            }
    }
}

/* corridors: few junctions -- for every N at most 0.7 x braid's share of
 * junctions among inner passages, and at most half of it over all N
 * (measured: 0.61 x at N = 11, 0.24 x at N = 22; 0.33 x over all, 4.9%
 * of inner passages against braid's 14.9%) */
static void test_corridors_few_junctions(void **state)
{
    long co[5], br[5], co_j = 0, co_p = 0, br_j = 0, br_p = 0;
    int n;
    (void)state;
    for (n = CANDY_MIN_N; n <= CANDY_MAX_N; n++) {
        tg_shape(CANDY_GEN_CORRIDORS, n, co);
        tg_shape(CANDY_GEN_BRAID, n, br);
        if ((double)co[0] / co[4] > 0.7 * ((double)br[0] / br[4]))
            fail_msg("corridors n=%d: junction share %.3f, braid %.3f", n,
                     (double)co[0] / co[4], (double)br[0] / br[4]);
        co_j += co[0];
        co_p += co[4];
        br_j += br[0];
        br_p += br[4];
    }
    assert_true((double)co_j / co_p <= 0.5 * ((double)br_j / br_p));
}

/* halls: open -- blocks stand free, so no inner passage is a dead end;
 * at least 30% of the inner passages open a 2 x 2 square of passage
 * (braid: none, a lattice maze has walls every second cell); walls on
 * under 40% of the inside and fewer than braid (measured: squares 39-45%,
 * walls 29-33% against braid's 51-54%) */
static void test_halls_open(void **state)
{
    long ha[5], br[5];
    int n;
    (void)state;
    for (n = CANDY_MIN_N; n <= CANDY_MAX_N; n++) {
        tg_shape(CANDY_GEN_HALLS, n, ha);
        tg_shape(CANDY_GEN_BRAID, n, br);
        assert_int_equal(ha[1], 0);
        if (ha[2] * 10 < ha[4] * 3)
            fail_msg("halls n=%d: open squares at %ld of %ld passages", n, ha[2], ha[4]);
        assert_int_equal(br[2], 0);
        assert_true(ha[3] * 10 < (long)(n - 2) * (n - 2) * 200 * 4);
        assert_true(ha[3] < br[3]);
    }
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
    assert_true(differ >= CANDY_GEN_KINDS * 50 - 2);
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
    int seed, sparse = 0, dense = 0;
    long walls = 0, cells = 0;
    (void)state;
    for (seed = 0; seed < 200; seed++) {
        candy_maze m;
        long w;
        candy_gen(&m, 23, CANDY_GEN_CAVES, (uint64_t)seed);
        w = 21 * 21 - candy_maze_inner_passages(&m);
        walls += w;
        cells += 21 * 21;
        sparse += w * 100 < 21 * 21 * 31;
        dense += w * 100 > 21 * 21 * 38;
    }
    /* after the repair (which only opens walls): a mean of 36.2 % over
     * these seeds, 18 mazes under 31 % and 66 over 38 %; a draw range
     * narrowed to either half (30-35 % or 40-45 %) leaves one side empty
     * and moves the mean out of 33-39 % */
    assert_true(walls * 100 > cells * 33 && walls * 100 < cells * 39);
    assert_true(sparse >= 5 && dense >= 30);
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
        cmocka_unit_test(test_corridors_rules_every_n),
        cmocka_unit_test(test_halls_rules_every_n),
        cmocka_unit_test(test_corridors_few_junctions),
        cmocka_unit_test(test_halls_open),
        cmocka_unit_test(test_generators_deterministic_per_seed),
        cmocka_unit_test(test_braid_has_loops),
        cmocka_unit_test(test_caves_density),
        cmocka_unit_test(test_connect_joins_cut_off_regions),
        cmocka_unit_test(test_check_reports_each_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
