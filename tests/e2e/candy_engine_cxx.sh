#!/usr/bin/env bash
# The Candy Hunt engine (maze, view, world, tagger, gen) goes into one-file
# C++20 submissions: compile each source as C++20, then all of them
# concatenated as C11 and as C++20 (unique static names, headers safe to
# include twice).  Fails on any warning.
set -eu
cd "$(dirname "$0")/../.."
srcs=$(make -s --no-print-directory print-CANDY_ENGINE_SRC)
flags="-D_GNU_SOURCE -Isrc -Isrc/common -Isrc/candy -Wall -Wextra -Werror -Wshadow"
g++ -std=c++20 -fsyntax-only $flags -x c++ $srcs
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cat $srcs > "$tmp/one.c"
gcc -std=c11 -fsyntax-only $flags -Wmissing-prototypes -Wstrict-prototypes "$tmp/one.c"
g++ -std=c++20 -fsyntax-only $flags -x c++ "$tmp/one.c"
echo "   candy engine: C++20 and one-file builds ok"

# the same seeds give the same games with gcc and clang (no unspecified
# evaluation order or floating-point drift in the engine): bench signatures
srcb="src/analysis/candy_bench.c $srcs src/common/clock.c src/common/kit_cli.c"
gcc -std=c11 -O2 -D_GNU_SOURCE -Isrc -o "$tmp/bench-gcc" $srcb -lm
clang -std=c11 -O2 -D_GNU_SOURCE -Isrc -o "$tmp/bench-clang" $srcb -lm
a=$("$tmp/bench-gcc" | grep signature); b=$("$tmp/bench-clang" | grep signature)
[ "$a" = "$b" ] || { echo "gcc and clang disagree: $a / $b"; exit 1; }
echo "   $a (gcc = clang)"
