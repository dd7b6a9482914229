# Helpers for the Sakura judge e2e tests (sourced, not run).
# Every check prints one line; a failed check sets sk_failed=1 and the test
# ends with `sk_done`, which exits 1 if anything failed.
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
JUDGE=${SAKURA_JUDGE:-bin/sakura-judge}  # override to test e.g. a sanitized build
BOTS=tests/bots/sakura
sk_failed=0
sk_tmp=$(mktemp -d)
trap 'rm -rf "$sk_tmp"' EXIT

sk_ok()   { echo "   ok: $*"; }
sk_bad()  { echo "   FAIL: $*"; sk_failed=1; }
sk_done() { [ "$sk_failed" = 0 ] || { echo "   some checks failed"; exit 1; }; exit 0; }
sk_now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# value of a scalar field in a one-line JSON object (quotes stripped)
sk_field() { printf '%s' "$2" | grep -o "\"$1\":[^,}]*" | head -1 | cut -d: -f2- | tr -d '"'; }
# contents of a two-number array field, e.g. "10,8"
sk_array() { printf '%s' "$2" | grep -o "\"$1\":\[[^]]*\]" | head -1 | sed 's/.*\[//; s/\]//'; }

# sk_expect DESC "RESULT LINE" WINNER REASON TURNS
sk_expect() {
  local desc=$1 line=$2 w r t
  w=$(sk_field winner "$line"); r=$(sk_field reason "$line"); t=$(sk_field turns "$line")
  if [ "$w" = "$3" ] && [ "$r" = "$4" ] && [ "$t" = "$5" ]; then
    sk_ok "$desc: winner $w, $r, turn $t"
  else
    sk_bad "$desc: expected winner $3 reason $4 turns $5, got: $line"
  fi
}

# sk_no_survivors DESC PATTERN: no process whose command line matches
sk_no_survivors() {
  if pgrep -f "$2" >/dev/null; then
    sk_bad "$1: processes survived: $(pgrep -af "$2" | tr '\n' ';')"
  else
    sk_ok "$1: no process left"
  fi
}
