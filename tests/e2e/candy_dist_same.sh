#!/usr/bin/env bash
# dist/candy/main.cpp is the contest submission: it must compile warning-free
# as C++20 (g++ -std=c++20 -O2) and as C (gcc -x c -std=gnu17 -O2), libc and
# libm only, and both builds must make the same moves.  Check: record the
# input Maki received in a few judge games (a tee in front of bin/candy-bot),
# feed each recording to both builds at a fixed effort rung (0, the full AI,
# and 4, the cheapest: no tracked hunters, stale distances), compare; each
# build must reply on every turn of the recording.
set -u
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
warn="-Wall -Wextra -Wpedantic -Werror -Wshadow"
g++ -std=c++20 -O2 $warn -o "$tmp/cxx" dist/candy/main.cpp || { echo "C++20 build has warnings/errors"; exit 1; }
gcc -x c -std=gnu17 -O2 $warn -o "$tmp/c" dist/candy/main.cpp -lm || { echo "C build has warnings/errors"; exit 1; }
if nm -u "$tmp/cxx" | grep -q 'GLIBCXX\|_ZNSt\|_ZSt'; then
  echo "C++ build needs libstdc++ symbols:"; nm -u "$tmp/cxx" | grep 'GLIBCXX\|_ZNSt\|_ZSt'; exit 1
fi
fail=0; games=0
for spec in "1 braid hunter" "2 rooms wander" "3 caves oracle" "4 braid hunter --footsteps 2,4,7" "5 caves hunter"; do
  set -- $spec
  seed=$1 gen=$2 tagger=$3; shift 3
  rec="$tmp/in_$seed.txt"
  bin/candy-judge --seed "$seed" --gen "$gen" --tagger "$tagger" "$@" \
    "tee $rec | bin/candy-bot" > "$tmp/res_$seed.json" || { echo "judge failed on seed $seed"; fail=1; continue; }
  grep -q '"reason":"\(caught\|turn_limit\)"' "$tmp/res_$seed.json" || {
    echo "seed $seed: bad result $(cat "$tmp/res_$seed.json")"; fail=1; }
  want=$(grep -o '"turn":[0-9]*' "$tmp/res_$seed.json" | cut -d: -f2)
  for rung in 0 4; do
    "$tmp/cxx" --level $rung < "$rec" > "$tmp/out_cxx_$seed"
    "$tmp/c" --level $rung < "$rec" > "$tmp/out_c_$seed"
    turns=$(wc -l < "$tmp/out_c_$seed")
    [ "$turns" = "$want" ] || { echo "seed $seed rung $rung: $turns replies to $want turns"; fail=1; }
    cmp -s "$tmp/out_cxx_$seed" "$tmp/out_c_$seed" || {
      echo "seed $seed rung $rung: C and C++ builds differ"; diff "$tmp/out_c_$seed" "$tmp/out_cxx_$seed" | head -5; fail=1; }
  done
  games=$((games + 1))
done
[ $fail = 0 ] && echo "candy dist: C and C++20 builds agree on every turn of $games recorded games, rungs 0 and 4"
exit $fail
