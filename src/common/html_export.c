/* html_export.c -- see html_export.h */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/html_export.h"
#include "common/outfile.h"

extern const char viewer_html[];

#define HTML_EXPORT_MARKER "/*__EMBEDDED_REPLAY__*/null"

/* text with every '<' as \u003c */
static int html_write_data(FILE *f, const char *t)
{
    const char *lt;
    while ((lt = strchr(t, '<')) != NULL) {
        if (fwrite(t, 1, (size_t)(lt - t), f) != (size_t)(lt - t) || fputs("\\u003c", f) == EOF)
            return -1;
        t = lt + 1;
    }
    return fputs(t, f) == EOF ? -1 : 0;
}

typedef struct html_page_parts {
    const char *page, *mark, *marker, *data;
} html_page_parts;

/* the page with data at the marker (outfile_replace's writer); 0 or -1 */
static int html_write_page(FILE *f, void *ctx)
{
    const html_page_parts *p = (const html_page_parts *)ctx;
    size_t head = (size_t)(p->mark - p->page);
    if (fwrite(p->page, 1, head, f) != head || html_write_data(f, p->data) != 0)
        return -1;
    return fputs(p->mark + strlen(p->marker), f) == EOF ? -1 : 0;
}

int html_fill(const char *page, const char *marker, const char *data, const char *out_path,
              char *err, size_t errcap)
{
    html_page_parts parts;
    parts.page = page;
    parts.mark = strstr(page, marker);
    parts.marker = marker;
    parts.data = data;
    if (parts.mark == NULL) {
        snprintf(err, errcap, "the page has no %s marker (build problem)", marker);
        return -1;
    }
    /* a whole page or the old one, never half (outfile_replace) */
    if (outfile_replace(out_path, html_write_page, &parts) != 0) {
        snprintf(err, errcap, "cannot write %s: %s", out_path, outfile_strerror(errno));
        return -1;
    }
    return 0;
}

int html_export(const char *data, const char *out_path, char *err, size_t errcap)
{
    return html_fill(viewer_html, HTML_EXPORT_MARKER, data, out_path, err, errcap);
}

char *html_replay_literal(const char *json, size_t len)
{
    /* each byte takes at most 6 ("\u00XX"); U+2028/9 take 6 for 3 */
    char *out = (char *)malloc(6 * len + 8), *o = out;
    size_t i;
    if (out == NULL)
        return NULL;
    *o++ = '[';
    *o++ = '"';
    for (i = 0; i < len; i++) {
        unsigned char c = (unsigned char)json[i];
        if (c == '"' || c == '\\') {
            *o++ = '\\';
            *o++ = (char)c;
        } else if (c < 0x20 || c == 0x7f) {
            o += sprintf(o, "\\u%04x", c);
        } else if (c == 0xe2 && i + 2 < len && (unsigned char)json[i + 1] == 0x80 &&
                   ((unsigned char)json[i + 2] == 0xa8 || (unsigned char)json[i + 2] == 0xa9)) {
            o += sprintf(o, "\\u%04x", (unsigned char)json[i + 2] == 0xa8 ? 0x2028 : 0x2029);
            i += 2; /* line and paragraph separators: no line breaks in older parsers */
        } else {
            *o++ = (char)c;
        }
    }
    *o++ = '"';
    *o++ = ']';
    *o = '\0';
    return out;
}

int html_export_replay(const char *replay_json, const char *out_path, char *err, size_t errcap)
{
    char *lit = html_replay_literal(replay_json, strlen(replay_json));
    int rc;
    if (lit == NULL) {
        snprintf(err, errcap, "cannot write %s: out of memory", out_path);
        return -1;
    }
    rc = html_fill(viewer_html, HTML_EXPORT_MARKER, lit, out_path, err, errcap);
    free(lit);
    return rc;
}
