#!/usr/bin/env bash
# frozen-program.sh -- build one program of the kit as it was at any git
# revision, so that data made by a program since changed stay
# reproducible (the Sakura evaluation data: mk/sakura-ai.mk).
#
#   scripts/frozen-program.sh REV PROGRAM [OUT]
#
# REV is any git revision this clone holds; PROGRAM a program that
# revision's Makefile builds as bin/PROGRAM.  It is written to OUT
# (default bin/PROGRAM; a relative OUT from where the script runs) and its
# commit to build/frozen/PROGRAM.rev.  The
# sources come from `git archive REV` into a temporary folder, built by
# that revision's own Makefile; nothing is copied into the working tree.
# Exit 1 with one line when REV is not in this clone or the build fails;
# 2 on usage.
set -euo pipefail
FROZEN_CALLER_DIR=$PWD
cd "$(dirname "$0")/.."
usage() { echo "usage: scripts/frozen-program.sh REV PROGRAM [OUT]" >&2; exit 2; }
[ $# -ge 2 ] && [ $# -le 3 ] || usage
rev=$1 prog=$2
case $prog in */* | "" | .*) usage ;; esac
bad() { echo "frozen-program: $1 (see scripts/frozen-program.sh)" >&2; exit 2; }
. scripts/frozen-lib.sh
if [ $# = 3 ]; then frozen_out frozen-program "$3"; out=$out_path; shown=$3; else out=bin/$prog; shown=$out; fi
dir=$(dirname "$out")
[ ! -e "$dir" ] || [ -d "$dir" ] || bad "'$dir' (of OUT) is not a directory"
frozen_tree frozen-program "$rev"
frozen_make frozen-program "bin/$prog"
mkdir -p "$(dirname "$out")" build/frozen
cp "$tree/bin/$prog" "$out.tmp$$"
mv -f "$out.tmp$$" "$out"
echo "$commit" > "build/frozen/$prog.rev"
echo "frozen-program: $shown = bin/$prog of ${commit:0:12} ($(git log -1 --format=%cs "$commit"))"
