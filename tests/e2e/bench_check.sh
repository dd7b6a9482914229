#!/usr/bin/env bash
# scripts/bench-check.sh: the built programs match tests/bench/signatures.txt;
# a pinned file with one line altered fails with that line named and the
# update instruction; --update rewrites the lines and keeps the comments.
. "$(dirname "$0")/lib.sh"

scripts/bench-check.sh > "$tmp/out" 2>&1 && ok "$(cat "$tmp/out")" || bad "pinned signatures differ: $(cat "$tmp/out")"
sed -E 's/(candy-gen-rooms: signature )[0-9a-f]/\1z/' tests/bench/signatures.txt > "$tmp/sig"
BENCH_SIGNATURES=$tmp/sig scripts/bench-check.sh > "$tmp/out" 2> "$tmp/err"; rc=$?
if [ $rc = 1 ] && grep -q 'pinned: candy-gen-rooms: signature z' "$tmp/err" && grep -q 'now:    candy-gen-rooms' "$tmp/err" &&
   grep -q "make bench-update" "$tmp/err" && [ "$(grep -c 'pinned:' "$tmp/err")" = 1 ]; then
  ok "an altered line: exit 1, that line named, how to update"
else bad "altered line: rc $rc $(cat "$tmp/err")"; fi
BENCH_SIGNATURES=$tmp/sig scripts/bench-check.sh --update > /dev/null 2>&1 &&
  [ "$(grep -c '^#' "$tmp/sig")" = "$(grep -c '^#' tests/bench/signatures.txt)" ] &&
  BENCH_SIGNATURES=$tmp/sig scripts/bench-check.sh > /dev/null 2>&1 && ok "--update rewrites the lines, keeps the comments" || bad "--update"
BENCH_SIGNATURES=$tmp/none scripts/bench-check.sh > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && grep -q 'no such file' "$tmp/err" && ok "missing pinned file: exit 1" || bad "missing file: rc $rc"
scripts/bench-check.sh --bogus > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "unknown option: exit 2, one line" || bad "unknown option: rc $rc"
exit $fail
