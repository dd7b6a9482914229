#!/usr/bin/env bash
# build-report.sh PAGE.html > OUT.html : the arena's report page as one
# self-contained file (web/report/ -> build/gen/report.html, embedded in
# bin/arena).  As web/build-page.sh does for the viewer: each line of PAGE
# that is only `<script src="F"></script>` or `<link rel="stylesheet"
# href="F">` is replaced by F's text (F relative to PAGE) in a <script> or
# <style> element.  Fails if an inlined file could end its element early,
# holds the data marker, or the result does not hold the marker exactly
# once (bin/arena writes the report's JSON there).
set -euo pipefail
page=$1
dir=$(dirname "$page")
marker='/*__ARENA_REPORT_DATA__*/null'

for f in $(sed -n -e 's|^ *<script src="\([^"]*\)"></script> *$|\1|p' \
                  -e 's|^ *<link rel="stylesheet" href="\([^"]*\)"> *$|\1|p' "$page"); do
  [ -f "$dir/$f" ] || { echo "build-report: $page refers to missing $dir/$f" >&2; exit 1; }
  if grep -qi -e '</script' -e '</style' -e '<!--' "$dir/$f"; then
    echo "build-report: $dir/$f holds '</script', '</style' or '<!--', which would break the inlined page" >&2
    exit 1
  fi
  if grep -qF "$marker" "$dir/$f"; then
    echo "build-report: $dir/$f holds the data marker; only $page may" >&2
    exit 1
  fi
done

out=$(awk -v dir="$dir" '
  function inline(open, file, close_,   line) {
    print open
    while ((getline line < (dir "/" file)) > 0) print line
    close(dir "/" file)
    print close_
  }
  /^ *<script src="[^"]*"><\/script> *$/ {
    f = $0; sub(/^ *<script src="/, "", f); sub(/"><\/script> *$/, "", f)
    inline("<script>", f, "</script>"); next
  }
  /^ *<link rel="stylesheet" href="[^"]*"> *$/ {
    f = $0; sub(/^ *<link rel="stylesheet" href="/, "", f); sub(/"> *$/, "", f)
    inline("<style>", f, "</style>"); next
  }
  { print }
' "$page")

count=$(printf '%s\n' "$out" | grep -cF "$marker" || true)
if [ "$count" != 1 ]; then
  echo "build-report: the page must hold $marker exactly once (found $count)" >&2
  exit 1
fi
printf '%s\n' "$out"
