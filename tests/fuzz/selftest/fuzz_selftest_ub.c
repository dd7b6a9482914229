/* A fuzz target with undefined behaviour on its first non-empty input (a
 * signed overflow, nothing else wrong): tests/e2e/fuzz_harness.sh builds it
 * with the Makefile's fuzzer rule and checks that scripts/run-fuzz.sh
 * fails on it.  Not one of the FUZZERS. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>

volatile int fuzz_selftest_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int x = INT_MAX - 1;
    if (size > 0) x += data[0] + 2; /* overflows for every byte value */
    fuzz_selftest_sink = x;
    return 0;
}
