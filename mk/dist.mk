# The compact variants of the one-file submissions (tools/compact.sh: no
# comments, blank lines or indentation; the same program), and `make dist`'s
# size report against the common source limits.
DIST_FILES += dist/sakura/main.min.c dist/candy/main.min.cpp

dist/sakura/main.min.c: dist/sakura/main.c tools/compact.sh
	tools/compact.sh $< > $@.tmp$$$$ && mv -f $@.tmp$$$$ $@

dist/candy/main.min.cpp: dist/candy/main.cpp tools/compact.sh
	tools/compact.sh $< > $@.tmp$$$$ && mv -f $@.tmp$$$$ $@

E2E_TESTS += tests/e2e/dist_compact.sh
