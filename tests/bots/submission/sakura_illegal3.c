/* planted: Wait Wait, then on turn 3 the same technique twice (illegal, §2) */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        int t = 0;
        if (strncmp(line, "READY", 5) == 0) { printf("OK\n"); fflush(stdout); }
        else if (sscanf(line, "TURN %*d %d", &t) == 1) { printf(t == 3 ? "2 U 2 U\n" : "0 0\n"); fflush(stdout); }
        else if (strncmp(line, "FINISH", 6) == 0) break;
    }
    return 0;
}
