#!/usr/bin/env bash
# bench-signatures.sh -- the deterministic part of `make bench`, one line per
# fixed workload: the work counts and checksums that every machine and
# compiler must reproduce, with every time and rate left out.
#
#   scripts/bench-signatures.sh [BIN]        prints the lines (BIN: bin)
#
# `make bench-check` compares them with tests/bench/signatures.txt;
# `make bench-update` rewrites that file.  A line that changes means the
# rules, a generator, a tagger or an AI's play changed.
set -euo pipefail
bin=${1:-bin}

# sig NAME COMMAND...: run COMMAND, print "NAME: " + its deterministic fields
# (sed script in $keep), failing loudly when the command fails or prints none
sig() {
  local name=$1 out line; shift
  if ! out=$("$@" 2>&1); then
    echo "bench-signatures: $name: '$*' failed:" >&2; printf '%s\n' "$out" | tail -3 >&2; exit 1
  fi
  line=$(printf '%s\n' "$out" | sed -n -E "$keep" | paste -sd ' ' -)
  if [ -z "$line" ]; then echo "bench-signatures: $name: no signature in the output of '$*'" >&2; exit 1; fi
  printf '%s: %s\n' "$name" "$line"
}

keep='s/^sakura-bench: ([0-9]+ games, [0-9]+ turns resolved, .*draw [0-9/]+)$/\1/p; s/^sakura engine signature: /signature /p'
sig sakura-engine "$bin/sakura-bench"

keep='s/^sakura-ai bench: ([0-9]+ positions, [0-9]+ evaluations \(signature [0-9a-f]+\)).*/ai \1/p; s/^sakura-ai game bench: ([0-9]+ games, [0-9]+ turns, [0-9]+ evaluations \(signature [0-9a-f]+\)).*/games \1/p; s/^sakura-duct bench: ([0-9]+ positions, [0-9]+ iterations \(signature [0-9a-f]+\)).*/duct \1/p; s/^sakura-depth2 bench: ([0-9]+ positions, [0-9]+ cells \(signature [0-9a-f]+\)).*/depth2 \1/p'
sig sakura-ai "$bin/sakura-ai-bench"

keep='s/^candy-bench: ([0-9]+ mazes generated) in .*/\1/p; s/^candy-bench: ([0-9]+ games, [0-9]+ world turns \([a-z]+ tagger\)) in .*/\1/p; s/^candy engine signature: /signature /p'
sig candy-engine "$bin/candy-bench"
# one line per maze generator, so a change names the generator it touched
for gen in $("$bin/candy-bench" | sed -n -E 's/^candy-bench: generator ([a-z0-9_-]+) signature .*/\1/p'); do
  keep="s/^candy-bench: generator $gen (signature [0-9a-f]+)$/\\1/p"
  sig "candy-gen-$gen" "$bin/candy-bench"
done

keep='s/^(games .* moves [0-9a-f]+) .*/\1/p'
sig candy-ai-full "$bin/candy-ai-sim" --seeds 1-50 --tagger hunter
sig candy-ai-rung1 "$bin/candy-ai-sim" --seeds 1-50 --tagger hunter --rung 1
sig candy-ai-rung4 "$bin/candy-ai-sim" --seeds 1-50 --tagger hunter --rung 4
