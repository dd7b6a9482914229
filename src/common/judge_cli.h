/*
 * judge_cli.h -- what both judges' command lines and output files share.
 *
 * Every option error is one line on stderr, "PROG: message (see --help)",
 * and exit status 2, before any bot starts.  Output files are opened before
 * the game so that a bad path costs no game.  The module's state: the
 * program name (set once by jcli_init(), the prefix of its messages), the
 * FIFO ends its checks hold open, and the record files a stop signal must
 * not leave empty (jcli_records_pending).
 */
#ifndef COMMON_JUDGE_CLI_H
#define COMMON_JUDGE_CLI_H

#include <stdint.h>
#include <stdio.h>
#include "common/json.h"

void jcli_init(const char *prog);
/* one line "PROG: ... (see --help)" on stderr, exit 2 */
_Noreturn void jcli_die(const char *fmt, ...);
/* one line "PROG: ..." on stderr, exit 2: a bad input that is not the
 * command line's (a program reading a judge's messages) */
_Noreturn void jcli_fail(const char *fmt, ...);
/* a non-negative decimal integer below 2^64, else jcli_die */
uint64_t jcli_seed(const char *v);
/* the same for an option of another name, which the error line names */
uint64_t jcli_seed_of(const char *opt, const char *v);
/* a decimal integer in [lo, hi] (at most 7 digits), else jcli_die */
long jcli_int(const char *opt, const char *v, long lo, long hi);
/* "--opt VALUE" or "--opt=VALUE" at argv[*i]: the value (advancing *i past
 * it), or NULL if argv[*i] is not opt; a missing or empty value dies. */
const char *jcli_value(const char *opt, int argc, char **argv, int *i);
/* --help / -h / --version wherever an option may stand, before any usage
 * error of the other words (kit_cli_answer): not the word after an option
 * that takes a value (every option but the NULL-ended flags[]), nor after
 * "--".  Exits when it answers. */
void jcli_answer_first(int argc, char **argv, const char *usage, const char *const *flags);
/* Before jcli_check_outs: a path of paths[0..n) (NULL: not given) that
 * names a file in one of the commands cmds[0..ncmd) (outfile_in_command:
 * a bot's program or a file it reads; whose[j] says whose command) is a
 * usage error (exit 2): the game would overwrite it. */
void jcli_check_outs_commands(int n, const char *const *paths, const char *const *opts, int ncmd,
                              const char *const *cmds, const char *const *whose);
/* Checks before the game that each output path of paths[0..n) (NULL: not
 * given) can be written without changing what it holds: opened for
 * appending and non-blocking (a FIFO nobody reads is refused, not waited
 * on), then closed, a FIFO's end held open until jcli_write_records or
 * jcli_drop_out; created[i] is 1 if the check created the file.  A path
 * that names the input file `input` (`what` says
 * which, e.g. "the maze file"; NULL: none), that cannot be written, or two
 * that name the same file (unless a character device), is a usage error
 * (exit 2) that first removes the files the checks created. */
void jcli_check_outs(int n, const char *const *paths, const char *const *opts, const char *input,
                     const char *what, int *created);
/* Removes path if the checks of jcli_check_outs created it (created == 1). */
void jcli_drop_out(const char *path, int created);
/* After proc_install_cleanup: if a stop signal (SIGINT/SIGTERM/SIGHUP)
 * ends the judge before jcli_write_records has written them, the --replay
 * and --html files the checks created (created == 1) are removed, and so
 * is an aside file being written: no empty or half record is left under a
 * name.  A file that was there keeps what it held. */
void jcli_records_pending(const char *replay_path, int replay_created, const char *html_path,
                          int html_created);
/* Write the replay JSON w to replay_path and, with html_path, the
 * self-contained HTML page (each may be NULL; each whole or not at all,
 * outfile_replace), then close the held FIFO ends.  A file the checks
 * created that gets no record (a write failed) is removed.  Never waits on
 * a pipe whose reader left (an error).  0, or 1 after a one-line message. */
int jcli_write_records(const json_writer *w, const char *replay_path, const char *html_path);
/* A bot's stderr log that stopped early (e, from proc_log_error; 0: it
 * did not): "PROG: OPT: writing 'PATH' failed: ERR; the log stops there"
 * on stderr, and 1 (the exit status a failed output gets); else 0. */
int jcli_log_failed(const char *opt, const char *path, int e);
/* "PROG: MSG" on stderr as one line (control bytes as \xNN). */
void jcli_error(const char *msg);
/* One stderr line about a forfeit: "PROG: WHO: turn T: REASON: MESSAGE",
 * then "; reply 'TEXT'" (shown safely) when reply is not NULL. */
void jcli_note_failure(const char *who, int turn, const char *reason, const char *message,
                       const char *reply);
/* Print the result line w (or an error object for `game`) on stdout.  0, or
 * 1 after a one-line message when stdout cannot take it. */
int jcli_print_result(const json_writer *w, const char *game);

#endif
