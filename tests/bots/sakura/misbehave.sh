#!/usr/bin/env bash
# A Sakura Duel test bot that plays "0 0" (Wait Wait, always legal) until
# turn N, then misbehaves as MODE says.  Used by tests/e2e/sakura_judge_*.sh.
#   misbehave.sh MODE [N]
# MODE: legal      never misbehaves
#       slow       sleeps 5 s before replying on turn N (0 = READY)
#       exit       exits instead of replying on turn N (0 = READY)
#       garbage    replies "hello world" on turn N
#       long       replies a 200-byte line on turn N
#       cooldown   Thrust on turns N-1 and N (on cooldown on turn N)
#       offboard   first action off the board on turn N: a Move when the
#                  bot is on an edge, else a Flash Step (needs the bot
#                  within two cells of an edge)
#       noread     never reads its input and never answers
#       flood      floods stderr the whole game, plays legally
#       forkkill   starts two sleepers (one in its own session, both with
#                  stdio on /dev/null) with marker arguments 3001/3002
#                  (seconds), then is killed on turn N
#       forkhold   like forkkill, but the sleepers (3003/3004) keep the
#                  bot's stdout open, so the judge sees no end of output
#       bigerr     writes 1.3 MB to stderr before READY, then plays legally
#       closeout   closes its stdout on turn N and keeps running (sleep 3005)
#       closein    closes its stdin on turn N, replies, and keeps running
#                  (sleep 3006)
#       binary     replies non-UTF-8 bytes and a control byte on turn N
#       nul        replies '0 0', a NUL byte and 'junk' on turn N
#       crcr       replies '0 0' ending in two carriage returns on turn N
#       slowstart  sleeps 250 ms before reading anything (a slow start-up),
#                  then plays legally
mode=$1; n=${2:-1}
case $mode in
  noread) exec sleep 30 ;;
  flood) ( while :; do echo "flood flood flood flood flood flood flood flood flood flood"; done >&2 ) & ;;
  forkkill) sleep 3001 </dev/null >/dev/null 2>&1 & setsid sleep 3002 </dev/null >/dev/null 2>&1 & ;;
  forkhold) sleep 3003 & setsid sleep 3004 & ;;
  bigerr) head -c 1300000 /dev/zero | tr '\0' e >&2 ;;
  slowstart) sleep 0.25 ;;
esac
reply() { printf '%s\n' "$1"; }
while IFS= read -r line; do
  set -- $line
  case $1 in
    INIT) continue ;;
    FINISH) exit 0 ;;
    READY) t=0 ;;
    TURN) t=$3 ;;
    *) echo "misbehave: unexpected line '$line'" >&2; exit 1 ;;
  esac
  if [ "$t" = "$n" ]; then
    case $mode in
      slow) sleep 5 ;;
      exit) exit 3 ;;
      garbage) reply "hello world"; continue ;;
      long) printf '0 0%197s\n' x; continue ;;
      cooldown) reply "2 U 0"; continue ;;
      offboard)
        # row/col of this bot: player 1's fields are $4 $5, player 2's $8 $9
        if [ "$side" = SECOND ]; then r=$8; c=$9; else r=$4; c=$5; fi
        k=1
        if [ "$r" = 1 ]; then d=U; elif [ "$r" = 7 ]; then d=D; elif [ "$c" = 1 ]; then d=L; elif [ "$c" = 7 ]; then d=R
        else k=7; if [ "$r" -le 2 ]; then d=U; elif [ "$r" -ge 6 ]; then d=D; elif [ "$c" -le 2 ]; then d=L; else d=R; fi; fi
        reply "$k $d 0"; continue ;;
      forkkill|forkhold) kill -9 $$ ;;
      closeout) exec >&-; exec sleep 3005 ;;
      closein) exec <&-; if [ "$t" = 0 ]; then reply OK; else reply "0 0"; fi; exec sleep 3006 ;;
      binary) printf '\xff\xfe 0\x01 \xc3\n'; continue ;;
      nul) printf '0 0\0junk\n'; continue ;;
      crcr) printf '0 0\r\r\n'; continue ;;
    esac
  fi
  if [ "$mode" = cooldown ] && [ "$t" = $((n - 1)) ]; then reply "2 U 0"; continue; fi
  if [ "$t" = 0 ]; then side=$2; reply OK; else reply "0 0"; fi
done
