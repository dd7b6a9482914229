/*
 * arena_cli.c -- parsing the arena's command line; see arena_cli.h.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_cli.h"
#include "common/kit_cli.h"
#include "common/json.h"
#include "common/decimal.h"
#include "common/outfile.h"

#define CL_DEFAULT_SAKURA_GAMES 100
#define CL_DEFAULT_CANDY_GAMES 20
#define CL_WATCHDOG_BASE_S 120.0 /* default watchdog: this plus 3x the budget */
#define CL_GAME_TIMEOUT_MAX_S 86400.0 /* a watchdog past a day watches nothing */
#define CL_DEFAULT_BUDGET_MS 2000.0 /* the larger of the judges' default budgets */
#define CL_MAX_CONCURRENCY 4096
#define CL_MAX_GAMES 2000000LL     /* more is a typo: days of play (and AP_MAX_GAMES caps a run) */
#define CL_MAX_SPRT_ELO 1000.0    /* an SPRT bound beyond is no test (Elo 1000: 99.7%) */
#define CL_MAX_TIME_MS 100000000LL /* the judges check their own, smaller range */
#define CL_MAX_N 1000              /* likewise: candy-judge says which N it takes */

static const char cl_usage[] =
    "usage: arena sakura --bot NAME=CMD --bot NAME=CMD [...] [options]\n"
    "       arena candy --bot NAME=CMD [...] [options]\n"
    "       arena report [--json] [--sprt E0,E1[,A,B]] [--print-commands] [--html PAGE]\n"
    "                    [--baseline OLD.jsonl] FILE...\n"
    "       arena --help | --version\n"
    "Bot commands and judge options are checked before the first game.\n"
    "options (both games):\n"
    "  --games N          sakura: games per pairing (even, default 100);\n"
    "                     candy: seeds per tagger x generator (default 20)\n"
    "  --seed S           first judge seed, 0..2^64-1 (default 1); games use S, S+1, ...\n"
    "  --concurrency J    judges at once (default: number of cores)\n"
    "  --out FILE         one JSON line per game; rerun to resume\n"
    "  --json             final summary as JSON\n"
    "  --shard K/N        play only shard K of N (split by seed)\n"
    "  --print-commands   print each game's judge command and exit\n"
    "  --replays DIR      each game writes its replay to DIR/KEY.json\n"
    "  --judge PATH       judge program (default: next to bin/arena)\n"
    "  --time-ms T        time budget passed to the judge\n"
    "  --judge-arg ARG    extra judge option, verbatim (repeatable)\n"
    "  --game-timeout SEC kill a judge running longer (default 120 + 3 x budget)\n"
    "  --progress bar|plain  progress display (default: bar on a terminal)\n"
    "  --html PAGE        also write the results as one self-contained page (plots,\n"
    "                     sortable game tables, links to the --replays; run or report)\n"
    "  --baseline OLD.jsonl  compare with an older run's records, seed by seed\n"
    "                     (repeatable: shards; in the table, --json and --html)\n"
    "sakura: --round-robin (all pairings, and a ranking; default: first bot vs each other)\n"
    "        --sprt ELO0,ELO1[,ALPHA,BETA]  normalised-Elo GSPRT (2 bots)\n"
    "candy:  --taggers a,b  --gens a,b  --footsteps a,b,c  --n N\n"
    "        --reveal-bot NAME  pass --reveal to the judge for that bot\n"
    "        --tagger-cmd NAME=CMD  tagger NAME is the outside program CMD (judge\n"
    "                           --tagger-cmd); list NAME in --taggers, or leave\n"
    "                           --taggers out to play only these\n"
    "        --maze NAME=PATH   generator NAME plays the maze file PATH, or the\n"
    "                           files of directory PATH by seed (judge --maze);\n"
    "                           list NAME in --gens, or leave --gens out\n";

const char *arena_cli_usage(void)
{
    return cl_usage;
}

/* split "a,b,c" (a malloc'd copy kept in *buf) into names */
static int cl_names(const char *opt, const char *s, char **buf, const char ***list, int *n, char *err,
                    size_t cap)
{
    char *p, *tok, *save = NULL;
    int i, k = 0;
    size_t count = 1;
    for (p = (char *)s; *p; p++)
        count += *p == ',';
    free(*buf);
    free((void *)*list);
    *buf = strdup(s);
    *list = (const char **)calloc(count, sizeof **list);
    if (!*buf || !*list) {
        snprintf(err, cap, "out of memory");
        return -1;
    }
    for (tok = strtok_r(*buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (!arena_name_ok(tok)) {
            snprintf(err, cap, "%s: bad name '%s' in '%s'", opt, tok, s);
            return -1;
        }
        for (i = 0; i < k; i++)
            if (strcmp((*list)[i], tok) == 0) {
                snprintf(err, cap, "%s: '%s' listed twice in '%s'", opt, tok, s);
                return -1;
            }
        (*list)[k++] = tok;
    }
    if (k == 0) {
        snprintf(err, cap, "%s: empty list '%s'", opt, s);
        return -1;
    }
    if ((size_t)k != count) { /* strtok_r skipped an empty item: "braid,", "a,,b" */
        snprintf(err, cap, "%s: empty name in '%s'", opt, s);
        return -1;
    }
    *n = k;
    return 0;
}

static int cl_sprt(const char *s, arena_sprt_opt *o, char *err, size_t cap)
{
    char buf[128], *tok, *save = NULL;
    double v[4] = {0, 0, 0.05, 0.05};
    int k = 0;
    size_t n = strlen(s);
    snprintf(buf, sizeof buf, "%s", s);
    /* strtok_r would merge empty fields: ",0,10" and "0,,10" are not 0,10 */
    if (n == 0 || n >= sizeof buf || s[0] == ',' || s[n - 1] == ',' || strstr(s, ",,") != NULL)
        k = 99;
    for (tok = k ? NULL : strtok_r(buf, ",", &save); tok && k < 4; tok = strtok_r(NULL, ",", &save))
        if (decimal_parse(tok, &v[k++]) != 0)
            k = 99;
    if (tok || (k != 2 && k != 4) || !(v[0] < v[1]) || !(v[0] >= -CL_MAX_SPRT_ELO) ||
        !(v[1] <= CL_MAX_SPRT_ELO) || !(v[2] > 0 && v[2] < 0.5) || !(v[3] > 0 && v[3] < 0.5)) {
        snprintf(err, cap, "bad --sprt '%s' (want ELO0,ELO1[,ALPHA,BETA], -1000 <= ELO0 < ELO1 <= 1000, "
                           "0 < ALPHA,BETA < 0.5)", s);
        return -1;
    }
    o->on = 1;
    o->elo0 = v[0];
    o->elo1 = v[1];
    o->alpha = v[2];
    o->beta = v[3];
    return 0;
}

/* NAME=CMD for --bot, --tagger-cmd or --maze (NAME=PATH), appended to
 * list[*n]; 0 or -1 + err */
static int cl_named_cmd(const char *s, const char *opt, arena_bot *list, int *n, char *err,
                        size_t cap)
{
    const char *eq = strchr(s, '=');
    char name[ARENA_NAME_MAX + 1];
    size_t len = eq ? (size_t)(eq - s) : 0;
    int i;
    arena_bot *b;
    if (!eq || len == 0 || !eq[1]) {
        snprintf(err, cap, "bad %s '%s' (want NAME=%s)", opt, s, strcmp(opt, "--maze") ? "CMD" : "PATH");
        return -1;
    }
    if (len <= ARENA_NAME_MAX) {
        memcpy(name, s, len);
        name[len] = '\0';
    }
    if (len > ARENA_NAME_MAX || !arena_name_ok(name)) {
        snprintf(err, cap, "bad %s name '%.*s' (letters, digits, _ . + - only, < %d bytes)", opt,
                 (int)len, s, ARENA_NAME_MAX);
        return -1;
    }
    for (i = 0; i < *n; i++)
        if (strcmp(list[i].name, name) == 0) {
            snprintf(err, cap, "%s name '%s' used twice", opt, name);
            return -1;
        }
    b = &list[(*n)++];
    b->name = strndup(s, len);
    b->cmd = eq + 1;
    b->reveal = 0;
    if (!b->name) {
        snprintf(err, cap, "out of memory");
        return -1;
    }
    return 0;
}

static int cl_reveal(arena_opts *o, const char *name, char *err, size_t cap)
{
    int i;
    for (i = 0; i < o->cfg.nbots; i++)
        if (strcmp(o->cfg.bots[i].name, name) == 0) {
            o->cfg.bots[i].reveal = 1;
            return 0;
        }
    snprintf(err, cap, "--reveal-bot '%s': no such bot (give --bot first)", name);
    return -1;
}

/* an integer option in [lo, hi]; 0, or -1 + a message naming the range */
static int cl_int(const char *opt, const char *val, long long lo, long long hi, long long *out,
                  char *err, size_t cap)
{
    if (kit_cli_parse_number(val, lo, hi, out) == 0)
        return 0;
    snprintf(err, cap, "%s: expected an integer from %lld to %lld, got '%s'", opt, lo, hi, val);
    return -1;
}

/* --seed as the judges read it (kit_cli_parse_seed) */
static int cl_seed(const char *val, unsigned long long *out, char *err, size_t cap)
{
    if (kit_cli_parse_seed(val, out) == 0)
        return 0;
    snprintf(err, cap, "--seed: expected an integer from 0 to %llu (2^64-1), got '%s'",
             ULLONG_MAX, val);
    return -1;
}

/* the numeric options; 0, -1 + err, or 1 if opt is not one of them */
static int cl_number(arena_opts *o, const char *opt, const char *val, char *err, size_t cap)
{
    arena_config *c = &o->cfg;
    long long v;
    if (!strcmp(opt, "--games"))
        return cl_int(opt, val, 1, CL_MAX_GAMES, &c->games, err, cap);
    if (!strcmp(opt, "--seed"))
        return cl_seed(val, &c->seed, err, cap);
    if (!strcmp(opt, "--time-ms"))
        return cl_int(opt, val, 1, CL_MAX_TIME_MS, &c->time_ms, err, cap);
    if (!strcmp(opt, "--n"))
        return cl_int(opt, val, 1, CL_MAX_N, &c->n, err, cap);
    if (!strcmp(opt, "--concurrency")) {
        if (cl_int(opt, val, 1, CL_MAX_CONCURRENCY, &v, err, cap) != 0)
            return -1;
        return o->concurrency = (int)v, 0;
    }
    if (!strcmp(opt, "--game-timeout")) {
        if (decimal_parse(val, &o->game_timeout_s) == 0 && o->game_timeout_s > 0 &&
            o->game_timeout_s <= CL_GAME_TIMEOUT_MAX_S)
            return 0;
        return snprintf(err, cap, "--game-timeout: expected seconds, more than 0 and at most %.0f, got '%s'",
                        CL_GAME_TIMEOUT_MAX_S, val), -1;
    }
    return 1;
}

/* the options whose value is a word kept as it is; 1 if opt is not one */
static int cl_word(arena_opts *o, const char *opt, const char *val)
{
    arena_config *c = &o->cfg;
    if (!strcmp(opt, "--out"))
        o->out = val;
    else if (!strcmp(opt, "--replays"))
        c->replay_dir = val;
    else if (!strcmp(opt, "--judge"))
        c->judge = val;
    else if (!strcmp(opt, "--judge-arg"))
        c->judge_args[c->njudge_args++] = val;
    else if (!strcmp(opt, "--footsteps"))
        c->footsteps = val;
    else if (!strcmp(opt, "--html"))
        o->html = val;
    else if (!strcmp(opt, "--baseline"))
        o->baseline[o->nbaseline++] = val;
    else
        return 1;
    return 0;
}

static int cl_shard(arena_config *c, const char *val, char *err, size_t cap)
{
    const char *slash = strchr(val, '/');
    char kbuf[32];
    long long k, n;
    if (slash != NULL && slash - val < (long)sizeof kbuf) {
        snprintf(kbuf, sizeof kbuf, "%.*s", (int)(slash - val), val);
        if (kit_cli_parse_number(kbuf, 1, INT_MAX, &k) == 0 && kit_cli_parse_number(slash + 1, 1, INT_MAX, &n) == 0 &&
            k <= n)
            return c->shard_k = (int)k, c->shard_n = (int)n, 0;
    }
    return snprintf(err, cap, "--shard: expected K/N with 1 <= K <= N, got '%s'", val), -1;
}

/* the error for a value that is not UTF-8, its bytes above 0x7F as \xNN */
static int cl_not_utf8(const char *opt, const char *val, char *err, size_t cap)
{
    size_t n = (size_t)snprintf(err, cap, "%s: not valid UTF-8, which the records cannot keep as it is: '", opt);
    for (; *val && n + 6 < cap; val++)
        n += (size_t)snprintf(err + n, cap - n, (unsigned char)*val >= 0x80 ? "\\x%02X" : "%c", (unsigned char)*val);
    snprintf(err + n, cap - n, "'");
    return -1;
}

/* one option with its value (a known option taking one); 0, or -1 + err */
static int cl_option(arena_opts *o, const char *opt, const char *val, char *err, size_t cap)
{
    arena_config *c = &o->cfg;
    int rc;
    if (!json_utf8_valid(val)) /* the records keep commands as JSON text: a stray byte would not resume */
        return cl_not_utf8(opt, val, err, cap);
    if (!strcmp(opt, "--judge-arg") && arena_option_kind(val) != ARENA_OPT_NONE)
        return snprintf(err, cap, "--judge-arg %s: the arena sets this judge option "
                                  "itself; use the arena's own option", val), -1;
    if (!strcmp(opt, "--judge-arg") &&
        (!strcmp(val, "--help") || !strcmp(val, "-h") || !strcmp(val, "--version")))
        return snprintf(err, cap, "--judge-arg %s: a judge given it answers and plays no game", val), -1;
    if (!*val && (!strcmp(opt, "--judge-arg") || !strcmp(opt, "--judge") || !strcmp(opt, "--out") ||
                  !strcmp(opt, "--html") || !strcmp(opt, "--replays") || !strcmp(opt, "--baseline")))
        return snprintf(err, cap, "%s: empty value", opt), -1;
    if ((rc = cl_number(o, opt, val, err, cap)) != 1 || (rc = cl_word(o, opt, val)) != 1)
        return rc;
    if (!strcmp(opt, "--bot"))
        return cl_named_cmd(val, opt, c->bots, &c->nbots, err, cap);
    if (!strcmp(opt, "--tagger-cmd"))
        return cl_named_cmd(val, opt, c->tagger_cmds, &c->ntagger_cmds, err, cap);
    if (!strcmp(opt, "--maze"))
        return cl_named_cmd(val, opt, c->mazes, &c->nmazes, err, cap);
    if (!strcmp(opt, "--shard"))
        return cl_shard(c, val, err, cap);
    if (!strcmp(opt, "--sprt"))
        return cl_sprt(val, &o->sprt, err, cap);
    if (!strcmp(opt, "--taggers"))
        return cl_names(opt, val, &o->split_buf[0], &c->taggers, &c->ntaggers, err, cap);
    if (!strcmp(opt, "--gens"))
        return cl_names(opt, val, &o->split_buf[1], &c->gens, &c->ngens, err, cap);
    if (!strcmp(opt, "--reveal-bot"))
        return cl_reveal(o, val, err, cap);
    if (strcmp(opt, "--progress") != 0)
        return snprintf(err, cap, "unknown option %s", opt), -1;
    if (!strcmp(val, "bar") || !strcmp(val, "plain"))
        return o->progress = !strcmp(val, "bar"), 0;
    return snprintf(err, cap, "--progress: expected bar or plain, got '%s'", val), -1;
}

/* the option table: every option, whether it is a flag, who takes it */
enum { CL_IN_SAKURA = 1, CL_IN_CANDY = 2, CL_IN_REPORT = 4, CL_IN_RUNS = 3 };

typedef struct cl_spec {
    const char *name;
    int flag;                /* 1: takes no value */
    int where;               /* CL_IN_* */
} cl_spec;

static const cl_spec cl_specs[] = {
    {"--bot", 0, CL_IN_RUNS},           {"--games", 0, CL_IN_RUNS},
    {"--seed", 0, CL_IN_RUNS},          {"--concurrency", 0, CL_IN_RUNS},
    {"--out", 0, CL_IN_RUNS},           {"--shard", 0, CL_IN_RUNS},
    {"--replays", 0, CL_IN_RUNS},       {"--judge", 0, CL_IN_RUNS},
    {"--time-ms", 0, CL_IN_RUNS},       {"--judge-arg", 0, CL_IN_RUNS},
    {"--game-timeout", 0, CL_IN_RUNS},  {"--progress", 0, CL_IN_RUNS},
    {"--json", 1, CL_IN_RUNS | CL_IN_REPORT},
    {"--print-commands", 1, CL_IN_RUNS | CL_IN_REPORT},
    {"--sprt", 0, CL_IN_SAKURA | CL_IN_REPORT},
    {"--round-robin", 1, CL_IN_SAKURA}, {"--taggers", 0, CL_IN_CANDY},
    {"--gens", 0, CL_IN_CANDY},         {"--footsteps", 0, CL_IN_CANDY},
    {"--n", 0, CL_IN_CANDY},            {"--reveal-bot", 0, CL_IN_CANDY},
    {"--tagger-cmd", 0, CL_IN_CANDY},   {"--html", 0, CL_IN_RUNS | CL_IN_REPORT},
    {"--maze", 0, CL_IN_CANDY},
    {"--baseline", 0, CL_IN_RUNS | CL_IN_REPORT}, {NULL, 0, 0}};

static const cl_spec *cl_find(const char *opt)
{
    int i;
    for (i = 0; cl_specs[i].name; i++)
        if (!strcmp(cl_specs[i].name, opt))
            return &cl_specs[i];
    return NULL;
}

/* the CL_IN_* bit of the command being parsed */
static int cl_where(const arena_opts *o)
{
    if (o->command == ARENA_CMD_REPORT)
        return CL_IN_REPORT;
    return o->cfg.kind == ARENA_SAKURA ? CL_IN_SAKURA : CL_IN_CANDY;
}

static void cl_flag(arena_opts *o, const char *a)
{
    if (!strcmp(a, "--json"))
        o->json = 1;
    else if (!strcmp(a, "--print-commands"))
        o->print_commands = 1;
    else
        o->cfg.round_robin = 1;
}

/* the outside names of --tagger-cmd (kind 0) or --maze (kind 1): not a
 * built-in's, each in --taggers / --gens; without that list, the list is
 * these names */
static int cl_outside_names(arena_opts *o, int kind, char *err, size_t cap)
{
    /* the judge's built-in taggers and generators (docs/rules/candy-hunt.md
     * §5, §6); tests/e2e/arena_checks.sh keeps them equal to candy-judge --help's */
    static const char *const builtin_taggers[] = {"hunter", "wander", "oracle", "sweep", "sonar", "cutoff", NULL};
    static const char *const builtin_gens[] = {"braid", "rooms", "caves", "corridors", "halls", NULL};
    static const char *const opt[2] = {"--tagger-cmd", "--maze"}, *const what[2] = {"tagger", "generator"},
                             *const listopt[2] = {"--taggers", "--gens"};
    arena_config *c = &o->cfg;
    const char *const *builtin = kind ? builtin_gens : builtin_taggers;
    arena_bot *outs = kind ? c->mazes : c->tagger_cmds;
    int nouts = kind ? c->nmazes : c->ntagger_cmds;
    const char ***names = kind ? &c->gens : &c->taggers;
    int *nnames = kind ? &c->ngens : &c->ntaggers;
    char *joined;
    int i, j, rc;
    for (i = 0; i < nouts; i++) {
        const char *name = outs[i].name;
        for (j = 0; builtin[j]; j++)
            if (strcmp(name, builtin[j]) == 0)
                return snprintf(err, cap, "%s name '%s' is a built-in %s's; give it another name", opt[kind],
                                name, what[kind]), -1;
        for (j = 0; j < *nnames && strcmp((*names)[j], name) != 0; j++)
            ;
        if (*nnames && j == *nnames)
            return snprintf(err, cap, "%s name '%s' is not in %s", opt[kind], name, listopt[kind]), -1;
    }
    if (*nnames || !nouts)
        return 0;
    joined = (char *)calloc((size_t)nouts, ARENA_NAME_MAX + 2);
    if (!joined)
        return snprintf(err, cap, "out of memory"), -1;
    for (i = 0; i < nouts; i++) {
        if (i)
            strcat(joined, ",");
        strcat(joined, outs[i].name);
    }
    rc = cl_names(listopt[kind], joined, &o->split_buf[kind], names, nnames, err, cap);
    free(joined);
    return rc;
}

/* a Candy run: at least one bot; taggers and generators default to the
 * judge's (hunter, braid) */
static int cl_candy_defaults(arena_opts *o, char *err, size_t cap)
{
    static const char *const def_tagger[1] = {"hunter"};
    static const char *const def_gen[1] = {"braid"};
    arena_config *c = &o->cfg;
    if (c->nbots < 1)
        return snprintf(err, cap, "candy needs at least one --bot NAME=CMD"), -1;
    if (cl_outside_names(o, 0, err, cap) != 0 || cl_outside_names(o, 1, err, cap) != 0)
        return -1;
    if (c->nmazes && c->n > 0)
        return snprintf(err, cap, "--n and --maze exclude each other (a maze file sets N)"), -1;
    if (!c->ntaggers) {
        c->taggers = (const char **)def_tagger;
        c->ntaggers = 1;
    }
    if (!c->ngens) {
        c->gens = (const char **)def_gen;
        c->ngens = 1;
    }
    return 0;
}

/* the page must not overwrite the records it is made from */
static int cl_html_apart(const arena_opts *o, char *err, size_t cap)
{
    int i;
    const char *hit = NULL, *what = NULL;
    if (o->html == NULL)
        return 0;
    if (o->out != NULL && outfile_same(o->html, o->out))
        hit = o->out, what = "--out";
    for (i = 0; hit == NULL && i < o->nfiles; i++)
        if (outfile_same(o->html, o->files[i]))
            hit = o->files[i], what = "a records file";
    for (i = 0; hit == NULL && i < o->nbaseline; i++)
        if (outfile_same(o->html, o->baseline[i]))
            hit = o->baseline[i], what = "--baseline";
    if (hit == NULL)
        return 0;
    return snprintf(err, cap, "--html '%s' is %s ('%s'): the page would overwrite the records", o->html, what,
                    hit), -1;
}

/* 1 if the file name of path is one the replay folder holds */
static int cl_replay_name(const char *path)
{
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    size_t n = strlen(base);
    return strcmp(base, "viewer.html") == 0 || (n > 5 && strcmp(base + n - 5, ".json") == 0) ||
           (n > 3 && strcmp(base + n - 3, ".js") == 0);
}

int arena_cli_outputs_apart(const arena_opts *o, char *err, size_t cap)
{
    const char *path[2], *opt[2] = {"--out", "--html"};
    const arena_config *c = &o->cfg;
    char dir[PATH_MAX], word[PATH_MAX], as[PATH_MAX + 8];
    int k, i;
    path[0] = o->out;
    path[1] = o->html;
    for (k = 0; k < 2; k++) {
        if (path[k] == NULL)
            continue;
        if (c->judge != NULL && outfile_same(path[k], c->judge))
            return snprintf(err, cap, "%s '%s' is the judge the games run: it would be overwritten", opt[k],
                            path[k]), -1;
        for (i = 0; i < c->nmazes; i++)
            if (outfile_same(path[k], c->mazes[i].cmd))
                return snprintf(err, cap, "%s '%s' is the --maze file of '%s': it would be overwritten", opt[k],
                                path[k], c->mazes[i].name), -1;
        for (i = 0; i < c->nbots + c->ntagger_cmds; i++) {
            const arena_bot *b = i < c->nbots ? &c->bots[i] : &c->tagger_cmds[i - c->nbots];
            if (outfile_in_command(path[k], b->cmd, word, sizeof word))
                return snprintf(err, cap, "%s '%s' is a file the command of %s '%s' names%s: it would be "
                                          "overwritten", opt[k], path[k], i < c->nbots ? "bot" : "tagger", b->name,
                                outfile_named_as(path[k], word, as, sizeof as)), -1;
        }
        outfile_dir_of(path[k], dir, sizeof dir);
        if (c->replay_dir != NULL && outfile_same(dir, c->replay_dir) && cl_replay_name(path[k]))
            return snprintf(err, cap, "%s '%s' is a name the games write in the --replays folder '%s' "
                                      "(KEY.json, KEY.js, viewer.html): write it elsewhere", opt[k], path[k],
                            c->replay_dir), -1;
    }
    return 0;
}

static int cl_defaults_and_checks(arena_opts *o, char *err, size_t cap)
{
    arena_config *c = &o->cfg;
    long long seeds;
    if (cl_html_apart(o, err, cap) != 0 || arena_cli_outputs_apart(o, err, cap) != 0)
        return -1;
    if (o->command == ARENA_CMD_REPORT) {
        if (o->nfiles == 0)
            return snprintf(err, cap, "report: give at least one results file"), -1;
        return 0;
    }
    if (o->nfiles)
        return snprintf(err, cap, "unexpected argument '%s'", o->files[0]), -1;
    if (c->games == 0)
        c->games = c->kind == ARENA_SAKURA ? CL_DEFAULT_SAKURA_GAMES : CL_DEFAULT_CANDY_GAMES;
    if (c->kind == ARENA_SAKURA) {
        if (c->nbots < 2)
            return snprintf(err, cap, "sakura needs at least two --bot NAME=CMD"), -1;
        if (c->games % 2)
            return snprintf(err, cap, "--games %lld: sakura games come in pairs (sides "
                                      "swapped), give an even number", c->games), -1;
        if (o->sprt.on && c->nbots != 2)
            return snprintf(err, cap, "--sprt needs exactly two bots"), -1;
        if (o->sprt.on && c->shard_n > 1) /* each shard would stop on its own games alone */
            return snprintf(err, cap, "--sprt with --shard: a shard cannot stop the whole run; "
                                      "play the shards without it, then `arena report --sprt` their files"), -1;
    } else if (cl_candy_defaults(o, err, cap) != 0) {
        return -1;
    }
    if (o->game_timeout_s <= 0) /* a game may use every player's whole budget */
        o->game_timeout_s = CL_WATCHDOG_BASE_S +
            3.0 * (c->kind == ARENA_SAKURA ? 2 : 1) *
                (c->time_ms > 0 ? (double)c->time_ms : CL_DEFAULT_BUDGET_MS) / 1000.0;
    seeds = c->kind == ARENA_SAKURA ? c->games / 2 : c->games;
    if ((unsigned long long)(seeds - 1) > ULLONG_MAX - c->seed)
        return snprintf(err, cap, "--seed %llu with %lld seeds: the last, --seed + %lld, is past "
                        "the judges' largest seed 2^64-1", c->seed, seeds, seeds - 1), -1;
    return 0;
}

/* ARENA_CMD_HELP / ARENA_CMD_VERSION if a is one of the kit's answers
 * (kit_cli.h), else 0 */
static int cl_answer(const char *a)
{
    if (!strcmp(a, "--help") || !strcmp(a, "-h"))
        return ARENA_CMD_HELP;
    return !strcmp(a, "--version") ? ARENA_CMD_VERSION : 0;
}

/* --help or --version anywhere an option may stand (docs/arena.md): not
 * the value of an option that takes one, nor the word after "--"; so it
 * answers before any usage error the other words would give */
static int cl_scan_answer(int argc, char **argv)
{
    int i, answer;
    for (i = 2; i < argc; i++) {
        const cl_spec *sp;
        if (!strcmp(argv[i], "--")) {
            i++;
            continue;
        }
        if ((answer = cl_answer(argv[i])) != 0)
            return answer;
        if (!strchr(argv[i], '=') && (sp = cl_find(argv[i])) != NULL && !sp->flag)
            i++;
    }
    return 0;
}

/* the command word argv[1]; 0, or -1 + err */
static int cl_command(arena_opts *o, int argc, char **argv, char *err, size_t cap)
{
    if (argc < 2)
        return snprintf(err, cap, "give a command: sakura, candy or report"), -1;
    if ((o->command = cl_answer(argv[1])) != 0 || !strcmp(argv[1], "help")) {
        o->command = o->command ? o->command : ARENA_CMD_HELP;
    } else if (!strcmp(argv[1], "sakura") || !strcmp(argv[1], "candy")) {
        o->command = ARENA_CMD_RUN;
        o->cfg.kind = !strcmp(argv[1], "sakura") ? ARENA_SAKURA : ARENA_CANDY;
    } else if (!strcmp(argv[1], "report")) {
        o->command = ARENA_CMD_REPORT;
    } else {
        return argv[1][0] == '-'
                   ? snprintf(err, cap, "unknown option %s (a command comes first: sakura, candy or report)", argv[1])
                   : snprintf(err, cap, "unknown command '%s' (sakura, candy or report)", argv[1]), -1;
    }
    return 0;
}

/* lists with room for every argument; 0, or -1 + err */
static int cl_alloc(arena_opts *o, int argc, char *err, size_t cap)
{
    o->cfg.bots = (arena_bot *)calloc((size_t)argc, sizeof *o->cfg.bots);
    o->cfg.tagger_cmds = (arena_bot *)calloc((size_t)argc, sizeof *o->cfg.tagger_cmds);
    o->cfg.mazes = (arena_bot *)calloc((size_t)argc, sizeof *o->cfg.mazes);
    o->cfg.judge_args = (const char **)calloc((size_t)argc, sizeof *o->cfg.judge_args);
    o->files = (const char **)calloc((size_t)argc, sizeof *o->files);
    o->baseline = (const char **)calloc((size_t)argc, sizeof *o->baseline);
    if (!o->cfg.bots || !o->cfg.tagger_cmds || !o->cfg.mazes || !o->cfg.judge_args || !o->files ||
        !o->baseline)
        return snprintf(err, cap, "out of memory"), -1;
    return 0;
}

/* the option at argv[*i] (and its value, advancing *i); 0, 1 when it is
 * --help/--version (o->command says which), or -1 + err */
static int cl_arg(arena_opts *o, int argc, char **argv, int *i, char *err, size_t cap)
{
    const char *a = argv[*i], *eq = strchr(a, '='), *val;
    const cl_spec *sp;
    char opt[64];
    snprintf(opt, sizeof opt, "%.*s", eq ? (int)(eq - a) : (int)strlen(a), a);
    if (cl_answer(a))
        return o->command = cl_answer(a), 1;
    if (!(sp = cl_find(opt)))
        return snprintf(err, cap, "unknown option %s", opt), -1;
    if (!(sp->where & cl_where(o)))
        return snprintf(err, cap, "%s does not apply to '%s'", opt, argv[1]), -1;
    if (sp->flag) {
        if (eq)
            return snprintf(err, cap, "%s takes no value", opt), -1;
        cl_flag(o, opt);
        return 0;
    }
    if (!eq && *i + 1 >= argc)
        return snprintf(err, cap, "%s needs a value", opt), -1;
    val = eq ? eq + 1 : argv[++*i];
    return cl_option(o, opt, val, err, cap);
}

int arena_cli_parse(int argc, char **argv, arena_opts *o, char *err, size_t cap)
{
    int i, rc;
    memset(o, 0, sizeof *o);
    o->progress = -1;
    o->cfg.seed = 1;
    o->cfg.shard_k = o->cfg.shard_n = 1;
    if (cl_command(o, argc, argv, err, cap) != 0)
        return -1;
    if (o->command == ARENA_CMD_HELP || o->command == ARENA_CMD_VERSION)
        return 0;
    if ((i = cl_scan_answer(argc, argv)) != 0)
        return o->command = i, 0;
    if (cl_alloc(o, argc, err, cap) != 0)
        return -1;
    for (i = 2; i < argc; i++) {
        int dashes = !strcmp(argv[i], "--"); /* "--": the next word is a file */
        if (dashes && ++i >= argc)
            break;
        if (dashes || (strncmp(argv[i], "--", 2) != 0 && !cl_answer(argv[i]))) {
            o->files[o->nfiles++] = argv[i];
            continue;
        }
        if ((rc = cl_arg(o, argc, argv, &i, err, cap)) != 0)
            return rc < 0 ? -1 : 0;
    }
    return cl_defaults_and_checks(o, err, cap);
}

void arena_cli_free(arena_opts *o)
{
    int i;
    for (i = 0; o->cfg.bots && i < o->cfg.nbots; i++)
        free((void *)o->cfg.bots[i].name);
    free(o->cfg.bots);
    for (i = 0; o->cfg.tagger_cmds && i < o->cfg.ntagger_cmds; i++)
        free((void *)o->cfg.tagger_cmds[i].name);
    free(o->cfg.tagger_cmds);
    for (i = 0; o->cfg.mazes && i < o->cfg.nmazes; i++)
        free((void *)o->cfg.mazes[i].name);
    free(o->cfg.mazes);
    free(o->cfg.judge_args);
    free(o->files);
    free(o->baseline);
    if (o->split_buf[0])
        free((void *)o->cfg.taggers);
    if (o->split_buf[1])
        free((void *)o->cfg.gens);
    free(o->split_buf[0]);
    free(o->split_buf[1]);
    memset(o, 0, sizeof *o);
}
