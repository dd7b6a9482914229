/*
 * sakura_judge.c -- one Sakura Duel game between two bot processes.
 *
 * Protocol (docs/rules/sakura-duel.md §5): INIT and READY go out together, then one TURN line per
 * player per turn, then FINISH.  Player 2 is started only once player 1
 * has answered READY, so that neither bot's start-up runs during the
 * other's READY: each pays its own start-up in ready_ms.  Fairness on a small machine: the two
 * players are asked IN TURN -- player 1's TURN is written and its reply
 * read before player 2's TURN is written -- so one bot's thinking never
 * takes CPU from the other's clock.  Neither sees the other's reply before
 * the next TURN line, so the order changes nothing else.
 *
 * Clocks: each request is timed by proc_request() from just before its
 * first byte is written to the reply's newline; a player's budget is what
 * is left of cfg->time_ms after all its earlier replies, and the request's
 * deadline is exactly that, so a slow bot is cut off at its budget.
 *
 * Forfeits (docs/rules/sakura-duel.md §2, §6): a reply that is late (timeout), that never comes
 * because the bot closed its output (crash), or that is malformed, too long
 * or illegal (illegal) loses the game before the turn is resolved.  Both
 * players are always asked, even when the first already failed, because
 * both failing on one turn is a draw.
 *
 * Processes: each bot is `/bin/sh -c CMD` in its own process group (proc.h).
 * A bot that failed by timeout or crash is killed at once; at the end the
 * others get FINISH and a short grace before their groups are killed.  The
 * judge is a child subreaper, so a process a bot detached (setsid) is
 * re-parented to the judge when its parent dies; proc_kill_strays() then
 * kills and reaps every remaining descendant.  No process survives.
 */
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include "common/proc.h"
#include "common/proc_words.h"
#include "sakura/judge/sakura_judge.h"

#define SJ_CRASH_GRACE_MS 100 /* wait for the exit status of a bot that closed its output */

static void sj_fail(sakura_match *m, int i, int reason, const char *fmt, ...)
{
    va_list ap;
    m->fail_reason[i] = reason;
    va_start(ap, fmt);
    vsnprintf(m->fail_msg[i], sizeof m->fail_msg[i], fmt, ap);
    va_end(ap);
}

int sakura_judge_check_reply(const sakura_state *s, int player, const char *line,
                             sakura_pair *out, char *err, size_t errcap)
{
    if (sakura_parse_reply_line(line, out, err, errcap) != 0)
        return -1;
    if (!sakura_pair_legal(s, player, out, err, errcap))
        return -1;
    return 0;
}

/* One timed request to player i.  0 with the reply line, or -1 after
 * recording the failure (timeout / crash / too long / a NUL byte). */
static int sj_ask(sakura_match *m, proc_child *pc, int i, const char *text, char *reply)
{
    double left = m->time_ms - m->used_ms[i];
    double el = 0;
    int st;
    if (left < 0)
        left = 0;
    st = proc_request(pc, text, reply, LINEBUF_MAX + 1, left, &el);
    m->used_ms[i] += el;
    if (el > m->max_ms[i])
        m->max_ms[i] = el;
    m->nreplies[i]++;
    switch (st) {
    case PROC_OK:
        return 0;
    case PROC_TIMEOUT: {
        char doing[SAKURA_JUDGE_MSG - 96]; /* room for the words before it */
        proc_timeout_words(pc, m->nreplies[i] == 1, doing, sizeof doing); /* READY: from its start */
        sj_fail(m, i, SAKURA_END_TIMEOUT, "no reply within the time budget (%.1f ms left, waited %.1f ms)%s%s",
                left, el, doing[0] ? ": " : "", doing);
        proc_kill(pc);
        return -1;
    }
    case PROC_TOO_LONG: {
        char start[PROC_LINE_START_SHOWN];
        proc_long_line_start(pc, start, sizeof start);
        sj_fail(m, i, SAKURA_END_ILLEGAL, "reply line longer than %d bytes including the newline; it begins '%s'",
                LINEBUF_MAX, start);
        return -1;
    }
    case PROC_NUL: /* docs/rules/sakura-duel.md §2: control bytes are illegal */
        sj_fail(m, i, SAKURA_END_ILLEGAL, "control byte 0x00 (NUL) in the reply line");
        return -1;
    case PROC_BROKEN:
        sj_fail(m, i, SAKURA_END_CRASH, "the bot closed its input (it still runs, but cannot be sent the game)");
        proc_kill(pc);
        return -1;
    default: {
        char how[SAKURA_JUDGE_MSG - 64]; /* room for the words before it */
        proc_finish(pc, SJ_CRASH_GRACE_MS);
        proc_end_words(pc, how, sizeof how);
        sj_fail(m, i, SAKURA_END_CRASH, "the bot closed its output before replying: %s", how);
        return -1;
    }
    }
}

static void sj_keep_reply(sakura_match *m, int i, const char *reply)
{
    m->has_fail_reply[i] = 1;
    snprintf(m->fail_reply[i], sizeof m->fail_reply[i], "%s", reply);
}

static int sj_spawn(const sakura_judge_cfg *cfg, proc_child *pc, int i, char *err, size_t errcap)
{
    char path[4096], why[256];
    const char *log = NULL;
    if (cfg->stderr_dir != NULL) {
        snprintf(path, sizeof path, "%s/p%d.stderr", cfg->stderr_dir, i + 1);
        log = path;
    }
    if (proc_spawn(pc, cfg->cmd[i], log, why, sizeof why) != 0) {
        snprintf(err, errcap, "player %d: %s", i + 1, why);
        return -1;
    }
    proc_stop_when_idle(pc); /* asked in turn: never running while the other thinks */
    return 0;
}

/* Each player started, then sent INIT + READY.  -1 (with err) if a
 * command could not be started or run at all; else 0, with any failure
 * recorded in m. */
static int sj_ready(const sakura_judge_cfg *cfg, sakura_match *m, proc_child pc[2],
                    char *err, size_t errcap)
{
    const sakura_state *s = &m->start;
    int i;
    for (i = 0; i < 2; i++) {
        char text[96], reply[LINEBUF_MAX + 1];
        int st;
        snprintf(text, sizeof text, "INIT %d %d %d %d %d %d\nREADY %s\n", s->vr, s->vc,
                 s->p[0].r, s->p[0].c, s->p[1].r, s->p[1].c, i == 0 ? "FIRST" : "SECOND");
        if (sj_spawn(cfg, &pc[i], i, err, errcap) != 0)
            return -1;
        st = sj_ask(m, &pc[i], i, text, reply);
        m->ready_ms[i] = m->used_ms[i];
        if (st != 0) {
            if (m->fail_reason[i] == SAKURA_END_CRASH && proc_could_not_start(&pc[i])) {
                snprintf(err, errcap, "player %d: the command could not be run (sh exit status %d): %s",
                         i + 1, WEXITSTATUS(pc[i].status), cfg->cmd[i]);
                return -1;
            }
            continue;
        }
        if (!sakura_ready_reply_ok(reply)) {
            sj_fail(m, i, SAKURA_END_ILLEGAL, "%s", SAKURA_JUDGE_READY_MESSAGE);
            sj_keep_reply(m, i, reply);
        }
    }
    return 0;
}

/* The TURN line for player i (docs/rules/sakura-duel.md §5). */
static void sj_turn_line(const sakura_match *m, int i, char *text, size_t cap)
{
    const sakura_state *s = &m->s;
    char opp[32];
    double left = floor(m->time_ms - m->used_ms[i]);
    if (m->nrec > 0)
        sakura_format_pair(&m->rec[m->nrec - 1].pairs[1 - i], opp, sizeof opp);
    else
        snprintf(opp, sizeof opp, "0 0");
    snprintf(text, cap, "TURN %.0f %d %d %d %d %d %d %d %d %d %s\n", left < 0 ? 0.0 : left, s->turn,
             s->p[0].r, s->p[0].c, s->p[0].hp, s->p[0].blessings,
             s->p[1].r, s->p[1].c, s->p[1].hp, s->p[1].blessings, opp);
}

/* Ask both players for the turn; 0 if both replied legally. */
static int sj_collect(sakura_match *m, proc_child pc[2], sakura_turn_rec *rec)
{
    int i, failed = 0;
    for (i = 0; i < 2; i++) {
        char text[160], reply[LINEBUF_MAX + 1], why[160];
        double before = m->used_ms[i];
        rec->time_left_ms[i] = (int)floor(m->time_ms - m->used_ms[i]);
        sj_turn_line(m, i, text, sizeof text);
        if (sj_ask(m, &pc[i], i, text, reply) != 0) {
            failed = 1;
            continue;
        }
        rec->reply_ms[i] = m->used_ms[i] - before;
        if (sakura_judge_check_reply(&m->s, i, reply, &rec->pairs[i], why, sizeof why) != 0) {
            sj_fail(m, i, SAKURA_END_ILLEGAL, "%s", why);
            sj_keep_reply(m, i, reply);
            failed = 1;
        }
    }
    return failed ? -1 : 0;
}

/* End the game by forfeit if anyone failed; 1 if it ended. */
static int sj_forfeits(sakura_match *m, int turn)
{
    int f0 = m->fail_reason[0] != SAKURA_END_NONE, f1 = m->fail_reason[1] != SAKURA_END_NONE;
    if (!f0 && !f1)
        return 0;
    if (f0 && f1)
        sakura_forfeit(&m->s, -1, SAKURA_END_DRAW); /* docs/rules/sakura-duel.md §2: both fail on one turn = draw */
    else
        sakura_forfeit(&m->s, f0 ? 0 : 1, m->fail_reason[f0 ? 0 : 1]);
    m->turns = turn;
    return 1;
}

static void sj_play_turns(sakura_match *m, proc_child pc[2])
{
    while (!m->s.over && m->nrec < SAKURA_MAX_TURNS) {
        sakura_turn_rec *rec = &m->rec[m->nrec];
        int turn = m->s.turn;
        memset(rec, 0, sizeof *rec);
        rec->turn = turn;
        sj_collect(m, pc, rec);
        if (sj_forfeits(m, turn))
            return;
        rec->nsteps = sakura_resolve_turn(&m->s, rec->pairs, &rec->ev, rec->after);
        rec->blessings[0] = m->s.p[0].blessings;
        rec->blessings[1] = m->s.p[1].blessings;
        m->nrec++;
        m->turns = m->nrec;
    }
}

static void sj_setup(const sakura_judge_cfg *cfg, sakura_match *m)
{
    memset(m, 0, sizeof *m);
    m->seed = cfg->seed;
    m->time_ms = cfg->time_ms;
    if (cfg->have_init)
        sakura_init(&m->start, cfg->init[0], cfg->init[1], cfg->init[2], cfg->init[3],
                    cfg->init[4], cfg->init[5]);
    else
        sakura_init_seeded(&m->start, cfg->seed);
    m->s = m->start;
}

int sakura_judge_play(const sakura_judge_cfg *cfg, sakura_match *m, char *err, size_t errcap)
{
    proc_child pc[2];
    int i, rc = 0;
    sj_setup(cfg, m);
    proc_none(&pc[0]);
    proc_none(&pc[1]);
    if (sj_ready(cfg, m, pc, err, errcap) != 0)
        rc = -1;
    else if (!sj_forfeits(m, 0))
        sj_play_turns(m, pc);
    for (i = 0; i < 2; i++) {
        if (pc[i].pid > 0 && rc == 0)
            proc_send(&pc[i], "FINISH\n", 0);
        proc_close_input(&pc[i]);
    }
    for (i = 0; i < 2; i++) {
        proc_finish(&pc[i], rc == 0 ? SAKURA_JUDGE_FINISH_GRACE_MS : 0);
        m->log_errno[i] = proc_log_error(&pc[i]);
    }
    proc_kill_strays(PROC_STRAY_ROUNDS);
    return rc;
}
