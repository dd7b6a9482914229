/*
 * sakura_tm.h -- the time manager: how long to think on this turn.
 *
 * The whole game has 1,000 ms (docs/rules/sakura-duel.md §5) and the TURN line says how much is
 * left.  We never plan SK_TM_RESERVE_MS of it (a slow judge, pipe latency,
 * scheduling on a loaded machine) and give each turn the rest divided by
 * the turns that may remain, but by at most SK_TM_HORIZON of them: most
 * games are decided before turn 20, so the unreserved pool shrinks by a
 * fixed share a turn (geometrically) and the early turns, where games are
 * won, get the most; a long game still has the reserve and a floor per
 * turn.  Less SK_TM_TAIL_MS (the search's last stages run past its
 * deadline), clamped to [SK_TM_MIN_MS, SK_TM_MAX_MS]; below
 * SK_TM_PANIC_MS only the minimum is spent; with less than
 * SK_TM_INSTANT_PER_TURN ms per remaining turn over the reserve's first
 * SK_TM_INSTANT_MS, only a one-probe scan (well under a millisecond).
 */
#ifndef SAKURA_TM_H
#define SAKURA_TM_H

double sakura_tm_budget(int time_ms, int turn);
/* 1 when so little is left for the remaining turns (a starved process, a
 * slow judge) that only an instant answer is affordable. */
int sakura_tm_instant(int time_ms, int turn);

#endif
