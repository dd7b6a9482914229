/* libFuzzer target: the Candy Hunt replay loader and verifier.  Any bytes
 * must give 0 or -1 with a message, never a crash, a hang or a leak. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include "analysis/candy_replay.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static candy_replay rp;
    char err[256];
    err[0] = '\0';
    if (candy_replay_load((const char *)data, size, &rp, err, sizeof err) == 0)
        (void)candy_replay_verify(&rp, err, sizeof err);
    else if (err[0] == '\0')
        abort(); /* every failure explains itself */
    return 0;
}
