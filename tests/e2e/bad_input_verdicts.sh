#!/usr/bin/env bash
# Verdicts on misbehaving bots, both judges (issue "every bad input gets a
# clear verdict", group 1): a bot that closes its stdout and keeps running
# is a crash at once; a bot that prints bytes that are not UTF-8 gets an
# illegal verdict, a stderr line with the reply shown safely, and replay and
# result JSON that are valid UTF-8; a NUL byte in a reply is illegal; a
# stderr log cut at 1 MiB ends with a line saying so; a value with a
# newline in it gives a one-line error; replays of failed games edited
# into impossible ones are refused; no descriptor left for a program's
# streams is said as such; a crash says how the bot ended and quotes its
# last stderr line, a timeout what the bot was doing.  Every case checks the exit
# status, the time taken and that no process is left behind.
set -u
. "$(dirname "$0")/lib.sh"
trap 'rm -rf "$tmp"; pkill -f "sleep 30(05|06|41|42)" 2>/dev/null' EXIT
SB=tests/bots/sakura/misbehave.sh CB=tests/bots/candy/misbehave.sh
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
field() { python3 -c 'import json,sys; v=json.loads(sys.argv[1]).get(sys.argv[2]); print(v)' "$2" "$1"; }
valid_json() { python3 -c 'import json,sys; json.load(open(sys.argv[1], encoding="utf-8", errors="strict"))' "$1" 2>/dev/null; }
no_leftover() { # no_leftover PATTERN DESC
  sleep 0.2
  if pgrep -f "$1" > /dev/null; then bad "$2: left running: $(pgrep -af "$1" | head -2)"; else ok "$2: nothing left running"; fi
}
# run_judge OUT_VAR JUDGE ARGS...: result line in $out, stderr in $tmp/err, rc, ms
run_judge() {
  local t0; t0=$(now_ms)
  out=$("$@" 2> "$tmp/err"); rc=$?
  ms=$(( $(now_ms) - t0 ))
}

# 1. closed stdout, process still running: crash within a few ms, both judges
run_judge bin/sakura-judge --seed 5 "$SB closeout 2" bin/sakura-random
if [ $rc = 0 ] && [ "$(field reason "$out")" = crash ] && [ "$(field winner "$out")" = 2 ] && [ $ms -lt 900 ]; then
  ok "sakura: closed stdout on turn 2 -> crash, $ms ms in all"
else bad "sakura closeout: rc $rc, $ms ms, $out"; fi
grep -q 'player 1 .*turn 2: crash' "$tmp/err" && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "sakura: one stderr line: $(cat "$tmp/err")" \
  || bad "sakura closeout stderr: $(cat "$tmp/err")"
no_leftover "sleep 3005" "sakura closeout"
run_judge bin/candy-judge --seed 5 --n 13 "$CB closeout 3"
if [ $rc = 0 ] && [ "$(field reason "$out")" = crash ] && [ "$(field turn "$out")" = 3 ] && [ $ms -lt 1500 ]; then
  ok "candy: closed stdout on turn 3 -> crash, $ms ms in all"
else bad "candy closeout: rc $rc, $ms ms, $out"; fi
no_leftover "sleep 3041" "candy closeout"
# leading assignments keep the exec; a compound command keeps its shell (documented)
run_judge bin/sakura-judge --seed 5 "X=1 $SB closeout 2" bin/sakura-random
[ "$(field reason "$out")" = crash ] && [ $ms -lt 900 ] && ok "sakura: 'X=1 CMD' -> crash, $ms ms" || bad "X=1 closeout: $ms ms, $out"
run_judge bin/sakura-judge --seed 5 --time-ms 600 "true && $SB closeout 2" bin/sakura-random
[ "$(field reason "$out")" = timeout ] && ok "sakura: a compound command keeps its shell: timeout, as docs/rules/sakura-duel.md §5.4 says" \
  || bad "compound closeout: $out"
no_leftover "sleep 3005" "sakura compound closeout"

# 2. bytes that are not UTF-8: illegal, the reply shown safely, valid JSON everywhere
run_judge bin/sakura-judge --seed 5 --replay "$tmp/s.json" "$SB binary 2" bin/sakura-random
if [ $rc = 0 ] && [ "$(field reason "$out")" = illegal ] && [ "$(field turns "$out")" = 2 ] && [ $ms -lt 3000 ]; then
  ok "sakura: binary reply on turn 2 -> illegal"
else bad "sakura binary: rc $rc, $out"; fi
[ "$(cat "$tmp/err")" = "sakura-judge: player 1 ($SB binary 2): turn 2: illegal: reply contains a control or non-ASCII byte 0xff; reply '\\xff\\xfe 0\\x01 \\xc3'" ] \
  && ok "sakura: stderr names turn and reply: $(cat "$tmp/err")" || bad "sakura binary stderr: $(cat "$tmp/err")"
valid_json "$tmp/s.json" && ok "sakura: the replay is valid UTF-8 JSON" || bad "sakura: replay is not valid UTF-8 JSON"
python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["failures"][0]; assert f["turn"]==2 and f["reply"]=="\ufffd\ufffd 0\x01 \ufffd", f' "$tmp/s.json" \
  && ok "sakura: failures[0].reply holds the reply, bad bytes as U+FFFD" || bad "sakura: failures entry"
bin/sakura-resim "$tmp/s.json" > /dev/null 2>&1 && ok "sakura: the replay re-simulates" || bad "sakura: resim rejects the replay"
run_judge bin/candy-judge --seed 5 --n 13 --replay "$tmp/c.json" "$CB binary 2"
if [ $rc = 0 ] && [ "$(field reason "$out")" = illegal ] && [ "$(field turn "$out")" = 2 ] && [ $ms -lt 3000 ]; then
  ok "candy: binary reply on turn 2 -> illegal"
else bad "candy binary: rc $rc, $out"; fi
valid_json "$tmp/c.json" && ok "candy: the replay is valid UTF-8 JSON" || bad "candy: replay is not valid UTF-8 JSON"
[ "$(cat "$tmp/err")" = "candy-judge: $CB binary 2: turn 2: illegal: expected one of U R D L O S; reply '\\xff\\xfe\\xc3\\x01S'" ] \
  && ok "candy: stderr names turn and reply: $(cat "$tmp/err")" || bad "candy binary stderr: $(cat "$tmp/err")"
python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["failures"]; assert len(f)==1 and f[0]["turn"]==2 and f[0]["reason"]=="illegal" and f[0]["reply"]=="\ufffd\ufffd\ufffd\x01S", f' "$tmp/c.json" \
  && ok "candy: failures[0] holds turn, reason and the reply" || bad "candy: failures entry: $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("failures"))' "$tmp/c.json")"
bin/candy-replay-check "$tmp/c.json" > /dev/null 2>&1 && ok "candy: the replay with its failure verifies" || bad "candy: replay-check rejects it: $(bin/candy-replay-check "$tmp/c.json" 2>&1)"
# the checker does not take a legal action recorded as the illegal reply
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); d["failures"][0]["reply"]=" S "; json.dump(d, open(sys.argv[2], "w"))' "$tmp/c.json" "$tmp/c2.json"
bin/candy-replay-check "$tmp/c2.json" > /dev/null 2> "$tmp/e2"; rc=$?
[ $rc = 1 ] && grep -q 'a legal action recorded as illegal' "$tmp/e2" && ok "candy: a legal reply recorded as illegal is refused: $(cat "$tmp/e2")" \
  || bad "candy: replay-check took a legal 'illegal' reply: rc $rc, $(cat "$tmp/e2")"
for mut in 'd["result"]["seed"]+=1' 'd["result"]["time_ms"]="x"' 'd["result"]["time_ms"]=-1'; do
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); $mut; json.dump(d, open(sys.argv[2], 'w'))" "$tmp/c.json" "$tmp/c3.json"
  bin/candy-replay-check "$tmp/c3.json" > /dev/null 2>&1; rc=$?
  [ $rc = 1 ] && ok "candy: replay-check refuses $mut" || bad "candy: replay-check exit $rc on $mut"
done
# every Candy failure kind is explained on stderr and in the replay
for spec in "timeout tests/bots/candy/slow.sh no reply within the [0-9]* ms left (waited [0-9.]* ms)" "crash tests/bots/candy/crash.sh closed its output" \
            "illegal tests/bots/candy/longline.sh longer than 128 bytes including the newline; it begins .UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU\.\.\..$"; do
  set -- $spec; reason=$1 bot=$2; shift 2; words="$*"
  run_judge bin/candy-judge --seed 3 --n 13 --time-ms 1500 --replay "$tmp/k.json" "$bot"
  # a timeout takes the 1.5 s budget; the others end at once
  if [ "$(field reason "$out")" = "$reason" ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q "^candy-judge: $bot: turn [0-9]*: $reason: .*$words" "$tmp/err" &&
     [ $ms -lt $([ $reason = timeout ] && echo 4000 || echo 2000) ] &&
     python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["failures"]; assert len(f)==1 and f[0]["reason"]==sys.argv[2]' "$tmp/k.json" "$reason"; then
    ok "candy $reason ($ms ms): $(cat "$tmp/err")"
  else bad "candy $reason: $out / $(cat "$tmp/err")"; fi
done

# 2b. a NUL byte in a reply is illegal, not a cut-off legal reply
# (docs/rules/sakura-duel.md §5.3); both players on one turn: a draw
run_judge bin/sakura-judge --seed 5 "$SB nul 2" bin/sakura-random
if [ $rc = 0 ] && [ "$(field reason "$out")" = illegal ] && [ "$(field winner "$out")" = 2 ] &&
   [ "$(cat "$tmp/err")" = "sakura-judge: player 1 ($SB nul 2): turn 2: illegal: control byte 0x00 (NUL) in the reply line" ]; then
  ok "sakura: '0 0\\0junk' on turn 2 -> illegal: $(cat "$tmp/err")"
else bad "sakura nul: rc $rc, $out / $(cat "$tmp/err")"; fi
run_judge bin/sakura-judge --seed 5 "$SB nul 1" "$SB nul 1"
[ $rc = 0 ] && [ "$(field winner "$out")" = 0 ] && [ "$(field reason "$out")" = draw ] && [ "$(grep -c 'turn 1: illegal: control byte 0x00' "$tmp/err")" = 2 ] \
  && ok "sakura: both NUL on turn 1 -> a draw" || bad "sakura nul both: rc $rc, $out / $(cat "$tmp/err")"
# one '\r' before the newline is dropped, a second is a control byte (§5.3)
run_judge bin/sakura-judge --seed 5 --replay "$tmp/cr.json" "$SB crcr 2" bin/sakura-random
bin/sakura-resim "$tmp/cr.json" > /dev/null 2>&1 && ok "sakura: the resim agrees that '0 0\\r' is illegal" \
  || bad "sakura crcr resim: $(bin/sakura-resim "$tmp/cr.json" 2>&1)"
[ $rc = 0 ] && [ "$(field reason "$out")" = illegal ] && grep -qF "turn 2: illegal: reply contains a control or non-ASCII byte 0x0d; reply '0 0\\x0d'" "$tmp/err" \
  && ok "sakura: '0 0\\r\\r\\n' -> illegal: $(cat "$tmp/err")" || bad "sakura crcr: rc $rc, $out / $(cat "$tmp/err")"
run_judge bin/candy-judge --seed 5 --n 13 "$CB nul 2"
if [ $rc = 0 ] && [ "$(field reason "$out")" = illegal ] && [ "$(field turn "$out")" = 2 ] && [ "$(field score "$out")" = 0 ] &&
   [ "$(cat "$tmp/err")" = "candy-judge: $CB nul 2: turn 2: illegal: control byte 0x00 (NUL) in the reply line" ]; then
  ok "candy: 'S\\0junk' on turn 2 -> illegal, score 0"
else bad "candy nul: rc $rc, $out / $(cat "$tmp/err")"; fi

# an endless input to a replay checker: refused at the size cap, one line, exit 2
for chk in sakura-resim candy-replay-check; do
  timeout 60 bin/$chk /dev/zero > /dev/null 2> "$tmp/z"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/z")" = 1 ] && grep -q "^$chk: /dev/zero: over 16 MiB" "$tmp/z" \
    && ok "$chk /dev/zero: $(cat "$tmp/z")" || bad "$chk /dev/zero: rc $rc, $(head -c 300 "$tmp/z")"
done

# 3. a stderr log cut at 1 MiB ends with a line saying so
mkdir -p "$tmp/logs"
run_judge bin/sakura-judge --seed 5 --stderr-dir "$tmp/logs" "$SB bigerr" bin/sakura-random
log=$(ls "$tmp/logs"/*1* 2>/dev/null | head -1)
if [ -n "$log" ] && [ "$(tail -n 1 "$log")" = "[judge: stderr log cut here at 1 MiB; the rest of this bot's stderr was dropped]" ] &&
   [ "$(stat -c %s "$log")" -gt 1048576 ]; then
  ok "sakura: flooded log ($(stat -c %s "$log") bytes) ends with the cut line"
else bad "sakura flood log: $(ls -la "$tmp/logs") $(tail -c 200 "$log" 2>/dev/null)"; fi
other=$(ls "$tmp/logs"/*2* 2>/dev/null | head -1)
[ -n "$other" ] && ! grep -q 'judge: stderr log cut' "$other" && ok "sakura: the quiet bot's log has no cut line" || bad "sakura: quiet log $other"
run_judge bin/candy-judge --seed 5 --n 13 --stderr "$tmp/c.log" "$CB flood"
if [ $rc = 0 ] && [ "$(tail -n 1 "$tmp/c.log")" = "[judge: stderr log cut here at 1 MiB; the rest of this bot's stderr was dropped]" ] && [ $ms -lt 10000 ]; then
  ok "candy: flooded log ends with the cut line ($(field reason "$out"))"
else bad "candy flood log: rc $rc $(tail -c 200 "$tmp/c.log")"; fi
no_leftover "tests/bots/(sakura|candy)/misbehave.sh" "all cases"

# 4. a value or command with a newline in it: the message stays one line
for c in "bin/sakura-judge --seed 7\n8 a b" "bin/sakura-judge /no\nbot bin/sakura-random" "bin/candy-judge /no\nbot" \
         "bin/arena sakura --bot a\nb=x" "bin/sakura-bot --bogus\nx"; do
  read -r -a words <<< "$c"
  for k in "${!words[@]}"; do words[$k]=$(printf '%b' "${words[$k]}"); done
  "${words[@]}" > /dev/null 2> "$tmp/err" < /dev/null; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q 'x0a' "$tmp/err" && ok "one line: $(cat "$tmp/err")" \
    || bad "'$c': rc $rc, $(cat "$tmp/err")"
done
# 6. closed stdin, process still running: a crash on the next turn, named
# as such (not "closed its output"), both judges
run_judge bin/sakura-judge --seed 5 "$SB closein 2" bin/sakura-random
[ $rc = 0 ] && [ "$(field reason "$out")" = crash ] && [ "$(field turns "$out")" = 3 ] &&
  grep -q 'player 1 .*turn 3: crash: the bot closed its input' "$tmp/err" && [ $ms -lt 1500 ] &&
  ok "sakura: closed stdin after turn 2 -> crash on turn 3: $(cat "$tmp/err")" || bad "sakura closein: rc $rc, $ms ms, $out, $(cat "$tmp/err")"
no_leftover "sleep 3006" "sakura closein"
run_judge bin/candy-judge --seed 5 --n 13 "$CB closein 3"
[ $rc = 0 ] && [ "$(field reason "$out")" = crash ] && [ "$(field turn "$out")" = 4 ] &&
  grep -q 'turn 4: crash: the program closed its input' "$tmp/err" && [ $ms -lt 1500 ] &&
  ok "candy: closed stdin after turn 3 -> crash on turn 4: $(cat "$tmp/err")" || bad "candy closein: rc $rc, $ms ms, $out, $(cat "$tmp/err")"
no_leftover "sleep 3042" "candy closein"

# 5. replays of failed games edited into impossible ones: the checkers refuse
# them (exit 1, one line); the real replays pass
edit() { # edit IN OUT PYTHON-STATEMENT (on the replay r)
  python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); exec(sys.argv[3]); json.dump(r, open(sys.argv[2], "w"))' "$1" "$2" "$3"
}
refuse_edit() { # refuse_edit CHECKER REPLAY PYTHON-STATEMENT DESC: the edited replay is refused
  rm -f "$tmp/e.json"
  edit "$2" "$tmp/e.json" "$3" || { bad "$4: the edit failed"; return; }
  "$1" "$tmp/e.json" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "$4: refused, $(cat "$tmp/err")" || bad "$4: rc $rc, $(cat "$tmp/err")"
}
bin/sakura-judge --seed 3 --time-ms 300 --replay "$tmp/st.json" bin/sakura-random "$SB slow 2" > /dev/null 2>&1
bin/sakura-judge --seed 3 --replay "$tmp/sr.json" "$SB exit 0" bin/sakura-random > /dev/null 2>&1
printf '#!/bin/sh\nwhile read -r l; do case $l in READY*) echo NO;; esac; done\n' > "$tmp/no.sh"; chmod +x "$tmp/no.sh"
bin/sakura-judge --seed 3 --replay "$tmp/sn.json" "$tmp/no.sh" bin/sakura-random > /dev/null 2>&1
bin/sakura-resim "$tmp/st.json" "$tmp/sn.json" > /dev/null && ok "sakura: the real timeout and READY replays pass" || bad "sakura real failure replays refused"
refuse_edit bin/sakura-resim "$tmp/st.json" 'r["result"]["time_ms"][1] = 30' "sakura: a timeout with 30 of 300 ms used"
refuse_edit bin/sakura-resim "$tmp/sn.json" 'r["failures"][0]["reply"] = " OK"' "sakura: READY ' OK' recorded as illegal"
refuse_edit bin/sakura-resim "$tmp/st.json" 'r["failures"][0]["message"] = 5' "sakura: a failure's message that is a number"
refuse_edit bin/sakura-resim "$tmp/sr.json" 'r["result"]["game"] = "candy"' "sakura: result.game candy"
# a failure's message is the judge's for that reply; a wrong reason is named as such
refuse_edit bin/sakura-resim "$tmp/sn.json" 'r["failures"][0]["message"] = "Thrust is on cooldown until turn 3"' "sakura: READY 'NO' with another message"
printf '#!/bin/sh\nread a; read b; echo OK; read t; echo garbage; sleep 30\n' > "$tmp/garb.sh"; chmod +x "$tmp/garb.sh"
bin/sakura-judge --seed 3 --replay "$tmp/sgb.json" "$tmp/garb.sh" bin/sakura-random > /dev/null 2>&1
bin/sakura-resim "$tmp/sgb.json" > /dev/null || bad "sakura: a real illegal reply's replay refused"
refuse_edit bin/sakura-resim "$tmp/sgb.json" 'r["failures"][0]["message"] = "Thrust is on cooldown until turn 3"' "sakura: 'garbage' with another message"
refuse_edit bin/sakura-resim "$tmp/sgb.json" 'r["result"]["reason"] = "hp"' "sakura: reason hp for an illegal reply"
grep -q "reason hp, engine says illegal" "$tmp/err" || bad "sakura: a wrong reason is not named: $(cat "$tmp/err")"
bin/sakura-judge --seed 4 --replay "$tmp/sg.json" bin/sakura-greedy bin/sakura-random > /dev/null 2>&1
bin/sakura-resim "$tmp/sg.json" > /dev/null || bad "sakura: a clean game's replay refused"
refuse_edit bin/sakura-resim "$tmp/sg.json" 'r["result"]["max_reply_ms"][0] = r["result"]["mean_reply_ms"][0]' "sakura: max_reply_ms below the longest recorded reply"
refuse_edit bin/sakura-resim "$tmp/sg.json" 'r["result"]["max_reply_ms"][1] = 1e6' "sakura: max_reply_ms 1e6"
refuse_edit bin/sakura-resim "$tmp/sg.json" 'r["result"]["mean_reply_ms"][1] = round(r["result"]["mean_reply_ms"][1] / 2, 1) if r["result"]["mean_reply_ms"][1] >= 0.4 else 5.0' "sakura: mean_reply_ms that is not the replies' average"
bin/candy-judge --seed 3 --n 11 --time-ms 300 --replay "$tmp/ct.json" "sleep 5" > /dev/null 2>&1   # a timeout on turn 1
bin/candy-replay-check "$tmp/ct.json" > /dev/null && [ "$(field reason "$(python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1]))["result"]))' "$tmp/ct.json")")" = timeout ] &&
  ok "candy: the real timeout replay passes" || bad "candy real timeout replay: $(head -c 300 "$tmp/ct.json")"
refuse_edit bin/candy-replay-check "$tmp/ct.json" 'r["result"]["time_ms"] = 0; r["result"].pop("mean_reply_ms"); r["result"].pop("max_reply_ms")' "candy: a timeout on turn 1 with 0 ms used"
grep -q "a timeout uses the whole budget" "$tmp/err" || bad "candy: the timeout edit was refused for another reason: $(cat "$tmp/err")"
refuse_edit bin/candy-replay-check "$tmp/ct.json" 'r["failures"] = []' "candy: a timeout with no failures entry"
refuse_edit bin/candy-replay-check "$tmp/ct.json" 'r["result"]["game"] = "sakura"' "candy: result.game sakura"
# the result's latencies are the replies' (one decimal)
refuse_edit bin/candy-replay-check "$tmp/c.json" 'r["result"]["max_reply_ms"] = "x"' "candy: max_reply_ms a string"
refuse_edit bin/candy-replay-check "$tmp/c.json" 'r["result"]["mean_reply_ms"] = -5' "candy: mean_reply_ms -5"
refuse_edit bin/candy-replay-check "$tmp/c.json" 'r["result"]["max_reply_ms"] = 1e6' "candy: max_reply_ms 1e6"
refuse_edit bin/candy-replay-check "$tmp/c.json" 'r["turns"][0]["reply_ms"] = 500.0; r["result"]["time_ms"] += 500' "candy: a reply longer than max_reply_ms"
refuse_edit bin/candy-replay-check "$tmp/c.json" 'r["failures"][0]["message"] = "no reply"' "candy: an illegal reply with another message"
edit "$tmp/ct.json" "$tmp/e.json" 'r["time_budget_ms"] = 0'
"bin/candy-replay-check" "$tmp/e.json" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc != 0 ] && grep -q time_budget_ms "$tmp/err" && ok "candy: time_budget_ms 0: rc $rc, $(cat "$tmp/err")" || bad "candy budget 0: rc $rc $(cat "$tmp/err")"
# 7. lines written ahead stay replies after the bot exits (docs/rules §5.3
# "nothing is dropped"): Candy plays them all whatever the scheduling;
# Sakura takes turn 1's and forfeits turn 2, not turn 1
printf '#!/bin/sh\ni=0; while [ $i -lt 100 ]; do echo S; i=$((i+1)); done\n' > "$tmp/ahead_c.sh"
printf '#!/bin/sh\nread a; read b\nprintf "OK\\n0 0\\n"\n' > "$tmp/ahead_s.sh"
chmod +x "$tmp/ahead_c.sh" "$tmp/ahead_s.sh"
for i in 1 2 3 4 5; do
  run_judge bin/candy-judge --seed 4 --n 13 --tagger wander "$tmp/ahead_c.sh"
  echo "$(field reason "$out") $(field turn "$out")"
done | sort | uniq -c > "$tmp/ahead"
[ "$(wc -l < "$tmp/ahead")" = 1 ] && grep -q ' caught 50$' "$tmp/ahead" &&
  ok "candy: 100 replies written ahead, then exit: the same game 5 times ($(cat "$tmp/ahead"))" ||
  bad "candy: replies written ahead then exit: $(cat "$tmp/ahead")"
run_judge bin/sakura-judge --seed 5 "$tmp/ahead_s.sh" bin/sakura-random
[ $rc = 0 ] && [ "$(field turns "$out")" = 2 ] && grep -q 'turn 2: crash' "$tmp/err" &&
  ok "sakura: a reply written ahead, then exit: turn 1 played, crash on turn 2" ||
  bad "sakura: reply ahead then exit: rc $rc, $out, $(cat "$tmp/err")"

# 8. a bot gets its three streams only: it cannot write into the judge's
# --replay FIFO (held open while the game runs) nor any descriptor the
# judge inherited
printf '#!/bin/sh\nfor f in 3 4 5 6 7 8 9; do [ -e /proc/$$/fd/$f ] && echo "fd $f open" >&2; { printf "{\\"forged\\":1}\\n" >&$f; } 2>/dev/null; done\nexec %s\n' \
  "$PWD/bin/sakura-random" > "$tmp/forge.sh"
chmod +x "$tmp/forge.sh"
mkfifo "$tmp/fifo"
cat "$tmp/fifo" > "$tmp/fifo.out" & reader=$!
run_judge bin/sakura-judge --seed 5 --replay "$tmp/fifo" --stderr-dir "$tmp" "$tmp/forge.sh" bin/sakura-random 7> "$tmp/inherited"
wait $reader
[ $rc = 0 ] && valid_json "$tmp/fifo.out" && ! grep -q forged "$tmp/fifo.out" "$tmp/inherited" && ! grep -q 'fd [0-9] open' "$tmp/p1.stderr" &&
  ok "sakura: a bot sees no descriptor but 0-2; the FIFO replay is the judge's alone" ||
  bad "sakura: bot descriptors: rc $rc, $(head -c 80 "$tmp/fifo.out"), $(cat "$tmp/p1.stderr")"

# 9. an outside tagger's illegal reply is shown as Maki's is: \xNN for bytes
# that are not printable ASCII
printf '#!/bin/sh\nread n; i=0; while [ $i -lt $n ]; do read r; i=$((i+1)); done\nread a\nprintf "\\377\\376\\n"\nsleep 30\n' > "$tmp/tag.sh"
chmod +x "$tmp/tag.sh"
run_judge bin/candy-judge --seed 5 --n 13 --tagger-cmd "$tmp/tag.sh" bin/candy-naive
[ $rc = 2 ] && grep -q "illegal reply '\\\\xff\\\\xfe' on turn 1" "$tmp/err" && LC_ALL=C grep -qv $'[\x80-\xff]' "$tmp/err" &&
  ok "candy: a tagger's reply of bytes 0xff 0xfe: $(cat "$tmp/err")" || bad "candy: tagger bytes: rc $rc, $(od -c "$tmp/err" | head -3)"
# 10. no file descriptor left to give a program its streams (ulimit -n): the
#     judge says so (exit 2, no game), never "the command could not be run",
#     which blames the command; the arena names the limit before anything
# A judge starts one program, then the other: which one a limit stops depends
# on the descriptors the test inherits, so every limit is tried up to the
# first that plays. fd_scan FIRST SECOND JUDGE ARGS...: each failure is exit
# 2 with one line, "pipe: ..." or the streams line naming FIRST (the program
# started first) or SECOND; sets lim_first/lim_second (the highest limit
# refused for each) and lim_played (the first that played)
fd_scan() {
  local first=$1 second=$2 n; shift 2
  lim_first=0; lim_second=0; lim_played=0
  for n in $(seq 8 40); do
    (ulimit -n $n; run_judge "$@"
     echo $rc > "$tmp/rc"
     [ $rc = 0 ] && exit 3
     [ $rc = 2 ] && [ -z "$out" ] && [ "$(wc -l < "$tmp/err")" = 1 ] || exit 1
     grep -q "^[a-z-]*: ${first}cannot give the program its standard streams: Too many open files$" "$tmp/err" && exit 4
     grep -q "^[a-z-]*: ${second}cannot give the program its standard streams: Too many open files$" "$tmp/err" && exit 5
     grep -q "^[a-z-]*: ${first}pipe: Too many open files$" "$tmp/err" && exit 0
     exit 1)
    case $? in
      0) ;; 3) lim_played=$n; return ;; 4) lim_first=$n ;; 5) lim_second=$n ;;
      *) bad "$1: ulimit -n $n: rc $(cat "$tmp/rc"), $(cat "$tmp/err")"; return ;;
    esac
  done
}
fd_scan "player 1: " "player 2: " bin/sakura-judge bin/sakura-greedy bin/sakura-greedy
[ $lim_played -gt 0 ] && [ $lim_first -gt 0 ] && [ $lim_second -gt $lim_first ] \
  && ok "sakura: ulimit -n: player 1 refused up to $lim_first, player 2 up to $lim_second, played from $lim_played" \
  || bad "sakura: ulimit -n: player 1 refused up to $lim_first, player 2 up to $lim_second, played from $lim_played"
fd_scan "tagger: " "" bin/candy-judge --tagger-cmd bin/candy-tagger bin/candy-naive
[ $lim_played -gt 0 ] && [ $lim_first -gt 0 ] && [ $lim_second -gt $lim_first ] \
  && ok "candy: ulimit -n: the tagger refused up to $lim_first, Maki up to $lim_second, played from $lim_played" \
  || bad "candy: ulimit -n: the tagger refused up to $lim_first, Maki up to $lim_second, played from $lim_played"
(ulimit -n 10; run_judge bin/arena sakura --bot g=bin/sakura-greedy --bot r=bin/sakura-random --games 2 --concurrency 1
 [ $rc = 2 ] && grep -q "arena: --concurrency 1 needs 66 open files, the limit is 10" "$tmp/err" \
   && ok "arena: ulimit -n 10: $(cat "$tmp/err")" || bad "arena: ulimit -n 10: rc $rc, $out $(cat "$tmp/err")"
 exit $fail) || fail=1

# 11. a crash says how the bot ended and quotes its last stderr line, which
# the judge keeps with no --stderr-dir / --stderr given: an exception, a
# signal, both judges, on stderr and in the replay's failures[].message
cat > "$tmp/raise.py" <<'PY'
import sys
sys.stdin.readline(); sys.stdin.readline()
print("thinking...", file=sys.stderr)
raise ValueError("no move for this position")
PY
run_judge bin/sakura-judge --seed 5 --replay "$tmp/r.json" bin/sakura-random "python3 $tmp/raise.py"
msg="crash: the bot closed its output before replying: it exited with status 1; its last stderr line: 'ValueError: no move for this position'"
[ $rc = 0 ] && [ "$(cat "$tmp/err")" = "sakura-judge: player 2 (python3 $tmp/raise.py): turn 0: $msg" ] &&
  python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["failures"]; assert f[0]["message"]==sys.argv[2], f' "$tmp/r.json" "${msg#crash: }" &&
  ok "sakura: $(cat "$tmp/err")" || bad "sakura: an exception's crash: rc $rc, $(cat "$tmp/err")"
run_judge bin/sakura-judge --seed 5 bin/sakura-random "sh -c 'read a; read b; kill -SEGV \$\$'"
[ $rc = 0 ] && grep -q "turn 0: crash: the bot closed its output before replying: it was killed by signal 11 (SIGSEGV)$" "$tmp/err" &&
  ok "sakura: $(cat "$tmp/err")" || bad "sakura: a SIGSEGV's crash: rc $rc, $(cat "$tmp/err")"
printf 'import sys\nfor t in range(3):\n    sys.stdin.readline()\nraise SystemExit("out of ideas on turn 1")\n' > "$tmp/quit.py"
run_judge bin/candy-judge --seed 5 --n 13 --replay "$tmp/q.json" "python3 $tmp/quit.py"
msg="crash: the program closed its output before replying: it exited with status 1; its last stderr line: 'out of ideas on turn 1'"
[ $rc = 0 ] && [ "$(cat "$tmp/err")" = "candy-judge: python3 $tmp/quit.py: turn 1: $msg" ] &&
  python3 -c 'import json,sys; f=json.load(open(sys.argv[1]))["failures"]; assert f[0]["message"]==sys.argv[2], f' "$tmp/q.json" "${msg#crash: }" &&
  ok "candy: $(cat "$tmp/err")" || bad "candy: a SystemExit's crash: rc $rc, $(cat "$tmp/err")"
# ... and a timeout says what the bot was doing when time ran out: a reply
# with no newline, or blocked reading its input (a reply it never flushed)
printf 'import sys\nsys.stdin.readline(); sys.stdin.readline()\nprint("OK", flush=True)\nwhile sys.stdin.readline():\n    print("0 0", end="", flush=True)\n' > "$tmp/nonl.py"
printf 'import sys\nfor l in sys.stdin:\n    if l[0] in "RT": print("OK" if l[0] == "R" else "0 0")\n' > "$tmp/noflush.py"
waiting="it was waiting to read its input (a reply not flushed?  a wait for a line the judge does not send?)"
run_judge bin/sakura-judge --seed 5 --time-ms 300 bin/sakura-random "python3 $tmp/nonl.py"
[ $rc = 0 ] && grep -q "turn 1: timeout: no reply within the time budget ([0-9.]* ms left, waited [0-9.]* ms): it had written '0 0' with no newline after it$" "$tmp/err" &&
  ok "sakura: $(cat "$tmp/err")" || bad "sakura: a reply with no newline: rc $rc, $(cat "$tmp/err")"
# (the judge's own PYTHONUNBUFFERED=1, common in containers, is not the
# bot's: a contest judge sets none; the command may set it itself)
run_judge env PYTHONUNBUFFERED=1 bin/sakura-judge --seed 5 --time-ms 300 bin/sakura-random "python3 $tmp/noflush.py"
[ $rc = 0 ] && grep -qF "turn 0: timeout: no reply within the time budget (" "$tmp/err" && grep -qF "ms): $waiting" "$tmp/err" &&
  ok "sakura: $(cat "$tmp/err")" || bad "sakura: a reply never flushed: rc $rc, $(cat "$tmp/err")"
printf 'import sys\nfor l in sys.stdin:\n    print("S")\n' > "$tmp/cnoflush.py"
run_judge env PYTHONUNBUFFERED=1 bin/candy-judge --seed 5 --n 13 --time-ms 300 "python3 $tmp/cnoflush.py"
[ $rc = 0 ] && grep -qF "turn 1: timeout: no reply within the 300 ms left (waited " "$tmp/err" && grep -qF "ms): $waiting" "$tmp/err" &&
  ok "candy: $(cat "$tmp/err")" || bad "candy: a reply never flushed: rc $rc, $(cat "$tmp/err")"
# a bot still starting up when its first reply is due is told that its
# start-up counts (READY in Sakura, turn 1 in Candy); a slow later turn is not
startup="it was still running before its first reply (its start-up time counts against the budget)"
run_judge bin/sakura-judge --seed 5 --time-ms 300 bin/sakura-random "sleep 2; exec bin/sakura-random"
[ $rc = 0 ] && grep -q "player 2 .*turn 0: timeout: no reply within the time budget ([0-9.]* ms left, waited [0-9.]* ms): $startup$" "$tmp/err" &&
  ok "sakura: $(cat "$tmp/err")" || bad "sakura: a slow start-up: rc $rc, $(cat "$tmp/err")"
run_judge bin/candy-judge --seed 5 --n 13 --time-ms 300 "sleep 2; exec bin/candy-naive"
[ $rc = 0 ] && grep -q "turn 1: timeout: no reply within the 300 ms left (waited [0-9.]* ms): $startup$" "$tmp/err" &&
  ok "candy: $(cat "$tmp/err")" || bad "candy: a slow start-up: rc $rc, $(cat "$tmp/err")"
# a bot whose own thread reads its input while the main thread sleeps is
# not "waiting to read its input": no flushing hint
cat > "$tmp/thr.py" <<'PY'
import sys, threading, queue, time
q = queue.Queue()
threading.Thread(target=lambda: [q.put(l) for l in sys.stdin], daemon=True).start()
while True:
    w = q.get().split()[0]
    if w == "READY": print("OK", flush=True)
    elif w == "TURN": time.sleep(5)
PY
run_judge bin/sakura-judge --seed 5 --time-ms 300 bin/sakura-random "python3 $tmp/thr.py"
[ $rc = 0 ] && grep -q "turn 1: timeout: no reply within the time budget ([0-9.]* ms left, waited [0-9.]* ms)$" "$tmp/err" &&
  ok "sakura: a reader thread, the main thread asleep: $(cat "$tmp/err")" || bad "sakura: a reader thread: rc $rc, $(cat "$tmp/err")"
# a reply over 128 bytes shows how it begins (a debug line, seen at once)
printf 'import sys\nsys.stdin.readline(); sys.stdin.readline()\nprint("OK", flush=True)\nsys.stdin.readline()\nprint("eval " + "%%d " %% 7 * 70, flush=True)\nsys.stdin.readline()\n' > "$tmp/long.py"
run_judge bin/sakura-judge --seed 5 bin/sakura-random "python3 $tmp/long.py"
[ $rc = 0 ] && grep -q "turn 1: illegal: reply line longer than 128 bytes including the newline; it begins 'eval 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7\.\.\.'$" "$tmp/err" &&
  ok "sakura: $(cat "$tmp/err")" || bad "sakura: a long reply's start: rc $rc, $(cat "$tmp/err")"
# a program out of time is killed at once, never given the end's grace:
# a thread waiting on its input would see it closed (and leave a mark)
cat > "$tmp/eofmark.py" <<'PY'
import sys, threading
for i in range(int(sys.argv[2])): sys.stdin.readline()
def reader():
    while sys.stdin.readline():
        pass
    open(sys.argv[1], "w").write("saw the end of its input\n")
threading.Thread(target=reader, daemon=True).start()
while True:
    pass
PY
run_judge bin/sakura-judge --seed 5 --time-ms 300 bin/sakura-random "python3 $tmp/eofmark.py $tmp/mark1 2"
[ "$(field reason "$out")" = timeout ] && [ ! -e "$tmp/mark1" ] && ok "sakura: a bot out of time is killed at once" ||
  bad "sakura: a bot out of time: $out, $(cat "$tmp/mark1" 2>&1)"
run_judge bin/candy-judge --seed 5 --n 13 --time-ms 300 "python3 $tmp/eofmark.py $tmp/mark2 3"
[ "$(field reason "$out")" = timeout ] && [ ! -e "$tmp/mark2" ] && ok "candy: Maki out of time is killed at once" ||
  bad "candy: Maki out of time: $out, $(cat "$tmp/mark2" 2>&1)"
run_judge env -u PYTHONUNBUFFERED bin/sakura-judge --seed 5 --time-ms 300 bin/sakura-random "env PYTHONUNBUFFERED=1 python3 $tmp/noflush.py"
[ $rc = 0 ] && [ ! -s "$tmp/err" ] && [ "$(field turns "$out")" -gt 1 ] &&
  ok "sakura: PYTHONUNBUFFERED=1 set by the command itself is kept: $out" || bad "sakura: the command's own PYTHONUNBUFFERED: rc $rc, $out $(cat "$tmp/err")"
exit $fail
