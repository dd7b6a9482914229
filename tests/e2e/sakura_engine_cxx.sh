#!/usr/bin/env bash
# The Sakura engine must also be valid C++20 and merge into one file: compile
# each source as C++20, then all of them concatenated (as a one-file
# submission would be) as C11 and as C++20.  Fails on any warning.
set -eu
cd "$(dirname "$0")/../.."
srcs=$(make -s --no-print-directory print-SAKURA_ENGINE_SRC)
flags="-D_GNU_SOURCE -Isrc -Isrc/common -Wall -Wextra -Werror -Wshadow"
g++ -std=c++20 -fsyntax-only $flags -x c++ $srcs
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cat $srcs > "$tmp/one.c"
gcc -std=c11 -fsyntax-only $flags -Wmissing-prototypes -Wstrict-prototypes "$tmp/one.c"
g++ -std=c++20 -fsyntax-only $flags -x c++ "$tmp/one.c"
echo "sakura engine: C++20 and one-file builds ok"
