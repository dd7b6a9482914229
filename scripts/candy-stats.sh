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
die() { echo "candy-stats: $1 (see the head of scripts/candy-stats.sh)" >&2; exit 2; }
whole() { case $1 in ''|*[!0-9]*) return 1 ;; esac; [ ${#1} -le 15 ] && [ $((10#$1)) -ge "$2" ] && [ $((10#$1)) -le "$3" ]; }
whole "$games" 2 1000000 || die "-g $games: expected 2..1000000 games"
whole "$jobs" 1 64 || die "-j $jobs: expected 1..64 jobs"
whole "$first" 0 999999999999999 || die "-s $first: expected a seed 0..999999999999999"
games=$((10#$games)) jobs=$((10#$jobs)) first=$((10#$first))
for t in $taggers; do case " hunter wander oracle sweep sonar cutoff " in *" $t "*) ;; *) die "-t: unknown tagger '$t'" ;; esac; done
for g in $gens; do case " braid rooms caves corridors halls " in *" $g "*) ;; *) die "-m: unknown generator '$g'" ;; esac; done
[ -n "$taggers" ] && [ -n "$gens" ] || die "-t and -m need at least one name"
[ $# -le 1 ] || die "one CMD expected (quote it), got $# arguments"
cmd=${1:-bin/candy-naive}
judge=${CANDY_JUDGE:-bin/candy-judge}
[ -x "$judge" ] || { echo "candy-stats: build bin/candy-judge first (make)" >&2; exit 2; }
# one game first: a judge option or a command the judge refuses is one line here, not one per game
# shellcheck disable=SC2086
if ! err=$("$judge" ${CANDY_JUDGE_OPTS:-} --seed "$first" --tagger "${taggers%% *}" --gen "${gens%% *}" "$cmd" 2>&1 > /dev/null); then
  echo "candy-stats: the first game failed: $(printf '%s' "$err" | head -n 1)" >&2
  exit 1
fi
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
