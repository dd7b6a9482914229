#!/usr/bin/env bash
# bin/arena --html PAGE and --baseline OLD.jsonl with the real judges: the
# page's embedded summary is `report --json`'s, every game with a replay
# gets a link (DIR/viewer.html?game=KEY, DIR/KEY.js), a resumed run's page
# covers the whole plan, usage and file errors are one line with the
# report's exit statuses, and no input still gives a page that says so.
# (tests/web/report.test.js opens the pages in a browser.)
set -u
cd "$(dirname "$0")/../.."
R=$PWD
A=$R/bin/arena
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
for b in arena sakura-judge sakura-greedy sakura-random candy-judge candy-naive; do
  [ -x bin/$b ] || fail "bin/$b not built"
done
BOTS="--bot greedy=$R/bin/sakura-greedy --bot random=$R/bin/sakura-random"
# the data object of a page: the line after the marker's assignment
data() { sed -n 's/^var ARENA_REPORT = \(.*\);$/\1/p' "$1"; }

cd "$T"
# --help documents both options
$A --help | grep -q -- '--html PAGE' || fail "--help lacks --html"
$A --help | grep -q -- '--baseline OLD.jsonl' || fail "--help lacks --baseline"

# a run that writes its page: the summary is the JSON summary of its records
$A sakura $BOTS --games 20 --out sk.jsonl --replays rp --html run.html --progress plain > run.txt 2> run.err \
  || fail "run: $(tail -2 run.err)"
grep -q "^arena: wrote run.html (" run.err || fail "no 'wrote' line: $(tail -2 run.err)"
$A report --json sk.jsonl > sk.json || fail "report --json"
[ "$(data run.html | jq -c .summary)" = "$(jq -c . sk.json)" ] || fail "run page summary differs from report --json"
[ "$(data run.html | jq '.games | length')" = 20 ] || fail "run page games"
# report --html: the same summary, the same games; the table is still printed
$A report --html rep.html sk.jsonl > rep.txt 2> rep.err || fail "report --html: $(cat rep.err)"
grep -q "^Results of greedy vs random" rep.txt || fail "report --html prints the table"
[ "$(data rep.html | jq -c .summary)" = "$(jq -c . sk.json)" ] || fail "report page summary"
[ "$(data rep.html | jq -c '[.games[] | [.[2], .[3]]]')" = "$(data run.html | jq -c '[.games[] | [.[2], .[3]]]')" ] \
  || fail "report and run pages list other games"
# every game links its replay: a viewer page and one script a game
[ "$(data rep.html | jq .links)" = 20 ] || fail "links: $(data rep.html | jq .links)"
[ -s rp/viewer.html ] || fail "no rp/viewer.html"
[ "$(ls rp/*.js | wc -l)" = 20 ] || fail "replay scripts: $(ls rp | head)"
# the replay's own JSON text, which the viewer parses (a seed keeps its digits)
python3 "$R/tests/e2e/embedded_replay.py" rp/sakura_greedy_random_3_2.js rp/sakura_greedy_random_3_2.json || fail "replay script form"
# a script in an older kit's form (an object literal, whose seed a browser
# rounds) is rewritten even when newer than its replay
{ printf 'EMBEDDED_REPLAY = '; cat rp/sakura_greedy_random_3_2.json; printf ';\n'; } > rp/sakura_greedy_random_3_2.js
touch -d '+1 minute' rp/sakura_greedy_random_3_2.js
$A report --html rep-old.html sk.jsonl > /dev/null 2>&1 || fail "report over an old replay script"
python3 "$R/tests/e2e/embedded_replay.py" rp/sakura_greedy_random_3_2.js rp/sakura_greedy_random_3_2.json \
  || fail "an old-form replay script was kept"
data rep.html | jq -e '.games[0][10] | test("^rp/viewer.html[?]game=sakura_greedy_random_[0-9]+_[12]$")' > /dev/null \
  || fail "link form: $(data rep.html | jq '.games[0][10]')"
# a page in another folder links there relatively; the judge command is the record's
mkdir -p sub/deeper
$A report --html sub/deeper/p.html sk.jsonl > /dev/null 2>&1 || fail "report into a folder"
data sub/deeper/p.html | jq -e '.games[0][10] | startswith("../../rp/viewer.html?game=")' > /dev/null || fail "relative link"
[ "$(data rep.html | jq -r '.games[0][11]')" = "$(head -1 sk.jsonl | jq -r .cmd)" ] || fail "judge command"
# a cut replay gets no link (and is said so), the rest keep theirs
head -c 100 rp/sakura_greedy_random_1_1.json > cut && mv cut rp/sakura_greedy_random_1_1.json
rm rp/sakura_greedy_random_1_1.js
$A report --html cut.html sk.jsonl > /dev/null 2> cut.err || fail "report with a cut replay"
grep -q "1 game(s) name a replay that is missing, cut" cut.err || fail "cut replay note: $(cat cut.err)"
[ "$(data cut.html | jq .links)" = 19 ] || fail "links with a cut replay"
# the records name the files the page writes: one it did not write is never
# replaced (a KEY.js of someone else's, a .json that is no replay, a
# viewer.html that is not the arena's)
echo 'var mine = 1;' > rp/sakura_greedy_random_2_1.js
touch -d '2000-01-01' rp/sakura_greedy_random_2_1.js
$A report --html own.html sk.jsonl > /dev/null 2> own.err || fail "report with a foreign script"
[ "$(cat rp/sakura_greedy_random_2_1.js)" = 'var mine = 1;' ] || fail "a foreign KEY.js was replaced"
[ "$(data own.html | jq .links)" = 18 ] || fail "links with a foreign script: $(data own.html | jq .links)"
mkdir vic && echo keep > vic/config.js && echo '{"a":1}' > vic/config.json && echo '<p>mine</p>' > vic/viewer.html
sed "1s|--replay [^ ]*|--replay $T/vic/config.json|" sk.jsonl > vic.jsonl
$A report --html vic.html vic.jsonl > /dev/null 2> vic.err || fail "report naming a foreign folder"
[ "$(cat vic/config.js)" = keep ] && [ "$(cat vic/viewer.html)" = '<p>mine</p>' ] || fail "files of another folder replaced"
cp rp/sakura_greedy_random_3_2.json vic/g.json
sed "1s|--replay [^ ]*|--replay $T/vic/g.json|" sk.jsonl > vic.jsonl
$A report --html vic.html vic.jsonl > /dev/null 2> vic.err || fail "report with a foreign viewer.html"
[ "$(cat vic/viewer.html)" = '<p>mine</p>' ] && grep -q "vic/viewer.html is not a viewer page the arena wrote" vic.err \
  || fail "a foreign viewer.html: $(cat vic.err)"

# resume: the page covers the whole plan (records from --out and the new ones)
$A sakura $BOTS --games 40 --out sk.jsonl --html resumed.html --progress plain > /dev/null 2>&1 || fail "resume"
[ "$(data resumed.html | jq '.games | length')" = 40 ] || fail "resumed page games"
[ "$(data resumed.html | jq -c .summary)" = "$($A report --json sk.jsonl | jq -c .)" ] || fail "resumed summary"

# Candy: the page's rows are the JSON's, N is kept per game
$A candy --bot naive=$R/bin/candy-naive --games 6 --taggers hunter,wander --out cd.jsonl --replays cr \
  --html cd.html --progress plain > /dev/null 2>&1 || fail "candy run"
[ "$(data cd.html | jq -c .summary)" = "$($A report --json cd.jsonl | jq -c .)" ] || fail "candy summary"
[ "$(data cd.html | jq '[.games[] | select(.[8] >= 11)] | length')" = 12 ] || fail "candy N per game"
[ "$(ls cr/*.js | wc -l)" = 12 ] || fail "candy replay scripts"

# --baseline: in the JSON summary (and so in the page), and in the table
$A sakura --bot greedy=$R/bin/sakura-random --bot random=$R/bin/sakura-random --games 40 --out old.jsonl \
  --progress plain > /dev/null 2>&1 || fail "old run"
$A report --json --baseline old.jsonl sk.jsonl > b.json || fail "report --baseline --json"
jq -e '.baseline.files == ["old.jsonl"] and .baseline.rows[0].cases == 20 and .baseline.rows[0].bots == ["greedy","random"]
       and .baseline.summary.pairings[0].games == 40 and .baseline.rows[0].diff_mean > 0' b.json > /dev/null \
  || fail "baseline JSON: $(jq -c '.baseline.rows' b.json)"
jq -e 'del(.baseline) == input' b.json <($A report --json sk.jsonl) > /dev/null || fail "baseline changes the summary"
$A report --baseline old.jsonl sk.jsonl | grep -q "^Against the baseline (old.jsonl)" || fail "baseline text"
$A report --html b.html --baseline old.jsonl sk.jsonl > /dev/null 2>&1 || fail "baseline page"
[ "$(data b.html | jq -c .summary)" = "$(jq -c . b.json)" ] || fail "baseline page summary"
[ "$(data b.html | jq '.cases | length')" = 20 ] || fail "baseline cases"
# a run with --baseline compares at the end
$A sakura $BOTS --games 40 --out sk.jsonl --baseline old.jsonl --json 2>/dev/null | jq -e '.baseline.rows[0].cases == 20' \
  > /dev/null || fail "run --baseline"
# a baseline of the other game, or unreadable: one line, exit 1, nothing played
$A report --baseline cd.jsonl sk.jsonl > /dev/null 2> e.txt; [ $? = 1 ] || fail "baseline of another game"
grep -q "^arena: --baseline: no arena records of this game found$" e.txt || fail "message: $(tail -1 e.txt)"
$A sakura $BOTS --games 2 --out new.jsonl --baseline nope.jsonl > /dev/null 2> e.txt; [ $? = 1 ] || fail "run, bad baseline"
[ "$(cat e.txt)" = "arena: cannot open nope.jsonl: No such file or directory" ] || fail "message: $(cat e.txt)"
[ ! -e new.jsonl ] || fail "a bad baseline played games"
# a missing records file is one line, exit 1; an empty one says no records
$A report nope.jsonl > /dev/null 2> e.txt; [ $? = 1 ] || fail "report of a missing file"
[ "$(cat e.txt)" = "arena: cannot open nope.jsonl: No such file or directory" ] || fail "report missing: $(cat e.txt)"
: > empty0.jsonl
$A report empty0.jsonl > /dev/null 2> e.txt; [ $? = 1 ] || fail "report of an empty file"
[ "$(cat e.txt)" = "arena: no arena records found" ] || fail "report empty: $(cat e.txt)"

# usage and file errors: one line, exit 2 / 1, before any game
$A report --html > /dev/null 2> e.txt; [ $? = 2 ] || fail "--html without a value"
[ "$(wc -l < e.txt)" = 1 ] && grep -q -- "--html needs a value" e.txt || fail "message: $(cat e.txt)"
$A candy --bot n=bin/candy-naive --baseline > /dev/null 2> e.txt; [ $? = 2 ] || fail "--baseline without a value"
$A sakura $BOTS --games 2 --out x.jsonl --html nodir/p.html > /dev/null 2> e.txt; [ $? = 1 ] || fail "unwritable page"
[ "$(cat e.txt)" = "arena: cannot write --html nodir/p.html: No such file or directory" ] || fail "message: $(cat e.txt)"
[ ! -e x.jsonl ] || fail "an unwritable page played games"
mkdir -p adir; : > afile
$A sakura $BOTS --games 2 --out x.jsonl --html adir > /dev/null 2> e.txt; [ $? = 1 ] || fail "a directory as the page"
[ "$(cat e.txt)" = "arena: cannot write --html adir: it is a directory" ] || fail "message: $(cat e.txt)"
$A sakura $BOTS --games 2 --out x.jsonl --replays afile > /dev/null 2> e.txt; [ $? = 1 ] || fail "a file as --replays"
[ "$(cat e.txt)" = "arena: --replays afile: not a directory this user can write" ] || fail "message: $(cat e.txt)"
[ ! -e x.jsonl ] || fail "a bad --html or --replays played games"
$A report --html nodir/p.html sk.jsonl > /dev/null 2> e.txt; [ $? = 1 ] || fail "report to an unwritable page"
[ "$(cat e.txt)" = "arena: cannot write --html nodir/p.html: No such file or directory" ] || fail "message: $(cat e.txt)"
$A report --html adir sk.jsonl > e.out 2> e.txt; [ $? = 1 ] || fail "report to a directory"
[ "$(cat e.txt)" = "arena: cannot write --html adir: it is a directory" ] && [ ! -s e.out ] || fail "message: $(cat e.txt)"

# no record, truncated, mixed: the report's lines and statuses, and a page
: > empty.jsonl
$A report empty.jsonl > /dev/null 2> plain.err; s1=$?
$A report --html empty.html empty.jsonl > /dev/null 2> page.err; s2=$?
[ $s1 = 1 ] && [ $s2 = 1 ] || fail "no record: exit $s1 / $s2"
[ "$(grep -v '^arena: wrote' page.err)" = "$(cat plain.err)" ] || fail "no record: other lines"
data empty.html | jq -e '.error == "no arena records found" and .files == ["empty.jsonl"]' > /dev/null || fail "error page"
head -c 2000 sk.jsonl > trunc.jsonl
cat sk.jsonl cd.jsonl > mixed.jsonl
for f in trunc mixed; do
  $A report $f.jsonl > plain.txt 2> plain.err; s1=$?
  $A report --html $f.html $f.jsonl > page.txt 2> page.err; s2=$?
  [ $s1 = 0 ] && [ $s2 = 0 ] || fail "$f: exit $s1 / $s2"
  cmp -s plain.txt page.txt || fail "$f: other table"
  [ "$(grep -v -e '^arena: wrote' -e 'did not write: no link$' page.err)" = "$(cat plain.err)" ] || fail "$f: other lines"
  [ "$(data $f.html | jq '.notes | length')" -gt 0 ] || fail "$f: the page lacks the warnings"
done
grep -q "line skipped" trunc.html || fail "truncated: no note"
# a zero is printed as one: no complete pair yet gives LLR 0.00, not -0.00
$A sakura $BOTS --games 2 --out pair.jsonl > /dev/null 2>&1 || fail "2 games"
head -1 pair.jsonl > half.jsonl
$A report --sprt 0,10 half.jsonl | grep -q '^LLR: 0.00 ' || fail "half a pair: $($A report --sprt 0,10 half.jsonl | grep LLR)"
# ... and a figure that does not exist yet is still "-"
$A report half.jsonl | grep -q '^Elo: - +/- -, nElo: - +/- -$' || fail "half a pair: $($A report half.jsonl | grep Elo)"
# report stopped by SIGTERM (here while it waits to write its page into a
# FIFO whose reader does not read): exit 130, as a run's Ctrl-C, and no
# aside file (*.tmp.PID) of the replay scripts left
mkdir -p "$T/big"
$A sakura --bot g=$R/bin/sakura-greedy --bot r=$R/bin/sakura-random --games 200 --concurrency 2 \
  --out "$T/big/p.jsonl" --replays "$T/big/rp" > /dev/null 2>&1
mkfifo "$T/big/page.html"
timeout 30 sh -c 'exec 3< "$1"; sleep 20' sh "$T/big/page.html" & reader=$!
sleep 0.3
$A report --html "$T/big/page.html" "$T/big/p.jsonl" > /dev/null 2>&1 &
pid=$!; sleep 1; kill -TERM $pid; wait $pid; rc=$?
kill $reader 2> /dev/null; wait $reader 2> /dev/null
[ $rc = 130 ] && [ -z "$(ls "$T/big" "$T/big/rp" | grep '\.tmp')" ] \
  || fail "report stopped by SIGTERM: rc $rc, $(ls "$T/big" "$T/big/rp" | grep '\.tmp' | head -3)"
# a replay script (KEY.js) that cannot be written (a full disk): named, with
# its error, exit 1; the replays are not blamed (root only: a small tmpfs)
mkdir -p "$T/full"
if mount -t tmpfs -o size=300k tmpfs "$T/full" 2> /dev/null; then
  $A sakura --bot g=$R/bin/sakura-greedy --bot r=$R/bin/sakura-random --games 6 --concurrency 1 \
    --out "$T/full/p.jsonl" --replays "$T/full/rp" > /dev/null 2>&1
  $A report --html "$T/fullrep0.html" "$T/full/p.jsonl" > /dev/null 2>&1  # viewer.html is there
  rm -f "$T"/full/rp/*.js; head -c 400000 /dev/zero > "$T/full/filler" 2> /dev/null
  $A report --html "$T/fullrep.html" "$T/full/p.jsonl" > /dev/null 2> "$T/full.err"; rc=$?
  umount "$T/full"
  [ $rc = 1 ] && grep -q "cannot write .*\.js: No space left on device; .*fullrep.html links no replay for 6 game(s)" "$T/full.err" \
    && ! grep -q "missing, cut" "$T/full.err" || fail "KEY.js on a full disk: rc $rc, $(cat "$T/full.err")"
else
  echo "   (mount needs root: the full-disk case is not run here)"
fi
echo "arena report html: ok"
