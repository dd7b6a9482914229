#!/usr/bin/env bash
# The Sakura evaluation's fit is reproducible and is what the bot plays:
# (a) scripts/fit-sakura-eval.py on the committed data set, with the
#     options of `make sakura-eval-fit`, writes the committed
#     src/sakura/ai/sakura_eval_weights.h byte for byte;
# (b) the header's weights are in the one-file submission bin/sakura-bot
#     is built from;
# (c) bin/sakura-evalgen is deterministic: the same options give the same
#     bytes, another seed other games; its games stop at the game's end;
# (d) the fit script says so in one line when the data are not evalgen's.
# Needs a python with numpy (scripts/deps.sh test: python3-numpy).
set -u
. "$(dirname "$0")/lib.sh"
HDR=src/sakura/ai/sakura_eval_weights.h
# the data set and fit options of `make sakura-eval-fit` (mk/sakura-ai.mk)
DATA=$(sed -n 's/^SAKURA_EVAL_DATA := *//p' mk/sakura-ai.mk)
OPTS=$(sed -n 's/^SAKURA_EVAL_FIT_OPTS := *//p' mk/sakura-ai.mk)

# (a)
if [ -z "$DATA" ] || [ ! -f "$DATA" ]; then bad "no committed data set (SAKURA_EVAL_DATA='$DATA')"
else
  # shellcheck disable=SC2086
  if scripts/fit-sakura-eval.py $OPTS "$DATA" --out "$tmp/w.h" > "$tmp/fit.out" 2>&1; then
    if cmp -s "$tmp/w.h" "$HDR"; then ok "the fit on $DATA rewrites $HDR byte for byte ($(grep -c . "$tmp/fit.out") report lines)"
    else bad "the fit on $DATA differs from $HDR: $(diff "$tmp/w.h" "$HDR" | sed -n 2p)"; fi
  else bad "scripts/fit-sakura-eval.py failed: $(tail -n1 "$tmp/fit.out")"; fi
fi

# (b) every weight line of the header, in the submission's readable build
if [ -f dist/sakura/main.full.c ]; then
  missing=$(grep -E '^    [-0-9]' "$HDR" | while IFS= read -r l; do grep -qxF -- "$l" dist/sakura/main.full.c || echo "$l"; done | head -n1)
  n=$(grep -cE '^    [-0-9]' "$HDR")
  [ -z "$missing" ] && [ "$n" = 36 ] && ok "the header's $n weights are in dist/sakura/main.full.c" \
    || bad "weights missing from dist/sakura/main.full.c (n=$n): $missing"
else bad "no dist/sakura/main.full.c (make all)"; fi

# (c)
G=bin/sakura-evalgen
$G --seed 7 --games 6 --evals 500 --duct-iters 50 --depth2-cells 5 > "$tmp/a.txt"
$G --seed 7 --games 6 --evals 500 --duct-iters 50 --depth2-cells 5 > "$tmp/b.txt"
$G --seed 8 --games 6 --evals 500 --duct-iters 50 --depth2-cells 5 > "$tmp/c.txt"
rows=$(grep -vc '^#' "$tmp/a.txt")
cmp -s "$tmp/a.txt" "$tmp/b.txt" && [ "$rows" -gt 6 ] && ok "sakura-evalgen: same options, same bytes ($rows positions of 6 games)" \
  || bad "sakura-evalgen is not deterministic (or wrote $rows positions)"
cmp -s "$tmp/a.txt" "$tmp/c.txt" && bad "sakura-evalgen: seeds 7 and 8 gave the same games" || ok "another seed, other games"
awk '!/^#/ && (NF != 21 || $2 < 1 || $2 > 60 || ($3 != 1 && $3 != 0 && $3 != -1)) { bad = 1 } END { exit bad }' "$tmp/a.txt" \
  && ok "every row: game, turn 1..60, outcome in {-1,0,1}, 18 features" || bad "malformed rows in sakura-evalgen output"
$G --games 0 > /dev/null 2>&1; [ $? = 2 ] && ok "--games 0 is a usage error" || bad "--games 0 accepted"

# (d)
printf '1 2 3\n' > "$tmp/junk.txt"
out=$(scripts/fit-sakura-eval.py "$tmp/junk.txt" 2>&1); st=$?
[ $st != 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && ok "not evalgen data: one line ($out)" || bad "junk data: exit $st, '$out'"
exit $fail
