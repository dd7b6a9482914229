#!/usr/bin/env bash
# fake_judge.sh LAYOUT BOT... -- speak one of the plausible input layouts to
# a Maki bot for three turns (the maps of docs/rules/candy-hunt.md §4.1),
# turn by turn, and check every reply: one of U R D L O S, within 5 s
# (a bot that waits for a token the judge never sends fails here), and
# what the bot understood (CANDY_DEBUG_IO=1: "#io T a ms") is what was sent.
#
# Layouts:  spec      "N d" / a / rows / ms               (docs/rules/candy-hunt.md §4)
#           split     N / d / a / rows / ms
#           msfirst   "N d" / a / ms / rows
#           turnline  "N d" / t / a / rows / ms
#           noms      "N d" / a / rows                    (no remaining_ms)
#           turnnoms  N / d / t / a / rows
# Exit 0 when every check passes; prints one line per failure.
set -u
layout=$1; shift
rows1=('...........' '.?????????.' '.?????????.' '.?.???????.' '.#P#??????.' '.?.???????.'
       '.?????????.' '.?????????.' '.?????????.' '.?????????.' '...........')
rows2=('...........' '.?#???????.' '.#..??????.' '.#P#??????.' '.#.#??????.' '.?.???????.'
       '.?????????.' '.?????????.' '.?????????.' '.?????????.' '...........')
rows3=('...........' '.?#???????.' '.#P.??????.' '.#.#??????.' '.#.#??????.' '.?.???????.'
       '.?????????.' '.?????????.' '.?????????.' '.?????????.' '...........')
steps=(3 2 1)
mss=(2000 1938 1901)
err=$(mktemp)
trap 'rm -f "$err"' EXIT
coproc BOT { CANDY_DEBUG_IO=1 "$@" 2>"$err"; }
bot_pid=$BOT_PID          # bash unsets BOT_PID once the coprocess ends
bot_in=${BOT[1]} bot_out=${BOT[0]}
fail=0
send_turn() { # send_turn T: the turn's lines in the chosen layout
  local t=$1 a=${steps[$1-1]} ms=${mss[$1-1]} name="rows$1[@]"
  local -a rows=("${!name}")
  if [ "$t" = 1 ]; then
    case $layout in
      split|turnnoms) printf '11\nR\n' ;;
      *) printf '11 R\n' ;;
    esac
  fi
  case $layout in
    turnline|turnnoms) printf '%s\n' "$t" ;;
  esac
  printf '%s\n' "$a"
  [ "$layout" = msfirst ] && printf '%s\n' "$ms"
  printf '%s\n' "${rows[@]}"
  case $layout in
    spec|split|turnline) printf '%s\n' "$ms" ;;
  esac
}
for t in 1 2 3; do
  send_turn "$t" >&"$bot_in"
  if ! IFS= read -r -t 5 reply <&"$bot_out"; then
    echo "fake_judge $layout: turn $t: no reply within 5 s"; fail=1; break
  fi
  case $reply in
    U|R|D|L|O|S) ;;
    *) echo "fake_judge $layout: turn $t: bad reply '$reply'"; fail=1 ;;
  esac
done
exec {bot_in}>&-
wait "$bot_pid" 2>/dev/null
rc=$?
[ "$rc" = 0 ] || { echo "fake_judge $layout: bot exit status $rc at end of input"; fail=1; }
for t in 1 2 3; do
  a=${steps[$t-1]} ms=${mss[$t-1]}
  case $layout in noms|turnnoms) ms=-1 ;; esac
  grep -qx "#io $t $a $ms" "$err" || {
    echo "fake_judge $layout: turn $t: bot read '$(grep "^#io $t " "$err")', sent a=$a ms=$ms"; fail=1; }
done
exit $fail
