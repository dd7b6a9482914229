/*
 * sakura_judge_main.c -- bin/sakura-judge: options, then one game, then records.
 *
 *   sakura-judge [--seed S] [--init "vr vc r1 c1 r2 c2"] [--time-ms MS]
 *                [--replay FILE] [--html FILE] [--name1 A] [--name2 B]
 *                [--stderr-dir DIR] CMD1 CMD2
 *
 * Every option error is one line on stderr and exit status 2, before any
 * bot is started; output files are opened before the game too, so a bad
 * path costs no game.  Exit 0 when a game was played (whatever its
 * result), 2 when it could not be (usage, a bot command that cannot run),
 * 1 when writing the replay or the HTML failed after the game.
 * The full reference is docs/sakura-judge.md.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "common/judge_cli.h"
#include "common/proc.h"
#include "sakura/judge/sakura_judge.h"
#include "common/kit_cli.h"

#define SJM_MAX_TIME_MS 600000

typedef struct sjm_opts {
    sakura_judge_cfg cfg;
    const char *replay_path;
    const char *html_path;
} sjm_opts;

static const char sjm_usage[] =
    "usage: sakura-judge [--seed S] [--init \"vr vc r1 c1 r2 c2\"] [--time-ms MS]\n"
    "                    [--replay FILE] [--html FILE] [--name1 A] [--name2 B]\n"
    "                    [--stderr-dir DIR] CMD1 CMD2\n"
    "Plays one Sakura Duel game between two bot commands (run by /bin/sh -c)\n"
    "and prints the result as one JSON line.  Defaults: --seed 1, set-up from\n"
    "the seed, --time-ms 1000, bots' stderr discarded.  See docs/sakura-judge.md.\n";

/* six integers 1..7 separated by spaces; three distinct cells */
static void sjm_init(const char *v, int out[6])
{
    const char *p = v;
    int n = 0;
    for (;;) {
        char *end;
        long x;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '\0')
            break;
        if (*p < '0' || *p > '9' || n == 6)
            jcli_die("--init: expected six integers \"vr vc r1 c1 r2 c2\", got '%s'", v);
        x = strtol(p, &end, 10);
        if (x < 1 || x > SAKURA_N || (*end != '\0' && *end != ' ' && *end != '\t'))
            jcli_die("--init: every coordinate must be an integer from 1 to %d, got '%s'", SAKURA_N, v);
        out[n++] = (int)x;
        p = end;
    }
    if (n != 6)
        jcli_die("--init: expected six integers \"vr vc r1 c1 r2 c2\", got '%s'", v);
    if ((out[0] == out[2] && out[1] == out[3]) || (out[0] == out[4] && out[1] == out[5]) ||
        (out[2] == out[4] && out[3] == out[5]))
        jcli_die("--init: the vein and the two start cells must be three different cells, got '%s'", v);
}

static void sjm_check_dir(const char *v)
{
    struct stat st;
    if (stat(v, &st) != 0 || !S_ISDIR(st.st_mode))
        jcli_die("--stderr-dir: '%s' is not a directory", v);
}

/* Options that take a value; 1 if argv[*i] was one of them. */
static int sjm_option(sjm_opts *o, int argc, char **argv, int *i)
{
    const char *v;
    if ((v = jcli_value("--seed", argc, argv, i)) != NULL)
        o->cfg.seed = jcli_seed(v);
    else if ((v = jcli_value("--init", argc, argv, i)) != NULL) {
        sjm_init(v, o->cfg.init);
        o->cfg.have_init = 1;
    } else if ((v = jcli_value("--time-ms", argc, argv, i)) != NULL)
        o->cfg.time_ms = (double)jcli_int("--time-ms", v, 1, SJM_MAX_TIME_MS);
    else if ((v = jcli_value("--replay", argc, argv, i)) != NULL)
        o->replay_path = v;
    else if ((v = jcli_value("--html", argc, argv, i)) != NULL)
        o->html_path = v;
    else if ((v = jcli_value("--name1", argc, argv, i)) != NULL)
        o->cfg.name[0] = v;
    else if ((v = jcli_value("--name2", argc, argv, i)) != NULL)
        o->cfg.name[1] = v;
    else if ((v = jcli_value("--stderr-dir", argc, argv, i)) != NULL) {
        sjm_check_dir(v);
        o->cfg.stderr_dir = v;
    } else
        return 0;
    return 1;
}

static void sjm_parse(sjm_opts *o, int argc, char **argv)
{
    static const char *const no_flags[] = {NULL}; /* every option takes a value */
    int i, ncmd = 0, only_cmds = 0;
    jcli_answer_first(argc, argv, sjm_usage, no_flags);
    memset(o, 0, sizeof *o);
    o->cfg.seed = 1;
    o->cfg.time_ms = SAKURA_JUDGE_DEFAULT_TIME_MS;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!only_cmds)
            kit_cli_answer(a, "sakura-judge", sjm_usage);
        if (!only_cmds && strcmp(a, "--") == 0) {
            only_cmds = 1;
            continue;
        }
        if (!only_cmds && a[0] == '-' && a[1] != '\0') {
            if (!sjm_option(o, argc, argv, &i))
                jcli_die("unknown option %s", a);
            continue;
        }
        if (ncmd == 2)
            jcli_die("expected two bot commands, got a third: '%s'", a);
        if (proc_command_blank(a)) /* checked before any bot starts */
            jcli_die("bot command %d is empty", ncmd + 1);
        o->cfg.cmd[ncmd++] = a;
    }
    if (ncmd < 2)
        jcli_die("expected two bot commands (CMD1 CMD2), got %d", ncmd);
    for (i = 0; i < 2; i++)
        if (o->cfg.name[i] == NULL)
            o->cfg.name[i] = o->cfg.cmd[i];
}

/* one stderr line per player that forfeited: turn, reason, the reply */
static void sjm_note_failures(const sakura_match *m, const sakura_judge_cfg *cfg)
{
    int i;
    char who[96];
    for (i = 0; i < 2; i++) {
        if (m->fail_reason[i] == SAKURA_END_NONE)
            continue;
        snprintf(who, sizeof who, "player %d (%s)", i + 1, cfg->name[i]);
        jcli_note_failure(who, m->turns, sakura_reason_name(m->fail_reason[i]), m->fail_msg[i],
                          m->has_fail_reply[i] ? m->fail_reply[i] : NULL);
    }
}

int main(int argc, char **argv)
{
    static sakura_match m; /* large: keep it off the stack */
    sjm_opts o;
    json_writer w;
    char err[512];
    static const char *const outs[4] = {"--replay", "--html", "--stderr-dir", "--stderr-dir"};
    const char *paths[4];
    char logs[2][4096];
    int rc, i, created[4];
    jcli_init("sakura-judge");
    sjm_parse(&o, argc, argv);
    paths[0] = o.replay_path;
    paths[1] = o.html_path;
    for (i = 0; i < 2; i++) { /* the bots' logs too, so that no bot starts before one is refused */
        snprintf(logs[i], sizeof logs[i], "%s/p%d.stderr", o.cfg.stderr_dir ? o.cfg.stderr_dir : "", i + 1);
        paths[2 + i] = o.cfg.stderr_dir ? logs[i] : NULL;
    }
    {
        static const char *const whose[2] = {"player 1", "player 2"};
        jcli_check_outs_commands(4, paths, outs, 2, o.cfg.cmd, whose);
    }
    jcli_check_outs(4, paths, outs, NULL, NULL, created);
    proc_install_cleanup();
    jcli_records_pending(o.replay_path, created[0], o.html_path, created[1]);
    if (sakura_judge_play(&o.cfg, &m, err, sizeof err) != 0) {
        jcli_error(err);
        jcli_drop_out(o.replay_path, created[0]); /* no game: nothing written */
        jcli_drop_out(o.html_path, created[1]);
        return 2;
    }
    sjm_note_failures(&m, &o.cfg);
    json_w_init(&w);
    sakura_judge_write_replay(&m, &o.cfg, &w);
    rc = jcli_write_records(&w, o.replay_path, o.html_path);
    json_w_free(&w);
    for (i = 0; i < 2 && o.cfg.stderr_dir != NULL; i++)
        if (jcli_log_failed("--stderr-dir", logs[i], m.log_errno[i]))
            rc = 1;
    json_w_init(&w);
    sakura_judge_write_result(&m, &w);
    if (jcli_print_result(&w, "sakura") != 0)
        rc = 1;
    json_w_free(&w);
    return rc;
}
