#!/usr/bin/env bash
# The rules pages list every ruling they make: the sections of the
# "**Ruling" paragraphs, counted, equal the "where" column of the page's
# table of rulings; and every relative link in the docs names a file that
# exists.  A copy of a page with one row dropped fails.
. "$(dirname "$0")/lib.sh"

# rulings_match PAGE: prints "N rulings" or what differs
rulings_match() {
  python3 - "$1" <<'PY'
import re, sys
from collections import Counter
text = open(sys.argv[1], encoding="utf-8").read()
sec, made = None, Counter()
table = None
for line in text.split("\n"):
    h = re.match(r"#{2,3} (\d+(?:\.\d+)?)\.? ", line)
    if h:
        sec = h.group(1)
    # "**Ruling — x.**", "**Ruling (both games) — x.**", "**Ruling:**",
    # "**Ruling** — x" (not the page's "marked **Ruling**, with ...")
    for _ in re.finditer(r"\*\*Ruling(?: \([^)]*\))?(?: —|:|\.|\*\* —)", line):
        made["§" + sec] += 1
    if line.startswith("Every ruling on this page"):
        table = Counter()
    elif table is not None:
        m = re.match(r"\| .* \| (§[\d.]+) \|$", line)
        if m:
            table[m.group(1)] += 1
if table is None:
    sys.exit("no table of rulings")
# a ruling made in §N.M may be listed under §N.M or under §N
listed = Counter()
for s, k in made.items():
    key = s if table[s] else s.split(".")[0]
    listed[key] += k
if listed != table:
    sys.exit("made %s, listed %s" % (dict(sorted(listed.items())), dict(sorted(table.items()))))
print(sum(made.values()), "rulings, each listed")
PY
}

for page in docs/rules/sakura-duel.md docs/rules/candy-hunt.md; do
  out=$(rulings_match "$page" 2>&1) && ok "$page: $out" || bad "$page: $out"
done

# a page with one row of its table dropped is caught
awk '/^\| a NUL byte/ && !done { done = 1; next } { print }' docs/rules/candy-hunt.md > "$tmp/candy.md"
out=$(rulings_match "$tmp/candy.md" 2>&1) && bad "a dropped row passed: $out" || ok "a dropped row is named: $out"

# relative links in README, ARCHITECTURE and docs/ name existing files
python3 - <<'PY' > "$tmp/links" 2>&1
import glob, os, re
pages = ["README.md", "ARCHITECTURE.md"] + glob.glob("docs/**/*.md", recursive=True) + glob.glob("starters/**/*.md", recursive=True)
n = 0
for p in pages:
    for m in re.finditer(r"\]\(([^)#\s]+)(#[^)]*)?\)", open(p, encoding="utf-8").read()):
        target = m.group(1)
        if re.match(r"[a-z]+:", target):
            continue
        n += 1
        if not os.path.exists(os.path.join(os.path.dirname(p), target)):
            print("broken link in %s: %s" % (p, target))
print("%d links in %d pages" % (n, len(pages)))
PY
grep -q "broken link" "$tmp/links" && bad "$(grep "broken link" "$tmp/links" | head -3)" || ok "$(tail -1 "$tmp/links")"
exit $fail
