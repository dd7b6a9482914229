#!/usr/bin/env bash
# The scripted test opponents of the Sakura AI: the camper takes the vein
# (gains blessings) and wins against a bot that waits; the rusher closes in
# and wins by health or push-out; both reject bad arguments with exit 2 and
# a bad INIT with exit 1.  The search peers (duct, depth2) have their own
# test, tests/e2e/sakura_peers.sh.
set -u
cd "$(dirname "$0")/../.."
fail=0
ok()  { echo "   ok: $*"; }
bad() { echo "   FAIL: $*"; fail=1; }
JUDGE=bin/sakura-judge
WAITER=tests/bots/sakura/scripted.sh

line=$($JUDGE --init "4 4 1 1 7 7" bin/sakura-camper "$WAITER")
case $line in *'"winner":1,'*'"blessings":[0,0]'*) bad "camper gained no blessing: $line";;
  *'"winner":1,'*) ok "camper takes the vein and wins: $line";; *) bad "camper: $line";; esac
line=$($JUDGE --init "1 1 4 2 4 6" bin/sakura-rusher "$WAITER")
case $line in *'"winner":1,"reason":"hp"'*|*'"winner":1,"reason":"out"'*) ok "rusher wins by force: $line";; *) bad "rusher: $line";; esac
for b in camper rusher; do
  bin/sakura-$b x y > /dev/null 2>&1; rc=$?
  [ $rc = 2 ] && ok "sakura-$b: usage exit 2" || bad "sakura-$b: usage rc $rc"
  printf 'nonsense\n' | timeout 5 bin/sakura-$b > /dev/null 2>&1; rc=$?
  [ $rc = 1 ] && ok "sakura-$b: bad INIT exit 1" || bad "sakura-$b: bad INIT rc $rc"
done
exit $fail
