/*
 * html_export.h -- one self-contained HTML file holding a replay.
 *
 * The viewer page (web/) is embedded into the binary at build time
 * (build/gen/viewer_html.c, made by scripts/embed-file.sh).  Exporting
 * writes that page with the replay JSON placed where the page looks for an
 * embedded replay, so the file opens with a double click and needs no
 * network and no server.  html_fill() does the same for any embedded page
 * and marker (the arena's report page uses it).
 *
 * Every '<' of the data is written as \u003c, so the text can neither close
 * the script element nor open an HTML comment in it: the data must be JSON,
 * or JavaScript whose '<' all stand inside string literals (where \u003c
 * is the same character).  A regular file is written to a temporary name
 * and renamed, so a reader never sees half a page; a symbolic link, device
 * or pipe is written through, never replaced by a file.
 */
#ifndef COMMON_HTML_EXPORT_H
#define COMMON_HTML_EXPORT_H

#include <stddef.h>
#include <stdio.h>

/* The viewer page with data embedded as the page's replay (JavaScript: a
 * replay literal, or the arena's loader).  0, or -1 with a one-line
 * message in err. */
int html_export(const char *data, const char *out_path, char *err, size_t errcap);
/* The viewer page with the replay's JSON text embedded (as
 * html_replay_literal makes it).  0, or -1 with a one-line message. */
int html_export_replay(const char *replay_json, const char *out_path, char *err, size_t errcap);
/* The replay's JSON text as the viewer reads it embedded: a one-element
 * array holding the text as a string literal (the viewer parses the text
 * itself, so a seed beyond 2^53 keeps its digits).  Malloc'd; NULL if out
 * of memory. */
char *html_replay_literal(const char *json, size_t len);
/* page with data put in place of marker, into out_path.  0 or -1 + err. */
int html_fill(const char *page, const char *marker, const char *data, const char *out_path,
              char *err, size_t errcap);

#endif
