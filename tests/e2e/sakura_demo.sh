#!/usr/bin/env bash
# scripts/demo-sakura.sh (make run) plays a game, prints the result line and
# the paths, and leaves a replay that re-simulates and an HTML viewer.
source "$(dirname "$0")/sakura_lib.sh"
rm -f out/sakura-demo.json out/sakura-demo.html # what is checked below is this run's
out=$(bash scripts/demo-sakura.sh) || sk_bad "demo-sakura.sh failed: $out"
line=$(printf '%s\n' "$out" | sed -n 's/^sakura: \({.*}\)$/\1/p')
r=$(sk_field reason "$line")
case $r in hp|out|blessings|turn_limit|draw) sk_ok "demo result: $line" ;; *) sk_bad "demo result: $out" ;; esac
printf '%s' "$out" | grep -q 'out/sakura-demo.html' && sk_ok "demo prints the paths" || sk_bad "demo output: $out"
if o=$(bin/sakura-resim out/sakura-demo.json 2>&1); then sk_ok "$o"; else sk_bad "$o"; fi
python3 tests/e2e/embedded_replay.py out/sakura-demo.html out/sakura-demo.json && sk_ok "demo HTML holds the replay" || sk_bad "demo HTML"
# make run's driver: a demo that fails makes it fail (one line saying so), an argument is exit 2
err=$(SAKURA_DEMO_SEED=abc bash scripts/demo.sh 2>&1 > /dev/null); rc=$?
[ $rc = 1 ] && printf '%s\n' "$err" | grep -q "^demo: 1 of [0-9]* demos failed$" && sk_ok "demo.sh: a failed demo is exit 1" || sk_bad "demo.sh with a bad seed: rc $rc, $err"
err=$(bash scripts/demo.sh extra 2>&1 > /dev/null); rc=$?
[ $rc = 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && sk_ok "demo.sh: an argument is exit 2" || sk_bad "demo.sh extra: rc $rc, $err"
sk_done
