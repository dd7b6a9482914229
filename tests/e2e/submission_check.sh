#!/usr/bin/env bash
# bin/submission-check (scripts/submission-check.sh): every starter and our
# two submissions pass it; each planted bad file (tests/bots/submission/)
# fails it with the right line -- does not compile, needs -lm, too large,
# illegal reply on turn 3, over the budget, never flushes, slow only on
# its first start (a timeout, not "never flushed") -- in each
# language; usage errors are one line and exit 2; it leaves no temporary
# file and no process, also when stopped by a signal.
set -u
cd "$(dirname "$0")/../.." || exit 1
fail=0
ok()  { echo "   ok: $*"; }
bad() { echo "   FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# the check's temporary directories go here, so the test can see them go
export TMPDIR=$tmp/t; mkdir -p "$TMPDIR"
sc=bin/submission-check
B=tests/bots/submission

# check WANT_RC GAME FILE [OPTIONS...]: runs the check into $tmp/out
check() {
  local want=$1 game=$2 f=$3; shift 3
  timeout 300 $sc "$@" "$game" "$f" > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = "$want" ] || { bad "$game $f: exit $rc, wanted $want: $(grep -m3 '^problem\|^verdict' "$tmp/out") $(head -2 "$tmp/err")"; return 1; }
}
# expect DESC REGEX: a line of the last output matches
expect() {
  grep -qE -- "$2" "$tmp/out" && return 0
  bad "$1: no line matches '$2'; got: $(grep '^problem' "$tmp/out" | head -3)"; return 1
}
table() { sed -n '/^build /,/^$/p' "$tmp/out" | sed '1d;/^$/d'; }

# ---- usage: one line on stderr, exit 2 ----
usage_case() { # usage_case DESC REGEX ARGS...
  local desc=$1 re=$2; shift 2
  $sc "$@" > "$tmp/out" 2> "$tmp/err" < /dev/null; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && [ ! -s "$tmp/out" ] && grep -qE "^submission-check: $re" "$tmp/err" &&
    ok "usage: $desc: $(cat "$tmp/err")" || bad "usage: $desc: rc $rc, $(cat "$tmp/err")"
}
usage_case "unknown option" "unknown option --x \(see --help\)" --x sakura starters/sakura/main.c
usage_case "no GAME" "GAME and FILE missing"
usage_case "bad GAME" "unknown game 'chess'" chess starters/sakura/main.c
usage_case "no FILE" "FILE missing" sakura
usage_case "missing FILE" ".*/none.c: no such file" sakura "$tmp/none.c"
usage_case "a newline in FILE's name: still one line" ".*/no\\\\x0afile.py: no such file$" sakura "$tmp/no"$'\n'"file.py"
usage_case "FILE a directory" "starters is a directory" sakura starters
usage_case "FILE a device" "/dev/null is not a regular file or a FIFO" sakura /dev/null
usage_case "FILE an empty name" "FILE is an empty name" sakura ""
usage_case "C for Candy" ".*Candy Hunt takes C\+\+20" candy starters/sakura/main.c
usage_case "unknown language" ".*unknown language" sakura README.md
usage_case "--games 0" "--games 0: expected 1..1000" --games 0 sakura starters/sakura/main.c
usage_case "--games 00" "--games 00: expected 1..1000" --games 00 sakura starters/sakura/main.c
usage_case "--games 01001" "--games 01001: expected 1..1000" --games 01001 sakura starters/sakura/main.c
usage_case "--games GAME FILE" "--games sakura: expected 1..1000" --games sakura starters/sakura/main.c

# numbers with leading zeros are decimal: 08 games, not an octal error that
# played none and passed
printf 'import sys\nsys.exit(1)\n' > "$tmp/exits.py"
check 1 sakura "$tmp/exits.py" --games 08 --time-ms 01000 &&
  [ "$(table | awk '$1 == "python3" { print $4 }')" = 8 ] && [ "$(grep -c '^problem: python3 main.py: game [1-8] ' "$tmp/out")" = 8 ] &&
  ok "--games 08: 8 games played, each a problem" || bad "--games 08: $(table) $(head -2 "$tmp/err")"

# a FIFO is read once, as a file; a report that cannot be written is one line, exit 1
mkfifo "$tmp/fifo.c"; (cat starters/sakura/main.c > "$tmp/fifo.c" &)
$sc --games 1 sakura "$tmp/fifo.c" > "$tmp/out" 2> "$tmp/err"; rc=$?
[ $rc = 0 ] && grep -q '^verdict: PASS' "$tmp/out" && ok "FILE a FIFO: $(grep '^verdict' "$tmp/out")" || bad "FILE a FIFO: rc $rc, $(head -2 "$tmp/err")"
if [ -w /dev/full ]; then
  $sc --games 1 sakura starters/sakura/main.c > /dev/full 2> "$tmp/err"; rc=$?
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q 'cannot write to standard output' "$tmp/err" \
    && ok "stdout full: exit 1, $(cat "$tmp/err")" || bad "stdout full: rc $rc, $(head -3 "$tmp/err")"
fi

# ---- the starters pass ----
for f in starters/sakura/main.c starters/sakura/main.cpp starters/sakura/main.py; do
  check 0 sakura "$f" && expect "$f" '^verdict: PASS' && ok "$f: $(grep '^verdict' "$tmp/out")"
done
for f in starters/candy/main.cpp starters/candy/main.py; do
  check 0 candy "$f" && expect "$f" '^verdict: PASS' && ok "$f: $(grep '^verdict' "$tmp/out")"
done
table > "$tmp/rows"; grep -q '^python3 main.py .* PASS$' "$tmp/rows" &&
  { command -v pypy3 > /dev/null || grep -q '^pypy3 main.py .*skipped (pypy3 not installed)$' "$tmp/rows"; } &&
  ok "python3 played; pypy3 $(command -v pypy3 > /dev/null && echo played || echo 'skipped: not installed')" || bad "python rows: $(cat "$tmp/rows")"

# a TMPDIR the shell would need quoted (the bot commands hold the path): /tmp instead
mkdir -p "$tmp/it's"
TMPDIR="$tmp/it's" timeout 300 $sc --games 2 sakura starters/sakura/main.py > "$tmp/out" 2> "$tmp/err"; rc=$?
[ $rc = 0 ] && ok "TMPDIR with a quote: /tmp used, $(grep '^verdict' "$tmp/out")" || bad "TMPDIR with a quote: rc $rc, $(grep '^problem' "$tmp/out" | head -2)"
# a file name with '&': the messages name it as it is
cp $B/sakura_nocompile.py "$tmp/a&b.py"
check 1 sakura "$tmp/a&b.py" --games 1 && expect "a&b.py" "^problem: python3 main.py: does not compile: $tmp/a&b.py:[0-9]+: " &&
  ok "a name with '&' shown as it is"
# a file that is not UTF-8 counts a character a byte (Latin-1 0xB0 x 100,001)
{ echo 'int main(void){return 0;}'; printf '/* '; head -c 100001 /dev/zero | tr '\0' '\260'; echo ' */'; } > "$tmp/latin1.c"
check 1 sakura "$tmp/latin1.c" --games 1 && expect "latin1.c" "^problem: size: 10[0-9]{4} characters, over the 100,000-character limit" &&
  expect "latin1.c note" "^note: size: .*latin1.c is not UTF-8" && ok "a Latin-1 file's size counted in bytes"
# a crashing bot's stderr is shown on one line, control bytes as \xNN
printf 'import sys\nsys.stderr.write("\\x1b[31mboom\\rZZ\\x07\\n")\nsys.exit(3)\n' > "$tmp/ctrl.py"
check 1 sakura "$tmp/ctrl.py" --games 1 && expect "ctrl.py" "it exited with status 3; its last stderr line: '\\\\x1b\\[31mboom\\\\x0dZZ\\\\x07'\$" && ok "a bot's stderr shown safely"

# a TMPDIR that does not exist: /tmp instead, as the judges do, without a word
TMPDIR="$tmp/no-such-dir" timeout 300 $sc --games 2 sakura starters/sakura/main.c > "$tmp/out" 2> "$tmp/err"; rc=$?
[ $rc = 0 ] && [ ! -s "$tmp/err" ] && ok "TMPDIR missing: /tmp used, $(grep '^verdict' "$tmp/out")" || bad "TMPDIR missing: rc $rc, $(head -2 "$tmp/err")"

# ---- our submissions (compact) pass; the readable full builds fail on size alone ----
if make -s dist/sakura/main.c dist/candy/main.cpp dist/sakura/main.full.c dist/candy/main.full.cpp > "$tmp/make.out" 2>&1; then
  check 0 sakura dist/sakura/main.c --replays "$tmp/rp" && ok "dist/sakura/main.c: $(grep '^verdict' "$tmp/out")"
  [ "$(table | grep -c ' PASS$')" = 4 ] || bad "sakura submission: $(table)"
  # the default meets every baseline, from both sides
  met=$(for o in greedy random rusher camper; do grep -l "\"$o\"" "$tmp"/rp/*.json | wc -l; done | tr '\n' ' ')
  [ "$(ls "$tmp"/rp/*.json | wc -l)" = 32 ] && [ "$met" = "8 8 8 8 " ] && ok "default games: each baseline in 8 of 32 replays" ||
    bad "default games: $(ls "$tmp"/rp/*.json | wc -l) replays, each baseline in: $met"
  check 0 candy dist/candy/main.cpp && ok "dist/candy/main.cpp: $(grep '^verdict' "$tmp/out")"
else
  bad "make of the compact submissions: $(tail -3 "$tmp/make.out")"
fi
for gf in "sakura dist/sakura/main.full.c" "candy dist/candy/main.full.cpp"; do
  set -- $gf
  if [ "$(wc -c < "$2")" -le 100000 ]; then
    check 0 "$1" "$2" --games 2 && ok "$2: $(grep '^verdict' "$tmp/out")"; continue
  fi
  check 1 "$1" "$2" --games 2 && expect "$2" '^problem: size: [0-9]+ characters, over the 100,000-character limit' &&
    [ "$(grep -c '^problem' "$tmp/out")" = 1 ] && [ "$(table | grep -vc ' FAIL (size)$')" = 0 ] &&
    ok "$2: fails on its size alone ($(grep '^problem' "$tmp/out" | cut -c1-60)...)" || bad "$2: $(grep '^problem' "$tmp/out" | head -3)"
done

# ---- planted bad files: the right line ----
planted() { # planted GAME FILE REGEX [OPTIONS]: exit 1 and a problem line matching REGEX
  local game=$1 f=$2 re=$3; shift 3
  check 1 "$game" "$f" "$@" && expect "$f" "$re" && ok "$(basename "$f"): $(grep -m1 -E -- "$re" "$tmp/out" | cut -c1-150)"
}
planted sakura $B/sakura_nocompile.c   "^problem: gcc -std=gnu17 -O2: does not compile: $B/sakura_nocompile.c:8:[0-9]+: error: unknown type name 'bool'"
planted sakura $B/sakura_needs_lm.c    "^problem: gcc -std=gnu17 -O2: does not link without -lm: undefined reference to 'exp'" --games 1 &&
  [ "$(table | grep -c -- '-lm .* PASS$')" = 2 ] && [ "$(table | grep -c 'FAIL (needs -lm)$')" = 2 ] &&
  ok "sakura_needs_lm.c: the -lm builds pass, the others fail (needs -lm)" || bad "needs -lm table: $(table)"
planted sakura $B/sakura_nocompile.cpp "^problem: g\+\+ -std=c\+\+20 -O2: does not compile: $B/sakura_nocompile.cpp:9:[0-9]+: error: .*cot"
planted sakura $B/sakura_nocompile.py  "^problem: python3 main.py: does not compile: $B/sakura_nocompile.py:6: error: SyntaxError"
for ext in c cpp py; do
  planted sakura $B/sakura_illegal3.$ext "^problem: [^:]*: game [0-9] \(seed 1, (first|second) vs greedy\): turn 3: illegal: .*; reply '2 U 2 U'$" --games 2
  planted sakura $B/sakura_slow.$ext     "^problem: [^:]*: game 1 \(seed 1, first vs greedy\): turn [12]: timeout: " --games 1 &&
    { grep -q 'never flushed' "$tmp/out" && bad "sakura_slow.$ext: called never flushed"; }
  planted sakura $B/sakura_noflush.$ext  "^problem: [^:]*: game 1 \(seed 1, first vs greedy\): turn 0: timeout: .* -- never flushed: " --games 1
done
# the probe runs once per build; its hint is repeated on each game's line
planted sakura $B/sakura_noflush.py "^problem: python3 main.py: game 2 \(seed 1, second vs greedy\): turn 0: timeout: .* -- never flushed: " --games 2 &&
  { [ "$(grep -c '^problem: python3 main.py: game [12] .* -- never flushed: ' "$tmp/out")" = 2 ] && ok "sakura_noflush.py: both games' lines say never flushed" ||
    bad "noflush, two games: $(grep '^problem' "$tmp/out")"; }
# slow only on its first start: a timeout on turn 0, but not "never flushed"
planted sakura $B/sakura_coldstart.py "^problem: python3 main.py: game 1 \(seed 1, first vs greedy\): turn 0: timeout: .* -- not a flushing problem: run again, it answered in [0-9]+ ms with its input open" --games 1 &&
  { grep -q 'never flushed' "$tmp/out" && bad "sakura_coldstart.py: called never flushed"; }
for ext in cpp py; do
  planted candy $B/candy_illegal3.$ext "^problem: [^:]*: game 1 \(seed 1, braid, hunter\): turn 3: illegal: .*; reply 'UP'$" --games 1
  planted candy $B/candy_slow.$ext     "^problem: [^:]*: game 1 \(seed 1, braid, hunter\): turn [23]: timeout: " --games 1 &&
    { grep -q 'never flushed' "$tmp/out" && bad "candy_slow.$ext: called never flushed"; }
  planted candy $B/candy_noflush.$ext  "^problem: [^:]*: game 1 \(seed 1, braid, hunter\): turn 1: timeout: .* -- never flushed: " --games 1
done
# too large: a starter with a 100,000-character comment, in each language
for gf in "sakura c //" "sakura cpp //" "sakura py #" "candy cpp //" "candy py #"; do
  set -- $gf
  big=$tmp/big_$1.$2
  { cat "starters/$1/main.$2"; printf '%s ' "$3"; head -c 100000 /dev/zero | tr '\0' x; echo; } > "$big"
  planted "$1" "$big" "^problem: size: 10[0-9]{4} characters, over the 100,000-character limit" --games 1 &&
    [ "$(table | grep -vc 'FAIL (size)$\|skipped')" = 0 ] || bad "too large $1 $2: $(table)"
done

# ---- replays kept on request; nothing left behind ----
check 0 sakura starters/sakura/main.c --games 2 --replays "$tmp/replays" &&
  [ "$(ls "$tmp/replays" | grep -c 'json$')" = 8 ] && [ "$(ls "$tmp/replays" | grep -c 'html$')" = 8 ] &&
  bin/sakura-resim "$tmp/replays/"*.json > /dev/null && ok "--replays: 8 replays and pages, re-simulated" || bad "--replays: $(ls "$tmp/replays" | head)"
# a --replays path the judge cannot write is our set-up's fault, not the bot's: exit 2, one line
mkdir -p "$tmp/rp2/python3-main-py-g1.json"
$sc --games 1 --replays "$tmp/rp2" sakura starters/sakura/main.py > "$tmp/out" 2> "$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^submission-check: the judge refused to play game 1 .*Is a directory$" "$tmp/err" &&
  ! grep -q 'FAIL' "$tmp/out" && ok "--replays unwritable: exit 2, $(cat "$tmp/err")" || bad "--replays unwritable: rc $rc, $(cat "$tmp/err") $(table)"
$sc sakura $B/sakura_noflush.c > "$tmp/sig.out" 2> "$tmp/sig.err" &
pid=$!; sleep 2; t0=$(date +%s%N); kill -TERM $pid; krc=$?; wait $pid; rc=$?; ms=$(( ($(date +%s%N) - t0) / 1000000 ))
sleep 0.5
[ $krc = 0 ] && [ $rc = 143 ] && [ $ms -lt 4000 ] && ok "stopped by SIGTERM mid-game: exit $rc after $ms ms" ||
  bad "SIGTERM: kill $krc, exit $rc after $ms ms; its output: $(tail -c 300 "$tmp/sig.out") $(tail -c 300 "$tmp/sig.err")"
left=$(ls "$TMPDIR"); procs=$(pgrep -f "$TMPDIR/" | grep -v "^$$\$")
[ -z "$left" ] && [ -z "$procs" ] && ok "no temporary directory and no process left" || bad "left behind: '$left' $(pgrep -af "$TMPDIR/")"
exit $fail
