/*
 * candy_ai_tune.h -- every tuning constant of the Candy Hunt Maki AI in
 * one place.  Units: candies (score points), turns, cells.
 */
#ifndef CANDY_AI_TUNE_H
#define CANDY_AI_TUNE_H

/* belief (candy_belief.c) */
#define KT_FLOOR_LEVEL   0.05  /* likelihood per footsteps level off the range */
#define KT_FLOOR_MIN     1e-4  /* likelihood floor: a table unlike ours never zeroes */
#define KT_STAY          0.15  /* tagger: chance an action does not move it */
#define KT_CHASE_GREEDY  0.85  /* chase model: share of moves that close in */
#define KT_MODEL_MIX     0.04  /* model weights drift back toward 1/2 per turn */
#define KT_UNKNOWN_PRIOR 0.5   /* start weight of an unknown cell vs a passage */
#define KT_PRUNE         1e-7  /* belief weights below this (relative) are dropped */

/* candy knowledge (candy_know.c) */
#define KK_PASS_GUESS    0.55  /* chance an unknown inner cell is a passage */

/* planning (candy_plan.c) */
#define KP_PARTICLES     16    /* tagger positions sampled from the belief */
#define KP_BEAM          40    /* nodes kept per depth */
#define KP_DEPTH         8     /* turns searched ahead */
#define KP_DISCOUNT      0.93  /* per turn, for candy */
#define KP_RATE          0.25  /* candies per turn a living Maki expects */
#define KP_CAPTURE_BASE  2.0   /* capture penalty on top of the lost future */
#define KP_POT_GAMMA     0.88  /* attraction of far targets per cell */
#define KP_TARGETS       48    /* targets the attraction looks at */
#define KP_POT_W         0.6   /* weight of the attraction at the leaf */
#define KP_SURV_CAP      14    /* turns of predicted survival that count */
#define KP_SAFETY_W      1.0   /* weight of the survival estimate at the leaf */
#define KP_RANDOM_THREAT 0.35  /* danger weight of a non-chasing tagger at the leaf */
#define KP_INFO_W        0.5   /* value of seeing a cell, times its candy chance */
#define KP_TERR_W        0.01  /* value of learning one unknown cell's terrain */
#define KP_REVISIT       0.03  /* penalty for standing still / going back */

#endif
