#!/usr/bin/env bash
# candy-stats.sh -- a Maki program over many seeded games, per tagger and
# generator: mean score with a 95% confidence interval, capture rate, mean
# turn of capture, failures.
#
#   scripts/candy-stats.sh [-g GAMES] [-j JOBS] [-t "hunter wander oracle sweep sonar cutoff"]
#                          [-m "braid rooms caves corridors halls"] [-s FIRST_SEED] [CMD]
# CMD defaults to bin/candy-naive; extra judge options via CANDY_JUDGE_OPTS,
# another judge binary via CANDY_JUDGE.
set -euo pipefail
cd "$(dirname "$0")/.."
games=1000 jobs=2 taggers="hunter wander oracle sweep sonar cutoff" gens="braid rooms caves corridors halls" first=1
while getopts g:j:t:m:s: o; do
  case $o in
    g) games=$OPTARG ;; j) jobs=$OPTARG ;; t) taggers=$OPTARG ;; m) gens=$OPTARG ;;
    s) first=$OPTARG ;; *) echo "usage: $0 [-g N] [-j N] [-t TAGGERS] [-m GENS] [-s SEED] [CMD]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
cmd=${1:-bin/candy-naive}
judge=${CANDY_JUDGE:-bin/candy-judge}
[ -x "$judge" ] || { echo "candy-stats: build bin/candy-judge first (make)" >&2; exit 2; }
printf '%-7s %-6s %6s %16s %8s %9s %6s\n' tagger gen games "score (95% CI)" caught "cap.turn" fails
for t in $taggers; do
  for g in $gens; do
    seq "$first" $((first + games - 1)) |
      xargs -P "$jobs" -I{} "$judge" ${CANDY_JUDGE_OPTS:-} --seed {} --tagger "$t" --gen "$g" "$cmd" |
      awk -v t="$t" -v g="$g" '
        { match($0, /"score":[0-9]+/); s = substr($0, RSTART + 8, RLENGTH - 8) + 0
          n++; sum += s; sq += s * s
          if ($0 ~ /"caught":true/) { c++; match($0, /"turn":[0-9]+/); ct += substr($0, RSTART + 7, RLENGTH - 7) }
          if ($0 ~ /"reason":"(timeout|illegal|crash)"/) f++ }
        END { m = sum / n; sd = sqrt((sq - n * m * m) / (n - 1)); ci = 1.96 * sd / sqrt(n)
              printf "%-7s %-6s %6d %9.2f ± %4.2f %7.1f%% %9.1f %6d\n", t, g, n, m, ci, 100 * c / n, c ? ct / c : 0, f }'
  done
done
