#!/usr/bin/env bash
# sakura-spsa-bot.sh -- build bin/sakura-bot with SPSA-tuned weights apart
# from the tree: OUTDIR gets this commit's sources (git archive HEAD), its
# src/sakura/ai/sakura_eval_weights.h takes the mean of the "# final"
# vectors of the given sakura-spsa outputs (the weights their "# k" line
# names; the rest stay the shipped ones), and `make` builds
# OUTDIR/bin/sakura-bot from them.
#
#   scripts/lab/sakura-spsa-bot.sh OUTDIR SPSA_OUTPUT...
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: scripts/lab/sakura-spsa-bot.sh OUTDIR SPSA_OUTPUT..." >&2; exit 2; }
out=$1; shift
rm -rf "$out" && mkdir -p "$out"
git archive HEAD | tar -x -C "$out"
python3 - "$out/src/sakura/ai/sakura_eval_weights.h" "$@" <<'PY'
import re, sys
header, runs = sys.argv[1], sys.argv[2:]
names, sums = None, None
for path in runs:
    lines = open(path).read().splitlines()
    head = [l.split()[3:] for l in lines if l.startswith('# k score_plus')]
    fin = [l.split()[2:] for l in lines if l.startswith('# final ')]
    if not head or not fin:
        sys.exit(f"sakura-spsa-bot: {path} has no '# k' or '# final' line")
    if names is None:
        names, sums = head[0], [0.0] * len(head[0])
    elif head[0] != names:
        sys.exit(f"sakura-spsa-bot: {path} tunes other weights than {runs[0]}")
    sums = [s + float(v) for s, v in zip(sums, fin[0])]
mean = {n: s / len(runs) for n, s in zip(names, sums)}
text, section, done = [], 'base', set()
for line in open(header).read().splitlines():
    if 'sk_evw_late' in line:
        section = 'late'
    m = re.match(r'(\s*)(-?[0-9.e+-]+)(,?) /\* (\w+) \*/$', line)
    if m:
        key = m.group(4) if section == 'base' else 'late_' + m.group(4)
        if key in mean:
            line = f"{m.group(1)}{mean[key]:.6g}{m.group(3)} /* {m.group(4)} */"
            done.add(key)
    text.append(line)
if done != set(mean):
    sys.exit(f"sakura-spsa-bot: weights not found in the header: {sorted(set(mean) - done)}")
open(header, 'w').write('\n'.join(text) + '\n')
print(f"sakura-spsa-bot: {len(done)} weights from the mean of {len(runs)} run(s)")
PY
make -s -C "$out" bin/sakura-bot
