/*
 * sakura_tm.h -- the time manager: how long to think on this turn.
 *
 * The whole game has 1,000 ms (spec §5) and the TURN line says how much is
 * left.  We never plan SK_TM_RESERVE_MS of it (a slow judge, pipe latency,
 * scheduling on a loaded machine) and spread the rest evenly over the turns
 * that may remain, less SK_TM_TAIL_MS (the search's last stages run past
 * its deadline), clamped to [SK_TM_MIN_MS, SK_TM_MAX_MS]; below
 * SK_TM_PANIC_MS only the minimum is spent.
 */
#ifndef SAKURA_TM_H
#define SAKURA_TM_H

double sakura_tm_budget(int time_ms, int turn);

#endif
