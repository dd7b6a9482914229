/*
 * candy_judge_replay.h -- the records of a played Candy Hunt game: the
 * result line (docs/rules/candy-hunt.md §7) and the replay document
 * (docs/candy-replay.md), written from a candy_match with the json writer.
 *
 * Both only read the match; candy_judge.c fills it (candy_judge_run, then
 * candy_judge_read_heat for the optional debug heat).
 */
#ifndef CANDY_JUDGE_REPLAY_H
#define CANDY_JUDGE_REPLAY_H

#include "common/json.h"
#include "candy/judge/candy_judge.h"

/* the result object (the line without its newline) */
void candy_judge_result_json(const candy_match *m, json_writer *jw);
/* the replay: header, start, one entry per turn record, the result */
void candy_judge_replay_json(const candy_match *m, json_writer *jw);

#endif
