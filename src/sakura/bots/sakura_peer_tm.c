/* sakura_peer_tm.c -- see sakura_peer_tm.h; constants in sakura_peer_tune.h. */
#include <stdlib.h>
#include "common/clock.h"
#include "common/kit_cli.h"
#include "sakura/bots/sakura_peer_tm.h"
#include "sakura/bots/sakura_peer_tune.h"
#include "sakura/engine/sakura_engine.h"

double sakura_peer_tm_budget(int time_ms, int turn)
{
    int left = SAKURA_MAX_TURNS + 1 - turn;
    double b;
    if (left < SPT_MIN_TURNS) left = SPT_MIN_TURNS;
    b = (double)(time_ms - SPT_RESERVE_MS) / left;
    if (b > SPT_MAX_MS) b = SPT_MAX_MS;
    if (b < SPT_MIN_MS) b = SPT_MIN_MS;
    return b;
}

long sakura_peer_tm_fixed_iters(const char *prog)
{
    return (long)kit_cli_env_number(prog, "SAKURA_PEER_ITERS", 1, SPT_MAX_ITERS, 0);
}

double sakura_peer_tm_deadline(const sakura_peer_opts *o, int time_ms, int turn)
{
    return o->iters ? 0 : clk_now_ms() + sakura_peer_tm_budget(time_ms, turn);
}
