/*
 * sakura_board.c -- Sakura Duel geometry and the per-action constants.
 *
 * The courtyard is 7x7, cells (r,c) 1-based with row 1 at the top.  A
 * direction is an index into sakura_dir_dr/sakura_dir_dc: the four cardinal
 * ones first (U R D L), then the diagonals (UR DR DL UL) that only Flash Step
 * takes, then SAKURA_NODIR = (0,0) for Wait.  For a cardinal direction d the
 * two sides are d turned 90 degrees either way: (d+1)%4 and (d+3)%4.
 *
 * Every area of docs/rules/sakura-duel.md §1 is a handful of offsets from the actor's cell, so
 * membership is tested directly (a few compares) instead of through tables:
 *   Thrust d   P+d, P+2d               Charge d  Q+d, Q+2d (Q = attack cell)
 *   Sweep d    P+d, P+d+s1, P+d+s2, P+s1, P+s2
 *   Shatter d  P+d                     Guard d   P+d, P+d+s1, P+d+s2, P+2d
 * Cells outside the courtyard never count; callers only ever ask about a
 * player's cell, which is on the board while the game runs.
 */
#include "sakura/engine/sakura_engine.h"

/* docs/rules/sakura-duel.md §1: U R D L UR DR DL UL, then no direction */
const signed char sakura_dir_dr[9] = {-1, 0, 1, 0, -1, 1, 1, -1, 0};
const signed char sakura_dir_dc[9] = {0, 1, 0, -1, 1, 1, -1, -1, 0};

/* docs/rules/sakura-duel.md §1 damage / push / cooldown per action code 0..7 */
static const signed char skb_damage[SAKURA_KINDS] = {0, 0, 2, 2, 3, 0, 2, 0};
static const signed char skb_push[SAKURA_KINDS] = {0, 0, 0, 1, 2, 0, 1, 0};
static const signed char skb_cooldown[SAKURA_KINDS] = {0, 0, 1, 2, 2, 2, 1, 2};

int sakura_on_board(int r, int c)
{
    return r >= 1 && r <= SAKURA_N && c >= 1 && c <= SAKURA_N;
}

int sakura_damage(int kind)
{
    return kind >= 0 && kind < SAKURA_KINDS ? skb_damage[kind] : 0;
}

int sakura_push(int kind)
{
    return kind >= 0 && kind < SAKURA_KINDS ? skb_push[kind] : 0;
}

int sakura_cooldown(int kind)
{
    return kind >= 0 && kind < SAKURA_KINDS ? skb_cooldown[kind] : 0;
}

/* 1 if (r,c) == (br + k*d + side) for the given multiples */
static int skb_at(int br, int bc, int dir, int k, int side, int r, int c)
{
    int sr = 0, sc = 0;
    if (side) {
        sr = sakura_dir_dr[(dir + side) % 4];
        sc = sakura_dir_dc[(dir + side) % 4];
    }
    return r == br + k * sakura_dir_dr[dir] + sr && c == bc + k * sakura_dir_dc[dir] + sc;
}

int sakura_attack_covers(int kind, int dir, int ar, int ac, int r, int c)
{
    if (dir < 0 || dir > SAKURA_L || !sakura_on_board(r, c))
        return 0;
    switch (kind) {
    case SAKURA_THRUST:
    case SAKURA_CHARGE:
        return skb_at(ar, ac, dir, 1, 0, r, c) || skb_at(ar, ac, dir, 2, 0, r, c);
    case SAKURA_SWEEP:
        return skb_at(ar, ac, dir, 1, 0, r, c) || skb_at(ar, ac, dir, 1, 1, r, c) ||
               skb_at(ar, ac, dir, 1, 3, r, c) || skb_at(ar, ac, dir, 0, 1, r, c) ||
               skb_at(ar, ac, dir, 0, 3, r, c);
    case SAKURA_SHATTER:
        return skb_at(ar, ac, dir, 1, 0, r, c);
    default:
        return 0;
    }
}

int sakura_in_guard_zone(int dir, int gr, int gc, int r, int c)
{
    if (dir < 0 || dir > SAKURA_L || !sakura_on_board(r, c))
        return 0;
    return skb_at(gr, gc, dir, 1, 0, r, c) || skb_at(gr, gc, dir, 1, 1, r, c) ||
           skb_at(gr, gc, dir, 1, 3, r, c) || skb_at(gr, gc, dir, 2, 0, r, c);
}

const char *sakura_dir_name(int dir)
{
    static const char *const names[9] = {"U", "R", "D", "L", "UR", "DR", "DL", "UL", ""};
    return dir >= 0 && dir <= SAKURA_NODIR ? names[dir] : "?";
}

const char *sakura_kind_name(int kind)
{
    static const char *const names[SAKURA_KINDS] = {"Wait",  "Move",    "Thrust",
                                                     "Sweep", "Charge",  "Guard",
                                                     "Shatter", "Flash Step"};
    return kind >= 0 && kind < SAKURA_KINDS ? names[kind] : "?";
}

const char *sakura_reason_name(int reason)
{
    static const char *const names[] = {"none",       "hp",      "out",   "blessings",
                                        "turn_limit", "timeout", "illegal", "crash",
                                        "draw"};
    return reason >= 0 && reason <= SAKURA_END_DRAW ? names[reason] : "?";
}
