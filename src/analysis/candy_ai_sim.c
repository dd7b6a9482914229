/*
 * candy_ai_sim.c -- bin/candy-ai-sim: plays the Maki AI in-process against
 * the built-in taggers on a range of seeds (the judge's own setup:
 * candy_gen + candy_world_setup + candy_tagger_init from the seed), for
 * tuning and for `make bench`.  No processes, no clock in the result
 * except the reported thinking time.
 *
 *   candy-ai-sim [--seeds A-B] [--gen NAME | --maze PATH] [--tagger NAME]
 *                [--footsteps a,b,c] [--reveal...] [--verbose] [--rung R]
 *                [--clairvoyant D [--clairvoyant-candy W]]
 *
 * Prints one line: games, mean score, capture rate, mean turns, the moves'
 * signature (FNV-1a of every action of every game: a regression check for
 * `make bench`), the max ms of thinking in one game and the mean per turn.
 * --reveal-radius R (an information experiment: what knowing the
 * surroundings is worth) adds to every map the true terrain and candy of
 * the cells within R steps of Maki.
 * --maze PATH plays maze files as candy-judge --maze does (a file, or the
 * file at seed mod count of a directory; the start from the seed).
 * --rung R plays every turn at the bot's effort rung R (candy_ai_set_rung:
 * 0 full, 1..4 cheaper; the bot's time manager picks them by the budget).
 *
 * --clairvoyant D replaces the AI by a bound, not a bot: a Maki that reads
 * the engine's whole state -- the tagger's cell and its internal state
 * (the hunter's belief about Maki, its target, its RNG) -- and plays every
 * sequence of D actions (U R D L S) against copies of the world and the
 * tagger, so it knows exactly how the tagger answers.  A line that ends
 * in a capture scores -1000 - 100 x the turns it had left; another scores
 * KC_DIST_W x the distance to the tagger (capped at 20) - KC_BELIEF_W x the
 * tagger's belief on Maki's cell + W x the candy eaten.  It answers
 * whether a capture target can be met by any Maki at all
 * (docs/candy-ai.md).  The KS_* statistics and the trace read the AI's
 * state, so they are off with it.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <math.h>
#include "common/clock.h"
#include "candy/engine/candy_gen.h"
#include "candy/engine/candy_world.h"
#include "candy/ai/candy_ai.h"
#include "candy/judge/candy_judge_maze.h"
#include "common/kit_cli.h"

static candy_ai ks_ai;
static candy_world ks_w;
static candy_tagger ks_t;

/* what the maps show: the judge's, or an information experiment */
enum { KS_JUDGE_MAP = 0, KS_REVEAL = 1, KS_REVEAL_MAP = 2, KS_REVEAL_TERRAIN = 3, KS_REVEAL_RADIUS = 4 };
#define KS_MAX_RADIUS 999 /* --reveal-radius: above any path length (CANDY_CELLS) */

typedef struct ks_opts {
    long long from, to;            /* seeds, 0 <= from <= to */
    int gen, tagger, verbose, rung;
    int reveal;           /* KS_JUDGE_MAP .. KS_REVEAL_RADIUS */
    int near;             /* --reveal-near: the tagger shown from footsteps near_level */
    int near_level;       /* KS_NEAR_LEVEL, default 2 */
    int radius;           /* --reveal-radius: the truth within this many steps */
    int clair;            /* > 0: the clairvoyant bound searching this deep */
    double clair_candy;   /* its weight on candy */
    int table[3];
    const char *maze;     /* --maze PATH, or NULL: the generator */
    int gen_given;        /* --gen was given (it excludes --maze) */
    int maze_once;        /* 1: PATH is one file, read once into file_maze
                           * (a FIFO or a pipe gives its text once) */
    candy_maze file_maze;
} ks_opts;

#ifndef KC_DIST_W
#define KC_DIST_W   0.1  /* clairvoyant leaf: per cell of distance to the tagger */
#endif
#ifndef KC_BELIEF_W
#define KC_BELIEF_W 10.0 /* clairvoyant leaf: per unit of the tagger's belief on Maki */
#endif
#define KC_MAX_DEPTH 6

typedef struct kc_state {
    candy_world w;
    candy_tagger t;
} kc_state;

static double kc_leaf(const kc_state *s, double candy_w)
{
    short dist[CANDY_CELLS];
    double d;
    candy_maze_bfs(&s->w.maze, s->w.maki, dist);
    d = dist[s->w.tagger] > 20 ? 20 : dist[s->w.tagger];
    return candy_w * s->w.score + KC_DIST_W * d - KC_BELIEF_W * s->t.belief[s->w.maki];
}

/* the best value over every action line of `depth` turns; *best its first action */
static double kc_search(const kc_state *s, int depth, double candy_w, int *best)
{
    double bv = -1e18;
    int a;
    for (a = 0; a < CANDY_ACTIONS; a++) {
        kc_state c;
        double v;
        if (a == CANDY_ACT_O)
            continue;
        c = *s;
        candy_world_play_turn(&c.w, a, &c.t);
        if (c.w.caught)
            v = -1000.0 - 100.0 * depth + candy_w * c.w.score;
        else if (c.w.over)
            v = 1000.0 + candy_w * c.w.score;
        else if (depth == 1)
            v = kc_leaf(&c, candy_w);
        else
            v = kc_search(&c, depth - 1, candy_w, NULL);
        if (v > bv) {
            bv = v;
            if (best)
                *best = a;
        }
    }
    return bv;
}

static int kc_choose(const ks_opts *o)
{
    static kc_state root;
    int act = CANDY_ACT_S;
    root.w = ks_w;
    root.t = ks_t;
    kc_search(&root, o->clair, o->clair_candy, &act);
    return act;
}

/* the true maze and candy, with the tagger only when in Maki's view */
static void ks_true_map_fair(char rows[][CANDY_MAX_N + 1])
{
    candy_world_true_map(&ks_w, rows);
    if (!ks_w.tagger_visible)
        rows[CANDY_ROW(ks_w.tagger)][CANDY_COL(ks_w.tagger)] = ks_w.has_candy[ks_w.tagger] ? 'C' : '.';
}

/* experiment (--reveal-radius): the judge's map, and the true terrain and
 * candy of every cell within o->radius steps of Maki (true BFS distance) */
static void ks_map_radius(const ks_opts *o, char rows[][CANDY_MAX_N + 1])
{
    char truth[CANDY_MAX_N][CANDY_MAX_N + 1];
    short dist[CANDY_CELLS];
    int r, c;
    candy_world_map(&ks_w, rows);
    ks_true_map_fair(truth);
    candy_maze_bfs(&ks_w.maze, ks_w.maki, dist);
    for (r = 0; r < ks_w.maze.n; r++)
        for (c = 0; c < ks_w.maze.n; c++)
            if (dist[CANDY_CELL(r, c)] <= o->radius)
                rows[r][c] = truth[r][c];
}

/* experiment (--reveal-near): the tagger on the map from footsteps
 * KS_NEAR_LEVEL (default 2; 0 shows it on every map) */
static void ks_map_near(const ks_opts *o, char rows[][CANDY_MAX_N + 1])
{
    if (ks_w.footsteps >= o->near_level)
        rows[CANDY_ROW(ks_w.tagger)][CANDY_COL(ks_w.tagger)] = ks_w.mem.candy[ks_w.tagger] ? 'X' : 'H';
}

/* the map Maki is sent: the judge's, or one of the information experiments
 * (--reveal-near alone or on top of --reveal-terrain) */
static void ks_map(const ks_opts *o, char rows[][CANDY_MAX_N + 1])
{
    if (o->reveal == KS_REVEAL_MAP)
        ks_true_map_fair(rows);
    else if (o->reveal == KS_REVEAL_TERRAIN) { /* experiment: the true terrain, candy as remembered */
        int r, c;
        candy_world_map(&ks_w, rows);
        for (r = 0; r < ks_w.maze.n; r++)
            for (c = 0; c < ks_w.maze.n; c++)
                if (rows[r][c] == '?')
                    rows[r][c] = ks_w.maze.wall[CANDY_CELL(r, c)] ? '#' : '.';
    } else if (o->reveal == KS_REVEAL_RADIUS)
        ks_map_radius(o, rows);
    else if (o->reveal == KS_REVEAL)
        candy_world_true_map(&ks_w, rows);
    else
        candy_world_map(&ks_w, rows);
    if (o->near)
        ks_map_near(o, rows);
}

/* KS_PCSTAT: calibration of the candy chance on cells not shown C (stderr) */
static void ks_stat_pc(void)
{
    static double pred[10], real[10];
    static long cnt[10], nt2;
    int c;
    for (c = 0; c < CANDY_CELLS; c++) {
        int b;
        double p;
        if (CANDY_ROW(c) >= ks_w.maze.n || CANDY_COL(c) >= ks_w.maze.n || ks_w.maze.wall[c] ||
            ks_ai.know.mem.candy[c] || c == ks_w.maki)
            continue;
        p = ks_ai.know.pc[c];
        b = (int)(p * 20);
        if (b > 9)
            b = 9;
        pred[b] += p;
        real[b] += ks_w.has_candy[c];
        cnt[b]++;
    }
    if (++nt2 % 3000 == 0)
        for (c = 0; c < 10; c++)
            if (cnt[c])
                fprintf(stderr, "pc %.2f-%.2f n %ld pred %.3f real %.3f\n", c / 20.0, (c + 1) / 20.0,
                        cnt[c], pred[c] / cnt[c], real[c] / cnt[c]);
}

/* KS_BELSTAT: the belief's log score by level (stderr) */
static void ks_stat_bel(void)
{
    static long nt, nzero, nl[4]; static double mass, near, lg[4];
    double mix[CANDY_CELLS];
    int c;
    candy_ai_tagger_mix(&ks_ai, mix);
    nt++;
    mass += mix[ks_w.tagger];
    if (!ks_w.tagger_visible && ks_w.footsteps >= 0 && ks_w.footsteps <= 3) { /* log score by level */
        lg[ks_w.footsteps] += log(mix[ks_w.tagger] > 1e-6 ? mix[ks_w.tagger] : 1e-6);
        nl[ks_w.footsteps]++;
    }
    if (mix[ks_w.tagger] < 1e-4) nzero++;
    for (c = 0; c < CANDY_CELLS; c++)
        if (ks_ai.know.grid.dist[c][ks_w.tagger] <= 2 && !ks_ai.know.grid.opt.wall[c] && CANDY_ROW(c) < ks_w.maze.n && CANDY_COL(c) < ks_w.maze.n)
            near += mix[c];
    if (nt % 2000 == 0)
        fprintf(stderr, "belstat turns %ld zero %.3f mean_at %.3f mean_near2 %.3f log L0..3 %.2f %.2f %.2f %.2f\n", nt, (double)nzero / nt, mass / nt, near / nt,
                lg[0] / (nl[0] + 1e-9), lg[1] / (nl[1] + 1e-9), lg[2] / (nl[2] + 1e-9), lg[3] / (nl[3] + 1e-9));
}

/* KS_MOVESTAT: what each action did: O S bump known-C lucky-C empty (stderr) */
static void ks_stat_move(int act)
{
    static long cnt[6], nt3;
    int k = 5;
    if (act == CANDY_ACT_O) k = 0;
    else if (act == CANDY_ACT_S) k = 1;
    else {
        int y = candy_maze_step(&ks_w.maze, ks_w.maki, act);
        if (y < 0 || ks_w.maze.wall[y] || !candy_maze_inside(&ks_w.maze, CANDY_ROW(y), CANDY_COL(y))) k = 2;
        else if (ks_w.has_candy[y]) k = ks_ai.know.mem.candy[y] ? 3 : 4;
    }
    cnt[k]++;
    if (++nt3 % 5000 == 0)
        fprintf(stderr, "movestat n %ld O %.3f S %.3f bump %.3f knownC %.3f luckyC %.3f empty %.3f\n", nt3,
                cnt[0] / (double)nt3, cnt[1] / (double)nt3, cnt[2] / (double)nt3, cnt[3] / (double)nt3,
                cnt[4] / (double)nt3, cnt[5] / (double)nt3);
}

/* the C cells Maki remembers, and the opt distance to the nearest (999: none) */
static int ks_known_candy(int *nearest)
{
    int count = 0, i;
    *nearest = 999;
    for (i = 0; i < CANDY_CELLS; i++)
        if (ks_ai.know.mem.candy[i]) {
            count++;
            if (ks_ai.know.grid.dist[ks_w.maki][i] < *nearest)
                *nearest = ks_ai.know.grid.dist[ks_w.maki][i];
        }
    return count;
}

/* the true maze's view of the chase (the trace's last fields): the
 * belief mixture's mass within 2 true steps of the tagger (*near2), the
 * true distance, Maki's true degree, and the escape room as the planner's
 * leaf counts it but on the true maze from the tagger's true cell: the
 * cells Maki reaches strictly first (3 dm + 1 < 2 dt) and the latest
 * tagger arrival over them in tagger steps (*room, *late) */
static int ks_true_chase(const double *mix, double *near2, int *room, int *late, int *deg)
{
    short dm[CANDY_CELLS], dt[CANDY_CELLS];
    int c;
    candy_maze_bfs(&ks_w.maze, ks_w.maki, dm);
    candy_maze_bfs(&ks_w.maze, ks_w.tagger, dt);
    *near2 = 0;
    *room = 0;
    *late = dt[ks_w.maki] == CANDY_UNREACHABLE ? 0 : dt[ks_w.maki];
    for (c = 0; c < CANDY_CELLS; c++) {
        if (dt[c] == CANDY_UNREACHABLE)
            continue;
        if (dt[c] <= 2)
            *near2 += mix[c];
        if (dm[c] != CANDY_UNREACHABLE && 3 * dm[c] + 1 < 2 * dt[c]) {
            (*room)++;
            if (dt[c] > *late)
                *late = dt[c];
        }
    }
    *deg = candy_maze_degree(&ks_w.maze, ks_w.maki);
    return dm[ks_w.tagger] == CANDY_UNREACHABLE ? -1 : dm[ks_w.tagger];
}

/* one trace line per turn (--verbose twice).  After the table: the C cells
 * Maki remembers (kc), the distance to the nearest (near), the candies on
 * the board (K), each model's belief on the tagger's cell (b0 random walk,
 * b1 chase, b2 the tracked hunters) and model 2's weight (w2); then
 * ks_true_chase's fields (n2 tdist deg room late), all before the action
 * is played (scripts/lab/candy-capture-diag.py reads them). */
static void ks_trace(int act)
{
    double mix[CANDY_CELLS], near2;
    int nearest, known = ks_known_candy(&nearest), room, late, deg, tdist;
    candy_ai_tagger_mix(&ks_ai, mix);
    tdist = ks_true_chase(mix, &near2, &room, &late, &deg);
    printf("t%d tsees %d maki(%d,%d) tag(%d,%d) steps %d vis %d act %c pchase %.2f bel@tag %.3f dist %d table %d,%d,%d"
           " kc %d near %d K %d b0 %.4f b1 %.4f b2 %.4f w2 %.3f n2 %.3f tdist %d deg %d room %d late %d\n",
           ks_w.turn, candy_view_sees(&ks_w.maze, ks_w.tagger, ks_w.tagger_dir, ks_w.maki), CANDY_ROW(ks_w.maki), CANDY_COL(ks_w.maki), CANDY_ROW(ks_w.tagger),
           CANDY_COL(ks_w.tagger), ks_w.footsteps, ks_w.tagger_visible, candy_action_char(act),
           ks_ai.belief.wmodel[1], mix[ks_w.tagger], ks_ai.know.grid.dist[ks_w.maki][ks_w.tagger],
           ks_ai.belief.table[0], ks_ai.belief.table[1], ks_ai.belief.table[2], known, nearest, ks_w.ncandy,
           ks_ai.belief.bel[0][ks_w.tagger], ks_ai.belief.bel[1][ks_w.tagger], ks_ai.belief.bel[CANDY_BELIEF_TRACK][ks_w.tagger],
           ks_ai.belief.wmodel[CANDY_BELIEF_TRACK], near2, tdist, deg, room, late);
}

/* the KS_* statistics asked for in the environment, and the trace */
static void ks_stats(const ks_opts *o, int act)
{
    if (getenv("KS_PCSTAT"))
        ks_stat_pc();
    if (getenv("KS_BELSTAT"))
        ks_stat_bel();
    if (getenv("KS_MOVESTAT"))
        ks_stat_move(act);
    if (o->verbose > 1)
        ks_trace(act);
}

static unsigned long long ks_sig = 14695981039346656037ull; /* FNV-1a of the actions */

static double ks_game(const ks_opts *o, unsigned long long seed, int *caught, int *turns)
{
    candy_maze m;
    char rows[CANDY_MAX_N][CANDY_MAX_N + 1];
    double t0 = clk_now_ms();
    int n = candy_seed_n(seed);
    char picked[4096], err[512];
    if (o->maze_once) {
        m = o->file_maze;
        n = m.n;
    } else if (o->maze != NULL) {
        if (candy_judge_maze_load(o->maze, seed, &m, picked, sizeof picked, err, sizeof err) != 0) {
            fprintf(stderr, "candy-ai-sim: %s\n", err);
            exit(2);
        }
        n = m.n;
    } else
        candy_gen(&m, n, o->gen, candy_seed_part(seed, CANDY_SEED_GEN));
    candy_world_setup(&ks_w, &m, o->table, seed);
    candy_tagger_init(&ks_t, o->tagger, &m, o->table, candy_seed_part(seed, CANDY_SEED_TAGGER));
    candy_ai_init(&ks_ai, n, ks_w.maki_dir, o->reveal == KS_REVEAL);
    candy_ai_lock_oracle(&ks_ai);
    while (!ks_w.over) {
        int act;
        ks_map(o, rows);
        candy_ai_set_rung(&ks_ai, o->rung);
        act = o->clair > 0 ? kc_choose(o) : candy_ai_turn(&ks_ai, ks_w.footsteps, rows);
        if (act < 0)
            act = CANDY_ACT_S;
        ks_sig = (ks_sig ^ (unsigned long long)(act + 1)) * 1099511628211ull;
        if (o->clair == 0) /* the statistics read the AI's state */
            ks_stats(o, act);
        candy_world_play_turn(&ks_w, act, &ks_t);
    }
    *caught = ks_w.caught;
    *turns = ks_w.end_turn;
    return clk_now_ms() - t0;
}

static const char ks_usage[] =
    "usage: candy-ai-sim [--seeds A-B (0 <= A <= B < 2^63)] [--gen braid|rooms|caves|corridors|halls |\n"
    "                     --maze PATH (a maze file, or a directory of them: candy-judge --maze)]\n"
    "                    [--tagger hunter|wander|oracle|sweep|sonar|cutoff]\n"
    "                    [--footsteps a,b,c] [--rung 0..4] [--verbose]\n"
    "                    [--reveal | --reveal-map | [--reveal-terrain] [--reveal-near] |\n"
    "                     --reveal-radius 0..999] [--clairvoyant 1..6 [--clairvoyant-candy 0..100]]\n"
    "In-process games of our Maki against a built-in tagger, one per seed (default 1-100),\n"
    "deterministic at a fixed rung; prints the mean score, its 95% CI, the capture rate and\n"
    "the moves' signature (docs/candy-ai.md).\n"
    "  --help, --version  this text, the kit version\n";

/* v as a whole decimal number in [lo, hi] into *out: 1, else 0 (no sign
 * wrap-around, no trailing text) */
static int ks_int(const char *v, int lo, int hi, int *out)
{
    long long n;
    if (kit_cli_parse_number(v, lo, hi, &n) != 0)
        return 0;
    *out = (int)n;
    return 1;
}

/* v as a finite number in [lo, hi] into *out: 1, else 0 */
static int ks_real(const char *v, double lo, double hi, double *out)
{
    char *end;
    double x = strtod(v, &end);
    if (end == v || *end != '\0' || !(x >= lo && x <= hi))
        return 0;
    *out = x;
    return 1;
}

/* the options that take a value, for the usage errors */
static int ks_takes_value(const char *a)
{
    static const char *const names[] = {"--seeds", "--gen", "--maze", "--tagger", "--footsteps", "--reveal-radius",
                                        "--rung", "--clairvoyant", "--clairvoyant-candy", NULL};
    int i;
    for (i = 0; names[i] != NULL; i++)
        if (strcmp(a, names[i]) == 0)
            return 1;
    return 0;
}

/* "--seeds A-B": two whole numbers from 0 to 2^63 - 1, A at most B
 * (a usage error, exit 2, otherwise) */
static void ks_seed_range(const char *v, ks_opts *o)
{
    char a[32], b[32];
    const char *dash = strchr(v, '-');
    size_t na = dash ? (size_t)(dash - v) : 0;
    if (dash == NULL || na == 0 || na >= sizeof a || strlen(dash + 1) >= sizeof b)
        kit_cli_usage_error("candy-ai-sim", "--seeds wants A-B, two whole numbers, not", v);
    memcpy(a, v, na);
    a[na] = '\0';
    strcpy(b, dash + 1);
    o->from = kit_cli_number("candy-ai-sim", "--seeds", a, 0, LLONG_MAX);
    o->to = kit_cli_number("candy-ai-sim", "--seeds", b, 0, LLONG_MAX);
    if (o->from > o->to)
        kit_cli_usage_error("candy-ai-sim", "--seeds A-B wants A at most B, not", v);
}

/* A --maze that is no directory is one file for every seed: read it once,
 * so that a FIFO or a pipe (whose text comes once) serves every game.
 * 0, or -1 after the one-line message. */
static int ks_maze_once(ks_opts *o)
{
    struct stat st;
    char picked[4096], err[512];
    if (o->maze == NULL || (stat(o->maze, &st) == 0 && S_ISDIR(st.st_mode)))
        return 0;
    if (candy_judge_maze_load(o->maze, 0, &o->file_maze, picked, sizeof picked, err, sizeof err) != 0) {
        fprintf(stderr, "candy-ai-sim: %s\n", err);
        return -1;
    }
    o->maze_once = 1;
    return 0;
}

/* the options into *o (defaults first); 0 ok, -1 a bad option (the
 * usage printed) */
static int ks_parse(int argc, char **argv, ks_opts *o)
{
    int i, nreveal = 0, candy_w = 0;
    memset(o, 0, sizeof *o);
    o->from = 1;
    o->to = 100;
    candy_footsteps_default(o->table);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : "";
        kit_cli_answer(a, "candy-ai-sim", ks_usage);
        if (strcmp(a, "--seeds") == 0 && i + 1 < argc) {
            ks_seed_range(v, o);
            i++;
        }
        else if (strcmp(a, "--gen") == 0 && (o->gen = candy_gen_parse(v)) >= 0) {
            o->gen_given = 1;
            i++;
        }
        else if (strcmp(a, "--maze") == 0 && i + 1 < argc && v[0] != '\0') {
            o->maze = v;
            i++;
        } else if (strcmp(a, "--tagger") == 0 && (o->tagger = candy_tagger_parse(v)) >= 0)
            i++;
        else if (strcmp(a, "--footsteps") == 0 && candy_footsteps_parse(v, o->table) == 0)
            i++;
        else if (strcmp(a, "--reveal") == 0)
            o->reveal = KS_REVEAL, nreveal++;
        else if (strcmp(a, "--reveal-map") == 0)
            o->reveal = KS_REVEAL_MAP, nreveal++;
        else if (strcmp(a, "--reveal-near") == 0)
            o->near = 1, o->near_level = (int)kit_cli_env_number("candy-ai-sim", "KS_NEAR_LEVEL", 0, 4, 2);
        else if (strcmp(a, "--reveal-terrain") == 0)
            o->reveal = KS_REVEAL_TERRAIN, nreveal++;
        else if (strcmp(a, "--reveal-radius") == 0 && ks_int(v, 0, KS_MAX_RADIUS, &o->radius)) {
            o->reveal = KS_REVEAL_RADIUS;
            nreveal++;
            i++;
        } else if (strcmp(a, "--verbose") == 0)
            o->verbose++;
        else if (strcmp(a, "--rung") == 0 && ks_int(v, 0, CANDY_AI_RUNGS - 1, &o->rung))
            i++;
        else if (strcmp(a, "--clairvoyant") == 0 && ks_int(v, 1, KC_MAX_DEPTH, &o->clair))
            i++;
        else if (strcmp(a, "--clairvoyant-candy") == 0 && ks_real(v, 0, 100, &o->clair_candy)) {
            candy_w = 1;
            i++;
        }
        else if (ks_takes_value(a)) {
            fprintf(stderr, "candy-ai-sim: %s: bad or missing value '%s' (see --help)\n", a, v);
            return -1;
        } else {
            kit_cli_usage_error("candy-ai-sim", a[0] == '-' ? "unknown option" : "unexpected argument", a);
        }
    }
    if (nreveal > 1 || (o->near && o->reveal != KS_JUDGE_MAP && o->reveal != KS_REVEAL_TERRAIN))
        kit_cli_usage_error("candy-ai-sim",
                            "the --reveal options are alternatives (--reveal-near may join --reveal-terrain): give one of",
                            "--reveal*");
    if (candy_w && o->clair == 0)
        kit_cli_usage_error("candy-ai-sim", "--clairvoyant-candy weighs the clairvoyant search: it needs",
                            "--clairvoyant D");
    if (o->gen_given && o->maze != NULL)
        kit_cli_usage_error("candy-ai-sim", "--gen and --maze exclude each other: give one of", "--gen, --maze");
    return ks_maze_once(o);
}

int main(int argc, char **argv)
{
    ks_opts o;
    long long s;
    long games = 0, score = 0, caught_n = 0, turns_sum = 0;
    double maxms = 0, summs = 0, sq = 0, mean, ci;
    if (ks_parse(argc, argv, &o) != 0)
        return 2;
    for (s = o.from;; s++) {
        int caught, turns;
        double ms = ks_game(&o, (unsigned long long)s, &caught, &turns);
        games++;
        score += ks_w.score;
        sq += (double)ks_w.score * ks_w.score;
        caught_n += caught;
        turns_sum += turns;
        if (ms > maxms)
            maxms = ms;
        summs += ms;
        if (o.verbose)
            printf("seed %lld n %d score %d caught %d turn %d ms %.1f\n", s, ks_w.maze.n,
                   ks_w.score, caught, turns, ms);
        if (s == o.to) /* not s <= to: the last seed may be LLONG_MAX */
            break;
    }
    mean = games ? (double)score / games : 0.0;
    ci = games > 1 ? 1.96 * sqrt((sq - games * mean * mean) / (games - 1) / games) : 0.0;
    printf("games %ld mean_score %.3f ci95 %.3f capture_rate %.3f mean_turns %.1f moves %016llx "
           "max_game_ms %.1f turn_ms %.2f\n", games, mean, ci, games ? (double)caught_n / games : 0.0,
           games ? (double)turns_sum / games : 0.0, ks_sig, maxms, turns_sum ? summs / turns_sum : 0.0);
    return kit_cli_flush_stdout("candy-ai-sim");
}
