# The submissions: dist/sakura/main.c and dist/candy/main.cpp are the
# compact form (tools/compact.sh: no comments, blank lines or indentation;
# the same program) of the readable one-file builds main.full.c and
# main.full.cpp (mk/sakura-ai.mk, mk/candy-ai.mk), so that they stay within
# the common 100,000-character source limit; bin/sakura-bot and
# bin/candy-bot are built from them.  `make dist` prints every size.
DIST_FILES += dist/sakura/main.c dist/candy/main.cpp

dist/sakura/main.c: dist/sakura/main.full.c tools/compact.sh
	tools/compact.sh $< > $@.tmp$$$$ && mv -f $@.tmp$$$$ $@

dist/candy/main.cpp: dist/candy/main.full.cpp tools/compact.sh
	tools/compact.sh $< > $@.tmp$$$$ && mv -f $@.tmp$$$$ $@

E2E_TESTS += tests/e2e/dist_compact.sh
