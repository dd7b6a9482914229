/* The control of fuzz_selftest_ub.c: the same work without the overflow,
 * which scripts/run-fuzz.sh must pass.  Not one of the FUZZERS. */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>

volatile int fuzz_selftest_sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int x = INT_MAX - 300;
    if (size > 0) x += data[0] + 2;
    fuzz_selftest_sink = x;
    return 0;
}
