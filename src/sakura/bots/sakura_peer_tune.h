/*
 * sakura_peer_tune.h -- every tuning constant of the in-house search peers
 * (bin/sakura-duct, bin/sakura-depth2): their evaluation (SPE_*), arm pruning
 * (SPA_*), leaf values (SPL_*), tree (SPX_*), time rule (SPT_*), and each
 * searcher's own (SD_* DUCT, SDP_* depth 2).
 *
 * One #ifndef per constant, so `-DNAME=VALUE` overrides exactly one
 * (`make BIN=build/lab/x CFLAGS="-O2 -g -DSD_C=0.5" build/lab/x/sakura-duct`);
 * `scripts/tune-values.sh src/sakura/bots/sakura_peer_tune.h` prints them
 * with their ranges.  The values were chosen by arena matches logged in
 * docs/lab/sakura-ai.md.
 */
#ifndef SAKURA_PEER_TUNE_H
#define SAKURA_PEER_TUNE_H

/* ---- evaluation (sakura_peer_eval) ---- */

/* Points per health point of difference: the unit of the scale.  Range: 1..100 */
#ifndef SPE_W_HP
#define SPE_W_HP 10.0
#endif

/* Points per blessing of difference: a blessing is a tenth of a win and
 * also the first tiebreak at turn 60, so worth a few health points.
 * Range: 0..100 */
#ifndef SPE_W_BLESS
#define SPE_W_BLESS 22.0
#endif

/* Points for standing on the vein at the end of a turn (the next
 * blessing is one turn away).  Range: 0..50 */
#ifndef SPE_W_ON_VEIN
#define SPE_W_ON_VEIN 6.0
#endif

/* Points lost per cell of Manhattan distance to the vein (the race for
 * it).  Range: 0..20 */
#ifndef SPE_W_VEIN_DIST
#define SPE_W_VEIN_DIST 3.0
#endif

/* Manhattan distance at which the opponent's pushes threaten: a Charge
 * moves one cell and reaches two more (docs/rules/sakura-duel.md §1).
 * Range: 1..6 */
#ifndef SPE_REACH
#define SPE_REACH 3
#endif

/* Points lost per board edge touched (0..2) while the opponent is within
 * SPE_REACH: one push from there is a ring-out.  Range: 0..50 */
#ifndef SPE_W_EDGE
#define SPE_W_EDGE 8.0
#endif

/* Points lost at SPE_LOW_HP health or below, where one Charge (3 damage)
 * knocks out.  Range: 0..50 */
#ifndef SPE_W_LOW_HP
#define SPE_W_LOW_HP 10.0
#endif

/* Health at or below which SPE_W_LOW_HP applies.  Range: 1..9 */
#ifndef SPE_LOW_HP
#define SPE_LOW_HP 3
#endif

/* Points per unit of the logistic: 40 points (4 health) of advantage is a
 * 73% position.  Range: 5..200 */
#ifndef SPE_SCALE
#define SPE_SCALE 40.0
#endif

/* ---- arm pruning (sakura_peer_arms) ---- */

/* Most arms per player at any node (array size; SPA_K_ROOT and
 * SPA_K_BELOW may not exceed it).  Range: 4..48 */
#ifndef SPA_K_MAX
#define SPA_K_MAX 32
#endif

/* Arms per player at the root: ~24 of the ~300-945 legal pairs hold the
 * sensible answers while leaving each a few hundred visits.
 * Range: 2..48 */
#ifndef SPA_K_ROOT
#define SPA_K_ROOT 24
#endif

/* Arms per player below the root: fewer, so deeper nodes fill up.
 * Range: 2..48 */
#ifndef SPA_K_BELOW
#define SPA_K_BELOW 12
#endif

/* Probe replies a pair is scored against at the root: Wait-Wait and the
 * opponent's best pairs against our Wait-Wait.  Range: 1..8 */
#ifndef SPA_PROBES_ROOT
#define SPA_PROBES_ROOT 4
#endif

/* The same below the root, where every node pays for its own pruning.
 * Range: 1..8 */
#ifndef SPA_PROBES_BELOW
#define SPA_PROBES_BELOW 2
#endif

/* Share of the worst probe outcome in a pair's score (the rest is the
 * mean), so pairs that lose to a likely reply rank low.  Range: 0..1 */
#ifndef SPA_WORST_W
#define SPA_WORST_W 0.5
#endif

/* ---- leaf values (sakura_peer_tree) ---- */

/* Turns of random legal play after a leaf before it is evaluated; 0
 * evaluates the leaf itself.  Range: 0..8 */
#ifndef SPL_ROLLOUT_TURNS
#define SPL_ROLLOUT_TURNS 0
#endif

/* ---- tree (sakura_peer_tree) ---- */

/* Nodes in the pool; ~4 KB each.  When it is full the tree stops growing.
 * Range: 16..8192 */
#ifndef SPX_POOL
#define SPX_POOL 1024
#endif

/* Walks of a joint edge before it gets a node of its own: a node costs a
 * pruning (~0.3 ms), worth it only for edges the search returns to.
 * Range: 1..200 */
#ifndef SPX_EXPAND
#define SPX_EXPAND 8
#endif

/* Random pairs drawn for a rollout's move until one is legal, at most,
 * then Wait-Wait (always legal); most draws are legal at the first try.
 * Range: 1..1000 */
#ifndef SPX_DRAW_TRIES
#define SPX_DRAW_TRIES 64
#endif

/* ---- time rule (sakura_peer_tm) ---- */

/* Milliseconds of the game's 1,000 never planned (pipe latency, a loaded
 * machine: single replies of 200+ ms were seen at load 4 on 2 cores), as
 * our AI's SK_TM_RESERVE_MS.  Range: 50..900 */
#ifndef SPT_RESERVE_MS
#define SPT_RESERVE_MS 300
#endif

/* Turns the rest of the budget is always spread over, at least.
 * Range: 1..60 */
#ifndef SPT_MIN_TURNS
#define SPT_MIN_TURNS 6
#endif

/* Longest think of one turn: the share of the first turns stays near what
 * a contestant's searcher spends (our AI caps at 30 ms, SK_TM_MAX_MS), so
 * that the peers do not win by time alone.  Range: 1..100 */
#ifndef SPT_MAX_MS
#define SPT_MAX_MS 20.0
#endif

/* Shortest think of one turn (and the think once the reserve is
 * reached).  Range: 0.05..5 */
#ifndef SPT_MIN_MS
#define SPT_MIN_MS 0.3
#endif

/* SAKURA_PEER_ITERS's largest value (fixed work a turn: DUCT iterations,
 * depth-2 cells); above it a turn would take minutes.  Not a tuning
 * constant: the bound of a lab setting.  Range: 1..100000000 */
#ifndef SPT_MAX_ITERS
#define SPT_MAX_ITERS 100000000LL
#endif

/* ---- DUCT (sakura_duct) ---- */

/* UCB1 exploration constant, rewards in [0,1].  Range: 0.05..2 */
#ifndef SD_C
#define SD_C 0.4
#endif

/* Iterations between two looks at the clock (a look costs ~20 ns, an
 * iteration ~1 us).  Range: 1..1024 */
#ifndef SD_CLOCK_EVERY
#define SD_CLOCK_EVERY 16
#endif

/* Most-visited root arms checked against every legal reply before one is
 * played: the first that no reply beats outright (ring-out, knock-out)
 * is; 0 plays the most visited unchecked.  A check costs up to ~0.1 ms,
 * after the deadline.  Range: 0..32 */
#ifndef SD_SAFE_TRIES
#define SD_SAFE_TRIES 8
#endif

/* Share of the most visited arm's visits an arm needs to replace it when
 * that one is refuted: a rarely visited arm is a poorly known one.
 * Range: 0..1 */
#ifndef SD_SAFE_SHARE
#define SD_SAFE_SHARE 0.1
#endif

/* ---- depth-2 matrix game (sakura_depth2) ---- */

/* Pruned pairs per player at the root; the children choose their arms
 * among those still legal (at most SPA_K_MAX).  Range: 2..32 */
#ifndef SDP_POOL
#define SDP_POOL 32
#endif

/* Root arms per player (at most SDP_POOL): K x K cells, each deepened at
 * ~30 us, must fit in a turn's ~12 ms.  Range: 2..32 */
#ifndef SDP_K_ROOT
#define SDP_K_ROOT 24
#endif

/* Arms per player of a cell's own game, one turn on.  Range: 1..32 */
#ifndef SDP_K_CHILD
#define SDP_K_CHILD 6
#endif

/* 1: a cell's arms are pruned from all its legal pairs (~0.25 ms a cell);
 * 0: among the pool's pairs still legal there (~20 us).  Range: 0..1 */
#ifndef SDP_CHILD_FULL
#define SDP_CHILD_FULL 0
#endif

/* Probes a cell's candidates are scored against (Wait-Wait first).
 * Range: 1..8 */
#ifndef SDP_PROBES_CHILD
#define SDP_PROBES_CHILD 1
#endif

/* Weight of a cell's depth-2 value against its depth-1 one (1: depth 2
 * alone).  Range: 0..1 */
#ifndef SDP_D2_WEIGHT
#define SDP_D2_WEIGHT 0.5
#endif

/* RM+ iterations of the root matrix (solved twice a turn; RM+ is within
 * ~1% of the value after a few hundred on 16 x 16).  Range: 10..20000 */
#ifndef SDP_RM_ROOT
#define SDP_RM_ROOT 1000
#endif

/* RM+ iterations of a cell's matrix.  Range: 10..5000 */
#ifndef SDP_RM_CHILD
#define SDP_RM_CHILD 100
#endif

/* Root arms under this share of our equilibrium strategy are never
 * played.  Range: 0..0.5 */
#ifndef SDP_FLOOR
#define SDP_FLOOR 0.05
#endif

/* Arms checked against every legal reply before one is played (as
 * SD_SAFE_TRIES).  Range: 0..32 */
#ifndef SDP_SAFE_TRIES
#define SDP_SAFE_TRIES 8
#endif

#endif
