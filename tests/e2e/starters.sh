#!/usr/bin/env bash
# The starter kits (starters/): each builds warning-free the ways a contest
# might build it (C without -lm), plays 50 games through the real judge with
# no illegal reply, timeout or crash, and the three Sakura starters (one
# heuristic in three languages) play the same games.  The Candy starters
# read every input layout our Maki accepts (tests/bots/candy-ai/
# fake_judge.sh), turn by turn, without waiting for a token the judge never
# sends, and understand the footsteps level and remaining_ms in each.
set -u
cd "$(dirname "$0")/../.." || exit 1
fail=0
ok()  { echo "   ok: $*"; }
bad() { echo "   FAIL: $*"; fail=1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# a judge sets no PYTHONUNBUFFERED: the Python starters must flush themselves
unset PYTHONUNBUFFERED

# ---- builds: warnings are errors, no -lm ----
build() { # build OUT SRC COMPILER FLAGS...
  local out=$1 src=$2; shift 2
  timeout 120 "$@" -O2 -Wall -Wextra -Werror -o "$out" "$src" 2> "$tmp/cc.err" || { bad "$* $src: $(head -3 "$tmp/cc.err")"; return 1; }
}
build "$tmp/s-c" starters/sakura/main.c gcc -std=gnu17 && build "$tmp/s-c2x" starters/sakura/main.c gcc -std=c2x &&
  build "$tmp/s-clang" starters/sakura/main.c clang -std=c17 && ok "sakura main.c: gcc -std=gnu17 / -std=c2x, clang -std=c17, no -lm, no warning"
build "$tmp/s-cpp" starters/sakura/main.cpp g++ -std=c++20 && build "$tmp/c-cpp" starters/candy/main.cpp g++ -std=c++20 &&
  build "$tmp/c-clang" starters/candy/main.cpp clang++ -std=c++20 && ok "main.cpp (both games): g++ / clang++ -std=c++20, no warning"
for f in starters/sakura/main.py starters/candy/main.py; do
  python3 -W error -c 'import sys; compile(open(sys.argv[1]).read(), sys.argv[1], "exec")' "$f" 2> "$tmp/py.err" &&
    ok "$f compiles, no warning" || bad "$f: $(tail -1 "$tmp/py.err")"
done
for f in starters/*/main.*; do
  n=$(wc -l < "$f")
  [ "$n" -le 170 ] && ok "$f: $n lines" || bad "$f: $n lines, a starter should stay short"
done

# ---- 50 games each through the judges ----
# sakura_games NAME CMD: seeds 1..25, both sides, against four baselines;
# writes each game's result (winner, reason, turns, hp, blessings) to
# $tmp/NAME.games, as seen from the starter's side
sakura_games() {
  local name=$1 cmd=$2 s side opps=(greedy random rusher camper) opp out err bad_games=0
  : > "$tmp/$name.games"
  for s in $(seq 1 25); do
    for side in 1 2; do
      opp=${opps[s % 4]}
      if [ $side = 1 ]; then set -- --name1 starter --name2 "$opp" "$cmd" "bin/sakura-$opp"
      else set -- --name1 "$opp" --name2 starter "bin/sakura-$opp" "$cmd"; fi
      out=$(timeout 30 bin/sakura-judge --seed "$s" "$@" 2> "$tmp/err")
      if grep -q "(starter): " "$tmp/err" || ! grep -q '"reason"' <<< "$out"; then
        bad "sakura $name seed $s side $side: $(head -1 "$tmp/err") $out"; bad_games=$((bad_games + 1))
      fi
      sed 's/,"time_ms.*//' <<< "$out" >> "$tmp/$name.games"
    done
  done
  [ $bad_games = 0 ] && ok "sakura $name: 50 games, no illegal reply, timeout or crash ($(grep -c '"reason":"\(hp\|out\|blessings\|turn_limit\|draw\)"' "$tmp/$name.games") ended by the rules)"
}
sakura_games c "$tmp/s-c"
sakura_games cpp "$tmp/s-cpp"
sakura_games py "python3 starters/sakura/main.py"
cmp -s "$tmp/c.games" "$tmp/cpp.games" && cmp -s "$tmp/c.games" "$tmp/py.games" &&
  ok "sakura: the C, C++ and Python starters play the same 50 games" ||
  bad "sakura: the starters differ: $(diff "$tmp/c.games" "$tmp/py.games" | head -3) $(diff "$tmp/c.games" "$tmp/cpp.games" | head -3)"

# a judge writing its lines a little differently (tabs, blanks at the
# ends, blank lines, CRLF): each Sakura starter answers as to the plain lines
printf '%s\n' "INIT 2 4 4 3 4 5" "READY FIRST" "TURN 999 1 4 3 10 0 4 5 10 0 0 0" "TURN 994 2 3 3 10 0 3 5 10 0 0 0" \
  "TURN 990 3 3 3 10 0 3 5 10 0 1 U 0" "FINISH" > "$tmp/plain.in"
tr ' ' '\t' < "$tmp/plain.in" > "$tmp/tabs.in"
sed 's/^/  /; s/ /  /g; s/$/ /' "$tmp/plain.in" > "$tmp/blanks.in"
sed 's/$/\n/' "$tmp/plain.in" > "$tmp/emptylines.in"
sed 's/$/\r/' "$tmp/plain.in" > "$tmp/crlf.in"
variants_ok=1
for s in "c:$tmp/s-c" "cpp:$tmp/s-cpp" "py:python3 starters/sakura/main.py"; do
  ${s#*:} < "$tmp/plain.in" > "$tmp/plain.out" 2>&1
  [ "$(wc -l < "$tmp/plain.out")" = 4 ] || { bad "sakura ${s%%:*}: plain lines: $(cat "$tmp/plain.out")"; variants_ok=0; }
  for v in tabs blanks emptylines crlf; do
    ${s#*:} < "$tmp/$v.in" 2>&1 | cmp -s - "$tmp/plain.out" ||
      { bad "sakura ${s%%:*}: $v: $(${s#*:} < "$tmp/$v.in" 2>&1 | tr '\n' '|')"; variants_ok=0; }
  done
done
[ $variants_ok = 1 ] && ok "sakura starters: tabs, blanks at the ends, blank lines and CRLF answered as plain lines"
# a judge that stopped reading (the game is over): the Python starters end quietly, no traceback
printf '%s\n' "11 R" 3 ........... .#.#.#.#.#. ........... .#.#.#.#.#. ........... .#.#.#.#.#. ........... \
  .#.#.#.#.#. ........... .#.#.#.#.#. ........... 2000 > "$tmp/candy1.in"
for s in "sakura:$tmp/plain.in" "candy:$tmp/candy1.in"; do
  ( { sleep 0.3; python3 "starters/${s%%:*}/main.py" < "${s#*:}" 2> "$tmp/pipe.err"; echo $? > "$tmp/pipe.rc"; } | true )
  [ "$(cat "$tmp/pipe.rc")" = 0 ] && [ ! -s "$tmp/pipe.err" ] && ok "${s%%:*} main.py: a closed pipe ends it quietly" ||
    bad "${s%%:*} main.py on a closed pipe: exit $(cat "$tmp/pipe.rc"), $(tail -1 "$tmp/pipe.err")"
done

candy_games() { # candy_games NAME CMD: seeds 1..50, every generator and tagger
  local name=$1 cmd=$2 s gens=(braid rooms caves) taggers=(hunter wander oracle) out bad_games=0 sum=0
  for s in $(seq 1 50); do
    out=$(timeout 30 bin/candy-judge --seed "$s" --gen "${gens[s % 3]}" --tagger "${taggers[s / 3 % 3]}" \
          --name starter "$cmd" 2> "$tmp/err")
    if grep -q "starter: " "$tmp/err" || ! grep -q '"reason":"\(caught\|turn_limit\)"' <<< "$out"; then
      bad "candy $name seed $s: $(head -1 "$tmp/err") $out"; bad_games=$((bad_games + 1))
    fi
    sum=$((sum + $(sed -n 's/.*"score":\([0-9]*\).*/\1/p' <<< "$out")))
  done
  [ $bad_games = 0 ] && ok "candy $name: 50 games (3 generators x 3 taggers), no illegal reply, timeout or crash; $sum candies"
}
candy_games cpp "$tmp/c-cpp"
candy_games py "python3 starters/candy/main.py"

# ---- Candy: every input layout, turn by turn ----
# layout_check LAYOUT BOT...: the three turns of docs/rules/candy-hunt.md
# §4.1 in one of fake_judge.sh's layouts, each turn sent only after the
# previous reply; each reply must come within 5 s and be one of U R D L O S,
# and STARTER_DEBUG's "#io T a ms" must show the level and time sent
# (remaining_ms sent after the rows is read from turn 2 on: -1 on turn 1).
rows1=('...........' '.?????????.' '.?????????.' '.?.???????.' '.#P#??????.' '.?.???????.'
       '.?????????.' '.?????????.' '.?????????.' '.?????????.' '...........')
rows2=('...........' '.?#???????.' '.#..??????.' '.#P#??????.' '.#.#??????.' '.?.???????.'
       '.?????????.' '.?????????.' '.?????????.' '.?????????.' '...........')
rows3=('...........' '.?#???????.' '.#P.??????.' '.#.#??????.' '.#.#??????.' '.?.???????.'
       '.?????????.' '.?????????.' '.?????????.' '.?????????.' '...........')
steps=(3 2 1) mss=(2000 1938 1901)
layout_check() {
  local layout=$1 t a ms name reply want errs=0; shift
  coproc BOT { STARTER_DEBUG=1 "$@" 2> "$tmp/io.err"; }
  local pid=$BOT_PID in=${BOT[1]} out=${BOT[0]}
  for t in 1 2 3; do
    a=${steps[t-1]} ms=${mss[t-1]} name="rows$t[@]"
    {
      if [ $t = 1 ]; then case $layout in split|turnnoms) printf '11\nR\n' ;; *) printf '11 R\n' ;; esac; fi
      case $layout in turnline|turnnoms) printf '%s\n' "$t" ;; esac
      printf '%s\n' "$a"
      [ "$layout" = msfirst ] && printf '%s\n' "$ms"
      printf '%s\n' "${!name}"
      case $layout in spec|split|turnline) printf '%s\n' "$ms" ;; esac
    } >&"$in"
    if ! IFS= read -r -t 5 reply <&"$out"; then bad "layout $layout, $*: turn $t: no reply within 5 s"; errs=1; break; fi
    case $reply in U|R|D|L|O|S) ;; *) bad "layout $layout, $*: turn $t: reply '$reply'"; errs=1 ;; esac
  done
  exec {in}>&-
  wait "$pid" 2> /dev/null || { bad "layout $layout, $*: exit status $? at the end of input"; errs=1; }
  for t in 1 2 3; do
    a=${steps[t-1]} want=${mss[t-1]}
    case $layout in noms|turnnoms) want=-1 ;; spec|split|turnline) [ $t = 1 ] && want=-1 ;; esac
    grep -qx "#io $t $a $want" "$tmp/io.err" ||
      { bad "layout $layout, $*: turn $t: read '$(grep "^#io $t " "$tmp/io.err")', sent a=$a ms=$want"; errs=1; }
  done
  return $errs
}
lfail=0
for bot in "$tmp/c-cpp" "python3 starters/candy/main.py"; do
  for layout in spec split msfirst turnline noms turnnoms; do
    layout_check "$layout" $bot || lfail=1
  done
done
[ $lfail = 0 ] && ok "candy starters: 6 input layouts x 2 languages, replies turn by turn, footsteps and remaining_ms read"
exit $fail
