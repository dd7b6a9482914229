#!/usr/bin/env bash
# submission-check GAME FILE -- will FILE survive the contest's judge?
#
# The contest does not publish its compile lines, its source-size limit or
# its Python version, so this tries the plausible ones: it builds FILE each
# way a judge might (a copy alone in a temporary directory, named main.c /
# main.cpp / main.py as the contest names it), checks its size against the
# common limits, plays a short match per build against our baselines
# through bin/sakura-judge or bin/candy-judge under the real time budget,
# prints one line per problem and a verdict table.  Installed as
# bin/submission-check by `make` (mk/starters.mk), next to the judges it
# runs.  Usage and the rules of the verdict: --help (below).
set -u
KIT_VERSION='@KIT_VERSION@'
me=submission-check

usage() {
  cat <<'EOF'
usage: submission-check [--games N] [--seed S] [--time-ms MS] [--replays DIR]
                        GAME FILE
Checks that FILE, a Sakura Duel (GAME sakura: main.c, main.cpp or main.py)
or Candy Hunt (GAME candy: main.cpp or main.py) submission, survives the
ways the contest might build and run it:
  C       gcc -std=gnu17 -O2, gcc -std=c2x -O2, each with and without -lm
  C++     g++ -std=c++20 -O2
  Python  python3 main.py, and pypy3 main.py when pypy3 is installed
(-Wall -Wextra are added to report warnings; they change no code).  Then
it checks the size and plays each build through the kit's judge with the
real time budget: Sakura 8 games against our baselines (greedy, random,
rusher, camper: a seed each, from both sides), Candy 6 games (generators
braid, rooms, caves x taggers hunter, wander).  It prints one line per
problem (the judge's own line for a forfeit: turn, reason, reply), then a
table per build: size, games, timeouts, illegal replies, crashes, the
most time one game took, the slowest reply, the mean score (Sakura: 1 a
win, 0.5 a draw; Candy: candies).

Verdict.  Every build tried is one the contest may use, so a build fails,
and the check with it, when it does not compile or link (a C file that
links only with -lm fails the builds without it: the contest may not pass
-lm), or when one of its games ends in a timeout, an illegal reply or a
crash.  Size: over 100,000 characters (the CodinGame-style limit) or over
512 KiB (the largest common one) fails every build; over 64 KiB is a
warning, as some judges cap there.  Warnings, time close to the budget
and a missing interpreter (reported as skipped) do not fail the check.
Bots run without PYTHON* environment variables (a judge sets no
PYTHONUNBUFFERED).  Exit status: 0 every build passes, 1 a problem,
2 bad usage (or a judge that refuses our set-up, such as a --replays path
it cannot write).

Options:
  --games N      games per build, 1..1000 (default: Sakura 8, Candy 6)
  --seed S       first seed, 0..999999999999 (default 1)
  --time-ms MS   the time budget per game (default: the judge's, Sakura
                 1000, Candy 2000)
  --replays DIR  keep every game's replay and viewer page in DIR
  --help, --version  this text, the kit version
EOF
}

# text on one line: every control byte as \xNN, as the judges show a reply
# (bytes above 0x7F, as in a UTF-8 file name, are left as they are)
one_line() {
  printf '%s' "$*" | LC_ALL=C perl -pe 's/([\x00-\x1f\x7f])/sprintf("\\x%02x", ord $1)/ge'
}
die() { echo "$me: $(one_line "$*")" >&2; exit 2; }
# say CMD...: a command writing the report to stdout; a failed write is one
# line and exit 1, not a PASS lost without a word
say() { "$@" 2> /dev/null || { echo "$me: cannot write to standard output" >&2; exit 1; }; }

version() {
  case $KIT_VERSION in
    @*@)  # not installed by make: compute it as the Makefile does
      local root v
      root=$(cd "$(dirname "$0")/.." && pwd)
      v=$(cat "$root/VERSION" 2>/dev/null || echo 0)
      if d=$(git -C "$root" describe --always --dirty 2>/dev/null); then v="$v ($d)"; fi
      echo "$v" ;;
    *) echo "$KIT_VERSION" ;;
  esac
}

# ---- options ----
games= seed=1 time_ms= replays= args=()
while [ $# -gt 0 ]; do
  opt=$1 val= has=0
  case $opt in --*=*) val=${opt#*=}; opt=${opt%%=*}; has=1 ;; esac
  case $opt in
    --help) usage 2> /dev/null || { echo "$me: cannot write to standard output" >&2; exit 1; }; exit 0 ;;
    --version) echo "$me $(version)" 2> /dev/null || { echo "$me: cannot write to standard output" >&2; exit 1; }; exit 0 ;;
    --games|--seed|--time-ms|--replays)
      if [ $has = 0 ]; then [ $# -ge 2 ] || die "$opt needs a value (see --help)"; val=$2; shift; fi
      [ -n "$val" ] || die "$opt needs a value (see --help)"
      case $opt in
        --games) games=$val ;; --seed) seed=$val ;; --time-ms) time_ms=$val ;; --replays) replays=$val ;;
      esac ;;
    --) shift; args+=("$@"); break ;;
    -?*) die "unknown option $opt (see --help)" ;;
    *) args+=("$1") ;;
  esac
  shift
done
# option values first: "--games sakura FILE" is a bad --games, not a bad GAME
is_uint() { case $1 in ''|*[!0-9]*) return 1 ;; esac; [ ${#1} -le 12 ]; }
if [ -n "$games" ]; then is_uint "$games" && [ "$games" -ge 1 ] && [ "$games" -le 1000 ] || die "--games $games: expected 1..1000"; fi
is_uint "$seed" || die "--seed $seed: expected 0..999999999999"
if [ -n "$time_ms" ]; then is_uint "$time_ms" && [ "$time_ms" -ge 1 ] && [ "$time_ms" -le 600000 ] || die "--time-ms $time_ms: expected 1..600000"; fi
[ ${#args[@]} -ge 1 ] || die "GAME and FILE missing: submission-check GAME FILE (see --help)"
game=${args[0]}
case $game in sakura|candy) ;; *) die "unknown game '$game': sakura or candy (see --help)" ;; esac
[ ${#args[@]} -ge 2 ] || die "FILE missing: submission-check $game FILE (see --help)"
[ ${#args[@]} -le 2 ] || die "one FILE only, got ${#args[@]} arguments (see --help)"
file=${args[1]}
[ -n "$file" ] || die "FILE is an empty name (see --help)"
if [ -d "$file" ]; then die "$file is a directory"
elif [ ! -e "$file" ]; then die "$file: no such file"
elif [ ! -f "$file" ] && [ ! -p "$file" ]; then die "$file is not a regular file or a FIFO"
elif [ ! -r "$file" ]; then die "cannot read $file: permission denied"; fi
seed=$((10#$seed))
# leading zeros are decimal, not octal, in the arithmetic below
[ -z "$games" ] || games=$((10#$games))
[ -z "$time_ms" ] || time_ms=$((10#$time_ms))
case $file in
  *.c) lang=c ;;
  *.cpp|*.cc|*.cxx) lang=cpp ;;
  *.py) lang=py ;;
  *) die "$file: unknown language (a .c, .cpp or .py file)" ;;
esac
[ "$game" = candy ] && [ $lang = c ] && die "$file: Candy Hunt takes C++20 (main.cpp) or Python (main.py), not C"
if [ -n "$replays" ]; then mkdir -p "$replays" 2>/dev/null && [ -w "$replays" ] || die "--replays $replays: not a writable directory"; fi

# ---- the kit's programs, next to this one ----
here=$(cd "$(dirname "$0")" && pwd)
bindir=$here
[ -x "$bindir/$game-judge" ] || bindir=$(cd "$here/../bin" 2>/dev/null && pwd) || bindir=
[ -n "$bindir" ] && [ -x "$bindir/$game-judge" ] || die "cannot find $game-judge next to $0 (run make)"
judge=$bindir/$game-judge
if [ "$game" = sakura ]; then
  opps=()
  for o in greedy random rusher camper; do [ -x "$bindir/sakura-$o" ] && opps+=("$o"); done
  [ ${#opps[@]} -gt 0 ] || die "cannot find the Sakura baselines (bin/sakura-greedy, ...): run make"
  games=${games:-8}; budget=${time_ms:-1000}
else
  games=${games:-6}; budget=${time_ms:-2000}
fi

# The bots run as a judge would run them: no PYTHON* variable (this
# shell's PYTHONUNBUFFERED=1 would hide a Python bot that never flushes),
# no stdbuf(1) buffering.  PYTHONHOME stays: an interpreter may need it.
for v in $(compgen -e); do
  case $v in PYTHONHOME) ;; PYTHON*|_STDBUF_*) unset "$v" ;; esac
done

# ---- the temporary directory, and no process left behind ----
# $TMPDIR, else /tmp (as the judges fall back), one line if neither works
# (a TMPDIR whose name the shell would need quoted counts as neither: the
# bot commands the judges run hold the path)
case ${TMPDIR:-/tmp} in *[!A-Za-z0-9_./+-]*) TMPDIR=/tmp ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/submission-check.XXXXXX" 2> /dev/null) ||
  tmp=$(mktemp -d /tmp/submission-check.XXXXXX 2> /dev/null) ||
  die "cannot make a temporary directory in ${TMPDIR:-/tmp} or /tmp"
child=
cleanup() { [ -n "$child" ] && kill -TERM "$child" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"; }
# a signal: clean up once, then die of that same signal, so that the caller
# sees it (status 128 + N) whatever state the shell was in
on_signal() { trap '' INT TERM HUP; trap - EXIT; cleanup; trap - "$1"; kill -"$1" $$; exit "$2"; }
trap cleanup EXIT
trap 'on_signal INT 130' INT; trap 'on_signal TERM 143' TERM; trap 'on_signal HUP 129' HUP
# bounded SECS OUT ERR CMD...: run CMD with a time limit, in the background
# so that a signal to this script stops it at once; returns CMD's status
bounded() {
  local secs=$1 out=$2 err=$3; shift 3
  timeout -k 2 "$secs" "$@" > "$out" 2> "$err" < /dev/null &
  child=$!; wait "$child"; local rc=$?; child=; return $rc
}
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
progress() { [ -t 2 ] && printf '\r\033[K%s' "$*" >&2; return 0; }
mkdir -p "$tmp/src"
src=main.$lang
cat < "$file" > "$tmp/src/$src" 2> /dev/null || die "cannot read $file"   # a FIFO is read once
# messages name the user's file, not the temporary copy
named() { local l; while IFS= read -r l; do printf '%s\n' "${l//"$tmp/src/$src"/"$file"}"; done; }

problems=()   # one line each, printed before the table
notes=()
problem() { problems+=("problem: $*"); }
note() { notes+=("$*"); }

# ---- size ----
bytes=$(wc -c < "$tmp/src/$src"); bytes=$((bytes))
# UTF-8: one lead byte per character; a file that is not UTF-8 is counted
# a character a byte, as a Latin-1 reader would
if iconv -f UTF-8 -t UTF-8 "$tmp/src/$src" > /dev/null 2>&1; then
  chars=$(LC_ALL=C tr -d '\200-\277' < "$tmp/src/$src" | wc -c); chars=$((chars))
else
  chars=$bytes; note "note: size: $file is not UTF-8; its characters counted as bytes"
fi
size_fatal=0 size_words=()
if [ "$bytes" -gt 65536 ]; then size_words+=("64 KiB exceeded (warning)"); note "warning: size: $bytes bytes, over 64 KiB (65,536 bytes), a limit some judges use"
else size_words+=("64 KiB ok"); fi
if [ "$chars" -gt 100000 ]; then size_words+=("100,000 characters exceeded (fatal)"); size_fatal=1
  problem "size: $chars characters, over the 100,000-character limit of CodinGame-style judges (shrink the file, e.g. strip comments)"
else size_words+=("100,000 characters ok"); fi
if [ "$bytes" -gt 524288 ]; then size_words+=("512 KiB exceeded (fatal)"); size_fatal=1
  problem "size: $bytes bytes, over 512 KiB (524,288 bytes)"
else size_words+=("512 KiB ok"); fi
size_col=$(awk -v b="$bytes" 'BEGIN { printf "%.1fK", b / 1024 }')

# ---- builds: label, how to compile, how to run ----
labels=() kinds=() runs=()
add_build() { labels+=("$1"); kinds+=("$2"); runs+=("$3"); }
case $lang in
  c)
    for std in gnu17 c2x; do
      add_build "gcc -std=$std -O2" "gcc -std=$std -O2" ""
      add_build "gcc -std=$std -O2 -lm" "gcc -std=$std -O2 -lm" ""
    done
    tools="gcc $(gcc -dumpfullversion 2>/dev/null || echo '(not installed)')" ;;
  cpp)
    add_build "g++ -std=c++20 -O2" "g++ -std=c++20 -O2" ""
    tools="g++ $(g++ -dumpfullversion 2>/dev/null || echo '(not installed)')" ;;
  py)
    tools=
    for py in python3 pypy3; do
      if command -v "$py" > /dev/null 2>&1; then
        v=$("$py" -c 'import sys; print("%d.%d.%d" % sys.version_info[:3])' 2>/dev/null)
        add_build "$py main.py" "$py" "$py '$tmp/src/$src'"; tools="$tools $py $v"
      else
        add_build "$py main.py" "skip" ""; tools="$tools $py (not installed)"
      fi
    done
    tools=${tools# } ;;
esac
nb=${#labels[@]}
say echo "$me: $game $file: $bytes bytes, $chars characters; $tools"
size_line=$(printf '%s, ' "${size_words[@]}"); say echo "size: ${size_line%, }"

# a Python compile check that reports SyntaxErrors and warnings as a C
# compiler would: main.py:LINE: error|warning: ...
py_check='import sys, warnings
path = sys.argv[1]
src = open(path, "rb").read()
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    try:
        compile(src, path, "exec", dont_inherit=True)
    except SyntaxError as e:
        print("%s:%s: error: %s: %s" % (path, e.lineno, type(e).__name__, e.msg)); sys.exit(1)
    except ValueError as e:
        print("%s: error: %s" % (path, e)); sys.exit(1)
for w in ws:
    print("%s:%s: warning: %s: %s" % (path, w.lineno, w.category.__name__, w.message))'

status=()    # per build: ok, fail, skip
probed=()    # per build: the first-turn probe's hint, '-' for none (probe below)
undefs=()    # per build: the first undefined reference of a failed link
why=()       # per build: the reasons it failed
seen_warn=$tmp/warnings.seen; : > "$seen_warn"
nwarn=0
for ((i = 0; i < nb; i++)); do
  label=${labels[i]} kind=${kinds[i]}
  status[i]=ok why[i]=
  if [ "$kind" = skip ] || ! command -v "${kind%% *}" > /dev/null 2>&1; then
    status[i]=skip; why[i]="${label%% *} not installed"; continue
  fi
  progress "building: $label"
  log=$tmp/build$i.log
  case $lang in
    c|cpp)
      set -- $kind; cc=$1; shift; flags=() libs=()
      for f in "$@"; do case $f in -l*) libs+=("$f") ;; *) flags+=("$f") ;; esac; done
      bounded 120 "$log" "$log.err" env LC_ALL=C "$cc" "${flags[@]}" -Wall -Wextra -o "$tmp/bot$i" "$tmp/src/$src" "${libs[@]+"${libs[@]}"}"
      rc=$?; cat "$log.err" >> "$log"
      runs[i]="'$tmp/bot$i'" ;;
    py)
      bounded 60 "$log" "$log.err" "$kind" -c "$py_check" "$tmp/src/$src"; rc=$?
      cat "$log.err" >> "$log" ;;
  esac
  while IFS= read -r w; do
    grep -qxF -- "$w" "$seen_warn" && continue
    echo "$w" >> "$seen_warn"; nwarn=$((nwarn + 1))
    [ $nwarn -le 10 ] && note "warning: $label: $w"
  done < <(grep ': warning: ' "$log" | named)
  if [ $rc = 124 ] || [ $rc = 137 ]; then status[i]=fail why[i]="compile"; problem "$label: the build did not finish within its time limit"
  elif [ $rc != 0 ]; then
    status[i]=fail
    undef=$(grep -o "undefined reference to \`[^']*'" "$log" | head -1 | sed "s/\`/'/")
    if [ -n "$undef" ]; then why[i]="link"; undefs[i]=$undef   # reported below, -lm known
    else
      why[i]="compile"
      first=$(grep -m1 -E ': (fatal )?error: |Error' "$log" | named)
      [ -n "$first" ] || first=$(head -1 "$log" | named)
      problem "$label: does not compile: $first"
    fi
  fi
done
[ $nwarn -gt 10 ] && note "warning: ... $((nwarn - 10)) more warnings"
# link failures; a C build that links only with -lm (its twin, the next
# build, adds it) says so plainly
for ((i = 0; i < nb; i++)); do
  [ "${why[i]}" = link ] || continue
  if [ $lang = c ] && [ $((i % 2)) = 0 ] && [ "${status[i+1]}" = ok ]; then
    why[i]="needs -lm"
    problem "${labels[i]}: does not link without -lm: ${undefs[i]} (the contest may not pass -lm: avoid libm, e.g. write the function yourself)"
  else
    problem "${labels[i]}: does not link: ${undefs[i]}"
  fi
done

# ---- games ----
# probe CMD MSG: after a timeout on the first turn, run the bot again on
# the first message and tell a bot that never flushes from one that was only
# slow: with its input held open, a bot that flushes answers (probe_ms is set
# to how long it took); one that does not answers only once its input closes
# (returns 0, probe_ms empty); no answer at all returns 1.
probe_ms=
probe() {
  local fifo=$tmp/probe.fifo out=$tmp/probe.out t0 fd pid
  probe_ms=; rm -f "$fifo" "$out"; mkfifo "$fifo"
  timeout -k 1 $(( budget / 1000 + 8 )) sh -c "exec $1" < "$fifo" > "$out" 2> /dev/null &
  pid=$!; child=$pid
  exec {fd}> "$fifo"; t0=$(now_ms)
  trap '' PIPE; printf '%s' "$2" >&"$fd" 2> /dev/null; trap - PIPE   # a bot that exits at once
  # the input stays open for the budget and two seconds more
  while [ ! -s "$out" ] && [ $(( $(now_ms) - t0 )) -lt $(( budget + 2000 )) ] && kill -0 "$pid" 2> /dev/null; do
    sleep 0.05
  done
  [ -s "$out" ] && probe_ms=$(( $(now_ms) - t0 ))
  exec {fd}>&-
  if [ -n "$probe_ms" ]; then kill -TERM "$pid" 2> /dev/null; wait "$pid"; child=; return 1; fi
  # input closed: a bot that never flushed writes its reply as it exits; two seconds, then it is stopped
  t0=$(now_ms)
  while [ ! -s "$out" ] && [ $(( $(now_ms) - t0 )) -lt 2000 ] && kill -0 "$pid" 2> /dev/null; do sleep 0.05; done
  kill -TERM "$pid" 2> /dev/null; wait "$pid"; child=
  [ -s "$out" ]
}
flush_hint=" -- never flushed: its reply came out only when its input was closed (flush stdout after every reply)"
sakura_probe=$'INIT 2 4 4 3 4 5\nREADY FIRST\n'
candy_probe=$'11 R\n3\n...........\n.?????????.\n.?????????.\n.?.???????.\n.#P#??????.\n.?.???????.\n.?????????.\n.?????????.\n.?????????.\n.?????????.\n...........\n2000\n'
# json_field KEY: a number, or two numbers "a b", from the result line
json_field() { sed -n "s/.*\"$1\":\[\{0,1\}\([-0-9.]*\),\{0,1\}\([-0-9.]*\)\]\{0,1\}[,}].*/\1 \2/p" "$tmp/game.out" | head -1; }
slug() { printf '%s' "$1" | tr -cs 'A-Za-z0-9+' '-' | sed 's/-$//'; }

for ((i = 0; i < nb; i++)); do
  [ "${status[i]}" = ok ] || continue
  label=${labels[i]} cmd=${runs[i]} stats=$tmp/stats$i; : > "$stats"
  for ((g = 1; g <= games; g++)); do
    progress "playing: $label: game $g/$games"
    out_opts=()
    [ -n "$replays" ] && out_opts=(--replay "$replays/$(slug "$label")-g$g.json" --html "$replays/$(slug "$label")-g$g.html")
    if [ "$game" = sakura ]; then
      pair=$(( (g - 1) / 2 )) side=$(( (g - 1) % 2 + 1 ))
      opp=${opps[pair % ${#opps[@]}]} s=$((seed + pair))
      if [ $side = 1 ]; then set -- --name1 yours --name2 "$opp" "$cmd" "$bindir/sakura-$opp"
      else set -- --name1 "$opp" --name2 yours "$bindir/sakura-$opp" "$cmd"; fi
      desc="game $g (seed $s, $( [ $side = 1 ] && echo first || echo second ) vs $opp)"
      bounded $(( 2 * budget / 1000 + 20 )) "$tmp/game.out" "$tmp/game.err" \
        "$judge" --seed "$s" --time-ms "$budget" "${out_opts[@]}" "$@"
      rc=$?; mine="sakura-judge: player $side (yours): "; other="sakura-judge: player $((3 - side)) ($opp): "
    else
      gen=$(echo braid rooms caves | cut -d' ' -f$(( (g - 1) % 3 + 1 )))
      tagger=$(echo hunter wander | cut -d' ' -f$(( (g - 1) / 3 % 2 + 1 )))
      s=$((seed + g - 1))
      desc="game $g (seed $s, $gen, $tagger)"
      bounded $(( budget / 1000 + 20 )) "$tmp/game.out" "$tmp/game.err" \
        "$judge" --seed "$s" --gen "$gen" --tagger "$tagger" --time-ms "$budget" --name yours \
        "${out_opts[@]}" "$cmd"
      rc=$?; mine="candy-judge: yours: "; other=
    fi
    timeouts=0 illegal=0 crashes=0
    if ! grep -q '^{' "$tmp/game.out"; then
      # no game: the judge gave up (a command that could not run) or hung
      line=$(head -1 "$tmp/game.err")
      # exit 2 for anything but the bot's command: the judge refused our set-up (say, a
      # --replays path it cannot write), not the bot's fault
      [ $rc = 2 ] && [ -n "$line" ] && ! printf '%s' "$line" | grep -q 'could not be run' &&
        { progress ""; die "the judge refused to play $desc: ${line% (see --help)}"; }
      [ $rc = 124 ] || [ $rc = 137 ] && line="the judge did not finish within its time limit"
      crashes=1; problem "$label: $desc: ${line:-the judge exited with status $rc}"
      echo "0 0 1 0 0 0" >> "$stats"; continue
    fi
    line=$(grep -m1 -F "$mine" "$tmp/game.err")
    if [ -n "$line" ]; then
      rest=${line#"$mine"}                       # turn T: REASON: MESSAGE; reply '...'
      reason=$(printf '%s' "$rest" | sed -n 's/^turn [0-9]*: \([a-z]*\):.*/\1/p')
      turn=$(printf '%s' "$rest" | sed -n 's/^turn \([0-9]*\):.*/\1/p')
      hint=
      case $reason in
        timeout) timeouts=1
          first=1; [ "$game" = sakura ] && first=0
          if [ "$turn" = "$first" ] && [ -z "${probed[i]:-}" ]; then   # once per build: a probe costs the budget and more
            msg=$sakura_probe; [ "$game" = candy ] && msg=$candy_probe
            probed[i]=-   # no reply at all: the timeout says it
            if probe "$cmd" "$msg"; then probed[i]=$flush_hint
            elif [ -n "$probe_ms" ]; then
              probed[i]=" -- not a flushing problem: run again, it answered in $probe_ms ms with its input open (a slow start: start-up work, or a loaded machine)"
            fi
          fi
          [ "$turn" = "$first" ] && [ "${probed[i]}" != - ] && hint=${probed[i]} ;;
        illegal) illegal=1 ;;
        *) crashes=1 ;; # the judge's line says how it ended and quotes its last stderr line
      esac
      problem "$label: $desc: $rest$hint"
    fi
    [ -n "$other" ] && grep -qF "$other" "$tmp/game.err" &&
      note "note: $label: $desc: the baseline failed, not counted: $(grep -m1 -F "$other" "$tmp/game.err")"
    if [ "$game" = sakura ]; then
      set -- $(json_field time_ms); t_ms=${!side}
      set -- $(json_field max_reply_ms); r_ms=${!side}
      w=$(json_field winner); w=${w% *}
      score=0; [ "$w" = "$side" ] && score=1; [ "$w" = 0 ] && score=0.5
    else
      t_ms=$(json_field time_ms); t_ms=${t_ms% *}
      r_ms=$(json_field max_reply_ms); r_ms=${r_ms% *}
      score=$(json_field score); score=${score% *}
    fi
    echo "$timeouts $illegal $crashes ${t_ms:-0} ${r_ms:-0} ${score:-0}" >> "$stats"
    if [ "${t_ms:-0}" -gt $(( budget * 9 / 10 )) ] && [ $timeouts = 0 ]; then
      note "warning: $label: $desc: $t_ms of $budget ms used: little margin on a slower judge machine"; fi
  done
done
progress ""

# ---- report ----
for l in "${notes[@]+"${notes[@]}"}"; do say echo "$l"; done
for l in "${problems[@]+"${problems[@]}"}"; do say echo "$l"; done
w=5; for l in "${labels[@]}"; do [ ${#l} -gt $w ] && w=${#l}; done
fmt="%-${w}s  %7s  %5s  %8s  %7s  %7s  %11s  %12s  %10s  %s\n"
say echo
say printf "$fmt" build size games timeouts illegal crashes "max ms/game" "max reply ms" "mean score" verdict
failed=0 passed=0 skipped=0
for ((i = 0; i < nb; i++)); do
  label=${labels[i]}
  if [ "${status[i]}" = skip ]; then
    say printf "$fmt" "$label" - - - - - - - - "skipped (${why[i]})"; skipped=$((skipped + 1)); continue
  fi
  if [ "${status[i]}" = fail ]; then
    v="FAIL (${why[i]}$( [ $size_fatal = 1 ] && echo ", size"))"
    say printf "$fmt" "$label" "$size_col" - - - - - - - "$v"; failed=$((failed + 1)); continue
  fi
  read -r n to il cr tmax rmax mean < <(awk '{ n++; to += $1; il += $2; cr += $3; if ($4 > tm) tm = $4;
      if ($5 > rm) rm = $5; sc += $6 } END { printf "%d %d %d %d %d %.1f %.2f\n", n, to, il, cr, tm, rm, n ? sc / n : 0 }' "$tmp/stats$i")
  reasons=()
  [ "$to" -gt 0 ] && reasons+=("timeout")
  [ "$il" -gt 0 ] && reasons+=("illegal")
  [ "$cr" -gt 0 ] && reasons+=("crash")
  [ $size_fatal = 1 ] && reasons+=("size")
  if [ ${#reasons[@]} -gt 0 ]; then v="FAIL ($(IFS=,; echo "${reasons[*]}" | sed 's/,/, /g'))"; failed=$((failed + 1))
  else v=PASS; passed=$((passed + 1)); fi
  say printf "$fmt" "$label" "$size_col" "$n" "$to" "$il" "$cr" "$tmax" "$rmax" "$mean" "$v"
done
say echo
skip_txt=
for ((i = 0; i < nb; i++)); do [ "${status[i]}" = skip ] && skip_txt="$skip_txt; ${labels[i]} skipped: ${why[i]}"; done
if [ $failed = 0 ] && [ $passed -gt 0 ]; then
  say echo "verdict: PASS: every build passes ($passed build$( [ $passed = 1 ] || echo s)$skip_txt)"
  exit 0
fi
if [ $passed = 0 ] && [ $failed = 0 ]; then say echo "verdict: FAIL: no build could be tried$skip_txt"
else say echo "verdict: FAIL: $failed of $((failed + passed)) builds fail$skip_txt"; fi
exit 1
