#!/usr/bin/env bash
# scripts/lab/sakura-spsa.sh (the SPSA tuner of the evaluation's weights,
# docs/lab/sakura-ai.md): it still builds against today's AI with its lab
# weights header in force -- each side plays its own weights, so the
# shipped weights beat an all-zero evaluation -- a short run prints its
# trajectory from the shipped vector and is deterministic, and a bad
# option is one line on stderr and exit 2.
. "$(dirname "$0")/lib.sh"
export SAKURA_SPSA_BIN="$tmp/spsa"
scripts/lab/sakura-spsa.sh --vs-zero --pairs 3 --evals 2000 > "$tmp/z" 2> "$tmp/err"; rc=$?
line=$(grep '^# vs-zero' "$tmp/z")
# the same AI on both sides would score about 0.5; the shipped weights win
if [ $rc = 0 ] && [ ! -s "$tmp/err" ] && [[ $line =~ score\ ([0-9.]+) ]] &&
   awk -v s="${BASH_REMATCH[1]}" 'BEGIN { exit !(s >= 0.75) }'; then
  ok "builds; the shipped weights against zeros: $line"
else bad "vs-zero: rc $rc, '$line', $(head -3 "$tmp/err")"; fi
P="--pairs 4 --every 2 --evals 2000 --seed 5"
# shellcheck disable=SC2086
"$tmp/spsa" $P > "$tmp/a"; rc=$?
# shellcheck disable=SC2086
"$tmp/spsa" $P > "$tmp/b"
start=$(sed -n 's/^# start //p' "$tmp/a"); ship=$(sed -n 's/^# shipped //p' "$tmp/a")
fin=$(sed -n 's/^# final //p' "$tmp/a")
if [ $rc = 0 ] && [ "$(grep -c '^[24] ' "$tmp/a")" = 2 ] && [ -n "$start" ] && [ "$start" = "$ship" ] &&
   [ "$(wc -w <<< "$fin")" = 18 ] && cmp -s "$tmp/a" "$tmp/b"; then
  ok "a 4-pair run: its lines, from the shipped vector, the same bytes twice"
else bad "run: rc $rc, $(tail -3 "$tmp/a")"; fi
for a in "--pairs 0" "--tune foo" "--c-frac x" "--seed" "--bogus 1"; do
  # shellcheck disable=SC2086
  "$tmp/spsa" $a > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "'$a': exit 2, $(cat "$tmp/err")" || bad "'$a': rc $rc, $(cat "$tmp/err")"
done
exit $fail
