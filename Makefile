# Sakura Duel + Maki's Candy Hunt kit.  `make` builds bin/, `make test` runs
# everything, `make run` plays the demo games, `make bench` prints the
# deterministic work counts (`make bench-check` compares their signatures
# with tests/bench/signatures.txt), `make dist` writes the one-file
# submissions, `make check-layout` checks that includes respect the layers
# of ARCHITECTURE.md.
#
# Each component has a fragment in mk/*.mk that appends to:
#   PROGRAMS    names of programs built into $(BIN)/NAME from NAME_SRC
#   UNIT_TESTS  cmocka tests built (sanitized) into $(TBIN)/NAME from NAME_SRC
#   E2E_TESTS   shell scripts run by tests/run-e2e.sh with bin/ built
#   BENCH_CMDS  commands `make bench` runs, each ending in ' ;'
#   DIST_FILES  files `make dist` makes
#   FUZZERS     libFuzzer targets built into $(FBIN)/NAME from NAME_SRC
#   FUZZ_SECONDS_<name>  how long `make test` runs each fuzzer

ifeq ($(origin CC),default)
CC      := gcc
endif
BIN     ?= bin
TBIN    ?= build/test
FBIN    ?= build/fuzz
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wmissing-declarations -fno-common
CFLAGS  ?= -O2 -g
# the kit's version: VERSION plus the revision: `git describe` when this
# folder is a checkout's top (-dirty: a change outside docs/, tests/ and
# the *.md pages), else REVISION, which `git archive` fills in
# (.gitattributes); programs print it for --version (src/common/kit_cli.h).
# The stamp file is rewritten, at parse time, only when the version
# changes, so programs rebuild only then (and `make -q` can say "up to date").
KIT_REV := $(shell if [ "$$(git rev-parse --show-toplevel 2>/dev/null)" = "$(CURDIR)" ]; then \
             git describe --always 2>/dev/null | tr -d '\n'; \
             git status --porcelain --untracked-files=no -- . ':!docs' ':!tests' ':!*.md' 2>/dev/null | \
               grep -q . && printf -- -dirty; \
           else sed -n '/^[0-9a-f]\{7,\}$$/p' REVISION 2>/dev/null; fi)
KIT_VERSION := $(shell cat VERSION 2>/dev/null || echo 0)$(if $(KIT_REV), ($(KIT_REV)))
VERSION_STAMP := build/gen/version.stamp
$(shell mkdir -p $(dir $(VERSION_STAMP)) && { echo '$(KIT_VERSION)' | cmp -s - $(VERSION_STAMP) || \
        echo '$(KIT_VERSION)' > $(VERSION_STAMP); })
ALL_CFLAGS = -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) -Isrc -DKIT_VERSION='"$(KIT_VERSION)"'
LDLIBS  := -lm
SANFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer \
            -fno-sanitize-recover=undefined
HEADERS  = $(wildcard src/*/*.h src/*/*/*.h)

COMMON_SRC := src/common/rng.c src/common/clock.c src/common/linebuf.c src/common/kmath.c \
              src/common/proc.c src/common/proc_words.c src/common/proc_tree.c src/common/shell_words.c src/common/json_read.c src/common/json_write.c src/common/kit_cli.c \
              src/common/outfile.c src/common/decimal.c
# --help / --version / usage errors, for the programs that take no other
# common code
KIT_CLI_SRC := src/common/kit_cli.c

# what a judge links beyond COMMON_SRC: shared option parsing and --html
# support (the page comes from mk/web.mk)
HTML_EXPORT_SRC := src/common/judge_cli.c src/common/html_export.c build/gen/viewer_html.c

PROGRAMS   :=
UNIT_TESTS :=
E2E_TESTS  :=
BENCH_CMDS :=
DIST_FILES :=
FUZZERS    :=

.PHONY: all test unit e2e fuzz bench bench-check bench-update check-layout run dist clean deps \
        clang-check web-test
all:

include $(sort $(wildcard mk/*.mk))

all: $(addprefix $(BIN)/,$(PROGRAMS))

$(VERSION_STAMP):
	@mkdir -p $(@D)
	@echo '$(KIT_VERSION)' > $@

define PROGRAM_RULE
$(BIN)/$(1): $$($(1)_SRC) $$(HEADERS) $(VERSION_STAMP)
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$($(1)_CFLAGS) -o $$@.tmp$$$$$$$$ $$(filter %.c,$$^) $$(LDLIBS) && mv -f $$@.tmp$$$$$$$$ $$@
endef
$(foreach p,$(PROGRAMS),$(eval $(call PROGRAM_RULE,$(p))))

define TEST_RULE
$(TBIN)/$(1): $$($(1)_SRC) $$(HEADERS)
	@mkdir -p $$(@D)
	$$(CC) -std=c11 -D_GNU_SOURCE $$(WARN) $$(SANFLAGS) -Isrc $$($(1)_CFLAGS) -o $$@ $$(filter %.c,$$^) -lcmocka $$(LDLIBS)
endef
$(foreach t,$(UNIT_TESTS),$(eval $(call TEST_RULE,$(t))))

define FUZZ_RULE
$(FBIN)/$(1): $$($(1)_SRC) $$(HEADERS)
	@mkdir -p $$(@D)
	clang -std=c11 -D_GNU_SOURCE -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -Isrc -o $$@ $$(filter %.c,$$^) $$(LDLIBS)
endef
$(foreach f,$(FUZZERS),$(eval $(call FUZZ_RULE,$(f))))

deps:
	@scripts/deps.sh build

unit: $(addprefix $(TBIN)/,$(UNIT_TESTS))
	@scripts/run-unit.sh $^

e2e: all
	@scripts/run-e2e.sh $(E2E_TESTS)

# clang and gcc both build everything (warnings are errors in both)
clang-check:
	$(MAKE) --no-print-directory CC=clang BIN=build/clang all

fuzz: $(addprefix $(FBIN)/,$(FUZZERS))
	@env $(foreach f,$(FUZZERS),SECS_$(f)=$(FUZZ_SECONDS_$(f))) scripts/run-fuzz.sh $(FBIN) $(FUZZERS)

# every stage runs even after one fails; the last line counts every test
test:
	@scripts/deps.sh test
	@MAKE="$(MAKE)" scripts/run-all-tests.sh

bench: all
	@set -e; $(BENCH_CMDS)

# the deterministic lines of `make bench`, pinned (scripts/bench-check.sh)
bench-check: all
	@scripts/bench-check.sh $(BIN)

bench-update: all
	@scripts/bench-check.sh --update $(BIN)

check-layout:
	@scripts/check-layout.sh src
	@scripts/check-calls.py src

run:
	@scripts/deps.sh build
	@echo "make run: building every program (a minute the first time)"
	@$(MAKE) --no-print-directory -s all
	@scripts/demo.sh

dist: $(DIST_FILES)
	@scripts/dist-sizes.sh $(DIST_FILES)

# `make -s print-VAR` prints a variable (the tests read source lists so)
print-%:
	@echo $($*)

clean:
	rm -rf bin build dist out
