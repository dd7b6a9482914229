/*
 * kit_cli.h -- the two options every program of the kit answers.
 *
 *   --help / -h   the program's usage text on stdout, exit 0
 *   --version     "PROG KIT_VERSION" on stdout, exit 0
 *
 * and the one form of a usage error: "PROG: MESSAGE (see --help)" on
 * stderr, exit 2.  KIT_VERSION comes from the build's command line (the
 * Makefile passes `-DKIT_VERSION="VERSION (git describe)"`); a file built
 * without it, such as a one-file submission compiled by a contest, says
 * "unversioned".  Bots answer these before they read any input, so the
 * options never change what a bot plays.
 *
 * No state, no allocation; valid C++20 (it goes into the submissions).
 */
#ifndef COMMON_KIT_CLI_H
#define COMMON_KIT_CLI_H

#ifndef KIT_VERSION
#define KIT_VERSION "unversioned"
/* A bot's command line: --help/--version answered (exit 0); then, when
 * seed is not NULL, at most one SEED (a decimal integer below 2^64) stored
 * in *seed, else no argument at all.  Anything else is a usage error. */
void kit_cli_bot_args(int argc, char **argv, const char *prog, const char *usage,
                      unsigned long long *seed);

#endif

/* If arg is --help/-h or --version, answer it and exit 0; else return. */
void kit_cli_answer(const char *arg, const char *prog, const char *usage);
/* s on stderr with every control byte as \xNN, so that a value echoed in
 * an error message cannot break its one line */
void kit_cli_put_one_line(const char *s);
/* v as a whole decimal number in [lo, hi]: digits only (a leading '-' where
 * lo < 0; no spaces, no '+', no trailing text, no
 * wrap-around) into *out: 0, else -1 and *out untouched */
int kit_cli_parse_number(const char *v, long long lo, long long hi, long long *out);
/* a seed: digits only (leading zeros allowed), below 2^64, stored in *out;
 * 0, or -1 if v is not one (the one rule of every program's seed) */
int kit_cli_parse_seed(const char *v, unsigned long long *out);
/* v as a whole decimal number in [lo, hi] for option opt, else a usage
 * error "PROG: OPT wants a whole number in LO..HI, not 'V'" (exit 2). */
long long kit_cli_number(const char *prog, const char *opt, const char *v, long long lo, long long hi);
/* The environment variable name as kit_cli_number reads an option (the
 * same usage error, naming the variable); dflt when it is unset or empty. */
long long kit_cli_env_number(const char *prog, const char *name, long long lo, long long hi, long long dflt);
/* A program that takes only file names: --help/--version answered, any
 * other option a usage error, "--" ends the options (and is taken out of
 * argv: the files before it and after it stay, in order); returns the new
 * argc, the files being argv[1] .. argv[argc - 1] (with none, the usage
 * error `what`). */
int kit_cli_files(int argc, char **argv, const char *prog, const char *usage, const char *what);
/* Standard output flushed; 0, or 1 after "PROG: cannot write to standard
 * output: WHY" on stderr (a full disk, a closed pipe, /dev/full): a
 * program's last call, so that lost output is never exit status 0. */
int kit_cli_flush_stdout(const char *prog);
/* "PROG: MESSAGE (see --help)" on stderr, exit 2.  MESSAGE is a plain
 * string (no format). */
void kit_cli_usage_error(const char *prog, const char *message, const char *arg);

/* A bot's command line: --help/--version answered (exit 0); then, when
 * seed is not NULL, at most one SEED (a decimal integer below 2^64) stored
 * in *seed, else no argument at all.  Anything else is a usage error. */
void kit_cli_bot_args(int argc, char **argv, const char *prog, const char *usage,
                      unsigned long long *seed);

#endif
