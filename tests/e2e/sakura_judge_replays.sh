#!/usr/bin/env bash
# 200 judge games greedy vs random (100 seeds x both sides) with --replay;
# every replay is re-simulated by bin/sakura-resim (engine + json reader)
# and must agree field by field.  The baselines must never forfeit and
# greedy must clearly beat random.  Also: the statement's worked example
# through the judge (the TURN lines the bots receive and the replay's
# positions), and --html.
source "$(dirname "$0")/sakura_lib.sh"
SEEDS=100
mkdir -p "$sk_tmp/rep"
: > "$sk_tmp/results"
for s in $(seq 1 $SEEDS); do
  $JUDGE --seed $s --replay "$sk_tmp/rep/a$s.json" bin/sakura-greedy "bin/sakura-random $s" >> "$sk_tmp/results" \
    || sk_bad "game a$s: judge failed"
  $JUDGE --seed $s --replay "$sk_tmp/rep/b$s.json" "bin/sakura-random $s" bin/sakura-greedy >> "$sk_tmp/results" \
    || sk_bad "game b$s: judge failed"
done
games=$(wc -l < "$sk_tmp/results")
[ "$games" = $((2 * SEEDS)) ] && sk_ok "$games result lines" || sk_bad "$games result lines, expected $((2 * SEEDS))"
if grep -qE '"reason":"(timeout|illegal|crash)"' "$sk_tmp/results"; then
  sk_bad "a baseline bot forfeited: $(grep -E '"reason":"(timeout|illegal|crash)"' "$sk_tmp/results" | head -1)"
else
  sk_ok "no forfeits"
fi
# greedy is player 1 on odd lines, player 2 on even lines
wins=$(awk '{ w = $0; sub(/.*"winner":/, "", w); w = substr(w, 1, 1);
              g = (NR % 2 == 1) ? 1 : 2; if (w == g) n++ } END { print n + 0 }' "$sk_tmp/results")
[ "$wins" -ge $((2 * SEEDS * 3 / 4)) ] && sk_ok "greedy won $wins of $games" || sk_bad "greedy won only $wins of $games"
if out=$(bin/sakura-resim "$sk_tmp"/rep/*.json 2>&1); then sk_ok "$out"; else sk_bad "$out"; fi

# a replay the re-simulator must reject (the test of the test)
sed 's/"hp":10}/"hp":9}/' "$sk_tmp/rep/a1.json" > "$sk_tmp/bad.json"
bin/sakura-resim "$sk_tmp/bad.json" >/dev/null 2>&1 && sk_bad "resim accepted a tampered replay" \
  || sk_ok "resim rejects a tampered replay"
sed 's/"ready_ms":\[[0-9.]*,/"ready_ms":[900.00,/' "$sk_tmp/rep/a1.json" > "$sk_tmp/bad2.json"
bin/sakura-resim "$sk_tmp/bad2.json" >/dev/null 2>&1 && sk_bad "resim accepted a replay with a wrong READY time" \
  || sk_ok "resim rejects a replay whose reply times do not add up"
# the seed and the players' names are checked too
# and the set-up is the seed's unless --init gave it, the clock adds up
for mut in 'd["seed"]=None' 'd["seed"]="7"' 'd["seed"]=-3' 'd["result"]["seed"]=d["seed"]+1' 'd["players"]=[1,None]' \
           'd["result"]["seed"]=d["seed"]=d["seed"]+1' '[t.update(reply_ms=[100,100]) for t in d["turns"]]' \
           'd["turns"][0]["reply_ms"]=[1e300,0]' 'd["init"]["given"]=1'; do
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); $mut; json.dump(d, open(sys.argv[2], 'w'))" \
    "$sk_tmp/rep/a1.json" "$sk_tmp/bad3.json"
  bin/sakura-resim "$sk_tmp/bad3.json" >/dev/null 2>&1; st=$?
  [ $st = 1 ] && sk_ok "resim rejects $mut" || sk_bad "resim exit $st on $mut"
done

# the largest seeds are read exactly (a double rounds the top 1,024 of them up to 2^64)
for seed in 18446744073709551615 18446744073709550592; do
  $JUDGE --seed $seed --replay "$sk_tmp/top.json" bin/sakura-greedy bin/sakura-random > /dev/null
  out=$(bin/sakura-resim "$sk_tmp/top.json" 2>&1) && sk_ok "seed $seed: $out" || sk_bad "seed $seed: $out"
  bin/candy-judge --seed $seed --n 11 --replay "$sk_tmp/ctop.json" bin/candy-naive > /dev/null
  out=$(bin/candy-replay-check "$sk_tmp/ctop.json" 2>&1) && sk_ok "candy seed $seed: $out" || sk_bad "candy seed $seed: $out"
  # one less in the replay (both fields) is another game: the start does not match
  sed "s/$seed/$((${seed:0:18}))$(( ${seed:18:2} - 1 ))/g" "$sk_tmp/ctop.json" > "$sk_tmp/ctop1.json"
  bin/candy-replay-check "$sk_tmp/ctop1.json" > /dev/null 2>&1 && sk_bad "candy seed $seed - 1 accepted for $seed's game" \
    || sk_ok "candy: the replay of seed $seed relabelled $seed - 1 is refused"
done

# statement example: INIT 2 4 4 3 4 5; 1 U 2 R / 1 U 2 L, then 1 U 0 both
mkdir -p "$sk_tmp/logs"
S="$BOTS/scripted.sh"
line=$($JUDGE --init "2 4 4 3 4 5" --stderr-dir "$sk_tmp/logs" --replay "$sk_tmp/ex.json" --html "$sk_tmp/ex.html" \
       "$S '1 U 2 R' '1 U 0'" "$S '1 U 2 L' '1 U 0'")
sk_expect "statement example" "$line" 0 draw 60
grep -qE '^TURN [0-9]+ 2 3 3 10 0 3 5 10 0 1 U 2 L$' "$sk_tmp/logs/p1.stderr" && grep -q '^READY FIRST$' "$sk_tmp/logs/p1.stderr" \
  && grep -qE '^TURN [0-9]+ 2 3 3 10 0 3 5 10 0 1 U 2 R$' "$sk_tmp/logs/p2.stderr" && grep -q '^INIT 2 4 4 3 4 5$' "$sk_tmp/logs/p2.stderr" \
  && sk_ok "statement example: INIT, READY and turn-2 TURN lines" || sk_bad "statement example: wrong protocol lines"
grep -q '"turn":2,[^]]*\][^]]*\],"actions":\["1 U 0","1 U 0"\],"steps":\[{"p1":{"pos":\[2,3\],"hp":10},"p2":{"pos":\[2,5\],"hp":10}' "$sk_tmp/ex.json" \
  && sk_ok "statement example: (2,3) and (2,5) after turn 2" || sk_bad "statement example: wrong positions in the replay"
python3 tests/e2e/embedded_replay.py "$sk_tmp/ex.html" "$sk_tmp/ex.json" && sk_ok "--html embeds the replay" || sk_bad "--html lacks the replay"
# a set-up given by --init says so, and re-simulates
grep -q '"init":{[^}]*"given":true}' "$sk_tmp/ex.json" && out=$(bin/sakura-resim "$sk_tmp/ex.json" 2>&1) \
  && sk_ok "--init replay: init.given, $out" || sk_bad "--init replay: $(grep -o '"init":{[^}]*}' "$sk_tmp/ex.json") $out"
sk_done
