/*
 * sakura_resim.c -- bin/sakura-resim: re-simulate Sakura Duel replays
 * (docs/rules/sakura-duel.md §6) with the engine and check that every
 * recorded field agrees.  In the style of bin/candy-replay-check:
 *
 *   stdout  "sakura-resim: FILE: ok (T turns)"
 *   stderr  "sakura-resim: FILE: turn T: WHAT", the first mismatch, naming
 *           the field
 *   exit    0 all agree; 1 one disagrees; 2 a file cannot be read or is
 *           not JSON, or a usage error.
 *
 * Per replay: the seed (a whole number, the result's the same) and two
 * player names; the set-up from "init"; per turn, the turn number, both
 * actions (parsed, legal for their player at that state), the number of
 * steps, each step's positions, health and events (type, player, kind,
 * cell, value), the blessings, and time_left_ms never growing and within
 * the budget.  At the end: a game without "failures" must be over exactly
 * after the last turn and "result" must match the engine's winner, reason,
 * turns, hp and blessings; a forfeited game must still be running, the
 * failures must sit on turn nturns+1 (0 for READY), an "illegal" reply
 * that was recorded must really be malformed or illegal there, and the
 * result must be the engine's forfeit.  time_ms, mean and max reply times
 * must be consistent with the budget.
 */
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"
#include "common/kit_cli.h"
#include "common/proc.h"
#include "sakura/engine/sakura_engine.h"
#include "sakura/judge/sakura_judge.h"

typedef struct rs_ctx {
    const char *file;
    int turn;        /* turn being checked, 0 outside turns */
    int turns_seen;  /* turns checked so far */
    char msg[300];
    double budget;
    double ready[2];    /* READY latencies */
    double replies[2];  /* sum of the turns' reply_ms */
    double longest[2];  /* the longest of READY and the turns' reply_ms */
    unsigned long long seed;
} rs_ctx;

static const char *const rs_event_names[] = {
    "flash", "move", "move_blocked", "cancel", "hit", "guarded",
    "clash", "push", "push_stopped", "out", "blessing", "attack"
};

static const char *const rs_kind_names[SAKURA_KINDS] = {
    "wait", "move", "thrust", "sweep", "charge", "guard", "shatter", "flash"
};

static int rs_fail(rs_ctx *x, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(x->msg, sizeof x->msg, fmt, ap);
    va_end(ap);
    return -1;
}

/* integer at key (or array index when key is NULL) */
static int rs_int(rs_ctx *x, const json_value *v, const char *what, long long lo, long long hi, long long *out)
{
    if (!json_int_in(v, lo, hi, out))
        return rs_fail(x, "%s: missing or not an integer in [%lld, %lld]", what, lo, hi);
    return 0;
}

static int rs_int2(rs_ctx *x, const json_value *obj, const char *key, long long lo, long long hi, long long out[2])
{
    const json_value *a = json_get(obj, key);
    if (a == NULL || a->type != JSON_ARR || a->count != 2)
        return rs_fail(x, "%s: expected an array of two numbers", key);
    if (rs_int(x, json_at(a, 0), key, lo, hi, &out[0]) || rs_int(x, json_at(a, 1), key, lo, hi, &out[1]))
        return -1;
    return 0;
}

static int rs_num2(rs_ctx *x, const json_value *obj, const char *key, double out[2])
{
    const json_value *a = json_get(obj, key);
    int i;
    if (a == NULL || a->type != JSON_ARR || a->count != 2)
        return rs_fail(x, "%s: expected an array of two numbers", key);
    for (i = 0; i < 2; i++) {
        const json_value *e = json_at(a, (size_t)i);
        if (e->type != JSON_NUM || e->num < 0)
            return rs_fail(x, "%s: expected non-negative numbers", key);
        out[i] = e->num;
    }
    return 0;
}

static int rs_cell(rs_ctx *x, const json_value *obj, const char *key, int *r, int *c)
{
    long long v[2];
    if (rs_int2(x, obj, key, -2, SAKURA_N + 3, v))
        return -1;
    *r = (int)v[0];
    *c = (int)v[1];
    return 0;
}

/* 1 if v is there and of JSON type t */
static int rs_is(const json_value *v, int t)
{
    return v != NULL && (int)v->type == t;
}

static int rs_str_is(const json_value *v, const char *s)
{
    return v != NULL && v->type == JSON_STR && strcmp(v->str, s) == 0;
}

static int rs_player_step(rs_ctx *x, const json_value *step, const char *key, const sakura_player *p, int k)
{
    const json_value *o = json_get(step, key);
    int r, c;
    long long hp;
    if (o == NULL || o->type != JSON_OBJ)
        return rs_fail(x, "step %d: %s missing", k + 1, key);
    if (rs_cell(x, o, "pos", &r, &c) || rs_int(x, json_get(o, "hp"), "hp", -100, 100, &hp))
        return -1;
    if (r != p->r || c != p->c || hp != p->hp)
        return rs_fail(x, "step %d: %s at (%d,%d) hp %lld, engine says (%d,%d) hp %d", k + 1, key, r, c, hp,
                       p->r, p->c, p->hp);
    return 0;
}

static int rs_event(rs_ctx *x, const json_value *je, const sakura_event *e, int k)
{
    int r, c;
    long long pl, val;
    if (je == NULL || je->type != JSON_OBJ)
        return rs_fail(x, "step %d: fewer events than the engine's", k + 1);
    if (!rs_str_is(json_get(je, "type"), rs_event_names[e->type]) ||
        !rs_str_is(json_get(je, "kind"), e->kind < SAKURA_KINDS ? rs_kind_names[e->kind] : "none"))
        return rs_fail(x, "step %d: event type/kind differs from the engine's %s/%s", k + 1,
                       rs_event_names[e->type], e->kind < SAKURA_KINDS ? rs_kind_names[e->kind] : "none");
    if (rs_int(x, json_get(je, "player"), "event player", 1, 2, &pl) ||
        rs_int(x, json_get(je, "value"), "event value", -128, 127, &val) || rs_cell(x, je, "cell", &r, &c))
        return -1;
    if (pl != e->actor + 1 || val != e->value || r != e->r || c != e->c)
        return rs_fail(x, "step %d: %s event fields differ from the engine's", k + 1, rs_event_names[e->type]);
    return 0;
}

/* the events of step k in the engine's list (later steps go with the last) */
static int rs_events(rs_ctx *x, const json_value *step, const sakura_events *ev, int k, int nsteps)
{
    const json_value *arr = json_get(step, "events");
    size_t n = 0;
    int j;
    if (arr == NULL || arr->type != JSON_ARR)
        return rs_fail(x, "step %d: events missing", k + 1);
    for (j = 0; j < ev->n; j++) {
        int st = ev->ev[j].step;
        if (st == k || (k == nsteps - 1 && st > k)) {
            if (rs_event(x, json_at(arr, n), &ev->ev[j], k))
                return -1;
            n++;
        }
    }
    if (n != arr->count)
        return rs_fail(x, "step %d: %zu events recorded, engine has %zu", k + 1, arr->count, n);
    return 0;
}

static int rs_actions(rs_ctx *x, const json_value *t, const sakura_state *s, sakura_pair pairs[2])
{
    const json_value *a = json_get(t, "actions");
    int i;
    if (a == NULL || a->type != JSON_ARR || a->count != 2)
        return rs_fail(x, "actions: expected two strings");
    for (i = 0; i < 2; i++) {
        const json_value *e = json_at(a, (size_t)i);
        char err[160], canon[32];
        if (e->type != JSON_STR || sakura_parse_pair(e->str, &pairs[i], err, sizeof err) != 0)
            return rs_fail(x, "player %d's actions do not parse", i + 1);
        if (!sakura_pair_legal(s, i, &pairs[i], err, sizeof err))
            return rs_fail(x, "player %d's '%s' is illegal: %s", i + 1, e->str, err);
        sakura_format_pair(&pairs[i], canon, sizeof canon);
        if (strcmp(canon, e->str) != 0)
            return rs_fail(x, "player %d's '%s' is not in canonical form", i + 1, e->str);
    }
    return 0;
}

static int rs_turn(rs_ctx *x, const json_value *t, sakura_state *s, long long prev_left[2])
{
    sakura_pair pairs[2];
    sakura_state after[2];
    static sakura_events ev;
    const json_value *steps = json_get(t, "steps");
    long long turn, left[2], bl[2];
    double reply[2];
    int k, n;
    if (rs_int(x, json_get(t, "turn"), "turn", 1, SAKURA_MAX_TURNS, &turn))
        return -1;
    if (turn != s->turn || s->over)
        return rs_fail(x, "turn %lld recorded, engine is at turn %d%s", turn, s->turn, s->over ? " (over)" : "");
    if (rs_int2(x, t, "time_left_ms", 0, (long long)x->budget, left) || rs_num2(x, t, "reply_ms", reply))
        return -1;
    if (left[0] > prev_left[0] || left[1] > prev_left[1])
        return rs_fail(x, "time_left_ms grew");
    prev_left[0] = left[0];
    prev_left[1] = left[1];
    for (k = 0; k < 2; k++) {
        /* the budget less READY and the replies so far, floored; replies kept to 0.01 ms */
        double due = floor(x->budget - x->ready[k] - x->replies[k]);
        if (fabs((double)left[k] - due) > 1 + 0.005 * turn)
            return rs_fail(x, "player %d's time_left_ms %lld, but the budget less its replies so far is %.0f", k + 1,
                           left[k], due);
        if (!(reply[k] >= 0) || reply[k] > (double)left[k] + PROC_LATE_SLACK_MS)
            return rs_fail(x, "player %d's reply_ms %.2f: more than the time it had", k + 1, reply[k]);
        x->replies[k] += reply[k];
        if (reply[k] > x->longest[k])
            x->longest[k] = reply[k];
    }
    if (rs_actions(x, t, s, pairs))
        return -1;
    n = sakura_resolve_turn(s, pairs, &ev, after);
    if (steps == NULL || steps->type != JSON_ARR || steps->count != (size_t)n)
        return rs_fail(x, "engine resolved %d steps, the replay has a different count", n);
    for (k = 0; k < n; k++) {
        const json_value *st = json_at(steps, (size_t)k);
        if (rs_player_step(x, st, "p1", &after[k].p[0], k) || rs_player_step(x, st, "p2", &after[k].p[1], k) ||
            rs_events(x, st, &ev, k, n))
            return -1;
    }
    if (rs_int2(x, t, "blessings", 0, SAKURA_MAX_TURNS, bl))
        return -1;
    if (bl[0] != s->p[0].blessings || bl[1] != s->p[1].blessings)
        return rs_fail(x, "blessings %lld/%lld, engine says %d/%d", bl[0], bl[1], s->p[0].blessings,
                       s->p[1].blessings);
    return 0;
}

/* "seed": a whole number in [0, 2^64), the result's the same; "players":
 * two names */
static int rs_seed_players(rs_ctx *x, const json_value *root)
{
    const json_value *seed = json_get(root, "seed"), *pl = json_get(root, "players");
    const json_value *rseed = json_get(json_get(root, "result"), "seed");
    unsigned long long s, rs;
    if (!json_u64(seed, &s))
        return rs_fail(x, "seed: missing, or not an integer in [0, 2^64) written as digits alone (as the judges write it)");
    if (!json_u64(rseed, &rs) || rs != s)
        return rs_fail(x, "result: seed missing or not the replay's");
    x->seed = s;
    if (pl == NULL || pl->type != JSON_ARR || pl->count != 2 || json_at(pl, 0)->type != JSON_STR ||
        json_at(pl, 1)->type != JSON_STR)
        return rs_fail(x, "players: expected an array of two names");
    return 0;
}

/* a set-up not given by --init (init.given absent or false) is the seed's */
static int rs_init_from_seed(rs_ctx *x, const json_value *init, const sakura_state *s)
{
    const json_value *given = json_get(init, "given");
    sakura_state s0;
    if (given != NULL && given->type != JSON_BOOL)
        return rs_fail(x, "init: given must be true or false");
    if (given != NULL && given->num != 0)
        return 0;
    sakura_init_seeded(&s0, (uint64_t)x->seed);
    if (s0.vr != s->vr || s0.vc != s->vc || s0.p[0].r != s->p[0].r || s0.p[0].c != s->p[0].c ||
        s0.p[1].r != s->p[1].r || s0.p[1].c != s->p[1].c)
        return rs_fail(x, "init: not the set-up the seed makes (and not given by --init)");
    return 0;
}

static int rs_init(rs_ctx *x, const json_value *root, sakura_state *s)
{
    const json_value *init = json_get(root, "init");
    int v[6], i;
    long long budget;
    if (!rs_str_is(json_get(root, "game"), "sakura"))
        return rs_fail(x, "not a sakura replay");
    if (rs_int(x, json_get(root, "version"), "version", 1, 1, &budget) ||
        rs_int(x, json_get(root, "time_budget_ms"), "time_budget_ms", 1, 600000, &budget) ||
        rs_seed_players(x, root))
        return -1;
    x->budget = (double)budget;
    if (rs_num2(x, root, "ready_ms", x->ready))
        return -1;
    x->longest[0] = x->ready[0];
    x->longest[1] = x->ready[1];
    if (init == NULL || rs_cell(x, init, "vein", &v[0], &v[1]) || rs_cell(x, init, "p1", &v[2], &v[3]) ||
        rs_cell(x, init, "p2", &v[4], &v[5]))
        return init == NULL ? rs_fail(x, "init missing") : -1;
    for (i = 0; i < 6; i++)
        if (v[i] < 1 || v[i] > SAKURA_N)
            return rs_fail(x, "init: cell outside the board");
    sakura_init(s, v[0], v[1], v[2], v[3], v[4], v[5]);
    return rs_init_from_seed(x, init, s);
}

/* docs/rules/sakura-duel.md §6 reason names of a forfeit */
static int rs_reason_code(const char *name)
{
    int r;
    for (r = SAKURA_END_HP; r <= SAKURA_END_DRAW; r++)
        if (strcmp(sakura_reason_name(r), name) == 0)
            return r;
    return -1;
}

/* A recorded "illegal" reply must really be one at s (READY: not OK),
 * with the message the judge gives it (sakura_judge_check_reply's). */
static int rs_check_illegal_reply(rs_ctx *x, const json_value *f, const sakura_state *s, int player, long long turn)
{
    const json_value *reply = json_get(f, "reply"), *msg = json_get(f, "message");
    sakura_pair p;
    char err[160];
    if (reply == NULL || reply->type != JSON_STR)
        return 0; /* e.g. a line that was too long */
    if (turn == 0) {
        if (sakura_ready_reply_ok(reply->str))
            return rs_fail(x, "player %d's READY reply '%s' (OK) recorded as illegal", player + 1, reply->str);
        snprintf(err, sizeof err, "%s", SAKURA_JUDGE_READY_MESSAGE);
    } else if (sakura_parse_reply_line(reply->str, &p, err, sizeof err) == 0 &&
               sakura_pair_legal(s, player, &p, err, sizeof err)) {
        return rs_fail(x, "player %d's reply '%s' recorded as illegal but is legal", player + 1, reply->str);
    }
    /* a reply with bytes that are not UTF-8 is kept with U+FFFD in their
     * place: its message names the bytes the copy lost */
    if (!rs_str_is(msg, err) && strstr(reply->str, "\xEF\xBF\xBD") == NULL)
        return rs_fail(x, "player %d's failure message '%s', but the judge says '%s' of that reply", player + 1,
                       msg->str, err);
    return 0;
}

/* Apply the failures (if any) to s as the judge did; -1 on inconsistency. */
static int rs_failures(rs_ctx *x, const json_value *root, sakura_state *s, int nturns, long long *fail_turn)
{
    const json_value *fl = json_get(root, "failures");
    int failed[2] = {0, 0}, reason[2] = {0, 0};
    size_t i;
    *fail_turn = -1;
    if (fl == NULL || fl->type != JSON_ARR || fl->count > 2)
        return rs_fail(x, "failures: expected an array of at most two entries");
    for (i = 0; i < fl->count; i++) {
        const json_value *f = json_at(fl, i);
        long long pl, turn;
        const json_value *rn = json_get(f, "reason");
        if (rs_int(x, json_get(f, "player"), "failure player", 1, 2, &pl) ||
            rs_int(x, json_get(f, "turn"), "failure turn", 0, SAKURA_MAX_TURNS, &turn))
            return -1;
        if (rn == NULL || rn->type != JSON_STR || (reason[pl - 1] = rs_reason_code(rn->str)) < SAKURA_END_TIMEOUT ||
            reason[pl - 1] > SAKURA_END_CRASH || failed[pl - 1]++)
            return rs_fail(x, "failure %zu: bad reason or player listed twice", i + 1);
        if (!rs_is(json_get(f, "message"), JSON_STR) ||
            (!rs_is(json_get(f, "reply"), JSON_STR) && !rs_is(json_get(f, "reply"), JSON_NULL)))
            return rs_fail(x, "failure %zu: message must be a string, reply a string or null", i + 1);
        if (turn != (nturns == 0 && turn == 0 ? 0 : nturns + 1) || (*fail_turn >= 0 && turn != *fail_turn))
            return rs_fail(x, "failure on turn %lld after %d resolved turns", turn, nturns);
        *fail_turn = turn;
        if (reason[pl - 1] == SAKURA_END_ILLEGAL && rs_check_illegal_reply(x, f, s, (int)pl - 1, turn))
            return -1;
    }
    if (fl->count == 0)
        return 0;
    if (s->over)
        return rs_fail(x, "a failure is recorded after the game was already over");
    if (failed[0] && failed[1])
        sakura_forfeit(s, -1, SAKURA_END_DRAW);
    else
        sakura_forfeit(s, failed[0] ? 0 : 1, reason[failed[0] ? 0 : 1]);
    return 0;
}

static int rs_result(rs_ctx *x, const json_value *root, const sakura_state *s, long long turns, int timed_out,
                     int has_failures)
{
    const json_value *res = json_get(root, "result");
    long long w, t, hp[2], bl[2], tm[2];
    double mean[2], mx[2];
    int i;
    x->turn = 0;
    if (res == NULL || res->type != JSON_OBJ)
        return rs_fail(x, "result missing");
    if (!s->over)
        return rs_fail(x, "the game is not over after the last recorded turn");
    if (rs_int(x, json_get(res, "winner"), "winner", 0, 2, &w) || rs_int(x, json_get(res, "turns"), "turns", 0, 60, &t) ||
        rs_int2(x, res, "hp", -100, 100, hp) || rs_int2(x, res, "blessings", 0, 60, bl) ||
        rs_int2(x, res, "time_ms", 0, 10000000, tm) || rs_num2(x, res, "mean_reply_ms", mean) ||
        rs_num2(x, res, "max_reply_ms", mx))
        return -1;
    if (json_get(res, "game") != NULL && !rs_str_is(json_get(res, "game"), "sakura"))
        return rs_fail(x, "result: game is not \"sakura\"");
    if (w != s->winner)
        return rs_fail(x, "result: winner %lld, engine says %d (%s)", w, s->winner, sakura_reason_name(s->reason));
    if (!rs_str_is(json_get(res, "reason"), sakura_reason_name(s->reason)))
        return rs_fail(x, "result: reason %s, engine says %s", rs_is(json_get(res, "reason"), JSON_STR) ?
                       json_get(res, "reason")->str : "missing or not a string", sakura_reason_name(s->reason));
    if (t != turns)
        return rs_fail(x, "result: turns %lld, expected %lld", t, turns);
    if (hp[0] != s->p[0].hp || hp[1] != s->p[1].hp || bl[0] != s->p[0].blessings || bl[1] != s->p[1].blessings)
        return rs_fail(x, "result: hp/blessings differ from the engine's");
    for (i = 0; i < 2; i++)
        if (mean[i] > mx[i] + 0.05 || (!(timed_out >> i & 1) && tm[i] > x->budget + 1))
            return rs_fail(x, "result: player %d's times are inconsistent", i + 1);
    /* without a forfeit every request is recorded: READY + the turns;
     * after one, the total also holds the failing request, so it is at
     * least the recorded sum, and a timeout used the whole budget */
    for (i = 0; i < 2; i++) {
        double sum = x->ready[i] + x->replies[i], tol = 1 + 0.005 * (double)turns;
        if (sum > tm[i] + tol || (!has_failures && sum < tm[i] - tol))
            return rs_fail(x, "result: player %d's time_ms %lld, but its replies add up to %.2f", i + 1, tm[i], sum);
        if ((timed_out >> i & 1) && (double)tm[i] < x->budget - tol)
            return rs_fail(x, "result: player %d timed out with time_ms %lld of a %.0f ms budget", i + 1, tm[i],
                           x->budget);
        /* the longest request is the longest recorded (to the 0.1 ms the result keeps), or
         * after a failure the unrecorded failing turn's; the mean is over READY and the turns */
        if (mx[i] < x->longest[i] - 0.06 || (!has_failures && mx[i] > x->longest[i] + 0.06))
            return rs_fail(x, "result: player %d's max_reply_ms %.1f, but its longest recorded reply is %.2f", i + 1,
                           mx[i], x->longest[i]);
        if (!has_failures && fabs(mean[i] - sum / (double)(turns + 1)) > 0.06)
            return rs_fail(x, "result: player %d's mean_reply_ms %.1f, but its replies average %.2f", i + 1, mean[i],
                           sum / (double)(turns + 1));
    }
    return 0;
}

static int rs_check(rs_ctx *x, const json_value *root)
{
    sakura_state s;
    const json_value *turns = json_get(root, "turns"), *fl;
    long long prev_left[2], fail_turn;
    size_t i;
    int timed_out = 0;
    if (rs_init(x, root, &s))
        return -1;
    prev_left[0] = prev_left[1] = (long long)x->budget;
    if (turns == NULL || turns->type != JSON_ARR || turns->count > SAKURA_MAX_TURNS)
        return rs_fail(x, "turns: expected an array of at most %d turns", SAKURA_MAX_TURNS);
    for (i = 0; i < turns->count; i++) {
        x->turn = (int)i + 1;
        if (rs_turn(x, json_at(turns, i), &s, prev_left))
            return -1;
        x->turns_seen = x->turn;
    }
    x->turn = 0;
    if (rs_failures(x, root, &s, (int)turns->count, &fail_turn))
        return -1;
    fl = json_get(root, "failures");
    for (i = 0; i < fl->count; i++)
        if (rs_str_is(json_get(json_at(fl, i), "reason"), "timeout"))
            timed_out |= 1 << (int)(json_get(json_at(fl, i), "player")->num - 1);
    return rs_result(x, root, &s, fail_turn >= 0 ? fail_turn : (long long)turns->count, timed_out, fail_turn >= 0);
}

/* 0 agrees, 1 disagrees, 2 unreadable or not JSON */
static int rs_file(const char *path)
{
    rs_ctx x;
    char err[256];
    size_t len;
    char *text = json_read_file(path, JSON_REPLAY_MAX, &len, err, sizeof err);
    json_value *root;
    int rc;
    memset(&x, 0, sizeof x);
    x.file = path;
    if (text == NULL) {
        fprintf(stderr, "sakura-resim: %s\n", err);
        return 2;
    }
    root = json_parse(text, len, err, sizeof err);
    free(text);
    if (root == NULL) {
        fprintf(stderr, "sakura-resim: %s: %s\n", path, err);
        return 2;
    }
    rc = rs_check(&x, root);
    json_free(root);
    if (rc != 0 && x.turn > 0)
        fprintf(stderr, "sakura-resim: %s: turn %d: %s\n", path, x.turn, x.msg);
    else if (rc != 0)
        fprintf(stderr, "sakura-resim: %s: %s\n", path, x.msg);
    else
        printf("sakura-resim: %s: ok (%d turns)\n", path, x.turns_seen);
    return rc != 0 ? 1 : 0;
}

static const char rs_usage[] =
    "usage: sakura-resim REPLAY.json...\n"
    "Re-simulates each Sakura Duel replay with the engine (docs/sakura-judge.md).\n"
    "Exit 0: all agree; 1: one disagrees (the field is named); 2: a file cannot\n"
    "be read or is not JSON, or a usage error.\n"
    "  --help, --version  this text, the kit version\n";

int main(int argc, char **argv)
{
    int i, nargs = kit_cli_files(argc, argv, "sakura-resim", rs_usage, "expected one or more replay files"), worst = 0;
    signal(SIGPIPE, SIG_IGN); /* a reader that left: exit 1 with a line, not a silent death */
    for (i = 1; i < nargs; i++) {
        int rc = rs_file(argv[i]);
        if (rc > worst)
            worst = rc;
    }
    if (kit_cli_flush_stdout("sakura-resim") && worst == 0)
        worst = 1;
    return worst;
}
