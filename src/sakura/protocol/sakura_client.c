/*
 * sakura_client.c -- bot-side protocol; see sakura_client.h for the data.
 *
 * Lines are read with fgets into a fixed buffer; a line that does not fit
 * (no newline before the buffer ends, input not at its end) is malformed.
 * A judge that writes its lines a little differently from docs/rules/
 * sakura-duel.md §5 is still understood: "\r\n" endings, tabs, runs of
 * blanks and blanks at either end read as single spaces, blank lines are
 * skipped, and the time left is taken clamped to 0..SC_TIME_MAX.  Other
 * numbers are parsed with strtol and range-checked, so a broken judge line
 * gives -1 rather than a silently wrong state.
 */
#include <stdlib.h>
#include <string.h>
#include "sakura/protocol/sakura_client.h"

#define SC_LINE_MAX 256         /* longest judge line we accept, newline included */
#define SC_TIME_MAX 100000000L  /* ms: a time left above this is taken as this */

/* buf with every run of blanks (space, tab, CR, VT, FF) one space, none at
 * either end */
static void sc_squeeze(char *buf)
{
    size_t i, k = 0;
    for (i = 0; buf[i] != '\0'; i++) {
        int blank = strchr(" \t\r\v\f", buf[i]) != NULL;
        if (!blank)
            buf[k++] = buf[i];
        else if (k > 0 && buf[k - 1] != ' ')
            buf[k++] = ' ';
    }
    if (k > 0 && buf[k - 1] == ' ')
        k--;
    buf[k] = '\0';
}

/* Read the next line that is not blank, squeezed; 1 ok, 0 end of input,
 * -1 too long. */
static int sc_read_line(FILE *in, char *buf, size_t cap)
{
    size_t n;
    do {
        if (fgets(buf, (int)cap, in) == NULL)
            return 0;
        n = strlen(buf);
        if (n > 0 && buf[n - 1] == '\n')
            buf[--n] = '\0';
        else if (!feof(in))
            return -1;
        sc_squeeze(buf);
    } while (buf[0] == '\0');
    return 1;
}

/* Next space-separated integer (strtol's, so LONG_MIN or LONG_MAX when
 * out of range); advances *p.  0 ok, -1 not a number. */
static int sc_next_long(const char **p, long *out)
{
    char *end;
    const char *q = *p;
    while (*q == ' ')
        q++;
    *out = strtol(q, &end, 10);
    if (end == q || (*end != ' ' && *end != '\0'))
        return -1;
    *p = end;
    return 0;
}

/* Next space-separated integer in [lo, hi]; advances *p.  0 ok, -1 not. */
static int sc_next_int(const char **p, long lo, long hi, int *out)
{
    long v;
    if (sc_next_long(p, &v) != 0 || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

/* The time left: any integer, clamped to 0..SC_TIME_MAX; advances *p.
 * 0 ok, -1 not a number. */
static int sc_next_time(const char **p, int *out)
{
    long v;
    if (sc_next_long(p, &v) != 0)
        return -1;
    *out = (int)(v < 0 ? 0 : v > SC_TIME_MAX ? SC_TIME_MAX : v);
    return 0;
}

/* Does line start with the word w followed by a space or its end? */
static const char *sc_after_word(const char *line, const char *w)
{
    size_t n = strlen(w);
    if (strncmp(line, w, n) != 0 || (line[n] != ' ' && line[n] != '\0'))
        return NULL;
    return line + n;
}

static void sc_wait_pair(sakura_pair *p)
{
    int i;
    for (i = 0; i < 2; i++) {
        p->a[i].kind = SAKURA_WAIT;
        p->a[i].dir = SAKURA_NODIR;
    }
}

int sakura_client_start(sakura_client *c, FILE *in, FILE *out)
{
    char line[SC_LINE_MAX];
    const char *p;
    int v[6], i;
    memset(c, 0, sizeof *c);
    sc_wait_pair(&c->opp_last);
    sc_wait_pair(&c->my_last);
    if (sc_read_line(in, line, sizeof line) != 1 || (p = sc_after_word(line, "INIT")) == NULL)
        return -1;
    for (i = 0; i < 6; i++)
        if (sc_next_int(&p, 1, SAKURA_N, &v[i]) != 0)
            return -1;
    if (*p != '\0')
        return -1;
    sakura_init(&c->s, v[0], v[1], v[2], v[3], v[4], v[5]);
    if (sc_read_line(in, line, sizeof line) != 1)
        return -1;
    if (strcmp(line, "READY FIRST") == 0)
        c->me = 0;
    else if (strcmp(line, "READY SECOND") == 0)
        c->me = 1;
    else
        return -1;
    c->turn = 1;
    fputs("OK\n", out);
    fflush(out);
    return 0;
}

int sakura_client_apply_turn(sakura_client *c, const char *line)
{
    const char *p = sc_after_word(line, "TURN");
    int t, turn, v[8], i;
    char err[96];
    sakura_pair opp;
    if (p == NULL || sc_next_time(&p, &t) != 0 ||
        sc_next_int(&p, 1, SAKURA_MAX_TURNS, &turn) != 0)
        return -1;
    for (i = 0; i < 8; i++) {
        /* rows/cols 1..7; health and blessings loosely bounded */
        int is_cell = (i % 4) < 2;
        if (sc_next_int(&p, is_cell ? 1 : -100, is_cell ? SAKURA_N : 100, &v[i]) != 0)
            return -1;
    }
    while (*p == ' ')
        p++;
    if (sakura_parse_pair(p, &opp, err, sizeof err) != 0)
        return -1;
    sakura_set_position(&c->s, turn, v);
    /* the opponent's pair was played on the previous turn */
    if (turn > 1)
        sakura_charge_cooldowns(&c->s.p[1 - c->me], &opp, turn - 1);
    c->opp_last = opp;
    c->time_ms = t;
    c->turn = turn;
    return 0;
}

int sakura_client_next_turn(sakura_client *c, FILE *in)
{
    char line[SC_LINE_MAX];
    int st = sc_read_line(in, line, sizeof line);
    if (st == 0)
        return 0;
    if (st < 0)
        return -1;
    if (sc_after_word(line, "FINISH") != NULL)
        return 0;
    return sakura_client_apply_turn(c, line) == 0 ? 1 : -1;
}

void sakura_client_reply(sakura_client *c, FILE *out, const sakura_pair *p)
{
    char buf[64];
    sakura_format_pair(p, buf, sizeof buf);
    fputs(buf, out);
    fputc('\n', out);
    fflush(out);
    sakura_charge_cooldowns(&c->s.p[c->me], p, c->turn);
    c->my_last = *p;
}
