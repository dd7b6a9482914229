# web/: the replay viewer.  web/index.html loads its scripts and style from
# separate files (handy when serving web/ over http); web/build-page.sh
# inlines them into one self-contained page, which is embedded into the
# judges for --html.  `make web-test` runs the browser tests.
VIEWER_SOURCES := web/index.html web/viewer.css web/common.js web/sakura.js \
                  web/candy.js web/viewer.js
VIEWER_PAGE := build/gen/viewer.html

$(VIEWER_PAGE): $(VIEWER_SOURCES) web/build-page.sh
	@mkdir -p $(@D)
	web/build-page.sh web/index.html > $@.tmp
	mv $@.tmp $@

build/gen/viewer_html.c: $(VIEWER_PAGE) scripts/embed-file.sh
	@mkdir -p $(@D)
	scripts/embed-file.sh $(VIEWER_PAGE) viewer_html > $@

web-test: all
	scripts/run-web-tests.sh

# web/report/: the arena's report page (`arena report --html PAGE`).
# web/build-page.sh inlines it into build/gen/report.html, embedded into
# bin/arena (report_html[]); bin/arena also embeds the viewer page, which it
# writes next to the replays its report links to (src/arena/arena_html.h).
REPORT_SOURCES := web/report/index.html web/report/report.css web/report/report.js
REPORT_PAGE := build/gen/report.html

$(REPORT_PAGE): $(REPORT_SOURCES) web/build-page.sh
	@mkdir -p $(@D)
	web/build-page.sh web/report/index.html '/*__ARENA_REPORT_DATA__*/null' > $@.tmp
	mv $@.tmp $@

build/gen/report_html.c: $(REPORT_PAGE) scripts/embed-file.sh
	@mkdir -p $(@D)
	scripts/embed-file.sh $(REPORT_PAGE) report_html > $@
