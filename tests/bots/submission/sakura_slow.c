/* planted: thinks 600 ms a turn, over the 1,000 ms budget on turn 2 */
#include <stdio.h>
#include <string.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

int main(void)
{
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "READY", 5) == 0) { printf("OK\n"); fflush(stdout); }
        else if (strncmp(line, "TURN", 4) == 0) {
            double start = now_ms();
            while (now_ms() - start < 600) {}
            printf("0 0\n");
            fflush(stdout);
        } else if (strncmp(line, "FINISH", 6) == 0) break;
    }
    return 0;
}
