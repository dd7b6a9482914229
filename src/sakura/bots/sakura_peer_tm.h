/*
 * sakura_peer_tm.h -- the in-house peers' time rule: how long to think on
 * this turn.
 *
 * The game has 1,000 ms a player (docs/rules/sakura-duel.md §5.2) and the
 * TURN line gives what is left.  SPT_RESERVE_MS of it is never planned;
 * the rest is spread evenly over the turns that may remain (at least
 * SPT_MIN_TURNS), clamped to [SPT_MIN_MS, SPT_MAX_MS]: about 11.7 ms a
 * turn from the start.  The searchers look at the clock every few microseconds,
 * so a turn overruns its budget by well under a millisecond, and since the
 * rule re-plans from the judge's figure every turn an overrun shrinks the
 * later budgets instead of adding up.
 *
 * For matches that must not depend on the machine's load,
 * SAKURA_PEER_ITERS=N in the environment fixes the iterations of every
 * turn instead (give the judge a large --time-ms).
 */
#ifndef SAKURA_PEER_TM_H
#define SAKURA_PEER_TM_H

/* milliseconds to think on `turn` (1..60) with time_ms left */
double sakura_peer_tm_budget(int time_ms, int turn);
/* SAKURA_PEER_ITERS as a positive count, 0 when unset or empty (play on
 * the clock); any other value is prog's usage error (exit 2) */
long sakura_peer_tm_fixed_iters(const char *prog);

/* a peer program's options: its SEED, and the fixed work a turn
 * (SAKURA_PEER_ITERS) or 0 to play on the clock */
typedef struct sakura_peer_opts {
    unsigned long long seed;
    long iters;
} sakura_peer_opts;
/* this turn's deadline on clk_now_ms(), or 0 (none) when o->iters fixes
 * the work: what the searchers' choose functions take */
double sakura_peer_tm_deadline(const sakura_peer_opts *o, int time_ms, int turn);

#endif
