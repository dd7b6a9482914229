/*
 * clock.h -- monotonic wall time in milliseconds (CLOCK_MONOTONIC), for
 * judges measuring replies and bots planning their budget.  Never the
 * calendar clock: it can jump.
 */
#ifndef COMMON_CLOCK_H
#define COMMON_CLOCK_H

double clk_now_ms(void);

#endif
