#!/usr/bin/env bash
# scripts/lab/sakura-peek.sh (the peek bounds of docs/sakura-ai.md): the lab
# program still builds against today's AI and peers and keeps its
# invariants -- the best row against the peer's actual pair does at least
# as well as any pick rule's row, the peeking player replaces our pair on some
# turn and wins, every mode prints its lines -- and a bad option is one
# line on stderr and exit 2.
. "$(dirname "$0")/lib.sh"
P="--evals 3000 --duct-iters 200"
# shellcheck disable=SC2086
scripts/lab/sakura-peek.sh --games 2 $P --peek best > "$tmp/best" 2> "$tmp/err"; rc=$?
sum=$(grep '^# games' "$tmp/best")
if [ $rc = 0 ] && [ ! -s "$tmp/err" ] && [[ $sum =~ W/D/L\ ([0-9]+)/[0-9]+/[0-9]+.*peeked-turns\ ([0-9]+) ]] &&
   [ "${BASH_REMATCH[1]}" -ge 1 ] && [ "${BASH_REMATCH[2]}" -ge 1 ]; then
  ok "builds; best: $sum"
else bad "best: rc $rc, '$sum', $(head -3 "$tmp/err")"; fi
# shellcheck disable=SC2086
build/lab/sakura-peek --games 1 $P --peek cf > "$tmp/cf"; rc=$?
n=$(grep -c '^# rule\|^# floor' "$tmp/cf")
# every rule picks one of our matrix rows, so none beats the best row; over
# a game some turn makes the best row strictly better than every rule
top=$(awk '$2 == "rule" { v[$3] = $6 + 0; if ($3 != "best_row" && (m == "" || $6 + 0 > m)) m = $6 + 0 }
  END { if ("best_row" in v && v["best_row"] > m) print v["best_row"] " > " m }' "$tmp/cf")
if [ $rc = 0 ] && [ "$n" = 24 ] && [ -n "$top" ]; then
  ok "cf: 18 rules and 6 floors; the best row's mean beats every rule's: $top"
else bad "cf: rc $rc, $n lines, $(grep 'best_row' "$tmp/cf")"; fi
for m in diag:+:4 predict:p:1; do
  IFS=: read -r mode mark games <<< "$m"
  # shellcheck disable=SC2086
  build/lab/sakura-peek --games "$games" $P --peek "$mode" > "$tmp/$mode"; rc=$?
  [ $rc = 0 ] && grep -q "^$mark turn " "$tmp/$mode" && grep -q "^# games $games " "$tmp/$mode" \
    && ok "$mode: its lines and the summary" || bad "$mode: rc $rc, $(tail -1 "$tmp/$mode")"
done
scripts/lab/sakura-peek-diag.py "$tmp/diag" > "$tmp/t" 2>&1 && grep -q 'per game: hit' "$tmp/t" \
  && ok "the diag tally: $(head -1 "$tmp/t")" || bad "sakura-peek-diag.py: $(cat "$tmp/t")"
scripts/lab/sakura-peek-predict.py "$tmp/predict" > "$tmp/t" 2>&1 && grep -q 'argmax right' "$tmp/t" \
  && ok "the predict tally: $(head -1 "$tmp/t")" || bad "sakura-peek-predict.py: $(cat "$tmp/t")"
for a in "--games 0" "--peek foo" "--opp bar" "--seed" "--bogus 1"; do
  # shellcheck disable=SC2086
  build/lab/sakura-peek $a > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "'$a': exit 2, $(cat "$tmp/err")" || bad "'$a': rc $rc, $(cat "$tmp/err")"
done
exit $fail
