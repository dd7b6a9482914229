#!/usr/bin/env bash
# The one-file Sakura submission: dist/sakura/main.c must be self-contained
# (no local includes, libc/libm headers only), compile alone without
# warnings as gnu17, c2x and C++20, and play legal, timely games through the
# judge; bad input gets a one-line error, never a hang.  Also checks that
# tools/amalgamate.sh inlines nested local headers exactly once.
set -u
cd "$(dirname "$0")/../.."
fail=0
ok()  { echo "   ok: $*"; }
bad() { echo "   FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
JUDGE=bin/sakura-judge
DIST=dist/sakura/main.c
WAITER=tests/bots/sakura/scripted.sh

[ -f "$DIST" ] || { echo "   FAIL: $DIST missing (make dist)"; exit 1; }
if grep -q '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$DIST"; then
  bad "$DIST still has local includes"
else ok "no local includes"; fi
allowed=' assert.h ctype.h errno.h limits.h math.h stdarg.h stddef.h stdint.h stdio.h stdlib.h string.h time.h '
for h in $(grep -o '#include <[^>]*>' "$DIST" | sed 's/.*<//; s/>//' | sort -u); do
  case $allowed in *" $h "*) ;; *) bad "header <$h> is not libc/libm";; esac
done

cp "$DIST" "$tmp/main.c"
( cd "$tmp" &&
  gcc -std=gnu17 -O2 -Wall -Wextra -Werror -o bot_gnu17 main.c -lm &&
  gcc -std=c2x -O2 -Wall -Wextra -Werror -o bot_c2x main.c -lm &&
  g++ -std=c++20 -O2 -Wall -Wextra -Werror -x c++ -o bot_cxx main.c ) \
  && ok "compiles alone: gnu17, c2x, C++20 (-Wall -Wextra -Werror)" \
  || bad "the dist file does not compile alone"
BOT="$tmp/bot_gnu17"

# result checks: our player ($2 = 1 or 2) neither failed nor overspent
check_game() { # desc line side maxms
  local line=$2 side=$3 t
  case $line in
    *'"reason":"illegal"'*|*'"reason":"timeout"'*|*'"reason":"crash"'*) bad "$1: $line"; return ;;
    '{"game":"sakura"'*) ;;
    *) bad "$1: no result line: $line"; return ;;
  esac
  t=$(printf '%s' "$line" | grep -o '"time_ms":\[[0-9]*,[0-9]*' | sed 's/.*\[//' | cut -d, -f"$side")
  if [ -n "$t" ] && [ "$t" -le "$4" ]; then ok "$1 (used ${t} ms)"; else bad "$1: time $t ms > $4: $line"; fi
}
for opp in bin/sakura-random bin/sakura-greedy; do
  for seed in 11 12; do
    check_game "vs $(basename $opp) seed $seed as FIRST" "$($JUDGE --seed $seed "$BOT" "$opp")" 1 850
    check_game "vs $(basename $opp) seed $seed as SECOND" "$($JUDGE --seed $seed "$opp" "$BOT")" 2 850
  done
done
check_game "C++ build vs gnu17 build" "$($JUDGE --seed 13 "$tmp/bot_cxx" "$BOT")" 1 850
check_game "c2x build vs the DUCT peer" "$($JUDGE --seed 14 "$tmp/bot_c2x" bin/sakura-duct)" 1 850

# against a bot that always waits, the AI must win
line=$($JUDGE --seed 15 "$BOT" "$WAITER")
case $line in *'"winner":1'*) ok "beats a waiting bot: $line";; *) bad "does not beat a waiting bot: $line";; esac

# the model's statistics file
SAKURA_AI_STATS="$tmp/stats" $JUDGE --seed 16 "$BOT" bin/sakura-random > /dev/null
if grep -q '^n=[0-9]* logp=.* top1=[0-9]* unilogp=.* used_ms=' "$tmp/stats" 2>/dev/null; then ok "SAKURA_AI_STATS line written"
else bad "no SAKURA_AI_STATS line"; fi

# bad input: one-line errors, exit codes, no hang
"$BOT" extra args > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "usage error: exit 2, one line" || bad "usage error: rc $rc"
printf 'garbage\n' | timeout 5 "$BOT" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "bad INIT: exit 1, one line ($(cat "$tmp/err"))" || bad "bad INIT: rc $rc"
printf 'INIT 2 4 4 3 4 5\nREADY FIRST\nTURN 999 1 4 3 10 0 4 5 10 0 9 Q\n' | timeout 5 "$BOT" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "bad TURN: exit 1, one line" || bad "bad TURN: rc $rc"
out=$(printf 'INIT 2 4 4 3 4 5\nREADY SECOND\nFINISH\n' | timeout 5 "$BOT"); rc=$?
[ $rc = 0 ] && [ "$out" = OK ] && ok "FINISH after READY: OK, exit 0" || bad "FINISH: rc $rc out '$out'"
timeout 5 "$BOT" < /dev/null > /dev/null 2>&1; rc=$?
[ $rc != 124 ] && ok "immediate EOF: exits (rc $rc)" || bad "hangs on EOF"

exit $fail
