#!/usr/bin/env bash
# The fuzz stage can fail: a target built by the Makefile's own fuzzer rule
# that hits undefined behaviour makes scripts/run-fuzz.sh exit 1 and name
# it (the rule's -fno-sanitize-recover=undefined turns a UBSan report into
# a crash libFuzzer stops on), while the same target without it passes.
. "$(dirname "$0")/lib.sh"

build() { # build NAME: tests/fuzz/selftest/NAME.c through FUZZ_RULE into $tmp
  make -s FBIN="$tmp" FUZZERS="$1" "$1_SRC=tests/fuzz/selftest/$1.c" "$tmp/$1" > "$tmp/build.log" 2>&1
}
run() { # run NAME: the fuzz runner for 3 s, out of make test's tally
  env -u TEST_TALLY "SECS_$1=3" scripts/run-fuzz.sh "$tmp" "$1" > "$tmp/run.log" 2>&1
}

if build fuzz_selftest_ub; then
  run fuzz_selftest_ub; rc=$?
  [ $rc = 1 ] && grep -q '^FAILED: fuzz_selftest_ub' "$tmp/run.log" &&
    grep -q 'runtime error: signed integer overflow' build/fuzz-corpus/fuzz_selftest_ub.log &&
    ok "undefined behaviour fails the fuzz stage: $(grep -m1 '^FAILED' "$tmp/run.log")" ||
    bad "undefined behaviour passed the fuzz stage: rc $rc, $(tail -3 "$tmp/run.log")"
else bad "building fuzz_selftest_ub: $(tail -3 "$tmp/build.log")"; fi

if build fuzz_selftest_ok; then
  run fuzz_selftest_ok && grep -q 'DONE' "$tmp/run.log" && ok "the control target passes" ||
    bad "the control target failed: $(tail -3 "$tmp/run.log")"
else bad "building fuzz_selftest_ok: $(tail -3 "$tmp/build.log")"; fi
# the self-test's own corpus and crash file, nothing else of build/fuzz-corpus
art=$(sed -n 's/.*Test unit written to \(build\/fuzz-corpus\/crash-[0-9a-f]*\).*/\1/p' build/fuzz-corpus/fuzz_selftest_ub.log 2>/dev/null)
rm -rf build/fuzz-corpus/fuzz_selftest_ub build/fuzz-corpus/fuzz_selftest_ok ${art:+"$art"}
exit $fail
