/*
 * candy_judge_maze.c -- mazes from files; see candy_judge_maze.h.
 *
 * The text is split into lines first (a trailing "\r" dropped from each,
 * the empty lines after the last row dropped); N is the number of lines
 * left, and every line must then hold exactly N characters of "#.".  The
 * result is only written to the caller's maze once it passed every check.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "candy/judge/candy_judge_maze.h"

/* the line starts and lengths of text, at most CANDY_MAX_N + 1 kept
 * (one more than a maze may have, to say "too many"); returns the number
 * of lines up to the last non-empty one (the empty lines after it do not
 * count, however many) */
static int cjmz_lines(const char *text, size_t len, const char **start, int *llen)
{
    int n = 0, rows = 0;
    size_t i = 0;
    while (i < len) {
        size_t j = i;
        int l;
        while (j < len && text[j] != '\n')
            j++;
        l = (int)(j - i);
        if (l > 0 && text[i + (size_t)l - 1] == '\r')
            l--;
        if (n <= CANDY_MAX_N) {
            start[n] = text + i;
            llen[n] = l;
        }
        n++;
        if (l > 0)
            rows = n;
        i = j + 1;
    }
    return rows;
}

/* the rows' shape, first fault first: an empty row, a character that is
 * neither '#' nor '.', then the lengths (rows all of one length L other
 * than their count, else the first row unlike the first); 0 if square */
static int cjmz_shape(const char *const *start, const int *llen, int n, char *err, size_t errcap)
{
    int r, c;
    for (r = 0; r < n; r++) {
        if (llen[r] == 0)
            return snprintf(err, errcap, "line %d: an empty line inside the maze", r + 1), -1;
        for (c = 0; c < llen[r]; c++) {
            unsigned char ch = (unsigned char)start[r][c];
            if (ch == '#' || ch == '.')
                continue;
            if (ch > 32 && ch < 127)
                return snprintf(err, errcap, "line %d, column %d: '%c' is neither '#' (wall) nor '.' (passage)",
                                r + 1, c + 1, ch), -1;
            return snprintf(err, errcap, "line %d, column %d: %s%02X is neither '#' (wall) nor '.' (passage)%s",
                            r + 1, c + 1, ch == ' ' ? "a space, byte 0x" : "byte 0x", ch,
                            r == 0 && c == 0 && ch == 0xEF ? " (a UTF-8 byte-order mark?)" : ""), -1;
        }
    }
    for (r = 1; r < n && llen[r] == llen[0]; r++)
        ;
    if (r == n && llen[0] != n)
        return snprintf(err, errcap, "%d rows of %d characters: a maze is N rows of N characters", n, llen[0]), -1;
    if (r < n)
        return snprintf(err, errcap, "line %d: %d characters, line 1 has %d (a maze is N rows of N characters)",
                        r + 1, llen[r], llen[0]), -1;
    return 0;
}

int candy_judge_maze_parse(const char *text, size_t len, candy_maze *m, char *err, size_t errcap)
{
    const char *start[CANDY_MAX_N + 1];
    int llen[CANDY_MAX_N + 1], n, r;
    candy_maze mz;
    char why[160];
    if (memchr(text, '\0', len) != NULL)
        return snprintf(err, errcap, "a NUL byte in the text (expected rows of '#' and '.')"), -1;
    n = cjmz_lines(text, len, start, llen);
    if (n < CANDY_MIN_N || n > CANDY_MAX_N)
        return snprintf(err, errcap, "%d rows; a maze has 11 to 23 (N rows of N characters '#' or '.')",
                        n), -1;
    if (cjmz_shape(start, llen, n, err, errcap) != 0)
        return -1;
    candy_maze_clear(&mz, n);
    for (r = 0; r < n; r++)
        candy_maze_set_row(&mz, r, start[r]);
    if (candy_maze_check(&mz, why, (int)sizeof why) != 0)
        return snprintf(err, errcap, "not a valid maze: %s", why), -1;
    *m = mz;
    return 0;
}

static int cjmz_read_file(const char *path, candy_maze *m, char *err, size_t errcap)
{
    char buf[CANDY_MAZE_FILE_MAX + 1], why[200];
    size_t len;
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return snprintf(err, errcap, "--maze %s: %s", path, strerror(errno)), -1;
    len = fread(buf, 1, sizeof buf, f);
    if (ferror(f)) {
        snprintf(err, errcap, "--maze %s: read error", path);
        fclose(f);
        return -1;
    }
    fclose(f);
    if (len > CANDY_MAZE_FILE_MAX)
        return snprintf(err, errcap, "--maze %s: larger than %d bytes, not a maze file", path,
                        CANDY_MAZE_FILE_MAX), -1;
    if (candy_judge_maze_parse(buf, len, m, why, sizeof why) != 0)
        return snprintf(err, errcap, "--maze %s: %s", path, why), -1;
    return 0;
}

static int cjmz_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void cjmz_free(char **names, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

/* the directory's maze files, sorted; NULL with err on failure or none */
static char **cjmz_list(const char *dir, size_t *count, char *err, size_t errcap)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    char **names = NULL, path[4096];
    size_t n = 0, cap = 0;
    struct stat st;
    if (d == NULL)
        return snprintf(err, errcap, "--maze %s: %s", dir, strerror(errno)), (char **)NULL;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        if (n == cap) {
            char **grown = (char **)realloc(names, (cap = cap ? 2 * cap : 64) * sizeof *names);
            if (grown == NULL)
                break;
            names = grown;
        }
        if ((names[n] = strdup(e->d_name)) == NULL)
            break;
        n++;
    }
    closedir(d);
    if (e != NULL) {
        cjmz_free(names, n);
        return snprintf(err, errcap, "--maze %s: out of memory", dir), (char **)NULL;
    }
    if (n == 0) {
        free(names);
        return snprintf(err, errcap, "--maze %s: the directory holds no maze file", dir), (char **)NULL;
    }
    qsort(names, n, sizeof *names, cjmz_cmp);
    *count = n;
    return names;
}

int candy_judge_maze_load(const char *path, uint64_t seed, candy_maze *m, char *picked, size_t pcap,
                    char *err, size_t errcap)
{
    struct stat st;
    char **names;
    size_t n = 0;
    int rc;
    if (stat(path, &st) != 0)
        return snprintf(err, errcap, "--maze %s: %s", path, strerror(errno)), -1;
    if (!S_ISDIR(st.st_mode)) {
        snprintf(picked, pcap, "%s", path);
        return cjmz_read_file(path, m, err, errcap);
    }
    if ((names = cjmz_list(path, &n, err, errcap)) == NULL)
        return -1;
    snprintf(picked, pcap, "%s/%s", path, names[seed % n]);
    cjmz_free(names, n);
    rc = cjmz_read_file(picked, m, err, errcap);
    return rc;
}
