# lib.sh -- what the e2e test scripts share (sourced, not run): the repo
# root as working folder, one line per check, a temporary folder removed at
# exit, and the exit status.
#
#   . "$(dirname "$0")/lib.sh"
#   ok "what held"; bad "what failed"      (bad sets fail=1)
#   ... use "$tmp" ...
#   strip_clocks FILE...  (or stdin): a replay or result line without its
#                         clock fields and tagger name, for comparing games
#   exit $fail
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
fail=0
ok()  { echo "   ok: $*"; }
bad() { echo "   FAIL: $*"; fail=1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
strip_clocks() {
  sed -E 's/"tagger":"[a-z]*",?//g; s/"[a-z_]*ms":(\[[^]]*\]|[0-9.]+),?//g' "$@"
}
