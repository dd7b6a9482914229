/* outfile.c -- see outfile.h */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "common/outfile.h"

int outfile_open_fd(const char *path, int flags)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK | O_NOCTTY | flags, 0666);
    if (fd >= 0)
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK); /* only the open must not wait */
    return fd;
}

FILE *outfile_open(const char *path)
{
    int fd = outfile_open_fd(path, O_CLOEXEC);
    FILE *f;
    if (fd < 0)
        return NULL;
    if ((f = fdopen(fd, "w")) == NULL)
        close(fd);
    return f;
}

const char *outfile_strerror(int e)
{
    return e == ENXIO ? "a pipe nobody reads" : strerror(e);
}

int outfile_same(const char *a, const char *b)
{
    struct stat sa, sb;
    if (stat(a, &sa) != 0 || stat(b, &sb) != 0)
        return strcmp(a, b) == 0;
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino && !S_ISCHR(sa.st_mode);
}

void outfile_dir_of(const char *path, char *out, size_t cap)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(out, cap, ".");
    else if (slash == path)
        snprintf(out, cap, "/");
    else
        snprintf(out, cap, "%.*s", (int)(slash - path), path);
}

int outfile_dir_ready(const char *path)
{
    char dir[4096];
    struct stat st;
    outfile_dir_of(path, dir, sizeof dir);
    if (stat(dir, &st) != 0)
        return errno;
    if (!S_ISDIR(st.st_mode))
        return ENOTDIR;
    return access(dir, W_OK) == 0 ? 0 : errno;
}
