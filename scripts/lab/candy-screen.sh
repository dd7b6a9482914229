#!/usr/bin/env bash
# candy-screen.sh -- build one variant of the Maki (extra -D flags) apart
# from bin/ and play it over a part of the split (scripts/lab/candy-split.sh).
#
#   scripts/lab/candy-screen.sh NAME "FLAGS" tune|held OUT.txt
#
# Builds build/lab/NAME/candy-ai-sim with CFLAGS="-O2 -g FLAGS"; the seeds
# come from TUNE_SEEDS / HELD_SEEDS / HELD_SEEDS_OTHER as in candy-split.sh.
set -euo pipefail
[ $# -eq 4 ] || { echo "usage: $0 NAME FLAGS tune|held OUT.txt" >&2; exit 2; }
cd "$(dirname "$0")/../.."
nice -n 5 make -s BIN="build/lab/$1" CFLAGS="-O2 -g $2" "build/lab/$1/candy-ai-sim" >/dev/null
scripts/lab/candy-split.sh "build/lab/$1/candy-ai-sim" "$3" "$4"
