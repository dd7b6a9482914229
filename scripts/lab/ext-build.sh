#!/usr/bin/env bash
# Builds the outside yardsticks of scripts/lab/ext/ (programs a helper wrote
# from the kit's docs alone, sharing no code with it) into build/lab/ext/:
#   build/lab/ext/candy-ext-tagger   an outside tagger (--tagger-cmd)
#   build/lab/ext/sakura-ext-bot     a Sakura Duel searcher (one turn's matrix game)
#   build/lab/ext/sakura-mcts-bot    a Sakura Duel searcher (SM-MCTS, several turns deep)
#   build/lab/ext/sakura-ab-bot      a Sakura Duel searcher (alpha-beta over whole turns, paranoid)
#   build/lab/ext/candy-ext-gen      Candy Hunt mazes in six styles (--maze files)
#   build/lab/ext/candy-ext-maki     an outside Maki (a probability grid over the tagger, a 6-turn search)
# Warning-free with -Wall -Wextra (the build fails otherwise).
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p build/lab/ext
for src in scripts/lab/ext/*.c; do
  name=$(basename "$src" .c)
  # built aside, then renamed: a run using the old binary never execs a half-written one
  gcc -std=gnu17 -O2 -Wall -Wextra -Werror -o "build/lab/ext/.$name.new" "$src" -lm
  mv -f "build/lab/ext/.$name.new" "build/lab/ext/$name"
  echo "build/lab/ext/$name"
done
