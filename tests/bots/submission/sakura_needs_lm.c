/* planted: calls exp(), so it links only with -lm */
#include <math.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        int t = 0;
        if (strncmp(line, "READY", 5) == 0) { printf("OK\n"); fflush(stdout); }
        else if (sscanf(line, "TURN %*d %d", &t) == 1) {
            printf(exp(t * 0.5) > 1e30 ? "1 U 0\n" : "0 0\n");   /* never true: 60 turns */
            fflush(stdout);
        } else if (strncmp(line, "FINISH", 6) == 0) break;
    }
    return 0;
}
