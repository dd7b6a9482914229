/*
 * candy_tm.h -- the Maki bot's time manager: which effort rung of the AI
 * (candy_ai_set_rung) each turn can afford.
 *
 * Budget.  The rules allow half of the budget (remaining_ms on turn 1, or
 * KB_DEFAULT_BUDGET_MS if the judge sends none); the bot plans for
 * KB_SHARE of it, the rest a margin for what the judge counts beyond the
 * bot's own clock (pipes, process start).
 *
 * Data.  budget is the game's budget in ms, used the bot's own thinking
 * time summed over the turns answered (from candy_tm_turn_start to
 * candy_tm_turn_end, so reading, thinking and replying), t0 the clock at
 * the start of the current turn, fixed the rung of `--level` (-1: none).
 * budget only changes on turn 1, and only to a remaining_ms the judge
 * sent; used only grows.
 *
 * Choice.  The share left per remaining turn, (budget x KB_SHARE - used)
 * / turns left, and also the judge's own view, (remaining_ms - budget x
 * (1 - KB_SHARE)) / turns left, which includes pipe latency: the smaller
 * picks the rung (candy_tm_rung), the full search with the tracked hunters
 * first, then without them for the rest of the game (lean), then smaller
 * searches.  The share assumes the game may last all CANDY_MAX_TURNS
 * turns.  A fixed rung makes the replies a pure function of the input
 * (the C / C++ comparison test uses it).
 *
 * No allocation, no I/O; reads the monotonic clock (common/clock.h).
 */
#ifndef CANDY_TM_H
#define CANDY_TM_H

typedef struct candy_tm {
    double budget;  /* ms: remaining_ms of turn 1, else KB_DEFAULT_BUDGET_MS */
    double used;    /* own thinking time so far, ms */
    double t0;      /* clock at the start of the current turn */
    int fixed;      /* >= 0: every turn at this rung (--level); -1 by time */
} candy_tm;

/* fixed: a rung for every turn, or -1 to choose by time */
void candy_tm_init(candy_tm *tm, int fixed);
/* the start of turn `turn` (1..) with the judge's remaining_ms (-1 none):
 * starts its clock and returns the rung to play it at */
int candy_tm_turn_start(candy_tm *tm, int turn, int ms);
/* the end of the turn (after the reply is flushed): counts its time */
void candy_tm_turn_end(candy_tm *tm);
/* the richest rung (0..CANDY_AI_RUNGS-1) a time share of per_ms a turn
 * affords (KB_RUNG0_MS .. KB_RUNG3_MS) */
int candy_tm_rung(double per_ms);

#endif
