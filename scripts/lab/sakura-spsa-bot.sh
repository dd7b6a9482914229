#!/usr/bin/env bash
# sakura-spsa-bot.sh -- build bin/sakura-bot with SPSA-tuned weights apart
# from the tree: OUTDIR gets this commit's sources (git archive HEAD), its
# src/sakura/ai/sakura_eval_weights.h is rewritten by the shipped fit
# tuned by the given sakura-spsa outputs (scripts/fit-sakura-eval.py
# --spsa: the mean of their "# final" vectors, each run checked to have
# started from that fit), and `make` builds OUTDIR/bin/sakura-bot.
#
#   scripts/lab/sakura-spsa-bot.sh OUTDIR SPSA_OUTPUT...
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: scripts/lab/sakura-spsa-bot.sh OUTDIR SPSA_OUTPUT..." >&2; exit 2; }
out=$1; shift
runs=$(IFS=,; echo "$*")
data=$(sed -n 's/^SAKURA_EVAL_DATA := *//p' mk/sakura-ai.mk)
opts=$(sed -n 's/^SAKURA_EVAL_FIT_OPTS := *//p' mk/sakura-ai.mk)
rm -rf "$out" && mkdir -p "$out"
git archive HEAD | tar -x -C "$out"
# shellcheck disable=SC2086
scripts/fit-sakura-eval.py $opts "$data" --spsa "$runs" --out "$out/src/sakura/ai/sakura_eval_weights.h" | tail -n 1
make -s -C "$out" bin/sakura-bot
