#!/usr/bin/env bash
# sakura-peek.sh -- build scripts/lab/sakura-peek.c against the tree's AI and
# peers into build/lab/sakura-peek, then run it with the given options.
# Its sources are bin/sakura-evalgen's (mk/analysis.mk) but that program's
# main: the same AI, DUCT and depth-2 peers, as the build lists them.
#
#   scripts/lab/sakura-peek.sh [--seed S] [--games N] [--evals E] [--duct-iters I] [--opp duct|depth2]
#                              [--peek none|best|guard|guardm|diag|predict|cf|xbr|xhalf|xsupp]
#
# PEEK_CFLAGS adds compiler flags, so a variant of a tuning constant runs
# from this tree (PEEK_CFLAGS="-DSK_PLAY_MIN_PROB=0.2"); PEEK_OUT names its
# program (default build/lab/sakura-peek), so that two builds can run at once.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${PEEK_OUT:-build/lab/sakura-peek}
mkdir -p "$(dirname "$out")"
src=$(printf 'pk-src: ; @echo $(filter-out src/analysis/sakura_evalgen.c,$(sakura-evalgen_SRC))\n' |
      make -s -f Makefile -f - pk-src)
# shellcheck disable=SC2086
gcc -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra ${PEEK_CFLAGS:-} -Isrc -o "$out" scripts/lab/sakura-peek.c $src -lm
exec "$out" "$@"
