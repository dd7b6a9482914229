#!/usr/bin/env bash
# scripts/candy-stats.sh: one row per tagger x generator with the games
# played; a bad option is one line and exit 2 before any game; a judge
# option or command the judge refuses is one line and exit 1 (not one error
# line per game).
. "$(dirname "$0")/lib.sh"
cs=scripts/candy-stats.sh
out=$(bash $cs -g 3 -t "hunter sonar" -m braid 2>&1); rc=$?
rows=$(printf '%s\n' "$out" | awk '$1 ~ /^(hunter|sonar)$/ && $2 == "braid" && $3 == 3' | wc -l)
[ $rc = 0 ] && [ "$rows" = 2 ] && ok "two cells of 3 games" || bad "run: rc $rc, $out"
for a in "-g 0" "-g 1" "-g abc" "-s abc" "-s 18446744073709551615" "-j 0" "-j 65" "-t ninja" "-m mazes" "-t ''"; do
  err=$(eval "bash $cs $a -g 3" 2>&1 > /dev/null); rc=$?
  # (-g 3 after a bad -g overrides it: check those alone)
  case $a in -g*) err=$(eval "bash $cs $a" 2>&1 > /dev/null); rc=$? ;; esac
  [ $rc = 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && case $err in candy-stats:*) true ;; *) false ;; esac \
    && ok "$a: $err" || bad "$a: rc $rc, $err"
done
err=$(CANDY_JUDGE_OPTS="--n 5" bash $cs -g 3 -t hunter -m braid 2>&1 > /dev/null); rc=$?
[ $rc = 1 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && case $err in "candy-stats: the first game failed: candy-judge: --n"*) true ;; *) false ;; esac \
  && ok "a refused judge option: $err" || bad "bad judge option: rc $rc, $err"
err=$(bash $cs -g 3 -t hunter -m braid /no/such/bot 2>&1 > /dev/null); rc=$?
[ $rc = 1 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && ok "a command that cannot run: $err" || bad "no bot: rc $rc, $err"
exit $fail
