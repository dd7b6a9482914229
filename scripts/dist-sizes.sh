#!/usr/bin/env bash
# dist-sizes.sh FILE... -- each submission's size in bytes and characters,
# against the source limits contests commonly set (64 KiB, 100,000
# characters, 512 KiB); the real judge's limit is not published.
set -u
export LC_ALL=C.UTF-8
for f in $(printf "%s\n" "$@" | sort); do
  b=$(wc -c < "$f"); c=$(wc -m < "$f")
  over=""
  [ "$b" -gt 65536 ] && over="$over, over 64 KiB"
  [ "$c" -gt 100000 ] && over="$over, over 100,000 characters"
  [ "$b" -gt 524288 ] && over="$over, over 512 KiB"
  printf 'dist: %-24s %7d bytes %7d characters%s\n' "$f" "$b" "$c" "${over:-, within 64 KiB}"
done
