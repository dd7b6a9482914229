#!/usr/bin/env bash
# candy-judge with the naive Maki: result lines for every tagger and
# generator, replays that re-simulate (candy-replay-check) and catch
# tampering, determinism per seed, --reveal, --html, --footsteps, N from
# the seed, #heat debug lines, and strict option errors.
set -u
cd "$(dirname "$0")/../.."
J=bin/candy-judge N=bin/candy-naive C=bin/candy-replay-check
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
field() { printf '%s\n' "$2" | sed -n "s/.*\"$1\":\(\"[^\"]*\"\|[^,}]*\).*/\1/p" | tr -d '"'; }

# every tagger x generator: a valid result line and a replay that verifies
for t in hunter wander oracle; do
  for g in braid rooms caves; do
    for s in 11 12; do
      out=$($J --seed $s --tagger $t --gen $g --replay "$tmp/$t-$g-$s.json" $N) || bad "$t/$g/$s: exit $?"
      echo "$out" | grep -Eq '^\{"game":"candy","seed":[0-9]+,"n":[0-9]+,"score":[0-9]+,"caught":(true|false),"turn":[0-9]+,"reason":"(caught|turn_limit)","time_ms":[0-9]+,"tagger":"'$t'","gen":"'$g'","mean_reply_ms":[0-9.]+,"max_reply_ms":[0-9.]+\}$' ||
        bad "$t/$g/$s: result line: $out"
    done
  done
done
$C "$tmp"/*.json >"$tmp/check" 2>"$tmp/check.err" || bad "replay check: $(head -3 "$tmp/check.err")"
echo "   $(grep -c ': ok (' "$tmp/check") replays verified"

# tampering is caught: another action, another score, another map cell
f="$tmp/hunter-braid-11.json"
sed 's/"action":"\([URDL]\)","reply_ms"/"action":"S","reply_ms"/' "$f" >"$tmp/t1.json"
sed 's/"score":\([0-9]*\),"caught":\(true\|false\)}\]/"score":9\1,"caught":\2}]/' "$f" >"$tmp/t2.json"
sed '0,/"map":\["\./s//"map":["#/' "$f" >"$tmp/t3.json"
for x in t1 t2 t3; do
  cmp -s "$f" "$tmp/$x.json" && bad "tamper $x did not change the file"
  $C "$tmp/$x.json" >/dev/null 2>&1 && bad "tampered replay $x passed the check"
done

# a header that is not a candy game's is named: another game, a bad generator or tagger
bin/sakura-judge --seed 3 --replay "$tmp/sakura.json" bin/sakura-random bin/sakura-random >/dev/null
sed 's/"gen":"[a-z]*"/"gen":"nowhere"/' "$f" >"$tmp/h1.json"
sed 's/"tagger":"[a-z]*"/"tagger":"nobody"/' "$f" >"$tmp/h2.json"
for x in "sakura:not a candy replay (game 'sakura')" "h1:missing or bad 'gen'" "h2:missing or bad 'tagger'"; do
  msg=$($C "$tmp/${x%%:*}.json" 2>&1); rc=$?
  [ $rc -eq 1 ] && [ "$(printf '%s\n' "$msg" | wc -l)" -eq 1 ] && case $msg in *"${x#*:}"*) true;; *) false;; esac ||
    bad "header ${x%%:*}: exit $rc, '$msg' (want 1 and '${x#*:}')"
done

# determinism: the same seed gives the same game (times aside)
strip() { sed 's/"\(mean_\|max_\)\{0,1\}reply_ms":[0-9.e-]*//g; s/"time_ms":[0-9]*//g; s/"time_left_ms":[0-9]*//g' "$1"; }
$J --seed 77 --replay "$tmp/d1.json" $N >/dev/null
$J --seed 77 --replay "$tmp/d2.json" $N >/dev/null
[ "$(strip "$tmp/d1.json")" = "$(strip "$tmp/d2.json")" ] || bad "seed 77 played two different games"
# N from the seed: several seeds give several sizes, all in 11..23
sizes=$(for s in 1 2 3 4 5 6 7 8; do field n "$($J --seed $s $N)"; done | sort -un)
[ "$(echo "$sizes" | wc -l)" -ge 3 ] || bad "N does not vary with the seed: $sizes"
for n in $sizes; do [ "$n" -ge 11 ] && [ "$n" -le 23 ] || bad "N=$n out of range"; done

# --reveal: the maps sent are the whole maze with candies and the tagger
$J --seed 5 --n 13 --reveal --replay "$tmp/rev.json" $N >/dev/null
grep -q '"reveal":true' "$tmp/rev.json" || bad "--reveal not recorded"
grep -o '"map":\[[^]]*\]' "$tmp/rev.json" | grep -q '?' && bad "--reveal map has unknown cells"
grep -o '"map":\[[^]]*\]' "$tmp/rev.json" | head -1 | grep -q '[HX]' || bad "--reveal first map lacks the tagger"
$C "$tmp/rev.json" >/dev/null || bad "--reveal replay does not verify"

# --footsteps: recorded, and a different table changes the levels sent
$J --seed 9 --n 15 --footsteps 1,2,3 --tagger wander --replay "$tmp/fs.json" $N >/dev/null
grep -q '"footsteps":\[1,2,3\]' "$tmp/fs.json" || bad "--footsteps not recorded"
$C "$tmp/fs.json" >/dev/null || bad "--footsteps replay does not verify"
# the levels Maki was sent (the judge and the checker share the engine, so
# the check above cannot see a table that is recorded but not used)
levels() { python3 -c 'import json, sys; print(" ".join(str(t["footsteps"]) for t in json.load(open(sys.argv[1]))["turns"][:10]))' "$1"; }
$J --seed 9 --n 15 --tagger wander --replay "$tmp/fs0.json" $N >/dev/null
[ "$(levels "$tmp/fs.json")" != "$(levels "$tmp/fs0.json")" ] || bad "--footsteps 1,2,3 sent the default table's levels: $(levels "$tmp/fs.json")"

# --html: a self-contained page holding the replay
$J --seed 4 --n 11 --html "$tmp/g.html" --replay "$tmp/g.json" $N >/dev/null || bad "--html run failed"
python3 tests/e2e/embedded_replay.py "$tmp/g.html" "$tmp/g.json" || bad "--html page lacks the replay"
grep -q '<html' "$tmp/g.html" || bad "--html page is not HTML"

# #heat debug lines from the bot's stderr land in turns[T-1].debug.heat
cat >"$tmp/heat.sh" <<'BOT'
#!/usr/bin/env bash
read -r n d; t=0
while read -r a; do
  for ((i = 0; i < n; i++)); do read -r row; done; read -r left; t=$((t + 1))
  v=""; for ((i = 0; i < n * n; i++)); do v="$v $((i % 7))"; done
  if [ $t = 3 ]; then echo "#heat $t 0x10${v# 0}" >&2   # hex: not a plain number
  elif [ $t = 4 ]; then echo "#heat $t 1e308${v# 0}" >&2   # huge but finite: kept, and the checker agrees
  else echo "#heat $t$v" >&2; fi
  [ $t = 2 ] && echo "#heat 2 1 2 oops" >&2
  echo S
done
BOT
chmod +x "$tmp/heat.sh"
$J --seed 2 --n 11 --tagger wander --replay "$tmp/heat.json" --stderr "$tmp/heat.log" "$tmp/heat.sh" >/dev/null
grep -q '"debug":{"heat":\[\[0,1,2,3,4,5,6,0,1,2,3\],' "$tmp/heat.json" || bad "heat rows missing"
[ -s "$tmp/heat.log" ] || bad "--stderr log is empty"
$C "$tmp/heat.json" >/dev/null || bad "replay with heat does not verify"
[ "$(jq -c '[.turns[0:4][] | .debug.heat != null]' "$tmp/heat.json")" = "[true,true,false,true]" ] ||
  bad "heat per turn (turn 3's hex line must be dropped): $(jq -c '[.turns[0:4][] | .debug.heat != null]' "$tmp/heat.json")"
# a debug object of the wrong shape is a bad replay: one line naming 'debug'
for d in '"zzz"' '{"heat":"x"}' '{"heat":5}' '{"heat":{}}' '{"heat":[[1]]}' '{"heat":[[-1,0,0,0,0,0,0,0,0,0,0]]}'; do
  jq -c --argjson d "$d" '.turns[0].debug = $d' "$tmp/heat.json" >"$tmp/heat-bad.json"
  $C "$tmp/heat-bad.json" >/dev/null 2>"$tmp/e" && bad "debug $d: the checker said ok"
  { [ "$(wc -l <"$tmp/e")" = 1 ] && grep -q "turns\[0\]: missing or bad 'debug'" "$tmp/e"; } || bad "debug $d: $(cat "$tmp/e")"
done

# option errors: exit 2, one line on stderr, no game
while IFS= read -r args; do
  eval "set -- $args"
  $J "$@" >"$tmp/o" 2>"$tmp/e"; rc=$?
  [ $rc = 2 ] || bad "'$args': exit $rc"
  [ "$(wc -l <"$tmp/e")" = 1 ] || bad "'$args': stderr is not one line: $(cat "$tmp/e")"
  [ -s "$tmp/o" ] && bad "'$args': printed a result"
done <<'ARGS'
--n 10 bin/candy-naive
--n 24 bin/candy-naive
--n x bin/candy-naive
--gen mazes bin/candy-naive
--tagger ghost bin/candy-naive
--tagger hunter --tagger-cmd cat bin/candy-naive
--footsteps 3,6 bin/candy-naive
--footsteps 6,3,10 bin/candy-naive
--time-ms 0 bin/candy-naive
--time-ms 5s bin/candy-naive
--seed -1 bin/candy-naive
--seed 18446744073709551616 bin/candy-naive
--replay /no/such/dir/r.json bin/candy-naive
--bogus bin/candy-naive
--reveal=1 bin/candy-naive
bin/candy-naive bin/candy-naive
--seed
''
ARGS
# a flag given a value is told so, not called unknown
$J --reveal=1 bin/candy-naive 2>"$tmp/e"
[ "$(cat "$tmp/e")" = "candy-judge: --reveal takes no value (see --help)" ] || bad "--reveal=1: $(cat "$tmp/e")"
# what the seed and the clock fix is checked too: respawns are the judge's
# draws, a built-in tagger's actions its own choices, the clock adds up, the
# result repeats the header (each tampering kept consistent elsewhere; the
# Maki at a fixed rung, so that the two games are the same on any machine)
$J --seed 20 --tagger wander --replay "$tmp/full.json" "bin/candy-bot --level 0" > /dev/null || bad "seed 20 game"
$J --seed 4 --tagger wander --replay "$tmp/rs.json" "bin/candy-bot --level 0" > /dev/null || bad "seed 4 game"
$C "$tmp/full.json" "$tmp/rs.json" > /dev/null || bad "the two untampered replays: $($C "$tmp/full.json" "$tmp/rs.json" 2>&1)"
python3 - "$tmp" <<'PY'
import json, sys
tmp = sys.argv[1]
def load(name): return json.load(open(f"{tmp}/{name}.json"))
def save(d, name): json.dump(d, open(f"{tmp}/m-{name}.json", "w"))
d = load("full")                         # seed 20 lasts 100 turns; its last tagger action was a move
tt = d["turns"][-1]["tagger"]
prev = tt[-2] if len(tt) > 1 else d["turns"][-2]["tagger"][-1]
assert tt[-1]["action"] in "URDL"
tt[-1].update(action="S", pos=prev["pos"], dir=prev["dir"])
save(d, "tagger")
d = load("rs")                           # seed 4's last turn respawns a candy: move it to a free cell
t = d["turns"][-1]; old = tuple(t["respawn"])
taken = {tuple(c) for c in t["candies"]} | {tuple(t["maki"]["pos"])} | {tuple(a["pos"]) for a in t["tagger"]}
new = next((r, c) for r in range(1, d["n"] + 1) for c in range(1, d["n"] + 1)
           if d["maze"][r - 1][c - 1] != "#" and (r, c) not in taken)
t["respawn"] = list(new); t["candies"] = [list(new) if tuple(x) == old else x for x in t["candies"]]
save(d, "respawn")
for name, f in [("left", lambda d: d["turns"][3].update(time_left_ms=0)),
                ("reply", lambda d: d["turns"][4].update(reply_ms=1e300)),
                ("slow", lambda d: [t.update(reply_ms=100) for t in d["turns"]]),
                ("total", lambda d: d["result"].update(time_ms=10**12)),
                ("n", lambda d: d["result"].update(n=99)),
                ("rtagger", lambda d: d["result"].update(tagger="bogus")),
                ("players", lambda d: d.pop("players"))]:
    d = load("full"); f(d); save(d, name)
PY
for m in tagger respawn left reply slow total n rtagger players; do
  $C "$tmp/m-$m.json" > /dev/null 2> "$tmp/merr"; rc=$?
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/merr")" = 1 ] || bad "tampered '$m' not refused: rc $rc $(cat "$tmp/merr")"
done
$J --help | grep -q usage || bad "--help"
# the naive Maki on input it cannot read: one line, exit 1; the end of the input is the end of the game
for input in "9 R" "11 X" "$(printf '11 R\nfoo')" "$(printf '11 R\n3\n...........')" "$(printf '11 R\n3\n%s\n' $(printf '.%.0s' 1 2))"; do
  printf '%s\n' "$input" | $N > /dev/null 2> "$tmp/nerr"; rc=$?
  [ $rc = 1 ] && [ "$(wc -l < "$tmp/nerr")" = 1 ] && grep -q '^candy-naive: ' "$tmp/nerr" ||
    bad "candy-naive on '$(printf '%s' "$input" | tr '\n' '|')': rc $rc, $(cat "$tmp/nerr")"
done
printf '11 R\n' | $N > /dev/null 2> "$tmp/nerr"; rc=$?
[ $rc = 0 ] && [ ! -s "$tmp/nerr" ] || bad "candy-naive at a clean end of input: rc $rc, $(cat "$tmp/nerr")"
exit $fail
