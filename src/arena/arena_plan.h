/*
 * arena_plan.h -- what a run is: its configuration, the list of games it
 * plays, and for each game its identity (key) and its exact judge command.
 *
 * Seeds: a run with --seed S and --games N plays the seed indices
 * i = 0 .. P-1 (P = N/2 pairs for Sakura, P = N seeds per tagger x gen cell
 * for Candy), judge seed S + i.  --shard k/n keeps the indices with
 * i % n == k - 1, so shards are disjoint, cover the run, and never split a
 * Sakura pair.
 *
 * Order: seed index outermost, so a stopped or sharded run holds complete
 * pairs (Sakura: both sides of a seed are adjacent) and every bot has played
 * the same seeds (Candy: all bots of one seed are adjacent).
 *
 * Keys (unique per game, used by resume, report and merging):
 *   "sakura A B SEED SIDE"   A, B the pairing (A first), SIDE 1 if A is
 *                            player 1, 2 if A is player 2;
 *   "candy BOT TAGGER GEN SEED".
 * Names are restricted to [A-Za-z0-9_.+-] so keys and commands stay
 * unambiguous.
 */
#ifndef ARENA_PLAN_H
#define ARENA_PLAN_H

#include <stddef.h>

enum { ARENA_SAKURA = 1, ARENA_CANDY = 2 };

#define ARENA_NAME_MAX 32   /* bytes of a bot, tagger or generator name */
#define ARENA_KEY_MAX 192   /* bytes of a game key including NUL */
#define ARENA_NUMBUF 96     /* scratch for the numbers in a judge argv */

typedef struct arena_bot {
    const char *name;
    const char *cmd;
    int reveal;             /* candy: judge gets --reveal for this bot */
} arena_bot;

typedef struct arena_config {
    int kind;               /* ARENA_SAKURA or ARENA_CANDY */
    arena_bot *bots;
    int nbots;
    long long games;        /* sakura: per pairing (even); candy: per cell */
    unsigned long long seed; /* first judge seed, 0 .. 2^64-1 (the judges' range) */
    int round_robin;        /* sakura: every pairing, not only the gauntlet */
    int shard_k, shard_n;   /* 1-based shard k of n (1/1: everything) */
    const char *judge;      /* judge program */
    long long time_ms;      /* --time-ms for the judge, 0 = its default */
    const char **taggers;   /* candy */
    int ntaggers;
    arena_bot *tagger_cmds; /* candy --tagger-cmd NAME=CMD: taggers run as outside programs */
    int ntagger_cmds;
    arena_bot *mazes;       /* candy --maze NAME=PATH: generators played from maze files (cmd = PATH) */
    int nmazes;
    const char **gens;
    int ngens;
    const char *footsteps;  /* candy --footsteps, NULL = default */
    long long n;            /* candy --n, 0 = judge default */
    const char *replay_dir; /* --replays: each game writes DIR/KEY.json */
    const char **judge_args; /* extra judge options, verbatim */
    int njudge_args;
} arena_config;

typedef struct arena_game {
    long long index;        /* seed index in the run */
    unsigned long long seed; /* judge seed */
    int a, b;               /* sakura: pairing (bot indices); candy: a = bot */
    int side;               /* sakura: 1 if bot a is player 1, else 2 */
    int tagger, gen;        /* candy: indices into taggers / gens */
} arena_game;

/* How arena_game_argv writes a judge option into a game's command:
 * ARENA_OPT_NONE not at all (a --judge-arg may give it); ARENA_OPT_RUN the
 * same in every game of a run (--time-ms, --n, --footsteps); ARENA_OPT_GAME
 * with a value that changes per game or bot (--seed, --replay, --name1,
 * --name2, --tagger, --tagger-cmd, --gen, --maze); ARENA_OPT_BOT_FLAG per bot,
 * without a value (--reveal).  An "=VALUE" after the option is ignored. */
enum { ARENA_OPT_NONE = 0, ARENA_OPT_RUN, ARENA_OPT_GAME, ARENA_OPT_BOT_FLAG };
int arena_option_kind(const char *opt);
/* The outside tagger command for tagger name, or NULL for a built-in. */
const char *arena_tagger_cmd(const arena_config *c, const char *name);
/* 1 if s is a valid bot/tagger/generator name */
int arena_name_ok(const char *s);
/* The games of this shard in play order, malloc'd; NULL + err on failure. */
arena_game *arena_plan_build(const arena_config *c, size_t *count, char *err, size_t cap);
/* A game key into key (ARENA_KEY_MAX bytes), docs/arena.md: `sakura A B
 * SEED SIDE` (SIDE 1 when A is player 1), `candy BOT TAGGER GEN SEED`. */
void arena_sakura_key(char *key, const char *a, const char *b, unsigned long long seed, int side);
void arena_candy_key(char *key, const char *bot, const char *tagger, const char *gen, unsigned long long seed);
/* The game's key into key (ARENA_KEY_MAX bytes). */
void arena_game_key(const arena_config *c, const arena_game *g, char *key);
/* The judge argv (NULL-terminated, malloc'd block: one free() releases it
 * with the replay path it holds; other strings point into c or into numbuf,
 * which must outlive argv and hold ARENA_NUMBUF bytes). */
char **arena_game_argv(const arena_config *c, const arena_game *g, char *numbuf);
/* argv as one shell command line (each word quoted when needed), malloc'd. */
char *arena_shell_join(char *const *argv);
/* The word after the first word `opt` of a command line (as
 * arena_shell_join writes them, quotes undone) into out; 0, or -1 when opt
 * is not there, has no word after it, or the word does not fit in cap. */
int arena_cmd_option(const char *cmd, const char *opt, char *out, size_t cap);

#endif
