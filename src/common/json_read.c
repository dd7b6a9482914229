/*
 * json_read.c -- the JSON reader; see json.h.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/json.h"

typedef struct jr_reader {
    const char *s;
    size_t len, pos;
    char *err;
    size_t errcap;
    int failed;
} jr_reader;

static void jr_fail(jr_reader *r, const char *what)
{
    if (!r->failed)
        snprintf(r->err, r->errcap, "JSON error at byte %zu: %s", r->pos, what);
    r->failed = 1;
}

static void jr_ws(jr_reader *r)
{
    while (r->pos < r->len) {
        char c = r->s[r->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            break;
        r->pos++;
    }
}

static int jr_lit(jr_reader *r, const char *word)
{
    size_t n = strlen(word);
    if (r->len - r->pos >= n && memcmp(r->s + r->pos, word, n) == 0) {
        r->pos += n;
        return 1;
    }
    return 0;
}

static int jr_hex4(jr_reader *r, unsigned *out)
{
    unsigned v = 0;
    int i;
    if (r->len - r->pos < 4)
        return 0;
    for (i = 0; i < 4; i++) {
        char c = r->s[r->pos++];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f') v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F') v |= (unsigned)(c - 'A' + 10);
        else return 0;
    }
    *out = v;
    return 1;
}

static size_t jr_utf8(unsigned cp, char *o)
{
    if (cp < 0x80) { o[0] = (char)cp; return 1; }
    if (cp < 0x800) { o[0] = (char)(0xC0 | (cp >> 6)); o[1] = (char)(0x80 | (cp & 0x3F)); return 2; }
    if (cp < 0x10000) {
        o[0] = (char)(0xE0 | (cp >> 12)); o[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        o[2] = (char)(0x80 | (cp & 0x3F)); return 3;
    }
    o[0] = (char)(0xF0 | (cp >> 18)); o[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    o[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); o[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* One \u escape, the "\u" already read: its code point, a surrogate pair
 * joined, encoded as UTF-8 at out.  Returns the bytes written, 0 after
 * jr_fail. */
static size_t jr_unicode_escape(jr_reader *r, char *out)
{
    unsigned cp, lo;
    if (!jr_hex4(r, &cp)) {
        jr_fail(r, "bad \\u escape");
        return 0;
    }
    if (cp == 0) { /* strings are C strings here: a NUL would cut them short */
        jr_fail(r, "\\u0000 (NUL) is not accepted in a string");
        return 0;
    }
    if (cp >= 0xDC00 && cp <= 0xDFFF) {
        jr_fail(r, "bad surrogate pair");
        return 0;
    }
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        if (!jr_lit(r, "\\u") || !jr_hex4(r, &lo) || lo < 0xDC00 || lo > 0xDFFF) {
            jr_fail(r, "bad surrogate pair");
            return 0;
        }
        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
    }
    /* the escape was >= 6 bytes, the UTF-8 form is <= 4 */
    return jr_utf8(cp, out);
}

/* One escape, the backslash already read, written at out.  Returns the
 * bytes written, 0 after jr_fail. */
static size_t jr_escape(jr_reader *r, char *out)
{
    static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
    char c = r->s[r->pos++];
    const char *hit;
    if (c == 'u')
        return jr_unicode_escape(r, out);
    hit = c != '\0' ? strchr(from, c) : NULL;
    if (hit == NULL) {
        jr_fail(r, "bad escape");
        return 0;
    }
    *out = to[hit - from];
    return 1;
}

/* One byte of a string's text, or the whole UTF-8 sequence it starts, or
 * an escape, copied to out.  Returns the bytes written, 0 after jr_fail. */
static size_t jr_string_char(jr_reader *r, char *out)
{
    unsigned char c = (unsigned char)r->s[r->pos++];
    int len;
    if (c < 0x20) {
        jr_fail(r, "control character in string");
        return 0;
    }
    if (c == '\\')
        return jr_escape(r, out);
    if (c < 0x80) {
        *out = (char)c;
        return 1;
    }
    /* RFC 8259 §8.1: JSON text is UTF-8 */
    len = json_utf8_len((const unsigned char *)r->s + r->pos - 1);
    if (len == 0) {
        jr_fail(r, "invalid UTF-8 in string");
        return 0;
    }
    memcpy(out, r->s + r->pos - 1, (size_t)len);
    r->pos += (size_t)len - 1;
    return (size_t)len;
}

/* r->pos at the opening quote; returns a malloc'd string */
static char *jr_string(jr_reader *r)
{
    size_t start = ++r->pos, n = 0, k;
    char *out;
    /* escapes only shrink the text, so the raw length bounds the output */
    while (r->pos < r->len && r->s[r->pos] != '"') {
        if (r->s[r->pos] == '\\')
            r->pos++;
        r->pos++;
    }
    if (r->pos >= r->len) {
        jr_fail(r, "unterminated string");
        return NULL;
    }
    out = (char *)malloc(r->pos - start + 1);
    if (out == NULL) {
        jr_fail(r, "out of memory");
        return NULL;
    }
    r->pos = start;
    while (r->s[r->pos] != '"') {
        k = jr_string_char(r, out + n);
        if (k == 0) {
            free(out);
            return NULL;
        }
        n += k;
    }
    r->pos++;
    out[n] = '\0';
    return out;
}

static void jr_value(jr_reader *r, json_value *v, int depth);

/* digits from p on: how many */
static size_t jr_digits(const jr_reader *r, size_t p)
{
    size_t n = 0;
    while (p + n < r->len && r->s[p + n] >= '0' && r->s[p + n] <= '9')
        n++;
    return n;
}

/* the end of the number at r->pos by RFC 8259's grammar,
 * -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, or 0 if it breaks it
 * ("01", "1.", ".5", "1.e0", "+1", "1e") */
static size_t jr_number_end(const jr_reader *r)
{
    size_t p = r->pos, n;
    if (p < r->len && r->s[p] == '-')
        p++;
    n = jr_digits(r, p);
    if (n == 0 || (n > 1 && r->s[p] == '0'))
        return 0;
    p += n;
    if (p < r->len && r->s[p] == '.') {
        if ((n = jr_digits(r, p + 1)) == 0)
            return 0;
        p += 1 + n;
    }
    if (p < r->len && (r->s[p] == 'e' || r->s[p] == 'E')) {
        p++;
        if (p < r->len && (r->s[p] == '+' || r->s[p] == '-'))
            p++;
        if ((n = jr_digits(r, p)) == 0)
            return 0;
        p += n;
    }
    if (p < r->len && strchr("0123456789.eE+-", r->s[p]) != NULL)
        return 0;
    return p;
}

static void jr_number(jr_reader *r, json_value *v)
{
    size_t start = r->pos, stop = jr_number_end(r);
    char buf[64];
    char *end;
    if (stop == 0) {
        jr_fail(r, "bad number");
        return;
    }
    r->pos = stop;
    if (r->pos - start >= sizeof buf) {
        jr_fail(r, "number too long");
        return;
    }
    memcpy(buf, r->s + start, r->pos - start);
    buf[r->pos - start] = '\0';
    v->type = JSON_NUM;
    v->num = strtod(buf, NULL); /* the grammar checked above is strtod's too: it reads all of buf */
    if (!isfinite(v->num))
        jr_fail(r, "number out of range");
    else if (strspn(buf, "0123456789") == r->pos - start) {
        errno = 0;
        v->u64 = strtoull(buf, &end, 10);
        v->whole = errno == 0 && *end == '\0';
    }
}

static int jr_key_cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* 1 if an object names a member twice, -1 out of memory.  Readers
 * disagree on which copy counts (this one the first, JSON.parse and
 * Python the last), so a checker and the viewer could read two different
 * games.  Pairs when small, else a sorted copy of the names. */
static int jr_duplicate_key(const json_value *v)
{
    size_t i, j;
    char **sorted;
    int dup = 0;
    if (v->count <= 16) {
        for (i = 0; i < v->count; i++)
            for (j = i + 1; j < v->count; j++)
                if (strcmp(v->keys[i], v->keys[j]) == 0)
                    return 1;
        return 0;
    }
    if ((sorted = (char **)malloc(v->count * sizeof *sorted)) == NULL)
        return -1;
    memcpy(sorted, v->keys, v->count * sizeof *sorted);
    qsort(sorted, v->count, sizeof *sorted, jr_key_cmp);
    for (i = 1; i < v->count && !dup; i++)
        dup = strcmp(sorted[i - 1], sorted[i]) == 0;
    free(sorted);
    return dup;
}

/* grow a container's arrays by one slot; returns the new item */
static json_value *jr_push(jr_reader *r, json_value *v, size_t *cap, int with_key)
{
    if (v->count == *cap) {
        size_t nc = *cap ? *cap * 2 : 4;
        json_value *ni = (json_value *)realloc(v->items, nc * sizeof *ni);
        if (ni == NULL) {
            jr_fail(r, "out of memory");
            return NULL;
        }
        v->items = ni;
        if (with_key) {
            char **nk = (char **)realloc(v->keys, nc * sizeof *nk);
            if (nk == NULL) {
                jr_fail(r, "out of memory");
                return NULL;
            }
            v->keys = nk;
        }
        *cap = nc;
    }
    memset(&v->items[v->count], 0, sizeof v->items[0]);
    return &v->items[v->count];
}

static void jr_container(jr_reader *r, json_value *v, int depth, int is_obj)
{
    size_t cap = 0;
    int dup;
    char close = is_obj ? '}' : ']';
    v->type = is_obj ? JSON_OBJ : JSON_ARR;
    r->pos++;
    jr_ws(r);
    if (r->pos < r->len && r->s[r->pos] == close) {
        r->pos++;
        return;
    }
    for (;;) {
        json_value *item = jr_push(r, v, &cap, is_obj);
        char *key = NULL;
        if (item == NULL)
            return;
        jr_ws(r);
        if (is_obj) {
            if (r->pos >= r->len || r->s[r->pos] != '"') {
                jr_fail(r, "expected a key");
                return;
            }
            key = jr_string(r);
            if (key == NULL)
                return;
            jr_ws(r);
            if (r->pos >= r->len || r->s[r->pos] != ':') {
                free(key);
                jr_fail(r, "expected ':'");
                return;
            }
            r->pos++;
            v->keys[v->count] = key;
        }
        v->count++;
        jr_value(r, item, depth + 1);
        if (r->failed)
            return;
        jr_ws(r);
        if (r->pos < r->len && r->s[r->pos] == ',') {
            r->pos++;
            continue;
        }
        if (r->pos < r->len && r->s[r->pos] == close) {
            r->pos++;
            if (is_obj && (dup = jr_duplicate_key(v)) != 0)
                jr_fail(r, dup > 0 ? "duplicate key in an object" : "out of memory");
            return;
        }
        jr_fail(r, is_obj ? "expected ',' or '}'" : "expected ',' or ']'");
        return;
    }
}

static void jr_value(jr_reader *r, json_value *v, int depth)
{
    char c;
    memset(v, 0, sizeof *v);
    if (depth > JSON_MAX_DEPTH) {
        jr_fail(r, "nested too deeply");
        return;
    }
    jr_ws(r);
    if (r->pos >= r->len) {
        jr_fail(r, "unexpected end of input");
        return;
    }
    c = r->s[r->pos];
    if (c == '{' || c == '[') {
        jr_container(r, v, depth, c == '{');
    } else if (c == '"') {
        v->type = JSON_STR;
        v->str = jr_string(r);
    } else if (jr_lit(r, "true")) {
        v->type = JSON_BOOL;
        v->num = 1;
    } else if (jr_lit(r, "false")) {
        v->type = JSON_BOOL;
    } else if (jr_lit(r, "null")) {
        v->type = JSON_NULL;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
        jr_number(r, v);
    } else if ((unsigned char)c == 0xEF && r->pos + 2 < r->len && (unsigned char)r->s[r->pos + 1] == 0xBB &&
               (unsigned char)r->s[r->pos + 2] == 0xBF) {
        jr_fail(r, "a byte-order mark (BOM) is not JSON (RFC 8259 §8.1)");
    } else {
        jr_fail(r, "expected a value");
    }
}

static void jr_free_inner(json_value *v)
{
    size_t i;
    if (v->type == JSON_ARR || v->type == JSON_OBJ) {
        for (i = 0; i < v->count; i++) {
            jr_free_inner(&v->items[i]);
            if (v->type == JSON_OBJ)
                free(v->keys[i]);
        }
        free(v->items);
        free(v->keys);
    }
    free(v->str);
}

void json_free(json_value *v)
{
    if (v == NULL)
        return;
    jr_free_inner(v);
    free(v);
}

json_value *json_parse(const char *text, size_t len, char *err, size_t errcap)
{
    jr_reader r;
    json_value *v = (json_value *)calloc(1, sizeof *v);
    if (v == NULL) {
        snprintf(err, errcap, "out of memory");
        return NULL;
    }
    r.s = text;
    r.len = len;
    r.pos = 0;
    r.err = err;
    r.errcap = errcap;
    r.failed = 0;
    jr_value(&r, v, 0);
    if (!r.failed) {
        jr_ws(&r);
        if (r.pos != r.len)
            jr_fail(&r, "trailing characters after the value");
    }
    if (r.failed) {
        json_free(v);
        return NULL;
    }
    return v;
}

const json_value *json_get(const json_value *v, const char *key)
{
    size_t i;
    if (v == NULL || v->type != JSON_OBJ)
        return NULL;
    for (i = 0; i < v->count; i++)
        if (strcmp(v->keys[i], key) == 0)
            return &v->items[i];
    return NULL;
}

const json_value *json_at(const json_value *v, size_t i)
{
    if (v == NULL || v->type != JSON_ARR || i >= v->count)
        return NULL;
    return &v->items[i];
}

int json_u64(const json_value *v, unsigned long long *out)
{
    if (v == NULL || v->type != JSON_NUM || !v->whole)
        return 0;
    *out = v->u64;
    return 1;
}

int json_int_in(const json_value *v, long long lo, long long hi, long long *out)
{
    if (v == NULL || v->type != JSON_NUM || v->num != floor(v->num))
        return 0;
    if (v->num < (double)lo || v->num > (double)hi)
        return 0;
    *out = (long long)v->num;
    return 1;
}

char *json_read_file(const char *path, size_t max, size_t *len, char *err, size_t errcap)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t cap = 0, n = 0;
    if (f == NULL) {
        snprintf(err, errcap, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    for (;;) {
        size_t got;
        int e;
        if (n + 4096 + 1 > cap) {
            size_t nc = cap ? cap * 2 : 65536;
            char *nb = (char *)realloc(buf, nc);
            if (nb == NULL) {
                free(buf);
                fclose(f);
                snprintf(err, errcap, "out of memory reading %s", path);
                return NULL;
            }
            buf = nb;
            cap = nc;
        }
        errno = 0;
        got = fread(buf + n, 1, cap - n - 1, f);
        e = errno;
        n += got;
        if (n > max) { /* /dev/zero, a log named by mistake: stop early */
            free(buf);
            fclose(f);
            snprintf(err, errcap, "%s: over %zu MiB, larger than any replay or records file", path, max >> 20);
            return NULL;
        }
        if (got == 0 && ferror(f)) {
            free(buf);
            fclose(f);
            snprintf(err, errcap, "cannot read %s: %s", path, e ? strerror(e) : "read error");
            return NULL;
        }
        if (got == 0)
            break;
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}
