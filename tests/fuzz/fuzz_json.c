/* libFuzzer target: the JSON reader (replays and arena records go through it). */
#include <stddef.h>
#include <stdint.h>
#include "common/json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[160];
    json_value *v = json_parse((const char *)data, size, err, sizeof err);
    json_free(v);
    return 0;
}
