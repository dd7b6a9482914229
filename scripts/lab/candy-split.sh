#!/usr/bin/env bash
# candy-split.sh -- one Maki build (its candy-ai-sim) over one part of the
# tuning split of docs/lab/candy-ai.md (Round 14):
#   tune: taggers hunter,sweep,sonar x generators braid,caves,corridors,
#         footsteps 3,6,10, seeds 1-200 (TUNE_SEEDS overrides)
#   held: every other cell of taggers hunter,wander,sweep,sonar,cutoff x
#         braid,rooms,caves,corridors,halls x footsteps 3,6,10 / 2,4,7 /
#         4,8,14, seeds 1001-1200 (HELD_SEEDS, HELD_SEEDS_OTHER for the
#         tables 2,4,7 and 4,8,14 override, e.g. 1001-1040 for a screen)
#
#   gen:G: every tagger x table of generator G (a column of issue 24's
#         grid), seeds 1-80 (GEN_SEEDS overrides): the arena seeds of the
#         guide's command E
#
#   tagger:T: every generator x table against tagger T (a row of the
#         grid), seeds 1-80 (TAGGER_SEEDS overrides)
#
#   table:FS: every tagger x generator at footsteps table FS (a table of
#         the grid), seeds 1-80 (TABLE_SEEDS overrides)
#
#   maze:DIR: the outside generator's maze files (one directory a style,
#         scripts/lab/candy-ext-mazes.sh DIR): taggers hunter, wander,
#         sweep, sonar, cutoff x every style x footsteps 3,6,10, seeds
#         1-100 (MAZE_SEEDS overrides); the generator column reads xSTYLE
#
#   scripts/lab/candy-split.sh SIM tune|held|gen:G|tagger:T|table:FS|maze:DIR OUT.txt
#
# SIM_ARGS adds options to every candy-ai-sim run (an information
# experiment such as --reveal-terrain).
# Writes one line per game, "cell TAGGER GEN FS seed S n N score X caught C
# turn T ms M", cell by cell (one candy-ai-sim process at a time, nice 5).
set -euo pipefail
if [ $# -ne 3 ] || [ ! -x "$1" ]; then
  echo "usage: $0 SIM tune|held|gen:G|tagger:T|table:FS|maze:DIR OUT.txt" >&2
  exit 2
fi
sim=$1 part=$2 out=$3
: > "$out"
run() { # tagger gen fs seeds [maze dir: played instead of gen, which names it]
  local where=(--gen "$2")
  [ $# -ge 5 ] && where=(--maze "$5")
  # shellcheck disable=SC2086
  nice -n 5 "$sim" --seeds "$4" "${where[@]}" --tagger "$1" --footsteps "$3" --verbose ${SIM_ARGS:-} |
    awk -v c="cell $1 $2 $3" '$1 == "seed" { print c, $0 }' >> "$out"
}
case $part in
tune)
  for t in hunter sweep sonar; do for g in braid caves corridors; do
    run $t $g 3,6,10 "${TUNE_SEEDS:-1-200}"; done; done ;;
held)
  for fs in 3,6,10 2,4,7 4,8,14; do
    seeds=${HELD_SEEDS:-1001-1200}
    [ "$fs" != 3,6,10 ] && seeds=${HELD_SEEDS_OTHER:-$seeds}
    for t in hunter wander sweep sonar cutoff; do for g in braid rooms caves corridors halls; do
      if [ "$fs" = 3,6,10 ] && case $t in hunter|sweep|sonar) true;; *) false;; esac &&
         case $g in braid|caves|corridors) true;; *) false;; esac; then continue; fi
      run $t $g $fs "$seeds"
    done; done
  done ;;
gen:?*)
  for fs in 3,6,10 2,4,7 4,8,14; do for t in hunter wander sweep sonar cutoff; do
    run $t "${part#gen:}" $fs "${GEN_SEEDS:-1-80}"; done; done ;;
tagger:?*)
  for fs in 3,6,10 2,4,7 4,8,14; do for g in braid rooms caves corridors halls; do
    run "${part#tagger:}" $g $fs "${TAGGER_SEEDS:-1-80}"; done; done ;;
table:?*)
  for t in hunter wander sweep sonar cutoff; do for g in braid rooms caves corridors halls; do
    run $t $g "${part#table:}" "${TABLE_SEEDS:-1-80}"; done; done ;;
maze:?*)
  mz=${part#maze:}
  [ -d "$mz" ] || { echo "$0: $mz is not a directory of maze styles" >&2; exit 2; }
  for st in $(cd "$mz" && ls -d -- */ | tr -d /); do for t in hunter wander sweep sonar cutoff; do
    run $t "x$st" 3,6,10 "${MAZE_SEEDS:-1-100}" "$mz/$st"; done; done ;;
*) echo "$0: part is tune, held, gen:G, tagger:T, table:FS or maze:DIR" >&2; exit 2 ;;
esac
