/*
 * decimal.h -- a number option written in plain decimal.
 *
 * The judges, the arena and the outside tagger read their number options
 * the same way: digits, a sign, a point and an exponent, nothing else (no
 * blanks, hex, inf or nan), whole and finite.  A value too small for a
 * double (an underflow, 1e-320) is the number strtod gives, not an error;
 * one too large is an error.  No state; no libm call.
 */
#ifndef COMMON_DECIMAL_H
#define COMMON_DECIMAL_H

/* s as a plain decimal number into *out: 0, or -1 if it is none */
int decimal_parse(const char *s, double *out);

#endif
