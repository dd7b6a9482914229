/*
 * sakura_cand.h -- one-turn outcomes and pruning of a player's ~1,000 legal
 * pairs to the few that matter.
 *
 * A pair is scored against a handful of probe replies (the opponent's
 * likely answers): score = (1-w)*mean + w*min of the evaluations after the
 * turn, so both greedy and safe pairs rank high.  Pairs whose resulting
 * positions against every probe are identical are duplicates (e.g. two
 * orders of the same moves); only the first is kept.  The selection keeps
 * the best pair of each first-action kind (guard, retreat, threat...) and
 * fills up by score.  Pure; the caller owns the scratch arrays.
 */
#ifndef SAKURA_CAND_H
#define SAKURA_CAND_H

#include <stdint.h>
#include "sakura/engine/sakura_engine.h"
#include "sakura/ai/sakura_ai_tune.h"

/* Position after `me` plays `mine` and the opponent `theirs` (both legal). */
void sakura_cand_play(const sakura_state *s, int me, const sakura_pair *mine,
                      const sakura_pair *theirs, sakura_state *out);
/* sakura_eval of that position for `me`. */
double sakura_cand_outcome(const sakura_state *s, int me, const sakura_pair *mine,
                           const sakura_pair *theirs);

/* Index into opp[0..no) of a pair that makes `me` lose this very turn when
 * `me` plays `mine` (a draw does not count), or -1.  The opponent pairs
 * opp[first[0..nfirst)] are tried first (likely killers: an early exit);
 * *work grows by the number of turns resolved. */
int sakura_cand_killer(const sakura_state *s, int me, const sakura_pair *mine,
                       const sakura_pair *opp, int no, const int *first, int nfirst,
                       long *work);

typedef struct sakura_cand_scratch {
    double score[SAKURA_MAX_PAIRS];
    uint64_t hash[SAKURA_MAX_PAIRS];
    int order[SAKURA_MAX_PAIRS];
} sakura_cand_scratch;

/* Scores all[0..n) for `me` against probes[0..np) into sc->score; returns
 * the number of evaluations done. */
long sakura_cand_score(const sakura_state *s, int me, const sakura_pair *all, int n,
                       const sakura_pair *probes, int np, sakura_cand_scratch *sc);
/* After sakura_cand_score: picks up to k distinct pairs into pick[] (indices
 * into all), best first; returns the count.  pick needs room for k. */
int sakura_cand_select(const sakura_pair *all, int n, int k, sakura_cand_scratch *sc, int *pick);

/* Scratch of sakura_cand_doomed: both players' legal pairs at the
 * position tested, and two move-to-front lists kept from call to call:
 * pairs of ours that survived a turn (tried first as escapes) and
 * opponent pairs that won one (tried first as refutations).
 * sakura_cand_doom_reset it once before the first call. */
typedef struct sakura_cand_doom {
    sakura_pair mine[SAKURA_MAX_PAIRS], opp[SAKURA_MAX_PAIRS];
    sakura_pair escape[SK_DOOM_MTF], killer[SK_DOOM_MTF];
    int nescape, nkiller;
} sakura_cand_doom;

/* Empty both move-to-front lists (a new game). */
void sakura_cand_doom_reset(sakura_cand_doom *d);
/* 1 if `me` has lost at t whatever it plays next: the game is over with
 * the other player the winner, or every legal pair of `me` has an
 * opponent reply that wins that turn (a draw is not a win).  Exact, over
 * both players' ~1,000 pairs; a position with an escape costs about one
 * resolution per opponent pair once the escape list holds one, a doomed
 * one up to ~1,000 per pair of ours.  With max_work > 0 it gives up
 * (returns 0: not proven) once that many more turns are resolved; 0: no
 * cap.  *work grows by the number of turns resolved. */
int sakura_cand_doomed(const sakura_state *t, int me, sakura_cand_doom *d, long max_work, long *work);

/* Index of the pair equal to p in all[0..n), or -1. */
int sakura_cand_find(const sakura_pair *all, int n, const sakura_pair *p);
int sakura_cand_pair_eq(const sakura_pair *a, const sakura_pair *b);

#endif
