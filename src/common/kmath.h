/*
 * kmath.h -- exp, log and tanh without libm.
 *
 * The one-file Sakura submission must link with a bare `gcc main.c`: the
 * contest's compile line is not published and may lack `-lm`.  These three
 * are all the AI needs.  Each is accurate to a few units in the last place
 * over the whole double range (tests/unit/test_common.c compares them with
 * libm on a million arguments), handles 0, infinities and NaN like libm,
 * and uses only + - * / and bit operations on the IEEE 754 representation:
 *
 *   kmath_exp   x = k ln2 + r, |r| <= ln2/2 (ln2 split in two parts so r
 *               is exact), a degree-16 Taylor polynomial for e^r, times 2^k
 *               built in the exponent bits (in two steps below 2^-1022);
 *   kmath_log   x = m 2^e with m in [sqrt(1/2), sqrt(2)), log m =
 *               2 atanh((m-1)/(m+1)) by its odd series, plus e ln2;
 *   kmath_tanh  e/(e + 2) with e = e^{2|x|} - 1, for |x| < 0.55 from
 *               e^{|x|} - 1 by its Taylor series (no cancellation), else
 *               from kmath_exp;
 *               +-1 beyond 22.
 *
 * Pure functions; valid C11 and C++20.
 */
#ifndef COMMON_KMATH_H
#define COMMON_KMATH_H

double kmath_exp(double x);
double kmath_log(double x);
double kmath_tanh(double x);

#endif
