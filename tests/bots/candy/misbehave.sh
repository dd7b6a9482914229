#!/usr/bin/env bash
# A Maki that stands still (S) until turn N, then misbehaves as MODE says.
# Used by tests/e2e/bad_input_verdicts.sh.
#   misbehave.sh MODE [N]
# MODE: closeout  closes its stdout on turn N and keeps running (sleep 3041)
#       closein   closes its stdin on turn N, replies, and keeps running
#                 (sleep 3042)
#       binary    replies three non-UTF-8 bytes and a control byte on turn N
#       nul       replies 'S', a NUL byte and 'junk' on turn N
#       flood     writes over 1 MiB to stderr before its first reply, then
#                 stands still the whole game
mode=$1; n=${2:-1}
read -r size d
if [ "$mode" = flood ]; then head -c 1300000 /dev/zero | tr '\0' e >&2; fi
t=0
while read -r a; do
  for ((i = 0; i < size; i++)); do read -r row; done
  read -r left
  t=$((t + 1))
  if [ $t = "$n" ]; then
    case $mode in
      closeout) exec >&-; exec sleep 3041 ;;
      closein) exec <&-; echo S; exec sleep 3042 ;;
      binary) printf '\xff\xfe\xc3\x01S\n'; continue ;;
      nul) printf 'S\0junk\n'; continue ;;
    esac
  fi
  echo S
done
