#!/usr/bin/env bash
# scripts/frozen-bot.sh: the frozen Sakura opponent (sakura-bot-v1) builds
# from git history into a folder of our choice and plays a legal game; a
# revision the clone lacks is one line and exit 1; bad usage exit 2.  The
# same refusals from scripts/frozen-program.sh (its build is checked by
# tests/e2e/sakura_eval_fit.sh).
. "$(dirname "$0")/lib.sh"
rev=$(sed -n 's/^SAKURA_BOT_V1_REV := //p' mk/sakura-ai.mk)
scripts/frozen-bot.sh sakura 0000000000000000000000000000000000000bad x "$tmp" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "unknown revision: $(cat "$tmp/err")" || bad "unknown revision: rc $rc $(cat "$tmp/err")"
scripts/frozen-bot.sh chess HEAD x > /dev/null 2>&1; [ $? = 2 ] && ok "bad game: exit 2" || bad "bad game accepted"
scripts/frozen-program.sh 0000000000000000000000000000000000000bad sakura-evalgen "$tmp/g" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q '^frozen-program: revision' "$tmp/err" \
  && ok "frozen-program, unknown revision: $(cat "$tmp/err")" || bad "frozen-program, unknown revision: rc $rc $(cat "$tmp/err")"
scripts/frozen-program.sh HEAD no-such-program "$tmp/g" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q '^frozen-program: building bin/no-such-program' "$tmp/err" && [ ! -e "$tmp/g" ] \
  && ok "frozen-program, no such program: $(cat "$tmp/err")" || bad "frozen-program, no such program: rc $rc $(cat "$tmp/err")"
for a in "HEAD" "HEAD ../x" "HEAD a b c"; do
  # shellcheck disable=SC2086
  scripts/frozen-program.sh $a > /dev/null 2>&1; rc=$?
  [ $rc = 2 ] && ok "frozen-program $a: exit 2" || bad "frozen-program $a: exit $rc"
done
# a NAME, BIN or OUT that cannot hold the program: exit 2 with one line, before any build
mkdir -p "$tmp/dir/sub" "$tmp/fifos"; touch "$tmp/file"; mkfifo "$tmp/fifos/ff"
for a in "sakura HEAD '' $tmp/dir" "sakura HEAD a/b $tmp/dir" "sakura HEAD .. $tmp/dir/sub" "sakura HEAD sub $tmp/dir" \
         "sakura HEAD x $tmp/file" "sakura HEAD x ''" "sakura HEAD ff $tmp/fifos"; do
  eval "scripts/frozen-bot.sh $a" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q '^frozen-bot: ' "$tmp/err" && ok "frozen-bot $a: $(cat "$tmp/err")" \
    || bad "frozen-bot $a: rc $rc, $(cat "$tmp/err")"
done
for a in "HEAD sakura-greedy $tmp/dir" "HEAD sakura-greedy $tmp/file/x" "HEAD sakura-greedy $tmp/dir/" \
         "HEAD sakura-greedy ''" "HEAD sakura-greedy $tmp/fifos/ff"; do
  eval "scripts/frozen-program.sh $a" > /dev/null 2> "$tmp/err"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && grep -q '^frozen-program: ' "$tmp/err" && ok "frozen-program $a: $(cat "$tmp/err")" \
    || bad "frozen-program $a: rc $rc, $(cat "$tmp/err")"
done
[ -z "$(ls -A "$tmp/dir/sub")" ] && [ "$(ls -A "$tmp/dir")" = sub ] && [ -p "$tmp/fifos/ff" ] && ok "nothing written by the refusals" \
  || bad "left: $(ls -RA "$tmp/dir" "$tmp/fifos")"
scripts/frozen-bot.sh sakura 'HEAD^{tree}' x "$tmp/dir" > /dev/null 2> "$tmp/err"; rc=$?
[ $rc = 1 ] && [ "$(wc -l < "$tmp/err")" = 1 ] && ok "a revision naming no commit: $(cat "$tmp/err")" || bad "HEAD^{tree}: rc $rc $(cat "$tmp/err")"
if git rev-parse -q --verify "$rev^{commit}" > /dev/null; then
  # a relative BIN is taken from where the script runs
  (cd "$tmp" && "$OLDPWD/scripts/frozen-bot.sh" sakura "$rev" v1 rel) > "$tmp/out" 2>&1 && [ -x "$tmp/rel/v1" ] \
    && ok "$(cat "$tmp/out")" || bad "build: $(cat "$tmp/out"); $(ls "$tmp")"
  out=$(bin/sakura-judge --seed 9 "$tmp/rel/v1" bin/sakura-random 2>&1)
  case $out in *'"reason":"illegal"'*|*'"reason":"crash"'*|*'"reason":"timeout"'*|'') bad "v1 game: $out" ;;
    *) ok "v1 plays a game: $(printf '%s' "$out" | grep -o '"winner":[0-9],"reason":"[a-z_]*"')" ;; esac
else
  ok "revision $rev is not in this clone (shallow): the build is skipped, the refusal above is what a user sees"
fi
exit $fail
