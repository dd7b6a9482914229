/*
 * rng.c -- xoshiro256** seeded by splitmix64; see rng.h for the contract.
 */
#include "common/rng.h"

uint64_t rng_mix(uint64_t x)
{
    uint64_t z = x + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void rng_seed(rng_state *r, uint64_t seed)
{
    uint64_t x = seed;
    int i;
    for (i = 0; i < 4; i++) {
        r->s[i] = rng_mix(x);
        x += 0x9e3779b97f4a7c15ULL;
    }
    if ((r->s[0] | r->s[1] | r->s[2] | r->s[3]) == 0)
        r->s[0] = 1;
}

static uint64_t rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

uint64_t rng_next(rng_state *r)
{
    uint64_t *s = r->s;
    uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return result;
}

uint32_t rng_below(rng_state *r, uint32_t n)
{
    uint32_t limit, x;
    if (n <= 1)
        return 0;
    limit = (uint32_t)(0x100000000ULL - (0x100000000ULL % n)) - 1u; /* accept x <= limit */
    do {
        x = (uint32_t)(rng_next(r) >> 32);
    } while (x > limit);
    return x % n;
}

double rng_unit(rng_state *r)
{
    return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}
