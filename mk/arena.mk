# src/arena: bin/arena, many judged games in parallel with honest statistics.
ARENA_LIB_SRC = src/arena/arena_stats.c src/arena/arena_plan.c src/arena/arena_record.c \
                src/arena/arena_summary.c src/arena/arena_text.c src/arena/arena_json.c \
                src/arena/arena_command.c src/arena/arena_baseline.c src/common/json_read.c src/common/json_write.c \
                src/common/shell_words.c
PROGRAMS += arena
arena_SRC = src/arena/arena_main.c src/arena/arena_cli.c src/arena/arena_run.c src/arena/arena_report.c \
            src/arena/arena_precheck.c src/arena/arena_html.c \
            $(ARENA_LIB_SRC) src/common/clock.c src/common/proc.c src/common/proc_words.c src/common/proc_tree.c src/common/linebuf.c \
            src/common/kit_cli.c src/common/html_export.c src/common/outfile.c src/common/decimal.c \
            build/gen/viewer_html.c \
            build/gen/report_html.c

UNIT_TESTS += test_arena_stats test_arena_records test_arena_baseline
test_arena_stats_SRC = tests/unit/test_arena_stats.c src/arena/arena_stats.c
test_arena_records_SRC = tests/unit/test_arena_records.c src/arena/arena_cli.c src/common/outfile.c $(ARENA_LIB_SRC) \
                         src/common/kit_cli.c src/common/decimal.c
test_arena_baseline_SRC = tests/unit/test_arena_baseline.c $(ARENA_LIB_SRC)

E2E_TESTS += tests/e2e/arena_mechanics.sh tests/e2e/arena_sakura.sh tests/e2e/arena_candy.sh
E2E_TESTS += tests/e2e/arena_checks.sh tests/e2e/arena_report_html.sh

# a fixed workload: 200 Sakura games (100 seeds x 2 sides), prints the
# arena's games/s and the result counts (the counts are deterministic)
BENCH_CMDS += bin/arena sakura --bot greedy=bin/sakura-greedy --bot random=bin/sakura-random \
              --games 200 --progress plain 2>&1 | grep -E '^arena: 200/|^Games:' ;
