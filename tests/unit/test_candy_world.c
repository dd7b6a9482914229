/* Unit tests of the Candy Hunt turn order (docs/rules/candy-hunt.md §3), footsteps, candy
 * count, set-up and taggers, on hand-built and generated mazes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>
#include <string.h>
#include "candy/engine/candy_gen.h"
#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_tagger.h"
#include "candy/engine/candy_world.h"

static const int tw_table[3] = {3, 6, 10};

static void tw_maze(candy_maze *m, const char *const *rows, int n)
{
    int r, c;
    candy_maze_clear(m, n);
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++)
            m->wall[CANDY_CELL(r, c)] = (unsigned char)(rows[r][c] == '#');
}

static int tw_cell(int x, int y)
{
    return CANDY_CELL(x - 1, y - 1);
}

/* one inner corridor (6,2)..(6,8) joined to the ring at (6,1) */
static const char *const tw_corridor[11] = {
    "...........", ".#########.", ".#########.", ".#########.", ".#########.",
    "........##.", ".#########.", ".#########.", ".#########.", ".#########.",
    "...........",
};

/* Eat, then respawn: the new candy never lands on Maki's new cell, the
 * tagger or another candy, and it is seen at once if in view (step 3). */
static void test_eat_then_respawn_on_free_cells_only(void **state)
{
    candy_maze m;
    short candy[CANDY_CELLS];
    int ncandy = 0, r, c, seed, hits_a = 0, hits_b = 0, hits_old = 0;
    int free_a = tw_cell(6, 8), free_b = tw_cell(1, 1), old = tw_cell(6, 3);
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    /* every passage holds candy except Maki (6,3), tagger (6,6), two free cells */
    for (r = 0; r < 11; r++)
        for (c = 0; c < 11; c++) {
            int cell = CANDY_CELL(r, c);
            if (!m.wall[cell] && cell != tw_cell(6, 3) && cell != tw_cell(6, 6) &&
                cell != free_a && cell != free_b)
                candy[ncandy++] = (short)cell;
        }
    for (seed = 0; seed < 200; seed++) {
        candy_world w;
        candy_world_init(&w, &m, tw_cell(6, 3), CANDY_R, tw_cell(6, 6), CANDY_L, candy, ncandy,
                         tw_table, (uint64_t)seed);
        assert_int_equal(candy_world_maki(&w, CANDY_R), 0); /* onto (6,4): candy */
        assert_int_equal(w.score, 1);
        assert_int_equal(w.ate, tw_cell(6, 4));
        assert_int_equal(w.ncandy, ncandy);
        /* Maki left (6,3): it is free now too */
        assert_true(w.respawn == free_a || w.respawn == free_b || w.respawn == old);
        assert_false(w.has_candy[tw_cell(6, 4)]); /* not on Maki's new cell */
        hits_a += w.respawn == free_a;
        hits_b += w.respawn == free_b;
        hits_old += w.respawn == old;
        /* step 3 after step 2: (6,8) is in view from (6,4) (the tagger does
         * not block sight), (1,1) is not */
        assert_int_equal(w.mem.candy[free_a], w.respawn == free_a);
        assert_int_equal(w.mem.candy[free_b], 0);
    }
    assert_true(hits_a > 40 && hits_b > 40 && hits_old > 40); /* all drawn */
}

static void test_respawn_in_view_is_seen_at_once(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    int seed, seen = 0;
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(6, 3);
    for (seed = 0; seed < 300; seed++) {
        candy_world_init(&w, &m, tw_cell(6, 2), CANDY_R, tw_cell(1, 11), CANDY_L, candy, 1,
                         tw_table, (uint64_t)seed);
        candy_world_maki(&w, CANDY_R);
        assert_int_equal(w.score, 1);
        assert_true(w.respawn >= 0 && w.respawn != w.maki && w.respawn != w.tagger);
        if (CANDY_ROW(w.respawn) == 5 && CANDY_COL(w.respawn) >= 3 && CANDY_COL(w.respawn) <= 7) { /* (6,4)..(6,8): in view */
            assert_int_equal(w.mem.candy[w.respawn], 1);
            seen++;
        }
    }
    assert_true(seen > 0);
}

static void test_moving_onto_tagger_counts_candy_then_caught(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(6, 5);
    candy_world_init(&w, &m, tw_cell(6, 4), CANDY_U, tw_cell(6, 5), CANDY_L, candy, 1, tw_table, 3);
    assert_int_equal(candy_world_maki(&w, CANDY_R), 1);
    assert_int_equal(w.score, 1);
    assert_int_equal(w.caught, 1);
    assert_int_equal(w.reason, CANDY_END_CAUGHT);
    assert_int_equal(w.end_turn, 1);
    assert_int_equal(w.tagger_done, 0);
    assert_true(w.respawn >= 0 && w.respawn != tw_cell(6, 5)); /* not on Maki/tagger */
    assert_int_equal(candy_world_tagger(&w, CANDY_L), 1); /* nothing moves after the end */
    assert_int_equal(w.tagger, tw_cell(6, 5));
}

static void test_tagger_acts_twice_on_even_turns_with_capture_checks(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(1, 1);
    /* Maki (6,3), tagger (6,6): distance 3 */
    candy_world_init(&w, &m, tw_cell(6, 3), CANDY_R, tw_cell(6, 6), CANDY_L, candy, 1, tw_table, 3);
    assert_int_equal(candy_world_tagger_due(&w), 1); /* turn 1: once */
    candy_world_maki(&w, CANDY_ACT_S);
    assert_int_equal(candy_world_tagger(&w, CANDY_L), 0); /* (6,5) */
    candy_world_end_turn(&w);
    assert_int_equal(w.turn, 2);
    assert_int_equal(candy_world_tagger_due(&w), 2);
    candy_world_maki(&w, CANDY_ACT_S);
    assert_int_equal(candy_world_tagger(&w, CANDY_L), 0); /* (6,4): next to Maki */
    assert_int_equal(candy_world_tagger(&w, CANDY_L), 1); /* (6,3): caught on the 2nd */
    assert_int_equal(w.end_turn, 2);
    assert_int_equal(w.tagger_done, 2);
    /* caught after the first action of an even turn: the second never happens */
    candy_world_init(&w, &m, tw_cell(6, 3), CANDY_R, tw_cell(6, 4), CANDY_L, candy, 1, tw_table, 3);
    candy_world_maki(&w, CANDY_ACT_S);
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    candy_world_maki(&w, CANDY_ACT_S);
    assert_int_equal(candy_world_tagger(&w, CANDY_L), 1);
    assert_int_equal(w.tagger_done, 1);
    assert_int_equal(w.tagger, tw_cell(6, 3));
}

/* the tagger's O counts for its next action in the same turn only */
static void test_tagger_look_around_counts_within_the_turn(void **state)
{
    candy_maze m;
    candy_world w;
    candy_tagger_obs o;
    short candy[1];
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(1, 1);
    /* tagger (6,5) facing U (a wall ahead); Maki (6,3), in its L line */
    candy_world_init(&w, &m, tw_cell(6, 3), CANDY_U, tw_cell(6, 5), CANDY_U, candy, 1, tw_table, 3);
    candy_world_maki(&w, CANDY_ACT_S);
    candy_world_tagger_obs(&w, &o);
    assert_int_equal(o.seen, 0);
    assert_int_equal(o.maki_seen, -1);
    assert_int_equal(o.steps, 3);
    candy_world_tagger(&w, CANDY_ACT_O); /* odd turn: its only action */
    candy_world_end_turn(&w);
    candy_world_maki(&w, CANDY_ACT_S);
    candy_world_tagger_obs(&w, &o); /* a new turn: the normal view again */
    assert_int_equal(o.seen, 0);
    assert_int_equal(o.looked, 0);
    candy_world_tagger(&w, CANDY_ACT_O);
    candy_world_tagger_obs(&w, &o); /* second action: the look-around view */
    assert_int_equal(o.k, 2);
    assert_int_equal(o.looked, 1);
    assert_int_equal(o.seen, 1);
    assert_int_equal(o.maki_seen, tw_cell(6, 3));
    assert_int_equal(w.tagger_dir, CANDY_U); /* O keeps the facing */
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    candy_world_maki(&w, CANDY_ACT_S);
    candy_world_tagger_obs(&w, &o);
    assert_int_equal(o.seen, 0);
}

static void test_play_turn_stops_after_capture(void **state)
{
    candy_maze m;
    candy_world w;
    candy_tagger t;
    short candy[1];
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(1, 1);
    candy_world_init(&w, &m, tw_cell(6, 3), CANDY_L, tw_cell(6, 5), CANDY_L, candy, 1, tw_table, 3);
    candy_tagger_init(&t, CANDY_TAGGER_ORACLE, &m, tw_table, 9);
    assert_int_equal(candy_world_play_turn(&w, CANDY_ACT_S, &t), 0); /* tagger (6,4) */
    assert_int_equal(w.tagger, tw_cell(6, 4));
    assert_int_equal(candy_world_play_turn(&w, CANDY_ACT_S, &t), 1);
    assert_int_equal(w.tagger_done, 1);
    assert_int_equal(w.end_turn, 2);
}

static void test_turning_into_a_wall_uses_the_turn(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(1, 1);
    candy_world_init(&w, &m, tw_cell(6, 3), CANDY_R, tw_cell(6, 8), CANDY_L, candy, 1, tw_table, 3);
    candy_world_maki(&w, CANDY_U); /* (5,3) is a wall: turn only */
    assert_int_equal(w.maki, tw_cell(6, 3));
    assert_int_equal(w.maki_dir, CANDY_U);
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    assert_int_equal(w.turn, 2);
    /* O and S keep cell and facing */
    candy_world_maki(&w, CANDY_ACT_O);
    assert_int_equal(w.maki_dir, CANDY_U);
    assert_int_equal(w.maki, tw_cell(6, 3));
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    candy_world_maki(&w, CANDY_ACT_S);
    assert_int_equal(w.maki_dir, CANDY_U);
    /* the edge of the maze is like a wall: (1,1) facing L stays */
    candy_world_init(&w, &m, tw_cell(1, 1), CANDY_R, tw_cell(6, 8), CANDY_L, candy, 0, tw_table, 3);
    candy_world_maki(&w, CANDY_L);
    assert_int_equal(w.maki, tw_cell(1, 1));
    assert_int_equal(w.maki_dir, CANDY_L);
}

static void test_game_ends_after_turn_100(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    int t;
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(1, 1);
    candy_world_init(&w, &m, tw_cell(6, 3), CANDY_R, tw_cell(11, 11), CANDY_L, candy, 1, tw_table, 3);
    for (t = 1; t <= 100; t++) {
        assert_int_equal(w.over, 0);
        assert_int_equal(w.turn, t);
        candy_world_maki(&w, CANDY_ACT_S);
        candy_world_tagger(&w, CANDY_ACT_S);
        if (t % 2 == 0)
            candy_world_tagger(&w, CANDY_ACT_S);
        candy_world_end_turn(&w);
    }
    assert_int_equal(w.over, 1);
    assert_int_equal(w.reason, CANDY_END_TURN_LIMIT);
    assert_int_equal(w.caught, 0);
    assert_int_equal(w.end_turn, 100);
    assert_string_equal(candy_reason_name(w.reason), "turn_limit");
}

static void test_fail_scores_zero(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(6, 4);
    candy_world_init(&w, &m, tw_cell(6, 3), CANDY_R, tw_cell(11, 11), CANDY_L, candy, 1, tw_table, 3);
    candy_world_maki(&w, CANDY_R);
    assert_int_equal(w.score, 1);
    candy_world_tagger(&w, CANDY_ACT_S);
    candy_world_end_turn(&w);
    candy_world_fail(&w, CANDY_END_TIMEOUT);
    assert_int_equal(w.score, 0);
    assert_int_equal(w.over, 1);
    assert_int_equal(w.end_turn, 2);
    assert_string_equal(candy_reason_name(w.reason), "timeout");
}

static void test_footsteps_buckets_at_each_boundary(void **state)
{
    int t[3], custom[3] = {1, 2, 5};
    (void)state;
    candy_footsteps_default(t);
    assert_int_equal(candy_footsteps(t, 1), 3);
    assert_int_equal(candy_footsteps(t, 3), 3);
    assert_int_equal(candy_footsteps(t, 4), 2);
    assert_int_equal(candy_footsteps(t, 6), 2);
    assert_int_equal(candy_footsteps(t, 7), 1);
    assert_int_equal(candy_footsteps(t, 10), 1);
    assert_int_equal(candy_footsteps(t, 11), 0);
    assert_int_equal(candy_footsteps(t, CANDY_UNREACHABLE), 0);
    assert_int_equal(candy_footsteps(custom, 1), 3);
    assert_int_equal(candy_footsteps(custom, 2), 2);
    assert_int_equal(candy_footsteps(custom, 3), 1);
    assert_int_equal(candy_footsteps(custom, 5), 1);
    assert_int_equal(candy_footsteps(custom, 6), 0);
    assert_int_equal(candy_footsteps_parse("2,4,8", t), 0);
    assert_int_equal(t[0], 2);
    assert_int_equal(t[2], 8);
    assert_int_equal(candy_footsteps_parse("0,0,0", t), 0);
    assert_int_equal(candy_footsteps_parse("3,6", t), -1);
    assert_int_equal(candy_footsteps_parse("6,3,10", t), -1);
    assert_int_equal(candy_footsteps_parse("3,6,10,", t), -1);
    assert_int_equal(candy_footsteps_parse("3,6,1000", t), -1);
    assert_int_equal(candy_footsteps_parse("a,b,c", t), -1);
    assert_int_equal(candy_footsteps_parse("", t), -1);
    assert_int_equal(candy_footsteps_parse("-1,2,3", t), -1);
}

static void test_footsteps_use_path_distance(void **state)
{
    candy_maze m;
    candy_world w;
    short candy[1];
    (void)state;
    tw_maze(&m, tw_corridor, 11);
    candy[0] = (short)tw_cell(1, 1);
    /* (6,8) and (5,11) are 4 apart by Manhattan, 26 by path (round the ring) */
    candy_world_init(&w, &m, tw_cell(6, 8), CANDY_L, tw_cell(5, 11), CANDY_L, candy, 1, tw_table, 3);
    assert_int_equal(w.footsteps, 0);
    candy_world_init(&w, &m, tw_cell(6, 5), CANDY_L, tw_cell(6, 1), CANDY_L, candy, 1, tw_table, 3);
    assert_int_equal(w.footsteps, 2);
}

static void test_candy_count_formula(void **state)
{
    (void)state;
    assert_int_equal(candy_count_for(2), 1);
    assert_int_equal(candy_count_for(3), 1);
    assert_int_equal(candy_count_for(7), 1); /* floor(1.9) */
    assert_int_equal(candy_count_for(8), 2); /* floor(2.1) */
    assert_int_equal(candy_count_for(12), 2);
    assert_int_equal(candy_count_for(13), 3);
    assert_int_equal(candy_count_for(441), 88);
}

static void test_setup_invariants(void **state)
{
    int seed;
    (void)state;
    for (seed = 0; seed < 300; seed++) {
        candy_maze m;
        candy_world w;
        int i, j, n = candy_seed_n((uint64_t)seed);
        assert_in_range(n, 11, 23);
        candy_gen(&m, n, seed % 3, candy_seed_part((uint64_t)seed, CANDY_SEED_GEN));
        candy_world_setup(&w, &m, tw_table, (uint64_t)seed);
        assert_true(w.maki != w.tagger);
        assert_false(candy_maze_on_ring(&m, w.maki));
        assert_false(candy_maze_on_ring(&m, w.tagger));
        assert_false(m.wall[w.maki] || m.wall[w.tagger]);
        assert_int_equal(w.ncandy, candy_count_for(candy_maze_inner_passages(&m)));
        for (i = 0; i < w.ncandy; i++) {
            assert_false(m.wall[w.candy[i]]);
            assert_true(w.candy[i] != w.maki && w.candy[i] != w.tagger);
            for (j = 0; j < i; j++)
                assert_true(w.candy[i] != w.candy[j]);
        }
    }
}

/* ruling: no minimum distance between the starts (docs/rules/candy-hunt.md §1 sets none) */
static void test_starts_have_no_minimum_distance(void **state)
{
    int seed, adjacent = 0;
    (void)state;
    for (seed = 0; seed < 2000; seed++) {
        candy_maze m;
        candy_world w;
        short dist[CANDY_CELLS];
        candy_gen(&m, 11, CANDY_GEN_BRAID, candy_seed_part((uint64_t)seed, CANDY_SEED_GEN));
        candy_world_setup(&w, &m, tw_table, (uint64_t)seed);
        candy_maze_bfs(&m, w.maki, dist);
        adjacent += dist[w.tagger] == 1;
    }
    assert_true(adjacent > 0);
}

/* Random Maki against every tagger on generated mazes: the invariants
 * hold after every turn, and a seed replays identically. */
static void test_random_games_keep_invariants(void **state)
{
    int seed, kind;
    (void)state;
    for (kind = 0; kind < CANDY_TAGGER_KINDS; kind++)
        for (seed = 0; seed < 30; seed++) {
            candy_maze m;
            candy_world w;
            candy_tagger t;
            rng_state r;
            int i, count = 0;
            candy_gen(&m, 11 + seed % 13, seed % CANDY_GEN_KINDS, (uint64_t)seed);
            candy_world_setup(&w, &m, tw_table, (uint64_t)seed);
            candy_tagger_init(&t, kind, &m, tw_table, (uint64_t)seed);
            rng_seed(&r, (uint64_t)seed);
            while (!candy_world_play_turn(&w, (int)rng_below(&r, CANDY_ACTIONS), &t)) {
                assert_true(w.maki != w.tagger);
                assert_false(m.wall[w.maki] || m.wall[w.tagger]);
                for (i = 0; i < CANDY_CELLS; i++)
                    count += w.has_candy[i];
                assert_int_equal(count, w.ncandy);
                count = 0;
                for (i = 0; i < w.ncandy; i++)
                    assert_true(w.has_candy[w.candy[i]] && w.candy[i] != w.maki);
            }
            assert_true(w.reason == CANDY_END_CAUGHT || w.reason == CANDY_END_TURN_LIMIT);
            assert_true(w.end_turn >= 1 && w.end_turn <= 100);
        }
}

/* oracle: closes in along a shortest path and catches a still Maki */
static void test_oracle_catches_a_still_maki(void **state)
{
    int seed;
    (void)state;
    for (seed = 0; seed < 50; seed++) {
        candy_maze m;
        candy_world w;
        candy_tagger t;
        short dist[CANDY_CELLS];
        int d0;
        candy_gen(&m, 15, CANDY_GEN_BRAID, (uint64_t)seed);
        candy_world_setup(&w, &m, tw_table, (uint64_t)seed);
        candy_maze_bfs(&m, w.maki, dist);
        d0 = dist[w.tagger];
        candy_tagger_init(&t, CANDY_TAGGER_ORACLE, &m, tw_table, (uint64_t)seed);
        while (!candy_world_play_turn(&w, CANDY_ACT_S, &t))
            ;
        assert_int_equal(w.reason, CANDY_END_CAUGHT);
        /* 1 step on odd, 2 on even turns: d0 steps take about 2*d0/3 turns */
        assert_true(w.end_turn <= (2 * d0) / 3 + 2);
    }
}

/* a still Maki against a hunter with the given constants on braid seeds
 * 0..games-1: the tagger's looks and moves summed into *looks and *moves,
 * the captures returned */
static int tw_hunter_games(const candy_hunter_params *hp, int games, long *looks, long *moves)
{
    int seed, caught = 0;
    *looks = *moves = 0;
    for (seed = 0; seed < games; seed++) {
        candy_maze m;
        candy_world w;
        candy_tagger t;
        candy_gen(&m, 17, CANDY_GEN_BRAID, (uint64_t)seed);
        candy_world_setup(&w, &m, tw_table, (uint64_t)seed);
        candy_tagger_init(&t, CANDY_TAGGER_HUNTER, &m, tw_table, (uint64_t)seed);
        t.hp = *hp;
        while (!candy_world_maki(&w, CANDY_ACT_S)) {
            int k, due = candy_world_tagger_due(&w), over = 0;
            for (k = 0; k < due && !over; k++) {
                candy_tagger_obs o;
                int act;
                candy_world_tagger_obs(&w, &o);
                act = candy_tagger_act(&t, &w.maze, &o);
                *looks += act == CANDY_ACT_O;
                *moves += act <= CANDY_L;
                over = candy_world_tagger(&w, act);
            }
            if (over)
                break;
            candy_world_end_turn(&w);
            if (w.over)
                break;
        }
        caught += w.caught;
    }
    return caught;
}

/* hunter, wander: only cells the tagger may see; Maki hidden and still in
 * a sealed-off-by-sight corner is not found by a view-less shortcut --
 * the hunter must still find a still Maki by searching. */
static void test_hunter_finds_a_still_maki(void **state)
{
    candy_hunter_params d;
    long looks, moves;
    (void)state;
    candy_hunter_params_default(&d);
    assert_true(tw_hunter_games(&d, 40, &looks, &moves) >= 36);
}

/* a still Maki against a built-in tagger of that kind on N = 17 mazes of
 * generator gen, seeds 0..games-1: the captures; a second run of the same
 * seeds must end every game on the same turn (deterministic per seed) */
static int tw_still_games(int kind, int gen, int games)
{
    int seed, caught = 0, pass, ends[64];
    assert_true(games <= 64);
    for (pass = 0; pass < 2; pass++)
        for (seed = 0; seed < games; seed++) {
            candy_maze m;
            candy_world w;
            candy_tagger t;
            candy_gen(&m, 17, gen, (uint64_t)seed);
            candy_world_setup(&w, &m, tw_table, (uint64_t)seed);
            candy_tagger_init(&t, kind, &m, tw_table, (uint64_t)seed + 77);
            while (!candy_world_play_turn(&w, CANDY_ACT_S, &t))
                ;
            if (pass == 0) {
                ends[seed] = w.end_turn;
                caught += w.caught;
            } else {
                assert_int_equal(w.end_turn, ends[seed]);
            }
        }
    return caught;
}

/* sweep, sonar, cutoff search by what they see and hear (§5) and find a
 * still Maki in at least 80% of the games on every generator (measured:
 * 36-40 of 40; the fewest on corridors, cutoff 34) */
static void test_new_taggers_find_a_still_maki(void **state)
{
    static const int kinds[3] = {CANDY_TAGGER_SWEEP, CANDY_TAGGER_SONAR, CANDY_TAGGER_CUTOFF};
    int k, gen;
    (void)state;
    for (k = 0; k < 3; k++)
        for (gen = 0; gen < CANDY_GEN_KINDS; gen++) {
            int caught = tw_still_games(kinds[k], gen, 40);
            if (caught < 32)
                fail_msg("%s on %s caught a still Maki in %d of 40", candy_tagger_name(kinds[k]),
                         candy_gen_name(gen), caught);
        }
}

/* a tagger never reads Maki's true cell unless it is the oracle: the same
 * observations with a different maki_true give the same actions */
static void test_taggers_ignore_the_true_cell(void **state)
{
    int kind;
    (void)state;
    for (kind = 0; kind < CANDY_TAGGER_KINDS; kind++) {
        candy_maze m;
        candy_tagger a, b;
        candy_tagger_obs o;
        int i, diff = 0;
        if (kind == CANDY_TAGGER_ORACLE)
            continue;
        candy_gen(&m, 15, CANDY_GEN_CAVES, 5);
        candy_tagger_init(&a, kind, &m, tw_table, 1);
        candy_tagger_init(&b, kind, &m, tw_table, 1);
        memset(&o, 0, sizeof o);
        o.cell = CANDY_CELL(0, 0);
        o.dir = CANDY_R;
        o.maki_seen = -1;
        for (i = 0; i < 40; i++) {
            candy_tagger_obs o2 = o;
            int x, y;
            o.turn = o2.turn = 1 + i / 2;
            o.k = o2.k = 1 + i % 2;
            o.steps = o2.steps = i % 4;
            o.maki_true = CANDY_CELL(7, 7);
            o2.maki_true = CANDY_CELL(1, 13);
            x = candy_tagger_act(&a, &m, &o);
            y = candy_tagger_act(&b, &m, &o2);
            diff += x != y;
        }
        assert_int_equal(diff, 0);
    }
}

/* the hunter's constants: range checks, and each one changes its play
 * (a look mass above 1 never looks; decay and switch change its moves) */
static void test_hunter_params(void **state)
{
    candy_hunter_params d, p;
    char err[160];
    long looks, moves, looks2, moves2;
    (void)state;
    candy_hunter_params_default(&d);
    assert_int_equal(candy_hunter_params_check(&d, err, sizeof err), 0);
    p = d; p.decay = 0;             assert_int_equal(candy_hunter_params_check(&p, err, sizeof err), -1);
    p = d; p.decay = 1.01;          assert_int_equal(candy_hunter_params_check(&p, err, sizeof err), -1);
    p = d; p.decay = nan("");     assert_int_equal(candy_hunter_params_check(&p, err, sizeof err), -1);
    p = d; p.switch_ratio = 0.99;   assert_int_equal(candy_hunter_params_check(&p, err, sizeof err), -1);
    p = d; p.look_mass = -0.1;      assert_int_equal(candy_hunter_params_check(&p, err, sizeof err), -1);
    assert_non_null(strstr(err, "look mass"));
    p = d; p.decay = 1; p.switch_ratio = 1; p.look_mass = 0;
    assert_int_equal(candy_hunter_params_check(&p, err, sizeof err), 0);

    tw_hunter_games(&d, 30, &looks, &moves);
    assert_true(looks > 0);
    p = d; p.look_mass = 2;
    tw_hunter_games(&p, 30, &looks2, &moves2);
    assert_int_equal(looks2, 0);
    p = d; p.decay = 0.5;
    tw_hunter_games(&p, 30, &looks2, &moves2);
    assert_true(looks2 != looks || moves2 != moves);
    p = d; p.switch_ratio = 1;
    tw_hunter_games(&p, 30, &looks2, &moves2);
    assert_true(looks2 != looks || moves2 != moves);
}

static void test_names_parse(void **state)
{
    (void)state;
    assert_int_equal(candy_tagger_parse("hunter"), CANDY_TAGGER_HUNTER);
    assert_int_equal(candy_tagger_parse("oracle"), CANDY_TAGGER_ORACLE);
    assert_int_equal(candy_tagger_parse("Hunter"), -1);
    assert_int_equal(candy_tagger_parse("sweep"), CANDY_TAGGER_SWEEP);
    assert_int_equal(candy_tagger_parse("sonar"), CANDY_TAGGER_SONAR);
    assert_int_equal(candy_tagger_parse("cutoff"), CANDY_TAGGER_CUTOFF);
    assert_string_equal(candy_tagger_name(CANDY_TAGGER_CUTOFF), "cutoff");
    assert_int_equal(candy_gen_parse("corridors"), CANDY_GEN_CORRIDORS);
    assert_int_equal(candy_gen_parse("halls"), CANDY_GEN_HALLS);
    assert_string_equal(candy_gen_name(CANDY_GEN_HALLS), "halls");
    assert_int_equal(candy_gen_parse("caves"), CANDY_GEN_CAVES);
    assert_int_equal(candy_gen_parse("maze"), -1);
    assert_int_equal(candy_action_parse('O'), CANDY_ACT_O);
    assert_int_equal(candy_action_parse('x'), -1);
    assert_int_equal(candy_action_char(CANDY_L), 'L');
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eat_then_respawn_on_free_cells_only),
        cmocka_unit_test(test_respawn_in_view_is_seen_at_once),
        cmocka_unit_test(test_moving_onto_tagger_counts_candy_then_caught),
        cmocka_unit_test(test_tagger_acts_twice_on_even_turns_with_capture_checks),
        cmocka_unit_test(test_tagger_look_around_counts_within_the_turn),
        cmocka_unit_test(test_hunter_params),
        cmocka_unit_test(test_play_turn_stops_after_capture),
        cmocka_unit_test(test_turning_into_a_wall_uses_the_turn),
        cmocka_unit_test(test_game_ends_after_turn_100),
        cmocka_unit_test(test_fail_scores_zero),
        cmocka_unit_test(test_footsteps_buckets_at_each_boundary),
        cmocka_unit_test(test_footsteps_use_path_distance),
        cmocka_unit_test(test_candy_count_formula),
        cmocka_unit_test(test_setup_invariants),
        cmocka_unit_test(test_starts_have_no_minimum_distance),
        cmocka_unit_test(test_random_games_keep_invariants),
        cmocka_unit_test(test_oracle_catches_a_still_maki),
        cmocka_unit_test(test_hunter_finds_a_still_maki),
        cmocka_unit_test(test_new_taggers_find_a_still_maki),
        cmocka_unit_test(test_taggers_ignore_the_true_cell),
        cmocka_unit_test(test_names_parse),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
