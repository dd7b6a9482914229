/* Unit tests of the Candy Hunt view rules (docs/rules/candy-hunt.md §2), memory and map text:
 * one test per clause, on small hand-built mazes, and the first maps of
 * docs/rules/candy-hunt.md §4.1. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>
#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_view.h"
#include "candy/engine/candy_world.h"

/* rows of '#'/'.' (0-based); must be n x n */
static void tv_maze(candy_maze *m, const char *const *rows, int n)
{
    int r, c;
    candy_maze_clear(m, n);
    for (r = 0; r < n; r++) {
        assert_int_equal((int)strlen(rows[r]), n);
        for (c = 0; c < n; c++)
            m->wall[CANDY_CELL(r, c)] = (unsigned char)(rows[r][c] == '#');
    }
}

/* 1-based cell, as docs/rules/candy-hunt.md writes them */
static int tv_cell(int x, int y)
{
    return CANDY_CELL(x - 1, y - 1);
}

static int tv_in(const short *list, int count, int cell)
{
    int i;
    for (i = 0; i < count; i++)
        if (list[i] == cell)
            return 1;
    return 0;
}

/* an 11 x 11 maze (1-based rows): a corridor along row 6 from the ring to
 * (6,8), wall at (6,9); side passages (5,4), (5,5) and (7,5)-(8,5) */
static const char *const tv_corridor[11] = {
    "...........",
    ".#########.",
    ".#########.",
    ".#########.",
    ".##..#####.",
    "........##.",
    ".###.#####.",
    ".###.#####.",
    ".#########.",
    ".#########.",
    "...........",
};

static void test_view_line_stops_at_first_wall_inclusive(void **state)
{
    candy_maze m;
    candy_view v;
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    candy_view_cells(&m, tv_cell(6, 3), CANDY_R, &v);
    assert_int_equal(v.full[0], tv_cell(6, 3));   /* own cell first */
    assert_int_equal(v.nfull, 1 + 6);              /* (6,4)..(6,8), then the wall (6,9) */
    assert_true(tv_in(v.full, v.nfull, tv_cell(6, 9)));  /* the first wall is seen */
    assert_false(tv_in(v.full, v.nfull, tv_cell(6, 10))); /* nothing beyond it */
    assert_false(tv_in(v.terr, v.nterr, tv_cell(5, 9)));  /* nor beside the wall */
    assert_false(tv_in(v.terr, v.nterr, tv_cell(7, 9)));
    assert_true(candy_view_sees(&m, tv_cell(6, 3), CANDY_R, tv_cell(6, 8)));
    assert_false(candy_view_sees(&m, tv_cell(6, 3), CANDY_R, tv_cell(6, 10)));
}

static void test_view_line_runs_to_the_edge(void **state)
{
    candy_maze m;
    candy_view v;
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    /* on the ring (1,1) facing R: no wall, the line ends at the edge */
    candy_view_cells(&m, tv_cell(1, 1), CANDY_R, &v);
    assert_int_equal(v.nfull, 11);
    assert_true(tv_in(v.full, v.nfull, tv_cell(1, 11)));
    /* facing U from the ring: nothing ahead, only the own cell */
    candy_view_cells(&m, tv_cell(1, 1), CANDY_U, &v);
    assert_int_equal(v.nfull, 1);
}

static void test_view_corridor_side_cells_are_terrain_only(void **state)
{
    candy_maze m;
    candy_view v;
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    candy_view_cells(&m, tv_cell(6, 3), CANDY_R, &v);
    /* side neighbours of the passages (6,4)..(6,8) */
    assert_true(tv_in(v.terr, v.nterr, tv_cell(5, 4)));
    assert_true(tv_in(v.terr, v.nterr, tv_cell(7, 5)));
    assert_true(tv_in(v.terr, v.nterr, tv_cell(5, 8)));
    assert_false(tv_in(v.full, v.nfull, tv_cell(5, 4)));
    assert_false(candy_view_sees(&m, tv_cell(6, 3), CANDY_R, tv_cell(7, 5)));
    /* the view does not bend into the side passage (7,5) -> (8,5) */
    assert_false(tv_in(v.terr, v.nterr, tv_cell(8, 5)));
    assert_int_equal(v.nterr, 3 + 2 * 5);
}

static void test_view_left_right_back_are_terrain_only(void **state)
{
    candy_maze m;
    candy_view v;
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    candy_view_cells(&m, tv_cell(6, 5), CANDY_U, &v);
    /* ahead (5,5) passage then (4,5)# */
    assert_true(tv_in(v.full, v.nfull, tv_cell(4, 5)));
    assert_true(tv_in(v.terr, v.nterr, tv_cell(6, 4))); /* left */
    assert_true(tv_in(v.terr, v.nterr, tv_cell(6, 6))); /* right */
    assert_true(tv_in(v.terr, v.nterr, tv_cell(7, 5))); /* back */
    assert_false(tv_in(v.full, v.nfull, tv_cell(6, 4)));
    assert_false(tv_in(v.full, v.nfull, tv_cell(7, 5)));
    assert_false(tv_in(v.terr, v.nterr, tv_cell(8, 5))); /* not behind the back cell */
    assert_false(candy_view_sees(&m, tv_cell(6, 5), CANDY_U, tv_cell(6, 4)));
}

static void test_view_around_is_the_union(void **state)
{
    candy_maze m;
    candy_view v, one;
    unsigned char full[CANDY_CELLS], terr[CANDY_CELLS];
    int d, i;
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    memset(full, 0, sizeof full);
    memset(terr, 0, sizeof terr);
    for (d = 0; d < 4; d++) {
        candy_view_cells(&m, tv_cell(6, 5), d, &one);
        for (i = 0; i < one.nfull; i++)
            full[one.full[i]] = 1;
        for (i = 0; i < one.nterr; i++)
            terr[one.terr[i]] = 1;
    }
    candy_view_around(&m, tv_cell(6, 5), &v);
    assert_int_equal(v.full[0], tv_cell(6, 5));
    for (i = 0; i < v.nfull; i++)
        assert_true(full[v.full[i]]);
    for (i = 0; i < v.nterr; i++) {
        assert_true(terr[v.terr[i]]);
        assert_false(full[v.terr[i]]); /* full in one facing wins */
    }
    for (i = 0; i < CANDY_CELLS; i++)
        if (full[i])
            assert_true(tv_in(v.full, v.nfull, i));
    /* (6,4): terrain-only facing U, full facing L */
    assert_true(tv_in(v.full, v.nfull, tv_cell(6, 4)));
    assert_true(tv_in(v.full, v.nfull, tv_cell(6, 2)));
    assert_true(candy_view_sees_around(&m, tv_cell(6, 5), tv_cell(8, 5)));
}

/* Maki looks around: a candy in a side arm is remembered at once, the
 * tagger seen there is not shown after the tagger moves; then only the
 * original facing is checked again. */
static void test_view_around_rechecks_only_the_facing(void **state)
{
    candy_maze m;
    candy_world w;
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    short candy[1];
    int table[3] = {3, 6, 10};
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    candy[0] = (short)tv_cell(6, 2);
    /* Maki (6,5) facing U; tagger (6,7) to its right (terrain only) */
    candy_world_init(&w, &m, tv_cell(6, 5), CANDY_U, tv_cell(6, 7), CANDY_L, candy, 1, table, 1);
    candy_world_map(&w, rows);
    assert_int_equal(rows[5][6], '?'); /* (6,7): out of view, no H */
    assert_int_equal(rows[5][1], '?'); /* (6,2): not seen yet */
    assert_int_equal(candy_world_maki(&w, CANDY_ACT_O), 0);
    assert_int_equal(w.mem.candy[tv_cell(6, 2)], 1); /* seen full facing L */
    assert_int_equal(w.maki_dir, CANDY_U);            /* O keeps the facing */
    assert_int_equal(candy_world_tagger(&w, CANDY_R), 0); /* (6,7) -> (6,8) */
    candy_world_end_turn(&w);
    candy_world_map(&w, rows);
    assert_int_equal(rows[5][7], '.'); /* tagger at (6,8): out of the normal view */
    assert_int_equal(rows[5][1], 'C'); /* remembered */
    assert_int_equal(w.tagger_visible, 0);
    /* turn 2: S, the tagger comes back twice to (6,6), still not in the U view */
    candy_world_maki(&w, CANDY_ACT_S);
    candy_world_tagger(&w, CANDY_L);
    candy_world_tagger(&w, CANDY_L);
    candy_world_end_turn(&w);
    candy_world_map(&w, rows);
    assert_int_equal(rows[5][5], '.'); /* (6,6): terrain only, no H */
    assert_int_equal(w.over, 0);
}

static void test_memory_terrain_only_never_clears_candy(void **state)
{
    candy_maze m;
    candy_memory mem;
    candy_view v;
    unsigned char truth[CANDY_CELLS];
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    memset(truth, 0, sizeof truth);
    candy_memory_init(&mem, 11);
    truth[tv_cell(5, 4)] = 1;
    /* full look at (5,4): from (6,4) facing U */
    candy_view_cells(&m, tv_cell(6, 4), CANDY_U, &v);
    candy_memory_see(&mem, &m, &v, truth);
    assert_int_equal(mem.candy[tv_cell(5, 4)], 1);
    /* the candy goes away; a terrain-only look (from (6,3) facing R) keeps the C */
    truth[tv_cell(5, 4)] = 0;
    candy_view_cells(&m, tv_cell(6, 3), CANDY_R, &v);
    assert_true(tv_in(v.terr, v.nterr, tv_cell(5, 4)));
    candy_memory_see(&mem, &m, &v, truth);
    candy_memory_map(&mem, tv_cell(6, 3), -1, rows);
    assert_int_equal(rows[4][3], 'C');
    /* a terrain-only look never sets a C either */
    truth[tv_cell(7, 5)] = 1;
    candy_memory_see(&mem, &m, &v, truth);
    assert_int_equal(mem.candy[tv_cell(7, 5)], 0);
    /* seen full again: cleared */
    candy_view_cells(&m, tv_cell(6, 4), CANDY_U, &v);
    candy_memory_see(&mem, &m, &v, truth);
    candy_memory_map(&mem, tv_cell(6, 4), -1, rows);
    assert_int_equal(rows[4][3], '.');
}

static void test_memory_ring_starts_known_passage(void **state)
{
    candy_memory mem;
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    int i;
    (void)state;
    candy_memory_init(&mem, 12);
    candy_memory_map(&mem, tv_cell(5, 5), -1, rows);
    assert_string_equal(rows[0], "............");
    assert_string_equal(rows[11], "............");
    for (i = 1; i < 11; i++) {
        assert_int_equal(rows[i][0], '.');
        assert_int_equal(rows[i][11], '.');
        assert_int_equal(rows[i][1], '?');
    }
    assert_int_equal(rows[4][4], 'P');
    assert_int_equal((int)strlen(rows[3]), 12);
}

static void test_map_tagger_only_in_current_view(void **state)
{
    candy_maze m;
    candy_world w;
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    short candy[1];
    int table[3] = {3, 6, 10};
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    candy[0] = (short)tv_cell(6, 7);
    /* Maki (6,3) facing R sees the tagger on the candy at (6,7): X */
    candy_world_init(&w, &m, tv_cell(6, 3), CANDY_R, tv_cell(6, 7), CANDY_L, candy, 1, table, 1);
    candy_world_map(&w, rows);
    assert_int_equal(rows[5][6], 'X');
    assert_int_equal(w.footsteps, 2); /* distance 4 */
    /* the tagger steps off the candy, still in view: H, and the candy C */
    candy_world_maki(&w, CANDY_ACT_S);
    candy_world_tagger(&w, CANDY_R);
    candy_world_end_turn(&w);
    candy_world_map(&w, rows);
    assert_int_equal(rows[5][7], 'H');
    assert_int_equal(rows[5][6], 'C');
    /* Maki turns away (U into the wall (5,3)): the tagger is no longer shown */
    candy_world_maki(&w, CANDY_U);
    assert_int_equal(w.maki, tv_cell(6, 3));
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    candy_world_map(&w, rows);
    assert_int_equal(rows[5][7], '.');
    assert_int_equal(rows[5][6], 'C');
    assert_null(strchr(rows[5], 'H'));
}

static void test_map_parse_round_trip(void **state)
{
    candy_maze m;
    candy_world w;
    candy_memory mem;
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    const char *rowp[CANDY_MAX_N];
    short candy[2];
    int table[3] = {3, 6, 10}, r, maki, tagger;
    (void)state;
    tv_maze(&m, tv_corridor, 11);
    candy[0] = (short)tv_cell(6, 7);
    candy[1] = (short)tv_cell(6, 8);
    candy_world_init(&w, &m, tv_cell(6, 3), CANDY_R, tv_cell(6, 7), CANDY_L, candy, 2, table, 1);
    candy_world_map(&w, rows);
    for (r = 0; r < 11; r++)
        rowp[r] = rows[r];
    assert_int_equal(candy_map_parse(&mem, 11, rowp, &maki, &tagger), 0);
    assert_int_equal(maki, tv_cell(6, 3));
    assert_int_equal(tagger, tv_cell(6, 7));
    assert_int_equal(mem.candy[tv_cell(6, 7)], 1);
    assert_int_equal(mem.candy[tv_cell(6, 8)], 1);
    assert_int_equal(mem.terr[tv_cell(6, 9)], CANDY_T_WALL);
    assert_int_equal(mem.terr[tv_cell(2, 2)], CANDY_T_UNKNOWN);
    rows[3][4] = 'Z';
    assert_int_equal(candy_map_parse(&mem, 11, rowp, &maki, &tagger), -1);
}

/* A maze consistent with docs/rules/candy-hunt.md §4.1 (1-based rows). */
static const char *const tv_example[11] = {
    "...........",
    ".##......#.",
    ".#..#.##.#.",
    ".#.#...#...",
    ".#.#.#.#.#.",
    "...#.#...#.",
    ".#.#.###.#.",
    ".#...#...#.",
    ".###.#.#.#.",
    "......#....",
    "...........",
};

static const char *const tv_example_map1[11] = {
    "...........", ".?????????.", ".?????????.", ".?.???????.", ".#P#??????.",
    ".?.???????.", ".?????????.", ".?????????.", ".?????????.", ".?????????.",
    "...........",
};
static const char *const tv_example_map2[11] = {
    "...........", ".?#???????.", ".#..??????.", ".#P#??????.", ".#.#??????.",
    ".?.???????.", ".?????????.", ".?????????.", ".?????????.", ".?????????.",
    "...........",
};
static const char *const tv_example_map3[11] = {
    "...........", ".?#???????.", ".#P.??????.", ".#.#??????.", ".#.#??????.",
    ".?.???????.", ".?????????.", ".?????????.", ".?????????.", ".?????????.",
    "...........",
};

static void tv_assert_map(const candy_world *w, const char *const *expect)
{
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    int r;
    candy_world_map(w, rows);
    for (r = 0; r < 11; r++)
        assert_string_equal(rows[r], expect[r]);
}

static void test_example_maps_reproduced(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    int table[3] = {3, 6, 10};
    (void)state;
    tv_maze(&m, tv_example, 11);
    candy[0] = (short)tv_cell(10, 10);
    /* Maki (5,3) facing R; the tagger (7,3), within 3 steps, out of view */
    candy_world_init(&w, &m, tv_cell(5, 3), CANDY_R, tv_cell(7, 3), CANDY_D, candy, 1, table, 1);
    assert_int_equal(w.footsteps, 3);
    tv_assert_map(&w, tv_example_map1);
    candy_world_maki(&w, CANDY_U);
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    assert_int_equal(w.footsteps, 3);
    tv_assert_map(&w, tv_example_map2);
    candy_world_maki(&w, CANDY_U);
    candy_world_tagger(&w, CANDY_U); /* (7,3) -> (6,3) */
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    assert_int_equal(w.footsteps, 3);
    tv_assert_map(&w, tv_example_map3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_view_line_stops_at_first_wall_inclusive),
        cmocka_unit_test(test_view_line_runs_to_the_edge),
        cmocka_unit_test(test_view_corridor_side_cells_are_terrain_only),
        cmocka_unit_test(test_view_left_right_back_are_terrain_only),
        cmocka_unit_test(test_view_around_is_the_union),
        cmocka_unit_test(test_view_around_rechecks_only_the_facing),
        cmocka_unit_test(test_memory_terrain_only_never_clears_candy),
        cmocka_unit_test(test_memory_ring_starts_known_passage),
        cmocka_unit_test(test_map_tagger_only_in_current_view),
        cmocka_unit_test(test_map_parse_round_trip),
        cmocka_unit_test(test_example_maps_reproduced),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
