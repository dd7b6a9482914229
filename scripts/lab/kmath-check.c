/*
 * kmath-check.c -- kmath's tanh and exp against libm, and tanh's speed:
 * the worst relative error (units of DBL_EPSILON) over N arguments drawn
 * as tests/unit/test_common.c draws them (exp over its whole range, tanh
 * over [-30, 30], [-3, 3] and near 0), then the time of 10 million tanh
 * calls over the evaluation's range.  Built against whichever kmath.c is
 * given, so a variant (scripts/lab/patches/sakura-kmath-estrin.patch
 * applied in a `git archive` tree) and the shipped one can be compared:
 *
 *   scripts/lab/lab-cc.sh build/lab/kmath-check scripts/lab/kmath-check.c \
 *     src/common/kmath.c src/common/rng.c -lm && build/lab/kmath-check [N]
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "common/kmath.h"
#include "common/rng.h"

static double kc_ulps(double got, double want)
{
    if (got == want) return 0;
    if (want == 0) return fabs(got - want) / DBL_MIN;
    return fabs((got - want) / want) / DBL_EPSILON;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 3000000, i;
    double worst_exp = 0, worst_tanh = 0, sum = 0, e;
    rng_state r;
    clock_t c0;
    int k;
    rng_seed(&r, 7);
    for (i = 0; i < n; i++) {
        double u = (double)rng_next(&r) / 18446744073709551616.0;
        double x = -745.0 + u * (709.7 + 745.0), t[3];
        t[0] = (u - 0.5) * 60.0;
        t[1] = (u - 0.5) * 6.0;
        t[2] = (u - 0.5) * 0.06;
        e = kc_ulps(kmath_exp(x), exp(x));
        if (exp(x) > DBL_MIN && e > worst_exp) worst_exp = e;
        for (k = 0; k < 3; k++)
            if ((e = kc_ulps(kmath_tanh(t[k]), tanh(t[k]))) > worst_tanh) worst_tanh = e;
    }
    c0 = clock();
    for (k = 0; k < 50; k++)
        for (i = 0; i < 200000; i++) sum += kmath_tanh((double)(i - 100000) * 1.7e-5 + k * 1e-7);
    printf("worst exp %.2f, tanh %.2f (x DBL_EPSILON, %ld arguments); 10M tanh %.3f s (sum %.6f)\n",
           worst_exp, worst_tanh, n, (double)(clock() - c0) / CLOCKS_PER_SEC, sum);
    return 0;
}
