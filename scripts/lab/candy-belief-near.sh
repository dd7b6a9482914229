#!/usr/bin/env bash
# candy-belief-near.sh -- how sharp a Maki build's belief is near the
# tagger when it is out of view (docs/lab/candy-ai.md, Round 22): over
# `candy-ai-sim --verbose --verbose` traces, the mean belief on the
# tagger's cell (bel@tag) and within 2 true cells of it (n2) on turns with
# the tagger out of view, by footsteps level 1-3, per generator x tagger.
#
#   scripts/lab/candy-belief-near.sh SIM [SEEDS [GENS [TAGGERS]]]
#
# Defaults: seeds 301-400, generators "corridors braid", taggers
# "sonar hunter".  One line per generator x tagger.
set -euo pipefail
if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: $0 SIM [SEEDS [GENS [TAGGERS]]]" >&2
  exit 2
fi
sim=$1 seeds=${2:-301-400} gens=${3:-corridors braid} taggers=${4:-sonar hunter}
for g in $gens; do for t in $taggers; do
  "$sim" --seeds "$seeds" --gen "$g" --tagger "$t" --verbose --verbose |
    awk -v g="$g" -v t="$t" '
      $1 ~ /^t[0-9]/ {
        for (i = 1; i < NF; i++) {
          if ($i == "steps") s = $(i + 1); if ($i == "vis") v = $(i + 1)
          if ($i == "bel@tag") b = $(i + 1); if ($i == "n2") n = $(i + 1)
        }
        if (v == 0 && s >= 1) { B[s] += b; N[s] += n; C[s]++ }
      }
      END {
        printf "%s %s", g, t
        for (s = 1; s <= 3; s++)
          printf "  L%d bel %.3f n2 %.3f (%d)", s, C[s] ? B[s] / C[s] : 0, C[s] ? N[s] / C[s] : 0, C[s]
        printf "\n"
      }'
done; done
