/*
 * kmath.c -- exp, log and tanh without libm (kmath.h).
 */
#include <stdint.h>
#include <string.h>
#include "common/kmath.h"

#define KM_LN2_HI 6.93147180369123816490e-01 /* ln 2, top 32 bits: k * hi is exact */
#define KM_LN2_LO 1.90821492927058770002e-10 /* ln 2 - KM_LN2_HI */
#define KM_INV_LN2 1.44269504088896338700e+00
#define KM_EXP_MAX 709.782712893383973096    /* e^x overflows above */
#define KM_EXP_MIN (-745.13321910194110842)  /* e^x is 0 below */

static uint64_t km_bits(double x)
{
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    return u;
}

static double km_from_bits(uint64_t u)
{
    double x;
    memcpy(&x, &u, sizeof x);
    return x;
}

/* 2^k for -1022 <= k <= 1023 */
static double km_pow2(int k)
{
    return km_from_bits((uint64_t)(k + 1023) << 52);
}

/* 1/n! for n = 1..16 (folded by the compiler) */
static const double km_inv_fact[17] = {
    1.0, 1.0, 1.0 / 2, 1.0 / 6, 1.0 / 24, 1.0 / 120, 1.0 / 720, 1.0 / 5040, 1.0 / 40320,
    1.0 / 362880, 1.0 / 3628800, 1.0 / 39916800, 1.0 / 479001600, 1.0 / 6227020800.0,
    1.0 / 87178291200.0, 1.0 / 1307674368000.0, 1.0 / 20922789888000.0};

/* e^r - 1 for |r| <= 0.55: its Taylor series to r^16/16! (the next term is
 * below 1e-18 of the result), nested from the smallest term so rounding in
 * the small terms never reaches the result */
static double km_expm1_small(double r)
{
    double p = km_inv_fact[16];
    int n;
    for (n = 15; n >= 1; n--)
        p = km_inv_fact[n] + p * r;
    return r * p;
}

double kmath_exp(double x)
{
    double kd, r, p;
    int k;
    if (x != x)
        return x;
    if (x > KM_EXP_MAX)
        return km_from_bits(0x7FF0000000000000ULL); /* +inf */
    if (x < KM_EXP_MIN)
        return 0.0;
    kd = x * KM_INV_LN2;
    k = (int)(kd < 0 ? kd - 0.5 : kd + 0.5);
    r = (x - k * KM_LN2_HI) - k * KM_LN2_LO;
    p = 1.0 + km_expm1_small(r);
    if (k > 1023)
        return p * km_pow2(1023) * km_pow2(k - 1023);
    if (k < -1022)
        return p * km_pow2(k + 1022) * km_pow2(-1022);
    return p * km_pow2(k);
}

double kmath_log(double x)
{
    uint64_t u = km_bits(x);
    int e;
    double m, s, s2, sum;
    int n;
    if (x != x || x < 0)
        return km_from_bits(0x7FF8000000000000ULL); /* NaN */
    if (x == 0)
        return -km_from_bits(0x7FF0000000000000ULL); /* -inf */
    if ((u >> 52) == 0x7FF)
        return x; /* +inf */
    e = 0;
    if ((u >> 52) == 0) { /* subnormal: scale into the normal range */
        x *= km_pow2(54);
        u = km_bits(x);
        e = -54;
    }
    e += (int)(u >> 52) - 1023;
    m = km_from_bits((u & 0x000FFFFFFFFFFFFFULL) | 0x3FF0000000000000ULL); /* [1, 2) */
    if (m > 1.41421356237309504880) {
        m *= 0.5;
        e++;
    }
    /* atanh(s) = s (1 + s^2/3 + s^4/5 + ...), |s| <= 0.1716: to s^27/27
     * (the next term is below 1e-22), nested from the smallest term */
    s = (m - 1.0) / (m + 1.0);
    s2 = s * s;
    sum = 1.0 / 27;
    for (n = 25; n >= 1; n -= 2)
        sum = 1.0 / n + s2 * sum;
    return e * KM_LN2_LO + 2.0 * s * sum + e * KM_LN2_HI;
}

double kmath_tanh(double x)
{
    double a = x < 0 ? -x : x, t;
    if (x != x || a == 0)
        return x; /* NaN, +0, -0 */
    if (a > 22.0)
        t = 1.0;
    else {
        /* em = e^{2a} - 1: near 0 from e^a - 1 (no cancellation) by
         * e^{2a} - 1 = (e^a - 1)(e^a + 1), else from exp */
        double em, e1;
        if (a < 0.55) {
            e1 = km_expm1_small(a);
            em = e1 * (e1 + 2.0);
        } else {
            em = kmath_exp(2.0 * a) - 1.0;
        }
        t = em / (em + 2.0);
    }
    return x < 0 ? -t : t;
}
