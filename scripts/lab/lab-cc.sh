#!/usr/bin/env bash
# lab-cc.sh -- builds a lab program from the repository's sources with the
# project's C flags (C11, warnings on, the src/ include root) into OUT.
#
#   scripts/lab/lab-cc.sh OUT SOURCE.c... [-lm]
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: lab-cc.sh OUT SOURCE.c..." >&2; exit 2; }
out=$1; shift
mkdir -p "$(dirname "$out")"
exec gcc -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra -Isrc -o "$out" "$@"
