/*
 * arena_cli.h -- the arena's command line, parsed into an arena_opts.
 *
 *   arena sakura --bot NAME=CMD --bot NAME=CMD... [options]
 *   arena candy  --bot NAME=CMD... [options]
 *   arena report [--json] [--sprt ...] [--print-commands] [--html PAGE]
 *                [--baseline OLD.jsonl] FILE...
 *
 * Every option takes its value as the next word or after '=' (--games=20).
 * Each option is in one table (cl_specs: its name, whether it is a flag,
 * which commands take it), so a word that is no option at all is "unknown
 * option", one that belongs to another command "does not apply".  Bad
 * options are one line on stderr and exit status 2 (the caller's job:
 * arena_cli_parse returns -1 with the message in err; a value out of range
 * names the range).  --help/-h and --version anywhere an option may stand
 * (not as another option's value) give ARENA_CMD_HELP / ARENA_CMD_VERSION.
 *
 * Seeds are what the judges take (src/common/judge_cli.c jcli_seed): a
 * decimal 0 .. 2^64-1, and every seed of the run, --seed + seeds - 1, must
 * stay in that range.  The strings in arena_opts point into argv or into
 * arrays the parser allocated (arena_cli_free releases them).
 */
#ifndef ARENA_CLI_H
#define ARENA_CLI_H

#include <stddef.h>
#include "arena/arena_plan.h"
#include "arena/arena_summary.h"

enum { ARENA_CMD_RUN = 1, ARENA_CMD_REPORT = 2, ARENA_CMD_HELP = 3, ARENA_CMD_VERSION = 4 };

typedef struct arena_opts {
    int command;             /* ARENA_CMD_* */
    arena_config cfg;
    arena_sprt_opt sprt;
    int concurrency;         /* 0 = number of cores */
    const char *out;         /* --out FILE or NULL */
    int json;                /* --json: summary as JSON on stdout */
    int print_commands;      /* print judge commands and exit */
    double game_timeout_s;   /* the arena's watchdog per game, 0 = from the budget */
    int progress;            /* -1 auto (isatty), 0 plain, 1 bar */
    const char **files;      /* report: input files */
    int nfiles;
    const char *html;        /* --html PAGE or NULL: the report page */
    const char **baseline;   /* --baseline OLD.jsonl (repeatable): the run to compare with */
    int nbaseline;
    char *split_buf[2];      /* owned copies behind taggers / gens */
} arena_opts;

/* 0 on success, -1 with a one-line message in err (usage error). */
int arena_cli_parse(int argc, char **argv, arena_opts *o, char *err, size_t cap);
void arena_cli_free(arena_opts *o);
/* --out and --html must not overwrite the judge, a maze file, or a file
 * of the --replays folder, which the games fill (KEY.json; the page's
 * KEY.js and viewer.html): 0, or -1 with the message in err.  The parser
 * checks a --judge given; run it again once the default judge is known. */
int arena_cli_outputs_apart(const arena_opts *o, char *err, size_t cap);
/* the usage text */
const char *arena_cli_usage(void);

#endif
