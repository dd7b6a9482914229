/*
 * candy_tagger_main.c -- bin/candy-tagger: any of the judge's built-in
 * taggers but `oracle` (`hunter`, `wander`, `sweep`, `sonar`, `cutoff`) as
 * an outside tagger program (docs/rules/candy-hunt.md §5, `--tagger-cmd`),
 * with the hunter's constants open to change, so that a Maki can be
 * measured against a tagger it was not built for:
 *
 *   candy-judge --tagger-cmd "bin/candy-tagger --decay 0.75 --look 0.5" MAKI
 *   arena candy --tagger-cmd hunterB="bin/candy-tagger --decay 0.75" ...
 *
 * Protocol (docs/rules/candy-hunt.md §5): N, the N maze rows, then one `ACT turn k tx ty tdir
 * seen mx my a` line per action, answered by one of U R D L O S.  The
 * program keeps what the judge does not send: whether its previous action
 * in this turn was O (the `looked` of candy_tagger_obs; docs/rules/candy-hunt.md §2: a look
 * counts for the tagger's second action of the same turn).  `maki_true`
 * is not sent, so `oracle` cannot run here.
 *
 * Seeds.  `--game-seed S` gives the tagger the stream the judge's built-in
 * one gets for game seed S, so that with the default constants and table
 * the game is move for move the judge's own (the e2e test checks it);
 * `--seed S` uses S as the stream itself; with neither, the stream comes
 * from a hash of the maze, so every maze gets its own.
 *
 * Bad options or input: one line on stderr, exit 2 (the judge then ends
 * the game as the tagger's failure).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/decimal.h"
#include "common/judge_cli.h"
#include "candy/engine/candy_maze.h"
#include "candy/engine/candy_tagger.h"
#include "candy/engine/candy_world.h"
#include "common/kit_cli.h"

#define CTM_LINE 256

static const char ctm_usage[] =
    "usage: candy-tagger [--kind hunter|wander|sweep|sonar|cutoff] [--footsteps a,b,c]\n"
    "                    [--decay X] [--switch X] [--look X] [--seed S | --game-seed S]\n"
    "An outside tagger for candy-judge --tagger-cmd (docs/rules/candy-hunt.md §5): the\n"
    "judge's built-in tagger --kind (default hunter; not oracle, which needs Maki's cell).\n"
    "The hunter's constants (--kind hunter only): --decay (0,1] (default 0.88),\n"
    "--switch >= 1 (1.5), --look >= 0 (0.25; above 1 it never looks around).\n"
    "--footsteps: the table it filters with (default: the judge's, from $CANDY_FOOTSTEPS,\n"
    "  else 3,6,10).\n"
    "--game-seed S: the judge's own stream for game seed S; --seed S: stream S;\n"
    "default: a hash of the maze.\n";

typedef struct ctm_opts {
    int kind, table[3], seed_kind; /* seed_kind 0 maze hash, 1 --seed, 2 --game-seed */
    uint64_t seed;
    candy_hunter_params hp;
} ctm_opts;

static double ctm_double(const char *opt, const char *v)
{
    double x;
    if (decimal_parse(v, &x) != 0) /* plain decimal only, as the judges read numbers */
        jcli_die("%s: expected a number, got '%s'", opt, v);
    return x;
}

static void ctm_kind(ctm_opts *o, const char *v)
{
    o->kind = candy_tagger_parse(v);
    if (o->kind < 0 || o->kind == CANDY_TAGGER_ORACLE)
        jcli_die("--kind: expected hunter, wander, sweep, sonar or cutoff (oracle needs "
                 "Maki's cell, which the protocol does not send), got '%s'", v);
}

/* docs/candy-judge.md: the judge's table from the environment, else 3,6,10 */
static void ctm_table_default(int *table)
{
    const char *v = getenv(CANDY_FOOTSTEPS_ENV);
    candy_footsteps_default(table);
    if (v != NULL && candy_footsteps_parse(v, table) != 0)
        jcli_die("%s: expected three integers a,b,c with 0 <= a <= b <= c <= 999, got '%s'",
                 CANDY_FOOTSTEPS_ENV, v);
}

static void ctm_parse(ctm_opts *o, int argc, char **argv)
{
    char err[160];
    int i;
    const char *hunter_opt = NULL; /* the last of --decay / --switch / --look given */
    int table_given = 0;
    static const char *const no_flags[] = {NULL}; /* every option takes a value */
    jcli_answer_first(argc, argv, ctm_usage, no_flags);
    memset(o, 0, sizeof *o);
    o->kind = CANDY_TAGGER_HUNTER;
    candy_hunter_params_default(&o->hp);
    for (i = 1; i < argc; i++) {
        const char *v;
        kit_cli_answer(argv[i], "candy-tagger", ctm_usage);
        if ((v = jcli_value("--kind", argc, argv, &i)) != NULL) {
            ctm_kind(o, v);
        } else if ((v = jcli_value("--footsteps", argc, argv, &i)) != NULL) {
            if (candy_footsteps_parse(v, o->table) != 0)
                jcli_die("--footsteps: expected three integers a,b,c with 0 <= a <= b <= c <= 999, got '%s'", v);
            table_given = 1;
        } else if ((v = jcli_value("--decay", argc, argv, &i)) != NULL) {
            o->hp.decay = ctm_double("--decay", v);
            hunter_opt = "--decay";
        } else if ((v = jcli_value("--switch", argc, argv, &i)) != NULL) {
            o->hp.switch_ratio = ctm_double("--switch", v);
            hunter_opt = "--switch";
        } else if ((v = jcli_value("--look", argc, argv, &i)) != NULL) {
            o->hp.look_mass = ctm_double("--look", v);
            hunter_opt = "--look";
        } else if ((v = jcli_value("--seed", argc, argv, &i)) != NULL) {
            if (o->seed_kind == 2)
                jcli_die("--seed and --game-seed exclude each other");
            o->seed = jcli_seed(v);
            o->seed_kind = 1;
        } else if ((v = jcli_value("--game-seed", argc, argv, &i)) != NULL) {
            if (o->seed_kind == 1)
                jcli_die("--seed and --game-seed exclude each other");
            o->seed = jcli_seed_of("--game-seed", v);
            o->seed_kind = 2;
        } else {
            jcli_die("%s %s", argv[i][0] == '-' ? "unknown option" : "unexpected argument", argv[i]);
        }
    }
    if (!table_given)
        ctm_table_default(o->table);
    if (candy_hunter_params_check(&o->hp, err, (int)sizeof err) != 0)
        jcli_die("%s", err);
    if (hunter_opt != NULL && o->kind != CANDY_TAGGER_HUNTER)
        jcli_die("%s is one of the hunter's constants: it does nothing with --kind %s", hunter_opt,
                 candy_tagger_name(o->kind));
}

/* one input line without its newline; 0 at the end of input */
static int ctm_line(char *line, int *lineno)
{
    size_t len = 0;
    int ch;
    while ((ch = getchar()) != EOF && ch != '\n') {
        if (ch == '\0')
            jcli_fail("input line %d holds a NUL byte", *lineno + 1);
        if (len == CTM_LINE - 2)
            jcli_fail("input line %d is longer than %d bytes", *lineno + 1, CTM_LINE - 2);
        line[len++] = (char)ch;
    }
    if (ch == EOF && len == 0)
        return 0;
    ++*lineno;
    line[len] = '\0';
    if (len > 0 && line[len - 1] == '\r')
        line[--len] = '\0';
    return 1;
}

/* N and the rows into m; returns the FNV-1a hash of the rows */
static uint64_t ctm_read_maze(candy_maze *m, int *lineno)
{
    char line[CTM_LINE], err[160], extra;
    uint64_t h = 1469598103934665603ull;
    int n, r, c;
    if (!ctm_line(line, lineno) || sscanf(line, "%d %c", &n, &extra) != 1 ||
        n < CANDY_MIN_N || n > CANDY_MAX_N)
        jcli_fail("line 1: expected N from %d to %d", CANDY_MIN_N, CANDY_MAX_N);
    candy_maze_clear(m, n);
    for (r = 0; r < n; r++) {
        if (!ctm_line(line, lineno) || (int)strlen(line) != n || strspn(line, "#.") != (size_t)n)
            jcli_fail("maze row %d: expected %d characters of '#' and '.'", r + 1, n);
        candy_maze_set_row(m, r, line);
        for (c = 0; c < n; c++)
            h = (h ^ (unsigned char)line[c]) * 1099511628211ull;
    }
    if (candy_maze_check(m, err, (int)sizeof err) != 0)
        jcli_fail("the maze is not valid: %s", err);
    return h;
}

/* one ACT line into o; 0 at the end of input */
static int ctm_read_act(const candy_maze *m, candy_tagger_obs *o, int *lineno)
{
    char line[CTM_LINE], dir, extra;
    int turn, k, tx, ty, seen, mx, my, a, d;
    if (!ctm_line(line, lineno))
        return 0;
    if (sscanf(line, "ACT %d %d %d %d %c %d %d %d %d %c", &turn, &k, &tx, &ty, &dir, &seen,
               &mx, &my, &a, &extra) != 9)
        jcli_fail("line %d: expected 'ACT turn k tx ty tdir seen mx my a', got '%.40s'", *lineno, line);
    d = candy_action_parse(dir);
    if (turn < 1 || turn > CANDY_MAX_TURNS || k < 1 || k > 2 || d < CANDY_U || d > CANDY_L ||
        seen < 0 || seen > 1 || a < 0 || a > 3 ||
        !candy_maze_open(m, tx - 1, ty - 1) ||
        (seen && !candy_maze_open(m, mx - 1, my - 1)) || (!seen && (mx != 0 || my != 0)))
        jcli_fail("line %d: a value is out of range: '%.40s'", *lineno, line);
    memset(o, 0, sizeof *o);
    o->turn = turn;
    o->k = k;
    o->cell = CANDY_CELL(tx - 1, ty - 1);
    o->dir = d;
    o->seen = seen;
    o->maki_seen = seen ? CANDY_CELL(mx - 1, my - 1) : -1;
    o->steps = a;
    o->maki_true = -1;
    return 1;
}

int main(int argc, char **argv)
{
    static candy_maze maze;
    static candy_tagger tagger;
    ctm_opts opt;
    candy_tagger_obs o;
    uint64_t hash;
    int lineno = 0, prev_turn = 0, prev_act = -1;
    jcli_init("candy-tagger");
    ctm_parse(&opt, argc, argv);
    hash = ctm_read_maze(&maze, &lineno);
    candy_tagger_init(&tagger, opt.kind, &maze, opt.table,
                      opt.seed_kind == 2 ? candy_seed_part(opt.seed, CANDY_SEED_TAGGER)
                                         : opt.seed_kind == 1 ? opt.seed : hash);
    tagger.hp = opt.hp;
    while (ctm_read_act(&maze, &o, &lineno)) {
        int act;
        /* docs/rules/candy-hunt.md §2: a look-around is the view of the same turn's next action */
        o.looked = o.k == 2 && o.turn == prev_turn && prev_act == CANDY_ACT_O;
        act = candy_tagger_act(&tagger, &maze, &o);
        printf("%c\n", candy_action_char(act));
        fflush(stdout);
        prev_turn = o.turn;
        prev_act = act;
    }
    return 0;
}
