#!/usr/bin/env bash
# The Candy Hunt engine (maze, view, world, tagger, gen) goes into one-file
# C++20 submissions: compile each source as C++20, then all of them
# concatenated as C11 and as C++20 (unique static names, headers safe to
# include twice).  Fails on any warning.
set -eu
cd "$(dirname "$0")/../.."
srcs="src/common/rng.c src/candy/candy_maze.c src/candy/candy_view.c src/candy/candy_world.c src/candy/candy_tagger.c src/candy/candy_gen.c"
flags="-D_GNU_SOURCE -Isrc -Isrc/common -Isrc/candy -Wall -Wextra -Werror -Wshadow"
g++ -std=c++20 -fsyntax-only $flags -x c++ $srcs
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cat $srcs > "$tmp/one.c"
gcc -std=c11 -fsyntax-only $flags -Wmissing-prototypes -Wstrict-prototypes "$tmp/one.c"
g++ -std=c++20 -fsyntax-only $flags -x c++ "$tmp/one.c"
echo "   candy engine: C++20 and one-file builds ok"
