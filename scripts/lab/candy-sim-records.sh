#!/usr/bin/env bash
# candy-sim-records.sh -- candy-ai-sim games written as bin/arena candy
# records, so that the grid's readers (candy-grid-by-n.py,
# candy-grid-table.py) pair them seed by seed with the arena's games of
# naive (the simulator's seed S is the judge's seed S).
#
#   scripts/lab/candy-sim-records.sh SIM NAME GEN TAGGERS TABLE SEEDS OUT.jsonl [SIM FLAGS...]
#
# SIM: a candy-ai-sim binary; NAME: the bot name in the records; TAGGERS:
# comma-separated; TABLE: footsteps a,b,c; SEEDS: A-B; SIM FLAGS go to
# every run (for example --rung 0, --reveal-map).  The taggers run two at
# a time.  A game not caught ends at the turn limit (the simulator plays
# every game to its end); time_ms is the simulator's own clock.  Exit 2
# with one line on bad usage or a failed simulation.
set -euo pipefail
die() { echo "candy-sim-records: $*" >&2; exit 2; }
[ $# -ge 7 ] || die "usage: $0 SIM NAME GEN TAGGERS TABLE SEEDS OUT.jsonl [SIM FLAGS...]"
sim=$1 name=$2 gen=$3 taggers=$4 table=$5 seeds=$6 out=$7
shift 7
[ -x "$sim" ] || die "$sim: not an executable"
[[ $name =~ ^[A-Za-z0-9_.-]+$ ]] || die "bad name '$name'"
[[ $seeds =~ ^[0-9]+-[0-9]+$ ]] || die "bad seeds '$seeds' (A-B)"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
IFS=, read -r -a tlist <<< "$taggers"
run() {
    "$sim" --seeds "$seeds" --gen "$gen" --tagger "$1" --footsteps "$table" --verbose "${@:2}" \
        > "$tmp/$1.txt" 2> "$tmp/$1.err" || echo "$1" >> "$tmp/failed"
}
i=0
for t in "${tlist[@]}"; do
    run "$t" "$@" &
    i=$((i + 1))
    [ $((i % 2)) -eq 0 ] && wait
done
wait
[ ! -e "$tmp/failed" ] || die "the simulation failed for $(tr '\n' ' ' < "$tmp/failed")($(head -c 200 "$tmp/$(head -1 "$tmp/failed").err"))"
for t in "${tlist[@]}"; do
    awk -v bot="$name" -v tg="$t" -v gen="$gen" -v table="$table" '
        $1 == "seed" && $3 == "n" && $5 == "score" && $7 == "caught" && $9 == "turn" {
            printf "{\"bot\":\"%s\",\"tagger\":\"%s\",\"gen\":\"%s\",\"seed\":%s,\"cmd\":\"candy-ai-sim --footsteps %s\",", bot, tg, gen, $2, table
            printf "\"result\":{\"n\":%s,\"score\":%s,\"caught\":%s,\"turn\":%s,\"reason\":\"%s\",\"time_ms\":%s}}\n", \
                $4, $6, ($8 == "1" ? "true" : "false"), $10, ($8 == "1" ? "caught" : "turn_limit"), ($11 == "ms" ? $12 : 0)
            rows++ }
        END { if (rows == 0) exit 1 }' "$tmp/$t.txt" || die "no game lines from the simulation for $t"
done > "$out"
echo "candy-sim-records: $(wc -l < "$out") games in $out"
