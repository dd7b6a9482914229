#!/usr/bin/env bash
# Every program in bin/ (issue "every bad input gets a clear verdict", group
# 3): --help prints a usage text on stdout and exits 0, --version prints
# "NAME VERSION ..." and exits 0, an unknown option is one stderr line and
# exit 2 -- bots included, answered before any input is read.  The replay
# checkers share one style; make test's last line counts every test.
set -u
. "$(dirname "$0")/lib.sh"
version=$(cat VERSION)
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# run PROG ARGS...: stdin is a pipe that stays open, so a program that
# reads its input instead of answering the option is caught by the clock
mkfifo "$tmp/in"; sleep 600 > "$tmp/in" & holder=$!
trap 'kill $holder 2>/dev/null; rm -rf "$tmp"' EXIT
run() {
  local t0; t0=$(now_ms)
  timeout 4 "$@" < "$tmp/in" > "$tmp/out" 2> "$tmp/err"; rc=$?
  ms=$(( $(now_ms) - t0 ))
}
n=0
for p in bin/*; do
  name=$(basename "$p")
  # frozen bots and programs (scripts/frozen-bot.sh, frozen-program.sh) are
  # old revisions' code, kept as they were
  case $name in *-v[0-9]*) continue ;; esac
  [ -f "build/frozen/$name.rev" ] && continue
  n=$((n + 1))
  run "$p" --help
  if [ $rc = 0 ] && grep -q '^usage: ' "$tmp/out" && [ ! -s "$tmp/err" ] && [ $ms -lt 2000 ]; then :; else
    bad "$name --help: rc $rc, $ms ms, stdout '$(head -c 80 "$tmp/out")', stderr '$(head -c 120 "$tmp/err")'"; fi
  run "$p" --version
  if [ $rc = 0 ] && [ "$(head -c $(( ${#name} + ${#version} + 1 )) "$tmp/out")" = "$name $version" ] && [ "$(wc -l < "$tmp/out")" = 1 ] && [ $ms -lt 2000 ]; then :; else
    bad "$name --version: rc $rc, $ms ms, '$(head -c 80 "$tmp/out")' $(head -c 120 "$tmp/err")"; fi
  for a in --help --version; do   # the answer lost on a full disk: exit 1, one line
    timeout 4 "$p" $a < "$tmp/in" > /dev/full 2> "$tmp/err"; rc=$?
    [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^$name: cannot write to standard output" "$tmp/err" ||
      bad "$name $a > /dev/full: rc $rc, stderr '$(head -c 120 "$tmp/err")'"
  done
  run "$p" --no-such-option
  if [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^$name: .*unknown option --no-such-option" "$tmp/err" && [ ! -s "$tmp/out" ] && [ $ms -lt 2000 ]; then :; else
    bad "$name --no-such-option: rc $rc, $ms ms, stderr '$(head -c 200 "$tmp/err")', stdout $(wc -c < "$tmp/out") bytes"; fi
done
[ $fail = 0 ] && ok "$n programs: --help, --version ($version; exit 1 on a full disk), unknown option (exit 2, one line), each within 2 s with input left unread"
# the judges and the tagger answer --help / --version wherever an option may
# stand, before a bad value's usage error; an option's value is no answer
hw=0
for c in "bin/sakura-judge --seed x --help" "bin/sakura-judge --time-ms 0 a b -h" "bin/candy-judge --time-ms x --help" \
         "bin/candy-judge --reveal --n 5 --version" "bin/candy-tagger --kind nosuch --help"; do
  run $c
  [ $rc = 0 ] && [ ! -s "$tmp/err" ] && grep -Eq '^(usage: |[a-z-]+ [0-9])' "$tmp/out" && hw=$((hw + 1)) ||
    bad "'$c': rc $rc, stderr '$(head -c 120 "$tmp/err")'"
done
run bin/sakura-judge --name1 --help
[ $rc = 2 ] && grep -q "expected two bot commands" "$tmp/err" || bad "'--name1 --help' answered: rc $rc"
run bin/candy-judge --name --version x
[ $rc = 2 ] || bad "'--name --version x' answered: rc $rc"
[ $hw = 5 ] && ok "--help / --version after a bad value: answered by both judges and the tagger"
sleep 0.2
sid=$(ps -o sid= $$ | tr -d ' ')
pgrep -s "$sid" -f "^bin/" > /dev/null && bad "programs left running: $(pgrep -s "$sid" -af '^bin/' | head -3)" || ok "no program left running"

# the numbers read from the environment: a bad value is a usage error
# naming the variable (exit 2, one line), before any input is read; empty
# is unset
# (digits only: a space or a '+' is not read past), the value quoted
for case in "bin/sakura-bot|SAKURA_AI_EVALS|20k" "bin/sakura-bot|SAKURA_AI_EVALS|-5" "bin/sakura-duct|SAKURA_PEER_ITERS|abc" \
            "bin/sakura-depth2|SAKURA_PEER_ITERS|99999999999999999999" "bin/sakura-bot|SAKURA_AI_EVALS| 5" \
            "bin/sakura-bot|SAKURA_AI_EVALS|5 " "bin/sakura-bot|SAKURA_AI_EVALS|+5" \
            "bin/sakura-bot|SAKURA_AI_DOOM|101" "bin/sakura-bot|SAKURA_AI_DOOM|0.3"; do
  IFS='|' read -r p1 p2 p3 <<< "$case"; set -- "$p1" "$p2" "$p3"
  run env "$2=$3" "$1"
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -qE "^$(basename "$1"): $2 wants a whole number in [01]\.\." "$tmp/err" &&
    grep -qF "not '$3' (see --help)" "$tmp/err" && [ $ms -lt 2000 ] \
    && ok "$2=$3: exit 2, $(cat "$tmp/err")" || bad "$1 with $2=$3: rc $rc, $ms ms, $(head -c 200 "$tmp/err")"
done
out=$(KS_NEAR_LEVEL=9 bin/candy-ai-sim --seeds 1-1 --reveal-near 2>&1); rc=$?
[ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && ok "KS_NEAR_LEVEL=9: exit 2, $out" || bad "KS_NEAR_LEVEL=9: rc $rc, $out"
printf 'x\n' > "$tmp/junk"
env SAKURA_AI_EVALS= bin/sakura-bot < "$tmp/junk" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && grep -q "bad INIT" "$tmp/err" && ok "SAKURA_AI_EVALS empty: unset (the bot reads its input)" || bad "SAKURA_AI_EVALS empty: rc $rc $(cat "$tmp/err")"

# the replay checkers: ok on stdout, the differing field on stderr, 1 / 2
bin/sakura-judge --seed 4 --replay "$tmp/s.json" bin/sakura-greedy bin/sakura-random > /dev/null
bin/candy-judge --seed 4 --n 13 --replay "$tmp/c.json" bin/candy-naive > /dev/null
sed 's/"blessings":\[\([0-9]*\),/"blessings":[9\1,/' "$tmp/s.json" > "$tmp/s-bad.json"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["turns"][0]["maki"]["pos"][0]+=1; json.dump(d,open(sys.argv[2],"w"))' "$tmp/c.json" "$tmp/c-bad.json"
head -c 300 "$tmp/s.json" > "$tmp/s-cut.json"; head -c 300 "$tmp/c.json" > "$tmp/c-cut.json"
# bytes that are not UTF-8 inside a string: not JSON (RFC 8259 §8.1), so unreadable
sed 's|"players":\["|"players":["\xff|' "$tmp/s.json" > "$tmp/s-utf8.json"
sed 's|"players":\["|"players":["\xc3|' "$tmp/c.json" > "$tmp/c-utf8.json"
for chk in "sakura-resim s" "candy-replay-check c"; do
  set -- $chk; prog=$1 k=$2
  bin/$prog "$tmp/$k.json" > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = 0 ] && grep -q "^$prog: $tmp/$k.json: ok (" "$tmp/out" && [ ! -s "$tmp/err" ] && ok "$prog: a good replay: $(cat "$tmp/out")" || bad "$prog good: rc $rc $(cat "$tmp/out" "$tmp/err")"
  bin/$prog "$tmp/$k-bad.json" > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^$prog: $tmp/$k-bad.json: .*\(blessings\|maki\|position\)" "$tmp/err" && [ ! -s "$tmp/out" ] \
    && ok "$prog: a replay that disagrees: exit 1, $(cat "$tmp/err")" || bad "$prog disagree: rc $rc $(cat "$tmp/err")"
  for f in "$k-cut.json" "$k-utf8.json" "no-such-file.json"; do
    bin/$prog "$tmp/$f" > "$tmp/out" 2> "$tmp/err"; rc=$?
    [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^$prog: .*$f" "$tmp/err" && ok "$prog: $f: exit 2, $(cat "$tmp/err")" || bad "$prog $f: rc $rc $(cat "$tmp/err")"
  done
  bin/$prog "$tmp/$k.json" "$tmp/$k-bad.json" "$tmp/$k-cut.json" > /dev/null 2>&1; rc=$?
  [ $rc = 2 ] && ok "$prog: the worst file decides the status (2)" || bad "$prog mixed: rc $rc"
  bin/$prog > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "$prog: no file: exit 2, one line" || bad "$prog no file: rc $rc"
  # "--" ends the options, as for the judges and the arena
  cp "$tmp/$k.json" "$tmp/-$k.json"
  (cd "$tmp" && "$OLDPWD/bin/$prog" -- "-$k.json") > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = 0 ] && grep -q ": -$k.json: ok (" "$tmp/out" && ok "$prog -- -$k.json: a file named like an option" \
    || bad "$prog -- -$k.json: rc $rc $(cat "$tmp/out" "$tmp/err")"
  bin/$prog -- > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "$prog --: no file: exit 2, one line" || bad "$prog -- alone: rc $rc"
  # the files before "--" are checked too, and a trailing "--" ends nothing
  (cd "$tmp" && "$OLDPWD/bin/$prog" "$k-bad.json" -- "-$k.json") > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = 1 ] && grep -q "$k-bad.json: " "$tmp/err" && grep -q ": -$k.json: ok (" "$tmp/out" \
    && ok "$prog FILE -- FILE: both checked, exit 1" || bad "$prog FILE -- FILE: rc $rc $(cat "$tmp/out" "$tmp/err")"
  bin/$prog "$tmp/$k.json" "$tmp/$k.json" -- > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = 0 ] && [ "$(grep -c ': ok (' "$tmp/out")" = 2 ] && ok "$prog FILE FILE --: both checked" || bad "$prog FILE FILE --: rc $rc $(cat "$tmp/out" "$tmp/err")"
done

# a reader that leaves early (| head): exit 1 with one line, not a silent death by SIGPIPE
for k in s c; do
  prog=sakura-resim; [ $k = c ] && prog=candy-replay-check
  files=(); for i in $(seq 3000); do files+=("$tmp/$k.json"); done
  bin/$prog "${files[@]}" 2> "$tmp/err" | head -c 10 > /dev/null; rc=${PIPESTATUS[0]}
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^$prog: cannot write to standard output: Broken pipe" "$tmp/err" \
    && ok "$prog | head: exit 1, $(cat "$tmp/err")" || bad "$prog | head: rc $rc, $(head -c 200 "$tmp/err")"
done
# output lost on stdout (a full disk) is never exit status 0: one line, 1
for cmd in "bin/sakura-resim $tmp/s.json" "bin/candy-replay-check $tmp/c.json" "bin/candy-ai-sim --seeds 1-1 --rung 4" \
           "bin/sakura-evalgen --games 1 --evals 500" "bin/arena report $tmp/rec.jsonl" "bin/submission-check --help" \
           "bin/sakura-bench" "bin/candy-bench"; do
  [ -e "$tmp/rec.jsonl" ] || bin/arena sakura --bot a=bin/sakura-random --bot b=bin/sakura-greedy --games 2 --out "$tmp/rec.jsonl" > /dev/null 2>&1
  $cmd > /dev/full 2> "$tmp/err"; rc=$?
  prog=$(basename "${cmd%% *}")
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^$prog: cannot write to standard output" "$tmp/err" \
    && ok "$prog > /dev/full: exit 1, $(cat "$tmp/err")" || bad "$prog > /dev/full: rc $rc, '$(head -c 200 "$tmp/err")'"
done
# a device is no records file: /dev/zero is refused at once, not read for ever
t0=$(now_ms); timeout 10 bin/arena report /dev/zero > /dev/null 2> "$tmp/err"; rc=$?; ms=$(( $(now_ms) - t0 ))
[ $rc = 1 ] && [ $ms -lt 2000 ] && grep -q "^arena: /dev/zero: a device, not a records file" "$tmp/err" \
  && ok "arena report /dev/zero: exit 1 in $ms ms, $(head -1 "$tmp/err")" || bad "arena report /dev/zero: rc $rc, $ms ms, $(head -c 200 "$tmp/err")"

# an option given twice counts with its last value (README "Playing games by
# hand"); the arena's list options add up instead
out=$(bin/sakura-judge --seed 1 --time-ms 1 --seed 5 --time-ms=1000 bin/sakura-random bin/sakura-random 2>&1)
[[ $out == *'"seed":5,'* && $out != *timeout* ]] && ok "sakura-judge --seed 1 --seed 5, --time-ms 1 --time-ms 1000: seed 5, no timeout" ||
  bad "sakura-judge twice: $out"
out=$(bin/candy-judge --seed 1 --gen halls --seed 6 --gen=rooms bin/candy-naive)
[[ $out == *'"seed":6,'*'"gen":"rooms"'* ]] && ok "candy-judge --seed 1 --seed 6 --gen halls --gen rooms: seed 6 on rooms" || bad "candy-judge twice: $out"
out=$(bin/candy-ai-sim --seeds 1-5 --gen braid --seeds 3-4 --rung 4 2>&1)
[[ $out == 'games 2 '* ]] && ok "candy-ai-sim --seeds 1-5 --seeds 3-4: 2 games" || bad "candy-ai-sim twice: $out"
bin/arena sakura --bot a=bin/sakura-greedy --games 6 --bot b=bin/sakura-random --games 2 --out "$tmp/twice.jsonl" > /dev/null 2>&1
[ "$(wc -l < "$tmp/twice.jsonl")" = 2 ] && ok "arena --games 6 --games 2: 2 games between the two --bot" ||
  bad "arena twice: $(wc -l < "$tmp/twice.jsonl") records"
# an input file that is a FIFO is read as cat reads it, once its writer comes
for k in s c; do
  prog=sakura-resim; [ $k = c ] && prog=candy-replay-check
  mkfifo "$tmp/$k.fifo"; (sleep 0.3; cat "$tmp/$k.json" > "$tmp/$k.fifo") &
  out=$(timeout 10 bin/$prog "$tmp/$k.fifo" 2>&1); rc=$?
  [ $rc = 0 ] && [[ $out == *": ok ("* ]] && ok "$prog FIFO: read once its writer came: $out" || bad "$prog FIFO: rc $rc, $out"
done
mkfifo "$tmp/rec.fifo"; (sleep 0.3; cat "$tmp/rec.jsonl" > "$tmp/rec.fifo") &
out=$(timeout 10 bin/arena report "$tmp/rec.fifo" 2>&1); rc=$?
[ $rc = 0 ] && [[ $out == *"Games with a result: 2"* ]] && ok "arena report FIFO: read once its writer came" || bad "arena report FIFO: rc $rc, $out"

# make test's last line (scripts/test-tally.sh): counts, and failure wins
export TEST_TALLY=$tmp/tally
scripts/test-tally.sh add unit 10 0; scripts/test-tally.sh add e2e 4 1; scripts/test-tally.sh add unit 2 0
out=$(scripts/test-tally.sh summary); rc=$?
[ $rc = 1 ] && [ "$out" = "make test: 16 passed, 1 failed (unit 12, e2e 4 (1 failed))" ] && ok "tally: '$out', exit 1" || bad "tally: rc $rc '$out'"
rm -f "$TEST_TALLY"; scripts/test-tally.sh add checks 3 0
out=$(scripts/test-tally.sh summary); rc=$?
[ $rc = 0 ] && [ "$out" = "make test: 3 passed, 0 failed (checks 3)" ] && ok "tally: '$out', exit 0" || bad "tally: rc $rc '$out'"
rm -f "$TEST_TALLY"; out=$(scripts/test-tally.sh summary); rc=$?
[ $rc = 1 ] && ok "tally: nothing counted is a failure ($out)" || bad "empty tally: rc $rc"
exit $fail
