/* html_export.c -- see html_export.h */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "common/html_export.h"

extern const char viewer_html[];

#define HTML_EXPORT_MARKER "/*__EMBEDDED_REPLAY__*/null"

static int html_write_json(FILE *f, const char *json)
{
    for (; *json; json++) {
        if (json[0] == '<' && json[1] == '/') {
            if (fputs("<\\/", f) == EOF)
                return -1;
            json++;
        } else if (fputc(*json, f) == EOF) {
            return -1;
        }
    }
    return 0;
}

int html_export(const char *replay_json, const char *out_path, char *err, size_t errcap)
{
    const char *mark = strstr(viewer_html, HTML_EXPORT_MARKER);
    FILE *f;
    int bad;
    if (mark == NULL) {
        snprintf(err, errcap, "viewer page has no replay marker (build problem)");
        return -1;
    }
    f = fopen(out_path, "w");
    if (f == NULL) {
        snprintf(err, errcap, "cannot write %s: %s", out_path, strerror(errno));
        return -1;
    }
    bad = fwrite(viewer_html, 1, (size_t)(mark - viewer_html), f) != (size_t)(mark - viewer_html);
    bad |= html_write_json(f, replay_json) != 0;
    bad |= fputs(mark + strlen(HTML_EXPORT_MARKER), f) == EOF;
    bad |= fclose(f) != 0;
    if (bad) {
        snprintf(err, errcap, "cannot write %s", out_path);
        return -1;
    }
    return 0;
}
