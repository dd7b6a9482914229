#!/usr/bin/env bash
# Maki whose first reply is 200 bytes long with no newline in the first 128.
read -r n d
read -r a
for ((i = 0; i < n; i++)); do read -r row; done
read -r left
printf 'U%.0s' $(seq 200); echo
sleep 30
