/*
 * candy_ai_tune.h -- every tuning constant of the Candy Hunt Maki AI in
 * one place.  Units: candies (score points), turns, cells, milliseconds.
 * Each can be overridden with -D for tuning runs (candy-ai-sim): one
 * #ifndef per constant, and the comment just above it gives what it does,
 * why it has this value and its valid range (`Range: LO..HI`, read by
 * scripts/tune-values.sh).  The measurements behind the values are in
 * docs/candy-ai.md.
 */
#ifndef CANDY_AI_TUNE_H
#define CANDY_AI_TUNE_H

/* ---- the grid filters over the tagger's cell (candy_belief.c) ---- */

/* Footsteps likelihood per level of gap between the level heard and the
 * levels the distance range allows: small, so a table unlike ours bends
 * the belief instead of trusting it.  Range: 0..1 */
#ifndef KT_FLOOR_LEVEL
#define KT_FLOOR_LEVEL   0.05
#endif
/* Floor of that likelihood: a table unlike ours never zeroes a cell, so
 * the belief cannot empty itself on a wrong table.  Range: 0..0.01 */
#ifndef KT_FLOOR_MIN
#define KT_FLOOR_MIN     1e-4
#endif
/* Chance one tagger action does not move it (it turns, looks or bumps);
 * 0.05 measured harmful.  Range: 0..1 */
#ifndef KT_STAY
#define KT_STAY          0.15
#endif
/* Chase model: share of the moves that close in on Maki, the rest random
 * (a chaser that never errs would be too sure; 0.6 measured harmful).
 * Range: 0..1 */
#ifndef KT_CHASE_GREEDY
#define KT_CHASE_GREEDY  0.85
#endif
/* Share of the way the model weights drift back to equal each turn, so no
 * model locks in after a lucky run.  Range: 0..1 */
#ifndef KT_MODEL_MIX
#define KT_MODEL_MIX     0.04
#endif
/* Start weight of an unknown cell against a known passage (it may be a
 * wall).  Range: 0..1 */
#ifndef KT_UNKNOWN_PRIOR
#define KT_UNKNOWN_PRIOR 0.5
#endif
/* Belief weights below this are not propagated: they cannot change a
 * choice, and skipping them saves most cells of a sharp belief.
 * Range: 0..0.001 */
#ifndef KT_PRUNE
#define KT_PRUNE         1e-7
#endif

/* ---- the hunter-program model, tracked hunters (candy_track.c) ---- */

/* Run model 2 at all (0: its weight stays 0, the grid models alone).
 * Range: 0..1 */
#ifndef KR_TRACK
#define KR_TRACK         1
#endif
/* Hunter states tracked: 64 is slower and no better in caves.
 * Range: 1..256 */
#ifndef KR_PARTICLES
#define KR_PARTICLES     32
#endif
/* Share of the particles moved to a cell of the grid models each turn: the
 * judge's tagger may not be this program, so the filter must never lose the
 * tagger for good.  Range: 0..1 */
#ifndef KR_REJUV
#define KR_REJUV         0.1
#endif
/* Share of the grid mixture in model 2's belief, so that no cell the grid
 * models allow is ever 0 there.  Range: 0..1 */
#ifndef KR_GRID
#define KR_GRID          0.05
#endif
/* The particle filter's RNG seed: fixed, so every run makes the same
 * moves.  Range: 0..4294967295 */
#ifndef KR_SEED
#define KR_SEED          0x6b72u
#endif

/* ---- which footsteps table (candy_table.c) ----
 * One set of tracked hunters and grid filters per hypothesis: the table
 * Maki starts from scaled by each of KF_SCALES (rounded); the best evidence
 * wins, the default with a head start.  Only smaller tables: a judge's
 * table smaller than Maki's is the dangerous error (the tagger is nearer
 * than it sounds), and with larger ones in the set the evidence, biased
 * toward them, switched away from a true 3,6,10 in a quarter of the games. */

/* Hypotheses (1: off, the default table only).  Range: 1..8 */
#ifndef KF_TABLES
#define KF_TABLES        3
#endif
/* The scale of each hypothesis, KF_TABLES of them: a ladder of ratio 1.2
 * down from 1, which holds 2,4,7 and 3,5,8 below 3,6,10.  A list: the
 * range is every entry's.  Range: 0.5..1 */
#ifndef KF_SCALES
#if KF_TABLES == 1
#define KF_SCALES        {1.0}
#else
#define KF_SCALES        {1 / 1.44, 1 / 1.2, 1.0}
#endif
#endif
/* Index of scale 1.0 in KF_SCALES (the last): the default table, which
 * gets the head start.  Below KF_TABLES.  Range: 0..7 */
#ifndef KF_DEFAULT
#define KF_DEFAULT       (KF_TABLES - 1)
#endif
/* Log-evidence (nats) another table must gain over the default before it
 * is used: a wrong switch costs more than a late one.  Range: 0..20 */
#ifndef KF_PRIOR
#define KF_PRIOR         3.0
#endif
/* Tracked hunters per hypothesis, which give its evidence (the grid
 * filters' own evidence barely tells a smaller table from the default).
 * Range: 1..64 */
#ifndef KF_PARTICLES
#define KF_PARTICLES     16
#endif
/* Their RNG seed: fixed, so every run makes the same moves.
 * Range: 0..4294967295 */
#ifndef KF_SEED
#define KF_SEED          0x6b66u
#endif
/* The footsteps table Maki starts from instead of the default 3,6,10
 * (docs/rules/candy-hunt.md §3), all three set or none: experiments on
 * what knowing the judge's table is worth.  -1: the default table.
 * Range: -1..99 */
#ifndef KT_TABLE0
#define KT_TABLE0        -1
#endif
/* Second threshold of that table (see KT_TABLE0).  Range: -1..99 */
#ifndef KT_TABLE1
#define KT_TABLE1        -1
#endif
/* Third threshold of that table (see KT_TABLE0).  Range: -1..99 */
#ifndef KT_TABLE2
#define KT_TABLE2        -1
#endif

/* ---- candy knowledge (candy_know.c) ---- */

/* Chance an unknown inner cell is a passage (0.35..0.7 measured no
 * different).  Range: 0..1 */
#ifndef KK_PASS_GUESS
#define KK_PASS_GUESS    0.55
#endif

/* Cap on a remembered or guessed cell's candy chance once the hidden
 * count is spread over the cells: no unseen cell is sure to hold candy
 * (the count is an estimate).  At 1 a cell could read as certain.
 * Range: 0.5..1 */
#ifndef KK_PC_CAP
#define KK_PC_CAP        0.95
#endif

/* ---- planning (candy_plan.c) ---- */

/* Tagger positions sampled from the belief: at most 32 (one bit each in
 * the alive mask), and 16 is what a turn's time affords.  Range: 3..32 */
#ifndef KP_PARTICLES
#define KP_PARTICLES     16
#endif
/* Nodes kept per depth at the full search level; at least KP_BEAM_MINIMAL.
 * Range: 4..64 */
#ifndef KP_BEAM
#define KP_BEAM          24
#endif
/* Turns searched ahead at the full search level.  Range: 3..12 */
#ifndef KP_DEPTH
#define KP_DEPTH         6
#endif
/* The reduced level (rung 2): a third of the beam, three quarters of the
 * depth, about a fifth of the full search's time. */
#define KP_BEAM_REDUCED  (KP_BEAM / 3)
#define KP_DEPTH_REDUCED (KP_DEPTH * 3 / 4)
/* The minimal level (rungs 3-4), for a starved clock: the next three turns'
 * escapes, a few nodes each.  At most KP_BEAM.  Range: 1..64 */
#ifndef KP_BEAM_MINIMAL
#define KP_BEAM_MINIMAL  4
#endif
/* As above; at most KP_DEPTH.  Range: 1..12 */
#ifndef KP_DEPTH_MINIMAL
#define KP_DEPTH_MINIMAL 3
#endif
/* Per turn, for candy: candy soon is surer than candy late (the plan may
 * change).  Range: 0..1 */
#ifndef KP_DISCOUNT
#define KP_DISCOUNT      0.93
#endif
/* Candies per turn a living Maki expects: the future a capture loses.
 * Range: 0..2 */
#ifndef KP_RATE
#define KP_RATE          0.25
#endif
/* Capture penalty on top of the lost future, with the tagger in view or
 * in oracle mode.  Range: 0..50 */
#ifndef KP_CAPTURE_BASE
#define KP_CAPTURE_BASE  2.0
#endif
/* Capture penalty while the tagger is out of view at footsteps below
 * KP_CAUTION_LEVEL: the belief is diffuse then, and full caution measured
 * as pure loss against the hunter.  Range: 0..50 */
#ifndef KP_CAPTURE_LOW
#define KP_CAPTURE_LOW   0.15
#endif
/* Capture penalty from KP_CAUTION_LEVEL on while the tagger is out of view
 * (-1: the full penalty): a little caution pays against a tagger that does
 * not track Maki by its footsteps and costs nothing measurable against one
 * that does.  Range: -1..50 */
#ifndef KP_CAPTURE_MID
#define KP_CAPTURE_MID   0.5
#endif
/* Footsteps level from which KP_CAPTURE_MID applies (4: only a tagger in
 * view counts).  Range: 0..4 */
#ifndef KP_CAUTION_LEVEL
#define KP_CAUTION_LEVEL 2
#endif
/* Attraction of a target per cell of distance: far targets count, less.
 * Range: 0..1 */
#ifndef KP_POT_GAMMA
#define KP_POT_GAMMA     0.80
#endif
/* A cell worth at most this much candy (its chance plus the view it
 * opens) is no target of the leaf attraction: too faint to walk to.
 * Range: 0..0.5 */
#ifndef KP_TARGET_MIN
#define KP_TARGET_MIN    0.02
#endif
/* Targets the leaf attraction looks at (the best by worth and distance):
 * enough to always hold the best one.  Range: 1..529 */
#ifndef KP_TARGETS
#define KP_TARGETS       48
#endif
/* Weight of the attraction at the leaf (candy a unit of discounted
 * target worth counts for): it steers the plan past the horizon toward
 * candy, and the score is flat around 0.6 (docs/lab/candy-ai.md).
 * Range: 0..5 */
#ifndef KP_POT_W
#define KP_POT_W         0.6
#endif
/* Turns of predicted survival that count: beyond it Maki is safe enough.
 * Range: 1..100 */
#ifndef KP_SURV_CAP
#define KP_SURV_CAP      14
#endif
/* Weight of the survival estimate at the leaf (candy a turn of predicted
 * capture costs, times the capture penalty): the score is flat around 1
 * (docs/lab/candy-ai.md).  Range: 0..5 */
#ifndef KP_SAFETY_W
#define KP_SAFETY_W      1.0
#endif
/* Danger weight of a non-chasing tagger at the leaf: it may start to hunt.
 * Range: 0..1 */
#ifndef KP_RANDOM_THREAT
#define KP_RANDOM_THREAT 0.35
#endif
/* A chase particle hunts Maki within this distance (1000, above any
 * distance: always; the worst case measured best).  Range: 0..1000 */
#ifndef KP_AWARE
#define KP_AWARE         1000
#endif
/* Cost of a tagger getting Maki in line of sight, times the penalty: it
 * hunts Maki from then on.  Range: 0..1 */
#ifndef KP_EXPOSE_W
#define KP_EXPOSE_W      0.05
#endif
/* Consider look-around at all (without it measured harmful).
 * Range: 0..1 */
#ifndef KP_ALLOW_O
#define KP_ALLOW_O       1
#endif
/* No look-around from this footsteps level on (4: always allowed).
 * Range: 0..4 */
#ifndef KP_O_MAXLEVEL
#define KP_O_MAXLEVEL    4
#endif
/* Root credit for seeing a cell, times its candy chance: small, because
 * the search already credits the candy chance of the cells Maki walks over
 * and the targets credit what their lines show (0 and 0.05 measured best).
 * Range: 0..1 */
#ifndef KP_INFO_W
#define KP_INFO_W        0.05
#endif
/* Root credit for learning one unknown cell's terrain: 0, since looks
 * toward unknown walls buy nothing to eat (a negative value stops Maki
 * exploring).  Range: -0.1..0.1 */
#ifndef KP_TERR_W
#define KP_TERR_W        0.0
#endif
/* Penalty for standing still or going back: keeps Maki from dithering.
 * Range: 0..1 */
#ifndef KP_REVISIT
#define KP_REVISIT       0.03
#endif
/* A target is also worth this times what its best line would show, so Maki
 * heads for viewpoints over long unseen lines, not only for single cells.
 * Range: 0..2 */
#ifndef KP_VIEW_T
#define KP_VIEW_T        0.3
#endif

/* Tracked hunters that re-score the best plan per first action at search
 * level 0, playing Maki's path with the hunter's own code: the program's
 * answer over several turns is what a hiding Maki must read (0: none).
 * Range: 0..64 */
#ifndef KP_VERIFY
#define KP_VERIFY        8
#endif
/* Cost of ending a plan where a re-scoring hunter believes Maki is, times
 * that belief: a hunter that knows where Maki is will come.  Range: 0..10 */
#ifndef KP_KNOWN_W
#define KP_KNOWN_W       1.0
#endif

/* ---- the time manager (candy_tm.c) ----
 * Effort rungs: the time share per remaining turn each needs, in ms.  Each
 * turn costs (bot, arena, mean / the longest game over 100 turns): rung 0
 * 4.6 / 7.7, 1 1.1 / 1.6, 2 0.8 / 1.5, 3 0.7 / 1.3, 4 0.5 / 0.6
 * (docs/candy-ai.md "Time").  A rung's share is about the next rung's
 * worst cost, so the manager steps down as it spends.  The four shares
 * must decrease. */

/* Share for rung 0, the full search with the tracked hunters.
 * Range: 0..100 */
#ifndef KB_RUNG0_MS
#define KB_RUNG0_MS      3.0
#endif
/* Share for rung 1, the full search, lean.  Range: 0..100 */
#ifndef KB_RUNG1_MS
#define KB_RUNG1_MS      1.6
#endif
/* Share for rung 2, the reduced search, lean.  Range: 0..100 */
#ifndef KB_RUNG2_MS
#define KB_RUNG2_MS      1.2
#endif
/* Share for rung 3, the minimal search, lean; below it rung 4 (stale
 * distances).  Range: 0..100 */
#ifndef KB_RUNG3_MS
#define KB_RUNG3_MS      1.0
#endif
/* Share of the budget the bot plans for: the rules allow half, the rest is
 * a margin for what the judge counts beyond the bot's own clock (pipes,
 * process start).  Range: 0.05..0.5 */
#ifndef KB_SHARE
#define KB_SHARE         0.4
#endif
/* Budget assumed when the judge sends no remaining_ms: the judge's own
 * default time (candy-judge --time-ms).  Range: 1..100000 */
#ifndef KB_DEFAULT_BUDGET_MS
#define KB_DEFAULT_BUDGET_MS 2000.0
#endif

/* The bounds one constant sets for another: the planner's paths and
 * penalties hold KP_DEPTH + 1 turns and its layers KP_BEAM nodes, so no
 * smaller level may search deeper or wider. */
#if KP_DEPTH_MINIMAL > KP_DEPTH
#error "KP_DEPTH_MINIMAL exceeds KP_DEPTH: the planner's paths would overflow"
#endif
#if KP_BEAM_MINIMAL > KP_BEAM
#error "KP_BEAM_MINIMAL exceeds KP_BEAM: the planner's layers would overflow"
#endif

#endif
