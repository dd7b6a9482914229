/*
 * candy_judge_replay.c -- the result line and the replay of a played game;
 * see candy_judge_replay.h, and docs/candy-replay.md for every key.
 *
 * What is written, from which field of the candy_match:
 *   - the result: the final world m->w (score, caught, end turn, reason),
 *     the options m->cfg (seed, tagger, gen) and Maki's timing (m->used_ms
 *     rounded to whole ms; mean and max reply to one decimal, for the
 *     arena's latency columns);
 *   - the replay header: m->cfg and the world before turn 1, m->start
 *     (terrain, start positions, candies);
 *   - one entry per m->rec[0 .. nrec-1], each holding what Maki was sent
 *     and the state after the turn (reply_ms to three decimals), plus the
 *     heat text as is under "debug" when one was attached;
 *   - the result object again, last.
 * Cells are written 1-based [row, column] (docs/candy-replay.md), as exact unsigned 64-bit integers, directions and actions as one-letter
 * strings.  Nothing here changes the match.
 */
#include <math.h>
#include <stdio.h>
#include "candy/judge/candy_judge_replay.h"

static const char cjr_dirs[] = "URDL";

static void cjr_pos(json_writer *jw, int cell)
{
    json_w_arr(jw);
    json_w_int(jw, CANDY_ROW(cell) + 1);
    json_w_int(jw, CANDY_COL(cell) + 1);
    json_w_arr_end(jw);
}

static void cjr_pos_or_null(json_writer *jw, int cell)
{
    if (cell < 0)
        json_w_null(jw);
    else
        cjr_pos(jw, cell);
}

static void cjr_dir(json_writer *jw, int dir)
{
    char s[2];
    s[0] = cjr_dirs[dir & 3];
    s[1] = '\0';
    json_w_str(jw, s);
}

static void cjr_char(json_writer *jw, int act)
{
    char s[2];
    s[0] = candy_action_char(act);
    s[1] = '\0';
    json_w_str(jw, s);
}

static void cjr_actor(json_writer *jw, int cell, int dir)
{
    json_w_obj(jw);
    json_w_key(jw, "pos");
    cjr_pos(jw, cell);
    json_w_key(jw, "dir");
    cjr_dir(jw, dir);
    json_w_obj_end(jw);
}

static void cjr_candies(json_writer *jw, const short *cells, int count)
{
    int i;
    json_w_arr(jw);
    for (i = 0; i < count; i++)
        cjr_pos(jw, cells[i]);
    json_w_arr_end(jw);
}

/* seeds are unsigned 64-bit: written as an exact integer */
static void cjr_seed(const candy_match *m, json_writer *jw)
{
    char num[24];
    snprintf(num, sizeof num, "%llu", (unsigned long long)m->cfg.seed);
    json_w_key(jw, "seed");
    json_w_raw(jw, num);
}

static void cjr_result_fields(const candy_match *m, json_writer *jw)
{
    const candy_world *w = &m->w;
    json_w_key(jw, "game");
    json_w_str(jw, "candy");
    cjr_seed(m, jw);
    json_w_key(jw, "n");
    json_w_int(jw, w->maze.n);
    json_w_key(jw, "score");
    json_w_int(jw, w->score);
    json_w_key(jw, "caught");
    json_w_bool(jw, w->caught);
    json_w_key(jw, "turn");
    json_w_int(jw, w->end_turn);
    json_w_key(jw, "reason");
    json_w_str(jw, candy_reason_name(w->reason));
    json_w_key(jw, "time_ms");
    json_w_int(jw, (long long)floor(m->used_ms + 0.5));
    json_w_key(jw, "tagger");
    json_w_str(jw, candy_judge_tagger_name(&m->cfg));
    json_w_key(jw, "gen");
    json_w_str(jw, candy_judge_gen_name(&m->cfg));
    /* extra fields for the arena's latency report: one decimal */
    json_w_key(jw, "mean_reply_ms");
    json_w_fixed(jw, m->replies ? floor(m->used_ms / m->replies * 10 + 0.5) / 10 : 0, 1);
    json_w_key(jw, "max_reply_ms");
    json_w_fixed(jw, floor(m->max_reply_ms * 10 + 0.5) / 10, 1);
}

void candy_judge_result_json(const candy_match *m, json_writer *jw)
{
    json_w_obj(jw);
    cjr_result_fields(m, jw);
    json_w_obj_end(jw);
}

/* the turn's tagger actions, in order */
static void cjr_tagger_steps(const candy_turn_rec *rec, json_writer *jw)
{
    int i;
    json_w_arr(jw);
    for (i = 0; i < rec->ntag; i++) {
        json_w_obj(jw);
        json_w_key(jw, "action");
        cjr_char(jw, rec->tag_act[i]);
        json_w_key(jw, "pos");
        cjr_pos(jw, rec->tag_cell[i]);
        json_w_key(jw, "dir");
        cjr_dir(jw, rec->tag_dir[i]);
        json_w_key(jw, "seen");
        json_w_int(jw, rec->tag_seen[i]);
        json_w_obj_end(jw);
    }
    json_w_arr_end(jw);
}

/* what Maki was sent on the turn and its reply */
static void cjr_turn_sent(const candy_match *m, const candy_turn_rec *rec, json_writer *jw)
{
    int r;
    json_w_key(jw, "turn");
    json_w_int(jw, rec->turn);
    json_w_key(jw, "footsteps");
    json_w_int(jw, rec->footsteps);
    json_w_key(jw, "map");
    json_w_arr(jw);
    for (r = 0; r < m->w.maze.n; r++)
        json_w_str(jw, rec->map[r]);
    json_w_arr_end(jw);
    json_w_key(jw, "time_left_ms");
    json_w_int(jw, rec->time_left_ms);
    json_w_key(jw, "action");
    cjr_char(jw, rec->action);
    json_w_key(jw, "reply_ms");
    json_w_num(jw, floor(rec->reply_ms * 1000 + 0.5) / 1000);
}

static void cjr_turn(const candy_match *m, const candy_turn_rec *rec, json_writer *jw)
{
    json_w_obj(jw);
    cjr_turn_sent(m, rec, jw);
    json_w_key(jw, "maki");
    cjr_actor(jw, rec->maki, rec->maki_dir);
    json_w_key(jw, "ate");
    cjr_pos_or_null(jw, rec->ate);
    json_w_key(jw, "respawn");
    cjr_pos_or_null(jw, rec->respawn);
    json_w_key(jw, "tagger");
    cjr_tagger_steps(rec, jw);
    json_w_key(jw, "candies");
    cjr_candies(jw, rec->candy, rec->ncandy);
    json_w_key(jw, "score");
    json_w_int(jw, rec->score);
    json_w_key(jw, "caught");
    json_w_bool(jw, rec->caught);
    if (rec->heat) {
        json_w_key(jw, "debug");
        json_w_obj(jw);
        json_w_key(jw, "heat");
        json_w_raw(jw, rec->heat);
        json_w_obj_end(jw);
    }
    json_w_obj_end(jw);
}

/* the terrain rows, '#' wall and '.' passage */
static void cjr_maze(const candy_maze *mz, json_writer *jw)
{
    char row[CANDY_MAX_N + 1];
    int r, c;
    json_w_arr(jw);
    for (r = 0; r < mz->n; r++) {
        for (c = 0; c < mz->n; c++)
            row[c] = mz->wall[CANDY_CELL(r, c)] ? '#' : '.';
        row[mz->n] = '\0';
        json_w_str(jw, row);
    }
    json_w_arr_end(jw);
}

static void cjr_header(const candy_match *m, json_writer *jw)
{
    const candy_world *s = &m->start;
    int i;
    json_w_key(jw, "footsteps");
    json_w_arr(jw);
    for (i = 0; i < 3; i++)
        json_w_int(jw, m->cfg.table[i]);
    json_w_arr_end(jw);
    json_w_key(jw, "time_budget_ms");
    json_w_int(jw, (long long)m->cfg.time_ms);
    json_w_key(jw, "reveal");
    json_w_bool(jw, m->cfg.reveal);
    json_w_key(jw, "players");
    json_w_arr(jw);
    json_w_str(jw, m->cfg.name ? m->cfg.name : "maki");
    json_w_arr_end(jw);
    json_w_key(jw, "maze");
    cjr_maze(&s->maze, jw);
    if (m->cfg.maze_file != NULL) {
        json_w_key(jw, "maze_file");
        json_w_str(jw, m->cfg.maze_file);
    }
    json_w_key(jw, "init");
    json_w_obj(jw);
    json_w_key(jw, "maki");
    cjr_actor(jw, s->maki, s->maki_dir);
    json_w_key(jw, "tagger");
    cjr_actor(jw, s->tagger, s->tagger_dir);
    json_w_key(jw, "candies");
    cjr_candies(jw, s->candy, s->ncandy);
    json_w_obj_end(jw);
}

/* "failures": [] or one entry for Maki's failure, like the Sakura replay's
 * (docs/candy-replay.md): the turn, reason, message and offending reply */
static void cjr_failures(const candy_match *m, json_writer *jw)
{
    json_w_key(jw, "failures");
    json_w_arr(jw);
    if (m->w.reason == CANDY_END_TIMEOUT || m->w.reason == CANDY_END_ILLEGAL ||
        m->w.reason == CANDY_END_CRASH) {
        json_w_obj(jw);
        json_w_key(jw, "turn");
        json_w_int(jw, m->w.end_turn);
        json_w_key(jw, "reason");
        json_w_str(jw, candy_reason_name(m->w.reason));
        json_w_key(jw, "message");
        json_w_str(jw, m->fail_msg);
        json_w_key(jw, "reply");
        if (m->has_fail_reply)
            json_w_str(jw, m->fail_reply);
        else
            json_w_null(jw);
        json_w_obj_end(jw);
    }
    json_w_arr_end(jw);
}

void candy_judge_replay_json(const candy_match *m, json_writer *jw)
{
    int i;
    json_w_obj(jw);
    json_w_key(jw, "game");
    json_w_str(jw, "candy");
    json_w_key(jw, "version");
    json_w_int(jw, 1);
    cjr_seed(m, jw);
    json_w_key(jw, "n");
    json_w_int(jw, m->w.maze.n);
    json_w_key(jw, "gen");
    json_w_str(jw, candy_judge_gen_name(&m->cfg));
    json_w_key(jw, "tagger");
    json_w_str(jw, candy_judge_tagger_name(&m->cfg));
    cjr_header(m, jw);
    json_w_key(jw, "turns");
    json_w_arr(jw);
    for (i = 0; i < m->nrec; i++)
        cjr_turn(m, &m->rec[i], jw);
    json_w_arr_end(jw);
    cjr_failures(m, jw);
    json_w_key(jw, "result");
    candy_judge_result_json(m, jw);
    json_w_obj_end(jw);
}
