#!/usr/bin/env bash
# Install what the kit needs on a Debian machine, only what is missing.
#   scripts/deps.sh build   compilers and make
#   scripts/deps.sh test    + cmocka, clang's fuzzer runtime, chromium, python3, node, npm packages
set -euo pipefail
mode=${1:-build}
cd "$(dirname "$0")/.."

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
want() { for p in "$@"; do have_pkg "$p" || need+=("$p"); done; }
# a program that may come from another package (nodesource's nodejs ships npm)
want_cmd() { command -v "$1" >/dev/null 2>&1 || want "$2"; }

want gcc g++ make clang
if [ "$mode" = test ]; then
  want libcmocka-dev libclang-rt-14-dev clang-14 chromium parallel
  want_cmd python3 python3   # tests, check-calls.py, starters, submission-check
  want python3-numpy           # scripts/fit-sakura-eval.py (tests/e2e/sakura_eval_fit.sh)
  want_cmd node nodejs
  want_cmd npm npm
fi
if [ ${#need[@]} -gt 0 ]; then
  echo "deps: installing Debian packages: ${need[*]}"
  SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get install -y -q "${need[@]}" >/dev/null 2>&1 || {
    $SUDO apt-get update -q >/dev/null && $SUDO apt-get install -y -q "${need[@]}" >/dev/null; }
fi
if [ "$mode" = test ] && [ -f tests/web/package.json ] && [ ! -d tests/web/node_modules/playwright-core ]; then
  echo "deps: installing npm packages for the browser tests (tests/web)"
  (cd tests/web && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
fi
exit 0
