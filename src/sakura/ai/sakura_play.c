/* sakura_play.c -- see sakura_play.h. */
#include "sakura/ai/sakura_play.h"
#include "sakura/ai/sakura_ai_tune.h"

/* the first heaviest row (k >= 1) */
static int spl_heaviest(const double *x, int k)
{
    int i, best = 0;
    for (i = 1; i < k; i++)
        if (x[i] > x[best]) best = i;
    return best;
}

double sakura_play_floor(const double *x, int k)
{
    double top = x[spl_heaviest(x, k)];
    return top < SK_PLAY_MIN_PROB ? top : SK_PLAY_MIN_PROB;
}

int sakura_play_eligible(const double *x, int i, double floor_w)
{
    return x[i] > 0 && x[i] >= floor_w;
}

int sakura_play_pick(const double *x, int k, double u)
{
    double tot = 0, floor_w = sakura_play_floor(x, k);
    int i;
    for (i = 0; i < k; i++)
        if (sakura_play_eligible(x, i, floor_w)) tot += x[i];
    if (tot <= 0) return spl_heaviest(x, k);
    u *= tot;
    for (i = 0; i < k; i++) {
        if (!sakura_play_eligible(x, i, floor_w)) continue;
        u -= x[i];
        if (u < 0) return i;
    }
    return spl_heaviest(x, k); /* rounding left u unspent */
}
