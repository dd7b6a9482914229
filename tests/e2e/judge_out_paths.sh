#!/usr/bin/env bash
# What the judges do to the files their --replay and --html options name
# (docs/sakura-judge.md, docs/candy-judge.md): a symbolic link is written
# through (its target gets the page, the link stays), a device is written
# into, never replaced by a file; a write error (also of the result line
# on stdout) is exit 1 with one line; a
# game that cannot start (an output path refused after another was checked,
# an outside tagger that cannot run) leaves an existing file as it was and
# creates none; a FIFO nobody reads is refused at once (exit 2), not waited on;
# a FIFO's reader gets the whole replay, and one that left is exit 1; a
# file-size limit is a write error too; a stop signal mid-game leaves no
# file the game's records were to fill.
. "$(dirname "$0")/lib.sh"
R=bin/sakura-random
# a FIFO reader started in the background may not have opened it yet when
# the judge checks for one (a race, seen once in CI: the judge said "a pipe
# nobody reads" and the reader then waited for ever): wait until it is
# blocked in its open (Linux's wchan), at most 5 s; where wchan says nothing
# useful, a fixed half second.  Readers run under `timeout`, so a judge
# that never opens the FIFO fails the case instead of hanging the suite.
fifo_reader_ready() { # PID of the `timeout` that runs the reader
  local i w
  for i in $(seq 100); do
    w=$(cat "/proc/$(cat "/proc/$1/task/$1/children" 2> /dev/null | tr -d ' ')/wchan" 2> /dev/null) || w=
    [ "$w" = wait_for_partner ] && return 0
    case $w in 0) sleep 0.5; return 0 ;; esac
    sleep 0.05
  done
}
# our own device nodes (a regression must not replace the system's)
if mknod -m 666 "$tmp/null" c 1 3 2> /dev/null && mknod -m 666 "$tmp/full" c 1 7 2> /dev/null; then dev=1
else dev=0; echo "   (mknod needs root: the device cases are not run here)"; fi
for j in sakura candy; do
  if [ $j = sakura ]; then run=(bin/sakura-judge --seed 3 $R $R) nostart=(bin/sakura-judge /nonexistent/bot $R)
  else run=(bin/candy-judge --seed 3 --n 11 bin/candy-naive) nostart=(bin/candy-judge /nonexistent/bot); fi
  # a link to a regular file, and a device: written through
  echo old > "$tmp/target.html"; ln -sf "$tmp/target.html" "$tmp/link.html"
  "${run[0]}" --html "$tmp/link.html" "${run[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
  if [ $rc = 0 ] && [ -L "$tmp/link.html" ] && grep -q '<html' "$tmp/target.html" && [ ! -s "$tmp/err" ]; then
    ok "$j: --html through a link fills its target, the link stays"
  else bad "$j link: rc $rc, $(ls -la "$tmp/link.html" "$tmp/target.html" 2>&1 | tr '\n' ' ') $(cat "$tmp/err")"; fi
  if [ $dev = 1 ]; then
    "${run[0]}" --html "$tmp/null" --replay "$tmp/null" "${run[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
    [ $rc = 0 ] && [ -c "$tmp/null" ] && [ ! -s "$tmp/err" ] && ok "$j: --html and --replay into a null device: it stays a device" \
      || bad "$j null device: rc $rc, $(ls -la "$tmp/null") $(cat "$tmp/err")"
    # a device that fails every write: exit 1, one line, the device unchanged
    "${run[0]}" --html "$tmp/full" "${run[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
    [ $rc = 1 ] && [ -c "$tmp/full" ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q 'No space left on device' "$tmp/err" \
      && ok "$j: --html into a full device: exit 1, $(cat "$tmp/err")" || bad "$j full device: rc $rc, $(ls -la "$tmp/full") $(cat "$tmp/err")"
    "${run[0]}" --replay "$tmp/full" "${run[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
    [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "$j: --replay into a full device: exit 1, $(cat "$tmp/err")" \
      || bad "$j full device replay: rc $rc, $(cat "$tmp/err")"
    "${run[0]}" "${run[@]:1}" > "$tmp/full" 2> "$tmp/err"; rc=$?
    [ $rc = 1 ] && [ "$(cat "$tmp/err")" = "$j-judge: cannot write the result line: No space left on device" ] \
      && ok "$j: the result line into a full device: exit 1, $(cat "$tmp/err")" || bad "$j full stdout: rc $rc, $(cat "$tmp/err")"
  fi
  # no game: an existing file keeps its bytes, a new one is not left behind
  echo precious > "$tmp/keep.json"; rm -f "$tmp/new.html"
  "${nostart[@]:0:1}" --replay "$tmp/keep.json" --html "$tmp/new.html" "${nostart[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(cat "$tmp/keep.json")" = precious ] && [ ! -e "$tmp/new.html" ] && [ "$(wc -l < "$tmp/err")" = 1 ] \
    && ok "$j: a bot that cannot start: exit 2, the old --replay file kept, no --html file made" \
    || bad "$j no start: rc $rc, $(cat "$tmp/keep.json" 2>&1), $(ls "$tmp") $(cat "$tmp/err")"
  # a FIFO nobody reads: refused at once
  rm -f "$tmp/fifo"; mkfifo "$tmp/fifo"
  timeout 10 "${run[0]}" --replay "$tmp/fifo" "${run[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && grep -q 'a pipe nobody reads' "$tmp/err" && ok "$j: --replay FIFO nobody reads: exit 2, $(cat "$tmp/err")" \
    || bad "$j fifo: rc $rc, $(cat "$tmp/err")"
  # a FIFO read by 'cat': the check does not end cat's input, so the whole replay arrives
  rm -f "$tmp/fifo" "$tmp/got.json"; mkfifo "$tmp/fifo"
  timeout 30 cat "$tmp/fifo" > "$tmp/got.json" & reader=$!
  fifo_reader_ready $reader
  timeout 20 "${run[0]}" --replay "$tmp/fifo" "${run[@]:1}" > "$tmp/out" 2> "$tmp/err"; rc=$?
  wait $reader
  [ $rc = 0 ] && [ "$(head -c 1 "$tmp/got.json")" = "{" ] && [ "$(tail -c 2 "$tmp/got.json")" = "}" ] && [ ! -s "$tmp/err" ] \
    && ok "$j: --replay FIFO read by cat: the whole replay ($(wc -c < "$tmp/got.json") bytes)" \
    || bad "$j fifo cat: rc $rc, $(head -c 100 "$tmp/got.json") $(cat "$tmp/err")"
  # a reader that leaves during the game: exit 1 at the write, no wait
  rm -f "$tmp/fifo"; mkfifo "$tmp/fifo"
  timeout 30 sh -c 'exec 3< "$1"; sleep 0.2' sh "$tmp/fifo" & reader=$!
  fifo_reader_ready $reader
  if [ $j = sakura ]; then slow=(bin/sakura-judge --seed 3 "sh -c 'sleep 0.6; exec $R'" $R)
  else slow=(bin/candy-judge --seed 3 --n 11 "sh -c 'sleep 0.6; exec bin/candy-naive'"); fi
  timeout 20 "${slow[0]}" --replay "$tmp/fifo" "${slow[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
  wait $reader
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "replay.*a pipe nobody reads" "$tmp/err" \
    && ok "$j: --replay FIFO whose reader left: exit 1, $(cat "$tmp/err")" || bad "$j fifo left: rc $rc, $(cat "$tmp/err")"
done
# candy: a --stderr FIFO with --replay: the #heat lines cannot be read back from a pipe, so none are, and no wait
rm -f "$tmp/fifo" "$tmp/log.txt"; mkfifo "$tmp/fifo"
timeout 30 cat "$tmp/fifo" > "$tmp/log.txt" & reader=$!
fifo_reader_ready $reader
CANDY_DEBUG_HEAT=1 timeout 20 bin/candy-judge --seed 3 --n 11 --stderr "$tmp/fifo" --replay "$tmp/c.json" bin/candy-bot > /dev/null 2> "$tmp/err"; rc=$?
wait $reader
[ $rc = 0 ] && grep -q '^#heat ' "$tmp/log.txt" && [ "$(head -c 1 "$tmp/c.json")" = "{" ] \
  && ok "candy: --stderr FIFO with --replay: exit 0, the log went to the FIFO's reader ($(grep -c '^#heat' "$tmp/log.txt") #heat lines)" \
  || bad "candy stderr fifo: rc $rc, $(cat "$tmp/err") $(head -c 80 "$tmp/log.txt")"
# two outputs naming one file (also through a link): exit 2, one line, nothing created or changed
for j in sakura candy; do
  if [ $j = sakura ]; then run=(bin/sakura-judge --seed 3 $R $R) pairs=("--replay:--html")
  else run=(bin/candy-judge --seed 3 --n 11 bin/candy-naive) pairs=("--replay:--html" "--replay:--stderr" "--html:--stderr"); fi
  for pr in "${pairs[@]}"; do
    a=${pr%%:*} b=${pr#*:}
    rm -f "$tmp/same.out"
    "${run[0]}" "$a" "$tmp/same.out" "$b" "$tmp/./same.out" "${run[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
    [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "name the same file" "$tmp/err" && [ ! -e "$tmp/same.out" ] \
      && ok "$j: $a and $b on one path: exit 2, nothing created" || bad "$j $a $b same: rc $rc, $(cat "$tmp/err")"
  done
  echo keep > "$tmp/keep.json"; ln -sf "$tmp/keep.json" "$tmp/keep.html"
  "${run[0]}" --replay "$tmp/keep.json" --html "$tmp/keep.html" "${run[@]:1}" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(cat "$tmp/keep.json")" = keep ] && ok "$j: --html a link to the --replay file: exit 2, the file kept" \
    || bad "$j same through a link: rc $rc, $(cat "$tmp/keep.json") $(cat "$tmp/err")"
done
# an output naming a bot's program (or a file its command names, under
# another name): exit 2, one line, the program kept
cp $R "$tmp/myrand" && cp $R "$tmp/myrand.keep" && cp bin/candy-naive "$tmp/mymaki" && cp bin/candy-naive "$tmp/mymaki.keep"
for c in "sakura-judge --replay:$tmp/./myrand:$R \"$tmp/myrand\":player 2" "sakura-judge --html:$tmp/myrand:$tmp/myrand $R:player 1" \
         "candy-judge --stderr:$tmp/mymaki:$tmp/mymaki:Maki" "candy-judge --replay:$tmp/mymaki:--tagger-cmd '$tmp/mymaki' bin/candy-naive:the --tagger-cmd tagger"; do
  IFS=: read -r jo path rest who <<< "$c"
  eval "bin/${jo% *} ${jo#* } '$path' $rest" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "is a file the command of $who names.*: the game would overwrite it" "$tmp/err" &&
    cmp -s "$tmp/myrand" "$tmp/myrand.keep" && cmp -s "$tmp/mymaki" "$tmp/mymaki.keep" &&
    ok "$(cat "$tmp/err")" || bad "$jo over a bot's program: rc $rc, $(cat "$tmp/err")"
done
# candy: the #heat log's temporary file follows TMPDIR; one too long to name or missing falls back to /tmp
long=$tmp/a_temporary_directory_with_a_name_longer_than_the_old_buffers_held
mkdir -p "$long"
for t in "$long" /nonexistent-tmpdir; do
  CANDY_DEBUG_HEAT=1 TMPDIR=$t bin/candy-judge --seed 3 --n 11 --replay "$tmp/h.json" bin/candy-bot > /dev/null 2> "$tmp/err"; rc=$?
  h=$(grep -o '"heat' "$tmp/h.json" | wc -l)
  [ $rc = 0 ] && [ "$h" -gt 0 ] && [ ! -s "$tmp/err" ] && ok "candy: TMPDIR=${t:0:40}...: $h turns with #heat in the replay" \
    || bad "candy TMPDIR $t: rc $rc, $h heat, $(cat "$tmp/err")"
done
# an output path refused after another was checked: exit 2, and the file the
# first check created is gone (no game, nothing written)
for j in sakura candy; do
  rm -f "$tmp/first.json"
  if [ $j = sakura ]; then bin/sakura-judge --replay "$tmp/first.json" --html "$tmp/no/dir/x.html" $R $R > /dev/null 2> "$tmp/err"
  else bin/candy-judge --replay "$tmp/first.json" --html "$tmp/no/dir/x.html" bin/candy-naive > /dev/null 2> "$tmp/err"; fi
  rc=$?
  [ $rc = 2 ] && [ ! -e "$tmp/first.json" ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "$j: --html refused after --replay: exit 2, no file left" \
    || bad "$j: --html refused: rc $rc, $(ls "$tmp/first.json" 2>&1), $(cat "$tmp/err")"
done
# a file-size limit (ulimit -f): the write fails with EFBIG (the judge is not
# killed by SIGXFSZ), exit 1 with one line; a regular file is replaced whole
# or not at all, so the old --replay keeps its bytes and a new --html is not
# left empty
for j in sakura candy; do
  if [ $j = sakura ]; then run=(bin/sakura-judge --seed 3 $R $R); else run=(bin/candy-judge --seed 3 --n 11 bin/candy-naive); fi
  echo precious > "$tmp/keep.json"; rm -f "$tmp/new.html" "$tmp"/*.tmp.*
  (ulimit -f 4; "${run[0]}" --replay "$tmp/keep.json" "${run[@]:1}" > "$tmp/out" 2> "$tmp/err"); rc=$?
  [ $rc = 1 ] && [ "$(cat "$tmp/keep.json")" = precious ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q 'File too large' "$tmp/err" \
    && grep -q '"game"' "$tmp/out" && ok "$j: --replay over a file-size limit: exit 1, the old file kept, $(cat "$tmp/err")" \
    || bad "$j: --replay over ulimit -f: rc $rc, '$(head -c 60 "$tmp/keep.json")', $(cat "$tmp/err")"
  (ulimit -f 4; "${run[0]}" --html "$tmp/new.html" "${run[@]:1}" > /dev/null 2> "$tmp/err"); rc=$?
  [ $rc = 1 ] && [ ! -e "$tmp/new.html" ] && [ -z "$(ls "$tmp" | grep '\.tmp\.')" ] && grep -q 'File too large' "$tmp/err" \
    && ok "$j: --html over a file-size limit: exit 1, no file left" \
    || bad "$j: --html over ulimit -f: rc $rc, $(ls "$tmp" | tr '\n' ' '), $(cat "$tmp/err")"
done
# a replaced --replay keeps what the file was: its mode, its other names
# (hard links: written in place), and a file in a folder this user cannot
# write is written in place (the check before the game let it through)
echo old > "$tmp/m.json"; chmod 600 "$tmp/m.json"; ln -f "$tmp/m.json" "$tmp/m2.json"
echo old > "$tmp/p.json"; chmod 640 "$tmp/p.json"
bin/sakura-judge --seed 3 --replay "$tmp/m.json" $R $R > /dev/null 2> "$tmp/err"; rc1=$?
bin/sakura-judge --seed 3 --replay "$tmp/p.json" $R $R > /dev/null 2>> "$tmp/err"; rc2=$?
[ $rc1 = 0 ] && [ $rc2 = 0 ] && [ "$(head -c 1 "$tmp/m2.json")" = "{" ] && [ "$(stat -c %a "$tmp/p.json")" = 640 ] \
  && [ "$(stat -c %h "$tmp/m.json")" = 2 ] && ok "--replay over a file with a second name: both names see the replay; a mode 640 file stays 640" \
  || bad "--replay keeps the file: rc $rc1/$rc2, $(ls -l "$tmp/m.json" "$tmp/m2.json" "$tmp/p.json") $(cat "$tmp/err")"
if [ "$(id -u)" = 0 ] && command -v setpriv > /dev/null; then
  chmod 755 "$tmp"; mkdir -p "$tmp/rodir"; echo old > "$tmp/rodir/r.json"; chmod 666 "$tmp/rodir/r.json"; chmod 755 "$tmp/rodir"
  setpriv --reuid=65534 --regid=65534 --clear-groups bin/sakura-judge --seed 3 --replay "$tmp/rodir/r.json" $R $R \
    > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 0 ] && [ "$(head -c 1 "$tmp/rodir/r.json")" = "{" ] && ok "--replay, a writable file in a folder the user cannot write: written in place" \
    || bad "--replay in a read-only folder: rc $rc, $(head -c 40 "$tmp/rodir/r.json") $(cat "$tmp/err")"
else
  echo "   (setpriv as root is needed: the read-only folder case is not run here)"
fi
# stopped by a signal mid-game: the --replay and --html files the judge made
# for the game are removed (no empty record under the name); an old one keeps its bytes
for j in sakura candy; do
  if [ $j = sakura ]; then slow=(bin/sakura-judge --seed 3 "sh -c 'sleep 5; exec $R'" $R)
  else slow=(bin/candy-judge --seed 3 --n 11 "sh -c 'sleep 5; exec bin/candy-naive'"); fi
  echo precious > "$tmp/keep.json"; rm -f "$tmp/new.html"
  "${slow[0]}" --replay "$tmp/keep.json" --html "$tmp/new.html" "${slow[@]:1}" > /dev/null 2> "$tmp/err" & judge=$!
  for i in $(seq 50); do [ -e "$tmp/new.html" ] && break; sleep 0.02; done
  sleep 0.2; kill -TERM $judge; wait $judge; rc=$?
  [ $rc = 143 ] && [ ! -e "$tmp/new.html" ] && [ "$(cat "$tmp/keep.json")" = precious ] \
    && ok "$j: SIGTERM mid-game: exit 143, the new --html removed, the old --replay kept" \
    || bad "$j: SIGTERM mid-game: rc $rc, $(ls "$tmp" | tr '\n' ' '), '$(head -c 40 "$tmp/keep.json")'"
done
# a bot's stderr log is never waited on: a FIFO whose reader holds it and
# never reads, or reads slowly, costs no bot its clock; what the reader
# could not take is dropped with a line saying how much
mkdir -p "$tmp/logs"; rm -f "$tmp/logs/p1.stderr"; mkfifo "$tmp/logs/p1.stderr"
timeout 60 sh -c 'exec 3< "$1"; sleep 30' sh "$tmp/logs/p1.stderr" & reader=$!
fifo_reader_ready $reader
start=$(date +%s%N)
timeout 25 bin/sakura-judge --seed 3 --stderr-dir "$tmp/logs" "tests/bots/sakura/misbehave.sh flood" $R > "$tmp/out" 2> "$tmp/err"; rc=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
kill $reader 2> /dev/null; wait $reader 2> /dev/null
[ $rc = 0 ] && ! grep -q '"timeout"' "$tmp/out" && [ ! -s "$tmp/err" ] && [ $ms -lt 15000 ] \
  && ok "sakura: a --stderr-dir FIFO nobody reads from: no timeout, the game over in $ms ms" \
  || bad "sakura: stderr FIFO held: rc $rc, $ms ms, $(cat "$tmp/out" "$tmp/err")"
mkdir -p "$tmp/logs2"; mkfifo "$tmp/logs2/p1.stderr"
# the reader: a page every 2 ms, to the end of file
: > "$tmp/log.txt"
timeout 60 sh -c 'exec 3< "$1"; while :; do n=$(dd bs=4096 count=1 status=none <&3 | tee -a "$2" | wc -c)
  [ "$n" -gt 0 ] || exit 0; sleep 0.002; done' sh "$tmp/logs2/p1.stderr" "$tmp/log.txt" & reader=$!
fifo_reader_ready $reader
# player 1 writes 1.3 MB to stderr before its READY: far more than the pipe
# and the reader take, and past the 1 MiB cap; the lines owed (how much was
# dropped, the cut) reach the reader at the latest when the game ends
timeout 25 bin/sakura-judge --seed 3 --stderr-dir "$tmp/logs2" "tests/bots/sakura/misbehave.sh bigerr" \
  "tests/bots/sakura/misbehave.sh legal" > "$tmp/out" 2> "$tmp/err"; rc=$?
wait $reader
[ $rc = 0 ] && ! grep -q '"timeout"' "$tmp/out" && grep -q "bytes of this bot's stderr dropped here: the log's reader fell behind" "$tmp/log.txt" \
  && grep -q "stderr log cut here at 1 MiB" "$tmp/log.txt" \
  && ok "sakura: a --stderr-dir FIFO read slowly: no timeout, the log says what it dropped and where it was cut" \
  || bad "sakura: slow stderr FIFO: rc $rc, $(cat "$tmp/out" "$tmp/err") $(grep -a 'judge:' "$tmp/log.txt" | head -3)"
rm -f "$tmp/fifo"; mkfifo "$tmp/fifo"
timeout 60 sh -c 'exec 3< "$1"; sleep 30' sh "$tmp/fifo" & reader=$!
fifo_reader_ready $reader
start=$(date +%s%N)
timeout 25 bin/candy-judge --seed 3 --n 11 --stderr "$tmp/fifo" "tests/bots/candy/misbehave.sh flood" > "$tmp/out" 2> "$tmp/err"; rc=$?
ms=$(( ($(date +%s%N) - start) / 1000000 ))
kill $reader 2> /dev/null; wait $reader 2> /dev/null
[ $rc = 0 ] && ! grep -q '"timeout"' "$tmp/out" && [ $ms -lt 10000 ] \
  && ok "candy: a --stderr FIFO nobody reads from: no timeout, the game over in $ms ms" \
  || bad "candy: stderr FIFO held: rc $rc, $ms ms, $(cat "$tmp/out" "$tmp/err")"
# a log that cannot be written on (a file-size limit): the game's verdict
# stands, and exit 1 with one line naming the log
rm -rf "$tmp/logs"; mkdir "$tmp/logs"
(ulimit -f 8; bin/sakura-judge --seed 3 --stderr-dir "$tmp/logs" "tests/bots/sakura/misbehave.sh flood" $R > "$tmp/out" 2> "$tmp/err"); rc=$?
[ $rc = 1 ] && grep -q '"game":"sakura"' "$tmp/out" && ! grep -q '"timeout"\|"crash"' "$tmp/out" && [ "$(wc -l < "$tmp/err")" = 1 ] \
  && grep -q "stderr-dir: writing '.*p1.stderr' failed: File too large; the log stops there" "$tmp/err" \
  && ok "sakura: a --stderr-dir log over a file-size limit: exit 1, $(cat "$tmp/err")" \
  || bad "sakura: stderr log over ulimit -f: rc $rc, $(cat "$tmp/out" "$tmp/err")"
(ulimit -f 8; bin/candy-judge --seed 3 --n 11 --stderr "$tmp/logs/c.err" "tests/bots/candy/misbehave.sh flood" > "$tmp/out" 2> "$tmp/err"); rc=$?
[ $rc = 1 ] && grep -q '"game":"candy"' "$tmp/out" && [ "$(wc -l < "$tmp/err")" = 1 ] \
  && grep -q "stderr: writing '.*c.err' failed: File too large; the log stops there" "$tmp/err" \
  && ok "candy: a --stderr log over a file-size limit: exit 1, $(cat "$tmp/err")" \
  || bad "candy: stderr log over ulimit -f: rc $rc, $(cat "$tmp/out" "$tmp/err")"
# an outside tagger that cannot run: no game, so Maki never starts and her
# --stderr file keeps its bytes
echo precious > "$tmp/keep.err"
bin/candy-judge --stderr "$tmp/keep.err" --tagger-cmd ./no-such-tagger bin/candy-naive > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 2 ] && [ "$(cat "$tmp/keep.err")" = precious ] && ok "candy: a tagger that cannot run leaves --stderr as it was" \
  || bad "candy --stderr with a failing tagger: rc $rc, '$(head -c 100 "$tmp/keep.err")', $(cat "$tmp/err")"
exit $fail
