/*
 * candy_judge.c -- one game over pipes: Maki's protocol
 * (docs/rules/candy-hunt.md §4) and the outside tagger's protocol
 * (docs/rules/candy-hunt.md §5), filling the candy_match that
 * candy_judge_replay.c then writes out (docs/rules/candy-hunt.md §7).
 *
 * The match.  The caller sets m->cfg; every other field is written here
 * only.  cj_setup resets the match from the options.  Each turn,
 * m->rec[m->nrec] is filled with what Maki is sent, and m->nrec counts it
 * only once a legal reply came, so the records are exactly the completed
 * turns; cj_play_turn adds the tagger's steps and the state after the
 * turn.  After the game, candy_judge_read_heat attaches debug heat texts
 * (owned by the records, freed by candy_judge_free).
 *
 * Timing.  Maki's budget covers all its replies; each turn's clock runs
 * from writing the turn's first line to reading the reply's newline
 * (proc_request), and the turn is sent remaining_ms = floor(budget - used).
 * The first line "N d" is written before turn 1's clock starts.
 *
 * Failures.  A Maki reply that is late, not one of U R D L O S, longer
 * than 128 bytes, or missing (crash, closed output) ends the game with
 * score 0 and that reason.  A Maki command the shell cannot run at all, or
 * an outside tagger that fails in any way, is not a game: -1 and a message.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "common/linebuf.h"
#include "common/proc.h"
#include "common/proc_words.h"
#include "candy/engine/candy_gen.h"
#include "candy/judge/candy_judge.h"

#define CJ_GRACE_MS 300.0          /* a bot's time to exit after end of input */
#define CJ_MSG_CAP (CANDY_MAX_N * (CANDY_MAX_N + 1) + 64)

static const char cj_dirs[] = "URDL";

const char *candy_judge_tagger_name(const candy_judge_cfg *cfg)
{
    return cfg->tagger == CANDY_TAGGER_EXTERNAL ? "external" : candy_tagger_name(cfg->tagger);
}

const char *candy_judge_gen_name(const candy_judge_cfg *cfg)
{
    return cfg->maze != NULL ? CANDY_GEN_FILE_NAME : candy_gen_name(cfg->gen);
}

/* ---- the outside tagger ---- */

typedef struct cj_tagger {
    int external;
    proc_child pc;
    candy_tagger builtin;
    int replies;   /* the outside tagger's actions read so far */
    int tell;      /* what its failure message adds: CJ_TELL_* */
} cj_tagger;

/* After the judge's reason for a failing outside tagger: its last stderr
 * line (a wrong reply: how it then ended is the judge's stop), how it
 * ended and that line (it closed its output: its end was the failure), or
 * nothing more (a timeout: what it was doing was said at the deadline). */
enum { CJ_TELL_STDERR = 0, CJ_TELL_END, CJ_TELL_NOTHING };

/* docs/rules/candy-hunt.md §5: the outside tagger is told the footsteps table in
 * its environment (CANDY_FOOTSTEPS_ENV), set for its start alone. */
static int cj_tagger_spawn(cj_tagger *t, const candy_match *m, char *err, size_t errcap)
{
    char table[48], why[300];
    int rc;
    snprintf(table, sizeof table, "%d,%d,%d", m->cfg.table[0], m->cfg.table[1], m->cfg.table[2]);
    if (setenv(CANDY_FOOTSTEPS_ENV, table, 1) != 0) {
        snprintf(err, errcap, "tagger: cannot set %s", CANDY_FOOTSTEPS_ENV);
        return -1;
    }
    rc = proc_spawn(&t->pc, m->cfg.tagger_cmd, NULL, why, sizeof why); /* stderr: its last line kept */
    if (rc == 0)
        proc_stop_when_idle(&t->pc); /* asked in turn with Maki: never running while she thinks */
    else
        snprintf(err, errcap, "tagger: %s", why);
    unsetenv(CANDY_FOOTSTEPS_ENV);
    return rc;
}

static int cj_tagger_start(cj_tagger *t, const candy_match *m, char *err, size_t errcap)
{
    char text[CJ_MSG_CAP];
    int r, len;
    const candy_maze *mz = &m->w.maze;
    t->external = m->cfg.tagger == CANDY_TAGGER_EXTERNAL;
    if (!t->external) {
        candy_tagger_init(&t->builtin, m->cfg.tagger, mz, m->cfg.table,
                          candy_seed_part(m->cfg.seed, CANDY_SEED_TAGGER));
        return 0;
    }
    if (cj_tagger_spawn(t, m, err, errcap) != 0)
        return -1;
    len = snprintf(text, sizeof text, "%d\n", mz->n);
    for (r = 0; r < mz->n; r++) {
        int c;
        for (c = 0; c < mz->n; c++)
            text[len++] = mz->wall[CANDY_CELL(r, c)] ? '#' : '.';
        text[len++] = '\n';
    }
    text[len] = '\0';
    if (proc_send(&t->pc, text, proc_clock_ms() + CANDY_TAGGER_ACT_MS) != PROC_OK) {
        snprintf(err, errcap, "tagger: could not send the maze to '%s'", m->cfg.tagger_cmd);
        return -1;
    }
    /* docs/candy-judge.md, outside tagger: Maki starts once the tagger has
     * read its maze (or 2,000 ms passed), so that the tagger's start-up
     * does not run during Maki's first, timed turn.  A tagger that never
     * reads is judged at its first action, as before. */
    if (proc_wait_read(&t->pc, proc_clock_ms() + CANDY_TAGGER_ACT_MS) == PROC_BROKEN) {
        /* it exited (or closed its input) without reading: no game, Maki never started */
        snprintf(err, errcap, "tagger: could not send the maze to '%s'", m->cfg.tagger_cmd);
        return -1;
    }
    return 0;
}

static const char *cj_proc_reason(int st)
{
    switch (st) {
    case PROC_TIMEOUT: return "no reply in time";
    case PROC_TOO_LONG: return "reply line too long";
    case PROC_NUL: return "a NUL byte in its reply line";
    case PROC_BROKEN: return "closed its input";
    default: return "closed its output";
    }
}

static int cj_tagger_act(cj_tagger *t, const candy_match *m, const candy_tagger_obs *o,
                         char *err, size_t errcap)
{
    char text[128], reply[LINEBUF_MAX + 1];
    double elapsed;
    int st, act;
    if (!t->external)
        return candy_tagger_act(&t->builtin, &m->w.maze, o);
    snprintf(text, sizeof text, "ACT %d %d %d %d %c %d %d %d %d\n", o->turn, o->k,
             CANDY_ROW(o->cell) + 1, CANDY_COL(o->cell) + 1, cj_dirs[o->dir], o->seen,
             o->seen ? CANDY_ROW(o->maki_seen) + 1 : 0, o->seen ? CANDY_COL(o->maki_seen) + 1 : 0,
             o->steps);
    st = proc_request(&t->pc, text, reply, sizeof reply, CANDY_TAGGER_ACT_MS, &elapsed);
    if (st == PROC_TIMEOUT) { /* what it was doing at the deadline, as Maki is told */
        char how[300];
        proc_timeout_words(&t->pc, 0, how, sizeof how); /* its start-up is not timed */
        snprintf(err, errcap, "tagger: %s on turn %d%s%s", cj_proc_reason(st), o->turn, how[0] ? ": " : "", how);
        t->tell = CJ_TELL_NOTHING;
        return -1;
    }
    if (st != PROC_OK) {
        snprintf(err, errcap, "tagger: %s on turn %d", cj_proc_reason(st), o->turn);
        t->tell = st == PROC_EOF ? CJ_TELL_END : CJ_TELL_STDERR;
        return -1;
    }
    t->replies++;
    act = candy_reply_parse(reply);
    if (act < 0) {
        char shown[200]; /* the reply as Maki's is shown: \xNN for any byte not printable ASCII */
        linebuf_shown(reply, shown, sizeof shown);
        snprintf(err, errcap, "tagger: illegal reply '%s' on turn %d", shown, o->turn);
    }
    return act;
}

/* ---- Maki ---- */

static void cj_message(const candy_match *m, const char rows[][CANDY_MAX_N + 1], int left,
                       char *text, size_t cap)
{
    int r, len = snprintf(text, cap, "%d\n", m->w.footsteps);
    for (r = 0; r < m->w.maze.n; r++)
        len += snprintf(text + len, cap - (size_t)len, "%s\n", rows[r]);
    snprintf(text + len, cap - (size_t)len, "%d\n", left);
}

/* End the game on Maki's failure (docs/rules/candy-hunt.md §4): the reason,
 * a one-line message and the offending reply (NULL: none arrived). */
static void cj_maki_failed(candy_match *m, int reason, const char *reply, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m->fail_msg, sizeof m->fail_msg, fmt, ap);
    va_end(ap);
    m->has_fail_reply = reply != NULL;
    if (reply != NULL)
        snprintf(m->fail_reply, sizeof m->fail_reply, "%s", reply);
    candy_world_fail(&m->w, reason);
}

/* The failure of a request that got no reply line. */
static void cj_no_reply(candy_match *m, proc_child *pc, int st, double left, double waited)
{
    char how[CANDY_JUDGE_MSG - 96]; /* room for the words before it */
    if (st == PROC_TIMEOUT) { /* as the Sakura judge says it: both figures */
        proc_timeout_words(pc, m->replies == 1, how, sizeof how);
        cj_maki_failed(m, CANDY_END_TIMEOUT, NULL, "no reply within the %.0f ms left (waited %.1f ms)%s%s", left,
                       waited, how[0] ? ": " : "", how);
        proc_kill(pc); /* at once, as the Sakura judge does: no grace for a program that ran out of time */
    }
    else if (st == PROC_TOO_LONG) {
        proc_long_line_start(pc, how, PROC_LINE_START_SHOWN);
        cj_maki_failed(m, CANDY_END_ILLEGAL, NULL, "reply line longer than %d bytes including the newline; it begins '%s'",
                       LINEBUF_MAX, how);
    }
    else if (st == PROC_NUL) /* docs/rules/candy-hunt.md §4, "Ruling (both games) — a NUL byte" */
        cj_maki_failed(m, CANDY_END_ILLEGAL, NULL, "control byte 0x00 (NUL) in the reply line");
    else if (st == PROC_BROKEN)
        cj_maki_failed(m, CANDY_END_CRASH, NULL,
                       "the program closed its input (it still runs, but cannot be sent the game)");
    else {
        proc_finish(pc, CJ_GRACE_MS);
        proc_end_words(pc, how, sizeof how);
        cj_maki_failed(m, CANDY_END_CRASH, NULL, "the program closed its output before replying: %s", how);
    }
}

/* Ask Maki for turn t's action.  Returns the action, or -1 after ending
 * the game (m->w over with the failure reason). */
static int cj_ask_maki(candy_match *m, proc_child *pc, candy_turn_rec *rec)
{
    char text[CJ_MSG_CAP], reply[LINEBUF_MAX + 1];
    double left = m->cfg.time_ms - m->used_ms, elapsed = 0;
    int st, act;
    if (left < 0)
        left = 0;
    rec->turn = m->w.turn;
    rec->footsteps = m->w.footsteps;
    rec->time_left_ms = (int)floor(left);
    if (m->cfg.reveal)
        candy_world_true_map(&m->w, rec->map);
    else
        candy_world_map(&m->w, rec->map);
    cj_message(m, (const char (*)[CANDY_MAX_N + 1])rec->map, rec->time_left_ms, text, sizeof text);
    st = proc_request(pc, text, reply, sizeof reply, left, &elapsed);
    m->used_ms += elapsed;
    m->replies++;
    if (elapsed > m->max_reply_ms)
        m->max_reply_ms = elapsed;
    rec->reply_ms = elapsed;
    if (st != PROC_OK) {
        cj_no_reply(m, pc, st, left, elapsed);
        return -1;
    }
    act = candy_reply_parse(reply);
    if (act < 0)
        cj_maki_failed(m, CANDY_END_ILLEGAL, reply, CANDY_JUDGE_ILLEGAL_MESSAGE);
    return act;
}

static void cj_record_after(candy_match *m, candy_turn_rec *rec)
{
    const candy_world *w = &m->w;
    int i;
    rec->maki = w->maki;
    rec->maki_dir = w->maki_dir;
    rec->ate = w->ate;
    rec->respawn = w->respawn;
    rec->ncandy = w->ncandy;
    for (i = 0; i < w->ncandy; i++)
        rec->candy[i] = w->candy[i];
    rec->score = w->score;
    rec->caught = w->caught;
}

/* Steps 1-5 of one turn after Maki's action.  -1 if the outside tagger failed. */
static int cj_play_turn(candy_match *m, cj_tagger *tg, int act, candy_turn_rec *rec,
                        char *err, size_t errcap)
{
    int k, due;
    rec->action = act;
    rec->ntag = 0;
    candy_world_maki(&m->w, act);
    due = candy_world_tagger_due(&m->w);
    for (k = 0; k < due && !m->w.over; k++) {
        candy_tagger_obs o;
        int ta;
        candy_world_tagger_obs(&m->w, &o);
        ta = cj_tagger_act(tg, m, &o, err, errcap);
        if (ta < 0)
            return -1;
        candy_world_tagger(&m->w, ta);
        rec->tag_act[k] = ta;
        rec->tag_cell[k] = m->w.tagger;
        rec->tag_dir[k] = m->w.tagger_dir;
        rec->tag_seen[k] = o.seen;
        rec->ntag = k + 1;
    }
    candy_world_end_turn(&m->w);
    cj_record_after(m, rec);
    return 0;
}

static void cj_setup(candy_match *m)
{
    candy_maze mz;
    int n = m->cfg.n ? m->cfg.n : candy_seed_n(m->cfg.seed);
    if (m->cfg.maze != NULL)
        mz = *m->cfg.maze;
    else
        candy_gen(&mz, n, m->cfg.gen, candy_seed_part(m->cfg.seed, CANDY_SEED_GEN));
    candy_world_setup(&m->w, &mz, m->cfg.table, m->cfg.seed);
    m->start = m->w;
    m->nrec = 0;
    m->used_ms = 0;
    m->max_reply_ms = 0;
    m->replies = 0;
    m->fail_msg[0] = '\0';
    m->has_fail_reply = 0;
}

static void cj_stop(proc_child *pc)
{
    if (pc->pid > 0)
        proc_finish(pc, CJ_GRACE_MS);
}


static int cj_loop(candy_match *m, proc_child *pc, cj_tagger *tg, char *err, size_t errcap)
{
    char first[32];
    snprintf(first, sizeof first, "%d %c\n", m->w.maze.n, cj_dirs[m->w.maki_dir]);
    /* a program that stopped reading already is judged by turn 1's request:
     * lines it wrote ahead are its replies (docs/rules/candy-hunt.md §4) */
    if (proc_send(pc, first, proc_clock_ms() + (m->cfg.time_ms > 0 ? m->cfg.time_ms : 0)) == PROC_TIMEOUT) {
        cj_maki_failed(m, CANDY_END_TIMEOUT, NULL, "the program did not read the first line");
        return 0;
    }
    while (!m->w.over) {
        candy_turn_rec *rec = &m->rec[m->nrec];
        int act;
        memset(rec, 0, sizeof *rec);
        act = cj_ask_maki(m, pc, rec);
        if (act < 0)
            break;
        m->nrec++;
        if (cj_play_turn(m, tg, act, rec, err, errcap) != 0)
            return -1;
    }
    return 0;
}

/* 1 if the outside tagger's shell could not run its command: exit status
 * 126/127 before it answered anything (after an answer it ran, whatever
 * status it left with) */
static int cj_tagger_not_run(const cj_tagger *t)
{
    return t->replies == 0 && proc_could_not_start(&t->pc);
}

/* After a failing outside tagger (stopped): why, in one line -- it could
 * not start at all, or the judge's reason and what t->tell adds. */
static void cj_tagger_why(const cj_tagger *t, const candy_match *m, char *err, size_t errcap)
{
    char how[300];
    size_t n = strlen(err);
    if (cj_tagger_not_run(t)) {
        snprintf(err, errcap, "tagger: the command could not be run (sh exit status %d): %s",
                 WEXITSTATUS(t->pc.status), m->cfg.tagger_cmd);
        return;
    }
    if (t->tell == CJ_TELL_NOTHING)
        return;
    if (t->tell == CJ_TELL_END)
        proc_end_words(&t->pc, how, sizeof how);
    else
        proc_stderr_words(&t->pc, how, sizeof how);
    if (n < errcap && how[0] != '\0')
        snprintf(err + n, errcap - n, ": %s", how);
}

int candy_judge_run(candy_match *m, char *err, size_t errcap)
{
    proc_child pc;
    cj_tagger tg;
    int rc;
    memset(&pc, 0, sizeof pc);
    memset(&tg, 0, sizeof tg);
    cj_setup(m);
    if (cj_tagger_start(&tg, m, err, errcap) != 0) {
        if (tg.external && strncmp(err, "tagger: could not send", 22) == 0) {
            cj_stop(&tg.pc); /* it exited before reading the maze: say why, from its stderr */
            tg.tell = CJ_TELL_END;
            cj_tagger_why(&tg, m, err, errcap);
        }
        cj_stop(&tg.pc);
        return -1;
    }
    unsetenv(CANDY_FOOTSTEPS_ENV); /* Maki is not told the table, even if our caller set it */
    if (proc_spawn(&pc, m->cfg.cmd, m->cfg.stderr_path, err, errcap) != 0) {
        cj_stop(&tg.pc);
        return -1;
    }
    if (tg.external) /* a built-in tagger runs in the judge: nothing else to keep Maki off */
        proc_stop_when_idle(&pc);
    rc = cj_loop(m, &pc, &tg, err, errcap);
    cj_stop(&pc);
    m->log_errno = proc_log_error(&pc);
    cj_stop(&tg.pc);
    proc_kill_strays(PROC_STRAY_ROUNDS); /* what a bot detached (setsid) */
    if (tg.external && (rc != 0 ? strncmp(err, "tagger:", 7) == 0 : cj_tagger_not_run(&tg))) {
        if (rc == 0)
            snprintf(err, errcap, "tagger: exited");
        cj_tagger_why(&tg, m, err, errcap);
        rc = -1;
    }
    cj_stop(&tg.pc);
    if (rc != 0)
        return rc;
    if (m->w.reason == CANDY_END_CRASH && m->nrec == 0 && proc_could_not_start(&pc)) {
        snprintf(err, errcap, "the command could not be run (sh exit status %d): %s",
                 WEXITSTATUS(pc.status), m->cfg.cmd);
        return -1;
    }
    return rc;
}

/* ---- debug heat from Maki's stderr ---- */

/* 1 if the next blank-separated word at p is written in decimal (strtod
 * also reads hex, "inf" and "nan"; a #heat value must be a plain number) */
static int cj_heat_decimal(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p)
        return 0;
    for (; *p && *p != ' ' && *p != '\t' && *p != '\r' && *p != '\n'; p++)
        if (!strchr("0123456789.eE+-", *p))
            return 0;
    return 1;
}

/* "#heat T v..." with exactly n*n finite decimal numbers >= 0 -> JSON rows text */
static char *cj_heat_json(const char *line, int n, int *turn)
{
    json_writer jw;
    const char *p = line + 5;
    char *end;
    long t = strtol(p, &end, 10);
    int r, c;
    if (end == p || t < 1 || t > CANDY_MAX_TURNS)
        return NULL;
    p = end;
    json_w_init(&jw);
    json_w_arr(&jw);
    for (r = 0; r < n; r++) {
        json_w_arr(&jw);
        for (c = 0; c < n; c++) {
            double v = strtod(p, &end);
            if (end == p || !cj_heat_decimal(p) || !isfinite(v) || v < 0) {
                json_w_free(&jw);
                return NULL;
            }
            p = end;
            json_w_num(&jw, v);
        }
        json_w_arr_end(&jw);
    }
    json_w_arr_end(&jw);
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        p++;
    if (*p != '\0' || jw.failed) {
        json_w_free(&jw);
        return NULL;
    }
    *turn = (int)t;
    return jw.buf;
}

void candy_judge_read_heat(candy_match *m, const char *log_path)
{
    FILE *f;
    char *line = NULL;
    size_t cap = 0;
    struct stat st;
    /* only a regular file can be read back: a pipe would wait for a writer */
    if (log_path == NULL || stat(log_path, &st) != 0 || !S_ISREG(st.st_mode) || (f = fopen(log_path, "r")) == NULL)
        return;
    while (getline(&line, &cap, f) > 0) {
        int t, i;
        char *heat;
        if (strncmp(line, "#heat ", 6) != 0)
            continue;
        heat = cj_heat_json(line, m->w.maze.n, &t);
        if (heat == NULL)
            continue;
        for (i = 0; i < m->nrec && m->rec[i].turn != t; i++)
            ;
        if (i < m->nrec) {
            free(m->rec[i].heat);
            m->rec[i].heat = heat;
        } else {
            free(heat);
        }
    }
    free(line);
    fclose(f);
}

void candy_judge_free(candy_match *m)
{
    int i;
    for (i = 0; i < m->nrec; i++) {
        free(m->rec[i].heat);
        m->rec[i].heat = NULL;
    }
}
