#!/usr/bin/env bash
# The Sakura evaluation's fit is reproducible and is what the bot plays
# (docs/sakura-ai.md "Evaluation"; mk/sakura-ai.mk):
# (a) scripts/fit-sakura-eval.py on the committed data set, with the
#     options of `make sakura-eval-fit`, writes the committed
#     src/sakura/ai/sakura_eval_weights.h byte for byte;
# (b) the header's weights are in the one-file submission bin/sakura-bot
#     is built from;
# (c) bin/sakura-evalgen is deterministic: the same options give the same
#     bytes, another seed other games; its games stop at the game's end;
#     bin/sakura-evalgen-hand (built from the pinned revision by
#     scripts/frozen-program.sh, as `make sakura-eval-data` builds it) with
#     that target's options writes the first games of the committed data set;
# (d) the fit script says so in one line when the data are not evalgen's,
#     and on every other bad data file or command line (exit 1 / 2), and
#     when an SPSA run (--spsa) is unfinished or did not start from the fit.
# Needs a python with numpy (scripts/deps.sh test: python3-numpy).
set -u
. "$(dirname "$0")/lib.sh"
HDR=src/sakura/ai/sakura_eval_weights.h
mkvar() { sed -n "s/^$1 := *//p" mk/sakura-ai.mk; }
# the data set and fit options of `make sakura-eval-fit` (mk/sakura-ai.mk)
DATA=$(mkvar SAKURA_EVAL_DATA) OPTS=$(mkvar SAKURA_EVAL_FIT_OPTS)

# (a)
fitcheck() { # fitcheck DATA OPTS HEADER NAME
  if [ -z "$1" ] || [ ! -f "$1" ]; then bad "no committed data set ('$1')"; return; fi
  # shellcheck disable=SC2086
  if scripts/fit-sakura-eval.py $2 "$1" --out "$tmp/$4" > "$tmp/fit.out" 2>&1; then
    if cmp -s "$tmp/$4" "$3"; then ok "the fit on $1 rewrites $3 byte for byte ($(grep -c . "$tmp/fit.out") report lines)"
    else bad "the fit on $1 differs from $3: $(diff "$tmp/$4" "$3" | sed -n 2p)"; fi
  else bad "scripts/fit-sakura-eval.py failed: $(tail -n1 "$tmp/fit.out")"; fi
}
fitcheck "$DATA" "$OPTS" "$HDR" sakura_eval_weights.h

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
# --values: the same games with the root value appended (nan where no AI searched:
# the random opening, at most a third of these rows)
$G --seed 7 --games 6 --evals 500 --duct-iters 50 --depth2-cells 5 --values > "$tmp/v.txt"
if cut -d' ' -f1-21 "$tmp/v.txt" | grep -v '^#' | cmp -s - <(grep -v '^#' "$tmp/a.txt") &&
   awk '!/^#/ { if (NF != 22) bad = 1; if ($22 == "nan") nn++; else if ($22 !~ /^-?[0-9][0-9.e+-]*$/ || $22 < -1 || $22 > 1) bad = 1; else { nv++; if ($22 != 0) nz++ } }
        END { exit bad || nv < 20 || nz < 10 || nn > NR / 3 }' "$tmp/v.txt"; then
  ok "--values: the same positions, a root value in [-1, 1] on each searched one"
else bad "--values: other positions, or values missing or out of [-1, 1]"; fi
for a in "--games 0" "--games abc" "--evals -5" "--random-turns 61"; do
  # shellcheck disable=SC2086
  o=$($G $a 2>&1 >/dev/null); st=$?
  [ $st = 2 ] && [ "$(printf '%s\n' "$o" | wc -l)" = 1 ] && case $o in *"${a%% *} wants"*) true ;; *) false ;; esac \
    && ok "$a: exit 2, '$o'" || bad "$a: exit $st, '$o'"
done
firstgames() { # firstgames GEN OPTS DATA: GEN with DATA's options writes its games 0..2
  local o
  o=$(printf '%s\n' "$2" | sed -E 's/--games +[0-9]+/--games 3/')
  case $o in *--games*) ;; *) o="$o --games 3" ;; esac
  # shellcheck disable=SC2086
  "$1" $o | grep -v '^#' > "$tmp/g.txt"
  gzip -dc "$3" | grep -v '^#' | awk '$1 < 3' > "$tmp/d.txt"
  if [ -s "$tmp/g.txt" ] && cmp -s "$tmp/g.txt" "$tmp/d.txt"; then ok "$1 $o writes the first $(wc -l < "$tmp/g.txt") positions of $3"
  else bad "$1 $o does not write the first games of $3"; fi
}
HREV=$(mkvar SAKURA_EVALGEN_HAND_REV)
if ! git rev-parse -q --verify "$HREV^{commit}" > /dev/null; then
  ok "revision $HREV is not in this clone (shallow): the data generator's replay is skipped"
elif scripts/frozen-program.sh "$HREV" sakura-evalgen-hand "$tmp/sakura-evalgen-hand" > "$tmp/fz.out" 2>&1; then
  ok "$(cat "$tmp/fz.out")"
  [ -n "$DATA" ] && [ -f "$DATA" ] && firstgames "$tmp/sakura-evalgen-hand" "$(mkvar SAKURA_EVALGEN_OPTS)" "$DATA"
  # a generator that fails keeps the old data (its status is not lost in a pipe)
  printf 'old data\n' > "$tmp/old.gz"
  make -s BIN="$tmp" sakura-eval-data SAKURA_EVALGEN_OPTS=--bogus SAKURA_EVAL_DATA="$tmp/old.gz" > "$tmp/mk.out" 2>&1; st=$?
  [ $st != 0 ] && [ "$(cat "$tmp/old.gz")" = "old data" ] && ! ls "$tmp"/old.gz.* > /dev/null 2>&1 \
    && ok "make sakura-eval-data with a failing generator: exit $st, the data kept" \
    || bad "make sakura-eval-data with a failing generator: exit $st, data now $(wc -c < "$tmp/old.gz") bytes: $(head -2 "$tmp/mk.out")"
else bad "frozen-program: $(cat "$tmp/fz.out")"; fi

# (d)
printf '1 2 3\n' > "$tmp/junk.txt"
out=$(scripts/fit-sakura-eval.py "$tmp/junk.txt" 2>&1); st=$?
[ $st != 0 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && ok "not evalgen data: one line ($out)" || bad "junk data: exit $st, '$out'"
# every bad command line (exit 2) or data file (exit 1): one line, no traceback
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 1 0.5\n' > "$tmp/ragged.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 1 x 2\n' > "$tmp/nonnum.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n' > "$tmp/norows.txt"
head -c 100 "$DATA" > "$tmp/cut.gz"
fitfails() { # fitfails STATUS ARGS...: exit STATUS, one line naming the problem
  local want=$1 o st; shift
  o=$(scripts/fit-sakura-eval.py "$@" 2>&1); st=$?
  if [ "$st" = "$want" ] && [ "$(printf '%s\n' "$o" | wc -l)" = 1 ] && case $o in fit-sakura-eval:*) true ;; *) false ;; esac
  then ok "fit $*: exit $st, '$o'"; else bad "fit $*: exit $st (want $want), '$o'"; fi
}
fitfails 2 "$tmp/ragged.txt" --lambda abc
fitfails 2 "$tmp/ragged.txt" --lambda -1
fitfails 2 "$tmp/ragged.txt" --lambda
fitfails 2 "$tmp/ragged.txt" --out "$tmp/no/such/dir.h"
fitfails 2 "$tmp/ragged.txt" "$tmp/norows.txt"
fitfails 1 "$tmp/ragged.txt"
fitfails 1 "$tmp/nonnum.txt"
fitfails 1 "$tmp/norows.txt"
fitfails 1 "$tmp/cut.gz"
# non-finite numbers, a bad outcome, no held-out game: refused, and --out left as it was
printf '# sakura-evalgen x\n# handset scale nan inf base 1 2\n# game turn outcome a b\n0 1 1 0.5 1\n5 1 -1 0 1\n' > "$tmp/nanhand.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 1 nan 1\n5 1 -1 0 1\n' > "$tmp/nanfeat.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 2 0.5 1\n5 1 -1 0 1\n' > "$tmp/outcome2.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 1 0.5 1\n0 2 -1 0 1\n' > "$tmp/oneheld.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 0 0.5 1\n1 1 0 0 1\n' > "$tmp/nodecided.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 1 0.5 1\n1e20 1 -1 0 1\n' > "$tmp/biggame.txt"
printf '# sakura-evalgen x\n# handset scale 1 1 base 1 2\n# game turn outcome a b\n0 1 1 1e300 1\n1 1 -1 0 1\n' > "$tmp/bigfeat.txt"
cp "$HDR" "$tmp/keep.h"
for f in nanhand nanfeat outcome2 oneheld nodecided biggame bigfeat; do fitfails 1 "$tmp/$f.txt" --out "$tmp/keep.h"; done
fitfails 1 /dev/zero --out "$tmp/keep.h"
# --out that is no regular file is not replaced
mkfifo "$tmp/fifo.h"
fitfails 2 "$DATA" --out "$tmp/fifo.h"
[ -p "$tmp/fifo.h" ] && ok "a FIFO given as --out is still a FIFO" || bad "--out FIFO replaced"
cmp -s "$tmp/keep.h" "$HDR" && ok "a refused fit leaves --out as it was" || bad "a refused fit changed --out"
fitfails 1 "$tmp/does-not-exist.txt"
# --spsa: a run must be finished and started from this very fit
fitfails 2 "$tmp/ragged.txt" --spsa
# (the fit's report goes to stdout; the error is stderr's one line)
for args in "--spsa $tmp/junk.txt:not a finished sakura-spsa run" \
            "--lambda 1 --spsa tests/data/sakura-spsa-s1.txt:started from hp = 0.790984, not from this fit's"; do
  # shellcheck disable=SC2086
  o=$(scripts/fit-sakura-eval.py "$DATA" ${args%%:*} 2>&1 > /dev/null); st=$?
  [ $st = 1 ] && [ "$(printf '%s\n' "$o" | wc -l)" = 1 ] && case $o in *"${args#*:}"*) true ;; *) false ;; esac \
    && ok "fit ${args%%:*}: exit 1, '$o'" || bad "fit ${args%%:*}: exit $st, '$o'"
done
exit $fail
