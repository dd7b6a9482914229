#!/usr/bin/env python3
"""embedded_replay.py FILE [REPLAY]: the replay a viewer page (a judge's
--html) or an arena replay script (KEY.js) embeds, as the JSON text the
viewer parses (web/viewer.js: EMBEDDED_REPLAY = ["TEXT"]).  Prints it; with
REPLAY, exits 0 only if it is that replay file's text (final newlines
aside) and the text is JSON."""
import json
import sys

MARK = "EMBEDDED_REPLAY = "


def embedded(path):
    text = open(path, encoding="utf-8").read()
    at = text.find(MARK)
    if at < 0:
        sys.exit("%s: no %r" % (path, MARK))
    # the literal is a one-element JSON array: raw_decode stops at its end
    lit, _ = json.JSONDecoder().raw_decode(text, at + len(MARK))
    if not (isinstance(lit, list) and len(lit) == 1 and isinstance(lit[0], str)):
        sys.exit("%s: the embedded replay is not [\"TEXT\"]" % path)
    json.loads(lit[0])  # the text itself is JSON
    return lit[0]


def main():
    got = embedded(sys.argv[1])
    if len(sys.argv) < 3:
        print(got)
        return
    want = open(sys.argv[2], encoding="utf-8").read().rstrip("\n")
    if got.rstrip("\n") != want:
        sys.exit("%s embeds another text than %s" % (sys.argv[1], sys.argv[2]))


main()
