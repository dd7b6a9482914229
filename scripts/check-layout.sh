#!/usr/bin/env bash
# check-layout.sh -- the folders are the layers (ARCHITECTURE.md): each
# file's local #include lines may name only the folders its layer may use.
#
#   scripts/check-layout.sh [SRC_DIR]      (default: src)
#
# One line per forbidden include (FILE:LINE: ...), exit 1 if any; exit 0
# with a count when every include is allowed.  A local include must be
# written from src/ ("candy/engine/candy_maze.h"), so the folder it names is
# the layer it reaches.
#
# The folders ARCHITECTURE.md says use nothing of src/ (the starters, what a
# contestant copies alone, and the outside yardsticks of scripts/lab/ext/,
# written from the docs only) may have no local #include at all: with the
# SRC_DIR src, or with NOTHING_DIRS="DIR..." naming them.
set -uo pipefail
src=${1:-src}
if [ -z "${NOTHING_DIRS+set}" ]; then
  if [ "$src" = src ]; then NOTHING_DIRS="starters scripts/lab/ext"; else NOTHING_DIRS=""; fi
fi
[ -d "$src" ] || { echo "check-layout: $src: no such folder" >&2; exit 2; }

# allowed FOLDER_OF_FILE -> space-separated folder prefixes it may include
allowed() {
  case $1 in
    common)            echo "common" ;;
    sakura/engine)     echo "common sakura/engine" ;;
    candy/engine)      echo "common candy/engine" ;;
    sakura/protocol)   echo "common sakura/engine sakura/protocol" ;;
    sakura/judge)      echo "common sakura/engine sakura/judge" ;;
    candy/judge)       echo "common candy/engine candy/judge" ;;
    sakura/ai)         echo "common sakura/engine sakura/protocol sakura/ai" ;;
    candy/ai)          echo "common candy/engine candy/ai" ;;
    sakura/bots)       echo "common sakura/engine sakura/protocol sakura/ai sakura/bots" ;;
    candy/bots)        echo "common candy/engine candy/ai candy/bots" ;;
    arena)             echo "common arena" ;;
    analysis)          echo "common sakura candy analysis" ;;
    *)                 echo "" ;;
  esac
}

bad=0 files=0
while IFS= read -r f; do
  files=$((files + 1))
  rel=${f#"$src"/}; dir=$(dirname "$rel")
  ok=$(allowed "$dir")
  if [ -z "$ok" ]; then echo "check-layout: $f: folder $dir is no layer of ARCHITECTURE.md"; bad=1; continue; fi
  while IFS=: read -r line inc; do
    inc=${inc#*\"}; inc=${inc%%\"*}
    case $inc in */*) ;; *) echo "check-layout: $f:$line: #include \"$inc\": write local includes from src/ (\"$dir/$inc\")"; bad=1; continue ;; esac
    pass=0
    for p in $ok; do case $inc in "$p"/*) pass=1 ;; esac; done
    if [ $pass = 0 ]; then
      echo "check-layout: $f:$line: #include \"$inc\": $dir may include only $(echo "$ok" | sed 's/ /, /g')"
      bad=1
    fi
  done < <(grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" | sed -E 's/^([0-9]+):.*/\1:&/; s/^([0-9]+):[0-9]+:/\1:/')
done < <(find "$src" -name '*.[ch]' | sort)
for d in $NOTHING_DIRS; do
  [ -d "$d" ] || { echo "check-layout: $d: no such folder" >&2; exit 2; }
  while IFS= read -r f; do
    files=$((files + 1))
    while IFS=: read -r line inc; do
      echo "check-layout: $f:$line: ${inc#"${inc%%[![:space:]]*}"}: $d stands alone and includes nothing of the kit"
      bad=1
    done < <(grep -n -E '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f")
  done < <(find "$d" -name '*.[ch]' -o -name '*.cpp' -o -name '*.hpp' | sort)
done
[ $bad = 0 ] && echo "check-layout: $files files, every include within its layer"
exit $bad
