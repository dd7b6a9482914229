#!/usr/bin/env bash
# Maki that answers turn 1 and 2, then sleeps far past any budget before turn 3's reply.
read -r n d
t=0
while read -r a; do
  for ((i = 0; i < n; i++)); do read -r row; done
  read -r left
  t=$((t + 1))
  [ $t -ge 3 ] && sleep 30
  echo S
done
