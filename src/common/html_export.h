/*
 * html_export.h -- one self-contained HTML file holding a replay.
 *
 * The viewer page (web/) is embedded into the binary at build time
 * (build/gen/viewer_html.c, made by scripts/embed-file.sh).  Exporting
 * writes that page with the replay JSON placed where the page looks for an
 * embedded replay, so the file opens with a double click and needs no
 * network and no server.  "</" inside the JSON is written as "<\/" so the
 * text cannot close the script element.
 */
#ifndef COMMON_HTML_EXPORT_H
#define COMMON_HTML_EXPORT_H

#include <stddef.h>

/* 0 on success; -1 with a one-line message in err. */
int html_export(const char *replay_json, const char *out_path, char *err, size_t errcap);

#endif
