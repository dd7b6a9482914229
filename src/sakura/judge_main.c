/*
 * judge_main.c -- bin/sakura-judge: options, then one game, then records.
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
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "common/html_export.h"
#include "common/proc.h"
#include "sakura/sakura_judge.h"

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

_Noreturn static void sjm_die(const char *fmt, ...)
{
    va_list ap;
    fputs("sakura-judge: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs(" (see --help)\n", stderr);
    exit(2);
}

static int sjm_all_digits(const char *s)
{
    if (*s == '\0')
        return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return 0;
    return 1;
}

static uint64_t sjm_seed(const char *v)
{
    unsigned long long x;
    char *end;
    errno = 0;
    if (!sjm_all_digits(v) || strlen(v) > 20)
        sjm_die("--seed: expected a non-negative integer below 2^64, got '%s'", v);
    x = strtoull(v, &end, 10);
    if (errno == ERANGE || *end != '\0')
        sjm_die("--seed: expected a non-negative integer below 2^64, got '%s'", v);
    return (uint64_t)x;
}

static double sjm_time(const char *v)
{
    long x = 0;
    if (sjm_all_digits(v) && strlen(v) <= 7)
        x = strtol(v, NULL, 10);
    if (x < 1 || x > SJM_MAX_TIME_MS)
        sjm_die("--time-ms: expected an integer from 1 to %d, got '%s'", SJM_MAX_TIME_MS, v);
    return (double)x;
}

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
            sjm_die("--init: expected six integers \"vr vc r1 c1 r2 c2\", got '%s'", v);
        x = strtol(p, &end, 10);
        if (x < 1 || x > SAKURA_N || (*end != '\0' && *end != ' ' && *end != '\t'))
            sjm_die("--init: every coordinate must be an integer from 1 to %d, got '%s'", SAKURA_N, v);
        out[n++] = (int)x;
        p = end;
    }
    if (n != 6)
        sjm_die("--init: expected six integers \"vr vc r1 c1 r2 c2\", got '%s'", v);
    if ((out[0] == out[2] && out[1] == out[3]) || (out[0] == out[4] && out[1] == out[5]) ||
        (out[2] == out[4] && out[3] == out[5]))
        sjm_die("--init: the vein and the two start cells must be three different cells, got '%s'", v);
}

static void sjm_check_dir(const char *v)
{
    struct stat st;
    if (stat(v, &st) != 0 || !S_ISDIR(st.st_mode))
        sjm_die("--stderr-dir: '%s' is not a directory", v);
}

/* "--opt VALUE" or "--opt=VALUE": the value, or NULL if arg is not opt */
static const char *sjm_value(const char *opt, int argc, char **argv, int *i)
{
    size_t n = strlen(opt);
    const char *arg = argv[*i], *v = NULL;
    if (strncmp(arg, opt, n) != 0)
        return NULL;
    if (arg[n] == '=')
        v = arg + n + 1;
    else if (arg[n] != '\0')
        return NULL;
    else if (*i + 1 >= argc)
        sjm_die("%s needs a value", opt);
    else
        v = argv[++*i];
    if (*v == '\0')
        sjm_die("%s: empty value", opt);
    return v;
}

/* Options that take a value; 1 if argv[*i] was one of them. */
static int sjm_option(sjm_opts *o, int argc, char **argv, int *i)
{
    const char *v;
    if ((v = sjm_value("--seed", argc, argv, i)) != NULL)
        o->cfg.seed = sjm_seed(v);
    else if ((v = sjm_value("--init", argc, argv, i)) != NULL) {
        sjm_init(v, o->cfg.init);
        o->cfg.have_init = 1;
    } else if ((v = sjm_value("--time-ms", argc, argv, i)) != NULL)
        o->cfg.time_ms = sjm_time(v);
    else if ((v = sjm_value("--replay", argc, argv, i)) != NULL)
        o->replay_path = v;
    else if ((v = sjm_value("--html", argc, argv, i)) != NULL)
        o->html_path = v;
    else if ((v = sjm_value("--name1", argc, argv, i)) != NULL)
        o->cfg.name[0] = v;
    else if ((v = sjm_value("--name2", argc, argv, i)) != NULL)
        o->cfg.name[1] = v;
    else if ((v = sjm_value("--stderr-dir", argc, argv, i)) != NULL) {
        sjm_check_dir(v);
        o->cfg.stderr_dir = v;
    } else
        return 0;
    return 1;
}

static void sjm_parse(sjm_opts *o, int argc, char **argv)
{
    int i, ncmd = 0, only_cmds = 0;
    memset(o, 0, sizeof *o);
    o->cfg.seed = 1;
    o->cfg.time_ms = SAKURA_JUDGE_DEFAULT_TIME_MS;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!only_cmds && (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0)) {
            fputs(sjm_usage, stdout);
            exit(0);
        }
        if (!only_cmds && strcmp(a, "--") == 0) {
            only_cmds = 1;
            continue;
        }
        if (!only_cmds && a[0] == '-' && a[1] != '\0') {
            if (!sjm_option(o, argc, argv, &i))
                sjm_die("unknown option '%s'", a);
            continue;
        }
        if (ncmd == 2)
            sjm_die("expected two bot commands, got a third: '%s'", a);
        if (a[0] == '\0')
            sjm_die("bot command %d is empty", ncmd + 1);
        o->cfg.cmd[ncmd++] = a;
    }
    if (ncmd < 2)
        sjm_die("expected two bot commands (CMD1 CMD2), got %d", ncmd);
    for (i = 0; i < 2; i++)
        if (o->cfg.name[i] == NULL)
            o->cfg.name[i] = o->cfg.cmd[i];
}

/* Fail now, not after the game, if an output file cannot be written. */
static FILE *sjm_open_out(const char *path, const char *opt)
{
    FILE *f;
    if (path == NULL)
        return NULL;
    f = fopen(path, "w");
    if (f == NULL)
        sjm_die("%s: cannot write '%s': %s", opt, path, strerror(errno));
    return f;
}

static int sjm_write_records(const sjm_opts *o, const sakura_match *m, FILE *replay)
{
    json_writer w;
    char err[256];
    int rc = 0;
    json_w_init(&w);
    sakura_judge_write_replay(m, &o->cfg, &w);
    if (w.failed) {
        fprintf(stderr, "sakura-judge: out of memory writing the replay\n");
        rc = 1;
    }
    if (rc == 0 && replay != NULL && (fputs(w.buf, replay) < 0 || fputc('\n', replay) < 0 || fflush(replay) != 0)) {
        fprintf(stderr, "sakura-judge: --replay: writing '%s' failed: %s\n", o->replay_path, strerror(errno));
        rc = 1;
    }
    if (rc == 0 && o->html_path != NULL && html_export(w.buf, o->html_path, err, sizeof err) != 0) {
        fprintf(stderr, "sakura-judge: --html: %s\n", err);
        rc = 1;
    }
    json_w_free(&w);
    return rc;
}

static void sjm_print_result(const sakura_match *m)
{
    json_writer w;
    json_w_init(&w);
    sakura_judge_write_result(m, &w);
    printf("%s\n", w.failed ? "{\"game\":\"sakura\",\"error\":\"out of memory\"}" : w.buf);
    fflush(stdout);
    json_w_free(&w);
}

int main(int argc, char **argv)
{
    static sakura_match m; /* large: keep it off the stack */
    sjm_opts o;
    FILE *replay, *html;
    char err[512];
    int rc;
    sjm_parse(&o, argc, argv);
    replay = sjm_open_out(o.replay_path, "--replay");
    html = sjm_open_out(o.html_path, "--html");
    if (html != NULL)
        fclose(html);
    proc_install_cleanup();
    if (sakura_judge_play(&o.cfg, &m, err, sizeof err) != 0) {
        fprintf(stderr, "sakura-judge: %s\n", err);
        if (replay != NULL) { /* no game: no replay file */
            fclose(replay);
            remove(o.replay_path);
        }
        return 2;
    }
    rc = sjm_write_records(&o, &m, replay);
    if (replay != NULL && fclose(replay) != 0 && rc == 0) {
        fprintf(stderr, "sakura-judge: --replay: closing '%s' failed\n", o.replay_path);
        rc = 1;
    }
    sjm_print_result(&m);
    return rc;
}
