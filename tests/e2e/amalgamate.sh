#!/usr/bin/env bash
# tools/amalgamate.sh on small trees: nested headers inlined once, system
# includes kept, and the two refusals (a local include inside #if, the same
# internal name in two files), each a one-line message and exit 1.
. "$(dirname "$0")/lib.sh"
am=$tmp/am; mkdir -p "$am/sub"

printf '#ifndef A_H\n#define A_H\n#include "sub/b.h"\nint a(void);\n#endif\n' > "$am/a.h"
printf '#ifndef B_H\n#define B_H\n#include <stdio.h>\nint b(void);\n#endif\n' > "$am/sub/b.h"
printf '#include "a.h"\nstatic int a_base(void) { return 1; }\nint a(void) { return b() + a_base(); }\n' > "$am/a.c"
printf '#include "a.h"\n#include "sub/b.h"\nint b(void) { return 41; }\nint main(void) { printf("%%d\\n", a()); return 0; }\n' > "$am/main.c"
if tools/amalgamate.sh "$am/main.c" "$am/a.c" > "$am/one.c" &&
   [ "$(grep -c 'int b(void);' "$am/one.c")" = 1 ] &&
   ! grep -q '#include "' "$am/one.c" &&
   gcc -std=c11 -Wall -Werror -o "$am/one" "$am/one.c" && [ "$("$am/one")" = 42 ]; then
  ok "nested headers inlined once, result runs"
else bad "amalgamate.sh on a small tree"; fi
tools/amalgamate.sh "$am/nope.c" > /dev/null 2>&1 && bad "accepted a missing file" || ok "missing file is an error"
tools/amalgamate.sh > /dev/null 2>&1; [ $? = 2 ] && ok "usage: exit 2" || bad "usage exit status"

# expect_refusal DESC PATTERN FILES...: exit 1, one stderr line matching PATTERN, no output
expect_refusal() {
  local desc=$1 pat=$2 rc; shift 2
  tools/amalgamate.sh "$@" > "$tmp/out" 2> "$tmp/err"; rc=$?
  if [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q -- "$pat" "$tmp/err" && [ ! -s "$tmp/out" ]; then
    ok "$desc: $(cat "$tmp/err")"
  else bad "$desc: rc $rc, stderr: $(head -3 "$tmp/err"), stdout $(wc -c < "$tmp/out") bytes"; fi
}

# a local include inside #if (a header guard does not count, a real condition does)
printf '#include <stdio.h>\n#ifdef FAST\n#include "sub/b.h"\n#endif\nint main(void) { return 0; }\n' > "$am/cond.c"
expect_refusal "include inside #ifdef" 'cond.c:3: #include "sub/b.h" inside #if' "$am/cond.c"
printf '#ifndef X_H\n#define X_H\n#if 1\n#include "sub/b.h"\n#endif\n#endif\n' > "$am/x.h"
printf '#include "x.h"\nint main(void) { return 0; }\n' > "$am/x.c"
expect_refusal "include inside #if within a guarded header" 'x.h:4: #include "sub/b.h" inside #if' "$am/x.c"
printf '#ifndef NOT_A_GUARD\n#include "sub/b.h"\n#endif\nint main(void) { return 0; }\n' > "$am/ng.c"
expect_refusal "#ifndef without its #define is a condition" 'ng.c:2' "$am/ng.c"
printf '#include <stdio.h>\n#ifdef FAST\n#include <string.h>\n#endif\n#include "a.h"\nint b(void) { return 41; }\nint main(void) { return a() - 42; }\n' > "$am/sys.c"
tools/amalgamate.sh "$am/sys.c" "$am/a.c" > "$am/sys1.c" 2> "$tmp/err" && gcc -std=c11 -o "$am/sys1" "$am/sys1.c" && "$am/sys1" \
  && ok "a system include inside #if is kept as it is" || bad "system include inside #if: $(cat "$tmp/err")"

# the same internal name in two files
printf 'static int a_base(void) { return 2; }\nint c(void) { return a_base(); }\n' > "$am/c.c"
expect_refusal "the same static function in two files" 'internal name a_base in .*a.c and .*c.c' "$am/main.c" "$am/a.c" "$am/c.c"
printf '#define A_LIMIT 3\nint d(void) { return A_LIMIT; }\n' > "$am/d1.c"
printf '#define A_LIMIT 4\nint e(void) { return A_LIMIT; }\n' > "$am/d2.c"
expect_refusal "the same macro in two .c files" 'internal name A_LIMIT' "$am/d1.c" "$am/d2.c"
printf '#define A_LIMIT 4\nint e(void) { return A_LIMIT; }\n#undef A_LIMIT\n' > "$am/d3.c"
tools/amalgamate.sh "$am/d1.c" "$am/d3.c" > /dev/null 2> "$tmp/err" && ok "a macro #undef'd in its file is not a clash" \
  || bad "#undef'd macro refused: $(cat "$tmp/err")"
printf 'int f(void) { static int calls; return ++calls; }\nint g(void) { static int calls; return calls; }\n' > "$am/local.c"
tools/amalgamate.sh "$am/local.c" "$am/a.c" "$am/main.c" > /dev/null 2> "$tmp/err" && ok "function-local statics are not file-scope names" \
  || bad "local statics refused: $(cat "$tmp/err")"

# the project's own submissions pass both checks
for entry in "src/sakura/ai/sakura_bot_main.c" "src/candy/ai/candy_bot_main.c"; do
  tools/amalgamate.sh "$entry" $(ls "$(dirname "$entry")"/*.c | grep -v "$entry") > /dev/null 2> "$tmp/err" \
    && ok "$entry and its folder: no refusal" || bad "$entry: $(cat "$tmp/err")"
done
exit $fail
