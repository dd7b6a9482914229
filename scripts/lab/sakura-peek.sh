#!/usr/bin/env bash
# sakura-peek.sh -- build scripts/lab/sakura-peek.c against the tree's AI and
# DUCT peer into build/lab/sakura-peek, then run it with the given options.
#
#   scripts/lab/sakura-peek.sh [--seed S] [--games N] [--evals E] [--duct-iters I] [--opp duct|depth2] [--peek none|best|guard|diag|predict|cf|xbr|xhalf|xsupp]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=build/lab/sakura-peek
mkdir -p build/lab
src="scripts/lab/sakura-peek.c src/sakura/ai/sakura_ai.c src/sakura/ai/sakura_cand.c
     src/sakura/ai/sakura_eval.c src/sakura/ai/sakura_model.c src/sakura/ai/sakura_play.c
     src/sakura/ai/sakura_rm.c src/sakura/ai/sakura_tm.c
     src/sakura/engine/sakura_board.c src/sakura/engine/sakura_actions.c src/sakura/engine/sakura_rules.c
     src/common/rng.c src/common/clock.c src/common/kmath.c
     src/sakura/bots/sakura_duct.c src/sakura/bots/sakura_depth2.c src/sakura/bots/sakura_peer_eval.c src/sakura/bots/sakura_peer_arms.c
     src/sakura/bots/sakura_peer_tree.c src/sakura/bots/sakura_peer_play.c
     src/sakura/bots/sakura_peer_rm.c src/sakura/bots/sakura_peer_tm.c"
# shellcheck disable=SC2086
gcc -std=c11 -D_GNU_SOURCE -O2 -Wall -Wextra -Isrc -o "$out" $src -lm
exec "$out" "$@"
