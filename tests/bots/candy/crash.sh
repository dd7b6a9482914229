#!/usr/bin/env bash
# Maki that plays two turns and then exits with status 3.
read -r n d
for t in 1 2; do
  read -r a
  for ((i = 0; i < n; i++)); do read -r row; done
  read -r left
  echo S
done
exit 3
