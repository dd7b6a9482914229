#!/usr/bin/env bash
# Maki that answers an unknown action on turn 2.
read -r n d
t=0
while read -r a; do
  for ((i = 0; i < n; i++)); do read -r row; done
  read -r left
  t=$((t + 1))
  if [ $t -ge 2 ]; then echo "MOVE UP"; else echo O; fi
done
