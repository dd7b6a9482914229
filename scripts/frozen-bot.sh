#!/usr/bin/env bash
# frozen-bot.sh -- build the one-file bot of any git revision into bin/, so
# every later version can be measured against a fixed point.
#
#   scripts/frozen-bot.sh GAME REV NAME [BIN]
#
# GAME is sakura or candy; REV any git revision this clone holds; the bot is
# written to BIN/NAME (BIN: bin; a relative BIN from where the script runs)
# and its commit to build/frozen/NAME.rev.  The
# sources come from `git archive REV` into a temporary folder, where that
# revision's own Makefile builds its submission (dist/sakura/main.c or
# dist/candy/main.cpp), compiled the way that revision built bin/sakura-bot
# or bin/candy-bot (with -lm: older submissions need it).  Nothing is copied
# into the working tree.  Exit 1 with one line when REV is not in this clone
# (a shallow clone: `git fetch --unshallow`) or the build fails; 2 on usage.
set -euo pipefail
caller=$PWD
cd "$(dirname "$0")/.."
usage() { echo "usage: scripts/frozen-bot.sh sakura|candy REV NAME [BIN]" >&2; exit 2; }
[ $# -ge 3 ] && [ $# -le 4 ] || usage
game=$1 rev=$2 name=$3 bin=${4-bin}
case $game in
  sakura) file=dist/sakura/main.c ;;
  candy) file=dist/candy/main.cpp ;;
  *) usage ;;
esac
bad() { echo "frozen-bot: $1 (see scripts/frozen-bot.sh)" >&2; exit 2; }
shown=$bin   # messages name BIN as the caller gave it
case $bin in "") bad "BIN '' must name a folder" ;; /*) ;; *) [ $# = 3 ] || bin=$caller/$bin ;; esac
case $name in */* | "" | .*) bad "NAME '$name' must be a plain file name (no '/', not starting with '.')" ;; esac
[ ! -e "$bin" ] || [ -d "$bin" ] || bad "BIN '$bin' is not a directory"
[ ! -d "$bin/$name" ] || bad "'$bin/$name' is a directory"
[ ! -e "$bin/$name" ] || [ -f "$bin/$name" ] || bad "'$bin/$name' is not a regular file (a FIFO or a device is not replaced)"
. scripts/frozen-lib.sh
frozen_tree frozen-bot "$rev"
frozen_make frozen-bot "$file"
mkdir -p "$bin"
${CC:-cc} -x c -std=c11 -D_GNU_SOURCE -O2 -o "$bin/$name.tmp$$" "$tree/$file" -lm
mv -f "$bin/$name.tmp$$" "$bin/$name"
mkdir -p build/frozen
echo "$commit" > "build/frozen/$name.rev"
echo "frozen-bot: $shown/$name = $game bot of ${commit:0:12} ($(git log -1 --format=%cs "$commit"))"
