/*
 * json.h -- writing and reading the project's JSON (result lines, replays,
 * arena records).
 *
 * Writer: a json_writer is a growing NUL-terminated buffer plus a stack of
 * "first item?" flags, so callers never place commas by hand.  Keys and
 * values are written in order; json_w_key() must precede every value inside
 * an object.  Strings: quote, backslash and control bytes escaped; bytes
 * that are not well-formed UTF-8 (a bot may print anything) are written as
 * U+FFFD, so every document is valid UTF-8 JSON.  Numbers: integers exactly, doubles in the shorter of %.15g / %.17g that
 * reads back exactly (finite only;
 * NaN/inf are written as null).
 *
 * Reader: json_parse() builds a tree of json_value nodes from a complete
 * text (RFC 8259; depth limited to JSON_MAX_DEPTH; numbers as double;
 * strings unescaped to UTF-8; bytes that are not well-formed UTF-8, lone
 * surrogates and \u0000 rejected).  Every error is one line in
 * `err` with the byte offset.  The tree is freed with json_free().  Used by
 * tools and tests (replay loaders, arena reports), never by engines or bots.
 */
#ifndef COMMON_JSON_H
#define COMMON_JSON_H

#include <stddef.h>

#define JSON_MAX_DEPTH 64

typedef struct json_writer {
    char *buf;                 /* NUL-terminated text so far */
    size_t len, cap;
    int depth;                 /* open containers */
    int first[JSON_MAX_DEPTH]; /* 1 while the container at that depth is empty */
    int after_key;             /* the next value follows a key: no comma */
    int failed;                /* out of memory or misuse */
} json_writer;

void json_w_init(json_writer *w);
void json_w_free(json_writer *w);
void json_w_obj(json_writer *w);       /* { */
void json_w_obj_end(json_writer *w);   /* } */
void json_w_arr(json_writer *w);       /* [ */
void json_w_arr_end(json_writer *w);   /* ] */
void json_w_key(json_writer *w, const char *key);
void json_w_str(json_writer *w, const char *s);
void json_w_int(json_writer *w, long long v);
void json_w_num(json_writer *w, double v);
/* v with exactly `decimals` digits after the point (%.*f), null when not finite */
void json_w_fixed(json_writer *w, double v, int decimals);
void json_w_bool(json_writer *w, int v);
void json_w_null(json_writer *w);
/* a pre-formatted JSON value, inserted as is */
void json_w_raw(json_writer *w, const char *text);

enum { JSON_NULL, JSON_BOOL, JSON_NUM, JSON_STR, JSON_ARR, JSON_OBJ };

typedef struct json_value {
    int type;
    int whole;                  /* JSON_NUM written as plain digits below 2^64: u64 holds it exactly */
    double num;                 /* JSON_NUM, and JSON_BOOL as 0/1 */
    char *str;                  /* JSON_STR (NUL-terminated) */
    union {
        size_t count;           /* items of JSON_ARR / members of JSON_OBJ */
        unsigned long long u64; /* JSON_NUM with whole set */
    };
    char **keys;                /* JSON_OBJ member names */
    struct json_value *items;   /* JSON_ARR items / JSON_OBJ member values */
} json_value;

/* NULL on error, with a one-line message in err. */
json_value *json_parse(const char *text, size_t len, char *err, size_t errcap);
void json_free(json_value *v);
/* member of an object, or NULL (also when v is not an object) */
const json_value *json_get(const json_value *v, const char *key);
/* item of an array, or NULL */
const json_value *json_at(const json_value *v, size_t i);
/* 1 if v is a number with an integer value in [lo, hi]; stores it */
int json_int_in(const json_value *v, long long lo, long long hi, long long *out);
/* 1 if v is a whole number written as plain digits (no sign, fraction
 * or exponent) below 2^64; stores it exactly, where num is rounded above
 * 2^53 (a seed) */
int json_u64(const json_value *v, unsigned long long *out);
/* 1 if s is well-formed UTF-8 (what the writer keeps byte for byte) */
int json_utf8_valid(const char *s);
/* Length of the well-formed UTF-8 sequence at s (2..4 bytes; RFC 3629: no
 * overlong forms, no surrogates, nothing above U+10FFFF), or 0. */
int json_utf8_len(const unsigned char *s);
/* Sizes past which json_read_file refuses a file: a replay is tens of
 * kilobytes (a Candy one with #heat lines about 250 KB), and parsed it
 * takes about 25 times its size, so 16 MiB keeps a checker under 0.5 GB;
 * a records file is 400-700 bytes a game (the arena's largest run, 2
 * million games, stays under 2 GiB). */
#define JSON_REPLAY_MAX ((size_t)16 << 20)
#define JSON_RECORDS_MAX ((size_t)2 << 30)
/* Read a whole file (at most max bytes) into a NUL-terminated malloc'd
 * buffer; NULL + a one-line err when it cannot be read or is larger. */
char *json_read_file(const char *path, size_t max, size_t *len, char *err, size_t errcap);

#endif
