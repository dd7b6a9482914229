#!/usr/bin/env bash
# The bot-side protocol goes into the one-file submission: it must compile
# as C++20 on its own and concatenated after the engine, as C11 and C++20,
# without a warning; so must the baselines' shared loop.
set -eu
cd "$(dirname "$0")/../.."
eng=$(make -s --no-print-directory print-SAKURA_ENGINE_SRC)
flags="-D_GNU_SOURCE -Isrc -Isrc/common -Wall -Wextra -Werror -Wshadow"
g++ -std=c++20 -fsyntax-only $flags -x c++ src/sakura/protocol/sakura_client.c
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cat $eng src/sakura/protocol/sakura_client.c src/sakura/bots/sakura_bot_loop.c \
    src/sakura/bots/sakura_random_main.c > "$tmp/one.c"
gcc -std=c11 -fsyntax-only $flags -Wmissing-prototypes -Wstrict-prototypes "$tmp/one.c"
g++ -std=c++20 -fsyntax-only $flags -x c++ "$tmp/one.c"
echo "   ok: sakura_client (+ engine, the bots' loop, random bot) builds as C11 and C++20, alone and as one file"
