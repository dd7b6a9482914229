#!/usr/bin/env bash
# Outside tagger that steps toward Maki when it sees it (straight line only,
# since it sees along its facing), else turns clockwise with a look around.
read -r n
for ((i = 0; i < n; i++)); do read -r row; done
next=(R D L U)
while read -r act turn k tx ty tdir seen mx my a; do
  if [ "$seen" = 1 ]; then
    if [ "$mx" -lt "$tx" ]; then echo U; elif [ "$mx" -gt "$tx" ]; then echo D
    elif [ "$my" -lt "$ty" ]; then echo L; else echo R; fi
  else
    case $tdir in U) echo "${next[0]}";; R) echo "${next[1]}";; D) echo "${next[2]}";; L) echo "${next[3]}";; esac
  fi
done
