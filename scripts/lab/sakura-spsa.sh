#!/usr/bin/env bash
# sakura-spsa.sh -- build scripts/lab/sakura-spsa.c against the tree's AI
# into build/lab/sakura-spsa, then run it with the given options.
# The AI's sources are bin/sakura-evalgen's (mk/analysis.mk); the
# evaluation's weights header is replaced by a lab one whose weight arrays
# the program sets (so two evaluations can play in one process), and the
# shipped weights are kept as spsa_ship_base / spsa_ship_late.  SAKURA_SPSA_BIN
# names another output file (the default is build/lab/sakura-spsa).
#
#   scripts/lab/sakura-spsa.sh [--seed S] [--pairs N] [--evals E] [--c-frac F] [--c-min M]
#                              [--r-end R] [--tune base|late|both] [--every K]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${SAKURA_SPSA_BIN:-build/lab/sakura-spsa}
inc=build/lab/sakura-spsa-inc
mkdir -p "$inc/sakura/ai"
sed 's/sk_evw_/spsa_ship_/g; s/SAKURA_EVAL_WEIGHTS_H/SPSA_SHIP_H/' \
    src/sakura/ai/sakura_eval_weights.h > "$inc/spsa_ship.h"
cat > "$inc/sakura/ai/sakura_eval_weights.h" <<'H'
/* sakura-spsa's lab header: the weights are the program's mutable arrays */
#ifndef SAKURA_EVAL_WEIGHTS_H
#define SAKURA_EVAL_WEIGHTS_H
H
grep '^#define SK_EVW_SCALE' src/sakura/ai/sakura_eval_weights.h >> "$inc/sakura/ai/sakura_eval_weights.h"
cat >> "$inc/sakura/ai/sakura_eval_weights.h" <<'H'
extern double sk_evw_base[SAKURA_EVAL_NFEAT];
extern double sk_evw_late[SAKURA_EVAL_NFEAT];
#endif
H
src=$(printf 'sp-src: ; @echo $(filter-out src/analysis/sakura_evalgen.c,$(sakura-evalgen_SRC))\n' |
      make -s -f Makefile -f - sp-src)
# shellcheck disable=SC2086
gcc -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra -iquote "$inc" -Isrc -o "$out" scripts/lab/sakura-spsa.c $src -lm
exec "$out" "$@"
