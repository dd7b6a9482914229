#!/usr/bin/env bash
# bin/arena with the real Candy judge and the naive Maki: every bot plays
# the same seeds per tagger x generator, figures per cell, paired
# differences, --reveal-bot, resume and report.
set -u
cd "$(dirname "$0")/../.."
A=bin/arena
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
for b in candy-judge candy-naive; do [ -x bin/$b ] || fail "bin/$b not built"; done

# the same program under two names: paired difference exactly 0 +/- 0
$A candy --bot naive=bin/candy-naive --bot twin=bin/candy-naive --bot seer=bin/candy-naive \
  --reveal-bot seer --games 6 --taggers hunter,wander,oracle --gens braid,caves \
  --out "$T/c.jsonl" --json --concurrency 2 > "$T/sum.json" 2>"$T/err" || fail "run: $(tail -3 "$T/err")"
jq -e '.results == 108 and .errors == 0' "$T/sum.json" > /dev/null || fail "counts: $(jq -c '{results,errors}' "$T/sum.json")"
jq -e '.diffs[0].bots == ["naive","twin"] and .diffs[0].games == 36 and .diffs[0].mean == 0 and .diffs[0].ci == 0' \
  "$T/sum.json" > /dev/null || fail "twin difference: $(jq -c '.diffs' "$T/sum.json")"
# per cell against each other bot: 6 cells + 5 "*" rows + 1 total, x 2 bots;
# the twin's ratios are exactly 1 wherever naive scored (or was caught)
jq -e '[.pairs[]] | length == 24' "$T/sum.json" > /dev/null || fail "pair rows: $(jq -c '.pairs | length' "$T/sum.json")"
jq -e '[.pairs[] | select(.bots[1] == "twin") | .games == 6 or .games == 18 or .games == 12 or .games == 36] | all' \
  "$T/sum.json" > /dev/null || fail "pair games"
jq -e '[.pairs[] | select(.bots[1] == "twin" and .score_ratio != null) | .score_ratio == 1 and .score_ratio_ci < 1e-9 and .diff_mean == 0]
  | length > 0 and all' "$T/sum.json" > /dev/null || fail "twin ratios: $(jq -c '[.pairs[] | select(.bots[1] == "twin")]' "$T/sum.json")"
jq -e '[.pairs[] | select(.bots[1] == "twin" and .tagger == "oracle") | .caught_ratio == 1] | length == 3 and all' \
  "$T/sum.json" > /dev/null || fail "twin caught ratio under oracle"
# cells: 6 seeds each; totals: 36 games
jq -e '[.rows[] | select(.tagger != "*" and .gen != "*") | .games] | all(. == 6) and length == 18' "$T/sum.json" > /dev/null \
  || fail "cells"
jq -e '[.rows[] | select(.tagger == "*" and .gen == "*") | .games] == [36,36,36]' "$T/sum.json" > /dev/null || fail "totals"
jq -e '[.rows[] | select(.bot == "naive" and .tagger == "oracle" and .gen == "*") | .capture_rate >= 0 and .capture_rate <= 1 and .mean_turns > 0] == [true]' \
  "$T/sum.json" > /dev/null || fail "per-tagger row"
# every bot played the same 6 seeds in every cell; only seer got --reveal
[ "$(jq -r '"\(.tagger) \(.gen) \(.seed)"' "$T/c.jsonl" | sort | uniq -c | awk '$1 != 3' | wc -l)" = 0 ] || fail "same seeds"
[ "$(jq -r 'select(.cmd | test("--reveal")) | .bot' "$T/c.jsonl" | sort -u)" = seer ] || fail "--reveal-bot"
# a stored command replays its game alone
line=$(sed -n 7p "$T/c.jsonl")
[ "$(bash -c "$(echo "$line" | jq -r .cmd)" | jq -c '[.score,.turn]')" = "$(echo "$line" | jq -c '[.result.score,.result.turn]')" ] \
  || fail "replay differs"
# table form; resume plays nothing; report gives the same JSON
$A candy --bot naive=bin/candy-naive --bot twin=bin/candy-naive --bot seer=bin/candy-naive --reveal-bot seer \
  --games 6 --taggers hunter,wander,oracle --gens braid,caves --out "$T/c.jsonl" > "$T/t.txt" 2>/dev/null || fail "resume"
[ "$(wc -l < "$T/c.jsonl")" = 108 ] || fail "resume replayed games"
grep -q "^naive  *oracle  *caves  *6 " "$T/t.txt" || fail "table row: $(head -5 "$T/t.txt")"
grep -q "Paired difference naive - twin: +0.000 +/- 0.000 (36 games" "$T/t.txt" || fail "table diff"
grep -q "^naive against each bot on the same seeds" "$T/t.txt" || fail "no per-cell pair table"
grep -Eq "^twin  *hunter  *braid  *6  *\+0\.000 \+/- 0\.000 " "$T/t.txt" || fail "pair row: $(grep -A3 'against each' "$T/t.txt")"
$A report --json "$T/c.jsonl" > "$T/rep.json" 2> "$T/note" || fail "report"
[ ! -s "$T/note" ] || fail "report of one run (--reveal-bot, several taggers) gave a note: $(cat "$T/note")"
# resuming with other judge options refuses with one line and plays nothing;
# another replay directory is the same game
n0=$(wc -l < "$T/c.jsonl")
if $A candy --bot naive=bin/candy-naive --bot twin=bin/candy-naive --bot seer=bin/candy-naive --reveal-bot seer \
  --games 6 --taggers hunter,wander,oracle --gens braid,caves --footsteps 2,4,7 --out "$T/c.jsonl" \
  > /dev/null 2> "$T/clash"; then fail "resume with another --footsteps accepted"; fi
[ "$(wc -l < "$T/clash")" = 1 ] && grep -q "played by another command.*use another --out" "$T/clash" \
  || fail "clash message: $(cat "$T/clash")"
[ "$(wc -l < "$T/c.jsonl")" = "$n0" ] || fail "the refused resume wrote records"
# a record of the plan with no judge command cannot be matched: refused too
sed '1s/"cmd":"[^"]*",//' "$T/c.jsonl" > "$T/nocmd.jsonl"
if $A candy --bot naive=bin/candy-naive --bot twin=bin/candy-naive --bot seer=bin/candy-naive --reveal-bot seer \
  --games 6 --taggers hunter,wander,oracle --gens braid,caves --out "$T/nocmd.jsonl" \
  > /dev/null 2> "$T/clash"; then fail "resume from a record with no command accepted"; fi
[ "$(wc -l < "$T/clash")" = 1 ] && grep -q "with no judge command.*use another --out" "$T/clash" \
  || fail "no-command message: $(cat "$T/clash")"
# --out into a pipe: nothing to resume, the games play (reading it would wait forever)
timeout 60 $A candy --bot naive=bin/candy-naive --games 2 --taggers hunter --gens braid --out /dev/stdout \
  2> /dev/null | grep -c '"arena":1' > "$T/npipe"
[ "$(cat "$T/npipe")" = 2 ] || fail "--out /dev/stdout into a pipe: $(cat "$T/npipe") records"
$A candy --bot naive=bin/candy-naive --bot twin=bin/candy-naive --bot seer=bin/candy-naive --reveal-bot seer \
  --games 6 --taggers hunter,wander,oracle --gens braid,caves --replays "$T/rp" --out "$T/c.jsonl" \
  > /dev/null 2>&1 || fail "resume with --replays refused"
[ "$(wc -l < "$T/c.jsonl")" = "$n0" ] || fail "resume with --replays replayed games"
cmp -s "$T/sum.json" "$T/rep.json" || fail "report differs from the run"
# each replay names the bot it holds (two builds of one program stay apart)
$A candy --bot new=bin/candy-naive --bot old=bin/candy-naive --games 1 --taggers hunter --gens braid \
  --replays "$T/nm" --out "$T/nm.jsonl" > /dev/null 2>&1 || fail "named replays run"
[ "$(jq -c .players "$T/nm/candy_new_hunter_braid_1.json") $(jq -c .players "$T/nm/candy_old_hunter_braid_1.json")" = '["new"] ["old"]' ] ||
  fail "replays' players: $(jq -c .players "$T"/nm/*.json | tr '\n' ' ')"
# records made before the arena named the bot (no --name in their command)
# still resume: the same games, none played again
sed 's/ --name [a-z]* / /' "$T/nm.jsonl" > "$T/nm-old.jsonl"
$A candy --bot new=bin/candy-naive --bot old=bin/candy-naive --games 2 --taggers hunter --gens braid \
  --out "$T/nm-old.jsonl" > /dev/null 2> "$T/nm-old.err" && [ "$(wc -l < "$T/nm-old.jsonl")" = 4 ] &&
  [ "$(grep -c -- ' --name ' "$T/nm-old.jsonl")" = 2 ] || fail "resume of records without --name: $(cat "$T/nm-old.err")"
# an outside tagger under its own name: its games run the judge with
# --tagger-cmd and the command, and get their own rows
[ -x bin/candy-tagger ] || fail "bin/candy-tagger not built"
$A candy --bot naive=bin/candy-naive --games 4 --taggers hunter,hcopy \
  --tagger-cmd 'hcopy=bin/candy-tagger --game-seed 0' --gens braid --out "$T/t.jsonl" --json \
  --concurrency 2 > "$T/ts.json" 2>"$T/err" || fail "tagger-cmd run: $(tail -3 "$T/err")"
[ "$(jq -r 'select(.tagger == "hcopy") | .cmd' "$T/t.jsonl" | grep -c -- "--tagger-cmd 'bin/candy-tagger --game-seed 0'")" = 4 ] \
  || fail "hcopy games do not run the outside tagger: $(jq -r .cmd "$T/t.jsonl" | head -8)"
jq -e '[.rows[] | select(.tagger == "hcopy" and .gen == "braid") | .games] == [4]' "$T/ts.json" > /dev/null \
  || fail "no hcopy row: $(jq -c '.rows' "$T/ts.json")"
jq -e '.errors == 0' "$T/ts.json" > /dev/null || fail "tagger-cmd run had errors"
# records of another --footsteps pooled in one report: a one-line note naming both
$A candy --bot naive=bin/candy-naive --games 2 --taggers hunter --gens braid --footsteps 2,4,7 \
  --out "$T/f.jsonl" > /dev/null 2>&1 || fail "--footsteps run"
$A report "$T/t.jsonl" > /dev/null 2> "$T/note" && [ ! -s "$T/note" ] || fail "tagger-cmd report note: $(cat "$T/note")"
$A report "$T/t.jsonl" "$T/f.jsonl" > /dev/null 2> "$T/note" || fail "mixed report"
[ "$(wc -l < "$T/note")" = 1 ] && grep -qF "different judge settings, pooled in one table: 'defaults' (8), '--footsteps 2,4,7' (2)" "$T/note" \
  || fail "mixed settings note: $(cat "$T/note")"
# the tables line up whatever the names: a long bot name and "corridors"
# (nine letters); the page's stderr line comes after the tables in one file
$A candy --bot naive=bin/candy-naive --bot a_rather_long_maki_name=bin/candy-naive --games 1 --taggers hunter \
  --gens braid,corridors --out "$T/w.jsonl" > "$T/w.txt" 2>/dev/null || fail "wide names run"
awk '/^(Bot|Against) +Tagger +Gen +Games/ { match($0, /Games/); want = RSTART + 4; n++; next }
     want && match($0, /^[^ ]+ +[^ ]+ +[^ ]+ +[0-9]+ /) { rows++; if (RLENGTH - 1 != want) bad = bad " [" $0 "]" }
     /^-----/ { want = 0 }
     END { if (n != 2 || rows != 9 || bad != "") { print n, rows, bad; exit 1 } }' "$T/w.txt" \
  || fail "columns do not line up: $(cat "$T/w.txt")"
$A report --html "$T/w.html" "$T/w.jsonl" > "$T/both" 2>&1 || fail "report --html"
tail -1 "$T/both" | grep -q "^arena: wrote $T/w.html" || fail "the wrote line is inside the tables: $(grep -n wrote "$T/both")"
echo "arena candy: ok"
