/* sakura_tm.c -- see sakura_tm.h. */
#include "sakura/ai/sakura_tm.h"
#include "sakura/ai/sakura_ai_tune.h"
#include "sakura/engine/sakura_engine.h"

double sakura_tm_budget(int time_ms, int turn)
{
    int left = SAKURA_MAX_TURNS + 1 - turn;
    double b;
    if (time_ms < SK_TM_PANIC_MS) return SK_TM_MIN_MS * SK_TM_PANIC_SHARE;
    if (left > SK_TM_HORIZON) left = SK_TM_HORIZON; /* most games end early */
    if (left < SK_TM_MIN_TURNS) left = SK_TM_MIN_TURNS;
    b = (double)(time_ms - SK_TM_RESERVE_MS) / left - SK_TM_TAIL_MS;
    if (b > SK_TM_MAX_MS) b = SK_TM_MAX_MS;
    if (b < SK_TM_MIN_MS) b = SK_TM_MIN_MS;
    return b;
}

int sakura_tm_instant(int time_ms, int turn)
{
    int left = SAKURA_MAX_TURNS + 1 - turn;
    if (left < 1) left = 1;
    return time_ms < SK_TM_INSTANT_MS + SK_TM_INSTANT_PER_TURN * left;
}
