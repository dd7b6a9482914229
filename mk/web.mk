# web/: the replay viewer.  Its page is embedded into the judges for --html.
VIEWER_PAGE := web/index.html
build/gen/viewer_html.c: $(VIEWER_PAGE) scripts/embed-file.sh
	@mkdir -p $(@D)
	scripts/embed-file.sh $(VIEWER_PAGE) viewer_html > $@
