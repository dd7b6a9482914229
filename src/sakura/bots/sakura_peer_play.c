/* sakura_peer_play.c -- see sakura_peer_play.h. */
#include "sakura/bots/sakura_peer_play.h"

/* an index drawn from prob[0..k) (summing to 1) */
static int spp_draw(rng_state *r, const double *prob, int k)
{
    double x = rng_unit(r);
    int a;
    for (a = 0; a < k - 1; a++) {
        x -= prob[a];
        if (x < 0 && prob[a] > 0) return a;
    }
    while (a > 0 && prob[a] <= 0) a--; /* rounding left x >= 0: the last kept arm */
    return a;
}

/* the likeliest untried arm by the strategy as given (floor or not), or -1 */
static int spp_likeliest(const double *prob, const int *tried, int k)
{
    int a, best = -1;
    for (a = 0; a < k; a++)
        if (!tried[a] && (best < 0 || prob[a] > prob[best])) best = a;
    return best;
}

int sakura_peer_play_mixed(const sakura_state *s, int me, const sakura_pair *arm, const double *prob, int k,
                           double floor, int tries, rng_state *r, sakura_peer_arms_scratch *sc,
                           long *work)
{
    double kept[SPA_K_MAX], sum = 0;
    int tried[SPA_K_MAX], a, drawn, next, t;
    for (a = 0; a < k; a++) {
        kept[a] = prob[a] < floor ? 0 : prob[a];
        sum += kept[a];
        tried[a] = 0;
    }
    if (sum <= 0) drawn = spp_likeliest(prob, tried, k); /* every arm under the floor */
    else {
        for (a = 0; a < k; a++) kept[a] /= sum;
        drawn = spp_draw(r, kept, k);
    }
    for (next = drawn, t = 0; t < tries && next >= 0; t++) {
        if (!sakura_peer_arms_refuted(s, me, &arm[next], sc, work)) return next;
        tried[next] = 1;
        next = spp_likeliest(prob, tried, k);
    }
    return drawn;
}
