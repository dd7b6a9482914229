#!/usr/bin/env bash
# candy-info-records.sh -- what knowledge is worth on one generator: our
# Maki at rung 0 with nothing revealed (plain), the true terrain (terr),
# the true terrain and candy (map) and everything (all: the oracle's view),
# against every built-in tagger but oracle, as arena records to read with
# candy-grid-by-n.py beside the grid's naive records of the same seeds.
#
#   scripts/lab/candy-info-records.sh SIM GEN TABLE SEEDS OUTDIR
#
# Writes OUTDIR/info-{plain,terr,map,all}.jsonl (candy-sim-records.sh).
# Exit 2 with one line on bad usage.
set -euo pipefail
[ $# -eq 5 ] || { echo "candy-info-records: usage: $0 SIM GEN TABLE SEEDS OUTDIR" >&2; exit 2; }
sim=$1 gen=$2 table=$3 seeds=$4 dir=$5
[ -d "$dir" ] || { echo "candy-info-records: $dir: not a directory" >&2; exit 2; }
T=hunter,wander,sweep,sonar,cutoff
rec="$(dirname "$0")/candy-sim-records.sh"
$rec "$sim" plain "$gen" $T "$table" "$seeds" "$dir/info-plain.jsonl" --rung 0
$rec "$sim" terr "$gen" $T "$table" "$seeds" "$dir/info-terr.jsonl" --rung 0 --reveal-terrain
$rec "$sim" map "$gen" $T "$table" "$seeds" "$dir/info-map.jsonl" --rung 0 --reveal-map
$rec "$sim" all "$gen" $T "$table" "$seeds" "$dir/info-all.jsonl" --rung 0 --reveal
