#!/usr/bin/env bash
# run-web-tests.sh: the browser tests -- the replay viewer
# (tests/web/viewer.test.js) and the arena's report page
# (tests/web/report.test.js) -- in headless Debian Chromium driven by
# playwright-core.  Builds the judges, bots, bin/arena and the inlined pages
# first; replays, exported pages, report pages and screenshots are left in
# tests/web/artifacts/ (gitignored).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ] || [ ! -d tests/web/node_modules/playwright-core ]; then
  scripts/deps.sh test
fi
[ -x /usr/bin/chromium ] || { echo "web tests: /usr/bin/chromium is missing (Debian package chromium)" >&2; exit 1; }
[ -d tests/web/node_modules/playwright-core ] || { echo "web tests: npm ci in tests/web failed" >&2; exit 1; }

make --no-print-directory -s build/gen/viewer.html bin/sakura-judge bin/sakura-greedy bin/sakura-rusher \
  bin/sakura-random bin/sakura-camper bin/candy-judge bin/candy-naive build/gen/report.html bin/arena

rm -rf tests/web/artifacts
mkdir -p tests/web/artifacts
echo "web tests: headless Chromium, screenshots in tests/web/artifacts/"
set +e
node --test --test-reporter=spec tests/web/viewer.test.js tests/web/report.test.js | tee tests/web/artifacts/report.txt
rc=${PIPESTATUS[0]}
set -e
p=$(sed -n -E 's/^ℹ pass ([0-9]+)$/\1/p' tests/web/artifacts/report.txt)
f=$(sed -n -E 's/^ℹ fail ([0-9]+)$/\1/p' tests/web/artifacts/report.txt)
[ $rc = 0 ] || [ "${f:-0}" != 0 ] || f=1
scripts/test-tally.sh add browser "${p:-0}" "${f:-0}"
exit $rc
