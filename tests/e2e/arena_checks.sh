#!/usr/bin/env bash
# bin/arena's checks and messages (issue 22, items 5-11), one case an item:
#   5  judge options (--taggers, --gens, --footsteps, --n, --time-ms,
#      --judge-arg) are checked before the first game;
#   6  bot and outside-tagger commands are checked before the first game;
#   7  an unknown option or a bad value is one line "... (see --help)";
#   8  seeds 0..2^64-1 like the judges, and the last seed must fit;
#   9  a round robin prints a ranking (Elo +/- CI, "inf" with too few games);
#   10 a resumed run's progress counts the whole plan;
#   11 --help and --version;
#   12-14 tagger and maze names, a thousand bots, a sequential SPRT.
# Every refusal is checked for its exit status, its one line, its time
# (under 2 s), that no game was played (the judges are wrapped to log each
# call; the only calls allowed are the arena's checks, whose bots are
# `exit 0`), that --out and --replays were not touched, and that no process
# is left behind.  ARENA=path runs the cases against another arena binary
# (e.g. one built from an older commit: each case fails there).
set -u
cd "$(dirname "$0")/../.."
A=${ARENA:-bin/arena}
K=$PWD/bin
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
for b in arena sakura-judge candy-judge sakura-random sakura-greedy candy-naive candy-tagger; do
  [ -x "$K/$b" ] || { echo "FAIL: bin/$b not built"; exit 1; }
done

# the judges, wrapped: each call appended to judge.log; the bots and the
# tagger under $T, so that `pgrep -f $T/` finds every process of a case
for g in sakura candy; do
  printf '#!/bin/sh\necho "$*" >> "%s/judge.log"\nexec "%s/%s-judge" "$@"\n' "$T" "$K" "$g" > "$T/$g-judge"
done
# a stand-in Sakura judge with known results (the name later in the
# alphabet wins, seed % 4 == 0 is a draw), for exact ranking figures
cat > "$T/fake-judge" <<'EOF'
#!/usr/bin/env bash
seed=1 n1=A n2=B
while [ $# -gt 2 ]; do
  case $1 in --seed) seed=$2; shift 2;; --name1) n1=$2; shift 2;; --name2) n2=$2; shift 2;;
    *) shift;; esac
done
if [ $((seed % 4)) = 0 ]; then w=0 r=draw
elif [[ "$n1" > "$n2" ]]; then w=1 r=hp
else w=2 r=hp; fi
echo "{\"game\":\"sakura\",\"seed\":$seed,\"winner\":$w,\"reason\":\"$r\",\"turns\":12,\"hp\":[3,4],\"blessings\":[0,1],\"time_ms\":[7,9]}"
EOF
ln -s "$K/sakura-random" "$T/rnd"
ln -s "$K/sakura-greedy" "$T/greedy"
ln -s "$K/candy-naive" "$T/naive"
ln -s "$K/candy-tagger" "$T/tagger"
echo "not a program" > "$T/plain"
chmod +x "$T/sakura-judge" "$T/candy-judge" "$T/fake-judge"
SJ="--judge $T/sakura-judge --progress plain"
CJ="--judge $T/candy-judge --progress plain"
FJ="--judge $T/fake-judge --progress plain"

failed=0 case_ok=1
bad() { echo "  FAIL: $*"; case_ok=0; }

# run the arena: stdout in $T/out, stderr in $T/err, status in $rc, wall
# time in $ms
run() {
  local t0
  t0=$(date +%s%N)
  "$A" "$@" > "$T/out" 2> "$T/err"
  rc=$?
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
}

# the last run was refused: status $1, stderr exactly one line matching the
# extended regex $2 (anchored), nothing on stdout, within 2 s, no game
refused() {
  [ "$rc" = "$1" ] || bad "exit status $rc, want $1 (stderr: $(head -c 300 "$T/err"))"
  [ "$(wc -l < "$T/err")" = 1 ] || bad "want one line on stderr, got $(wc -l < "$T/err"): $(head -3 "$T/err")"
  grep -Eqx -- "$2" "$T/err" || bad "message: '$(head -1 "$T/err")', want /$2/"
  [ ! -s "$T/out" ] || bad "stdout not empty: $(head -2 "$T/out")"
  [ "$ms" -lt 2000 ] || bad "took $ms ms"
  no_game
}

# no game was played: the judges ran only with `exit 0` bots, no --out, no
# replay; then no process is left
no_game() {
  if [ -f "$T/judge.log" ] && grep -v 'exit 0$' "$T/judge.log" > /dev/null; then
    bad "a game was played: $(grep -v 'exit 0$' "$T/judge.log" | head -1)"
  fi
  [ ! -e "$T/new.jsonl" ] || bad "--out was written"
  [ ! -e "$T/rp" ] || [ -z "$(ls "$T/rp")" ] || bad "replays were written"
  rm -rf "$T/judge.log" "$T/new.jsonl" "$T/rp"
  no_processes
}

no_processes() {
  local left
  sleep 0.1
  left=$(pgrep -f "$T/")
  if [ -n "$left" ]; then
    bad "processes left behind: $(ps -o pid=,args= -p $(echo $left | tr ' ' ,))"
    kill $left 2>/dev/null
  fi
}

start() { echo "case $1"; case_ok=1; rm -rf "$T/new.jsonl" "$T/rp" "$T/judge.log"; }
finish() { [ $case_ok = 1 ] || failed=$((failed + 1)); }

# ---- 5: the judge's options, before the first game ----
start "5: judge options checked before the first game"
OUT="--games 4 --out $T/new.jsonl --replays $T/rp" # later options override its --games
run candy $CJ --bot m=$T/naive --taggers hunter,ninja $OUT
refused 2 "arena: the judge refuses these options: candy-judge: --tagger: expected hunter, wander, oracle, sweep, sonar or cutoff, got 'ninja'"
run candy $CJ --bot m=$T/naive --gens braid,rooms,mazes $OUT
refused 2 "arena: the judge refuses these options: candy-judge: --gen: expected braid, rooms, caves, corridors or halls, got 'mazes'"
run candy $CJ --bot m=$T/naive --gens braid, $OUT
refused 2 "arena: --gens: empty name in 'braid,' \\(see --help\\)"
run candy $CJ --bot m=$T/naive --taggers hunter,,wander $OUT
refused 2 "arena: --taggers: empty name in 'hunter,,wander' \\(see --help\\)"
run candy $CJ --bot m=$T/naive --taggers "" $OUT
refused 2 "arena: --taggers: empty list '' \\(see --help\\)"
run candy $CJ --bot m=$T/naive --gens braid,braid $OUT
refused 2 "arena: --gens: 'braid' listed twice in 'braid,braid' \\(see --help\\)"
run candy $CJ --bot m=$T/naive --footsteps 1,2 $OUT
refused 2 "arena: the judge refuses these options: candy-judge: --footsteps: expected three integers .*, got '1,2'"
run candy $CJ --bot m=$T/naive --n 5 $OUT
refused 2 "arena: the judge refuses these options: candy-judge: --n: expected an integer from 11 to 23, got '5'"
run candy $CJ --bot m=$T/naive --judge-arg --bogus $OUT
refused 2 "arena: the judge refuses these options: candy-judge: unknown option --bogus"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --time-ms 700000 $OUT
refused 2 "arena: the judge refuses these options: sakura-judge: --time-ms: expected an integer from 1 to 600000, got '700000'"
# an outside tagger's name is a valid tagger; a refused rerun appends nothing
run candy $CJ --bot m=$T/naive --taggers hunter,hB --tagger-cmd "hB=$T/tagger --decay 0.75" \
  --games 2 --out "$T/keep.jsonl"
[ "$rc" = 0 ] && [ "$(wc -l < "$T/keep.jsonl")" = 4 ] || bad "--tagger-cmd run: $rc, $(tail -2 "$T/err")"
cp "$T/keep.jsonl" "$T/before.jsonl"
rm -f "$T/judge.log"
run candy $CJ --bot m=$T/naive --taggers hunter,hB --tagger-cmd "hB=$T/tagger --decay 0.75" \
  --games 2 --n 5 --out "$T/keep.jsonl"
refused 2 "arena: the judge refuses these options: candy-judge: --n: expected an integer from 11 to 23, got '5'"
cmp -s "$T/keep.jsonl" "$T/before.jsonl" || bad "a refused run changed --out"
finish

# ---- 6: bot commands, before the first game ----
start "6: bot commands checked before the first game"
run sakura $SJ --bot a=no-such-bot --bot b=$T/rnd $OUT
refused 2 "arena: bot a: no-such-bot: not found"
run sakura $SJ --bot a=$T/rnd --bot b="$T/missing --fast" $OUT
refused 2 "arena: bot b: $T/missing: not found"
run sakura $SJ --bot a="$T" --bot b=$T/rnd $OUT
refused 2 "arena: bot a: $T: is a directory"
run sakura $SJ --bot a=$T/rnd --bot b="LEVEL=3 '$T/plain' --x" $OUT
refused 2 "arena: bot b: $T/plain: not executable"
run candy $CJ --bot m=$T/naive --taggers hunter,hB --tagger-cmd "hB=$T/nosuch --decay 1" $OUT
refused 2 "arena: tagger hB: $T/nosuch: not found"
# redirections standing apart belong to the simple command: its program is still checked
run sakura $SJ --bot a=$T/rnd --bot b="2>/dev/null $T/missing >&2" $OUT
refused 2 "arena: bot b: $T/missing: not found"
# a command that runs nothing: only assignments, blanks, a comment
run sakura $SJ --bot a=$T/rnd --bot b="FOO=1" $OUT
refused 2 "arena: bot b: 'FOO=1' names no program"
run sakura $SJ --bot a=$T/rnd --bot b=" " $OUT
refused 2 "arena: bot b: ' ' names no program"
run sakura $SJ --bot a=$T/rnd --bot b="# $T/rnd" $OUT
refused 2 "arena: bot b: '# $T/rnd' names no program"
# a command the shell cannot read is refused, not charged to the bot as crashes
run sakura $SJ --bot a=$T/rnd --bot "b='$T/rnd" $OUT
refused 2 "arena: bot b: the shell cannot read the command: sh: 1: Syntax error: Unterminated quoted string"
run sakura $SJ --bot a=$T/rnd --bot "b=$T/rnd --x 'y" $OUT
refused 2 "arena: bot b: the shell cannot read the command: .*Unterminated quoted string"
# a backslash ending the line is a literal one, as the shell reads it
run sakura $SJ --bot a=$T/rnd --bot "b=$T/rnd\\" $OUT
refused 2 "arena: bot b: $T/rnd\\\\: not found"
# a byte that is not UTF-8: the records could not keep the command as it is (a rerun would not resume)
run sakura $SJ --bot a=$T/rnd --bot b="$T/rnd --x"$'\xff' $OUT
refused 2 "arena: --bot: not valid UTF-8, which the records cannot keep as it is: 'b=$T/rnd --x\\\\xFF' \(see --help\)"
# assignments, quotes, builtins and compound commands are read as the shell does
run sakura $SJ --bot a="SEED=1 '$T/rnd' 2>/dev/null" --bot b="exec $T/greedy" --bot c="cd / && $T/rnd # it's ours" --games 2
[ "$rc" = 0 ] || bad "valid commands refused: $(cat "$T/err")"
rm -f "$T/judge.log"
no_processes
finish

# ---- 7: usage errors are one line ----
start "7: unknown options and bad values, one line each"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --roundrobin $OUT
refused 2 "arena: unknown option --roundrobin \(see --help\)"
run sakura $SJ --bot a=$T/rnd --roundrobin --bot b=$T/greedy $OUT
refused 2 "arena: unknown option --roundrobin \(see --help\)"
echo '{}' > "$T/some.jsonl"
run report --bogus "$T/some.jsonl"
refused 2 "arena: unknown option --bogus \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --games 0 $OUT
refused 2 "arena: --games: expected an integer from 1 to 2000000, got '0' \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --concurrency 99999 $OUT
refused 2 "arena: --concurrency: expected an integer from 1 to 4096, got '99999' \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --game-timeout inf $OUT
refused 2 "arena: --game-timeout: expected seconds, more than 0 and at most 86400, got 'inf' \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --game-timeout 1e30 $OUT
refused 2 "arena: --game-timeout: expected seconds, more than 0 and at most 86400, got '1e30' \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --progress fancy $OUT
refused 2 "arena: --progress: expected bar or plain, got 'fancy' \(see --help\)"
run candy $CJ --bot m=$T/naive --round-robin $OUT
refused 2 "arena: --round-robin does not apply to 'candy' \(see --help\)"
run sakura $SJ --bot a=$T/rnd $OUT
refused 2 "arena: sakura needs at least two --bot NAME=CMD \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --sprt 0,inf $OUT
refused 2 "arena: bad --sprt '0,inf' \(want ELO0,ELO1\[,ALPHA,BETA\], -1000 <= ELO0 < ELO1 <= 1000, 0 < ALPHA,BETA < 0.5\) \(see --help\)"
printf '%s\n' '{"arena":1,"key":"candy m hunter braid 1","game":"candy","bot":"m","index":0,"tagger":"hunter","gen":"braid","seed":1,"cmd":"x","result":{"game":"candy","seed":1,"n":11,"score":2,"caught":true,"turn":9,"reason":"caught","time_ms":1}}' > "$T/candy.jsonl"
for v in ",0,10" "0,,10" "0,10," " 0,10" "0,10 " "0, 10" "0x10,20"; do
  run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --sprt "$v" $OUT
  refused 2 "arena: bad --sprt '$v' .*"
done
n33=abcdefghijklmnopqrstuvwxyzabcdefg   # one byte over the name limit: the name rule says so
run sakura $SJ --bot a=$T/rnd --bot $n33=$T/greedy $OUT
refused 2 "arena: bad --bot name '$n33' \(letters, digits, _ . \+ - only, < 32 bytes\) \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --judge-arg= $OUT
refused 2 "arena: --judge-arg: empty value \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --judge-arg --seed --judge-arg 5 $OUT
refused 2 "arena: --judge-arg --seed: the arena sets this judge option itself; use the arena's own option \(see --help\)"
# a --judge that cannot be run (a folder, a name not found): one line before any game, exit 2
run sakura --judge "$T" --progress plain --bot a=$T/rnd --bot b=$T/greedy $OUT
refused 2 "arena: judge $T is not an executable file \(build it, or give --judge\)"
run candy --judge no-such-judge-here --progress plain --bot m=$T/naive $OUT
refused 2 "arena: --judge: cannot run no-such-judge-here: No such file or directory"
# an executable file that is no program (no #!, not ELF) is not handed to the shell
printf 'not a program |\n' > "$T/junk-judge"; chmod +x "$T/junk-judge"
run sakura --judge "$T/junk-judge" --progress plain --bot a=$T/rnd --bot b=$T/greedy $OUT
refused 2 "arena: --judge: cannot run $T/junk-judge: Exec format error"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --sprt 0,10 --shard 1/2 $OUT
refused 2 "arena: --sprt with --shard: a shard cannot stop the whole run; play the shards without it, then \`arena report --sprt\` their files \(see --help\)"
for v in --help -h --version; do   # the judge would answer and play no game
  run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --judge-arg $v $OUT
  refused 2 "arena: --judge-arg $v: a judge given it answers and plays no game \(see --help\)"
done
# a records file that cannot be read is exit 1, also with --baseline or --print-commands
for extra in "" "--baseline $T/candy.jsonl" "--print-commands"; do
  run report $extra "$T/candy.jsonl" "$T/no-such.jsonl"
  [ "$rc" = 1 ] && grep -q "no-such.jsonl" "$T/err" || bad "report $extra with an unreadable file: rc $rc, $(head -2 "$T/err")"
done
run report --sprt 0,5 "$T/candy.jsonl"
refused 2 "arena: --sprt does not apply to Candy records \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --shard 1/4294967298 $OUT
refused 2 "arena: --shard: expected K/N with 1 <= K <= N, got '1/4294967298' \(see --help\)"
# --html must not overwrite the records: an input, a --baseline (also
# through another name) or --out; the file keeps its bytes
cp "$T/candy.jsonl" "$T/keep.jsonl"
run report --html "$T/keep.jsonl" "$T/keep.jsonl"
refused 2 "arena: --html '.*keep.jsonl' is a records file \('.*keep.jsonl'\): the page would overwrite the records \(see --help\)"
run report --html "$T/./keep.jsonl" --baseline "$T/keep.jsonl" "$T/candy.jsonl"
refused 2 "arena: --html '.*keep.jsonl' is --baseline \('.*keep.jsonl'\): the page would overwrite the records \(see --help\)"
cmp -s "$T/candy.jsonl" "$T/keep.jsonl" || bad "report --html over its input changed the file"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --out "$T/new.jsonl" --html "$T/new.jsonl"
refused 2 "arena: --html '.*new.jsonl' is --out \('.*new.jsonl'\): the page would overwrite the records \(see --help\)"
# nor the judge, a maze file, or a name the games write in --replays;
# another name there is fine
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy $OUT --html "$T/sakura-judge"
refused 2 "arena: --html '.*sakura-judge' is the judge the games run: it would be overwritten \(see --help\)"
# ... also the default judge, next to the arena (a copy of the three programs, so the real judge stays)
mkdir -p "$T/kit" && cp "$A" "$K/sakura-judge" "$K/sakura-random" "$T/kit/"
cp "$T/kit/sakura-judge" "$T/judge.keep"
"$T/kit/arena" sakura --bot a="$T/kit/sakura-random" --bot b="$T/kit/sakura-random" --games 2 --html "$T/kit/sakura-judge" \
  > /dev/null 2> "$T/err"; rc=$?
[ $rc = 2 ] && grep -q "is the judge the games run" "$T/err" && cmp -s "$T/kit/sakura-judge" "$T/judge.keep" ||
  bad "--html over the default judge: rc $rc, $(cat "$T/err")"
# nor a bot's program or a file its command names (a script), left as it was
printf 'print(1)\n' > "$T/mine.py" && cp "$T/mine.py" "$T/mine.keep"
run sakura $SJ --bot "a=python3 '$T/mine.py'" --bot b=$T/greedy --out "$T/mine.py"
refused 2 "arena: --out '.*mine.py' is a file the command of bot 'a' names: it would be overwritten \(see --help\)"
cmp -s "$T/mine.py" "$T/mine.keep" || bad "--out over a bot's script changed it"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy $OUT --html "$T/greedy"
refused 2 "arena: --html '.*greedy' is a file the command of bot 'b' names: it would be overwritten \(see --help\)"
printf '%s\n' ........... .#.#.#.#.#. ........... .#.#.#.#.#. ........... .#.#.#.#.#. ........... .#.#.#.#.#. ........... .#.#.#.#.#. ........... > "$T/m.txt"
cp "$T/m.txt" "$T/m.keep"
run candy $CJ --bot m=$T/naive --maze "mz=$T/m.txt" $OUT --html "$T/m.txt"
refused 2 "arena: --html '.*m.txt' is the --maze file of 'mz': it would be overwritten \(see --help\)"
cmp -s "$T/m.txt" "$T/m.keep" || bad "the maze file changed"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy $OUT --html "$T/rp/sakura_a_b_1_1.json"
refused 2 "arena: --html '.*rp/sakura_a_b_1_1.json' is a name the games write in the --replays folder '.*rp' \(KEY.json, KEY.js, viewer.html\): write it elsewhere \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --replays "$T/rp" --games 4 --out "$T/rp/x.json"
refused 2 "arena: --out '.*rp/x.json' is a name the games write in the --replays folder '.*rp' \(KEY.json, KEY.js, viewer.html\): write it elsewhere \(see --help\)"
# an empty page name, or a folder that is a file, before any game
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy $OUT --html ""
refused 2 "arena: --html: empty value \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy $OUT --html "$T/m.keep/page.html"
refused 1 "arena: cannot write --html .*m.keep/page.html: Not a directory"
run report --html "$T/m.keep/page.html" "$T/candy.jsonl"
refused 1 "arena: cannot write --html .*m.keep/page.html: Not a directory"
# report: the page must not replace a replay folder's viewer page or a replay
rm -rf "$T/rq"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --games 2 --replays "$T/rq" --out "$T/rq.jsonl" --html "$T/rq.html"
cp "$T/rq/viewer.html" "$T/viewer.keep" 2>/dev/null || bad "no viewer page in --replays"
for f in viewer.html sakura_a_b_1_1.json sakura_a_b_1_1.js; do
  run report --html "$T/rq/$f" "$T/rq.jsonl"
  [ "$rc" = 1 ] && grep -q "is a file of a replay folder the records link" "$T/err" || bad "report --html rq/$f: rc $rc, $(cat "$T/err")"
done
cmp -s "$T/rq/viewer.html" "$T/viewer.keep" || bad "report --html replaced the arena's viewer page"
"$K/sakura-resim" "$T/rq/sakura_a_b_1_1.json" > /dev/null || bad "report --html replaced a replay"
rm -f "$T/judge.log"
no_processes
finish

# ---- 8: seeds as the judges take them ----
start "8: seeds 0..2^64-1, the last seed must fit"
MAX=18446744073709551615
"$K/sakura-judge" --seed $MAX 'exit 0' 'exit 0' > /dev/null 2>&1 || bad "the judge refuses --seed 2^64-1"
"$K/sakura-judge" --seed 18446744073709551616 'exit 0' 'exit 0' > /dev/null 2>&1 && bad "the judge takes --seed 2^64"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --seed $MAX --games 2 --out "$T/max.jsonl"
[ "$rc" = 0 ] || bad "--seed 2^64-1 with one seed: $rc $(cat "$T/err")"
[ "$(grep -o "\"seed\":$MAX[,}]" "$T/max.jsonl" 2>/dev/null | wc -l)" = 4 ] \
  || bad "records do not hold the exact seed: $(head -c 300 "$T/max.jsonl" 2>/dev/null)"
"$A" report "$T/max.jsonl" 2>/dev/null | grep -q "^Games with a result: 2," || bad "report of seed 2^64-1 records"
rm -f "$T/judge.log"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy $OUT --seed $MAX --games 4
refused 2 "arena: --seed $MAX with 2 seeds: the last, --seed \+ 1, is past the judges' largest seed 2\^64-1 \(see --help\)"
run candy $CJ --bot m=$T/naive $OUT --seed 18446744073709551606 --games 11
refused 2 "arena: --seed 18446744073709551606 with 11 seeds: the last, --seed \+ 10, is past the judges' largest seed 2\^64-1 \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --seed 18446744073709551616 $OUT
refused 2 "arena: --seed: expected an integer from 0 to $MAX \(2\^64-1\), got '18446744073709551616' \(see --help\)"
run sakura $SJ --bot a=$T/rnd --bot b=$T/greedy --seed=-1 $OUT
refused 2 "arena: --seed: expected an integer from 0 to $MAX \(2\^64-1\), got '-1' \(see --help\)"
finish

# ---- 9: the round robin's ranking ----
start "9: round robin ranking, Elo +/- CI, inf with too few games"
BOTS="--bot zed=$T/rnd --bot amy=$T/rnd --bot bob=$T/rnd"
# seed 4 only: every game a draw, one pair a pairing: no spread, no bound
run sakura $FJ $BOTS --round-robin --games 2 --seed 4 --out "$T/dd.jsonl"
[ "$rc" = 0 ] || bad "round robin: $rc $(tail -2 "$T/err")"
grep -q "^Ranking " "$T/out" || bad "no ranking table: $(cat "$T/out")"
for b in zed amy bob; do
  grep -Eq "^ +[123] $b +4 +2\.0 +50\.00 +2 +0\.0 \+/- inf \(too few games\)$" "$T/out" || bad "ranking row of $b"
done
grep -q -- "-0\.00\|+/- 0\.00" "$T/out" && bad "a -0.00 or +/- 0.00 is printed: $(grep -- '-0\.00\|+/- 0\.00' "$T/out" | head -2)"
grep -q "^Elo: 0\.00 +/- inf," "$T/out" || bad "pairing Elo of one drawn pair: $(grep '^Elo' "$T/out" | head -1)"
"$A" report --json "$T/dd.jsonl" > "$T/dd.json" 2>/dev/null
jq -e '[.ranking[] | .elo == 0 and .elo_err == null and .pairs == 2] == [true,true,true]' "$T/dd.json" > /dev/null \
  || bad "report --json ranking: $(jq -c .ranking "$T/dd.json" 2>/dev/null)"
# seeds 1..4: zed beats both, bob beats amy, seed 4 drawn; bob's 8 pairs
# [3,0,2,0,3]: mu 0.5, var 0.1875, Elo 0 +/- (Elo(.5+.30006) - Elo(.5-.30006))/2 = 240.9
run sakura $FJ $BOTS --round-robin --games 8 --json
jq -e '[.ranking[].name] == ["zed","bob","amy"] and .ranking[1].elo == 0 and
       (.ranking[1].elo_err - 240.8859 | fabs) < 1e-3 and .ranking[1].ptnml == [3,0,2,0,3] and
       .ranking[0].elo_err == null and .ranking[0].wins == 12 and .ranking[0].draws == 4' "$T/out" > /dev/null \
  || bad "--json ranking: $(jq -c .ranking "$T/out" 2>/dev/null | head -c 600)"
run sakura $FJ $BOTS --round-robin --games 8
grep -Eq "^ +2 bob +16 +8\.0 +50\.00 +8 +0\.0 \+/- 240\.9$" "$T/out" || bad "bob's ranking row: $(grep bob "$T/out" | head -3)"
grep -Eq "^ +1 zed +16 +14\.0 +87\.50 +8 +338\.0 \+/- inf \(too few games\)$" "$T/out" || bad "zed's ranking row"
run sakura $FJ $BOTS --games 8
grep -q "^Ranking " "$T/out" && bad "a gauntlet printed a ranking table"
no_processes
finish

# ---- 10: progress of a resumed run ----
start "10: a resumed run's progress counts the whole plan"
run sakura $FJ --bot zed=$T/rnd --bot amy=$T/rnd --games 6 --out "$T/res.jsonl"
run sakura $FJ --bot zed=$T/rnd --bot amy=$T/rnd --games 20 --out "$T/res.jsonl"
grep "^arena: [0-9]*/" "$T/err" > "$T/progress"
[ -s "$T/progress" ] || bad "no progress lines: $(cat "$T/err")"
grep -qv "^arena: [0-9]*/20 games (6 from --out), " "$T/progress" && bad "a progress line not counting the plan"
tail -1 "$T/progress" | grep -q "^arena: 20/20 games (6 from --out), " || bad "last progress line: $(tail -1 "$T/progress")"
first=$(head -1 "$T/progress" | sed -E 's|^arena: ([0-9]+)/.*|\1|')
[ "${first:-0}" -gt 6 ] || bad "first progress line: $(head -1 "$T/progress")"
grep -q "^Games: 20," "$T/out" || bad "summary of the whole plan"
no_processes
finish

# ---- 11: --help and --version ----
start "11: --help and --version"
# wherever an option may stand: also after words that are a usage error
# (a bad value, a malformed --bot, an unknown option), which it answers first
for h in --help -h "sakura --help" "candy --bot m=x -h" "sakura --games x --help" "sakura --bot a --help" \
         "sakura --bogus -h" "report --bogus --help"; do
  run $h
  [ "$rc" = 0 ] && [ ! -s "$T/err" ] && head -1 "$T/out" | grep -q "^usage: arena " || bad "'arena $h': $rc $(head -2 "$T/err")"
  [ "$ms" -lt 2000 ] || bad "'arena $h' took $ms ms"
done
run --version
[ "$rc" = 0 ] && [ ! -s "$T/err" ] || bad "--version: status $rc, stderr $(head -2 "$T/err")"
[ "$(wc -l < "$T/out")" = 1 ] && grep -Eq "^arena [^ ]" "$T/out" || bad "--version prints '$(cat "$T/out")'"
run sakura --bot a=x --version
grep -Eq "^arena [^ ]" "$T/out" || bad "--version after other words"
run sakura --seed -1 --version
grep -Eq "^arena [^ ]" "$T/out" || bad "--version after a bad value: $rc $(head -1 "$T/err")"
# a value is no answer: --judge-arg's word goes to the judge (refused: it
# would answer and play nothing), the word after "--" is a file
run report -- --help
[ "$rc" = 1 ] && grep -q "cannot open --help" "$T/err" || bad "'report -- --help': $rc $(head -1 "$T/err")"
no_processes
finish

start "12: a --tagger-cmd (--maze) name may not be a built-in tagger's (generator's), for every name candy-judge lists"
names=$(bin/candy-judge --help | sed -n 's/.*--tagger \([a-z|]*\) .*/\1/p' | tr '|' ' ')
[ -n "$names" ] || bad "no tagger list in candy-judge --help"
for t in $names; do
  run candy --bot m=bin/candy-naive --tagger-cmd "$t=cat" --games 1
  [ "$rc" = 2 ] && grep -q "name '$t' is a built-in tagger's" "$T/err" || bad "--tagger-cmd $t=cat: rc $rc $(head -1 "$T/err")"
done
# the same for a --maze name and the generators
names=$(bin/candy-judge --help | sed -n 's/.*--gen \([a-z|]*\) .*/\1/p' | tr '|' ' ')
[ "$(echo $names | wc -w)" -ge 5 ] || bad "no generator list in candy-judge --help: '$names'"
for g in $names; do
  run candy --bot m=bin/candy-naive --maze "$g=$T" --games 1
  [ "$rc" = 2 ] && grep -q "name '$g' is a built-in generator's" "$T/err" || bad "--maze $g=DIR: rc $rc $(head -1 "$T/err")"
done
finish

start "13: a records file of a thousand bots is reported at once (it took minutes: the bot order was cubic)"
for i in $(seq 0 999); do
  printf '{"arena":1,"key":"sakura a%d b%d 1 1","game":"sakura","pairing":["a%d","b%d"],"index":[0,1],"seed":1,"side":1,"cmd":"x","result":{"game":"sakura","seed":1,"winner":1,"reason":"out","turns":7,"hp":[10,4],"blessings":[6,0],"time_ms":[4,0],"mean_reply_ms":[0.5,0.0],"max_reply_ms":[2.3,0.0]}}\n' $i $i $i $i
done > "$T/many.jsonl"
t0=$(date +%s)
timeout 60 "$A" report --json "$T/many.jsonl" > "$T/out" 2> "$T/err"; rc=$?
[ $rc = 0 ] && [ "$(jq '.pairings | length' "$T/out")" = 1000 ] && [ "$(jq -r '.bots[0].name, .bots[1999].name' "$T/out" | tr '\n' ' ')" = "a0 b999 " ] \
  || bad "1,000 bots: rc $rc after $(( $(date +%s) - t0 )) s, $(head -c 200 "$T/err")"
# records out of the rules' range are skipped with their field named
for m in 's/"arena":1/"arena":2/:arena' 's/"turns":7/"turns":99999/:turns' 's/"time_ms":\[4,/"time_ms":[1e300,/:time_ms'; do
  { head -1 "$T/many.jsonl" | sed "${m%:*}"; sed -n 2p "$T/many.jsonl"; } > "$T/range.jsonl"
  run report "$T/range.jsonl"
  [ "$rc" = 0 ] && grep -q "range.jsonl:1: line skipped: .*\"${m##*:}" "$T/err" || bad "record with ${m%:*}: rc $rc, $(head -2 "$T/err")"
done
# a directory is named with the reason; 30 records of the other game are
# 10 notes and a count, not 30 lines
run report "$T"
grep -q "cannot read .*: Is a directory" "$T/err" || bad "report DIR: $(head -1 "$T/err")"
{ head -1 "$T/many.jsonl"; for i in $(seq 30); do head -1 "$T/candy.jsonl"; done; } > "$T/mixed.jsonl"
run report "$T/mixed.jsonl"
[ "$rc" = 0 ] && [ "$(grep -c "record of another game skipped" "$T/err")" = 10 ] && grep -q "30 lines skipped in all" "$T/err" \
  || bad "30 records of the other game: rc $rc, $(wc -l < "$T/err") lines: $(tail -1 "$T/err")"
# --print-commands never prints a command holding a newline (two shell commands)
head -1 "$T/many.jsonl" | sed 's/"cmd":"x"/"cmd":"x\\ntouch pwned"/' > "$T/inj.jsonl"
sed -n 2p "$T/many.jsonl" >> "$T/inj.jsonl"
run report --print-commands "$T/inj.jsonl"
[ "$rc" = 1 ] && [ "$(cat "$T/out")" = x ] && grep -q "control byte: not printed" "$T/err" \
  || bad "--print-commands with a newline in a command: rc $rc, out '$(head -c 80 "$T/out")', $(cat "$T/err")"
# a record without its command is not silently left out; a cmd that is no
# string is a bad record
head -1 "$T/many.jsonl" | sed 's/,"cmd":"x"//' > "$T/nocmd.jsonl"
sed -n 2p "$T/many.jsonl" >> "$T/nocmd.jsonl"
run report --print-commands "$T/nocmd.jsonl"
[ "$rc" = 1 ] && [ "$(cat "$T/out")" = x ] && grep -q "1 record(s) hold no judge command" "$T/err" \
  || bad "--print-commands with a record without cmd: rc $rc, out '$(head -c 80 "$T/out")', $(cat "$T/err")"
head -1 "$T/many.jsonl" | sed 's/"cmd":"x"/"cmd":7/' > "$T/numcmd.jsonl"
run report "$T/numcmd.jsonl"
grep -q "numcmd.jsonl:1: line skipped: .*cmd" "$T/err" || bad "a record whose cmd is a number: rc $rc, $(head -2 "$T/err")"
finish

# ---- 14: the SPRT is sequential ----
start "14: an SPRT decides where its LLR first crosses a bound; games counted after do not undo it"
# a's pair results: 18 pairs of 0 or 1 point (H0 is crossed on the 18th,
# at 36 games), then 9 won pairs bring the LLR back inside the bounds (as
# the games still running when a run stops may: here to 0.00)
rec() { printf '{"arena":1,"key":"sakura a b %d %d","game":"sakura","pairing":["a","b"],"index":[0,1],"seed":%d,"side":%d,"cmd":"x","result":{"game":"sakura","seed":%d,"winner":%d,"reason":"hp","turns":12,"hp":[3,4],"blessings":[0,1],"time_ms":[7,9]}}\n' "$1" "$2" "$1" "$2" "$1" "$3"; }
{ for s in $(seq 1 18); do rec "$s" 1 2; rec "$s" 2 $((1 + s % 2)); done
  for s in $(seq 101 109); do rec "$s" 1 1; rec "$s" 2 2; done; } > "$T/seq.jsonl"
run report --sprt -30,30 "$T/seq.jsonl"
grep -q '^LLR: 0\.00 (-2.94, 2.94) \[-30.00, 30.00\] H0 accepted after 36 games (LLR -3\.11)$' "$T/out" \
  || bad "report: $(grep LLR "$T/out")"
run report --json --sprt -30,30 "$T/seq.jsonl"
grep -q '"state":"H0","decided_llr":-3\.106[0-9]*,"decided_games":36}' "$T/out" || bad "report --json: $(grep -o '"sprt":{[^}]*}' "$T/out")"
head -36 "$T/seq.jsonl" > "$T/pre.jsonl"
run report --sprt -30,30 "$T/pre.jsonl"
grep -q '^LLR: -3\.11 (-2.94, 2.94) \[-30.00, 30.00\] H0 accepted$' "$T/out" || bad "report of the first 36: $(grep LLR "$T/out")"
# several files (shards) have no one order of play: all their pairs, as a fixed sample
tail -n +37 "$T/seq.jsonl" > "$T/post.jsonl"
for order in "pre post" "post pre"; do
  run report --sprt -30,30 $(for f in $order; do echo "$T/$f.jsonl"; done)
  grep -q '^LLR: 0\.00 (-2.94, 2.94) \[-30.00, 30.00\]$' "$T/out" || bad "report of two files ($order): $(grep LLR "$T/out")"
done
finish

if [ $failed != 0 ]; then echo "FAIL: arena checks: $failed case(s) failed"; exit 1; fi
echo "arena checks: ok"
