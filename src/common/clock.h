/*
 * clock.h -- monotonic wall time in milliseconds (CLOCK_MONOTONIC), for
 * judges measuring replies and bots planning their budget.  Never the
 * calendar clock: it can jump.
 */
#ifndef COMMON_CLOCK_H
#define COMMON_CLOCK_H

double clk_now_ms(void);
/* CPU time this process has used (CLOCK_PROCESS_CPUTIME_ID), for
 * diagnostics: wall time well above it means another process had the CPU. */
double clk_cpu_ms(void);

#endif
