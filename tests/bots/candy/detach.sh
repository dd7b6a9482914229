#!/usr/bin/env bash
# Maki that starts two sleepers with marker arguments (seconds): 3011 in
# its own session, 3012 in its group, both with stdio on /dev/null; then
# MODE: play -- stays (S) every turn to the end; crash -- exits on turn 2;
# hang -- never answers turn 1 (for signals sent to the judge).
mode=${1:-play}
setsid sleep 3011 </dev/null >/dev/null 2>&1 &
sleep 3012 </dev/null >/dev/null 2>&1 &
read -r n d
t=0
while read -r a; do
  t=$((t + 1))
  for ((i = 0; i < n; i++)); do read -r row; done
  read -r left
  case $mode in
    crash) [ $t = 2 ] && exit 3 ;;
    hang) sleep 30 ;;
  esac
  echo S
done
