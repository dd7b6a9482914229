/*
 * kit_cli.c -- --help, --version and usage errors (kit_cli.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/kit_cli.h"

void kit_cli_answer(const char *arg, const char *prog, const char *usage)
{
    if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
        fputs(usage, stdout);
        exit(kit_cli_flush_stdout(prog)); /* a full disk is exit 1, with a line */
    }
    if (strcmp(arg, "--version") == 0) {
        printf("%s %s\n", prog, KIT_VERSION);
        exit(kit_cli_flush_stdout(prog));
    }
}

void kit_cli_put_one_line(const char *s)
{
    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;
        if (c < 0x20 || c == 0x7f)
            fprintf(stderr, "\\x%02x", c);
        else
            fputc(c, stderr);
    }
}

int kit_cli_files(int argc, char **argv, const char *prog, const char *usage, const char *what)
{
    int i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) { /* the rest are files, even "-x" */
            memmove(argv + i, argv + i + 1, (size_t)(argc - i - 1) * sizeof *argv);
            argv[--argc] = NULL;
            break;
        }
        kit_cli_answer(argv[i], prog, usage);
        if (argv[i][0] == '-' && argv[i][1] != '\0')
            kit_cli_usage_error(prog, "unknown option", argv[i]);
    }
    if (argc < 2)
        kit_cli_usage_error(prog, what, NULL);
    return argc;
}

int kit_cli_flush_stdout(const char *prog)
{
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    fprintf(stderr, "%s: cannot write to standard output: %s\n", prog, strerror(errno));
    return 1;
}

void kit_cli_usage_error(const char *prog, const char *message, const char *arg)
{
    fprintf(stderr, "%s: ", prog);
    kit_cli_put_one_line(message);
    if (arg != NULL) {
        fputc(' ', stderr);
        kit_cli_put_one_line(arg);
    }
    fputs(" (see --help)\n", stderr);
    exit(2);
}

int kit_cli_parse_number(const char *v, long long lo, long long hi, long long *out)
{
    char *end;
    long long n;
    const char *p = v + (v[0] == '-' && lo < 0); /* a sign only where negatives are valid */
    if (*p == '\0')
        return -1;
    for (; *p; p++) /* digits only: strtoll would also take spaces and '+' before them */
        if (*p < '0' || *p > '9')
            return -1;
    errno = 0;
    n = strtoll(v, &end, 10);
    if (end == v || *end != '\0' || errno == ERANGE || n < lo || n > hi)
        return -1;
    *out = n;
    return 0;
}

long long kit_cli_number(const char *prog, const char *opt, const char *v, long long lo, long long hi)
{
    char what[128];
    long long n = 0;
    if (kit_cli_parse_number(v, lo, hi, &n) != 0) {
        snprintf(what, sizeof what, "%s wants a whole number in %lld..%lld, not", opt, lo, hi);
        fprintf(stderr, "%s: ", prog);
        kit_cli_put_one_line(what);
        fputs(" '", stderr);
        kit_cli_put_one_line(v);
        fputs("' (see --help)\n", stderr);
        exit(2);
    }
    return n;
}

long long kit_cli_env_number(const char *prog, const char *name, long long lo, long long hi, long long dflt)
{
    const char *v = getenv(name);
    if (v == NULL || v[0] == '\0')
        return dflt;
    return kit_cli_number(prog, name, v, lo, hi);
}

int kit_cli_parse_seed(const char *v, unsigned long long *out)
{
    const char *p;
    char *end;
    if (*v == '\0')
        return -1;
    for (p = v; *p; p++)
        if (*p < '0' || *p > '9')
            return -1;
    errno = 0;
    *out = strtoull(v, &end, 10);
    return errno == ERANGE || *end != '\0' ? -1 : 0;
}

void kit_cli_bot_args(int argc, char **argv, const char *prog, const char *usage,
                      unsigned long long *seed)
{
    int i;
    for (i = 1; i < argc; i++)
        kit_cli_answer(argv[i], prog, usage);
    if (argc == 1)
        return;
    if (argv[1][0] == '-' && argv[1][1] != '\0')
        kit_cli_usage_error(prog, "unknown option", argv[1]);
    if (seed == NULL)
        kit_cli_usage_error(prog, "takes no arguments, got", argv[1]);
    if (argc > 2)
        kit_cli_usage_error(prog, "takes at most one SEED, got a second argument", argv[2]);
    if (kit_cli_parse_seed(argv[1], seed) != 0)
        kit_cli_usage_error(prog, "SEED must be a decimal integer from 0 to 18446744073709551615, got",
                            argv[1]);
}
