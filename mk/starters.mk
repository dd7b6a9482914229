# starters/: the contestant's starter kits (Sakura Duel in C, C++20 and
# Python; Candy Hunt in C++20 and Python), and bin/submission-check, which
# builds a submission the ways the contest might and plays it through the
# judges (scripts/submission-check.sh; README "Writing your own bot").
#
# bin/submission-check is the script with the kit's version written in, so
# `--version` answers like every other program's.
all: $(BIN)/submission-check
$(BIN)/submission-check: scripts/submission-check.sh $(VERSION_STAMP)
	@mkdir -p $(@D)
	sed 's|@KIT_VERSION@|$(KIT_VERSION)|' $< > $@.tmp$$$$ && chmod +x $@.tmp$$$$ && mv -f $@.tmp$$$$ $@

# the starters through the judges (50 games each, every input layout), and
# the check on the starters, on our submissions and on planted bad files
E2E_TESTS += tests/e2e/starters.sh tests/e2e/submission_check.sh
