/*
 * sakura_play.h -- the play rule: which row of a solved mixed strategy is
 * played (step 7 of sakura_ai.h), and which rows the immediate-loss filter
 * (step 6) must therefore check.
 *
 * A strategy is k >= 1 weights x[0..k-1], each >= 0, summing to about 1.
 * The "play floor" is SK_PLAY_MIN_PROB, or the largest weight when every
 * weight is under it.  Only rows with a positive weight at or above the
 * floor are played, with probability proportional to their weight; so
 * when every weight is under SK_PLAY_MIN_PROB only the heaviest row is
 * played (tied heaviest rows share the draw).  The functions are pure:
 * the uniform draw u in [0, 1) comes from the caller's generator.
 */
#ifndef SAKURA_PLAY_H
#define SAKURA_PLAY_H

/* the weight from which a row can be played */
double sakura_play_floor(const double *x, int k);
/* 1 if row i can be played: a positive weight at or above the floor */
int sakura_play_eligible(const double *x, int i, double floor_w);
/* the row played for the uniform draw u in [0, 1) */
int sakura_play_pick(const double *x, int k, double u);

#endif
