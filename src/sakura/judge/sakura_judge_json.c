/*
 * sakura_judge_json.c -- the result object and the replay of a played
 * game (docs/rules/sakura-duel.md §6), written from a sakura_match with the json writer.
 *
 * Replay keys beyond those of docs/rules/sakura-duel.md §6 (all documented in docs/sakura-judge.md):
 * "time_budget_ms"; per turn "reply_ms"; "failures" (one entry per player
 * who forfeited: player, turn, reason, message and, when known, the
 * offending reply); per event "type", "player", "kind", "cell", "value".
 * Players are numbered 1 and 2 in every JSON record, as in the protocol.
 */
#include <stdio.h>
#include "sakura/judge/sakura_judge.h"

static const char *const sjj_event_names[] = {
    "flash", "move", "move_blocked", "cancel", "hit", "guarded",
    "clash", "push", "push_stopped", "out", "blessing", "attack"
};

static const char *const sjj_kind_names[SAKURA_KINDS] = {
    "wait", "move", "thrust", "sweep", "charge", "guard", "shatter", "flash"
};

static void sjj_cell(json_writer *w, int r, int c)
{
    json_w_arr(w);
    json_w_int(w, r);
    json_w_int(w, c);
    json_w_arr_end(w);
}

static void sjj_int2(json_writer *w, const char *key, int a, int b)
{
    json_w_key(w, key);
    json_w_arr(w);
    json_w_int(w, a);
    json_w_int(w, b);
    json_w_arr_end(w);
}

static void sjj_fixed2(json_writer *w, const char *key, double a, double b, int decimals)
{
    json_w_key(w, key);
    json_w_arr(w);
    json_w_fixed(w, a, decimals);
    json_w_fixed(w, b, decimals);
    json_w_arr_end(w);
}

static void sjj_seed(json_writer *w, unsigned long long seed)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%llu", seed);
    json_w_key(w, "seed");
    json_w_raw(w, buf);
}

void sakura_judge_write_result(const sakura_match *m, json_writer *w)
{
    const sakura_state *s = &m->s;
    int i;
    double mean[2];
    for (i = 0; i < 2; i++)
        mean[i] = m->nreplies[i] > 0 ? m->used_ms[i] / m->nreplies[i] : 0.0;
    json_w_obj(w);
    json_w_key(w, "game");
    json_w_str(w, "sakura");
    sjj_seed(w, (unsigned long long)m->seed);
    json_w_key(w, "winner");
    json_w_int(w, s->winner);
    json_w_key(w, "reason");
    json_w_str(w, sakura_reason_name(s->reason));
    json_w_key(w, "turns");
    json_w_int(w, m->turns);
    sjj_int2(w, "hp", s->p[0].hp, s->p[1].hp);
    sjj_int2(w, "blessings", s->p[0].blessings, s->p[1].blessings);
    sjj_int2(w, "time_ms", (int)(m->used_ms[0] + 0.5), (int)(m->used_ms[1] + 0.5));
    sjj_fixed2(w, "mean_reply_ms", mean[0], mean[1], 1);
    sjj_fixed2(w, "max_reply_ms", m->max_ms[0], m->max_ms[1], 1);
    json_w_obj_end(w);
}

static void sjj_player_step(json_writer *w, const char *key, const sakura_player *p)
{
    json_w_key(w, key);
    json_w_obj(w);
    json_w_key(w, "pos");
    sjj_cell(w, p->r, p->c);
    json_w_key(w, "hp");
    json_w_int(w, p->hp);
    json_w_obj_end(w);
}

static void sjj_event(json_writer *w, const sakura_event *e)
{
    json_w_obj(w);
    json_w_key(w, "type");
    json_w_str(w, e->type < sizeof sjj_event_names / sizeof sjj_event_names[0]
                      ? sjj_event_names[e->type] : "unknown");
    json_w_key(w, "player");
    json_w_int(w, e->actor + 1);
    json_w_key(w, "kind");
    json_w_str(w, e->kind < SAKURA_KINDS ? sjj_kind_names[e->kind] : "none");
    json_w_key(w, "cell");
    sjj_cell(w, e->r, e->c);
    json_w_key(w, "value");
    json_w_int(w, e->value);
    json_w_obj_end(w);
}

/* Events of step k; events of a later step than was resolved (blessings
 * are given after the last step) go with the last one. */
static void sjj_steps(json_writer *w, const sakura_turn_rec *t)
{
    int k, j;
    json_w_key(w, "steps");
    json_w_arr(w);
    for (k = 0; k < t->nsteps; k++) {
        json_w_obj(w);
        sjj_player_step(w, "p1", &t->after[k].p[0]);
        sjj_player_step(w, "p2", &t->after[k].p[1]);
        json_w_key(w, "events");
        json_w_arr(w);
        for (j = 0; j < t->ev.n; j++) {
            int st = t->ev.ev[j].step;
            if (st == k || (k == t->nsteps - 1 && st > k))
                sjj_event(w, &t->ev.ev[j]);
        }
        json_w_arr_end(w);
        json_w_obj_end(w);
    }
    json_w_arr_end(w);
}

static void sjj_turn(json_writer *w, const sakura_turn_rec *t)
{
    char buf[2][32];
    json_w_obj(w);
    json_w_key(w, "turn");
    json_w_int(w, t->turn);
    sjj_int2(w, "time_left_ms", t->time_left_ms[0], t->time_left_ms[1]);
    sjj_fixed2(w, "reply_ms", t->reply_ms[0], t->reply_ms[1], 2);
    sakura_format_pair(&t->pairs[0], buf[0], sizeof buf[0]);
    sakura_format_pair(&t->pairs[1], buf[1], sizeof buf[1]);
    json_w_key(w, "actions");
    json_w_arr(w);
    json_w_str(w, buf[0]);
    json_w_str(w, buf[1]);
    json_w_arr_end(w);
    sjj_steps(w, t);
    sjj_int2(w, "blessings", t->blessings[0], t->blessings[1]);
    json_w_obj_end(w);
}

static void sjj_failures(json_writer *w, const sakura_match *m)
{
    int i;
    json_w_key(w, "failures");
    json_w_arr(w);
    for (i = 0; i < 2; i++) {
        if (m->fail_reason[i] == SAKURA_END_NONE)
            continue;
        json_w_obj(w);
        json_w_key(w, "player");
        json_w_int(w, i + 1);
        json_w_key(w, "turn");
        json_w_int(w, m->turns);
        json_w_key(w, "reason");
        json_w_str(w, sakura_reason_name(m->fail_reason[i]));
        json_w_key(w, "message");
        json_w_str(w, m->fail_msg[i]);
        json_w_key(w, "reply");
        if (m->has_fail_reply[i])
            json_w_str(w, m->fail_reply[i]);
        else
            json_w_null(w);
        json_w_obj_end(w);
    }
    json_w_arr_end(w);
}

void sakura_judge_write_replay(const sakura_match *m, const sakura_judge_cfg *cfg, json_writer *w)
{
    const sakura_state *s0 = &m->start;
    int i;
    json_w_obj(w);
    json_w_key(w, "game");
    json_w_str(w, "sakura");
    json_w_key(w, "version");
    json_w_int(w, 1);
    sjj_seed(w, (unsigned long long)m->seed);
    json_w_key(w, "players");
    json_w_arr(w);
    json_w_str(w, cfg->name[0]);
    json_w_str(w, cfg->name[1]);
    json_w_arr_end(w);
    json_w_key(w, "time_budget_ms");
    json_w_int(w, (long long)m->time_ms);
    sjj_fixed2(w, "ready_ms", m->ready_ms[0], m->ready_ms[1], 2);
    json_w_key(w, "init");
    json_w_obj(w);
    json_w_key(w, "vein");
    sjj_cell(w, s0->vr, s0->vc);
    json_w_key(w, "p1");
    sjj_cell(w, s0->p[0].r, s0->p[0].c);
    json_w_key(w, "p2");
    sjj_cell(w, s0->p[1].r, s0->p[1].c);
    if (cfg->have_init) { /* not the seed's set-up: sakura-resim checks it against the seed otherwise */
        json_w_key(w, "given");
        json_w_bool(w, 1);
    }
    json_w_obj_end(w);
    json_w_key(w, "turns");
    json_w_arr(w);
    for (i = 0; i < m->nrec; i++)
        sjj_turn(w, &m->rec[i]);
    json_w_arr_end(w);
    sjj_failures(w, m);
    json_w_key(w, "result");
    sakura_judge_write_result(m, w);
    json_w_obj_end(w);
}
