#!/bin/sh
# walks a fixed zigzag for 15 turns (eating what lies on it), then exits
read n d
for a in R R R R D L L L L D R R R R D; do
  read f || exit 0
  i=0; while [ $i -lt "$n" ]; do read r; i=$((i + 1)); done
  read ms
  echo $a
done
