/* planted: never flushes, so on a pipe its replies wait in the stdio buffer */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "READY", 5) == 0) printf("OK\n");
        else if (strncmp(line, "TURN", 4) == 0) printf("0 0\n");
        else if (strncmp(line, "FINISH", 6) == 0) break;
    }
    return 0;
}
