#!/usr/bin/env bash
# sakura-peer-expert.sh -- the peer-program expert of docs/lab/sakura-ai.md:
# builds scripts/lab/sakura-peek.c against the tree's AI with
# scripts/lab/patches/sakura-peer-expert.patch applied (a copy of the tree
# in build/lab/peerx; the working tree is not touched) and runs it.
#
#   scripts/lab/sakura-peer-expert.sh duct|depth2 WORK [sakura-peek options...]
#
# The expert is the named peer's program run in the opponent's place each
# turn at WORK (DUCT iterations, depth-2 cells), its pair a point mass in
# the model's mixture.  Held out: the duct program against --opp depth2,
# the depth2 program against duct.  Compare with the shipped AI's run of
# the same options (scripts/lab/sakura-peek.sh) by
# scripts/lab/sakura-peek-pair.py BASE VARIANT.
set -euo pipefail
cd "$(dirname "$0")/../.."
case ${1:-} in duct) kind=1 ;; depth2) kind=2 ;; *) echo "usage: $0 duct|depth2 WORK [peek options]" >&2; exit 2 ;; esac
peer=$1 work=${2:-}
case $work in ''|*[!0-9]*) echo "$0: WORK must be a whole number" >&2; exit 2 ;; esac
shift 2
tree=build/lab/peerx
rm -rf "$tree" && mkdir -p "$tree"
git archive HEAD | tar -x -C "$tree"
(cd "$tree" && patch -s -p1) < scripts/lab/patches/sakura-peer-expert.patch
src=$(printf 'pk-src: ; @echo $(filter-out src/analysis/sakura_evalgen.c,$(sakura-evalgen_SRC))\n' |
      make -s -C "$tree" -f Makefile -f - pk-src)
out=$tree/sakura-peek-$peer-$work
# shellcheck disable=SC2086
(cd "$tree" && gcc -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra -Isrc -DSK_PEER_EXPERT=$kind -DSK_PEER_WORK="$work" \
   -o "sakura-peek-$peer-$work" scripts/lab/sakura-peek.c $src -lm)
exec "$out" "$@"
