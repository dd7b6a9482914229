/*
 * decimal.c -- see decimal.h.
 */
#include <errno.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>
#include "common/decimal.h"

int decimal_parse(const char *s, double *out)
{
    char *end;
    double x;
    if (s[strspn(s, "0123456789+-.eE")] != '\0')
        return -1;
    errno = 0;
    x = strtod(s, &end);
    if (end == s || *end != '\0' || x != x)
        return -1;
    /* ERANGE: an overflow (HUGE_VAL) is no number, an underflow is one */
    if (errno == ERANGE && (x >= DBL_MIN || x <= -DBL_MIN))
        return -1;
    *out = x;
    return 0;
}
