/*
 * candy_ai_tune.h -- every tuning constant of the Candy Hunt Maki AI in
 * one place.  Units: candies (score points), turns, cells.  Each can be
 * overridden with -D for tuning runs (candy-ai-sim).
 */
#ifndef CANDY_AI_TUNE_H
#define CANDY_AI_TUNE_H

/* belief (candy_belief.c) */
#ifndef KT_FLOOR_LEVEL
#define KT_FLOOR_LEVEL   0.05  /* likelihood per footsteps level off the range */
#endif
#ifndef KT_FLOOR_MIN
#define KT_FLOOR_MIN     1e-4  /* likelihood floor: a table unlike ours never zeroes */
#endif
#ifndef KT_STAY
#define KT_STAY          0.15  /* tagger: chance an action does not move it */
#endif
#ifndef KT_CHASE_GREEDY
#define KT_CHASE_GREEDY  0.85  /* chase model: share of moves that close in */
#endif
#ifndef KT_MODEL_MIX
#define KT_MODEL_MIX     0.04  /* model weights drift back toward 1/2 per turn */
#endif
#ifndef KT_UNKNOWN_PRIOR
#define KT_UNKNOWN_PRIOR 0.5   /* start weight of an unknown cell vs a passage */
#endif
#ifndef KT_PRUNE
#define KT_PRUNE         1e-7  /* belief weights below this (relative) are dropped */
#endif

/* the hunter-program model (candy_track.c, Round 6) */
#ifndef KR_TRACK
#define KR_TRACK         1     /* run model 2 at all (0: its weight stays 0) */
#endif
#ifndef KR_PARTICLES
#define KR_PARTICLES     32    /* hunter states tracked (64: slower and no better in caves) */
#endif
#ifndef KR_REJUV
#define KR_REJUV         0.1   /* share of particles moved to a cell of the grid models each turn */
#endif
#ifndef KR_GRID
#define KR_GRID          0.05  /* share of the grid mixture in bel[2] (no cell the grids allow is ever 0) */
#endif
#ifndef KR_SEED
#define KR_SEED          0x6b72u /* the filter's RNG seed (fixed: the same moves every run) */
#endif

#ifndef KP_VERIFY
#define KP_VERIFY        8     /* tracked hunters that re-score the best plan per first action, at search level 0 (0: none) */
#endif

#ifndef KP_KNOWN_W
#define KP_KNOWN_W       1.0   /* cost of ending a plan where a tracked hunter believes Maki is (x its belief) */
#endif

/* which footsteps table (candy_table.c, Round 7): one set of tracked
 * hunters and grid filters per hypothesis, the table Maki starts from
 * scaled by each of KF_SCALES (rounded); the best evidence wins, the
 * default with a head start.  Only smaller tables: a judge's table smaller
 * than Maki's is the dangerous error (the tagger is nearer than it
 * sounds), and with larger ones in the set the evidence, biased toward
 * them, switched away from a true 3,6,10 in a quarter of the games */
#ifndef KF_TABLES
#define KF_TABLES        3     /* hypotheses (1: off, the default table only) */
#endif
#ifndef KF_SCALES
#if KF_TABLES == 1
#define KF_SCALES        {1.0}
#else
#define KF_SCALES        {1 / 1.44, 1 / 1.2, 1.0} /* a ladder of ratio 1.2 down */
#endif
#endif
#ifndef KF_DEFAULT
#define KF_DEFAULT       (KF_TABLES - 1) /* index of scale 1.0 in KF_SCALES (the last) */
#endif
#ifndef KF_PRIOR
#define KF_PRIOR         3.0   /* log-evidence (nats) another table must gain over the default */
#endif
#ifndef KF_PARTICLES
#define KF_PARTICLES     16    /* tracked hunters per hypothesis (their evidence) */
#endif
#ifndef KF_SEED
#define KF_SEED          0x6b66u /* their RNG seed */
#endif

/* KT_TABLE0, KT_TABLE1, KT_TABLE2 (-D only, all three): the footsteps table
 * Maki starts from instead of the default 3,6,10 (experiments: what knowing
 * the judge's table is worth; candy_ai_init). */

/* candy knowledge (candy_know.c) */
#ifndef KK_PASS_GUESS
#define KK_PASS_GUESS    0.55  /* chance an unknown inner cell is a passage */
#endif

/* planning (candy_plan.c) */
#ifndef KP_PARTICLES
#define KP_PARTICLES     16    /* tagger positions sampled from the belief */
#endif
#ifndef KP_BEAM
#define KP_BEAM          24    /* nodes kept per depth */
#endif
#ifndef KP_DEPTH
#define KP_DEPTH         6     /* turns searched ahead */
#endif
#ifndef KP_DISCOUNT
#define KP_DISCOUNT      0.93  /* per turn, for candy */
#endif
#ifndef KP_RATE
#define KP_RATE          0.25  /* candies per turn a living Maki expects */
#endif
#ifndef KP_CAPTURE_BASE
#define KP_CAPTURE_BASE  2.0   /* capture penalty on top of the lost future */
#endif
#ifndef KP_CAPTURE_LOW
#define KP_CAPTURE_LOW   0.15  /* capture penalty while the footsteps are low */
#endif
#ifndef KP_CAPTURE_MID
#define KP_CAPTURE_MID   0.5   /* >= 0: penalty from KP_CAUTION_LEVEL on while the tagger is out of view (-1: full; -1 with level 4 until Round 5) */
#endif
#ifndef KP_CAUTION_LEVEL
#define KP_CAUTION_LEVEL 2     /* footsteps level from which KP_CAPTURE_MID applies (4: only a tagger in view counts) */
#endif
#ifndef KP_POT_GAMMA
#define KP_POT_GAMMA     0.80  /* attraction of far targets per cell */
#endif
#ifndef KP_TARGETS
#define KP_TARGETS       48    /* targets the attraction looks at */
#endif
#ifndef KP_POT_W
#define KP_POT_W         0.6   /* weight of the attraction at the leaf */
#endif
#ifndef KP_SURV_CAP
#define KP_SURV_CAP      14    /* turns of predicted survival that count */
#endif
#ifndef KP_SAFETY_W
#define KP_SAFETY_W      1.0   /* weight of the survival estimate at the leaf */
#endif
#ifndef KP_RANDOM_THREAT
#define KP_RANDOM_THREAT 0.35  /* danger weight of a non-chasing tagger at the leaf */
#endif
#ifndef KP_AWARE
#define KP_AWARE         1000  /* a chase particle hunts Maki within this distance (all: the worst case measured best) */
#endif
#ifndef KP_EXPOSE_W
#define KP_EXPOSE_W      0.05  /* cost of a tagger getting Maki in line of sight, x penalty */
#endif
#ifndef KP_ALLOW_O
#define KP_ALLOW_O       1     /* consider look-around at all */
#endif
#ifndef KP_O_MAXLEVEL
#define KP_O_MAXLEVEL    4     /* no look-around from this footsteps level on (4: always allowed) */
#endif
#ifndef KP_INFO_W
#define KP_INFO_W        0.05  /* value of seeing a cell, times its candy chance (0.3, then 0.2 with KP_VIEW_T; 0.05 with KP_TERR_W 0, Round 4) */
#endif
#ifndef KP_TERR_W
#define KP_TERR_W        0.0   /* value of learning one unknown cell's terrain (0.02 until Round 4: 0 scores +0.4..0.7 in rooms and caves) */
#endif
#ifndef KP_REVISIT
#define KP_REVISIT       0.03  /* penalty for standing still / going back */
#endif

/* Round 4 (docs/candy-ai.md): what Maki will see.  The other Round 4
 * variants (deeper view credit, look-around multipliers, decay) measured no
 * gain and were removed; commits d961b95..5aa7d7e have them. */
#ifndef KP_VIEW_T
#define KP_VIEW_T        0.3   /* a target is also worth this times what its best line would show */
#endif

/* effort rungs (candy_ai_rung): the time share per remaining turn each
 * needs, in ms.  Each turn costs (bot, arena, mean / the longest game over
 * 100 turns): rung 0 4.6 / 7.7, 1 1.1 / 1.6, 2 0.8 / 1.5, 3 0.7 / 1.3,
 * 4 0.5 / 0.6 (docs/candy-ai.md "Time", Round 9).  A rung's share is
 * about the next rung's worst cost: the manager steps down as it spends */
#ifndef KB_RUNG0_MS
#define KB_RUNG0_MS      3.0   /* the full search with the tracked hunters */
#endif
#ifndef KB_RUNG1_MS
#define KB_RUNG1_MS      1.6   /* the full search, lean */
#endif
#ifndef KB_RUNG2_MS
#define KB_RUNG2_MS      1.2   /* the reduced search, lean */
#endif
#ifndef KB_RUNG3_MS
#define KB_RUNG3_MS      1.0   /* the minimal search, lean; below it with stale distances */
#endif

#endif
