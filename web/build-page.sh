#!/usr/bin/env bash
# build-page.sh PAGE.html [MARKER] > OUT.html : one self-contained page.
# Used for the replay viewer (web/index.html, whose MARKER is the default,
# the embedded replay) and the arena's report page (web/report/index.html,
# MARKER /*__ARENA_REPORT_DATA__*/null).  Each line of
# PAGE that is only `<script src="F"></script>` or `<link rel="stylesheet"
# href="F">` is replaced by F's text (F relative to PAGE) in a <script> or
# <style> element.  Fails if an inlined file could end its element early or
# the result does not hold the marker exactly once (the program that embeds
# the page writes its data there).
set -euo pipefail
page=$1
dir=$(dirname "$page")
marker=${2:-'/*__EMBEDDED_REPLAY__*/null'}

for f in $(sed -n -e 's|^ *<script src="\([^"]*\)"></script> *$|\1|p' \
                  -e 's|^ *<link rel="stylesheet" href="\([^"]*\)"> *$|\1|p' "$page"); do
  [ -f "$dir/$f" ] || { echo "build-page: $page refers to missing $dir/$f" >&2; exit 1; }
  if grep -qi -e '</script' -e '</style' -e '<!--' "$dir/$f"; then
    echo "build-page: $dir/$f holds '</script', '</style' or '<!--', which would break the inlined page" >&2
    exit 1
  fi
  if grep -qF "$marker" "$dir/$f"; then
    echo "build-page: $dir/$f holds the data marker; only $page may" >&2
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
  echo "build-page: the page must hold $marker exactly once (found $count)" >&2
  exit 1
fi
printf '%s\n' "$out"
