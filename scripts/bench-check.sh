#!/usr/bin/env bash
# bench-check.sh -- compare the bench signatures with the pinned file.
#
#   scripts/bench-check.sh [--update] [BIN]
#
# The pinned file is tests/bench/signatures.txt ($BENCH_SIGNATURES overrides
# it, for the tests).  Lines starting with '#' are comments.  Exit 0 when
# every line matches, 1 when one differs (each difference printed, with how
# to update), 2 on bad usage.  --update rewrites the file's signature lines.
set -euo pipefail
cd "$(dirname "$0")/.."
pinned=${BENCH_SIGNATURES:-tests/bench/signatures.txt}
update=0
case ${1:-} in
  --update) update=1; shift ;;
  -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "bench-check: unknown option $1 (see --help)" >&2; exit 2 ;;
esac
bin=${1:-bin}
now=$(scripts/bench-signatures.sh "$bin")
if [ $update = 1 ]; then
  { grep '^#' "$pinned" 2>/dev/null || true; printf '%s\n' "$now"; } > "$pinned.tmp"
  if cmp -s "$pinned.tmp" "$pinned"; then
    rm -f "$pinned.tmp"; echo "bench-check: $pinned unchanged"; exit 0
  fi
  mv "$pinned.tmp" "$pinned"
  echo "bench-check: wrote $pinned; commit it with the change that explains it"
  exit 0
fi
if [ ! -f "$pinned" ]; then echo "bench-check: $pinned: no such file (make bench-update writes it)" >&2; exit 1; fi
was=$(grep -v '^#' "$pinned")
if [ "$was" = "$now" ]; then
  echo "bench-check: $(printf '%s\n' "$now" | wc -l) signatures match $pinned"
  exit 0
fi
echo "bench-check: behaviour changed: these bench lines differ from $pinned" >&2
diff <(printf '%s\n' "$was") <(printf '%s\n' "$now") | sed -n 's/^< /  pinned: /p; s/^> /  now:    /p' >&2 || true
echo "bench-check: if the change is meant, run 'make bench-update' and commit $pinned in the same commit, saying why" >&2
exit 1
