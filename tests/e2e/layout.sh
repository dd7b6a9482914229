#!/usr/bin/env bash
# scripts/check-layout.sh: the real tree passes; a copy with a planted
# include across layers (an engine including the judge, an AI including a
# bot, a bare local include, a starter including the kit) fails with one
# line naming file and line.
. "$(dirname "$0")/lib.sh"

scripts/check-layout.sh > "$tmp/out" 2>&1 && ok "src/: $(cat "$tmp/out")" || bad "src/ fails: $(head -3 "$tmp/out")"

# plant FILE LINE_TEXT PATTERN DESC: a copy of src/ with one more include in FILE
plant() {
  rm -rf "$tmp/src"; cp -r src "$tmp/src"
  printf '%s\n' "$2" >> "$tmp/src/$1"
  scripts/check-layout.sh "$tmp/src" > "$tmp/out" 2>&1; rc=$?
  if [ $rc = 1 ] && [ "$(wc -l < "$tmp/out")" = 1 ] && grep -q -- "$3" "$tmp/out"; then ok "$4: $(cat "$tmp/out")"
  else bad "$4: rc $rc, $(head -3 "$tmp/out")"; fi
}
n=$(( $(wc -l < src/sakura/engine/sakura_rules.c) + 1 ))
plant sakura/engine/sakura_rules.c '#include "sakura/judge/sakura_judge.h"' "sakura_rules.c:$n: .*sakura/engine may include only common, sakura/engine" "engine includes the judge"
plant candy/engine/candy_maze.h '#include "candy/ai/candy_ai.h"' "candy_maze.h:[0-9]*: .*candy/engine may include only" "engine header includes the AI"
plant sakura/ai/sakura_eval.c '#include "sakura/bots/sakura_duct.h"' "sakura_eval.c:[0-9]*: .*sakura/ai may include only" "AI includes a bot"
plant candy/engine/candy_view.c '#include "candy_maze.h"' 'write local includes from src/' "bare local include"
plant common/rng.c '#include "sakura/engine/sakura_engine.h"' "rng.c:[0-9]*: .*common may include only common" "common includes a game"
mkdir -p "$tmp/src2/misc"; printf '#include "common/rng.h"\n' > "$tmp/src2/misc/x.c"
scripts/check-layout.sh "$tmp/src2" > "$tmp/out" 2>&1; rc=$?
[ $rc = 1 ] && grep -q 'folder misc is no layer' "$tmp/out" && ok "an unknown folder is refused" || bad "unknown folder: rc $rc $(cat "$tmp/out")"

# the stand-alone folders (starters, the outside yardsticks) include nothing local
mkdir -p "$tmp/alone"; printf '#include <stdio.h>\n#include "common/rng.h"\nint main(void) { return 0; }\n' > "$tmp/alone/bot.c"
NOTHING_DIRS="$tmp/alone" scripts/check-layout.sh src > "$tmp/out" 2>&1; rc=$?
[ $rc = 1 ] && grep -q "bot.c:2: #include \"common/rng.h\": .*stands alone" "$tmp/out" \
  && ok "a starter including the kit is refused: $(cat "$tmp/out")" || bad "stand-alone include: rc $rc $(cat "$tmp/out")"

# scripts/check-calls.py: no call circle between files; a planted one is named
scripts/check-calls.py > "$tmp/out" 2>&1 && ok "$(cat "$tmp/out")" || bad "call cycle in src/: $(head -3 "$tmp/out")"
rm -rf "$tmp/src"; cp -r src "$tmp/src"
printf '#include "candy/engine/candy_world.h"\nint candy_maze_calls_world(candy_world *w);\nint candy_maze_calls_world(candy_world *w) { candy_world_end_turn(w); return 0; }\n' >> "$tmp/src/candy/engine/candy_maze.c"
scripts/check-calls.py "$tmp/src" > "$tmp/out" 2>&1; rc=$?
[ $rc = 1 ] && grep -q 'cycle .*candy_maze.c -> .*candy_world.c -> .*candy_maze.c\|cycle .*candy_world.c -> .*candy_maze.c -> .*candy_world.c' "$tmp/out" \
  && ok "a planted circle is named: $(head -1 "$tmp/out")" || bad "planted circle: rc $rc $(head -3 "$tmp/out")"
# a shared function no other file uses is named (it should be static)
rm -rf "$tmp/src"; cp -r src "$tmp/src"
printf 'int candy_maze_lonely(int x);\nint candy_maze_lonely(int x) { return x + 1; }\n' >> "$tmp/src/candy/engine/candy_maze.c"
scripts/check-calls.py "$tmp/src" > "$tmp/out" 2>&1; rc=$?
[ $rc = 1 ] && grep -q 'candy_maze_lonely is shared but only .*candy_maze.c uses it' "$tmp/out" \
  && ok "a lonely shared function is named: $(head -1 "$tmp/out")" || bad "lonely function: rc $rc $(head -3 "$tmp/out")"
exit $fail
