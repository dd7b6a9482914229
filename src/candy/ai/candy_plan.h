/*
 * candy_plan.h -- choosing Maki's action: a beam search over the next
 * turns against tagger positions drawn from the belief (the search, its
 * values and the choice: candy_plan.c).
 *
 * Input.  candy_plan_in holds what the planner reads, all through const
 * pointers: the knowledge (the maze, the candy, this turn), the belief
 * over the tagger's cell and the tracked hunters (model 2), plus the
 * search effort (level 0 full, 1 reduced, 2 minimal; out-of-range values
 * are clamped) and oracle mode (the full capture penalty throughout).  The
 * tracked hunters are read only while model 2 has weight.  The planner
 * writes nothing but its own context on the stack (about 40 KB).
 *
 * Deterministic (no RNG: particles are drawn systematically, so the C and
 * C++ builds agree), no allocation, no I/O; valid C++20.
 */
#ifndef CANDY_PLAN_H
#define CANDY_PLAN_H

#include "candy/ai/candy_know.h"
#include "candy/ai/candy_belief.h"
#include "candy/ai/candy_track.h"

typedef struct candy_plan_in {
    const candy_know *know;
    const candy_belief *belief;
    const candy_track *track;
    int level;                /* search effort: 0 full, 1 reduced, 2 minimal */
    int oracle;               /* full-information mode */
} candy_plan_in;

/* the action for this turn: CANDY_U..CANDY_L, CANDY_ACT_O or CANDY_ACT_S */
int candy_plan(const candy_plan_in *in);
/* the capture penalty (candies) the planner charges on turn `turn` */
double candy_plan_penalty(const candy_know *kn, int oracle, int turn);

#endif
