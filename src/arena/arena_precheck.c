/*
 * arena_precheck.c -- the checks before the first game; see
 * arena_precheck.h.
 *
 * The judge check builds a copy of the run's configuration whose bots run
 * PC_DRY_BOT, whose outside taggers run PC_DRY_TAGGER, and which writes no
 * replay; plans its check games (seed: the run's first), and runs them in
 * an arena_pool like real games.  The copy shares every string with the run's configuration;
 * only its two bot arrays are its own.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "arena/arena_command.h"
#include "arena/arena_precheck.h"
#include "arena/arena_run.h"
#include "common/proc.h"

#define PC_DRY_BOT "exit 0"      /* a bot that leaves at once */
/* an outside tagger that takes the maze (the judge sends it before the
 * first turn and refuses a tagger that cannot take it) and is never asked
 * a move: the dry Maki leaves on turn 1 before the tagger's turn */
#define PC_DRY_TAGGER "cat >/dev/null"
#define PC_TIMEOUT_MS 10000.0    /* a check game ends in ms; this is a hung judge */
#define PC_POLL_MS 20.0          /* wait tick */
#define PC_AT_ONCE 8             /* check games running side by side */

/* the shell's own reading of cmd, parsed and not run (sh -n): 0, or -1
 * with the shell's first message line in why (an unfinished quote, an
 * "if" without "fi"...) */
static int pc_shell_parses(const char *cmd, char *why, size_t cap)
{
    char buf[200];
    size_t k = 0;
    ssize_t got;
    int fd[2], status = 0, devnull;
    pid_t pid;
    if (pipe2(fd, O_CLOEXEC) != 0)
        return 0; /* no pipe: no check, the games will tell */
    if ((pid = fork()) == 0) {
        devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
        if (devnull < 0 || proc_child_stdio(devnull, devnull, fd[1]) != 0)
            _exit(0);
        execl("/bin/sh", "sh", "-n", "-c", cmd, (char *)NULL);
        _exit(0);
    }
    close(fd[1]);
    while (pid > 0 && k + 1 < sizeof buf && ((got = read(fd[0], buf + k, sizeof buf - 1 - k)) > 0 ||
                                             (got < 0 && errno == EINTR)))
        k += got > 0 ? (size_t)got : 0;
    close(fd[0]);
    while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (pid <= 0 || (WIFEXITED(status) && WEXITSTATUS(status) == 0))
        return 0;
    buf[k] = '\0';
    buf[strcspn(buf, "\n")] = '\0';
    snprintf(why, cap, "the shell cannot read the command: %s", k ? buf : "syntax error");
    return -1;
}

static int pc_list(const arena_bot *list, int n, const char *what, char *err, size_t cap)
{
    char why[512];
    int i;
    for (i = 0; i < n; i++)
        if (pc_shell_parses(list[i].cmd, why, sizeof why) != 0 ||
            arena_command_check(list[i].cmd, why, sizeof why) != 0)
            return snprintf(err, cap, "%s %s: %s", what, list[i].name, why), -1;
    return 0;
}

int arena_precheck_commands(const arena_config *c, char *err, size_t cap)
{
    if (pc_list(c->bots, c->nbots, "bot", err, cap) != 0)
        return -1;
    return pc_list(c->tagger_cmds, c->ntagger_cmds, "tagger", err, cap);
}

/* the dry copy of c: same options, every program PC_DRY_BOT; 0 or -1 */
static int pc_dry_config(const arena_config *c, arena_config *d)
{
    arena_bot *bots = (arena_bot *)calloc((size_t)c->nbots + 1, sizeof *bots);
    arena_bot *tcmds = (arena_bot *)calloc((size_t)c->ntagger_cmds + 1, sizeof *tcmds);
    int i;
    if (!bots || !tcmds) {
        free(bots);
        free(tcmds);
        return -1;
    }
    *d = *c;
    for (i = 0; i < c->nbots; i++) {
        bots[i] = c->bots[i];
        bots[i].cmd = PC_DRY_BOT;
        bots[0].reveal |= c->bots[i].reveal; /* --reveal is checked too */
    }
    for (i = 0; i < c->ntagger_cmds; i++) {
        tcmds[i] = c->tagger_cmds[i];
        tcmds[i].cmd = PC_DRY_TAGGER;
    }
    d->bots = bots;
    d->tagger_cmds = tcmds;
    d->replay_dir = NULL;
    return 0;
}

/* check game k of the dry configuration d; the count of them in *n */
static arena_game pc_game(const arena_config *d, int k, int *n)
{
    arena_game g;
    memset(&g, 0, sizeof g);
    g.seed = d->seed;
    g.b = 1;
    g.side = 1;
    *n = 1;
    if (d->kind == ARENA_CANDY) {
        *n = d->ntaggers > d->ngens ? d->ntaggers : d->ngens;
        g.b = -1;
        g.tagger = k < d->ntaggers ? k : d->ntaggers - 1;
        g.gen = k < d->ngens ? k : d->ngens - 1;
    }
    return g;
}

/* the judge's first stderr line without its own " (see --help)" */
static void pc_judge_line(const char *text, char *out, size_t cap)
{
    static const char tail[] = " (see --help)";
    size_t n = strcspn(text, "\n"), t = sizeof tail - 1;
    if (n >= t && strncmp(text + n - t, tail, t) == 0)
        n -= t;
    snprintf(out, cap, "%.*s", (int)n, text);
}

/* what a finished check game says: 0 fine, 2 options refused, 1 hung */
static int pc_outcome(const arena_done *d, char *err, size_t cap)
{
    char line[ARENA_ERR_KEEP + 1];
    if (d->timed_out)
        return snprintf(err, cap, "the judge did not finish a game with a bot that exits at "
                        "once within %.0f s: its games would hang", PC_TIMEOUT_MS / 1000.0), 1;
    if (WIFEXITED(d->status) && (WEXITSTATUS(d->status) == 126 || WEXITSTATUS(d->status) == 127)) {
        /* the pool's child could not exec the judge (its line: "arena: cannot run ...") */
        pc_judge_line(strncmp(d->err, "arena: ", 7) == 0 ? d->err + 7 : d->err, line, sizeof line);
        snprintf(err, cap, "--judge: %s", line[0] ? line : "the judge cannot run");
        return 2;
    }
    if (!WIFEXITED(d->status) || WEXITSTATUS(d->status) != 2)
        return 0; /* anything else the games themselves will report */
    pc_judge_line(d->err, line, sizeof line);
    snprintf(err, cap, "the judge refuses these options: %s", line[0] ? line : "(no message)");
    return 2;
}

/* start the check game k; 0 or 1 + err */
static int pc_start(arena_pool *pool, const arena_config *d, int k, char *err, size_t cap)
{
    char numbuf[ARENA_NUMBUF], why[200];
    int n;
    arena_game g = pc_game(d, k, &n);
    char **argv = arena_game_argv(d, &g, numbuf);
    int rc = argv ? arena_pool_start(pool, argv, (size_t)k, why, sizeof why) : -1;
    free(argv);
    if (rc != 0)
        snprintf(err, cap, "cannot start the judge to check the options: %s",
                 argv ? why : "out of memory");
    return rc != 0;
}

/* run every check game of d; the worst outcome (2 > 1 > 0) */
static int pc_run(arena_pool *pool, const arena_config *d, char *err, size_t cap)
{
    arena_done done[PC_AT_ONCE];
    char why[ARENA_ERR_KEEP + 200];
    int n, next = 0, worst = 0, k, i, rc;
    pc_game(d, 0, &n);
    while (next < n || pool->running > 0) {
        while (worst == 0 && next < n && pool->running < pool->cap)
            if (pc_start(pool, d, next++, err, cap) != 0)
                worst = 1;
        if (pool->running == 0)
            break;
        k = arena_pool_wait(pool, PC_POLL_MS, PC_TIMEOUT_MS, done, PC_AT_ONCE);
        for (i = 0; i < k; i++)
            if ((rc = pc_outcome(&done[i], why, sizeof why)) > worst) {
                worst = rc; /* the worst outcome's message is the one kept */
                snprintf(err, cap, "%s", why);
            }
        if (worst != 0)
            next = n; /* known: start no more */
    }
    return worst;
}

int arena_precheck_judge(const arena_config *c, char *err, size_t cap)
{
    arena_config d;
    arena_pool pool;
    int rc = 1;
    if (pc_dry_config(c, &d) != 0)
        return snprintf(err, cap, "out of memory"), 1;
    if (arena_pool_init(&pool, PC_AT_ONCE) != 0) {
        snprintf(err, cap, "out of memory");
    } else {
        rc = pc_run(&pool, &d, err, cap);
        arena_pool_shutdown(&pool);
        arena_pool_free(&pool);
    }
    free(d.bots);
    free(d.tagger_cmds);
    return rc;
}
