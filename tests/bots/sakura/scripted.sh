#!/usr/bin/env bash
# A Sakura Duel test bot that replies its arguments in order, one per turn,
# then "0 0"; every line it receives is echoed to its stderr, so a test can
# read what the judge sent (with --stderr-dir).
#   scripted.sh "1 U 2 R" "1 U 0" ...
while IFS= read -r line; do
  echo "$line" >&2
  case $line in
    INIT*) ;;
    READY*) echo OK ;;
    TURN*) if [ $# -gt 0 ]; then echo "$1"; shift; else echo "0 0"; fi ;;
    *) exit 0 ;;
  esac
done
