/*
 * arena_json.h -- an arena_summary as one JSON object (`--json`), the same
 * figures as the tables of arena_text.h for scripts (docs/arena.md).
 *
 * The object:
 *   game "sakura"|"candy", results, errors, duplicates, first_error (once
 *   an error record was folded, even if a rerun then gave it a result),
 *   first_forfeit ("KEY: LINE", the first counted result with a judge
 *   forfeit line, when there is one);
 *   Sakura: pairings[] {bots [a, b], games, wins, draws, losses, points,
 *     score, pairs, ptnml [5], elo, elo_err, nelo, nelo_err, los,
 *     draw_ratio, errors, sprt {llr, lower, upper, elo0, elo1, alpha, beta,
 *     state "H0"|"H1"|"continue"} only with --sprt};
 *     bots[] {name, games, timeouts, illegal, crashes, mean_ms, max_ms,
 *     mean_reply_ms, max_reply_ms};
 *     ranking[] {rank, name, games, wins, draws, losses, points, score,
 *     pairs, ptnml [5], elo, elo_err}, best first, every bot (also in a
 *     gauntlet, where the table leaves it out); elo_err is null when the
 *     interval is unbounded (too few games, no spread, a 0 or 100% score);
 *   Candy: rows[] {bot, tagger, gen ("*" = all), games, score_mean,
 *     score_ci, capture_rate, mean_turns, mean_ms, max_ms, max_reply_ms,
 *     timeouts, illegal, crashes} -- every row, also those the table hides;
 *     diffs[] {bots [first, other], games, mean, ci} over all games;
 *     pairs[] {bots, tagger, gen, games, diff_mean, diff_ci, score_ratio,
 *     score_ratio_ci, caught_ratio, caught_ratio_ci} in folding order.
 * Rows are in table order (bot, then tagger and gen with "*" first).
 * Statistics of no data are NaN, which the writer turns into null.  These
 * functions only read the summary.
 */
#ifndef ARENA_JSON_H
#define ARENA_JSON_H

#include "arena/arena_summary.h"
#include "common/json.h"

void arena_json_summary(const arena_summary *s, json_writer *w);
/* the object's members only, for a caller that adds its own after them
 * (arena_report.c: "baseline") inside its own braces */
void arena_json_summary_members(const arena_summary *s, json_writer *w);

#endif
