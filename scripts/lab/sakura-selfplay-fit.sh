#!/usr/bin/env bash
# sakura-selfplay-fit.sh -- the Sakura evaluation fitted to self-play games
# of the shipped AI alone.  A game between unequal players teaches the fit
# which side the stronger one is on (docs/lab/sakura-ai.md, 2026-12-05 third
# session: the identity confound); in a game of our AI against itself both
# sides are the same player, so there is nothing of the kind to learn.
#
#   scripts/lab/sakura-selfplay-fit.sh OUTDIR [GAMES [EVALS [SEED]]]
#
# Runs bin/sakura-evalgen twice, on the two cores (seeds SEED and SEED+1,
# GAMES each, EVALS evaluations a turn; defaults 4500, 20000, 41), keeps
# the self-play games (g % 3 == 0 in its scheme; the second run's ids are
# shifted by 6000 so that g % 3, (g / 3) % 2 and g % 5 keep their meaning
# and no id repeats), and fits them with scripts/fit-sakura-eval.py (its
# model, prior, held-out games g % 5 == 0 and lambda choice).  Writes
# OUTDIR/all.txt (every game), OUTDIR/self.txt (self-play only),
# OUTDIR/sakura_eval_weights.h and OUTDIR/fit.log.  Deterministic for its
# arguments.  OUTDIR is taken from the repository's root; only the bin/
# binaries of the current tree are used.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 1 ] || { echo "usage: sakura-selfplay-fit.sh OUTDIR [GAMES [EVALS [SEED]]]" >&2; exit 2; }
out=$1 games=${2:-4500} evals=${3:-20000} seed=${4:-41}
[ "$games" -le 6000 ] || { echo "sakura-selfplay-fit: GAMES at most 6000 (the id shift)" >&2; exit 2; }
mkdir -p "$out"
bin/sakura-evalgen --seed "$seed" --games "$games" --evals "$evals" > "$out/a.txt" & first=$!
bin/sakura-evalgen --seed $((seed + 1)) --games "$games" --evals "$evals" > "$out/b.txt" & second=$!
wait "$first"; wait "$second"   # set -e: either run failing stops here
{ cat "$out/a.txt"; awk '!/^#/ { $1 += 6000; print }' "$out/b.txt"; } > "$out/all.txt"
awk '/^#/ || $1 % 3 == 0' "$out/all.txt" > "$out/self.txt"
scripts/fit-sakura-eval.py "$out/self.txt" --out "$out/sakura_eval_weights.h" | tee "$out/fit.log"
