#!/usr/bin/env bash
# Mazes from files (docs/candy-judge.md "Mazes from files"): candy-judge
# --maze FILE plays that maze (the replay holds it, says gen "file" and
# verifies), --maze DIR plays the file at seed mod count in name order (the
# same seed the same file, whatever Maki), and every bad maze or option
# combination is one line and exit 2 before any program starts; candy-ai-sim
# --maze plays the same games in-process; the arena's
# --maze NAME=PATH plays such cells, and its records report.
set -u
cd "$(dirname "$0")/../.."
J=bin/candy-judge N=bin/candy-naive A=bin/arena
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# two mazes the judge's generators make, as files (rows of the replays)
maze_of() { jq -r '.maze[]' "$1"; }
$J --seed 3 --gen rooms --replay "$tmp/g3.json" $N > /dev/null || bad "rooms game: exit $?"
$J --seed 8 --n 13 --gen caves --replay "$tmp/g8.json" $N > /dev/null || bad "caves game: exit $?"
mkdir "$tmp/dir" "$tmp/empty"
maze_of "$tmp/g3.json" > "$tmp/dir/a.txt"
maze_of "$tmp/g8.json" > "$tmp/dir/b.txt"
printf 'not a maze\n' > "$tmp/dir/.hidden"
# a hand-made 11 x 11 maze with CRLF line ends and no final line end
{ printf '...........\r\n'; for i in 1 2 3 4 5 6 7 8 9; do printf '.#.#...#.#.\r\n'; done; printf '...........'; } > "$tmp/crlf.txt"

# one file: that maze, gen "file", the replay verifies
out=$($J --seed 5 --maze "$tmp/dir/a.txt" --replay "$tmp/f.json" $N) || bad "--maze FILE: exit $?"
echo "$out" | grep -q '"gen":"file"' || bad "result does not say gen file: $out"
[ "$(jq -r '.gen, .result.gen' "$tmp/f.json" | tr '\n' ' ')" = "file file " ] || bad "replay gen is not file"
[ "$(maze_of "$tmp/f.json")" = "$(cat "$tmp/dir/a.txt")" ] || bad "the replay's maze is not the file's"
[ "$(jq -r .maze_file "$tmp/f.json")" = "$tmp/dir/a.txt" ] || bad "maze_file: $(jq -r .maze_file "$tmp/f.json")"
bin/candy-replay-check "$tmp/f.json" > /dev/null || bad "a --maze replay does not verify"
# the start is the seed's on that maze: the same seed twice gives the same game
$J --seed 5 --maze "$tmp/dir/a.txt" --replay "$tmp/f2.json" $N > /dev/null
[ "$(jq -c .init "$tmp/f.json")" = "$(jq -c .init "$tmp/f2.json")" ] || bad "same seed, same file, another start"
# a maze file's replay is still held to its maze: a wall moved is refused
jq -c '.maze[0] = ("#" + .maze[0][1:])' "$tmp/f.json" > "$tmp/t.json"
bin/candy-replay-check "$tmp/t.json" > /dev/null 2> "$tmp/err" && bad "a replay with a wall on the ring verified"
grep -q 'ring' "$tmp/err" || bad "tampered maze: $(cat "$tmp/err")"
# CRLF and a missing last line end are read
$J --seed 2 --maze "$tmp/crlf.txt" --replay "$tmp/c.json" $N > /dev/null || bad "CRLF maze: exit $?"
[ "$(jq -r '.n' "$tmp/c.json")" = 11 ] && [ "$(maze_of "$tmp/c.json" | sed -n 2p)" = ".#.#...#.#." ] || bad "CRLF maze read wrong"

# a directory: seed mod 2 in name order (a.txt, b.txt; dot files skipped)
for s in 4 7 10 13; do
  $J --seed $s --maze "$tmp/dir" --replay "$tmp/d$s.json" $N > /dev/null || bad "--maze DIR seed $s: exit $?"
  want=$([ $((s % 2)) = 0 ] && echo a.txt || echo b.txt)
  [ "$(jq -r .maze_file "$tmp/d$s.json")" = "$tmp/dir/$want" ] || bad "seed $s played $(jq -r .maze_file "$tmp/d$s.json"), not $want"
  [ "$(maze_of "$tmp/d$s.json")" = "$(cat "$tmp/dir/$want")" ] || bad "seed $s: the maze is not $want's"
done
# another Maki, the same seed: the same maze and start
$J --seed 7 --maze "$tmp/dir" --replay "$tmp/o7.json" bin/candy-bot > /dev/null || bad "candy-bot on --maze DIR: exit $?"
[ "$(jq -c '.maze, .init' "$tmp/o7.json")" = "$(jq -c '.maze, .init' "$tmp/d7.json")" ] || bad "two Makis met other games on seed 7"

# candy-ai-sim --maze plays the judge's games: the same score per seed as
# the bot at the fixed rung 0 under the judge; a bad path is one line, exit 2
for s in 4 5 6; do
  want=$($J --seed $s --maze "$tmp/dir" --tagger sweep "bin/candy-bot --level 0" | jq -r .score)
  got=$(bin/candy-ai-sim --seeds $s-$s --maze "$tmp/dir" --tagger sweep --rung 0 --verbose | sed -n 's/^seed .* score \([0-9]*\) .*/\1/p')
  [ -n "$want" ] && [ "$got" = "$want" ] || bad "candy-ai-sim --maze seed $s: score '$got', the judge's '$want'"
done
# one file serves every seed, even from a FIFO (read once): the games of a.txt itself
want=$(bin/candy-ai-sim --seeds 1-3 --maze "$tmp/dir/a.txt" --tagger sweep --rung 0 | tail -1)
mkfifo "$tmp/fifo.txt"; (cat "$tmp/dir/a.txt" > "$tmp/fifo.txt" &)
got=$(timeout 60 bin/candy-ai-sim --seeds 1-3 --maze "$tmp/fifo.txt" --tagger sweep --rung 0 | tail -1)
[ -n "$want" ] && [ "${got%% max_game_ms*}" = "${want%% max_game_ms*}" ] \
  || bad "candy-ai-sim --maze FIFO: '$got', the file's '$want'"
out=$(bin/candy-ai-sim --seeds 1-1 --gen braid --maze "$tmp/dir/a.txt" 2>&1); rc=$?
[ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && case $out in *"exclude each other"*) true ;; *) false ;; esac \
  || bad "candy-ai-sim --gen with --maze: rc $rc $out"
out=$(bin/candy-ai-sim --seeds 1-1 --maze "$tmp/empty" 2>&1); rc=$?
[ $rc = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && printf '%s\n' "$out" | grep -q "no maze file" || bad "candy-ai-sim --maze empty: rc $rc $out"

# bad mazes and option mixes: exit 2, one line naming the problem, no game, no replay
printf '...........\n' > "$tmp/short.txt"
sed '2s/.$//' "$tmp/dir/a.txt" > "$tmp/ragged.txt"
sed '3s/#/x/' "$tmp/dir/a.txt" > "$tmp/char.txt"
sed '1s/^./#/' "$tmp/dir/a.txt" > "$tmp/ring.txt"
{ printf '...........\n'; for i in 1 2 3 4 5 6 7 8 9; do printf '.#########.\n'; done; printf '...........\n'; } > "$tmp/noinner.txt"
{ printf '...........\n'; printf '.#########.\n'; printf '.#.......#.\n'; for i in 1 2 3 4 5; do printf '.#.......#.\n'; done; printf '.#########.\n'; printf '.#########.\n'; printf '...........\n'; } > "$tmp/island.txt"
head -c 5000 /dev/zero | tr '\0' '.' > "$tmp/big.txt"
for c in "short.txt:11 to 23" "ragged.txt:line 2: " "char.txt:line 3, column" "ring.txt:row 1, column 1 is a wall on the outer ring" \
         "noinner.txt:valid maze" "island.txt:valid maze: passages are not all connected: row 3, column 3 cannot be reached" "big.txt:larger than" "nosuch.txt:No such file" \
         "empty:no maze file"; do
  f=${c%%:*} want=${c#*:}
  $J --seed 1 --maze "$tmp/$f" --replay "$tmp/no.json" $N > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q -- "--maze .*$want" "$tmp/err" && [ ! -s "$tmp/out" ] \
    && [ ! -e "$tmp/no.json" ] || bad "--maze $f: rc $rc, want '$want', got $(cat "$tmp/err")"
done
# an output naming the maze read (directly, through another spelling, or the
# file a directory's seed picks) is refused before it could overwrite it
cp "$tmp/dir/a.txt" "$tmp/keep.txt"
for c in "--maze $tmp/keep.txt --replay $tmp/keep.txt:--replay" "--maze $tmp/keep.txt --stderr $tmp/./keep.txt:--stderr" \
         "--maze $tmp/keep.txt --html $tmp/keep.txt:--html" "--maze $tmp/dir --seed 2 --replay $tmp/dir/a.txt:--replay"; do
  o=${c%:*} want=${c##*:}
  cp "$tmp/keep.txt" "$tmp/keep0.txt"
  $J $o $N > "$tmp/out" 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q -- "$want names the maze file" "$tmp/err" && [ ! -s "$tmp/out" ] &&
    cmp -s "$tmp/keep.txt" "$tmp/keep0.txt" && cmp -s "$tmp/dir/a.txt" "$tmp/keep0.txt" ||
    bad "$o: rc $rc, $(cat "$tmp/err")"
done
for opts in "--gen braid --maze $tmp/dir/a.txt" "--maze $tmp/dir/a.txt --n 13"; do
  $J $opts $N > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q 'exclude each other' "$tmp/err" || bad "$opts: rc $rc $(cat "$tmp/err")"
done

# the arena: --maze NAME=PATH cells beside a generator; records, replays and report
$A candy --bot naive=$N --taggers hunter --gens braid,mine,one --maze "mine=$tmp/dir" --maze "one=$tmp/crlf.txt" \
   --games 4 --concurrency 2 --progress plain --out "$tmp/ar.jsonl" --replays "$tmp/rp" > "$tmp/aout" 2> "$tmp/aerr" ||
  bad "arena --maze: exit $?, $(tail -2 "$tmp/aerr")"
[ "$(wc -l < "$tmp/ar.jsonl")" = 12 ] || bad "arena --maze: $(wc -l < "$tmp/ar.jsonl") records, want 12"
[ "$(jq -r '.gen' "$tmp/ar.jsonl" | sort | uniq -c | awk '{printf "%s%s ", $1, $2}')" = "4braid 4mine 4one " ] ||
  bad "arena cells: $(jq -r .gen "$tmp/ar.jsonl" | sort | uniq -c | tr '\n' ' ')"
[ "$(jq -r 'select(.gen == "mine") | .result.gen' "$tmp/ar.jsonl" | sort -u)" = file ] || bad "a maze cell's result gen is not file"
for f in "$tmp"/rp/*mine*.json "$tmp"/rp/*one*.json; do
  bin/candy-replay-check "$f" > /dev/null || bad "arena replay $f does not verify"
done
[ "$(jq -r .maze_file "$tmp"/rp/*_mine_2.json)" = "$tmp/dir/a.txt" ] || bad "arena seed 2 did not play a.txt"
$A report "$tmp/ar.jsonl" > "$tmp/rep" 2> "$tmp/rerr" && grep -Eq '^naive +hunter +mine +4 ' "$tmp/rep" || bad "report: $(cat "$tmp/rerr")"
for c in "--maze braid=$tmp/dir:built-in generator" "--maze x=$tmp/dir --gens braid:not in --gens" \
         "--maze x=$tmp/dir --n 13:exclude each other" "--maze x=$tmp/nosuch:No such file" "--maze x=:NAME=PATH"; do
  o=${c%%:*} want=${c#*:}
  $A candy --bot naive=$N $o --games 1 --out "$tmp/no.jsonl" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q -- "$want" "$tmp/err" && [ ! -e "$tmp/no.jsonl" ] ||
    bad "arena $o: rc $rc, want '$want', got $(cat "$tmp/err")"
done
exit $fail
