# frozen-lib.sh -- sourced by scripts/frozen-bot.sh and
# scripts/frozen-program.sh: the sources of any git revision in a temporary
# folder, so that revision's own Makefile builds what it built then.
#
#   frozen_tree PROG REV   sets commit (the full hash) and tree (a temporary
#                          folder holding `git archive REV`, removed on exit);
#                          exit 1 with one line when REV is not in this clone
#   frozen_make PROG TARGET  `make TARGET` in that tree; exit 1 with the
#                          build log's last line when it fails
#   frozen_out PROG PATH   PATH as the caller named it (a relative one from
#                          the folder the script was run in, FROZEN_CALLER_DIR),
#                          refused (exit 2, one line) when it is empty, a
#                          directory, or something other than a regular file
frozen_tree() {
  if ! git rev-parse --git-dir > /dev/null 2>&1; then
    echo "$1: this tree is not a git clone: no revision to build" >&2
    exit 1
  fi
  if ! commit=$(git rev-parse --verify -q "$2^{commit}" 2>/dev/null); then
    echo "$1: revision $2 names no commit of this clone (a shallow clone? git fetch --unshallow)" >&2
    exit 1
  fi
  tree=$(mktemp -d); trap 'rm -rf "$tree"' EXIT
  git archive "$commit" | tar -x -C "$tree"
}
frozen_make() {
  if ! make -C "$tree" -s "$2" > "$tree/build.log" 2>&1; then
    echo "$1: building $2 of ${commit:0:12} failed: $(tail -1 "$tree/build.log")" >&2
    exit 1
  fi
}
frozen_out() {
  local p=$2
  case $p in
    "" | */ | */. | */.. | . | ..) echo "$1: '$p' must name a file" >&2; exit 2 ;;
    /*) ;;
    *) p=$FROZEN_CALLER_DIR/$p ;;
  esac
  if [ -d "$p" ]; then echo "$1: '$2' is a directory" >&2; exit 2; fi
  if [ -e "$p" ] && [ ! -f "$p" ]; then echo "$1: '$2' is not a regular file (a FIFO or a device is not replaced)" >&2; exit 2; fi
  out_path=$p
}
