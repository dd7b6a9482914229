#!/usr/bin/env bash
# Outside tagger that answers garbage on its first action.
read -r n
for ((i = 0; i < n; i++)); do read -r row; done
read -r line
echo "JUMP"
sleep 30
