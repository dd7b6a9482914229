#!/usr/bin/env bash
# The tuning-header convention and scripts/tune-values.sh, on the Sakura
# header: every constant has its own #ifndef (a -D overrides exactly that
# one, compiles, and leaves the others at their defaults), the defaults lie
# within their ranges, an out-of-range -D fails --check naming the
# constant, bad usage exits 2 with one line.  Needs only a C compiler.
set -u
. "$(dirname "$0")/lib.sh"
TV=scripts/tune-values.sh
HDR=src/sakura/ai/sakura_ai_tune.h
CCX=${CC:-cc}
MAT="SK_MAT_WIN SK_MAT_DRAW SK_MAT_BLESS SK_MAT_VEIN_MINE SK_MAT_VEIN_THEIRS SK_MAT_REACH SK_MAT_EDGE_MINE SK_MAT_EDGE_THEIRS"

# the AI sources compile with these extra flags (warnings are errors, so a
# redefined or an undefined constant fails)
compiles() {
  $CCX -fsyntax-only -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Isrc "$@" src/sakura/ai/*.c \
    2> "$tmp/cc.err"
}
# NAME VALUE RANGE of the table, whitespace normalised (no header lines)
table() { "$TV" "$@" "$HDR" 2>/dev/null | awk '!/^#/ { print $1, $2, $3 }'; }
value() { awk -v n="$1" '$1 == n { print $2 }' "$2"; }

table > "$tmp/default"
n=$(wc -l < "$tmp/default")
[ "$n" -ge 80 ] && ok "default table: $n constants" || bad "default table has $n lines (want >= 80)"

# (a) one override compiles and changes exactly its own line
if compiles -DSK_MAT_BLESS=3; then ok "-DSK_MAT_BLESS=3 compiles the Sakura AI sources"
else bad "-DSK_MAT_BLESS=3 does not compile: $(head -n1 "$tmp/cc.err")"; fi
table -DSK_MAT_BLESS=3 > "$tmp/bless"
changed=$(diff "$tmp/default" "$tmp/bless" | grep -c '^[<>]')
if [ "$changed" = 2 ] && [ "$(value SK_MAT_BLESS "$tmp/bless")" = 3 ] &&
   [ "$(value SK_MAT_BLESS "$tmp/default")" != 3 ]; then
  ok "-DSK_MAT_BLESS=3 changes exactly SK_MAT_BLESS in the table"
else bad "-DSK_MAT_BLESS=3: table diff $(diff "$tmp/default" "$tmp/bless" | grep '^[<>]' | head -n4 | tr '\n' ' ')"; fi

# (b) overriding the first SK_MAT_* leaves the other seven at their defaults
if compiles -DSK_MAT_WIN=200.0; then ok "-DSK_MAT_WIN=200.0 compiles the Sakura AI sources"
else bad "-DSK_MAT_WIN=200.0 does not compile: $(head -n1 "$tmp/cc.err")"; fi
table -DSK_MAT_WIN=200.0 > "$tmp/win"
[ "$(value SK_MAT_WIN "$tmp/win")" = 200.0 ] && ok "-DSK_MAT_WIN=200.0 is in force" \
  || bad "SK_MAT_WIN is '$(value SK_MAT_WIN "$tmp/win")' with -DSK_MAT_WIN=200.0"
kept=1
for m in $MAT; do
  [ "$m" = SK_MAT_WIN ] && continue
  d=$(value "$m" "$tmp/default"); w=$(value "$m" "$tmp/win")
  if [ -z "$d" ] || [ "$d" != "$w" ] || ! [[ $d =~ ^-?[0-9.]+$ ]]; then
    bad "$m: default '$d', with -DSK_MAT_WIN '$w' (want the same number)"; kept=0; fi
done
[ $kept = 1 ] && ok "with -DSK_MAT_WIN the other SK_MAT_* keep their default values"

# (c) the defaults pass --check
if out=$("$TV" --check "$HDR" 2>&1); then ok "defaults pass --check: $out"
else bad "defaults fail --check: $(printf '%s' "$out" | head -n3 | tr '\n' ' ')"; fi

# (d) an out-of-range override fails --check, naming that constant only
"$TV" --check -DSK_CAND_K=0 "$HDR" > /dev/null 2> "$tmp/d.err"; st=$?
if [ $st = 1 ] && [ "$(wc -l < "$tmp/d.err")" = 1 ] && grep -q 'SK_CAND_K = 0 is outside its range' "$tmp/d.err"; then
  ok "-DSK_CAND_K=0: --check exits 1: $(cat "$tmp/d.err")"
else bad "-DSK_CAND_K=0: --check exit $st, stderr: $(head -n3 "$tmp/d.err" | tr '\n' ' ')"; fi
# ... above its range too (SK_MODEL_WAKE: 1..60)
"$TV" --check -DSK_MODEL_WAKE=100000 "$HDR" > /dev/null 2> "$tmp/d2.err"; st=$?
if [ $st = 1 ] && [ "$(wc -l < "$tmp/d2.err")" = 1 ] && grep -q 'SK_MODEL_WAKE = 100000 is outside its range 1\.\.60' "$tmp/d2.err"; then
  ok "-DSK_MODEL_WAKE=100000: --check exits 1: $(cat "$tmp/d2.err")"
else bad "-DSK_MODEL_WAKE=100000: --check exit $st, stderr: $(head -n3 "$tmp/d2.err" | tr '\n' ' ')"; fi
"$TV" --check -DSK_CAND_K=60 "$HDR" > /dev/null 2> "$tmp/d3.err"; st=$?
if [ $st = 1 ] && [ "$(wc -l < "$tmp/d3.err")" = 1 ] && grep -q 'rejects these values: "SK_CAND_K exceeds SK_MAX_K' "$tmp/d3.err"; then
  ok "-DSK_CAND_K=60 (above SK_MAX_K): --check exits 1: $(cat "$tmp/d3.err")"
else bad "-DSK_CAND_K=60: --check exit $st, stderr: $(head -n3 "$tmp/d3.err" | tr '\n' ' ')"; fi
# (d') bounds between constants are compile-time errors, not numeric ranges:
# 60 candidates are within SK_CAND_K's own range but exceed SK_MAX_K (48)
if compiles -DSK_CAND_K=60; then bad "-DSK_CAND_K=60 (above SK_MAX_K) compiles"
elif grep -q 'SK_CAND_K exceeds SK_MAX_K' "$tmp/cc.err"; then ok "-DSK_CAND_K=60 stops the build: SK_CAND_K exceeds SK_MAX_K"
else bad "-DSK_CAND_K=60 fails to compile for another reason: $(head -n1 "$tmp/cc.err")"; fi
if compiles -DSK_CAND_K=40 -DSK_MODEL_ADD=9; then bad "-DSK_CAND_K=40 -DSK_MODEL_ADD=9 (9 > 48 - 40) compiles"
elif grep -q 'SK_MODEL_ADD exceeds' "$tmp/cc.err"; then ok "-DSK_CAND_K=40 -DSK_MODEL_ADD=9 stops the build"
else bad "-DSK_CAND_K=40 -DSK_MODEL_ADD=9 fails for another reason: $(head -n1 "$tmp/cc.err")"; fi
if compiles -DSK_CAND_K=40 -DSK_MODEL_ADD=4 -DSK_LETHAL_ADD=8; then ok "-DSK_CAND_K=40 with 4 model and 8 lethal pairs (both fit in 8) compiles"
else bad "-DSK_CAND_K=40 -DSK_LETHAL_ADD=8 does not compile: $(head -n1 "$tmp/cc.err")"; fi
"$TV" --check -DSK_MODEL_WAKE=0 "$HDR" > /dev/null 2> "$tmp/d2.err"; st=$?
[ $st = 1 ] && grep -q 'SK_MODEL_WAKE' "$tmp/d2.err" && ok "-DSK_MODEL_WAKE=0 (below its range): --check exits 1" \
  || bad "-DSK_MODEL_WAKE=0: --check exit $st"

# (e) bad usage: exit 2, one line
for args in "--bogus" "-D=3" "no/such/header.h"; do
  "$TV" $args > "$tmp/e.out" 2> "$tmp/e.err"; st=$?
  if [ $st = 2 ] && [ "$(wc -l < "$tmp/e.err")" = 1 ] && [ ! -s "$tmp/e.out" ]; then
    ok "'$args': exit 2: $(cat "$tmp/e.err")"
  else bad "'$args': exit $st, $(wc -l < "$tmp/e.err") stderr lines"; fi
done

# a table that cannot be written is one line and exit 1
if [ -w /dev/full ]; then
  scripts/tune-values.sh > /dev/full 2> "$tmp/e.err"; st=$?
  [ $st = 1 ] && [ "$(cat "$tmp/e.err")" = "tune-values: cannot write to standard output" ] \
    && ok "stdout full: exit 1, $(cat "$tmp/e.err")" || bad "stdout full: exit $st, $(head -3 "$tmp/e.err")"
fi

exit $fail
