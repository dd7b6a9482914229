/*
 * arena_text.h -- an arena_summary as text: the tables a run and
 * `arena report` print, and the one-line brief of the progress display.
 *
 * The tables (docs/arena.md shows them), each block after a rule line:
 *   - Sakura: one block per pairing in the fastchess layout (Elo, nElo,
 *     LOS, draw and pairs ratios, W/D/L, points, the pentanomial, the SPRT
 *     line when --sprt is on, the pairing's arena errors); for a round
 *     robin (arena_summary_round_robin) the ranking, one line a bot, best
 *     first: games, points, score, pairs, Elo +/- 95% ("inf" with "too few
 *     games" when the sample does not bound it); then one line a bot:
 *     failures by kind, ms used a game, reply latency;
 *   - Candy: one line per bot x tagger x generator with the score's 95%
 *     interval, capture rate, turns, time and failures; then, with two bots
 *     or more, the first bot against each other bot on the same seeds
 *     (difference and ratios), and one "Paired difference" line a bot;
 *   - both: the count of games with a result, duplicates, arena errors and
 *     the first arena error.
 * A Candy "*" row (all taggers and/or all generators) is printed only when
 * it says something no other row says: the all-all row when there is more
 * than one cell, the one-star rows when there are several taggers and
 * several generators.  The JSON (arena_json.h) lists every row.
 *
 * Numbers have fixed decimals per column; NaN (no data) prints as "-",
 * infinities as "inf" / "-inf".  The output is a function of the summary
 * alone (no clock, no state kept between calls); these functions only read
 * the summary.
 */
#ifndef ARENA_TEXT_H
#define ARENA_TEXT_H

#include <stddef.h>
#include <stdio.h>
#include "arena/arena_summary.h"

/* the tables, then the totals line(s) */
void arena_text_summary(const arena_summary *s, FILE *f);
/* one short line of running figures for the progress display: Sakura, the
 * first pairing's W/D/L, Elo and (with --sprt) LLR; Candy, the mean score
 * of the first three bots */
void arena_text_brief(const arena_summary *s, char *buf, size_t cap);

#endif
