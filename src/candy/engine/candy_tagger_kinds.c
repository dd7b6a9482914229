/*
 * candy_tagger_kinds.c -- every built-in tagger's set-up and the dispatch
 * of an action to its kind (candy_tagger.h).  The judge, the world's
 * one-call turn, bin/candy-tagger and the tools go through here; the Candy
 * AI calls the hunter directly (candy_tagger_reset + candy_hunter_act) and
 * so does not link the other kinds.
 */
#include "candy/engine/candy_tagger.h"
#include "candy/engine/candy_tagger_sweep.h"
#include "candy/engine/candy_tagger_sonar.h"
#include "candy/engine/candy_tagger_cutoff.h"

void candy_tagger_init(candy_tagger *t, int kind, const candy_maze *m,
                       const int *table, uint64_t seed)
{
    candy_tagger_reset(t, kind, m, table, seed);
    if (kind == CANDY_TAGGER_SWEEP)
        candy_sweep_init(t);
}

int candy_tagger_act(candy_tagger *t, const candy_maze *m, const candy_tagger_obs *o)
{
    switch (t->kind) {
    case CANDY_TAGGER_ORACLE: return candy_oracle_act(t, m, o);
    case CANDY_TAGGER_WANDER: return candy_wander_act(t, m, o);
    case CANDY_TAGGER_SWEEP: return candy_sweep_act(t, m, o);
    case CANDY_TAGGER_SONAR: return candy_sonar_act(t, m, o);
    case CANDY_TAGGER_CUTOFF: return candy_cutoff_act(t, m, o);
    default: return candy_hunter_act(t, m, o);
    }
}
