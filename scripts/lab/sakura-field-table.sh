#!/usr/bin/env bash
# sakura-field-table.sh -- the field table of scripts/lab/sakura-field.sh
# over the records of one or more of its runs (say two halves with
# different first seeds), one row per opponent: games, W/D/L, score,
# Elo +- 95% CI, our max ms per game, our timeouts/illegal/crashes.
#
#   scripts/lab/sakura-field-table.sh BOT "SEED [SEED...]" OPPONENT...
#
# Reads build/lab/field-BOT-OPP-sSEED.jsonl for every SEED (BOT's basename,
# as sakura-field.sh names them); a missing file is an error.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 BOT \"SEED [SEED...]\" OPPONENT..." >&2; exit 2; }
cd "$(dirname "$0")/../.."
bot=$(basename "$1") seeds=$2
shift 2
printf '%-15s %6s %14s %8s %16s %8s %s\n' opponent games W/D/L score 'Elo +- CI' 'max ms' 'timeouts/illegal/crashes'
for o in "$@"; do
  files=()
  for s in $seeds; do
    f=build/lab/field-$bot-$o-s$s.jsonl
    [ -f "$f" ] || { echo "sakura-field-table: no $f" >&2; exit 1; }
    files+=("$f")
  done
  bin/arena report --json "${files[@]}" | python3 -c '
import json, sys
r = json.load(sys.stdin); p = r["pairings"][0]; b = r["bots"][0]
elo = ("inf" if p["elo"] is None else "%+.0f" % p["elo"]) + \
      ("" if p["elo_err"] is None else " +- %.0f" % p["elo_err"])
print("%-15s %6d %14s %7.2f%% %16s %8.0f %d/%d/%d" % (sys.argv[1], p["games"],
      "%d/%d/%d" % (p["wins"], p["draws"], p["losses"]), 100 * p["score"], elo,
      b["max_ms"], b["timeouts"], b["illegal"], b["crashes"]))' "$o"
done
