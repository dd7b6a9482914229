/* judge_cli.c -- see judge_cli.h */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "common/html_export.h"
#include "common/judge_cli.h"
#include "common/linebuf.h"
#include "common/outfile.h"
#include "common/kit_cli.h"
#include "common/proc.h"

static const char *jcli_prog = "judge";
/* pipes found by jcli_try_out, held open until the records are written:
 * closing the check's end would give their reader its end of file */
#define JCLI_HELD_MAX 4
static int jcli_held[JCLI_HELD_MAX];
static int jcli_nheld;
/* --replay and --html files the checks created and nothing has filled yet:
 * a stop signal removes them (jcli_records_pending) */
static const char *volatile jcli_unwritten[2];

void jcli_init(const char *prog)
{
    jcli_prog = prog;
}

/* "PROG: MSG" on stderr, control bytes escaped, then tail */
static void jcli_put(const char *msg, const char *tail)
{
    fprintf(stderr, "%s: ", jcli_prog);
    kit_cli_put_one_line(msg);
    fputs(tail, stderr);
}

void jcli_error(const char *msg)
{
    jcli_put(msg, "\n");
}

/* the formatted message as one line with tail, exit 2 */
static _Noreturn void jcli_vexit(const char *tail, const char *fmt, va_list ap)
{
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    jcli_put(msg, tail);
    exit(2);
}

void jcli_die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    jcli_vexit(" (see --help)\n", fmt, ap);
}

void jcli_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    jcli_vexit("\n", fmt, ap);
}

static int jcli_all_digits(const char *s)
{
    if (*s == '\0')
        return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return 0;
    return 1;
}

uint64_t jcli_seed_of(const char *opt, const char *v)
{
    unsigned long long x;
    if (kit_cli_parse_seed(v, &x) != 0)
        jcli_die("%s: expected a non-negative integer below 2^64, got '%s'", opt, v);
    return (uint64_t)x;
}

uint64_t jcli_seed(const char *v)
{
    return jcli_seed_of("--seed", v);
}

long jcli_int(const char *opt, const char *v, long lo, long hi)
{
    long x = 0;
    if (!jcli_all_digits(v) || strlen(v) > 7 || (x = strtol(v, NULL, 10)) < lo || x > hi)
        jcli_die("%s: expected an integer from %ld to %ld, got '%s'", opt, lo, hi, v);
    return x;
}

/* 1 if the option word a (no "=VALUE") is one of flags[] */
static int jcli_is_flag(const char *a, const char *const *flags)
{
    for (; *flags != NULL; flags++)
        if (strcmp(a, *flags) == 0)
            return 1;
    return 0;
}

void jcli_answer_first(int argc, char **argv, const char *usage, const char *const *flags)
{
    int i;
    for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        const char *a = argv[i];
        kit_cli_answer(a, jcli_prog, usage);
        if (a[0] == '-' && a[1] != '\0' && strchr(a, '=') == NULL && !jcli_is_flag(a, flags))
            i++; /* its value */
    }
}

const char *jcli_value(const char *opt, int argc, char **argv, int *i)
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
        jcli_die("%s needs a value", opt);
    else
        v = argv[++*i];
    if (*v == '\0')
        jcli_die("%s: empty value", opt);
    return v;
}

/* Can the output path be written, without changing what it holds: it is
 * opened for appending and non-blocking (a FIFO nobody reads is refused,
 * not waited on), then closed; a FIFO's end is held open until
 * jcli_write_records or jcli_drop_out, so that its reader does not see an
 * end of file first.  0, *created set when the check made the file (a file,
 * link or device that was there is left as it was), or the errno; NULL
 * path: nothing to check. */
static int jcli_try_out(const char *path, int *created)
{
    struct stat st;
    int existed, fd;
    *created = 0;
    if (path == NULL)
        return 0;
    existed = lstat(path, &st) == 0;
    fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0666);
    if (fd < 0)
        return errno;
    if (fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode) && jcli_nheld < JCLI_HELD_MAX)
        jcli_held[jcli_nheld++] = fd;
    else
        close(fd);
    *created = !existed;
    return 0;
}

void jcli_check_outs_commands(int n, const char *const *paths, const char *const *opts, int ncmd,
                              const char *const *cmds, const char *const *whose)
{
    char word[PATH_MAX], as[PATH_MAX + 8];
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < ncmd; j++)
            if (paths[i] != NULL && cmds[j] != NULL && outfile_in_command(paths[i], cmds[j], word, sizeof word))
                jcli_die("%s '%s' is a file the command of %s names%s: the game would overwrite it", opts[i],
                         paths[i], whose[j], outfile_named_as(paths[i], word, as, sizeof as));
}

void jcli_check_outs(int n, const char *const *paths, const char *const *opts, const char *input,
                     const char *what, int *created)
{
    int i, j, k, e;
    for (i = 0; input != NULL && i < n; i++) /* before any file is created */
        if (paths[i] != NULL && outfile_same(paths[i], input))
            jcli_die("%s names %s '%s': the game would overwrite it", opts[i], what, input);
    for (i = 0; i < n; i++)
        if ((e = jcli_try_out(paths[i], &created[i])) != 0) {
            for (k = 0; k < i; k++) /* no game: the files checked before are left as they were */
                jcli_drop_out(paths[k], created[k]);
            jcli_die("%s: cannot write '%s': %s", opts[i], paths[i], outfile_strerror(e));
        }
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (paths[i] != NULL && paths[j] != NULL && outfile_same(paths[i], paths[j])) {
                for (k = 0; k < n; k++)
                    jcli_drop_out(paths[k], created[k]);
                jcli_die("%s and %s name the same file '%s': one would overwrite the other", opts[i], opts[j],
                         paths[j]);
            }
}

static void jcli_release_outs(void)
{
    while (jcli_nheld > 0)
        close(jcli_held[--jcli_nheld]);
}

void jcli_drop_out(const char *path, int created)
{
    jcli_release_outs();
    if (path != NULL && created)
        unlink(path);
}

/* the files the checks created that hold no record: removed, not left
 * empty (async-signal-safe: the stop handler's too) */
static void jcli_drop_unwritten(void)
{
    int i;
    for (i = 0; i < 2; i++) {
        const char *p = jcli_unwritten[i];
        jcli_unwritten[i] = NULL;
        if (p != NULL)
            unlink(p);
    }
}

/* the stop handler's part (async-signal-safe) */
static void jcli_on_stop(void)
{
    jcli_drop_unwritten();
    outfile_abandon();
}

void jcli_records_pending(const char *replay_path, int replay_created, const char *html_path,
                          int html_created)
{
    jcli_unwritten[0] = replay_created ? replay_path : NULL;
    jcli_unwritten[1] = html_created ? html_path : NULL;
    proc_on_stop_also(jcli_on_stop);
}

/* the replay JSON and a newline (outfile_replace's writer); 0 or -1 */
static int jcli_replay_text(FILE *f, void *ctx)
{
    const json_writer *w = (const json_writer *)ctx;
    return fputs(w->buf, f) < 0 || fputc('\n', f) < 0 ? -1 : 0;
}

/* the replay into path, whole or not at all (a regular file keeps its old
 * text when the write fails); 0 or -1 with errno */
static int jcli_write_replay(const json_writer *w, const char *path)
{
    return outfile_replace(path, jcli_replay_text, (void *)w);
}

int jcli_write_records(const json_writer *w, const char *replay_path, const char *html_path)
{
    char err[256];
    int rc = 0;
    if (w->failed) {
        fprintf(stderr, "%s: out of memory writing the replay\n", jcli_prog);
        rc = 1;
    } else if (replay_path != NULL && jcli_write_replay(w, replay_path) != 0) {
        fprintf(stderr, "%s: --replay: writing '%s' failed: %s\n", jcli_prog, replay_path, outfile_strerror(errno));
        rc = 1;
    } else {
        jcli_unwritten[0] = NULL;
        if (html_path != NULL && html_export_replay(w->buf, html_path, err, sizeof err) != 0) {
            fprintf(stderr, "%s: --html: %s\n", jcli_prog, err);
            rc = 1;
        } else
            jcli_unwritten[1] = NULL;
    }
    jcli_drop_unwritten();
    jcli_release_outs();
    return rc;
}

int jcli_log_failed(const char *opt, const char *path, int e)
{
    char msg[4200];
    if (e == 0)
        return 0;
    snprintf(msg, sizeof msg, "%s: writing '%s' failed: %s; the log stops there", opt, path, outfile_strerror(e));
    jcli_error(msg);
    return 1;
}

int jcli_print_result(const json_writer *w, const char *game)
{
    if (w->failed)
        printf("{\"game\":\"%s\",\"error\":\"out of memory\"}\n", game);
    else
        printf("%s\n", w->buf);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "%s: cannot write the result line: %s\n", jcli_prog, strerror(errno));
        return 1;
    }
    return 0;
}

void jcli_note_failure(const char *who, int turn, const char *reason, const char *message,
                       const char *reply)
{
    char shown[200], head[1024];
    snprintf(head, sizeof head, "%s: %s: turn %d: %s: %s", jcli_prog, who, turn, reason, message);
    kit_cli_put_one_line(head);
    if (reply != NULL) {
        linebuf_shown(reply, shown, sizeof shown);
        fprintf(stderr, "; reply '%s'", shown);
    }
    fputc('\n', stderr);
}
