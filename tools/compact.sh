#!/usr/bin/env bash
# compact.sh -- the compact variant of a one-file submission: comments,
# blank lines and leading indentation removed, nothing else changed.
#
#   tools/compact.sh IN > OUT
#
# Comments go with the preprocessor in its "already preprocessed" mode
# (gcc -fpreprocessed -dD -E -P): it removes comments but expands no macro
# and keeps every #define, #include and #if as written, so OUT compiles to
# the same program as IN (tests/e2e/dist_compact.sh plays both at fixed work
# and compares every move).  Then blank lines and leading white space go.
# For judges with a source-size limit: `make dist` prints both sizes.
set -euo pipefail
if [ $# != 1 ] || [ ! -f "$1" ]; then echo "usage: tools/compact.sh IN > OUT" >&2; exit 2; fi
gcc -x c -w -fpreprocessed -dD -E -P "$1" | sed 's/^[[:space:]]*//; /^$/d'
