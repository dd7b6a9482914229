#!/usr/bin/env bash
# sakura-field.sh -- our Sakura AI against every opponent the kit has, one
# arena run each (sides swapped, same seeds), and one table: W/D/L, score,
# Elo +- 95% CI, our max ms per game, our timeouts/illegal/crashes.
#
#   scripts/lab/sakura-field.sh [GAMES [SEED [BOT [OPPONENTS...]]]]
#
# GAMES per opponent (even, default 200), SEED the first judge seed
# (default 1), BOT our bot (default bin/sakura-bot), OPPONENTS bin/ names
# or paths (a path plays under its file name, e.g.
# build/lab/ext/sakura-ext-bot from scripts/lab/ext-build.sh; default:
# build/lab/ext/sakura-ext-bot build/lab/ext/sakura-mcts-bot build/lab/ext/sakura-ab-bot sakura-duct sakura-depth2 sakura-bot-v1
# sakura-bot-v2 sakura-greedy sakura-random sakura-camper sakura-rusher;
# missing frozen bots are built by `make frozen-bots`, the outside ones by
# scripts/lab/ext-build.sh).  Runs at --concurrency 2 (the core
# count): the real conditions of the time rule.  Records go to
# build/lab/field-BOT-OPP-sSEED.jsonl (rerun to resume); the table to stdout
# (scripts/lab/sakura-field-table.sh, which also tables several runs together).
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:-200} seed=${2:-1} bot=${3:-bin/sakura-bot}
shift $(( $# < 3 ? $# : 3 ))
opps=("$@")
[ ${#opps[@]} -gt 0 ] || opps=(build/lab/ext/sakura-ext-bot build/lab/ext/sakura-mcts-bot build/lab/ext/sakura-ab-bot sakura-duct sakura-depth2 sakura-bot-v1
  sakura-bot-v2 sakura-greedy sakura-random sakura-camper sakura-rusher)
mkdir -p build/lab
case " ${opps[*]} " in *" build/lab/ext/sakura-"*) [ -x build/lab/ext/sakura-ext-bot ] && [ -x build/lab/ext/sakura-mcts-bot ] && [ -x build/lab/ext/sakura-ab-bot ] || scripts/lab/ext-build.sh >/dev/null ;; esac
for o in "${opps[@]}"; do
  case $o in */*) [ -x "$o" ] || { echo "sakura-field: $o is not an executable" >&2; exit 2; } ;;
             *) [ -x "bin/$o" ] || make -s "bin/$o" >/dev/null ;; esac
done
first=1
for path in "${opps[@]}"; do
  o=$(basename "$path"); case $path in */*) ;; *) path=bin/$o ;; esac
  out=build/lab/field-$(basename "$bot")-$o-s$seed.jsonl
  bin/arena sakura --bot ai="$bot" --bot "$o=$path" --games "$games" --seed "$seed" \
    --concurrency 2 --progress plain --out "$out" >/dev/null 2>&1 || true
  scripts/lab/sakura-field-table.sh "$bot" "$seed" "$o" | if [ $first = 1 ]; then cat; else tail -n +2; fi
  first=0
done
