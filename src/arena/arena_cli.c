/*
 * arena_cli.c -- parsing the arena's command line; see arena_cli.h.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena/arena_cli.h"

#define CL_DEFAULT_SAKURA_GAMES 100
#define CL_DEFAULT_CANDY_GAMES 20
#define CL_WATCHDOG_BASE_S 120.0 /* default watchdog: this plus 3x the budget */
#define CL_DEFAULT_BUDGET_MS 2000.0 /* the larger of the judges' default budgets */
#define CL_MAX_CONCURRENCY 4096
#define CL_MAX_SEED 9007199254740991LL /* seeds stay exact in JSON */

static const char cl_usage[] =
    "usage: arena sakura --bot NAME=CMD --bot NAME=CMD [...] [options]\n"
    "       arena candy --bot NAME=CMD [...] [options]\n"
    "       arena report [--json] [--sprt E0,E1[,A,B]] [--print-commands] FILE...\n"
    "options (both games):\n"
    "  --games N          sakura: games per pairing (even, default 100);\n"
    "                     candy: seeds per tagger x generator (default 20)\n"
    "  --seed S           first judge seed (default 1); games use S, S+1, ...\n"
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
    "sakura: --round-robin (all pairings; default: first bot vs each other)\n"
    "        --sprt ELO0,ELO1[,ALPHA,BETA]  normalised-Elo GSPRT (2 bots)\n"
    "candy:  --taggers a,b  --gens a,b  --footsteps a,b,c  --n N\n"
    "        --reveal-bot NAME  pass --reveal to the judge for that bot\n"
    "        --tagger-cmd NAME=CMD  tagger NAME is the outside program CMD (judge\n"
    "                           --tagger-cmd); list NAME in --taggers, or leave\n"
    "                           --taggers out to play only these\n";

const char *arena_cli_usage(void)
{
    return cl_usage;
}

static int cl_ll(const char *s, long long lo, long long hi, long long *out)
{
    char *end;
    long long v;
    errno = 0;
    v = strtoll(s, &end, 10);
    if (errno || end == s || *end || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static int cl_double(const char *s, double *out)
{
    char *end;
    errno = 0;
    *out = strtod(s, &end);
    return (errno || end == s || *end || *out != *out) ? -1 : 0;
}

/* split "a,b,c" (a malloc'd copy kept in *buf) into names */
static int cl_names(const char *s, char **buf, const char ***list, int *n, char *err, size_t cap)
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
            snprintf(err, cap, "bad name '%s' in '%s'", tok, s);
            return -1;
        }
        for (i = 0; i < k; i++)
            if (strcmp((*list)[i], tok) == 0) {
                snprintf(err, cap, "'%s' listed twice in '%s'", tok, s);
                return -1;
            }
        (*list)[k++] = tok;
    }
    if (k == 0) {
        snprintf(err, cap, "empty list '%s'", s);
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
    snprintf(buf, sizeof buf, "%s", s);
    for (tok = strtok_r(buf, ",", &save); tok && k < 4; tok = strtok_r(NULL, ",", &save))
        if (cl_double(tok, &v[k++]) != 0)
            k = 99;
    if (tok || (k != 2 && k != 4) || !(v[0] < v[1]) || !(v[2] > 0 && v[2] < 0.5) ||
        !(v[3] > 0 && v[3] < 0.5)) {
        snprintf(err, cap, "bad --sprt '%s' (want ELO0,ELO1[,ALPHA,BETA], ELO0 < ELO1, "
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

/* NAME=CMD for --bot or --tagger-cmd, appended to list[*n]; 0 or -1 + err */
static int cl_named_cmd(const char *s, const char *opt, arena_bot *list, int *n, char *err,
                        size_t cap)
{
    const char *eq = strchr(s, '=');
    char name[ARENA_NAME_MAX + 1];
    size_t len = eq ? (size_t)(eq - s) : 0;
    int i;
    arena_bot *b;
    if (!eq || len == 0 || len > ARENA_NAME_MAX || !eq[1]) {
        snprintf(err, cap, "bad %s '%s' (want NAME=CMD)", opt, s);
        return -1;
    }
    memcpy(name, s, len);
    name[len] = '\0';
    if (!arena_name_ok(name)) {
        snprintf(err, cap, "bad %s name '%s' (letters, digits, _ . + - only, < %d bytes)", opt,
                 name, ARENA_NAME_MAX);
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

/* one option with its value; 0, or -1 + err */
static int cl_option(arena_opts *o, const char *opt, const char *val, char *err, size_t cap)
{
    arena_config *c = &o->cfg;
    long long v;
    int k, n;
    if (!strcmp(opt, "--bot"))
        return cl_named_cmd(val, opt, c->bots, &c->nbots, err, cap);
    if (!strcmp(opt, "--tagger-cmd"))
        return cl_named_cmd(val, opt, c->tagger_cmds, &c->ntagger_cmds, err, cap);
    if (!strcmp(opt, "--games")) {
        if (cl_ll(val, 1, 100000000LL, &c->games) == 0)
            return 0;
    } else if (!strcmp(opt, "--seed")) {
        if (cl_ll(val, 0, CL_MAX_SEED, &c->seed) == 0)
            return 0;
    } else if (!strcmp(opt, "--concurrency")) {
        if (cl_ll(val, 1, CL_MAX_CONCURRENCY, &v) == 0)
            return o->concurrency = (int)v, 0;
    } else if (!strcmp(opt, "--out")) {
        return o->out = val, 0;
    } else if (!strcmp(opt, "--shard")) {
        if (sscanf(val, "%d/%d%n", &k, &c->shard_n, &n) == 2 && !val[n] && k >= 1 &&
            c->shard_n >= 1 && k <= c->shard_n)
            return c->shard_k = k, 0;
    } else if (!strcmp(opt, "--replays")) {
        return c->replay_dir = val, 0;
    } else if (!strcmp(opt, "--judge")) {
        return c->judge = val, 0;
    } else if (!strcmp(opt, "--time-ms")) {
        if (cl_ll(val, 1, 100000000LL, &c->time_ms) == 0)
            return 0;
    } else if (!strcmp(opt, "--judge-arg")) {
        return c->judge_args[c->njudge_args++] = val, 0;
    } else if (!strcmp(opt, "--game-timeout")) {
        if (cl_double(val, &o->game_timeout_s) == 0 && o->game_timeout_s > 0)
            return 0;
    } else if (!strcmp(opt, "--progress")) {
        if (!strcmp(val, "bar") || !strcmp(val, "plain"))
            return o->progress = !strcmp(val, "bar"), 0;
    } else if (!strcmp(opt, "--sprt")) {
        return cl_sprt(val, &o->sprt, err, cap);
    } else if (!strcmp(opt, "--taggers")) {
        return cl_names(val, &o->split_buf[0], &c->taggers, &c->ntaggers, err, cap);
    } else if (!strcmp(opt, "--gens")) {
        return cl_names(val, &o->split_buf[1], &c->gens, &c->ngens, err, cap);
    } else if (!strcmp(opt, "--footsteps")) {
        return c->footsteps = val, 0;
    } else if (!strcmp(opt, "--n")) {
        if (cl_ll(val, 1, 1000, &c->n) == 0)
            return 0;
    } else if (!strcmp(opt, "--reveal-bot")) {
        return cl_reveal(o, val, err, cap);
    } else {
        snprintf(err, cap, "unknown option %s", opt);
        return -1;
    }
    snprintf(err, cap, "bad value '%s' for %s", val, opt);
    return -1;
}

static int cl_is_flag(const char *a)
{
    return !strcmp(a, "--json") || !strcmp(a, "--print-commands") || !strcmp(a, "--round-robin");
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

/* which options each command accepts */
static int cl_allowed(const arena_opts *o, const char *opt)
{
    static const char *const sakura_only[] = {"--round-robin", "--sprt", NULL};
    static const char *const candy_only[] = {"--taggers", "--gens", "--footsteps", "--n",
                                             "--reveal-bot", "--tagger-cmd", NULL};
    int i;
    if (o->command == ARENA_CMD_REPORT)
        return !strcmp(opt, "--json") || !strcmp(opt, "--sprt") ||
               !strcmp(opt, "--print-commands");
    for (i = 0; sakura_only[i]; i++)
        if (!strcmp(opt, sakura_only[i]))
            return o->cfg.kind == ARENA_SAKURA;
    for (i = 0; candy_only[i]; i++)
        if (!strcmp(opt, candy_only[i]))
            return o->cfg.kind == ARENA_CANDY;
    return 1;
}

/* --tagger-cmd names: not a built-in's, each in --taggers; without
 * --taggers, the taggers are these */
static int cl_tagger_cmds(arena_opts *o, char *err, size_t cap)
{
    static const char *const builtin[] = {"hunter", "wander", "oracle", NULL};
    arena_config *c = &o->cfg;
    char *joined;
    int i, j, rc;
    for (i = 0; i < c->ntagger_cmds; i++) {
        const char *name = c->tagger_cmds[i].name;
        for (j = 0; builtin[j]; j++)
            if (strcmp(name, builtin[j]) == 0)
                return snprintf(err, cap, "--tagger-cmd name '%s' is a built-in tagger's; "
                                          "give it another name", name), -1;
        for (j = 0; j < c->ntaggers && strcmp(c->taggers[j], name) != 0; j++)
            ;
        if (c->ntaggers && j == c->ntaggers)
            return snprintf(err, cap, "--tagger-cmd name '%s' is not in --taggers", name), -1;
    }
    if (c->ntaggers || !c->ntagger_cmds)
        return 0;
    joined = (char *)calloc((size_t)c->ntagger_cmds, ARENA_NAME_MAX + 2);
    if (!joined)
        return snprintf(err, cap, "out of memory"), -1;
    for (i = 0; i < c->ntagger_cmds; i++) {
        if (i)
            strcat(joined, ",");
        strcat(joined, c->tagger_cmds[i].name);
    }
    rc = cl_names(joined, &o->split_buf[0], &c->taggers, &c->ntaggers, err, cap);
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
    if (cl_tagger_cmds(o, err, cap) != 0)
        return -1;
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

static int cl_defaults_and_checks(arena_opts *o, char *err, size_t cap)
{
    arena_config *c = &o->cfg;
    long long seeds;
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
    } else if (cl_candy_defaults(o, err, cap) != 0) {
        return -1;
    }
    if (o->game_timeout_s <= 0) /* a game may use every player's whole budget */
        o->game_timeout_s = CL_WATCHDOG_BASE_S +
            3.0 * (c->kind == ARENA_SAKURA ? 2 : 1) *
                (c->time_ms > 0 ? (double)c->time_ms : CL_DEFAULT_BUDGET_MS) / 1000.0;
    seeds = c->kind == ARENA_SAKURA ? c->games / 2 : c->games;
    if (c->seed > CL_MAX_SEED - seeds)
        return snprintf(err, cap, "--seed %lld + %lld seeds passes 2^53", c->seed, seeds), -1;
    return 0;
}

/* the command word argv[1]; 0, or -1 + err */
static int cl_command(arena_opts *o, int argc, char **argv, char *err, size_t cap)
{
    if (argc < 2)
        return snprintf(err, cap, "give a command: sakura, candy or report"), -1;
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        o->command = ARENA_CMD_HELP;
    } else if (!strcmp(argv[1], "sakura") || !strcmp(argv[1], "candy")) {
        o->command = ARENA_CMD_RUN;
        o->cfg.kind = !strcmp(argv[1], "sakura") ? ARENA_SAKURA : ARENA_CANDY;
    } else if (!strcmp(argv[1], "report")) {
        o->command = ARENA_CMD_REPORT;
    } else {
        return snprintf(err, cap, "unknown command '%s' (sakura, candy or report)", argv[1]), -1;
    }
    return 0;
}

/* lists with room for every argument; 0, or -1 + err */
static int cl_alloc(arena_opts *o, int argc, char *err, size_t cap)
{
    o->cfg.bots = (arena_bot *)calloc((size_t)argc, sizeof *o->cfg.bots);
    o->cfg.tagger_cmds = (arena_bot *)calloc((size_t)argc, sizeof *o->cfg.tagger_cmds);
    o->cfg.judge_args = (const char **)calloc((size_t)argc, sizeof *o->cfg.judge_args);
    o->files = (const char **)calloc((size_t)argc, sizeof *o->files);
    if (!o->cfg.bots || !o->cfg.tagger_cmds || !o->cfg.judge_args || !o->files)
        return snprintf(err, cap, "out of memory"), -1;
    return 0;
}

int arena_cli_parse(int argc, char **argv, arena_opts *o, char *err, size_t cap)
{
    const char *a, *eq, *val;
    char opt[64];
    int i;
    memset(o, 0, sizeof *o);
    o->progress = -1;
    o->cfg.seed = 1;
    o->cfg.shard_k = o->cfg.shard_n = 1;
    if (cl_command(o, argc, argv, err, cap) != 0)
        return -1;
    if (o->command == ARENA_CMD_HELP)
        return 0;
    if (cl_alloc(o, argc, err, cap) != 0)
        return -1;
    for (i = 2; i < argc; i++) {
        a = argv[i];
        if (strncmp(a, "--", 2) != 0 || !strcmp(a, "--")) {
            if (!strcmp(a, "--") && ++i >= argc)
                break;
            o->files[o->nfiles++] = argv[i];
            continue;
        }
        eq = strchr(a, '=');
        snprintf(opt, sizeof opt, "%.*s", eq ? (int)(eq - a) : (int)strlen(a), a);
        if (!strcmp(opt, "--help") || !strcmp(opt, "-h"))
            return o->command = ARENA_CMD_HELP, 0;
        if (!cl_allowed(o, opt))
            return snprintf(err, cap, "%s does not apply to '%s'", opt, argv[1]), -1;
        if (cl_is_flag(opt)) {
            if (eq)
                return snprintf(err, cap, "%s takes no value", opt), -1;
            cl_flag(o, opt);
            continue;
        }
        if (!eq && i + 1 >= argc)
            return snprintf(err, cap, "%s needs a value", opt), -1;
        val = eq ? eq + 1 : argv[++i];
        if (cl_option(o, opt, val, err, cap) != 0)
            return -1;
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
    free(o->cfg.judge_args);
    free(o->files);
    if (o->split_buf[0])
        free((void *)o->cfg.taggers);
    if (o->split_buf[1])
        free((void *)o->cfg.gens);
    free(o->split_buf[0]);
    free(o->split_buf[1]);
    memset(o, 0, sizeof *o);
}
