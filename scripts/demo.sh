#!/usr/bin/env bash
# make run: one demo game of each game that exists, our best bot against a
# baseline; prints the result lines and where the replays are.
set -u
cd "$(dirname "$0")/.."
mkdir -p out
played=0
for demo in scripts/demo-*.sh; do
  [ -f "$demo" ] || continue
  bash "$demo" && played=$((played + 1))
done
[ $played -gt 0 ] || echo "demo: no game is built yet"
