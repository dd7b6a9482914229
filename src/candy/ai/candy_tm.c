/*
 * candy_tm.c -- the Maki bot's time manager; see candy_tm.h.
 */
#include "candy/ai/candy_tm.h"
#include "candy/ai/candy_ai.h"
#include "candy/ai/candy_ai_tune.h"
#include "common/clock.h"

void candy_tm_init(candy_tm *tm, int fixed)
{
    tm->budget = KB_DEFAULT_BUDGET_MS;
    tm->used = 0;
    tm->t0 = 0;
    tm->fixed = fixed;
}

int candy_tm_rung(double per_ms)
{
    return per_ms >= KB_RUNG0_MS ? 0 : per_ms >= KB_RUNG1_MS ? 1 : per_ms >= KB_RUNG2_MS ? 2 :
           per_ms >= KB_RUNG3_MS ? 3 : CANDY_AI_RUNGS - 1;
}

/* the rung the time left per remaining turn affords, by the bot's own
 * count and by the judge's remaining_ms (the smaller) */
static int ktm_rung_by_time(const candy_tm *tm, int ms, int turn)
{
    int left = CANDY_MAX_TURNS - turn + 1;
    double per = (tm->budget * KB_SHARE - tm->used) / (left > 0 ? left : 1);
    if (ms >= 0) {
        double judge = (ms - tm->budget * (1.0 - KB_SHARE)) / (left > 0 ? left : 1);
        if (judge < per)
            per = judge;
    }
    return candy_tm_rung(per);
}

int candy_tm_turn_start(candy_tm *tm, int turn, int ms)
{
    tm->t0 = clk_now_ms();
    if (turn == 1 && ms > 0)
        tm->budget = ms;
    return tm->fixed >= 0 ? tm->fixed : ktm_rung_by_time(tm, ms, turn);
}

void candy_tm_turn_end(candy_tm *tm)
{
    tm->used += clk_now_ms() - tm->t0;
}
