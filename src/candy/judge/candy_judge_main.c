/*
 * candy_judge_main.c -- bin/candy-judge: options, one game, records.
 *
 *   candy-judge [--seed S] [--n N] [--gen NAME | --maze PATH] [--tagger NAME | --tagger-cmd CMD]
 *               [--footsteps a,b,c] [--time-ms MS] [--replay FILE] [--html FILE]
 *               [--reveal] [--stderr FILE] [--name NAME] CMD
 *
 * Every option error is one line on stderr and exit status 2, before any
 * program is started; output files are opened before the game, so a bad
 * path costs no game.  Exit 0 when a game was played (whatever its result),
 * 2 when it could not be (usage, a command that cannot run, a failing
 * outside tagger), 1 when writing the replay or the HTML failed afterwards.
 * Reference: docs/candy-judge.md; replay keys: docs/candy-replay.md.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "common/judge_cli.h"
#include "common/outfile.h"
#include "common/proc.h"
#include "candy/engine/candy_gen.h"
#include "candy/judge/candy_judge.h"
#include "candy/judge/candy_judge_maze.h"
#include "candy/judge/candy_judge_replay.h"
#include "common/kit_cli.h"

#define CJM_MAX_TIME_MS 600000
#define CJM_DEFAULT_TIME_MS 2000.0

typedef struct cjm_opts {
    candy_judge_cfg cfg;
    const char *replay_path;
    const char *html_path;
    const char *maze_path;
    int tagger_named, gen_named, n_named;
} cjm_opts;

static const char cjm_usage[] =
    "usage: candy-judge [--seed S] [--n N] [--gen braid|rooms|caves|corridors|halls | --maze PATH]\n"
    "                   [--tagger hunter|wander|oracle|sweep|sonar|cutoff | --tagger-cmd CMD]\n"
    "                   [--footsteps a,b,c] [--time-ms MS] [--replay FILE] [--html FILE]\n"
    "                   [--reveal] [--stderr FILE] [--name NAME] CMD\n"
    "Plays one game of Maki's Candy Hunt with the Maki program CMD (run by\n"
    "/bin/sh -c) and prints the result as one JSON line.  Defaults: --seed 1,\n"
    "N from the seed, --gen braid, --tagger hunter, --footsteps 3,6,10,\n"
    "--time-ms 2000.  --maze PATH: the maze from a file of N rows of '#' and\n"
    "'.', or from a directory of such files (seed S plays the file at S mod\n"
    "their count, in name order).  See docs/candy-judge.md.\n";

static void cjm_tagger(cjm_opts *o, const char *v)
{
    o->cfg.tagger = candy_tagger_parse(v);
    if (o->cfg.tagger < 0)
        jcli_die("--tagger: expected hunter, wander, oracle, sweep, sonar or cutoff, got '%s'", v);
    o->tagger_named = 1;
}

static void cjm_gen(cjm_opts *o, const char *v)
{
    o->cfg.gen = candy_gen_parse(v);
    if (o->cfg.gen < 0)
        jcli_die("--gen: expected braid, rooms, caves, corridors or halls, got '%s'", v);
    o->gen_named = 1;
}

static void cjm_footsteps(cjm_opts *o, const char *v)
{
    if (candy_footsteps_parse(v, o->cfg.table) != 0)
        jcli_die("--footsteps: expected three integers a,b,c with 0 <= a <= b <= c <= 999, got '%s'", v);
}

/* Options that take a value; 1 if argv[*i] was one of them. */
static int cjm_option(cjm_opts *o, int argc, char **argv, int *i)
{
    const char *v;
    if ((v = jcli_value("--seed", argc, argv, i)) != NULL)
        o->cfg.seed = jcli_seed(v);
    else if ((v = jcli_value("--n", argc, argv, i)) != NULL) {
        o->cfg.n = (int)jcli_int("--n", v, CANDY_MIN_N, CANDY_MAX_N);
        o->n_named = 1;
    } else if ((v = jcli_value("--gen", argc, argv, i)) != NULL)
        cjm_gen(o, v);
    else if ((v = jcli_value("--maze", argc, argv, i)) != NULL)
        o->maze_path = v;
    else if ((v = jcli_value("--tagger-cmd", argc, argv, i)) != NULL)
        o->cfg.tagger_cmd = v;
    else if ((v = jcli_value("--tagger", argc, argv, i)) != NULL)
        cjm_tagger(o, v);
    else if ((v = jcli_value("--footsteps", argc, argv, i)) != NULL)
        cjm_footsteps(o, v);
    else if ((v = jcli_value("--time-ms", argc, argv, i)) != NULL)
        o->cfg.time_ms = (double)jcli_int("--time-ms", v, 1, CJM_MAX_TIME_MS);
    else if ((v = jcli_value("--replay", argc, argv, i)) != NULL)
        o->replay_path = v;
    else if ((v = jcli_value("--html", argc, argv, i)) != NULL)
        o->html_path = v;
    else if ((v = jcli_value("--stderr", argc, argv, i)) != NULL)
        o->cfg.stderr_path = v;
    else if ((v = jcli_value("--name", argc, argv, i)) != NULL)
        o->cfg.name = v;
    else
        return 0;
    return 1;
}

static void cjm_parse(cjm_opts *o, int argc, char **argv)
{
    static const char *const flags[] = {"--reveal", NULL};
    int i, only_cmd = 0;
    jcli_answer_first(argc, argv, cjm_usage, flags);
    memset(o, 0, sizeof *o);
    o->cfg.seed = 1;
    o->cfg.gen = CANDY_GEN_BRAID;
    o->cfg.tagger = CANDY_TAGGER_HUNTER;
    o->cfg.time_ms = CJM_DEFAULT_TIME_MS;
    candy_footsteps_default(o->cfg.table);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!only_cmd)
            kit_cli_answer(a, "candy-judge", cjm_usage);
        if (!only_cmd && strcmp(a, "--") == 0) {
            only_cmd = 1;
            continue;
        }
        if (!only_cmd && strcmp(a, "--reveal") == 0) {
            o->cfg.reveal = 1;
            continue;
        }
        if (!only_cmd && strncmp(a, "--reveal=", 9) == 0)
            jcli_die("--reveal takes no value");
        if (!only_cmd && a[0] == '-' && a[1] != '\0') {
            if (!cjm_option(o, argc, argv, &i))
                jcli_die("unknown option %s", a);
            continue;
        }
        if (o->cfg.cmd != NULL)
            jcli_die("expected one Maki command, got a second: '%s'", a);
        if (proc_command_blank(a))
            jcli_die("the Maki command is empty");
        o->cfg.cmd = a;
    }
    if (o->cfg.cmd == NULL)
        jcli_die("expected a Maki command (CMD)");
    if (o->cfg.tagger_cmd != NULL && o->tagger_named)
        jcli_die("--tagger and --tagger-cmd exclude each other");
    if (o->maze_path != NULL && o->gen_named)
        jcli_die("--gen and --maze exclude each other");
    if (o->maze_path != NULL && o->n_named)
        jcli_die("--n and --maze exclude each other (the maze file sets N)");
    if (o->cfg.tagger_cmd != NULL && proc_command_blank(o->cfg.tagger_cmd))
        jcli_die("--tagger-cmd: empty command");
    if (o->cfg.tagger_cmd != NULL)
        o->cfg.tagger = CANDY_TAGGER_EXTERNAL;
    if (o->cfg.name == NULL)
        o->cfg.name = o->cfg.cmd;
}

/* the replay (--replay, --html), then the result line on
 * stdout; the exit status */
static int cjm_records(const candy_match *m, const cjm_opts *o)
{
    json_writer w;
    int rc;
    if (m->fail_msg[0] != '\0')
        jcli_note_failure(o->cfg.name ? o->cfg.name : o->cfg.cmd, m->w.end_turn,
                          candy_reason_name(m->w.reason), m->fail_msg,
                          m->has_fail_reply ? m->fail_reply : NULL);
    json_w_init(&w);
    candy_judge_replay_json(m, &w);
    rc = jcli_write_records(&w, o->replay_path, o->html_path);
    json_w_free(&w);
    json_w_init(&w);
    candy_judge_result_json(m, &w);
    if (jcli_print_result(&w, "candy") != 0)
        rc = 1;
    json_w_free(&w);
    return rc;
}

int main(int argc, char **argv)
{
    static candy_match m; /* large: keep it off the stack */
    cjm_opts o;
    char err[512], tmp_log[256];
    const char *temp = NULL;
    static const char *const outs[3] = {"--replay", "--html", "--stderr"};
    const char *paths[3];
    int rc, created[3];
    static candy_maze file_maze;
    static char maze_file[4096];
    jcli_init("candy-judge");
    cjm_parse(&o, argc, argv);
    if (o.maze_path != NULL) {
        if (candy_judge_maze_load(o.maze_path, o.cfg.seed, &file_maze, maze_file, sizeof maze_file, err,
                            sizeof err) != 0)
            jcli_fail("%s", err);
        o.cfg.maze = &file_maze;
        o.cfg.maze_file = maze_file;
    }
    paths[0] = o.replay_path;
    paths[1] = o.html_path;
    paths[2] = o.cfg.stderr_path;
    {
        static const char *const whose[2] = {"Maki", "the --tagger-cmd tagger"};
        const char *cmds[2];
        cmds[0] = o.cfg.cmd;
        cmds[1] = o.cfg.tagger_cmd;
        jcli_check_outs_commands(3, paths, outs, 2, cmds, whose);
    }
    jcli_check_outs(3, paths, outs, o.maze_path != NULL ? maze_file : NULL, "the maze file", created);
    if (o.cfg.stderr_path == NULL && (o.replay_path != NULL || o.html_path != NULL)) {
        /* without --stderr, a replay still gets the bot's #heat lines: a temporary log */
        if ((o.cfg.stderr_path = temp = proc_temp_log(tmp_log, sizeof tmp_log, "candy-judge-stderr")) == NULL)
            fprintf(stderr, "candy-judge: warning: no temporary file for Maki's stderr (%s): the replay "
                            "gets no #heat lines\n", strerror(errno));
    }
    proc_install_cleanup();
    jcli_records_pending(o.replay_path, created[0], o.html_path, created[1]);
    m.cfg = o.cfg;
    if (candy_judge_run(&m, err, sizeof err) != 0) {
        jcli_error(err);
        jcli_drop_out(o.replay_path, created[0]); /* no game: nothing written */
        jcli_drop_out(o.html_path, created[1]);
        if (temp)
            unlink(temp);
        return 2;
    }
    candy_judge_read_heat(&m, m.cfg.stderr_path);
    if (temp)
        unlink(temp);
    rc = cjm_records(&m, &o);
    if (temp != NULL && m.log_errno != 0)
        fprintf(stderr, "candy-judge: warning: Maki's stderr could not be kept for the replay's #heat lines: %s\n",
                outfile_strerror(m.log_errno));
    else if (jcli_log_failed("--stderr", o.cfg.stderr_path, m.log_errno))
        rc = 1;
    candy_judge_free(&m);
    return rc;
}
