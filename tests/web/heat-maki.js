// heat-maki.js: a small Maki bot for the browser tests.  It plays the Candy
// Hunt protocol (docs/rules/candy-hunt.md §4) with simple deterministic moves and, when
// CANDY_DEBUG_HEAT=1, writes "#heat T v11 ... vNN" lines on stderr so the
// judge attaches them to the replay (turns[T-1].debug.heat).
'use strict';
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const heatOn = process.env.CANDY_DEBUG_HEAT === '1';
const DIRS = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1] };
let n = 0, turn = 0, want = 'head', rows = [], seed = 1;
function pick(map) {
  let p = null;
  map.forEach((r, x) => { const y = r.indexOf('P'); if (y >= 0) p = [x, y]; });
  const ok = Object.keys(DIRS).filter((d) => {
    const x = p[0] + DIRS[d][0], y = p[1] + DIRS[d][1];
    return x >= 0 && y >= 0 && x < n && y < n && map[x][y] !== '#' && map[x][y] !== '?';
  });
  const candy = ok.find((d) => map[p[0] + DIRS[d][0]][p[1] + DIRS[d][1]] === 'C');
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return candy || (ok.length ? ok[(seed >> 16) % ok.length] : 'O');
}
function heat(map) {
  // unknown cells hot, known passages warm, walls cold
  const v = [];
  map.forEach((r) => r.split('').forEach((ch) => v.push(ch === '?' ? 2 : ch === '#' ? 0 : ch === 'H' ? 5 : 0.5)));
  return v.join(' ');
}
rl.on('line', (line) => {
  if (want === 'head') { n = parseInt(line.split(' ')[0], 10); want = 'a'; return; }
  if (want === 'a') { rows = []; want = 'rows'; return; }
  if (want === 'rows') { rows.push(line); if (rows.length === n) want = 'ms'; return; }
  turn++;
  if (heatOn) process.stderr.write('#heat ' + turn + ' ' + heat(rows) + '\n');
  process.stdout.write(pick(rows) + '\n');
  want = 'a';
});
