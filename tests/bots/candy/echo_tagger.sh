#!/usr/bin/env bash
# Outside tagger (docs/rules/candy-hunt.md §5) that logs what it reads to $CANDY_TAGGER_LOG and
# always answers with $CANDY_TAGGER_ACT (default S).
log=${CANDY_TAGGER_LOG:-/dev/null}
act=${CANDY_TAGGER_ACT:-S}
read -r n; echo "$n" > "$log"
for ((i = 0; i < n; i++)); do read -r row; echo "$row" >> "$log"; done
while read -r line; do
  echo "$line" >> "$log"
  echo "$act"
done
