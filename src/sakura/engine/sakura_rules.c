/*
 * sakura_rules.c -- resolving Sakura Duel turns (docs/rules/sakura-duel.md §3), set-up, endings.
 *
 * A step takes both players' actions for that step and runs the six phases
 * of docs/rules/sakura-duel.md §3 on the state in place:
 *   1 Flash Step moves        (movement rule)
 *   2 Guards up, Thrusts hit  (positions after 1; an unblocked Thrust hit
 *                              cancels the victim's phase-3 movement)
 *   3 Move / Charge moves     (movement rule; cancelled = stays)
 *   4 Sweep/Charge/Shatter    (positions after 3; Shatter ignores Guard)
 *   5 comparison              (both hit: stronger only; equal: pushes only)
 *   6 damage, then pushes one cell at a time for both at once
 * and finally the end check (hp <= 0 or off the board loses; both = draw).
 *
 * Hits of a step are collected in skr_hit[attacker]: what the attacker's
 * unblocked attack does to the other player.  A player takes at most one
 * action per step, so at most one hit per attacker.  A Guard only ever
 * shields its own player, and a guarding player never moves in that step.
 *
 * The movement rule (skr_movement) is the one place that decides who moves
 * in phases 1, 3 and every push cell: same target or a swap -> neither; a
 * player may enter the other's cell only if the other actually moves.  A
 * player already pushed out of the courtyard occupies no cell.
 *
 * Turn (sakura_resolve_turn): charge cooldowns for both (even if the game
 * ends in step 1), step 1, step 2, blessing on the vein, 10 blessings wins,
 * after turn 60 the tiebreak.  While the game runs `turn` then advances;
 * once over it keeps the last turn played (= the result's "turns").
 *
 * Set-up draw (sakura_init_seeded): rng_seed(seed), then the vein, player 1
 * and player 2 in that order, each as rng_below(number of free cells) indexing
 * the still-free cells in row-major order (so the three are distinct and
 * each draw is uniform).
 */
#include <string.h>
#include "common/rng.h"
#include "sakura/engine/sakura_engine.h"

#define SKR_GONE 100 /* a row no board cell or neighbour of one can have */

typedef struct skr_hit {
    int on;   /* 1 if this attacker's attack hit, unblocked */
    int kind; /* attack kind */
    int dmg;  /* damage to apply (0 after an equal clash) */
    int push; /* push length */
    int dir;  /* push direction = the attacker's direction */
} skr_hit;

static void skr_event(sakura_events *ev, int type, int step, int actor, int kind, int r, int c,
                      int value)
{
    sakura_event *e;
    if (!ev || ev->n >= SAKURA_MAX_EVENTS)
        return;
    e = &ev->ev[ev->n++];
    e->type = (unsigned char)type;
    e->step = (unsigned char)step;
    e->actor = (unsigned char)actor;
    e->kind = (unsigned char)kind;
    e->r = (signed char)r;
    e->c = (signed char)c;
    e->value = (signed char)value;
}

static int skr_out(const sakura_player *p)
{
    return !sakura_on_board(p->r, p->c);
}

/* docs/rules/sakura-duel.md §3 movement rule.  want[i]: player i tries to go to (tr[i],tc[i]).
 * Sets moved[i].  A player off the board occupies nothing. */
static void skr_movement(const sakura_state *s, const int want[2], const int tr[2],
                         const int tc[2], int moved[2])
{
    int i, pr[2], pc[2];
    for (i = 0; i < 2; i++) {
        pr[i] = skr_out(&s->p[i]) ? SKR_GONE : s->p[i].r;
        pc[i] = s->p[i].c;
        moved[i] = want[i];
    }
    if (want[0] && want[1]) {
        int same = tr[0] == tr[1] && tc[0] == tc[1];
        int swap = tr[0] == pr[1] && tc[0] == pc[1] && tr[1] == pr[0] && tc[1] == pc[0];
        if (same || swap)
            moved[0] = moved[1] = 0;
    }
    for (i = 0; i < 2; i++) /* entering the cell of a player who stays */
        if (moved[i] && !moved[1 - i] && tr[i] == pr[1 - i] && tc[i] == pc[1 - i])
            moved[i] = 0;
}

/* Phases 1 and 3: the players with want[] try to reach their targets. */
static void skr_move_phase(sakura_state *s, const sakura_action acts[2], int want[2],
                           const int tr[2], const int tc[2], int step, sakura_events *ev)
{
    int moved[2], i;
    for (i = 0; i < 2; i++) /* outside -> stays (only a second action can aim there) */
        if (want[i] && !sakura_on_board(tr[i], tc[i])) {
            want[i] = 0;
            skr_event(ev, SAKURA_EV_MOVE_BLOCKED, step, i, acts[i].kind, tr[i], tc[i], 0);
        }
    skr_movement(s, want, tr, tc, moved);
    for (i = 0; i < 2; i++) {
        if (!want[i])
            continue;
        if (moved[i]) {
            s->p[i].r = (signed char)tr[i];
            s->p[i].c = (signed char)tc[i];
        }
        skr_event(ev, moved[i] ? (acts[i].kind == SAKURA_FLASH ? SAKURA_EV_FLASH : SAKURA_EV_MOVE)
                               : SAKURA_EV_MOVE_BLOCKED,
                  step, i, acts[i].kind, tr[i], tc[i], 0);
    }
}

static void skr_phase_flash(sakura_state *s, const sakura_action acts[2], int step,
                            sakura_events *ev)
{
    int want[2], tr[2], tc[2], i;
    for (i = 0; i < 2; i++) {
        int d = acts[i].dir;
        want[i] = acts[i].kind == SAKURA_FLASH;
        /* docs/rules/sakura-duel.md §1: lands on P+2v; the middle cell may hold the opponent */
        tr[i] = want[i] ? s->p[i].r + 2 * sakura_dir_dr[d] : 0;
        tc[i] = want[i] ? s->p[i].c + 2 * sakura_dir_dc[d] : 0;
    }
    skr_move_phase(s, acts, want, tr, tc, step, ev);
}

static void skr_phase_move(sakura_state *s, const sakura_action acts[2], const int cancel[2],
                           int step, sakura_events *ev)
{
    int want[2], tr[2], tc[2], i;
    for (i = 0; i < 2; i++) {
        int k = acts[i].kind, d = acts[i].dir;
        want[i] = (k == SAKURA_MOVE || k == SAKURA_CHARGE) && !cancel[i];
        tr[i] = want[i] ? s->p[i].r + sakura_dir_dr[d] : 0;
        tc[i] = want[i] ? s->p[i].c + sakura_dir_dc[d] : 0;
    }
    skr_move_phase(s, acts, want, tr, tc, step, ev);
}

/* 1 if player v's Guard shields it from an attacker standing at (ar,ac) */
static int skr_guarded(const sakura_state *s, const sakura_action acts[2], int v, int ar, int ac)
{
    return acts[v].kind == SAKURA_GUARD &&
           sakura_in_guard_zone(acts[v].dir, s->p[v].r, s->p[v].c, ar, ac);
}

/* Judge attacker i's attack from its current cell; records the hit. */
static void skr_strike(const sakura_state *s, const sakura_action acts[2], int i, skr_hit hit[2],
                       int step, sakura_events *ev)
{
    int v = 1 - i, k = acts[i].kind, d = acts[i].dir;
    const sakura_player *a = &s->p[i], *b = &s->p[v];
    skr_event(ev, SAKURA_EV_ATTACK, step, i, k, a->r, a->c, d);
    if (!sakura_attack_covers(k, d, a->r, a->c, b->r, b->c))
        return;
    if (k != SAKURA_SHATTER && skr_guarded(s, acts, v, a->r, a->c)) { /* Shatter ignores Guard */
        skr_event(ev, SAKURA_EV_GUARDED, step, i, k, b->r, b->c, 0);
        return;
    }
    hit[i].on = 1;
    hit[i].kind = k;
    hit[i].dmg = sakura_damage(k);
    hit[i].push = sakura_push(k);
    hit[i].dir = d;
}

/* Phase 2: Guards stand; Thrusts hit and cancel the victim's movement. */
static void skr_phase_thrust(sakura_state *s, const sakura_action acts[2], skr_hit hit[2],
                             int cancel[2], int step, sakura_events *ev)
{
    int i;
    for (i = 0; i < 2; i++) {
        if (acts[i].kind == SAKURA_GUARD)
            skr_event(ev, SAKURA_EV_ATTACK, step, i, SAKURA_GUARD, s->p[i].r, s->p[i].c,
                      acts[i].dir);
        if (acts[i].kind != SAKURA_THRUST)
            continue;
        skr_strike(s, acts, i, hit, step, ev);
        if (hit[i].on) {
            int v = 1 - i, vk = acts[v].kind;
            cancel[v] = 1;
            if (vk == SAKURA_MOVE || vk == SAKURA_CHARGE)
                skr_event(ev, SAKURA_EV_CANCEL, step, v, vk, s->p[v].r, s->p[v].c, 0);
        }
    }
}

/* Phase 4: Sweep, Charge, Shatter from the positions after phase 3. */
static void skr_phase_strike(sakura_state *s, const sakura_action acts[2], skr_hit hit[2],
                             int step, sakura_events *ev)
{
    int i;
    for (i = 0; i < 2; i++) {
        int k = acts[i].kind;
        if (k == SAKURA_SWEEP || k == SAKURA_CHARGE || k == SAKURA_SHATTER)
            skr_strike(s, acts, i, hit, step, ev);
    }
}

/* Phase 5: two unblocked hits on each other are compared. */
static void skr_compare(skr_hit hit[2], int step, sakura_events *ev)
{
    if (!hit[0].on || !hit[1].on)
        return;
    if (hit[0].dmg == hit[1].dmg) { /* equal: no damage, both pushes apply */
        hit[0].dmg = hit[1].dmg = 0;
        skr_event(ev, SAKURA_EV_CLASH, step, 0, 0, 0, 0, 0);
    } else {
        int w = hit[0].dmg > hit[1].dmg ? 0 : 1;
        hit[1 - w].on = 0; /* only the stronger attack's damage and push */
        skr_event(ev, SAKURA_EV_CLASH, step, w, hit[w].kind, 0, 0, 1);
    }
}

/* Phase 6, pushes: one cell at a time for both at once (docs/rules/sakura-duel.md §3.6). */
static void skr_pushes(sakura_state *s, int rem[2], const int dir[2], int step, sakura_events *ev)
{
    while (rem[0] > 0 || rem[1] > 0) {
        int want[2], tr[2], tc[2], moved[2], i;
        for (i = 0; i < 2; i++) {
            want[i] = rem[i] > 0;
            tr[i] = s->p[i].r + sakura_dir_dr[dir[i]];
            tc[i] = s->p[i].c + sakura_dir_dc[dir[i]];
        }
        skr_movement(s, want, tr, tc, moved);
        for (i = 0; i < 2; i++) {
            if (!want[i])
                continue;
            if (!moved[i]) { /* same cell or blocked: the rest of this push is lost */
                skr_event(ev, SAKURA_EV_PUSH_STOPPED, step, i, 0, tr[i], tc[i], rem[i]);
                rem[i] = 0;
                continue;
            }
            s->p[i].r = (signed char)tr[i];
            s->p[i].c = (signed char)tc[i];
            rem[i]--;
            skr_event(ev, SAKURA_EV_PUSH, step, i, 0, tr[i], tc[i], 1);
            if (skr_out(&s->p[i])) { /* out at once; the other's push goes on */
                skr_event(ev, SAKURA_EV_OUT, step, i, 0, tr[i], tc[i], 0);
                rem[i] = 0;
            }
        }
    }
}

/* Phase 6: damage, then pushes, of the hits that survived phase 5. */
static void skr_apply(sakura_state *s, const skr_hit hit[2], int step, sakura_events *ev)
{
    int rem[2] = {0, 0}, dir[2] = {0, 0}, i;
    for (i = 0; i < 2; i++) {
        int v = 1 - i;
        if (!hit[i].on)
            continue;
        s->p[v].hp = (signed char)(s->p[v].hp - hit[i].dmg);
        skr_event(ev, SAKURA_EV_HIT, step, i, hit[i].kind, s->p[v].r, s->p[v].c, hit[i].dmg);
        rem[v] = hit[i].push;
        dir[v] = hit[i].dir;
    }
    skr_pushes(s, rem, dir, step, ev);
}

/* docs/rules/sakura-duel.md §3 Ending, after each step: down or out loses, both = draw. */
static void skr_end_check(sakura_state *s)
{
    int lose[2], i;
    for (i = 0; i < 2; i++)
        lose[i] = s->p[i].hp <= 0 || skr_out(&s->p[i]);
    if (!lose[0] && !lose[1])
        return;
    s->over = 1;
    if (lose[0] && lose[1]) {
        s->winner = 0;
        s->reason = SAKURA_END_DRAW;
    } else {
        int l = lose[0] ? 0 : 1;
        s->winner = (unsigned char)(2 - l);
        /* docs/rules/sakura-duel.md §6: down and out in the same step counts as hp */
        s->reason = (unsigned char)(s->p[l].hp <= 0 ? SAKURA_END_HP : SAKURA_END_OUT);
    }
}

void sakura_resolve_step(sakura_state *s, const sakura_action acts[2], int step,
                         sakura_events *ev)
{
    skr_hit hit[2];
    int cancel[2] = {0, 0};
    if (s->over)
        return;
    memset(hit, 0, sizeof hit);
    skr_phase_flash(s, acts, step, ev);
    skr_phase_thrust(s, acts, hit, cancel, step, ev);
    skr_phase_move(s, acts, cancel, step, ev);
    skr_phase_strike(s, acts, hit, step, ev);
    skr_compare(hit, step, ev);
    skr_apply(s, hit, step, ev);
    skr_end_check(s);
}

/* After step 2: the vein's blessing, 10 blessings, the turn-60 tiebreak. */
static void skr_turn_end(sakura_state *s, sakura_events *ev)
{
    int i;
    for (i = 0; i < 2; i++) {
        sakura_player *p = &s->p[i];
        if (p->r != s->vr || p->c != s->vc)
            continue;
        p->blessings++;
        skr_event(ev, SAKURA_EV_BLESSING, 1, i, 0, p->r, p->c, p->blessings);
        if (p->blessings >= SAKURA_WIN_BLESSINGS) {
            s->over = 1;
            s->winner = (unsigned char)(i + 1);
            s->reason = SAKURA_END_BLESSINGS;
        }
    }
    if (s->over || s->turn < SAKURA_MAX_TURNS)
        return;
    s->over = 1;
    s->reason = SAKURA_END_TURN_LIMIT;
    if (s->p[0].blessings != s->p[1].blessings)
        s->winner = s->p[0].blessings > s->p[1].blessings ? 1 : 2;
    else if (s->p[0].hp != s->p[1].hp)
        s->winner = s->p[0].hp > s->p[1].hp ? 1 : 2;
    else {
        s->winner = 0;
        s->reason = SAKURA_END_DRAW;
    }
}

int sakura_resolve_turn(sakura_state *s, const sakura_pair pairs[2], sakura_events *ev,
                        sakura_state *after_steps)
{
    int step, i;
    if (ev)
        ev->n = 0;
    if (s->over)
        return 0;
    for (i = 0; i < 2; i++) /* docs/rules/sakura-duel.md §2: charged even if step 2 never runs */
        sakura_charge_cooldowns(&s->p[i], &pairs[i], s->turn);
    for (step = 0; step < 2; step++) {
        sakura_action acts[2];
        acts[0] = pairs[0].a[step];
        acts[1] = pairs[1].a[step];
        sakura_resolve_step(s, acts, step, ev);
        if (after_steps)
            after_steps[step] = *s;
        if (s->over)
            return step + 1;
    }
    skr_turn_end(s, ev);
    if (!s->over)
        s->turn++;
    return 2;
}

void sakura_forfeit(sakura_state *s, int player, int reason)
{
    s->over = 1;
    if (player < 0 || player > 1) {
        s->winner = 0;
        s->reason = SAKURA_END_DRAW; /* docs/rules/sakura-duel.md §6: every draw has reason draw */
    } else {
        s->winner = (unsigned char)(2 - player);
        s->reason = (unsigned char)reason;
    }
}

void sakura_init(sakura_state *s, int vr, int vc, int r1, int c1, int r2, int c2)
{
    memset(s, 0, sizeof *s);
    s->vr = (signed char)vr;
    s->vc = (signed char)vc;
    s->turn = 1;
    s->p[0].r = (signed char)r1;
    s->p[0].c = (signed char)c1;
    s->p[1].r = (signed char)r2;
    s->p[1].c = (signed char)c2;
    s->p[0].hp = s->p[1].hp = SAKURA_START_HP;
}

void sakura_set_position(sakura_state *s, int turn, const int v[8])
{
    int i;
    for (i = 0; i < 2; i++) {
        s->p[i].r = (signed char)v[4 * i];
        s->p[i].c = (signed char)v[4 * i + 1];
        s->p[i].hp = (signed char)v[4 * i + 2];
        s->p[i].blessings = (unsigned char)(v[4 * i + 3] < 0 ? 0 : v[4 * i + 3]);
    }
    s->turn = (unsigned char)turn;
    s->over = 0;
}

void sakura_init_seeded(sakura_state *s, uint64_t seed)
{
    rng_state rng;
    int taken[SAKURA_N * SAKURA_N], cell[3], i, j;
    memset(taken, 0, sizeof taken);
    rng_seed(&rng, seed);
    for (i = 0; i < 3; i++) {
        int k = (int)rng_below(&rng, (uint32_t)(SAKURA_N * SAKURA_N - i));
        for (j = 0; taken[j] || k > 0; j++) /* the k-th free cell, row-major */
            if (!taken[j])
                k--;
        taken[j] = 1;
        cell[i] = j;
    }
    sakura_init(s, cell[0] / SAKURA_N + 1, cell[0] % SAKURA_N + 1, cell[1] / SAKURA_N + 1,
                cell[1] % SAKURA_N + 1, cell[2] / SAKURA_N + 1, cell[2] % SAKURA_N + 1);
}
