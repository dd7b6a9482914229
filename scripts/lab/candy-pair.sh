#!/usr/bin/env bash
# candy-pair.sh -- the paired difference of two Maki builds on the same
# seeds, from their `candy-ai-sim --verbose` outputs (one "seed S n N
# score X caught C turn T ms M" line per game).
#
#   scripts/lab/candy-pair.sh BASE.txt VARIANT.txt
#
# Prints one line: the seeds both files hold, each build's mean score,
# capture rate and mean turns, and the mean of (variant - base) per seed
# +/- 1.96 standard errors (the form every screen in docs/lab/candy-ai.md
# uses).  Seeds found in only one file are left out and counted.
set -euo pipefail
if [ $# -ne 2 ] || [ ! -r "$1" ] || [ ! -r "$2" ]; then
  echo "usage: $0 BASE.txt VARIANT.txt  (candy-ai-sim --verbose outputs)" >&2
  exit 2
fi
awk '
  $1 == "seed" && $5 == "score" {
    if (FILENAME == base) { a[$2] = $6; ac[$2] = $8; at[$2] = $10 }
    else { b[$2] = $6; bc[$2] = $8; bt[$2] = $10 }
  }
  END {
    n = 0; only = 0
    for (s in a) {
      if (!(s in b)) { only++; continue }
      d = b[s] - a[s]; n++; sd += d; sdd += d * d
      sa += a[s]; sb += b[s]; ca += ac[s]; cb += bc[s]; ta += at[s]; tb += bt[s]
    }
    for (s in b) if (!(s in a)) only++
    if (n == 0) { print "candy-pair: no seed in both files" > "/dev/stderr"; exit 1 }
    m = sd / n
    se = n > 1 ? sqrt((sdd - n * m * m) / (n - 1) / n) : 0
    printf "seeds %d base %.3f (caught %.1f %%, %.1f turns) variant %.3f (caught %.1f %%, %.1f turns) diff %+.3f +/- %.3f",
           n, sa / n, 100 * ca / n, ta / n, sb / n, 100 * cb / n, tb / n, m, 1.96 * se
    if (only) printf " (%d seeds in one file only)", only
    printf "\n"
  }' base="$1" "$1" "$2"
