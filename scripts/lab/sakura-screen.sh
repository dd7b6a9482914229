#!/usr/bin/env bash
# sakura-screen.sh -- variants of our Sakura AI against one opponent, each
# paired per seed pair with a base bot's records of the same seeds: the
# screen of "tune on one opponent, report on the others" (docs/lab/sakura-ai.md).
#
#   scripts/lab/sakura-screen.sh BASE GAMES SEED OPP BOT...
#
# BASE a bot path whose records build/lab/field-$(basename BASE)-OPP-sSEED.jsonl
# exist (scripts/lab/sakura-field.sh makes them; run it for BASE first), GAMES
# and SEED as there, OPP a bin/ name.  Each BOT plays through
# scripts/lab/sakura-field.sh (real clock, --concurrency 2: run on an idle
# machine); then one line: its table row and the paired difference
# (points of 2 per seed pair, now - base, 95% CI) from `bin/arena report`.
set -euo pipefail
[ $# -ge 5 ] || { echo "usage: $0 BASE GAMES SEED OPP BOT..." >&2; exit 2; }
cd "$(dirname "$0")/../.."
base=$1 games=$2 seed=$3 opp=$4
shift 4
old=build/lab/field-$(basename "$base")-$opp-s$seed.jsonl
[ -f "$old" ] || { echo "sakura-screen: no base records $old" >&2; exit 2; }
for bot in "$@"; do
  row=$(scripts/lab/sakura-field.sh "$games" "$seed" "$bot" "$opp" | tail -n 1)
  new=build/lab/field-$(basename "$bot")-$opp-s$seed.jsonl
  diff=$(bin/arena report "$new" --baseline "$old" | tail -n 1)
  echo "$(basename "$bot"): $row | paired: $diff"
done
