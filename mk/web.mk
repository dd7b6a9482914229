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
