#!/usr/bin/env bash
# The outside tagger protocol of docs/rules/candy-hunt.md §5 through --tagger-cmd: what the
# tagger is sent, that its actions are applied (replay verifies), that a
# seeking tagger can catch, and that a failing tagger stops the judge
# with exit 2 and one line.
set -u
. "$(dirname "$0")/lib.sh"
J=bin/candy-judge N=bin/candy-naive B=tests/bots/candy

# a tagger that only looks around: the maze header, then one ACT per action
out=$(CANDY_TAGGER_LOG="$tmp/log" CANDY_TAGGER_ACT=O $J --seed 6 --n 13 --tagger-cmd "$B/echo_tagger.sh" \
      --replay "$tmp/o.json" $N) || bad "echo tagger: exit $?"
echo "$out" | grep -q '"tagger":"external"' || bad "result does not name the external tagger: $out"
[ "$(head -1 "$tmp/log")" = 13 ] || bad "first line is not N: $(head -1 "$tmp/log")"
sed -n 2,14p "$tmp/log" | grep -vq '^[#.]\{13\}$' && bad "maze rows malformed"
# the sent maze is the replay's maze
maze=$(grep -o '"maze":\[[^]]*\]' "$tmp/o.json" | grep -o '"[#.]*"' | tr -d '"')
[ "$maze" = "$(sed -n 2,14p "$tmp/log")" ] || bad "tagger got another maze than the replay's"
acts=$(tail -n +15 "$tmp/log")
echo "$acts" | grep -Evq '^ACT [0-9]+ [12] [0-9]+ [0-9]+ [URDL] [01] [0-9]+ [0-9]+ [0-3]$' &&
  bad "malformed ACT line: $(echo "$acts" | grep -Ev '^ACT [0-9]+ [12] ' | head -1)"
turns=$(echo "$out" | sed -n 's/.*"turn":\([0-9]*\).*/\1/p')
# one action on odd turns, two on even turns
expect=$(( turns + turns / 2 ))
[ "$(echo "$acts" | wc -l)" = "$expect" ] || bad "expected $expect ACT lines for $turns turns, got $(echo "$acts" | wc -l)"
echo "$acts" | awk '$2 % 2 == 1 && $3 == 2 { exit 1 }' || bad "a second action on an odd turn"
# seen 0 -> Maki's cell is 0 0; seen 1 -> a real cell
echo "$acts" | awk '($7 == 0 && ($8 != 0 || $9 != 0)) || ($7 == 1 && ($8 == 0 || $9 == 0)) { exit 1 }' ||
  bad "seen and Maki's cell disagree"
grep -q '"action":"O","pos"' "$tmp/o.json" || bad "the tagger's O is not in the replay"
bin/candy-replay-check "$tmp/o.json" >/dev/null || bad "replay with an outside tagger does not verify"

# a seeking tagger: its moves are applied and verify; over a few seeds it catches
caught=0
for s in 1 2 3 4 5 6; do
  out=$($J --seed $s --n 11 --tagger-cmd "$B/seek_tagger.sh" --replay "$tmp/s$s.json" $N) || bad "seek tagger seed $s: exit $?"
  echo "$out" | grep -q '"caught":true' && caught=$((caught + 1))
  bin/candy-replay-check "$tmp/s$s.json" >/dev/null || bad "seek tagger seed $s: replay does not verify"
done
echo "   seek tagger caught naive in $caught of 6"
[ $caught -ge 1 ] || bad "the seeking tagger never caught naive in 6 seeds (seed 1 is a catch)"
grep -qh '"tagger":\[{"action":"[URDL]","pos"' "$tmp"/s*.json || bad "the seeking tagger never moved"

# bin/candy-tagger with --game-seed plays the judge's own hunter / wander
# move for move (replays equal but for the tagger's name and the clocks)
looked=0
for t in "hunter 4 braid 3,6,10" "hunter 7 caves 2,4,7" "hunter 9 rooms 4,8,14" "wander 5 braid 3,6,10"; do
  set -- $t
  $J --seed $2 --gen $3 --footsteps $4 --tagger $1 --replay "$tmp/in.json" $N >/dev/null || bad "built-in $t"
  $J --seed $2 --gen $3 --footsteps $4 --tagger-cmd "bin/candy-tagger --kind $1 --game-seed $2 --footsteps $4" \
     --replay "$tmp/out.json" $N >/dev/null || bad "candy-tagger $t: exit $?"
  cmp -s <(strip_clocks "$tmp/in.json") <(strip_clocks "$tmp/out.json") || bad "candy-tagger $t plays another game than the built-in"
  grep -q '"action":"O","pos"' "$tmp/out.json" && looked=$((looked + 1))
done
[ $looked -ge 1 ] || bad "no game above had the tagger look around (the look-then-act path is untested)"
# the judge's footsteps table reaches the outside tagger in $CANDY_FOOTSTEPS, and
# Maki never (even when the judge's caller set it): bin/candy-tagger with no
# --footsteps plays the built-in tagger of the judge's table (seed 4: a game
# that 3,6,10 plays otherwise)
printf '#!/bin/sh\necho "t=$CANDY_FOOTSTEPS" >>"%s"\nexec bin/candy-tagger --game-seed 4\n' "$tmp/env" >"$tmp/envtagger.sh"
printf '#!/bin/sh\necho "m=$CANDY_FOOTSTEPS" >>"%s"\nexec bin/candy-naive\n' "$tmp/env" >"$tmp/envmaki.sh"
chmod +x "$tmp/envtagger.sh" "$tmp/envmaki.sh"
CANDY_FOOTSTEPS=9,9,9 $J --seed 4 --gen caves --footsteps 2,4,7 --tagger-cmd "$tmp/envtagger.sh" \
  --replay "$tmp/out.json" "$tmp/envmaki.sh" >/dev/null || bad "tagger told by the environment: exit $?"
[ "$(sort "$tmp/env" | tr '\n' ' ')" = "m= t=2,4,7 " ] || bad "CANDY_FOOTSTEPS: tagger and Maki got $(tr '\n' ' ' <"$tmp/env")"
$J --seed 4 --gen caves --footsteps 2,4,7 --replay "$tmp/in.json" "$tmp/envmaki.sh" >/dev/null || bad "built-in hunter 2,4,7"
cmp -s <(strip_clocks "$tmp/in.json") <(strip_clocks "$tmp/out.json") ||
  bad "candy-tagger without --footsteps did not filter with the judge's table 2,4,7"
printf '11\n' | CANDY_FOOTSTEPS=3,x bin/candy-tagger >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q "CANDY_FOOTSTEPS.*'3,x'" "$tmp/err" ||
  bad "a malformed CANDY_FOOTSTEPS: exit $rc, stderr $(cat "$tmp/err")"
# other constants make another tagger (some game of a few differs), and it still catches
same=0 caught=0
for s in 1 2 3 4 5 6; do
  $J --seed $s --tagger hunter --replay "$tmp/a.json" $N >/dev/null
  out=$($J --seed $s --tagger-cmd "bin/candy-tagger --game-seed $s --decay 0.6 --switch 1 --look 2" --replay "$tmp/b.json" $N) ||
    bad "candy-tagger with other constants, seed $s: exit $?"
  cmp -s <(strip_clocks "$tmp/a.json") <(strip_clocks "$tmp/b.json") && same=$((same + 1))
  echo "$out" | grep -q '"caught":true' && caught=$((caught + 1))
  grep -q '"tagger":\[{"action":"O"' "$tmp/b.json" && bad "look mass 2 looked around (seed $s)"
done
[ $same -lt 6 ] || bad "--decay/--switch/--look changed nothing in 6 games"
[ $caught -ge 3 ] || bad "the changed hunter caught naive only $caught times in 6"
# bad options and bad input: exit 2, one line on stderr
for args in "--decay 0" "--decay 1.5" "--switch 0.5" "--look -1" "--look x" "--kind oracle" "--kind" \
            "--footsteps 3,2,1" "--seed -4" "--frob"; do
  echo 11 | bin/candy-tagger $args >/dev/null 2>"$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] || bad "candy-tagger $args: exit $rc, stderr $(cat "$tmp/err")"
done
# ... with the option and the value as given named in the line
while IFS='|' read -r args want; do
  eval "set -- $args"
  echo 11 | bin/candy-tagger "$@" >/dev/null 2>"$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -qF -- "$want" "$tmp/err" || bad "candy-tagger $args: exit $rc, stderr $(cat "$tmp/err") (want '$want')"
done <<'CASES'
--seed 1 --game-seed 2|--seed and --game-seed exclude each other
--game-seed 2 --seed 1|--seed and --game-seed exclude each other
--game-seed 1.5|--game-seed: expected a non-negative integer
--decay 1.0000001|hunter decay 1.0000001 is not in
--decay ' 0.5'|--decay: expected a number, got ' 0.5'
--decay 0x0.8p0|--decay: expected a number, got '0x0.8p0'
--look inf|--look: expected a number, got 'inf'
--kind wander --decay 0.5|--decay is one of the hunter's constants: it does nothing with --kind wander
--look 2 --kind sonar|--look is one of the hunter's constants: it does nothing with --kind sonar
--decay 1e999|--decay: expected a number, got '1e999'
--switch 2000000|hunter switch ratio 2000000 is not in [1, 1e+06]
CASES
# a number too small for a double is still a number (0 < it <= 1): the option passes, the input is read
echo 9 | bin/candy-tagger --decay 1e-320 >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q "expected N from 11 to 23" "$tmp/err" || bad "candy-tagger --decay 1e-320: exit $rc, $(cat "$tmp/err")"
maze=$(printf '11\n'; for r in 1 2 3 4 5 6 7 8 9 10 11; do echo ...........; done)
for input in "x" "9" "$(printf '11\n...\n')" "$maze
ACT 1 1 1 1 U 0 0 0" "$maze
ACT 1 1 1 1 U 0 0 0 0 extra" "$maze
ACT 1 3 1 1 U 0 0 0 0" "$maze
ACT 1 1 1 1 Q 0 0 0 0" "$maze
ACT 1 1 12 1 U 0 0 0 0" "$maze
ACT 1 1 1 1 U 1 0 0 0"; do
  printf '%s\n' "$input" | bin/candy-tagger >/dev/null 2>"$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q '^candy-tagger: ' "$tmp/err" && ! grep -q 'see --help' "$tmp/err" ||
    bad "candy-tagger input '$(echo "$input" | tail -1)': exit $rc, stderr $(cat "$tmp/err")"
done
[ "$(printf '%s\nACT 1 1 1 1 U 0 0 0 0\n' "$maze" | bin/candy-tagger)" != "" ] || bad "candy-tagger gave no action"
# a NUL byte is named as such (it was read as a line too long), a long line as long
printf '%s\nACT 1 1 5 5 U 0 0 0 2\0\n' "$maze" | bin/candy-tagger >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "candy-tagger: input line 13 holds a NUL byte" ] || bad "NUL in input: exit $rc, $(cat "$tmp/err")"
{ printf '%s\nACT ' "$maze"; head -c 300 /dev/zero | tr '\0' 1; printf '\n'; } | bin/candy-tagger >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q "^candy-tagger: input line 13 is longer than" "$tmp/err" || bad "long input line: exit $rc, $(cat "$tmp/err")"

# a tagger slow to start: Maki is started only once it has read its maze
# (docs/candy-judge.md), so its start-up does not run during Maki's first turn
cat > "$tmp/slow.sh" <<EOF
#!/bin/sh
sleep 0.5
date +%s%N > "$tmp/slow-ready"
read n; i=0; while [ \$i -lt \$n ]; do read row; i=\$((i + 1)); done
while read act; do echo S; done
EOF
printf '#!/bin/sh\ndate +%%s%%N > "%s"\nexec %s\n' "$tmp/maki-start" "$PWD/$N" > "$tmp/maki.sh"
chmod +x "$tmp/slow.sh" "$tmp/maki.sh"
$J --seed 3 --n 11 --tagger-cmd "$tmp/slow.sh" "$tmp/maki.sh" >/dev/null 2>"$tmp/err" || bad "slow tagger: exit $?, $(cat "$tmp/err")"
[ -s "$tmp/slow-ready" ] && [ -s "$tmp/maki-start" ] &&
  [ "$(cat "$tmp/maki-start")" -ge "$(cat "$tmp/slow-ready")" ] ||
  bad "Maki started before the slow tagger read its maze ($(cat "$tmp/maki-start" 2>/dev/null) < $(cat "$tmp/slow-ready" 2>/dev/null))"

# a blank tagger command is a usage error that names the option
$J --seed 1 --tagger-cmd "  " $N > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "candy-judge: --tagger-cmd: empty command (see --help)" ] || bad "blank --tagger-cmd: rc $rc, $(cat "$tmp/err")"

# a tagger that answers garbage, one that cannot run: exit 2, one line, no result
for cmd in "$B/bad_tagger.sh" "./no-such-tagger"; do
  $J --seed 1 --tagger-cmd "$cmd" $N >"$tmp/out" 2>"$tmp/err"; rc=$?
  [ $rc = 2 ] || bad "$cmd: exit $rc"
  [ "$(wc -l <"$tmp/err")" = 1 ] || bad "$cmd: stderr not one line: $(cat "$tmp/err")"
  grep -q tagger "$tmp/err" || bad "$cmd: message does not name the tagger: $(cat "$tmp/err")"
  [ -s "$tmp/out" ] && bad "$cmd: printed a result"
done
# the message says why: a command that cannot run, or how the tagger ended and its last stderr line
$J --seed 1 --tagger-cmd ./no-such-tagger $N >/dev/null 2>"$tmp/err"
grep -q "^candy-judge: tagger: the command could not be run (sh exit status 127): ./no-such-tagger$" "$tmp/err" \
  || bad "a tagger that cannot run: $(cat "$tmp/err")"
$J --seed 1 --tagger-cmd "bin/candy-tagger --kind nosuch" $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(wc -l <"$tmp/err")" = 1 ] && grep -q ": it exited with status 2; its last stderr line: 'candy-tagger: --kind: expected " "$tmp/err" \
  || bad "a tagger refusing its options: exit $rc, $(cat "$tmp/err")"
# one that answered and then exits 127 (or 126) did run: the judge's reason
# and its stderr, not "could not be run"
printf '#!/bin/bash\nread -r n; for ((i = 0; i < n; i++)); do read -r r; done\nread -r a; echo S; read -r a\necho "late: gone" >&2\nexit 127\n' > "$tmp/late.sh"
chmod +x "$tmp/late.sh"
$J --seed 3 --n 11 --tagger-cmd "$tmp/late.sh" $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && grep -q "tagger: closed its output on turn 2: it exited with status 127; its last stderr line: 'late: gone'$" "$tmp/err" ||
  bad "a tagger exiting 127 after an answer: exit $rc, $(cat "$tmp/err")"
# one that exits at once: whether the maze could be sent first or not (a
# race), the line quotes its stderr
printf '#!/bin/sh\necho "early: cannot start" >&2\nexit 3\n' > "$tmp/early.sh"; chmod +x "$tmp/early.sh"
for i in 1 2 3 4 5 6; do
  $J --seed 1 --tagger-cmd "$tmp/early.sh" $N >/dev/null 2>"$tmp/err"; rc=$?
  [ $rc = 2 ] && grep -q "it exited with status 3; its last stderr line: 'early: cannot start'$" "$tmp/err" || bad "a tagger exiting at once: exit $rc, $(cat "$tmp/err")"
done
# one out of time says what it was doing at the deadline, as a Maki is
# told: a reply never flushed (Python with no PYTHONUNBUFFERED, which the
# judge removes), a reply with no newline; its stderr line once, at the end
printf 'import sys\nn = int(sys.stdin.readline())\nfor i in range(n): sys.stdin.readline()\nsys.stdin.readline()\nprint("S")\nprint("buffered", file=sys.stderr)\nsys.stdin.readline()\n' > "$tmp/noflush.py"
env PYTHONUNBUFFERED=1 $J --seed 3 --n 11 --tagger-cmd "python3 $tmp/noflush.py" $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "candy-judge: tagger: no reply in time on turn 1: it was waiting to read its input (a reply not flushed?  a wait for a line the judge does not send?); its last stderr line: 'buffered'" ] ||
  bad "an unflushed tagger: exit $rc, $(cat "$tmp/err")"
printf '#!/bin/bash\nread -r n; for ((i = 0; i < n; i++)); do read -r r; done\nread -r a; printf S; sleep 5\n' > "$tmp/nonl.sh"; chmod +x "$tmp/nonl.sh"
$J --seed 3 --n 11 --tagger-cmd "$tmp/nonl.sh" $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "candy-judge: tagger: no reply in time on turn 1: it had written 'S' with no newline after it" ] ||
  bad "a tagger replying with no newline: exit $rc, $(cat "$tmp/err")"
# how a tagger ends after the judge stopped it is not its fault: one that
# sleeps past the deadline and exits 1 once its input closes, one that
# answers 'u' and exits 0 when its input closes, get the judge's reason alone
printf '#!/bin/bash\nread -r n; for ((i = 0; i < n; i++)); do read -r r; done\nread -r a; sleep 2.3; echo S; cat >/dev/null; exit 1\n' > "$tmp/late1.sh"
printf '#!/bin/bash\nread -r n; for ((i = 0; i < n; i++)); do read -r r; done\nread -r a; echo u; cat >/dev/null\n' > "$tmp/lower.sh"
chmod +x "$tmp/late1.sh" "$tmp/lower.sh"
$J --seed 3 --n 11 --tagger-cmd "$tmp/late1.sh" $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "candy-judge: tagger: no reply in time on turn 1" ] ||
  bad "a tagger asleep at the deadline: exit $rc, $(cat "$tmp/err")"
$J --seed 3 --n 11 --tagger-cmd "$tmp/lower.sh" $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "candy-judge: tagger: illegal reply 'u' on turn 1" ] ||
  bad "a tagger answering 'u': exit $rc, $(cat "$tmp/err")"
# ... but its stderr still tells: a debug print taken for its reply, then a traceback
printf 'import sys\nn = int(sys.stdin.readline())\nfor i in range(n): sys.stdin.readline()\nsys.stdin.readline()\nprint("debug: at 3 4", flush=True)\nx = 1 / 0\n' > "$tmp/dbg.py"
$J --seed 3 --n 11 --tagger-cmd "python3 $tmp/dbg.py" $N >/dev/null 2>"$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/err")" = "candy-judge: tagger: illegal reply 'debug: at 3 4' on turn 1: its last stderr line: 'ZeroDivisionError: division by zero'" ] ||
  bad "a tagger printing debug, then raising: exit $rc, $(cat "$tmp/err")"
sleep 0.2
pgrep -f "tests/bots/candy/bad_tagger" >/dev/null && bad "bad tagger left running"
exit $fail
