/* Unit tests of src/common: RNG stream, line buffer, JSON, child processes. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>
#include <float.h>
#include <math.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include "common/clock.h"
#include "common/decimal.h"
#include "common/json.h"
#include "common/kmath.h"
#include "common/linebuf.h"
#include "common/outfile.h"
#include "common/proc.h"
#include "common/shell_words.h"
#include "common/proc_words.h"
#include "common/rng.h"

/* Expected values computed independently (Python reimplementation of
 * splitmix64 + xoshiro256**, seed 12345). */
static void test_rng_reference_stream(void **state)
{
    rng_state r;
    (void)state;
    rng_seed(&r, 12345);
    assert_true(rng_next(&r) == 0xbe6a36374160d49bULL);
    assert_true(rng_next(&r) == 0x214aaa0637a688c6ULL);
    assert_true(rng_next(&r) == 0xf69d16de9954d388ULL);
}

static void test_rng_below_range_and_spread(void **state)
{
    rng_state r;
    int counts[7] = {0};
    int i;
    (void)state;
    rng_seed(&r, 1);
    for (i = 0; i < 70000; i++) {
        uint32_t v = rng_below(&r, 7);
        assert_true(v < 7);
        counts[v]++;
    }
    for (i = 0; i < 7; i++)
        assert_in_range(counts[i], 9500, 10500);
    assert_int_equal(rng_below(&r, 1), 0);
    for (i = 0; i < 1000; i++) {
        double u = rng_unit(&r);
        assert_true(u >= 0.0 && u < 1.0);
    }
}

static void test_linebuf_lines_and_limits(void **state)
{
    linebuf lb;
    char out[LINEBUF_MAX + 1];
    char big[LINEBUF_MAX + 10];
    (void)state;
    linebuf_init(&lb);
    assert_int_equal(linebuf_feed(&lb, "1 U", 3), 3);
    assert_int_equal(linebuf_take(&lb, out, sizeof out), LINEBUF_NEED_MORE);
    assert_int_equal(linebuf_feed(&lb, " 2 R\r\nnext", 10), 6); /* stops after \n */
    assert_int_equal(linebuf_take(&lb, out, sizeof out), LINEBUF_LINE);
    assert_string_equal(out, "1 U 2 R");
    /* exactly 128 bytes including newline is accepted */
    memset(big, 'a', sizeof big);
    big[LINEBUF_MAX - 1] = '\n';
    assert_int_equal(linebuf_feed(&lb, big, LINEBUF_MAX), LINEBUF_MAX);
    assert_int_equal(linebuf_take(&lb, out, sizeof out), LINEBUF_LINE);
    assert_int_equal(strlen(out), LINEBUF_MAX - 1);
    /* 128 bytes without a newline is too long */
    memset(big, 'a', sizeof big);
    assert_int_equal(linebuf_feed(&lb, big, sizeof big), LINEBUF_MAX);
    assert_int_equal(linebuf_take(&lb, out, sizeof out), LINEBUF_TOO_LONG);
}

/* docs/rules/sakura-duel.md §5.3, "a NUL byte": the line is taken whole
 * and reported, not cut at the NUL into a shorter legal reply */
static void test_linebuf_nul_byte(void **state)
{
    linebuf lb;
    char out[LINEBUF_MAX + 1];
    (void)state;
    linebuf_init(&lb);
    assert_int_equal(linebuf_feed(&lb, "0 0\0junk\n1 U", 13), 9);
    assert_int_equal(linebuf_take(&lb, out, sizeof out), LINEBUF_NUL);
    assert_string_equal(out, "0 0");
    assert_int_equal(linebuf_feed(&lb, "1 U\n", 4), 4); /* the line is consumed */
    assert_int_equal(linebuf_take(&lb, out, sizeof out), LINEBUF_LINE);
    assert_string_equal(out, "1 U");
}

static void test_json_write_then_parse(void **state)
{
    json_writer w;
    json_value *v;
    char err[128];
    long long k;
    (void)state;
    json_w_init(&w);
    json_w_obj(&w);
    json_w_key(&w, "a");
    json_w_int(&w, -3);
    json_w_key(&w, "s");
    json_w_str(&w, "q\"\\\n\x01");
    json_w_key(&w, "arr");
    json_w_arr(&w);
    json_w_num(&w, 0.5);
    json_w_bool(&w, 1);
    json_w_null(&w);
    json_w_fixed(&w, 7, 1);
    json_w_fixed(&w, 0.125, 2);
    json_w_fixed(&w, 1.0 / 0.0, 1);
    json_w_arr_end(&w);
    json_w_obj_end(&w);
    assert_false(w.failed);
    assert_string_equal(w.buf, "{\"a\":-3,\"s\":\"q\\\"\\\\\\u000a\\u0001\",\"arr\":[0.5,true,null,7.0,0.12,null]}");
    v = json_parse(w.buf, w.len, err, sizeof err);
    assert_non_null(v);
    assert_true(json_int_in(json_get(v, "a"), -10, 10, &k));
    assert_int_equal(k, -3);
    assert_string_equal(json_get(v, "s")->str, "q\"\\\n\x01");
    assert_int_equal(json_get(v, "arr")->count, 6);
    assert_int_equal(json_at(json_get(v, "arr"), 1)->type, JSON_BOOL);
    assert_null(json_at(json_get(v, "arr"), 6));
    json_free(v);
    json_w_free(&w);
}

/* bytes that are not UTF-8 become U+FFFD; well-formed sequences stay */
static void test_json_string_utf8(void **state)
{
    static const char *const cases[][2] = {
        {"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8d\xac", "\"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x8d\xac\""},
        {"a\xff" "b", "\"a\\ufffdb\""},
        {"\xc3", "\"\\ufffd\""},                       /* cut sequence */
        {"\xc0\xaf", "\"\\ufffd\\ufffd\""},             /* overlong '/' */
        {"\xed\xa0\x80", "\"\\ufffd\\ufffd\\ufffd\""},    /* surrogate D800 */
        {"\xf4\x90\x80\x80", "\"\\ufffd\\ufffd\\ufffd\\ufffd\""}, /* above U+10FFFF */
        {"\xe2\x82", "\"\\ufffd\\ufffd\""},
        {"\x7f~", "\"\x7f~\""},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        json_writer w;
        json_value *v;
        char err[128];
        json_w_init(&w);
        json_w_str(&w, cases[i][0]);
        assert_string_equal(w.buf, cases[i][1]);
        v = json_parse(w.buf, w.len, err, sizeof err);
        assert_non_null(v);
        if (json_utf8_valid(cases[i][0])) /* valid text reads back byte for byte */
            assert_string_equal(v->str, cases[i][0]);
        json_free(v);
        json_w_free(&w);
    }
}

/* every escape RFC 8259 §7 names reads as its character; a pair joins */
static void test_json_string_escapes(void **state)
{
    static const char *const cases[][2] = {
        {"\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\/\b\f\n\r\t"},
        {"\"a\\u0041\\u00e9\\u20AC\"", "aA\xc3\xa9\xe2\x82\xac"},
        {"\"\\ud83c\\udf6c!\"", "\xf0\x9f\x8d\xac!"},
    };
    const char *bad[] = {"\"\\x\"", "\"\\ud83c\\u0041\"", "\"\\u12\"", "\"a\tb\""};
    char err[128];
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        json_value *v = json_parse(cases[i][0], strlen(cases[i][0]), err, sizeof err);
        assert_non_null(v);
        assert_string_equal(v->str, cases[i][1]);
        json_free(v);
    }
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_null(json_parse(bad[i], strlen(bad[i]), err, sizeof err));
    assert_non_null(strstr(err, "control character"));
}

/* relative error of got against libm's want, in units of 2^-52 */
static double tc_rel_ulps(double got, double want)
{
    double d = got - want;
    if (got == want)
        return 0;
    if (want == 0)
        return fabs(d) / DBL_MIN;
    return fabs(d / want) / DBL_EPSILON;
}

/* kmath against libm: a million arguments over each function's range, the
 * edges, and the special values */
static void test_kmath_matches_libm(void **state)
{
    rng_state r;
    double worst_exp = 0, worst_log = 0, worst_tanh = 0;
    int i;
    (void)state;
    rng_seed(&r, 7);
    for (i = 0; i < 1000000; i++) {
        double u = (double)rng_next(&r) / 18446744073709551616.0;
        double x = -745.0 + u * (709.7 + 745.0);   /* exp's whole range */
        double y = ldexp(0.5 + u, (int)rng_below(&r, 2100) - 1074); /* log: subnormals to huge */
        double t = (u - 0.5) * 60.0;               /* tanh, both tails */
        double e = tc_rel_ulps(kmath_exp(x), exp(x)), l = tc_rel_ulps(kmath_log(y), log(y));
        double h = tc_rel_ulps(kmath_tanh(t), tanh(t));
        if (exp(x) > DBL_MIN && e > worst_exp) worst_exp = e; /* normal results */
        if (l > worst_log) worst_log = l;
        if (h > worst_tanh) worst_tanh = h;
        h = tc_rel_ulps(kmath_tanh(t * 1e-3), tanh(t * 1e-3)); /* near 0 */
        if (h > worst_tanh) worst_tanh = h;
    }
    /* measured 1.0, 1.8 and 3.3 (x 2^-52, relative) */
    assert_true(worst_exp < 2);
    assert_true(worst_log < 3);
    assert_true(worst_tanh < 4);
    assert_true(kmath_exp(0) == 1 && kmath_exp(-800) == 0 && isinf(kmath_exp(710)));
    assert_true(isnan(kmath_exp(NAN)) && isnan(kmath_log(-1)) && isnan(kmath_log(NAN)));
    assert_true(kmath_log(1) == 0 && isinf(kmath_log(0)) && kmath_log(0) < 0 && isinf(kmath_log(INFINITY)));
    assert_true(kmath_tanh(30) == 1 && kmath_tanh(-30) == -1 && signbit(kmath_tanh(-0.0)));
    assert_true(fabs(kmath_log(4.9406564584124654e-324) - log(4.9406564584124654e-324)) < 1e-12);
}

static void test_json_rejects_bad_text(void **state)
{
    const char *bad[] = {"", "{", "[1,]", "{\"a\" 1}", "\"\\u0000\"", "01x", "[1] 2",
                         "\"abc", "{\"a\":1,}", "nul", "-", "\"\\uD800\"", "\"\\uDC00\"", "{\"a\":1,\"a\":2}",
                         "\"\xff\"", "\"a\xc3\"", "\"\xc0\xaf\"", "\"\xed\xa0\x80\"", "\"\xf4\x90\x80\x80\"",
                         "{\"x\":{\"b\":1,\"c\":[],\"b\":null}}"};
    char err[128];
    size_t i;
    char deep[200];
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        assert_null(json_parse(bad[i], strlen(bad[i]), err, sizeof err));
        assert_true(strncmp(err, "JSON error", 10) == 0);
    }
    assert_null(json_parse("\"\\u0000\"", 8, err, sizeof err));
    assert_non_null(strstr(err, "NUL"));
    assert_null(json_parse("[\"\xe2\x82\"]", 6, err, sizeof err));
    assert_non_null(strstr(err, "invalid UTF-8"));
    /* each refusal names what is wrong, not "bad number" for a text that is no number */
    assert_null(json_parse("\xef\xbb\xbf{}", 5, err, sizeof err));
    assert_non_null(strstr(err, "byte-order mark"));
    assert_null(json_parse("\0{}", 3, err, sizeof err));
    assert_non_null(strstr(err, "expected a value"));
    assert_null(json_parse("[1e400]", 7, err, sizeof err));
    assert_non_null(strstr(err, "out of range"));
    assert_null(json_parse("[1.2.3]", 7, err, sizeof err));
    assert_non_null(strstr(err, "bad number"));
    memset(deep, '[', sizeof deep);
    assert_null(json_parse(deep, sizeof deep, err, sizeof err));
    assert_non_null(strstr(err, "deep"));
    {   /* a duplicate among many names (the sorted check) is found; distinct ones pass */
        char big[4096];
        size_t n = 0;
        json_value *v;
        for (i = 0; i < 40; i++)
            n += (size_t)snprintf(big + n, sizeof big - n, "%s\"k%zu\":%zu", i ? "," : "{", i, i);
        snprintf(big + n, sizeof big - n, "}");
        assert_non_null(v = json_parse(big, strlen(big), err, sizeof err));
        json_free(v);
        snprintf(big + n, sizeof big - n, ",\"k17\":0}");
        assert_null(json_parse(big, strlen(big), err, sizeof err));
        assert_non_null(strstr(err, "duplicate key"));
    }
}

static void test_proc_request_echo(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double ms;
    (void)state;
    assert_int_equal(proc_spawn(&p, "cat", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "hello there\n", reply, sizeof reply, 2000, &ms), PROC_OK);
    assert_string_equal(reply, "hello there");
    assert_true(ms >= 0 && ms < 2000);
    proc_finish(&p, 500);
    assert_int_equal(p.pid, 0);
}

static void test_proc_timeout_is_on_time(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double ms;
    (void)state;
    assert_int_equal(proc_spawn(&p, "sleep 5", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 200, &ms), PROC_TIMEOUT);
    assert_true(ms >= 199 && ms < 1500);
    proc_kill(&p);
}

/* proc_wait_read: OK once the child read what it was sent (not before:
 * it sleeps first), TIMEOUT while nobody reads, BROKEN once bytes are
 * left that nobody can read */
static void test_proc_wait_read(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double t0;
    (void)state;
    assert_int_equal(proc_spawn(&p, "sleep 0.3; read line; echo \"got $line\"", NULL, err, sizeof err), 0);
    t0 = clk_now_ms();
    assert_int_equal(proc_send(&p, "maze\n", t0 + 1000), PROC_OK);
    assert_int_equal(proc_wait_read(&p, t0 + 5000), PROC_OK);
    assert_true(clk_now_ms() - t0 >= 250);
    assert_int_equal(proc_read_line(&p, reply, sizeof reply, clk_now_ms() + 2000), PROC_OK);
    assert_string_equal(reply, "got maze");
    proc_finish(&p, 500);
    assert_int_equal(proc_spawn(&p, "sleep 5", NULL, err, sizeof err), 0);
    t0 = clk_now_ms();
    assert_int_equal(proc_send(&p, "maze\n", t0 + 1000), PROC_OK);
    assert_int_equal(proc_wait_read(&p, t0 + 100), PROC_TIMEOUT);
    assert_true(clk_now_ms() - t0 >= 99);
    proc_kill(&p);
    /* the maze waits in the pipe when it closes its input unread */
    assert_int_equal(proc_spawn(&p, "sleep 0.2; exec 0<&-; sleep 5", NULL, err, sizeof err), 0);
    t0 = clk_now_ms();
    assert_int_equal(proc_send(&p, "maze\n", t0 + 1000), PROC_OK);
    assert_int_equal(proc_wait_read(&p, t0 + 3000), PROC_BROKEN);
    assert_true(clk_now_ms() - t0 < 2000);
    proc_kill(&p);
}

static void test_proc_eof_long_line_and_no_start(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double ms;
    (void)state;
    assert_int_equal(proc_spawn(&p, "exit 0", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 2000, &ms), PROC_EOF);
    proc_finish(&p, 500);
    assert_false(proc_could_not_start(&p));
    assert_int_equal(proc_spawn(&p, "read line; head -c 500 /dev/zero | tr '\\0' a", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 2000, &ms), PROC_TOO_LONG);
    proc_kill(&p);
    assert_int_equal(proc_spawn(&p, "/nonexistent/bot-program", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 2000, &ms), PROC_EOF);
    proc_finish(&p, 1000);
    assert_true(proc_could_not_start(&p));
}

/* spawns a bot whose first reply is the pid of a process it started;
 * returns that pid, checked alive */
static long tc_spawn_pid_reporter(proc_child *p, const char *cmd)
{
    char err[128], reply[LINEBUF_MAX + 1];
    double ms;
    long child;
    assert_int_equal(proc_spawn(p, cmd, NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(p, "x\n", reply, sizeof reply, 2000, &ms), PROC_OK);
    child = atol(reply);
    assert_true(child > 0);
    assert_int_equal(kill((pid_t)child, 0), 0);
    return child;
}

static void test_proc_kill_takes_forked_children(void **state)
{
    proc_child p;
    long child;
    (void)state;
    /* the bot forks a long sleeper, reports its pid, then answers nothing */
    child = tc_spawn_pid_reporter(&p, "sleep 60 & echo $!; sleep 60");
    proc_kill(&p);
    assert_int_equal(kill((pid_t)child, 0), -1); /* gone and reaped */
}

static void test_proc_kill_strays_takes_detached_children(void **state)
{
    proc_child p;
    long child;
    (void)state;
    /* the bot detaches a sleeper into its own session (its own group, so
     * proc_kill misses it), reports its pid once the session is its own, then answers nothing */
    child = tc_spawn_pid_reporter(&p, "setsid sleep 60 </dev/null >/dev/null 2>&1 & s=$!; "
                                      "while [ \"$(cut -d' ' -f6 /proc/$s/stat)\" != $s ]; do sleep 0.01; done; "
                                      "echo $s; sleep 60");
    proc_kill(&p);
    assert_int_equal(kill((pid_t)child, 0), 0); /* survived the group kill */
    proc_kill_strays(PROC_STRAY_ROUNDS);
    assert_int_equal(kill((pid_t)child, 0), -1); /* killed and reaped */
    assert_int_equal(proc_kill_children(), 0);
}

static void test_proc_stderr_flood_does_not_block(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    char path[] = "/tmp/test_common_stderr_XXXXXX";
    double ms;
    int fd = mkstemp(path);
    FILE *f;
    long size;
    char tail[256];
    (void)state;
    assert_true(fd >= 0);
    close(fd);
    /* 8 MB to stderr before replying */
    assert_int_equal(proc_spawn(&p, "read line; head -c 8000000 /dev/zero >&2; echo ok", path, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 5000, &ms), PROC_OK);
    assert_string_equal(reply, "ok");
    proc_finish(&p, 500);
    f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    size = ftell(f);
    fclose(f);
    assert_true(size > (long)PROC_STDERR_CAP);
    /* the first PROC_STDERR_CAP bytes, then one line saying the log was cut */
    f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, (long)PROC_STDERR_CAP, SEEK_SET);
    assert_int_equal(fread(tail, 1, sizeof tail - 1, f), (size_t)(size - (long)PROC_STDERR_CAP));
    fclose(f);
    unlink(path);
    tail[size - (long)PROC_STDERR_CAP] = '\0';
    assert_string_equal(tail, "\n[judge: stderr log cut here at 1 MiB; the rest of this bot's stderr was dropped]\n");
}

/* json_utf8_valid: what the writer keeps byte for byte */
static void test_json_utf8_valid(void **state)
{
    (void)state;
    assert_true(json_utf8_valid(""));
    assert_true(json_utf8_valid("bin/bot --x \xc3\xa9 \xe2\x82\xac \xf0\x9f\x8d\xa1"));
    assert_false(json_utf8_valid("--x\xff"));
    assert_false(json_utf8_valid("\xc3"));          /* cut short */
    assert_false(json_utf8_valid("\xc0\xaf"));      /* overlong */
    assert_false(json_utf8_valid("\xed\xa0\x80"));  /* a surrogate */
}

/* json_read_file: a file of max bytes is read, one byte more is refused */
static void test_json_read_file_cap(void **state)
{
    char path[] = "/tmp/test_common_json_XXXXXX", err[200];
    size_t len = 0;
    char *text;
    int fd = mkstemp(path);
    (void)state;
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "[1,2,3]", 7), 7);
    close(fd);
    text = json_read_file(path, 7, &len, err, sizeof err);
    assert_non_null(text);
    assert_int_equal(len, 7);
    assert_string_equal(text, "[1,2,3]");
    free(text);
    assert_null(json_read_file(path, 6, &len, err, sizeof err));
    assert_non_null(strstr(err, "larger than any"));
    assert_null(strchr(err, '\n'));
    assert_null(json_read_file("/dev/zero", (size_t)1 << 20, &len, err, sizeof err));
    assert_non_null(strstr(err, "/dev/zero: over 1 MiB"));
    unlink(path);
}

/* a log under the cap gets no cut line */
static void test_proc_stderr_small_log_uncut(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    char path[] = "/tmp/test_common_stderr_XXXXXX", text[64];
    double ms;
    int fd = mkstemp(path);
    FILE *f;
    size_t n;
    (void)state;
    assert_true(fd >= 0);
    close(fd);
    assert_int_equal(proc_spawn(&p, "read line; echo note >&2; echo ok", path, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 5000, &ms), PROC_OK);
    proc_finish(&p, 500);
    f = fopen(path, "rb");
    assert_non_null(f);
    n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    unlink(path);
    text[n] = '\0';
    assert_string_equal(text, "note\n");
}

/* descriptors open in this process */
static int tc_open_fds(void)
{
    int fd, n = 0;
    for (fd = 0; fd < 1024; fd++)
        if (fcntl(fd, F_GETFD) != -1)
            n++;
    return n;
}

/* a spawn that fails part-way (here: out of descriptors after the log and
 * some pipes, or in the child, which copies its three streams) leaves
 * nothing open and says why; it is never a started child whose shell
 * exits 127 as if the command could not be run.  A new descriptor takes
 * the lowest free number, so with the limit at the k-th free number the
 * spawn runs out at its k-th descriptor: the log (k = 0), the eight pipe
 * ends, the child's three copies; from the 12th on it has all it needs. */
static void test_proc_spawn_failure_closes(void **state)
{
    char path[] = "/tmp/test_common_spawnfail_XXXXXX", err[128];
    struct rlimit old, low;
    int fd = mkstemp(path), before, k, nfree = 0, freefd[16], failed = 0, started = 0;
    (void)state;
    assert_true(fd >= 0);
    close(fd);
    assert_int_equal(getrlimit(RLIMIT_NOFILE, &old), 0);
    for (fd = 0; nfree < 16; fd++)
        if (fcntl(fd, F_GETFD) == -1)
            freefd[nfree++] = fd;
    before = tc_open_fds();
    /* the log, four pipes (in, out, err, the child's report) and the
     * child's three copies of its streams: with fewer free descriptors
     * every spawn fails, with a message, and leaves none open */
    for (k = 0; k < 16; k++) {
        proc_child p;
        int rc;
        low = old;
        low.rlim_cur = (rlim_t)freefd[k];
        assert_int_equal(setrlimit(RLIMIT_NOFILE, &low), 0);
        err[0] = '\0';
        rc = proc_spawn(&p, "exit 0", path, err, sizeof err);
        assert_int_equal(setrlimit(RLIMIT_NOFILE, &old), 0);
        if (rc == 0) {
            started++;
            proc_finish(&p, 500);
            assert_int_equal(WEXITSTATUS(p.status), 0); /* the shell ran the command */
        } else {
            assert_int_equal(started, 0); /* no failure once there are enough */
            assert_true(err[0] != '\0');
            failed++;
        }
        assert_int_equal(tc_open_fds(), before);
    }
    unlink(path);
    assert_int_equal(failed, 12);
    assert_int_equal(started, 4);
}

/* shell_word_program: the first word past assignments and redirections */
static void test_shell_word_program(void **state)
{
    static const struct {
        const char *cmd;
        int r;
        const char *word;
    } cases[] = {
        {"./bot -v", SHELL_WORD_FOUND, "./bot"},
        {"  FOO=1 2>/dev/null 'my bot' x", SHELL_WORD_FOUND, "'my bot'"},
        {"<in A=b\tpy", SHELL_WORD_FOUND, "py"},
        {"FOO=1 ", SHELL_WORD_NONE, ""},
        {"# ./bot", SHELL_WORD_NONE, ""},
        {"", SHELL_WORD_NONE, ""},
        {"(./bot)", SHELL_WORD_OPERATOR, ""},
        {"FOO='x", SHELL_WORD_OPERATOR, ""},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *ws = NULL, *we = NULL;
        int r = shell_word_program(cases[i].cmd, &ws, &we);
        assert_int_equal(r, cases[i].r);
        if (r == SHELL_WORD_FOUND) {
            assert_int_equal((size_t)(we - ws), strlen(cases[i].word));
            assert_memory_equal(ws, cases[i].word, strlen(cases[i].word));
        }
    }
}

/* proc_shell_line: exec before one simple command, compound lines untouched */
static void test_proc_shell_line(void **state)
{
    static const char *const cases[][2] = {
        {"./bot", "exec ./bot"},
        {"  bin/x --a 'b c;d'", "  exec bin/x --a 'b c;d'"},
        {"FOO=1 BAR='x y' ./bot -v", "FOO=1 BAR='x y' exec ./bot -v"},
        {"python3 main.py \"$(pwd)/x\" a\\;b", "exec python3 main.py \"$(pwd)/x\" a\\;b"},
        {"cd dir && ./bot", "cd dir && ./bot"},
        {"a; b", "a; b"},
        {"a | b", "a | b"},
        {"./bot 2>/dev/null", "exec ./bot 2>/dev/null"},
        {"2>err.txt FOO=1 ./bot -v", "2>err.txt FOO=1 exec ./bot -v"},
        {"./bot >&2 < 'in put' 3<>x 2>>log >|y", "exec ./bot >&2 < 'in put' 3<>x 2>>log >|y"},
        {"./bot <<EOF", "./bot <<EOF"},
        {"./bot>out", "./bot>out"},
        {"./bot 2>", "./bot 2>"},
        {"./bot 2>$(x)", "./bot 2>$(x)"},
        {">out", ">out"},
        {"2>err cd x", "2>err cd x"},
        {"12>x ./bot", "12>x ./bot"},
        {"./bot <|x", "./bot <|x"},
        {"(./bot)", "(./bot)"},
        {"./bot `x`", "./bot `x`"},
        {"./bot $(x)", "./bot $(x)"},
        {"./bot &", "./bot &"},
        {"a\nb", "a\nb"},
        {"if true; then ./bot; fi", "if true; then ./bot; fi"},
        {"exec ./bot", "exec ./bot"},
        {"exit 0", "exit 0"},
        {"read x", "read x"},
        {"FOO=1", "FOO=1"},
        {"'unfinished", "'unfinished"},
        {"", ""},
        {"# ./bot", "# ./bot"},
        {"./bot # a note", "exec ./bot # a note"},
    };
    char out[128];
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t need = proc_shell_line(cases[i][0], out, sizeof out);
        assert_string_equal(out, cases[i][1]);
        assert_int_equal(need, strlen(cases[i][1]));
    }
    /* too small a buffer: the needed length, nothing half-written */
    assert_int_equal(proc_shell_line("./bot", out, 5), strlen("exec ./bot"));
    assert_string_equal(out, "");
}

/* docs/rules/sakura-duel.md §5.3, "lines written ahead": three lines in
 * one write are three replies, in order; nothing is dropped */
static void test_proc_lines_written_ahead(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double ms;
    (void)state;
    assert_int_equal(proc_spawn(&p, "printf 'a\\nb\\nc\\n'; exec sleep 30", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_OK);
    assert_string_equal(reply, "a");
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_OK);
    assert_string_equal(reply, "b");
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_OK);
    assert_string_equal(reply, "c");
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 200, &ms), PROC_TIMEOUT);
    proc_kill(&p);
}

/* lines written ahead stay replies when the child has exited or closed
 * its input before they were asked for: deterministic whatever the
 * scheduling (the write of the request may or may not find a reader) */
static void test_proc_lines_ahead_then_gone(void **state)
{
    static const char *const cmds[] = {"printf 'a\\nb\\n'",                    /* exits */
                                       "exec <&-; printf 'a\\nb\\n'; exec sleep 30"}; /* stops reading */
    static const int after[] = {PROC_EOF, PROC_BROKEN};
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double ms;
    int i, round;
    (void)state;
    for (i = 0; i < 2; i++)
        for (round = 0; round < 20; round++) {
            assert_int_equal(proc_spawn(&p, cmds[i], NULL, err, sizeof err), 0);
            proc_pump(round % 2 ? 50.0 : 0.0); /* let it finish, or race it */
            assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_OK);
            assert_string_equal(reply, "a");
            assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_OK);
            assert_string_equal(reply, "b");
            assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), after[i]);
            proc_kill(&p);
        }
}

/* a child gets its three streams and no other descriptor of the parent's,
 * even one opened without close-on-exec */
static void test_proc_child_gets_stdio_only(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double ms;
    int fd = open("/dev/null", O_RDONLY);
    (void)state;
    assert_true(fd > 2);
    assert_int_equal(proc_spawn(&p, "ls /proc/self/fd | sort -n | tr '\\n' ' '; echo", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_OK);
    /* the shell's pipeline: ls has 0-2 and its own directory descriptor */
    assert_string_equal(reply, "0 1 2 3 ");
    proc_kill(&p);
    close(fd);
}

/* a bot that closes its stdout and keeps running is seen at once (EOF),
 * not after the deadline: the shell wrapper does not hold the pipe */
static void test_proc_closed_stdout_is_eof_at_once(void **state)
{
    proc_child p;
    char err[128], reply[LINEBUF_MAX + 1];
    double ms, t0;
    (void)state;
    assert_int_equal(proc_spawn(&p, "bash -c 'exec >&-; sleep 30'", NULL, err, sizeof err), 0);
    t0 = clk_now_ms();
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_EOF);
    assert_true(clk_now_ms() - t0 < 1500);
    proc_kill(&p);
    /* the same with a redirection: still one simple command, so exec'd */
    assert_int_equal(proc_spawn(&p, "bash -c 'exec >&-; sleep 30' 2>/dev/null", NULL, err, sizeof err), 0);
    t0 = clk_now_ms();
    assert_int_equal(proc_request(&p, "x\n", reply, sizeof reply, 3000, &ms), PROC_EOF);
    assert_true(clk_now_ms() - t0 < 1500);
    proc_kill(&p);
}

/* number options: plain decimal, whole and finite; an underflow is a number */
static void test_decimal_parse(void **state)
{
    static const char *const bad[] = {"", " 1", "1 ", "0x1", "inf", "nan", "1e999", "-1e999", "1,5", "1.5x", "e5"};
    double x;
    size_t i;
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
        if (decimal_parse(bad[i], &x) == 0)
            fail_msg("decimal_parse accepted '%s'", bad[i]);
    assert_int_equal(decimal_parse("0.75", &x), 0);
    assert_true(x == 0.75);
    assert_int_equal(decimal_parse("-2.5e3", &x), 0);
    assert_true(x == -2500.0);
    assert_int_equal(decimal_parse("1e-320", &x), 0);
    assert_true(x > 0 && x < 1e-300);
}

/* numbers follow RFC 8259's grammar: what a browser's JSON.parse or
 * Python's json refuses is refused here too */
static void test_json_number_grammar(void **state)
{
    static const char *const bad[] = {"01", "-01", "00", "1.", ".5", "1.e0", "+1", "1e", "1e+", "1E-",
                                      "[01]", "{\"a\":1.}", "[1,-]", "-.5", "1.5.", "1e5e5", "--1"};
    static const char *const good[] = {"0", "-0", "1.5", "1e5", "1E-5", "-1.25e+3", "0.0", "10", "[0,1,10]"};
    static const double want[] = {0, 0, 1.5, 1e5, 1e-5, -1250, 0, 10, 0};
    char err[128];
    size_t i;
    json_value *v;
    (void)state;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = '\0';
        v = json_parse(bad[i], strlen(bad[i]), err, sizeof err);
        if (v != NULL) fail_msg("accepted the bad number text %s", bad[i]);
        assert_non_null(strstr(err, "JSON error"));
    }
    for (i = 0; i < sizeof good / sizeof good[0]; i++) {
        v = json_parse(good[i], strlen(good[i]), err, sizeof err);
        if (v == NULL) fail_msg("refused %s: %s", good[i], err);
        if (v->type == JSON_NUM) assert_true(v->num == want[i]);
        json_free(v);
    }
}

/* json_u64: plain digits below 2^64 exactly; anything else is not whole */
static void test_json_u64_exact(void **state)
{
    static const char *const good[] = {"18446744073709551615", "18446744073709550592", "9007199254740993", "0"};
    static const unsigned long long want[] = {18446744073709551615ULL, 18446744073709550592ULL,
                                              9007199254740993ULL, 0};
    static const char *const bad[] = {"18446744073709551616", "-1", "1.0", "1e3", "-0", "\"7\""};
    char err[128];
    unsigned long long u;
    size_t i;
    json_value *v;
    (void)state;
    for (i = 0; i < sizeof good / sizeof good[0]; i++) {
        assert_non_null(v = json_parse(good[i], strlen(good[i]), err, sizeof err));
        assert_int_equal(json_u64(v, &u), 1);
        assert_true(u == want[i]);
        json_free(v);
    }
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_non_null(v = json_parse(bad[i], strlen(bad[i]), err, sizeof err));
        assert_int_equal(json_u64(v, &u), 0);
        json_free(v);
    }
    assert_int_equal(json_u64(NULL, &u), 0);
}

/* cmd started as the judges start a bot (stopped whenever not asked) and
 * sent one line with budget_ms to answer: the request must end in want */
static void tc_ask_once(proc_child *p, const char *cmd, double budget_ms, int want)
{
    char err[128], line[LINEBUF_MAX + 1];
    double el;
    assert_int_equal(proc_spawn(p, cmd, NULL, err, sizeof err), 0);
    proc_stop_when_idle(p);
    assert_int_equal(proc_request(p, "go\n", line, sizeof line, budget_ms, &el), want);
}

/* how a child ended, in words, with the last line of its stderr: kept in
 * memory with no log, past the log's cap, the tail of a long stream */
static void test_proc_end_words(void **state)
{
    static const struct { const char *cmd; const char *words; } cases[] = {
        {"echo first >&2; printf 'two\\nlast one\\n\\n  \\n' >&2; exit 3",
         "it exited with status 3; its last stderr line: 'last one'"},
        {"printf 'tab\\there' >&2; exit 0", "it exited with status 0; its last stderr line: 'tab\\x09here'"},
        {"kill -SEGV $$", "it was killed by signal 11 (SIGSEGV)"},
        {"kill -USR1 $$", "it was killed by signal 10"},
        {"head -c 3000000 /dev/zero | tr '\\0' x >&2; echo >&2; echo gone >&2; exit 1",
         "it exited with status 1; its last stderr line: 'gone'"},
        {"exec >&-; sleep 5", "it still ran and was killed"},
        {"printf '1 R\\t' ; echo why >&2", "it exited with status 0; it had written '1 R\\x09' with no newline after "
                                           "it; its last stderr line: 'why'"},
        /* a long partial line and a long stderr line: each cut with "...", never inside an escape */
        {"for i in $(seq 60); do printf '\\303\\243'; done; printf '%0300d\\n' 7 >&2; exit 3",
         "it exited with status 3; it had written '\\xc3\\xa3\\xc3\\xa3\\xc3\\xa3\\xc3\\xa3\\xc3\\xa3\\xc3...' with no "
         "newline after it; its last stderr line: '00000000000000000000000000000000000000000000000000000000000000000"
         "000000000000000000000000000000000000000000000000000...'"},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        proc_child p;
        char words[400];
        tc_ask_once(&p, cases[i].cmd, 5000, PROC_EOF);
        proc_finish(&p, 100);
        proc_end_words(&p, words, sizeof words);
        assert_string_equal(words, cases[i].words);
    }
}

/* what a child that timed out was doing: a line with no newline, blocked
 * reading its input (with the shell that runs a compound command, too),
 * exited while a process it started holds its output, or nothing to say
 * (it was thinking, or sleeping); then its last stderr line.  At its
 * first request (first = 1: its start-up timed) a child still running is
 * told so; what else was seen comes first */
static void test_proc_timeout_words(void **state)
{
    static const struct { int first; const char *cmd; const char *words; } cases[] = {
        {0, "read a; printf '0 0'; read b", "it had written '0 0' with no newline after it"},
        {0, "read a; read b", "it was waiting to read its input (a reply not flushed?  a wait for a line the judge "
                              "does not send?)"},
        {0, "cd / && { read a; read b; }", "it was waiting to read its input (a reply not flushed?  a wait for a "
                                           "line the judge does not send?)"},
        {0, "read a; while :; do :; done", ""},
        {0, "read a; sleep 5", ""},
        {0, "read a; echo '1 R 1 D' >&2; read b", "it was waiting to read its input (a reply not flushed?  a wait "
                                                 "for a line the judge does not send?); its last stderr line: '1 R 1 D'"},
        {0, "read a; echo depth 7 >&2; while :; do :; done", "its last stderr line: 'depth 7'"},
        /* a NUL inside the stderr line is shown, not taken for its end; so in a partial reply */
        {0, "read a; printf 'abc\\000def\\n' >&2; while :; do :; done", "its last stderr line: 'abc\\x00def'"},
        {0, "read a; printf '0\\0000'; read b", "it had written '0\\x000' with no newline after it"},
        {0, "read a; sleep 5 & exit 4", "it exited with status 4, but a process it started still holds its output open"},
        /* one process blocked reading while another of the bot runs: thinking, not waiting */
        {0, "read a; (while :; do :; done) & read b", ""},
        /* a wrapper's child reading a pipe from its parent, not the judge's: not waiting for the judge */
        {0, "read a; sleep 5 | read b", ""},
        {1, "sleep 5", "it was still running before its first reply (its start-up time counts against the budget)"},
        {1, "echo loading >&2; while :; do :; done", "it was still running before its first reply (its start-up "
                                                    "time counts against the budget); its last stderr line: 'loading'"},
        {1, "read a; read b", "it was waiting to read its input (a reply not flushed?  a wait for a line the judge "
                              "does not send?)"},
        {1, "printf OK; sleep 5", "it had written 'OK' with no newline after it"},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        proc_child p;
        char words[400];
        tc_ask_once(&p, cases[i].cmd, 300, PROC_TIMEOUT);
        proc_timeout_words(&p, cases[i].first, words, sizeof words);
        proc_kill(&p);
        assert_string_equal(words, cases[i].words);
    }
}

/* a descendant left stopped (a fork caught by a stop that came as the
 * continue went out) is continued by the walk a release makes */
static void test_proc_tree_continue_stopped(void **state)
{
    proc_child p;
    char err[128], line[LINEBUF_MAX + 1], path[64], st[256];
    double el;
    long kid = 0;
    int fd, tries;
    ssize_t n;
    (void)state;
    assert_int_equal(proc_spawn(&p, "sleep 30 & echo $!; read a", NULL, err, sizeof err), 0);
    assert_int_equal(proc_request(&p, "", line, sizeof line, 5000, &el), PROC_OK);
    kid = atol(line);
    assert_true(kid > 0);
    assert_int_equal(kill((pid_t)kid, SIGSTOP), 0);
    for (tries = 0; tries < 200; tries++) { /* until the stop has taken */
        snprintf(path, sizeof path, "/proc/%ld/stat", kid);
        fd = open(path, O_RDONLY);
        n = fd >= 0 ? read(fd, st, sizeof st - 1) : 0;
        if (fd >= 0)
            close(fd);
        st[n > 0 ? n : 0] = '\0';
        if (strstr(st, ") T "))
            break;
        usleep(1000);
    }
    assert_non_null(strstr(st, ") T "));
    proc_tree_continue_stopped(p.pid);
    for (tries = 0; tries < 200; tries++) {
        fd = open(path, O_RDONLY);
        n = fd >= 0 ? read(fd, st, sizeof st - 1) : 0;
        if (fd >= 0)
            close(fd);
        st[n > 0 ? n : 0] = '\0';
        if (!strstr(st, ") T "))
            break;
        usleep(1000);
    }
    assert_null(strstr(st, ") T "));
    proc_kill(&p);
    kill((pid_t)kid, SIGKILL);
}

/* the temporary logs follow TMPDIR when it is an absolute path that
 * works, else fall back to /tmp */
static void test_proc_temp_log_follows_tmpdir(void **state)
{
    char dir[] = "/tmp/tcommon-XXXXXX", path[256], *old = getenv("TMPDIR");
    char saved[256];
    (void)state;
    snprintf(saved, sizeof saved, "%s", old != NULL ? old : "");
    assert_non_null(mkdtemp(dir));
    setenv("TMPDIR", dir, 1);
    assert_non_null(proc_temp_log(path, sizeof path, "tlog"));
    assert_memory_equal(path, dir, strlen(dir));
    assert_int_equal(access(path, F_OK), 0);
    unlink(path);
    assert_non_null(proc_temp_log(path, strlen(dir) + 8, "tlog")); /* too long: /tmp */
    assert_memory_equal(path, "/tmp/tlog-", 10);
    unlink(path);
    setenv("TMPDIR", "relative", 1);
    assert_non_null(proc_temp_log(path, sizeof path, "tlog"));
    assert_memory_equal(path, "/tmp/tlog-", 10);
    unlink(path);
    setenv("TMPDIR", "/nonexistent-tcommon", 1);
    assert_non_null(proc_temp_log(path, sizeof path, "tlog"));
    assert_memory_equal(path, "/tmp/tlog-", 10);
    unlink(path);
    assert_null(proc_temp_log(path, 12, "tlog")); /* too long even for /tmp */
    if (old != NULL)
        setenv("TMPDIR", saved, 1);
    else
        unsetenv("TMPDIR");
    rmdir(dir);
}

/* an output path that a word of a command names (quoted or not, through
 * another name of the same file, next to a shell operator, after ~/) is
 * found; other words and absent files are not */
static void test_outfile_in_command(void **state)
{
    char dir[] = "/tmp/tc-incmd-XXXXXX", a[64], b[64], cmd[256], word[128];
    FILE *f;
    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(a, sizeof a, "%s/my bot.py", dir);
    snprintf(b, sizeof b, "%s/other", dir);
    assert_non_null(f = fopen(a, "w"));
    fclose(f);
    assert_non_null(f = fopen(b, "w"));
    fclose(f);
    snprintf(cmd, sizeof cmd, "python3 -u '%s' --depth 3", a);
    assert_int_equal(outfile_in_command(a, cmd, word, sizeof word), 1);
    assert_string_equal(word, a);
    snprintf(cmd, sizeof cmd, "python3 \"%s/./my\\ bot.py\"", dir); /* another name of it, a backslash kept in "" */
    assert_int_equal(outfile_in_command(a, cmd, word, sizeof word), 0);
    snprintf(cmd, sizeof cmd, "python3 %s/./my\\ bot.py", dir);   /* unquoted backslash: the blank is in the word */
    assert_int_equal(outfile_in_command(a, cmd, word, sizeof word), 1);
    snprintf(cmd, sizeof cmd, "%s/./my bot.py", dir);
    assert_string_equal(word, cmd);
    snprintf(cmd, sizeof cmd, "python3 %s/./my\\ bot.py", dir);
    assert_int_equal(outfile_in_command(b, cmd, word, sizeof word), 0);
    {   /* operators end a word; NAME=VALUE and --opt=VALUE are read; a line continued; ~/ is $HOME/ */
        static const char *const forms[] = {"python3 <%s", "%s>log", "true;%s", "cat %s|sh", "(%s)", "X=%s ./bot",
                                             "./bot --book=%s", "./bot \\\n%s"};
        size_t k;
        for (k = 0; k < sizeof forms / sizeof forms[0]; k++) {
            snprintf(cmd, sizeof cmd, forms[k], b);
            if (outfile_in_command(b, cmd, word, sizeof word) != 1 || strcmp(word, b) != 0)
                fail_msg("'%s': not found (word '%s')", cmd, word);
        }
        char home[256];
        const char *was = getenv("HOME");
        snprintf(home, sizeof home, "%s", was ? was : "");
        setenv("HOME", dir, 1);
        assert_int_equal(outfile_in_command(b, "./bot ~/other", word, sizeof word), 1);
        assert_string_equal(word, b);
        assert_int_equal(outfile_in_command(b, "./bot '~/other'", word, sizeof word), 0); /* quoted: no ~ */
        if (was)
            setenv("HOME", home, 1);
        else
            unsetenv("HOME");
    }
    snprintf(cmd, sizeof cmd, "%s", b);
    assert_int_equal(outfile_in_command(b, cmd, word, sizeof word), 1);
    snprintf(cmd, sizeof cmd, "%s/absent x", dir);
    snprintf(b, sizeof b, "%s/absent", dir);
    assert_int_equal(outfile_in_command(b, cmd, word, sizeof word), 0); /* no file: nothing to overwrite */
    assert_int_equal(outfile_in_command("/dev/null", "cat /dev/null", word, sizeof word), 0); /* not a regular file */
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    assert_int_equal(system(cmd), 0);
}

/* an output that is a pipe nobody reads fails at once with ENXIO, in words;
 * a regular file is written */
static void test_outfile_open_never_waits(void **state)
{
    char dir[] = "/tmp/tcommon-XXXXXX", fifo[64], file[64], buf[8] = {0};
    FILE *f;
    double t0;
    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(fifo, sizeof fifo, "%s/p", dir);
    snprintf(file, sizeof file, "%s/f", dir);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    t0 = clk_now_ms();
    errno = 0;
    assert_null(outfile_open(fifo));
    assert_int_equal(errno, ENXIO);
    assert_true(clk_now_ms() - t0 < 1000);
    assert_string_equal(outfile_strerror(ENXIO), "a pipe nobody reads");
    assert_string_equal(outfile_strerror(ENOENT), strerror(ENOENT));
    assert_non_null(f = outfile_open(file));
    assert_int_equal(fputs("ok", f) >= 0, 1);
    assert_int_equal(fclose(f), 0);
    assert_non_null(f = fopen(file, "r"));
    assert_non_null(fgets(buf, sizeof buf, f));
    fclose(f);
    assert_string_equal(buf, "ok");
    unlink(fifo);
    unlink(file);
    rmdir(dir);
}

/* outfile_replace's writers for the test below */
static int tc_write_new(FILE *f, void *ctx)
{
    (void)ctx;
    return fputs("new", f) == EOF ? -1 : 0;
}

/* a stop signal's handler calling outfile_abandon mid-write (simulated) */
static int tc_write_abandoned(FILE *f, void *ctx)
{
    (void)ctx;
    if (fputs("half", f) == EOF || fflush(f) != 0)
        return -1;
    outfile_abandon();
    return 0;
}

/* the first line of path into buf */
static void tc_read_first(const char *path, char *buf, size_t cap)
{
    FILE *f = fopen(path, "r");
    buf[0] = '\0';
    if (f != NULL) {
        if (fgets(buf, (int)cap, f) == NULL)
            buf[0] = '\0';
        fclose(f);
    }
}

/* outfile_replace: a regular file is replaced whole, keeping its mode;
 * abandoned mid-write (a stop signal), the old file stays and no aside
 * file (PATH.tmp.PID) is left */
static void test_outfile_replace_whole_or_not(void **state)
{
    char dir[] = "/tmp/tcommon-XXXXXX", file[64], aside[96], buf[16];
    struct stat st;
    FILE *f;
    (void)state;
    assert_non_null(mkdtemp(dir));
    snprintf(file, sizeof file, "%s/r.json", dir);
    snprintf(aside, sizeof aside, "%s.tmp.%ld", file, (long)getpid());
    assert_non_null(f = fopen(file, "w"));
    fputs("old", f);
    fclose(f);
    assert_int_equal(chmod(file, 0640), 0);
    assert_int_equal(outfile_replace(file, tc_write_new, NULL), 0);
    tc_read_first(file, buf, sizeof buf);
    assert_string_equal(buf, "new");
    assert_int_equal(stat(file, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0640);
    assert_int_equal(outfile_replace(file, tc_write_abandoned, NULL), -1);
    tc_read_first(file, buf, sizeof buf);
    assert_string_equal(buf, "new");
    assert_int_not_equal(access(aside, F_OK), 0);
    unlink(file);
    assert_int_equal(rmdir(dir), 0); /* nothing else was left in it */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_reference_stream),
        cmocka_unit_test(test_rng_below_range_and_spread),
        cmocka_unit_test(test_linebuf_lines_and_limits),
        cmocka_unit_test(test_linebuf_nul_byte),
        cmocka_unit_test(test_json_write_then_parse),
        cmocka_unit_test(test_json_string_utf8),
        cmocka_unit_test(test_json_string_escapes),
        cmocka_unit_test(test_json_rejects_bad_text),
        cmocka_unit_test(test_json_read_file_cap),
        cmocka_unit_test(test_json_utf8_valid),
        cmocka_unit_test(test_kmath_matches_libm),
        cmocka_unit_test(test_proc_request_echo),
        cmocka_unit_test(test_proc_timeout_is_on_time),
        cmocka_unit_test(test_proc_wait_read),
        cmocka_unit_test(test_proc_eof_long_line_and_no_start),
        cmocka_unit_test(test_proc_kill_takes_forked_children),
        cmocka_unit_test(test_proc_kill_strays_takes_detached_children),
        cmocka_unit_test(test_proc_stderr_flood_does_not_block),
        cmocka_unit_test(test_proc_stderr_small_log_uncut),
        cmocka_unit_test(test_proc_spawn_failure_closes),
        cmocka_unit_test(test_shell_word_program),
        cmocka_unit_test(test_proc_shell_line),
        cmocka_unit_test(test_proc_lines_written_ahead),
        cmocka_unit_test(test_proc_lines_ahead_then_gone),
        cmocka_unit_test(test_proc_child_gets_stdio_only),
        cmocka_unit_test(test_proc_closed_stdout_is_eof_at_once),
        cmocka_unit_test(test_proc_end_words),
        cmocka_unit_test(test_proc_timeout_words),
        cmocka_unit_test(test_outfile_in_command),
        cmocka_unit_test(test_proc_tree_continue_stopped),
        cmocka_unit_test(test_proc_temp_log_follows_tmpdir),
        cmocka_unit_test(test_json_number_grammar),
        cmocka_unit_test(test_decimal_parse),
        cmocka_unit_test(test_json_u64_exact),
        cmocka_unit_test(test_outfile_open_never_waits),
        cmocka_unit_test(test_outfile_replace_whole_or_not),
    };
    proc_install_cleanup();
    return cmocka_run_group_tests(tests, NULL, NULL);
}
