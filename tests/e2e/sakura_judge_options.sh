#!/usr/bin/env bash
# sakura-judge option handling: every bad option or bot command that cannot
# run gives exit status 2, exactly one line on stderr, nothing on stdout and
# starts no game; good options are honoured.
source "$(dirname "$0")/sakura_lib.sh"
R=bin/sakura-random

# bad DESC ARGS...: exit 2, one stderr line, empty stdout
bad() {
  local desc=$1; shift
  "$JUDGE" "$@" >"$sk_tmp/out" 2>"$sk_tmp/err"
  local rc=$? lines
  lines=$(wc -l < "$sk_tmp/err")
  if [ $rc = 2 ] && [ "$lines" = 1 ] && [ ! -s "$sk_tmp/out" ] && grep -q '^sakura-judge: ' "$sk_tmp/err"; then
    sk_ok "$desc: $(cat "$sk_tmp/err")"
  else
    sk_bad "$desc: exit $rc, $lines stderr lines: $(head -3 "$sk_tmp/err" | tr '\n' '|') stdout: $(head -c 200 "$sk_tmp/out")"
  fi
}

bad "no arguments"
bad "one command"              $R
bad "three commands"           $R $R $R
bad "empty command"            "" $R
bad "unknown option"           --frobnicate $R $R
bad "negative seed"            --seed -1 $R $R
bad "seed with sign"           --seed +5 $R $R
bad "seed not a number"        --seed 12abc $R $R
bad "seed of 2^64"             --seed 18446744073709551616 $R $R
bad "zero-padded seed of 2^64"  --seed 0018446744073709551616 $R $R
bad "seed without value"       $R $R --seed
bad "empty seed"               --seed= $R $R
bad "time 0"                   --time-ms 0 $R $R
bad "time too large"           --time-ms 600001 $R $R
bad "time not an integer"      --time-ms 2.5 $R $R
bad "init with five numbers"   --init "2 4 4 3 4" $R $R
bad "init with seven numbers"  --init "2 4 4 3 4 5 1" $R $R
bad "init off the board"       --init "2 4 4 3 4 8" $R $R
bad "init with zero"           --init "0 4 4 3 4 5" $R $R
bad "init not numbers"         --init "a b c d e f" $R $R
bad "init players on one cell" --init "2 4 4 3 4 3" $R $R
bad "init vein under a player" --init "4 5 4 3 4 5" $R $R
bad "stderr dir missing"       --stderr-dir "$sk_tmp/nope" $R $R
bad "replay unwritable"        --replay "$sk_tmp/nope/r.json" $R $R
bad "html unwritable"          --html "$sk_tmp/nope/r.html" $R $R
bad "command not found"        "$sk_tmp/no-such-bot" $R
# refused before any bot starts: a blank command 2, a log under --stderr-dir
# that cannot be written (player 1 would have touched its marker)
printf '#!/bin/sh\ntouch "%s/started"\nexec %s\n' "$sk_tmp" "$PWD/$R" > "$sk_tmp/mark.sh"; chmod +x "$sk_tmp/mark.sh"
mkdir -p "$sk_tmp/sd/p2.stderr"
bad "blank command 2"          "$sk_tmp/mark.sh" "   "
bad "a log that is a directory" --stderr-dir "$sk_tmp/sd" "$sk_tmp/mark.sh" $R
[ ! -e "$sk_tmp/started" ] && [ ! -e "$sk_tmp/sd/p1.stderr" ] && sk_ok "neither started player 1 nor left its log" \
  || sk_bad "player 1 started ($(ls "$sk_tmp/started" 2>&1)) or its log left ($(ls "$sk_tmp/sd"))"
touch "$sk_tmp/not-executable"
bad "command not executable"   $R "$sk_tmp/not-executable"

# --help: usage on stdout, exit 0
$JUDGE --help > "$sk_tmp/out" && grep -q '^usage: sakura-judge' "$sk_tmp/out" && sk_ok "--help" || sk_bad "--help"

# good options: --seed=, --init, --name1/--name2, --time-ms, --
line=$($JUDGE --seed=18446744073709551615 --time-ms 600000 --init "1 1 7 7 4 4" --name1 alpha --name2=beta \
       --replay "$sk_tmp/r.json" -- $R "$R 5")
[ "$(sk_field seed "$line")" = 18446744073709551615 ] && sk_ok "largest seed echoed" || sk_bad "seed not echoed: $line"
grep -q '"players":\["alpha","beta"\],"time_budget_ms":600000,"ready_ms":\[[0-9.]*,[0-9.]*\],"init":{"vein":\[1,1\],"p1":\[7,7\],"p2":\[4,4\],"given":true}' "$sk_tmp/r.json" \
  && sk_ok "names, budget and --init in the replay" || sk_bad "replay header: $(head -c 300 "$sk_tmp/r.json")"
for f in game seed winner reason turns hp blessings time_ms mean_reply_ms max_reply_ms; do
  printf '%s' "$line" | grep -q "\"$f\":" || sk_bad "result line lacks $f: $line"
done
printf '%s' "$line" | grep -qE '"mean_reply_ms":\[[0-9]+\.[0-9],[0-9]+\.[0-9]\],"max_reply_ms":\[[0-9]+\.[0-9],[0-9]+\.[0-9]\]\}$' \
  && sk_ok "reply-time fields with one decimal" || sk_bad "reply-time fields: $line"
# same seed, same set-up; the default seed is 1
a=$($JUDGE --replay "$sk_tmp/d1.json" $R $R); b=$($JUDGE --seed 1 --replay "$sk_tmp/d2.json" $R $R)
[ "$(grep -o '"init":{[^}]*}' "$sk_tmp/d1.json")" = "$(grep -o '"init":{[^}]*}' "$sk_tmp/d2.json")" ] \
  && [ "$(sk_field seed "$a")" = 1 ] && sk_ok "default seed is 1" || sk_bad "default seed: $a / $b"
# leading zeros carry nothing, also past 20 digits: the same game as seed 1
c=$($JUDGE --seed 0000000000000000000000001 --replay "$sk_tmp/d3.json" $R $R)
[ "$(grep -o '"init":{[^}]*}' "$sk_tmp/d1.json")" = "$(grep -o '"init":{[^}]*}' "$sk_tmp/d3.json")" ] \
  && [ "$(sk_field seed "$c")" = 1 ] && sk_ok "zero-padded seed is its value" || sk_bad "zero-padded seed: $c"
sk_done
