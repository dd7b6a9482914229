/*
 * arena_precheck.h -- what is checked before the first game of a run, so
 * that a mistake is one line and exit status 2 with no game played and
 * nothing written to --out.
 *
 *   - every bot's and outside tagger's command is one the shell can read
 *     (`sh -n -c CMD`, which parses and runs nothing: an unfinished quote
 *     is refused, not charged to the bot as crashes) and names a program
 *     that exists (arena_command.h): "bot a: no-such-bot: not found";
 *   - the judge accepts the options every game will get: the tagger and
 *     generator names, --footsteps, --n, --time-ms, --reveal and each
 *     --judge-arg.  The arena keeps no copy of the judges' tables (but the
 *     built-in tagger names, to refuse a --tagger-cmd named like one); it
 *     asks the judge itself.  It runs the judge command of a game of the plan
 *     with every bot replaced by `exit 0`, a program that leaves at once
 *     (and every outside tagger by one that reads its input and never
 *     answers, as it is never asked): a judge checks all its options before it starts
 *     a bot and exits 2 with one line when one is wrong
 *     (src/common/judge_cli.h), or else plays a game that ends on the first
 *     turn (a crash), in milliseconds.  Sakura games all share one set of
 *     options: one check.  Candy games differ by tagger and generator: check
 *     k pairs tagger k with generator k (the last one repeated when a list
 *     is shorter), so max(taggers, generators) checks, run side by side,
 *     cover every name.  No --replay is passed, so no replay is written.
 *     A judge that accepts the options but does not finish such a game
 *     within PC_TIMEOUT_MS is an error too (exit 1): its games would hang.
 */
#ifndef ARENA_PRECHECK_H
#define ARENA_PRECHECK_H

#include <stddef.h>
#include "arena/arena_plan.h"

/* 0, or -1 with "bot NAME: WORD: REASON" (or "tagger NAME: ...") in err */
int arena_precheck_commands(const arena_config *c, char *err, size_t cap);
/* 0 the judge takes the options; 2 it refused them, err holds its line;
 * 1 the check itself failed (err says why) */
int arena_precheck_judge(const arena_config *c, char *err, size_t cap);

#endif
