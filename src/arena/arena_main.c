/*
 * arena_main.c -- bin/arena: plays many judged games in parallel and
 * reports honest statistics (see docs/arena.md).
 *
 * A run: parse options (a usage error is one line, kit_cli_usage_error) ->
 * plan the games of this shard -> check every bot command and the options
 * the judge will get, before any game and before --out is touched
 * (arena_precheck.h) -> read --out (games with a result there are skipped:
 * resume; the progress line counts the whole plan, those too) -> keep `concurrency` judges
 * running, each finished game becoming one record line appended to --out
 * with a single write() and folded into the summary -> stop when the plan
 * is done, an SPRT bound is crossed (no new games; running ones finish) or
 * on Ctrl-C (SIGTERM to every judge's group, wait, SIGKILL after a grace
 * period; the interrupted games are not recorded, so a rerun plays them)
 * -> print the summary (table, or JSON with --json; with --baseline, the
 * comparison with an older run) -> with --html, the page (arena_html.h),
 * from every record of the plan kept in order (--out's and this run's).
 *
 * `arena report` and the reading of result files are in arena_report.c.
 *
 * Exit status: 0 done, 1 some games ended in arena errors or a file could
 * not be written, 2 usage error (also a bot command that names no program,
 * options the judge refuses), 130 interrupted.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "arena/arena_cli.h"
#include "arena/arena_plan.h"
#include "arena/arena_precheck.h"
#include "arena/arena_record.h"
#include "arena/arena_report.h"
#include "arena/arena_run.h"
#include "arena/arena_summary.h"
#include "arena/arena_text.h"
#include "common/clock.h"
#include "common/kit_cli.h"
#include "common/outfile.h"

#define AM_POLL_MS 100.0          /* main loop tick */
#define AM_STOP_GRACE_MS 5000.0   /* SIGTERM -> SIGKILL at Ctrl-C */
#define AM_BAR_EVERY_MS 250.0     /* progress bar redraw */
#define AM_PLAIN_STEPS 10         /* plain progress lines per run */
#define AM_FORFEITS_SHOWN 5       /* a run's first forfeit lines printed as they come; the records hold all */

typedef struct am_run {
    arena_opts *o;
    arena_game *games;
    size_t ngames;
    unsigned char *skip;          /* 1: result already in --out */
    size_t todo, finished, next;
    int out_fd;
    arena_summary sum;
    int bar;                      /* progress as a redrawn bar */
    double t0, last_bar;
    size_t next_plain, last_plain; /* plain progress: next line at, last printed */
    int write_failed, sprt_stop;
    int launch_failed;            /* a judge could not be started */
    long long errors_now;         /* arena errors in this run */
    int forfeits_shown;           /* forfeit lines printed so far */
    int resume_clash;             /* an --out record was played with another command */
    int keep_on;                  /* --html or --baseline: keep every record */
    arena_rec_list keep;          /* the records folded into sum, in order */
    arena_summary page_sum;       /* --html/--baseline: sum as `report` makes it of keep */
    arena_baseline base;          /* --baseline: the older run */
    arena_notes notes;            /* the warnings of reading --out, for the page */
} am_run;

/* ---- output file ---- */

static int am_open_out(const char *path, char *err, size_t cap)
{
    int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    struct stat st;
    char last;
    if (fd < 0) {
        snprintf(err, cap, "cannot open %s: %s", path, strerror(errno));
        return -1;
    }
    /* a line cut short (disk full, crash) must not swallow the next one */
    if (fstat(fd, &st) == 0 && st.st_size > 0) {
        int rfd = open(path, O_RDONLY | O_CLOEXEC);
        if (rfd >= 0 && pread(rfd, &last, 1, st.st_size - 1) == 1 && last != '\n' &&
            write(fd, "\n", 1) != 1) {
            snprintf(err, cap, "cannot write %s: %s", path, strerror(errno));
            close(rfd);
            close(fd);
            return -1;
        }
        if (rfd >= 0)
            close(rfd);
    }
    return fd;
}

/* ---- progress ---- */

/* the whole plan's count: "40/100 games (30 from --out)" */
static void am_count(const am_run *R, char *buf, size_t cap)
{
    size_t from_out = R->ngames - R->todo;
    snprintf(buf, cap, "%zu/%zu games", R->finished + from_out, R->ngames);
    if (from_out)
        snprintf(buf + strlen(buf), cap - strlen(buf), " (%zu from --out)", from_out);
}

static void am_bar(am_run *R, double rate, const char *count, const char *brief, int final)
{
    char bar[32];
    size_t i, fill = (R->finished + R->ngames - R->todo) * 20 / R->ngames;
    for (i = 0; i < 20; i++)
        bar[i] = i < fill ? '#' : '.';
    bar[20] = '\0';
    fprintf(stderr, "\r\033[K[%s] %s %.1f g/s ETA %.0fs err %lld | %s%s", bar, count, rate,
            rate > 0 ? (R->todo - R->finished) / rate : 0.0, R->errors_now, brief,
            final ? "\n" : "");
}

/* what a message starts with: a newline that ends a progress bar drawn
 * on the line, else nothing */
static const char *am_line_start(const am_run *R)
{
    return R->bar && R->last_bar > 0 ? "\n" : "";
}

/* the progress display; the rate and ETA count this run's games only */
static void am_progress(am_run *R, int final)
{
    char brief[256], count[96];
    double now = clk_now_ms(), el = (now - R->t0) / 1000.0, rate;
    if (R->todo == 0)
        return;
    rate = el > 0 ? R->finished / el : 0;
    arena_text_brief(&R->sum, brief, sizeof brief);
    am_count(R, count, sizeof count);
    if (R->bar) {
        if (!final && now - R->last_bar < AM_BAR_EVERY_MS)
            return;
        R->last_bar = now;
        am_bar(R, rate, count, brief, final);
        return;
    }
    if ((!final && R->finished < R->next_plain) || (final && R->finished == R->last_plain))
        return;
    R->last_plain = R->finished;
    while (R->next_plain <= R->finished)
        R->next_plain += (R->todo + AM_PLAIN_STEPS - 1) / AM_PLAIN_STEPS;
    fprintf(stderr, "arena: %s, %.1f s, %.2f games/s, errors %lld | %s\n", count, el, rate,
            R->errors_now, brief);
}

/* ---- one finished game ---- */

/* last non-empty line of the judge's stdout, trimmed, into a malloc'd copy */
static char *am_last_line(const char *out, size_t len)
{
    size_t end = len, start;
    char *s;
    while (end > 0 && (out[end - 1] == '\n' || out[end - 1] == '\r' || out[end - 1] == ' '))
        end--;
    start = end;
    while (start > 0 && out[start - 1] != '\n')
        start--;
    s = (char *)malloc(end - start + 1);
    if (s) {
        memcpy(s, out + start, end - start);
        s[end - start] = '\0';
    }
    return s;
}

static void am_first_line(const char *text, char *out, size_t cap)
{
    size_t n = strcspn(text, "\n");
    snprintf(out, cap, "%.*s", (int)n, text);
}

/* judge outcome -> result line (malloc'd) or error text; 0 ok, -1 error */
static int am_judge_outcome(const am_run *R, const arena_game *g, const arena_done *d,
                            arena_result *res, char **line, char *error, size_t cap)
{
    char msg[200], why[256];
    *line = NULL;
    if (d->timed_out) {
        snprintf(error, cap, "judge ran over the arena's --game-timeout (%g s) and was killed",
                 R->o->game_timeout_s);
        return -1;
    }
    if (!WIFEXITED(d->status) || WEXITSTATUS(d->status) != 0) {
        am_first_line(d->err, msg, sizeof msg);
        if (WIFSIGNALED(d->status))
            snprintf(error, cap, "judge killed by signal %d%s%s", WTERMSIG(d->status),
                     msg[0] ? ": " : "", msg);
        else
            snprintf(error, cap, "judge exited with status %d%s%s", WEXITSTATUS(d->status),
                     msg[0] ? ": " : "", msg);
        return -1;
    }
    if (d->out_overflow) {
        snprintf(error, cap, "judge printed more than %u bytes", ARENA_OUT_CAP);
        return -1;
    }
    if (!(*line = am_last_line(d->out, d->out_len)) || !**line) {
        snprintf(error, cap, "judge printed no result line");
        return -1;
    }
    if (arena_parse_result(R->o->cfg.kind, *line, strlen(*line), res, why, sizeof why) != 0) {
        snprintf(error, cap, "garbled result line: %s", why);
        return -1;
    }
    if (res->seed != g->seed) {
        snprintf(error, cap, "result line is for seed %llu, not %llu", res->seed, g->seed);
        return -1;
    }
    return 0;
}

/* A game's forfeit lines (the judge's: who failed, on which turn, why),
 * printed as they come for the run's first AM_FORFEITS_SHOWN; then one
 * line says the rest are in the records. */
static void am_show_forfeit(am_run *R, const char *key, const char *forfeit)
{
    if (R->forfeits_shown > AM_FORFEITS_SHOWN)
        return;
    if (R->bar)
        fprintf(stderr, "\r\033[K");
    if (R->forfeits_shown++ == AM_FORFEITS_SHOWN) {
        fprintf(stderr, "arena: more forfeits are not printed: each game's record holds its judge's "
                        "lines (\"forfeit\"), and the --html page shows them\n");
        return;
    }
    while (*forfeit) {
        size_t len = strcspn(forfeit, "\n");
        fprintf(stderr, "arena: %s: %.*s\n", key, (int)len, forfeit);
        forfeit += len + (forfeit[len] == '\n');
    }
}

static void am_finish_game(am_run *R, const arena_done *d, int interrupted)
{
    const arena_game *g = &R->games[d->tag];
    char key[ARENA_KEY_MAX], numbuf[ARENA_NUMBUF], error[400];
    char forfeit[ARENA_FORFEIT_LINES * (ARENA_FORFEIT_LINE_MAX + 1)];
    arena_result res;
    arena_rec rec;
    char **argv, *cmd, *line = NULL, *rline;
    int ok;
    if (interrupted)
        return; /* stopped by us: not a result, replayed on resume */
    ok = am_judge_outcome(R, g, d, &res, &line, error, sizeof error) == 0;
    arena_game_key(&R->o->cfg, g, key);
    argv = arena_game_argv(&R->o->cfg, g, numbuf);
    cmd = argv ? arena_shell_join(argv) : NULL;
    forfeit[0] = '\0';
    /* a draw too: both failing on one turn is a draw (docs/rules/sakura-duel.md
     * §2, "Who loses"), and the judge's two lines say so; a draw of play has none */
    if (ok && (res.reason == ARENA_R_TIMEOUT || res.reason == ARENA_R_ILLEGAL || res.reason == ARENA_R_CRASH ||
               res.reason == ARENA_R_DRAW))
        arena_forfeit_lines(d->err, forfeit, sizeof forfeit);
    rline = arena_record_line(&R->o->cfg, g, key, cmd ? cmd : "", ok ? line : NULL, forfeit, error);
    if (R->out_fd >= 0 && rline && !R->write_failed) {
        size_t len = strlen(rline), done = 0;
        ssize_t n = 0;
        while (done < len && (n = write(R->out_fd, rline + done, len - done)) > 0)
            done += (size_t)n; /* one write of a whole line, unless cut short: then the rest, or the reason */
        if (done < len) {
            fprintf(stderr, "%sarena: cannot write %s: %s; stopping\n", am_line_start(R), R->o->out,
                    n < 0 ? strerror(errno) : "short write");
            R->write_failed = 1;
        }
    }
    if (arena_rec_from_game(&R->o->cfg, g, key, forfeit, ok ? &res : NULL, error, &rec) == 0) {
        arena_summary_add(&R->sum, &rec);
        rec.cmd = cmd ? strdup(cmd) : NULL;
        if (!R->keep_on || arena_rec_list_take(&R->keep, &rec) != 0)
            arena_rec_free(&rec);
    }
    if (!ok) {
        R->errors_now++;
        if (R->bar)
            fprintf(stderr, "\r\033[K");
        fprintf(stderr, "arena: %s: %s\n", key, error);
    }
    if (forfeit[0])
        am_show_forfeit(R, key, forfeit);
    R->finished++;
    free(rline);
    free(cmd);
    free(argv);
    free(line);
}

/* ---- the run ---- */

static int am_bot_index(const arena_config *c, const char *name)
{
    int i;
    for (i = 0; i < c->nbots; i++)
        if (!strcmp(c->bots[i].name, name))
            return i;
    return -1;
}

static int am_list_index(const char **list, int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++)
        if (!strcmp(list[i], name))
            return i;
    return -1;
}

/* 1 if a record read back is one of this run's (shard's) games; then g is
 * that planned game */
static int am_in_plan(const arena_config *c, const arena_rec *r, arena_game *g)
{
    long long seeds = c->kind == ARENA_SAKURA ? c->games / 2 : c->games;
    memset(g, 0, sizeof *g);
    g->seed = r->seed;
    if (r->seed < c->seed || r->seed - c->seed >= (unsigned long long)seeds)
        return 0;
    g->index = (long long)(r->seed - c->seed);
    g->a = am_bot_index(c, r->name[0]);
    if (r->kind != c->kind || g->a < 0 || g->index % c->shard_n != c->shard_k - 1)
        return 0;
    if (c->kind == ARENA_CANDY) {
        g->tagger = am_list_index(c->taggers, c->ntaggers, r->tagger);
        g->gen = am_list_index(c->gens, c->ngens, r->gen);
        return g->tagger >= 0 && g->gen >= 0;
    }
    g->b = am_bot_index(c, r->name[1]);
    g->side = r->side;
    return g->b > g->a && (c->round_robin || g->a == 0);
}

/* 1 if rec is "HEAD [--replay P] REST" */
static int am_cmd_is(const char *rec, const char *head, const char *rest)
{
    size_t lh = strlen(head), lr = strlen(rest), lrec = strlen(rec);
    return lrec > lh + lr && !strncmp(rec, head, lh) && rec[lh] == ' ' && !strcmp(rec + lrec - lr, rest) &&
           rec[lrec - lr - 1] == ' ' && (lrec == lh + lr + 1 || !strncmp(rec + lh, " --replay ", 10));
}

/* 1 if the recorded command is the one this run would give the judge for
 * the game, up to its --replay path (a resume may write replays elsewhere):
 * "JUDGE --seed S [--replay P] REST"; a Candy command whose REST lacks the
 * leading "--name BOT" is the same game (docs/arena.md, resuming) */
static int am_same_command(const arena_config *c, const arena_game *g, const char *rec)
{
    arena_config nc = *c;
    char numbuf[ARENA_NUMBUF], **argv, *head = NULL, *rest = NULL, *older = NULL, *hs;
    int same = 1;
    nc.replay_dir = NULL;
    argv = arena_game_argv(&nc, g, numbuf);
    if (!argv)
        return 1; /* out of memory: no check */
    hs = argv[3];
    argv[3] = NULL;
    head = arena_shell_join(argv);
    argv[3] = hs;
    rest = arena_shell_join(argv + 3);
    if (c->kind == ARENA_CANDY && argv[3] && !strcmp(argv[3], "--name") && argv[4])
        older = arena_shell_join(argv + 5);
    if (head && rest)
        same = am_cmd_is(rec, head, rest) || (older && am_cmd_is(rec, head, older));
    free(head);
    free(rest);
    free(older);
    free(argv);
    return same;
}

static int am_resume_fn(void *ctx, arena_rec *r)
{
    am_run *R = (am_run *)ctx;
    arena_game g;
    if (!am_in_plan(&R->o->cfg, r, &g))
        return 0;
    if (!r->cmd || !*r->cmd) { /* docs/arena.md: a record must carry its judge command */
        if (!R->resume_clash++)
            fprintf(stderr, "arena: %s has game \"%s\" with no judge command, so it cannot be "
                    "matched to this run's options: use another --out\n", R->o->out, r->key);
        return 0;
    }
    if (!am_same_command(&R->o->cfg, &g, r->cmd)) {
        if (!R->resume_clash++)
            fprintf(stderr, "arena: %s has game \"%s\" played by another command (%s); "
                    "the options or a bot's command differ from this run's: use another --out\n",
                    R->o->out, r->key, r->cmd);
        return 0;
    }
    arena_summary_add(&R->sum, r);
    if (R->keep_on && arena_rec_list_take(&R->keep, r) != 0)
        R->keep_on = 0, R->write_failed = 1; /* out of memory: no page, exit 1 */
    return 0;
}

/* register bots and pairings in the run's order, so tables follow it */
static void am_register(am_run *R)
{
    const arena_config *c = &R->o->cfg;
    int i, j;
    for (i = 0; i < c->nbots; i++)
        arena_summary_bot(&R->sum, c->bots[i].name);
    if (c->kind == ARENA_SAKURA)
        for (i = 0; i < c->nbots; i++)
            for (j = i + 1; j < c->nbots; j++)
                if (c->round_robin || i == 0)
                    arena_summary_pairing(&R->sum, i, j);
    if (c->kind == ARENA_CANDY)
        for (i = 0; i < c->ntaggers; i++)
            for (j = 0; j < c->ngens; j++)
                arena_summary_cell(&R->sum, c->taggers[i], c->gens[j]);
}

/* fold the --out records of this plan; mark their games done */
static int am_resume(am_run *R)
{
    char key[ARENA_KEY_MAX];
    size_t i;
    if (R->o->out && arena_read_records(R->o->out, 1, am_resume_fn, R, &R->notes) != 0)
        return -1;
    if (R->resume_clash)
        return -1;
    for (i = 0; i < R->ngames; i++) {
        arena_game_key(&R->o->cfg, &R->games[i], key);
        R->skip[i] = (unsigned char)arena_summary_has_result(&R->sum, key);
        R->todo += !R->skip[i];
    }
    return 0;
}

static void am_print_commands(const am_run *R)
{
    char numbuf[ARENA_NUMBUF];
    char **argv, *cmd;
    size_t i;
    for (i = 0; i < R->ngames; i++) {
        argv = arena_game_argv(&R->o->cfg, &R->games[i], numbuf);
        cmd = argv ? arena_shell_join(argv) : NULL;
        if (cmd)
            printf("%s\n", cmd);
        free(cmd);
        free(argv);
    }
}

static int am_sprt_crossed(const am_run *R)
{
    arena_sprt_view v;
    return arena_summary_sprt(&R->sum, 0, &v) && v.state != 0;
}

/* start judges until the pool is full or nothing is left to start */
static int am_launch(am_run *R, arena_pool *pool)
{
    char numbuf[ARENA_NUMBUF], err[200];
    char **argv;
    while (pool->running < pool->cap && R->next < R->ngames) {
        size_t i = R->next++;
        if (R->skip[i])
            continue;
        argv = arena_game_argv(&R->o->cfg, &R->games[i], numbuf);
        if (!argv || arena_pool_start(pool, argv, i, err, sizeof err) != 0) {
            fprintf(stderr, "%sarena: cannot start a judge: %s\n", am_line_start(R), argv ? err : "out of memory");
            free(argv);
            return -1;
        }
        free(argv);
    }
    return 0;
}

/* the main loop; returns 1 if interrupted */
static int am_loop(am_run *R, arena_pool *pool)
{
    arena_done done[64];
    double stop_at = 0, watchdog = R->o->game_timeout_s * 1000.0;
    int stopping = 0, k, i, seen = 0;
    R->sprt_stop = am_sprt_crossed(R); /* a resumed run may have crossed already */
    for (;;) {
        if (!stopping && !R->sprt_stop && !R->write_failed && am_launch(R, pool) != 0)
            stopping = 2, R->launch_failed = 1; /* finish the running ones */
        if (pool->running == 0 && (stopping || R->sprt_stop || R->write_failed ||
                                   R->next >= R->ngames))
            break;
        k = arena_pool_wait(pool, AM_POLL_MS, watchdog, done, 64);
        for (i = 0; i < k; i++)
            am_finish_game(R, &done[i], stopping == 1);
        if (!R->sprt_stop && am_sprt_crossed(R))
            R->sprt_stop = 1;
        am_progress(R, 0);
        if (arena_run_interrupts() > seen) {
            if (seen == 0) {
                fprintf(stderr, "%sarena: interrupted: stopping %d running judge(s)\n", am_line_start(R),
                        pool->running);
                arena_pool_signal(pool, SIGTERM);
                stop_at = clk_now_ms() + AM_STOP_GRACE_MS;
                stopping = 1;
            } else {
                arena_pool_signal(pool, SIGKILL);
            }
            seen = arena_run_interrupts();
        }
        if (stopping == 1 && clk_now_ms() > stop_at)
            arena_pool_signal(pool, SIGKILL);
    }
    return stopping == 1;
}

/* judges at once: --concurrency, else one a core */
static int am_job_count(const arena_opts *o)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return o->concurrency > 0 ? o->concurrency : cores > 0 ? (int)cores : 1;
}

/* each judge needs two pipe fds here: make sure the limit allows J of them */
static int am_fd_room(int jobs)
{
    struct rlimit rl;
    rlim_t want = (rlim_t)jobs * 2 + 64;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= want)
        return 0;
    if (rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= want) {
        rl.rlim_cur = want;
        if (setrlimit(RLIMIT_NOFILE, &rl) == 0)
            return 0;
    }
    fprintf(stderr, "arena: --concurrency %d needs %lu open files, the limit is %lu (ulimit -n)\n",
            jobs, (unsigned long)want, (unsigned long)rl.rlim_max);
    return -1;
}

/* default judge: sakura-judge / candy-judge next to this program */
static const char *am_default_judge(int kind, char *buf, size_t cap)
{
    const char *name = kind == ARENA_SAKURA ? "sakura-judge" : "candy-judge";
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    char *slash;
    if (n <= 0)
        return name;
    self[n] = '\0';
    slash = strrchr(self, '/');
    if (!slash)
        return name;
    *slash = '\0';
    snprintf(buf, cap, "%s/%s", self, name);
    return buf;
}

/* the checks before any game (arena_precheck.h), resume, then the files a
 * run needs: 0, or the exit status */
static int am_prepare(am_run *R)
{
    const arena_opts *o = R->o;
    char err[ARENA_ERR_KEEP + 300];
    struct stat st;
    int rc;
    if (!R->skip)
        return 1;
    if (am_fd_room(am_job_count(o)) != 0) /* before the judge's check, which a lack of files would fail */
        return 2;
    if (strchr(o->cfg.judge, '/') &&
        (access(o->cfg.judge, X_OK) != 0 || stat(o->cfg.judge, &st) != 0 || !S_ISREG(st.st_mode))) {
        fprintf(stderr, "arena: judge %s is not an executable file (build it, or give --judge)\n",
                o->cfg.judge);
        return 2;
    }
    rc = arena_precheck_commands(&o->cfg, err, sizeof err) != 0
        ? 2 : arena_precheck_judge(&o->cfg, err, sizeof err);
    if (rc != 0) {
        fprintf(stderr, "arena: %s\n", err);
        return rc;
    }
    if (o->html && arena_html_ready(o->html) != 0)
        return 1;
    if (o->nbaseline && arena_baseline_read(o, o->cfg.kind, &R->base, NULL) != 0)
        return 1;
    if (am_resume(R) != 0)
        return 1;
    if (o->cfg.replay_dir && mkdir(o->cfg.replay_dir, 0755) != 0 && errno != EEXIST) {
        fprintf(stderr, "arena: cannot create --replays %s: %s\n", o->cfg.replay_dir,
                strerror(errno));
        return 1;
    }
    if (o->cfg.replay_dir && (stat(o->cfg.replay_dir, &st) != 0 || !S_ISDIR(st.st_mode)
                              || access(o->cfg.replay_dir, W_OK | X_OK) != 0)) {
        fprintf(stderr, "arena: --replays %s: not a directory this user can write\n", o->cfg.replay_dir);
        return 1;
    }
    if (o->out && (R->out_fd = am_open_out(o->out, err, sizeof err)) < 0) {
        fprintf(stderr, "arena: %s\n", err);
        return 1;
    }
    if (R->ngames > R->todo)
        fprintf(stderr, "arena: resuming: %zu of %zu games already in %s\n", R->ngames - R->todo,
                R->ngames, o->out);
    return 0;
}

/* am_job_count, with a note when it is more than the cores */
static int am_jobs(const arena_opts *o)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int jobs = am_job_count(o);
    if (cores > 0 && jobs > cores)
        fprintf(stderr, "arena: note: --concurrency %d > %ld cores: bots are timed under "
                        "that load (watch the max reply ms)\n", jobs, cores);
    return jobs;
}

/* 1 (after a line) if --out no longer names the file the records went
 * to: removed, or replaced by another file, during the run */
static int am_out_lost(const am_run *R)
{
    struct stat mine, now;
    int there;
    if (R->out_fd < 0 || fstat(R->out_fd, &mine) != 0)
        return 0;
    there = stat(R->o->out, &now) == 0;
    if (there && now.st_dev == mine.st_dev && now.st_ino == mine.st_ino)
        return 0;
    fprintf(stderr, "arena: --out %s was %s during the run: the records written to it are lost\n", R->o->out,
            there ? "replaced" : "removed");
    return 1;
}

/* play the games left, then print the summary; the exit status */
static int am_play(am_run *R)
{
    arena_opts *o = R->o;
    arena_pool pool;
    int interrupted, rc = 0, jobs = am_jobs(o);
    if (arena_pool_init(&pool, jobs)) {
        fprintf(stderr, "arena: out of memory\n");
        return 1;
    }
    R->bar = o->progress >= 0 ? o->progress : isatty(2);
    R->t0 = clk_now_ms();
    R->next_plain = 1;
    arena_run_install_signals();
    interrupted = am_loop(R, &pool);
    arena_pool_shutdown(&pool);
    arena_pool_free(&pool);
    am_progress(R, 1);
    if (R->sprt_stop) {
        arena_sprt_view v;
        if (arena_summary_sprt(&R->sum, 0, &v))
            fprintf(stderr, "arena: SPRT bound crossed after %lld games (%s accepted); stopped\n",
                    v.decided_games, v.state > 0 ? "H1" : "H0");
    }
    if (R->launch_failed)
        fprintf(stderr, "arena: stopped early: judges could not be started\n");
    if (am_out_lost(R))
        rc = 1;
    if (R->keep_on) /* report's order of taggers and generators: as the records are */
        arena_summary_of(&R->keep, o->cfg.kind, &o->sprt, 1, &R->page_sum);
    if (o->nbaseline && arena_baseline_compare(&R->base, &R->page_sum, &R->keep) != 0)
        rc = 1;
    if (arena_emit_summary(&R->sum, o, o->nbaseline ? &R->base : NULL) != 0 || R->write_failed ||
        R->sum.errors > 0 || R->launch_failed)
        rc = 1;
    if (o->html && arena_emit_page(o, &R->page_sum, &R->keep, o->nbaseline ? &R->base : NULL, &o->out,
                                   o->out ? 1 : 0, &R->notes, NULL) != 0)
        rc = 1;
    if (interrupted) {
        fprintf(stderr, "arena: interrupted; finished games are kept%s%s\n",
                o->out ? ", rerun with the same --out to resume: " : "", o->out ? o->out : "");
        rc = 130;
    }
    return rc;
}

static int am_run_games(arena_opts *o)
{
    am_run R;
    char err[300], judge[PATH_MAX + 32];
    int rc;
    memset(&R, 0, sizeof R);
    R.o = o;
    R.out_fd = -1;
    if (!o->cfg.judge) { /* judge[] lives as long as the run: every use is below */
        o->cfg.judge = am_default_judge(o->cfg.kind, judge, sizeof judge);
        if (arena_cli_outputs_apart(o, err, sizeof err) != 0)
            kit_cli_usage_error("arena", err, NULL); /* one line, exit 2 */
    }
    if (!(R.games = arena_plan_build(&o->cfg, &R.ngames, err, sizeof err))) {
        fprintf(stderr, "arena: %s\n", err);
        return 2;
    }
    if (o->print_commands) {
        am_print_commands(&R);
        free(R.games);
        return 0;
    }
    R.skip = (unsigned char *)calloc(R.ngames + 1, 1);
    R.keep_on = o->html || o->nbaseline;
    arena_summary_init(&R.sum, o->cfg.kind);
    arena_summary_set_sprt(&R.sum, &o->sprt, 1);
    am_register(&R);
    rc = am_prepare(&R);
    if (rc == 0)
        rc = am_play(&R);
    if (R.out_fd >= 0)
        close(R.out_fd);
    arena_summary_free(&R.sum);
    arena_rec_list_free(&R.keep);
    arena_summary_free(&R.page_sum);
    arena_baseline_free(&R.base);
    arena_notes_free(&R.notes);
    free(R.skip);
    free(R.games);
    return rc;
}

/* Ctrl-C (or SIGTERM/SIGHUP) during `report`: no aside file of a page or
 * replay script left behind (outfile_abandon), exit 130 as a run's */
static void am_report_on_signal(int sig)
{
    (void)sig;
    outfile_abandon();
    _exit(130);
}

int main(int argc, char **argv)
{
    arena_opts o;
    char err[300];
    int rc;
    signal(SIGPIPE, SIG_IGN); /* a reader that left: a write error with its line, exit 1, not a silent death */
    signal(SIGXFSZ, SIG_IGN); /* a file-size limit: the same, EFBIG */
    if (arena_cli_parse(argc, argv, &o, err, sizeof err) != 0) {
        arena_cli_free(&o);
        kit_cli_usage_error("arena", err, NULL); /* one line, exit 2 */
    }
    if (o.command == ARENA_CMD_HELP || o.command == ARENA_CMD_VERSION) {
        rc = o.command;
        arena_cli_free(&o);
        kit_cli_answer(rc == ARENA_CMD_HELP ? "--help" : "--version", "arena", arena_cli_usage());
    }
    if (o.command == ARENA_CMD_REPORT) {
        signal(SIGINT, am_report_on_signal);
        signal(SIGTERM, am_report_on_signal);
        signal(SIGHUP, am_report_on_signal);
        rc = arena_report(&o);
    } else {
        rc = am_run_games(&o);
    }
    arena_cli_free(&o);
    if (kit_cli_flush_stdout("arena") && rc == 0)
        rc = 1;
    return rc;
}
