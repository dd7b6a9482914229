/*
 * sakura_actions.c -- a turn's two actions: protocol text, legality, the
 * list of legal pairs, cooldown bookkeeping (docs/rules/sakura-duel.md §2, §5).
 *
 * Text.  An action is `0` or `k DIR` (k = 1..7).  Tokens are separated by
 * one or more ASCII spaces; spaces before the first and after the last token
 * are tolerated (docs/rules/sakura-duel.md §2), any other character is an error, and
 * nothing may follow the second action.  Codes 1-6 take U R D L, code 7 any
 * of the eight directions, code 0 none.  The parser checks syntax only;
 * sakura_pair_legal() checks the position-dependent rules.
 *
 * Legality (docs/rules/sakura-duel.md §2), for the player's state at the start of s->turn:
 * well-formed (kind, dir); a technique (codes 2-7) only when
 * s->turn >= ready_turn[kind] and not twice in the pair; a first-action
 * Move or Flash Step must land on the board from the start cell.  Second
 * actions may point anywhere (they stay in place when performed).
 *
 * Enumeration order of sakura_legal_pairs(): first action, then second
 * action, each in the order Wait; kinds 1..7; directions U R D L (then
 * UR DR DL UL for Flash Step).  Callers (bots, AI, bench) may rely on it.
 */
#include <stdio.h>
#include <string.h>
#include "sakura/engine/sakura_engine.h"

#define SKA_MAX_ACTIONS 33 /* Wait + 6 kinds x 4 + Flash x 8 */
#define SKA_SHOW 16         /* characters of a bad token quoted in errors */

static void ska_err(char *err, size_t cap, const char *msg)
{
    if (err && cap)
        snprintf(err, cap, "%s", msg);
}

/* Copy up to SKA_SHOW characters of the token at p, non-printables as '?'. */
static void ska_quote(const char *p, size_t len, char *out, size_t cap)
{
    size_t i, n = len < SKA_SHOW ? len : SKA_SHOW;
    if (n + 1 > cap)
        n = cap - 1;
    for (i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)p[i];
        out[i] = (ch >= 0x20 && ch < 0x7f) ? (char)ch : '?';
    }
    out[n] = '\0';
}

/* Token scanner over [p, end): tokens are runs of non-space characters. */
static const char *ska_token(const char *p, const char *end, size_t *len)
{
    const char *q;
    while (p < end && *p == ' ')
        p++;
    q = p;
    while (q < end && *q != ' ')
        q++;
    *len = (size_t)(q - p);
    return p;
}

static int ska_dir_from(const char *t, size_t len)
{
    int d;
    for (d = 0; d < SAKURA_NODIR; d++) {
        const char *name = sakura_dir_name(d);
        if (strlen(name) == len && memcmp(name, t, len) == 0)
            return d;
    }
    return -1;
}

/* docs/rules/sakura-duel.md §2: code 0 takes no direction.  A direction
 * after it cannot start an action, so the message names the Wait: -1 with
 * err when the token at p is a direction, else 0. */
static int ska_wait_without_dir(const char *p, const char *end, int which, char *err, size_t cap)
{
    char shown[SKA_SHOW + 1], msg[96];
    size_t len;
    const char *t = ska_token(p, end, &len);
    if (len == 0 || ska_dir_from(t, len) < 0)
        return 0;
    ska_quote(t, len, shown, sizeof shown);
    snprintf(msg, sizeof msg, "action %d: code 0 (Wait) takes no direction, got '%s'", which, shown);
    ska_err(err, cap, msg);
    return -1;
}

/* Parse one action at *pp; advances *pp.  0 ok, -1 with err. */
static int ska_parse_action(const char **pp, const char *end, int which, sakura_action *a,
                            char *err, size_t cap)
{
    char shown[SKA_SHOW + 1], msg[96];
    size_t len;
    const char *t = ska_token(*pp, end, &len);
    int code, dir;
    if (len == 0) {
        snprintf(msg, sizeof msg, "action %d missing", which);
        ska_err(err, cap, msg);
        return -1;
    }
    ska_quote(t, len, shown, sizeof shown);
    if (len != 1 || t[0] < '0' || t[0] > '7') {
        snprintf(msg, sizeof msg, "action %d: expected a code 0-7, got '%s'", which, shown);
        ska_err(err, cap, msg);
        return -1;
    }
    code = t[0] - '0';
    *pp = t + len;
    a->kind = (unsigned char)code;
    a->dir = SAKURA_NODIR;
    if (code == SAKURA_WAIT)
        return ska_wait_without_dir(*pp, end, which, err, cap);
    t = ska_token(*pp, end, &len);
    ska_quote(t, len, shown, sizeof shown);
    dir = ska_dir_from(t, len);
    if (dir < 0 || (code != SAKURA_FLASH && dir > SAKURA_L)) {
        snprintf(msg, sizeof msg, "action %d: code %d needs a direction %s, got '%s'", which,
                 code, code == SAKURA_FLASH ? "U R D L UR DR DL UL" : "U R D L", shown);
        ska_err(err, cap, msg);
        return -1;
    }
    *pp = t + len;
    a->dir = (unsigned char)dir;
    return 0;
}

int sakura_ready_reply_ok(const char *line)
{
    while (*line == ' ')
        line++;
    if (strncmp(line, "OK", 2) != 0)
        return 0;
    for (line += 2; *line == ' '; line++)
        ;
    return *line == '\0';
}

int sakura_parse_reply_line(const char *line, sakura_pair *out, char *err, size_t errcap)
{
    size_t n = strlen(line);
    /* docs/rules/sakura-duel.md §5.3: the one '\r' allowed before the
     * newline is gone; another is a control byte */
    if (n > 0 && line[n - 1] == '\r') {
        ska_err(err, errcap, "reply contains a control or non-ASCII byte 0x0d");
        return -1;
    }
    return sakura_parse_pair(line, out, err, errcap);
}

int sakura_parse_pair(const char *line, sakura_pair *out, char *err, size_t errcap)
{
    const char *p = line, *end = line + strlen(line), *q;
    char shown[SKA_SHOW + 1], msg[96];
    size_t len;
    int i;
    if (end > p && end[-1] == '\n')
        end--;
    if (end > p && end[-1] == '\r')
        end--;
    for (q = p; q < end; q++) {
        if (*q != ' ' && ((unsigned char)*q < 0x21 || (unsigned char)*q > 0x7e)) {
            snprintf(msg, sizeof msg, "reply contains a control or non-ASCII byte 0x%02x",
                     (unsigned)(unsigned char)*q);
            ska_err(err, errcap, msg);
            return -1;
        }
    }
    for (i = 0; i < 2; i++)
        if (ska_parse_action(&p, end, i + 1, &out->a[i], err, errcap) != 0)
            return -1;
    q = ska_token(p, end, &len);
    if (len) {
        ska_quote(q, len, shown, sizeof shown);
        snprintf(msg, sizeof msg, "unexpected text after the second action: '%s'", shown);
        ska_err(err, errcap, msg);
        return -1;
    }
    return 0;
}

/* Canonical text: "0", "1 U", "7 UR"; a pair is two of them joined by ' '. */
static void ska_format_action(sakura_action a, char *buf, size_t cap)
{
    if (!cap)
        return;
    if (a.kind == SAKURA_WAIT || a.kind >= SAKURA_KINDS)
        snprintf(buf, cap, "%d", a.kind == SAKURA_WAIT ? 0 : (int)a.kind);
    else
        snprintf(buf, cap, "%d %s", (int)a.kind, sakura_dir_name(a.dir));
}

void sakura_format_pair(const sakura_pair *p, char *buf, size_t cap)
{
    char a[8], b[8];
    ska_format_action(p->a[0], a, sizeof a);
    ska_format_action(p->a[1], b, sizeof b);
    if (cap)
        snprintf(buf, cap, "%s %s", a, b);
}

/* 0 if (kind, dir) is well-formed, else -1 with a reason */
static int ska_check_shape(sakura_action a, int which, char *msg, size_t cap)
{
    if (a.kind >= SAKURA_KINDS) {
        if (msg)
            snprintf(msg, cap, "action %d: unknown code %d", which, (int)a.kind);
        return -1;
    }
    if (a.kind == SAKURA_WAIT ? a.dir != SAKURA_NODIR
                              : a.dir > (a.kind == SAKURA_FLASH ? SAKURA_UL : SAKURA_L)) {
        if (msg)
            snprintf(msg, cap, "action %d: %s cannot take direction %d", which,
                     sakura_kind_name(a.kind), (int)a.dir);
        return -1;
    }
    return 0;
}

/* 0 if action `which` (1 or 2) is legal on its own, else -1 with a reason
 * in msg (msg may be NULL: the enumeration needs no text) */
static int ska_check_action(const sakura_state *s, const sakura_player *pl, sakura_action a,
                            int which, char *msg, size_t cap)
{
    int k = a.kind, d = a.dir;
    if (ska_check_shape(a, which, msg, cap) != 0)
        return -1;
    if (k >= SAKURA_THRUST && s->turn < pl->ready_turn[k]) {
        if (msg)
            snprintf(msg, cap, "action %d: %s is on cooldown until turn %d", which,
                     sakura_kind_name(k), (int)pl->ready_turn[k]);
        return -1;
    }
    if (which == 1 && (k == SAKURA_MOVE || k == SAKURA_FLASH)) {
        int n = k == SAKURA_MOVE ? 1 : 2;
        int r = pl->r + n * sakura_dir_dr[d], c = pl->c + n * sakura_dir_dc[d];
        if (!sakura_on_board(r, c)) { /* docs/rules/sakura-duel.md §2: first-action moves stay on the board */
            if (msg)
                snprintf(msg, cap, "action 1: %s %s from (%d,%d) leaves the courtyard",
                         sakura_kind_name(k), sakura_dir_name(d), pl->r, pl->c);
            return -1;
        }
    }
    return 0;
}

int sakura_pair_legal(const sakura_state *s, int player, const sakura_pair *p, char *err,
                      size_t errcap)
{
    char msg[112];
    const sakura_player *pl;
    int i;
    if (player < 0 || player > 1 || s->over) {
        ska_err(err, errcap, s->over ? "the game is over" : "no such player");
        return 0;
    }
    pl = &s->p[player];
    for (i = 0; i < 2; i++) {
        if (ska_check_action(s, pl, p->a[i], i + 1, msg, sizeof msg) != 0) {
            ska_err(err, errcap, msg);
            return 0;
        }
    }
    if (p->a[0].kind >= SAKURA_THRUST && p->a[0].kind == p->a[1].kind) {
        snprintf(msg, sizeof msg, "%s chosen twice in one turn", sakura_kind_name(p->a[0].kind));
        ska_err(err, errcap, msg);
        return 0;
    }
    return 1;
}

/* Every legal single action for slot `which`, in the documented order. */
static int ska_slot_actions(const sakura_state *s, const sakura_player *pl, int which,
                            sakura_action *out)
{
    int n = 0, k, d;
    for (k = 0; k < SAKURA_KINDS; k++) {
        int ndir = k == SAKURA_WAIT ? 1 : k == SAKURA_FLASH ? 8 : 4;
        for (d = 0; d < ndir; d++) {
            sakura_action a;
            a.kind = (unsigned char)k;
            a.dir = (unsigned char)(k == SAKURA_WAIT ? SAKURA_NODIR : d);
            if (ska_check_action(s, pl, a, which, NULL, 0) == 0)
                out[n++] = a;
        }
    }
    return n;
}

int sakura_legal_pairs(const sakura_state *s, int player, sakura_pair *out, int cap)
{
    sakura_action first[SKA_MAX_ACTIONS], second[SKA_MAX_ACTIONS];
    int n1, n2, i, j, n = 0;
    if (player < 0 || player > 1 || s->over)
        return 0;
    n1 = ska_slot_actions(s, &s->p[player], 1, first);
    n2 = ska_slot_actions(s, &s->p[player], 2, second);
    for (i = 0; i < n1; i++) {
        for (j = 0; j < n2 && n < cap; j++) {
            if (first[i].kind >= SAKURA_THRUST && first[i].kind == second[j].kind)
                continue; /* docs/rules/sakura-duel.md §2: a technique at most once per turn */
            out[n].a[0] = first[i];
            out[n].a[1] = second[j];
            n++;
        }
    }
    return n;
}

void sakura_charge_cooldowns(sakura_player *pl, const sakura_pair *p, int turn)
{
    int i;
    for (i = 0; i < 2; i++) {
        int k = p->a[i].kind;
        if (k >= SAKURA_THRUST && k < SAKURA_KINDS) /* docs/rules/sakura-duel.md §2: ready again on t+k+1 */
            pl->ready_turn[k] = (unsigned char)(turn + sakura_cooldown(k) + 1);
    }
}
