#!/usr/bin/env bash
# The submissions (dist/sakura/main.c, dist/candy/main.cpp: the compact form
# of the readable main.full.c / main.full.cpp, tools/compact.sh) are the
# same programs as the readable builds: each
# compiles warning-free every way a contest might build it, the Sakura one
# without -lm, and full and compact play the same moves at fixed work
# (Sakura: SAKURA_AI_EVALS; Candy: --level) through the real judges.
set -u
. "$(dirname "$0")/lib.sh"
make -s dist/sakura/main.c dist/candy/main.cpp > /dev/null || { bad "make of the compact files"; exit 1; }
for f in dist/sakura/main.c dist/candy/main.cpp; do
  grep -q -E '/\*|^[[:space:]]*$|^[[:space:]]+' "$f" && bad "$f keeps comments, blank lines or indentation" || ok "$f: $(wc -c < "$f") bytes, no comment, blank line or indentation"
done
build() { # build OUT SRC COMPILER FLAGS...: warnings are errors; LIBS after the source
  local out=$1 src=$2; shift 2
  "$@" -O2 -Wall -Wextra -Werror -o "$out" "$src" ${LIBS:-} 2> "$tmp/cc.err" || { bad "$* $src: $(head -3 "$tmp/cc.err")"; return 1; }
}
build "$tmp/s-full" dist/sakura/main.full.c gcc -std=gnu17 && build "$tmp/s-min" dist/sakura/main.c gcc -std=gnu17 &&
  build "$tmp/s-c2x" dist/sakura/main.c gcc -std=c2x && build "$tmp/s-cxx" dist/sakura/main.c g++ -std=c++20 -x c++ &&
  ok "sakura: full and compact build with gcc -std=gnu17 / -std=c2x / g++ -std=c++20, no -lm, no warning"
build "$tmp/c-full" dist/candy/main.full.cpp g++ -std=c++20 -x c++ && build "$tmp/c-min" dist/candy/main.cpp g++ -std=c++20 -x c++ &&
  LIBS=-lm build "$tmp/c-c" dist/candy/main.cpp gcc -std=gnu17 -x c && ok "candy: full and compact build as C++20 and C, no warning"

# same moves at fixed work
moves() { python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(json.dumps([t.get("actions", t.get("action")) for t in d["turns"]]))' "$1"; }
same=0
for s in 1 2 3; do
  for v in full min; do
    SAKURA_AI_EVALS=4000 bin/sakura-judge --seed $s --time-ms 100000 --replay "$tmp/s$s-$v.json" "$tmp/s-$v" bin/sakura-greedy > /dev/null 2>&1
  done
  [ -s "$tmp/s$s-full.json" ] && [ "$(moves "$tmp/s$s-full.json")" = "$(moves "$tmp/s$s-min.json")" ] && same=$((same + 1)) || bad "sakura seed $s: full and compact moves differ"
done
[ $same = 3 ] && ok "sakura: 3 games at 4,000 evaluations a turn, every move the same"
same=0
for s in 1 2 3; do
  for lv in 0 4; do
    for v in full min; do
      bin/candy-judge --seed $s --replay "$tmp/c$s-$lv-$v.json" "$tmp/c-$v --level $lv" > /dev/null 2>&1
    done
    [ -s "$tmp/c$s-$lv-full.json" ] && [ "$(moves "$tmp/c$s-$lv-full.json")" = "$(moves "$tmp/c$s-$lv-min.json")" ] && same=$((same + 1)) || bad "candy seed $s level $lv: moves differ"
  done
done
[ $same = 6 ] && ok "candy: 3 seeds x rungs 0 and 4, every move the same"
exit $fail
