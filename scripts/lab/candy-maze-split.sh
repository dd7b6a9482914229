#!/usr/bin/env bash
# candy-maze-split.sh -- one Maki build (its candy-ai-sim) on the outside
# generator's maze files (scripts/lab/candy-ext-mazes.sh MAZEDIR): the
# built-in taggers hunter, wander, sweep, sonar, cutoff x every style under
# MAZEDIR x footsteps 3,6,10, one game per seed; the held-out mazes of a
# screen tuned on our generators (docs/lab/candy-ai.md, Round 28).
#
#   scripts/lab/candy-maze-split.sh SIM MAZEDIR OUT.txt
#
# SEEDS (default 1-100) sets the seeds, FOOTSTEPS (default 3,6,10) the
# tables (space-separated).  Writes candy-split.sh's line format ("cell
# TAGGER xSTYLE FS seed S n N score X caught C turn T ms M"), so
# scripts/lab/candy-split-report.py pairs two builds' files.
set -euo pipefail
if [ $# -ne 3 ] || [ ! -x "$1" ] || [ ! -d "$2" ]; then
  echo "usage: $0 SIM MAZEDIR OUT.txt" >&2
  exit 2
fi
sim=$1 mz=$2 out=$3
: > "$out"
for fs in ${FOOTSTEPS:-3,6,10}; do
  for st in $(cd "$mz" && ls -d */ | tr -d /); do
    for t in hunter wander sweep sonar cutoff; do
      nice -n 5 "$sim" --seeds "${SEEDS:-1-100}" --maze "$mz/$st" --tagger "$t" --footsteps "$fs" --verbose |
        awk -v c="cell $t x$st $fs" '$1 == "seed" { print c, $0 }' >> "$out"
    done
  done
done
