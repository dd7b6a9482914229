/* planted: bool without <stdbool.h>, a C++ habit C before C23 does not know */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char line[256];
    bool ready = false;
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "READY", 5) == 0) { ready = true; printf("OK\n"); fflush(stdout); }
        else if (strncmp(line, "TURN", 4) == 0 && ready) { printf("0 0\n"); fflush(stdout); }
        else if (strncmp(line, "FINISH", 6) == 0) break;
    }
    return 0;
}
