// report.test.js: the arena's report page (bin/arena ... --html PAGE,
// web/report/) in headless Debian Chromium.
//
// Pages are built from real arena runs of both games (bin/arena with the
// real judges and baseline bots, small: 40 Sakura games, 2 bots x 2 taggers
// x 2 generators x 10 seeds of Candy) into tests/web/artifacts/report/, and
// checked against `bin/arena report --json` on the same files and against
// the records themselves: no console error, the summary numbers, the plots'
// point counts, replay links opening the viewer on that game (from file://
// and over http), sorting, filtering, a baseline, and bad input.
//
// Run: scripts/run-web-tests.sh (or `make web-test`).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const h = require('./harness.js');

const ROOT = path.resolve(__dirname, '..', '..');
const DIR = path.join(__dirname, 'artifacts', 'report');
const BIN = path.join(ROOT, 'bin');
const ARENA = path.join(BIN, 'arena');

let br;
const J = {};     // name -> the JSON summary of `arena report --json`
const REC = {};   // name -> records (JSONL parsed)

function arena(args, opts) {
  const r = spawnSync(ARENA, args, { cwd: DIR, encoding: 'utf8', timeout: 120000 });
  if (!(opts && opts.anyStatus) && r.status !== 0)
    throw new Error('bin/arena ' + args.join(' ') + ' exited ' + r.status + ': ' + r.stderr);
  return r;
}

function records(file) {
  return fs.readFileSync(path.join(DIR, file), 'utf8').split('\n').filter((l) => l.trim())
    .map((l) => { try { return JSON.parse(l); } catch (e) { return null; } }).filter((r) => r);
}

const b = (n) => path.join(BIN, n);

before(async () => {
  if (!fs.existsSync(ARENA)) throw new Error(ARENA + ' is not built: run make first');
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  const SK = ['--bot', 'greedy=' + b('sakura-greedy'), '--bot', 'random=' + b('sakura-random')];
  const CD = ['--bot', 'naive=' + b('candy-naive'), '--bot', 'seer=' + b('candy-naive'),
              '--taggers', 'hunter,wander', '--gens', 'braid,caves', '--games', '10'];
  const run = ['--concurrency', '2', '--progress', 'plain'];
  // Sakura: a run that writes its page, then the same records reported
  arena(['sakura', ...SK, '--games', '40', '--out', 'sk.jsonl', '--replays', 'sk-replays', '--html', 'sk-run.html', ...run]);
  arena(['report', '--html', 'sk.html', 'sk.jsonl']);
  arena(['report', '--sprt', '0,20', '--html', 'sk-sprt.html', 'sk.jsonl']);
  // an SPRT crossed at game 36 (18 pairs of 0 or 1 point), then 9 won pairs
  const rec = (seed, side, winner) => JSON.stringify({ arena: 1, key: 'sakura a b ' + seed + ' ' + side, game: 'sakura',
    pairing: ['a', 'b'], index: [0, 1], seed: seed, side: side, cmd: 'x', result: { game: 'sakura', seed: seed, winner: winner,
      reason: 'hp', turns: 12, hp: [3, 4], blessings: [0, 1], time_ms: [7, 9] } });
  const seq = [];
  for (let s = 1; s <= 18; s++) seq.push(rec(s, 1, 2), rec(s, 2, 1 + s % 2));
  for (let s = 101; s <= 109; s++) seq.push(rec(s, 1, 1), rec(s, 2, 2));
  fs.writeFileSync(path.join(DIR, 'seq.jsonl'), seq.join('\n') + '\n');
  arena(['report', '--sprt', '-30,30', '--html', 'sk-seq.html', 'seq.jsonl']);
  // a baseline where "greedy" was a random bot; a bot that crashes; a round robin
  arena(['sakura', '--bot', 'greedy=' + b('sakura-random'), '--bot', 'random=' + b('sakura-random'), '--games', '40',
         '--out', 'sk-old.jsonl', ...run]);
  arena(['report', '--baseline', 'sk-old.jsonl', '--html', 'sk-base.html', 'sk.jsonl']);
  // (at half the budget, so that a page filtered on "crash" has its own budget line)
  arena(['sakura', '--bot', 'greedy=' + b('sakura-greedy'), '--bot', 'crash=false', '--games', '4', '--out', 'skf.jsonl',
         '--time-ms', '500', '--replays', 'sk-replays', ...run]);
  arena(['report', '--html', 'sk-mix.html', 'sk.jsonl', 'skf.jsonl']);
  arena(['sakura', ...SK, '--bot', 'camper=' + b('sakura-camper'), '--round-robin', '--games', '4', '--out', 'rr.jsonl', ...run]);
  arena(['report', '--html', 'rr.html', 'rr.jsonl']);
  // Candy: the same Maki twice, one of them told the truth (--reveal-bot)
  arena(['candy', ...CD, '--reveal-bot', 'seer', '--out', 'cd.jsonl', '--replays', 'cd-replays', ...run]);
  arena(['report', '--html', 'cd.html', 'cd.jsonl']);
  arena(['candy', ...CD, '--reveal-bot', 'naive', '--out', 'cd-old.jsonl', ...run]);
  arena(['report', '--baseline', 'cd-old.jsonl', '--html', 'cd-base.html', 'cd.jsonl']);
  for (const [name, args] of [['sk', ['sk.jsonl']], ['sk-sprt', ['--sprt', '0,20', 'sk.jsonl']], ['sk-seq', ['--sprt', '-30,30', 'seq.jsonl']], ['sk-base', ['--baseline', 'sk-old.jsonl', 'sk.jsonl']],
                              ['sk-mix', ['sk.jsonl', 'skf.jsonl']], ['rr', ['rr.jsonl']], ['cd', ['cd.jsonl']],
                              ['cd-base', ['--baseline', 'cd-old.jsonl', 'cd.jsonl']]])
    J[name] = JSON.parse(arena(['report', '--json', ...args]).stdout);
  J['sk-run'] = J.sk;
  J['sk-old'] = JSON.parse(arena(['report', '--json', 'sk-old.jsonl']).stdout);
  // Candy with a bot that crashes: a fault among games
  arena(['candy', '--bot', 'naive=' + b('candy-naive'), '--bot', 'crash=false', '--taggers', 'hunter', '--gens', 'braid',
         '--games', '3', '--out', 'cdf.jsonl', ...run]);
  arena(['report', '--html', 'cd-fault.html', 'cdf.jsonl']);
  for (const f of ['sk', 'skf', 'cd', 'sk-old', 'cd-old', 'cdf']) REC[f] = records(f + '.jsonl');
  br = await h.browser();
});

after(async () => { if (br) await br.close(); });

async function open(name, opts) {
  const p = await h.page(br.context);
  p.requests = [];
  p.on('request', (r) => p.requests.push(r.url()));
  await p.goto((opts && opts.base ? opts.base + '/' : 'file://' + DIR + '/') + name + '.html');
  await p.waitForFunction(() => !document.getElementById('boot'));
  return p;
}

async function close(p, name) {
  if (name) await p.screenshot({ path: path.join(DIR, name + '.png'), fullPage: true });
  assert.deepEqual(p.errors, [], 'no console error');
  await p.close();
}

// a page value against the summary's: the JSON's null (no data, or unbounded) only matches null or an
// infinity, never a number; an infinity only null or itself
const near = (a, b2) => b2 === null ? (a === null || a === Infinity || a === -Infinity)
  : (a === null || !isFinite(a)) ? a === b2 : Math.abs(a - b2) <= 1e-9 * Math.max(1, Math.abs(b2));

// the visible text of a number printed with d decimals (times scale: 100 for a per cent) against a
// value the test expects: within half a unit of the last digit; null shows as '-' (or an infinity
// the JSON writes as null, as 'inf' / '-inf')
function shows(text, want, d, what, scale) {
  if (want === null || want === undefined) {
    assert.ok(/^(-|inf|-inf|inf \(too few games\))$/.test(text), what + ': shows ' + JSON.stringify(text) + ' for no value');
    return;
  }
  const v = want * (scale || 1);
  assert.match(text, new RegExp('^[-+]?\\d+' + (d ? '\\.\\d{' + d + '}' : '') + '$'), what + ': shows ' + JSON.stringify(text));
  assert.ok(Math.abs(Number(text) - v) <= 0.5 * Math.pow(10, -d) + 1e-9 * Math.max(1, Math.abs(v)),
            what + ': shows ' + text + ', want ' + v);
}

// every listed column of a table row shows the expected value: spec {key: [digits, scale]}
function showsAll(row, want, spec, what) {
  for (const k of Object.keys(spec)) {
    assert.ok(row[k], what + ': a column ' + k);
    shows(row[k].text, want[k], spec[k][0], what + ' ' + k, spec[k][1]);
  }
}

// the visible header labels of a table, by column key
function headers(p, id) {
  return p.$$eval('#' + id + ' thead th', (ths) => Object.fromEntries(ths.map((th) => [th.dataset.key, th.textContent])));
}

// the cells of a table: [{key, values by column key: {v, text}}]
function tableRows(p, id) {
  return p.evaluate((tid) => {
    const t = document.getElementById(tid);
    if (!t) return null;
    const keys = [...t.querySelectorAll('thead th')].map((th) => th.dataset.key);
    return [...t.querySelectorAll('tbody tr')].map((tr) => {
      const o = { key: tr.dataset.key, cls: tr.className };
      [...tr.children].forEach((td, i) => { o[keys[i]] = { v: td.dataset.v, text: td.textContent }; });
      return o;
    });
  }, id);
}

// a plot's scales, read from its drawn tick labels (y labels sit 4 px under their grid line): value -> px
async function scales(p, sel) {
  const t = await p.$eval(sel, (svg) => {
    const num = (e) => /^-?\d+(\.\d+)?$/.test(e.textContent) ? +e.textContent : null;
    const ax = [...svg.querySelectorAll('g.axis text')];
    return { y: ax.filter((e) => e.getAttribute('text-anchor') === 'end' && num(e) !== null).map((e) => [num(e), +e.getAttribute('y') - 4]),
             x: ax.filter((e) => e.getAttribute('text-anchor') === 'middle' && num(e) !== null).map((e) => [num(e), +e.getAttribute('x')]) };
  });
  const fit = (pts) => {
    assert.ok(pts.length >= 2, sel + ': two tick labels on an axis');
    const a = pts[0], b2 = pts[pts.length - 1], k = (b2[1] - a[1]) / (b2[0] - a[0]);
    return { px: (v) => a[1] + (v - a[0]) * k, val: (px) => a[0] + (px - a[1]) / k, perPx: Math.abs(1 / k) };
  };
  return { x: fit(t.x), y: fit(t.y) };
}

// Elo of pentanomial counts, written here (the C's formula: mean pair score m, -400 log10(1/m - 1))
function eloOf(c) {
  const n = c.reduce((a, x) => a + x, 0), m = c.reduce((a, x, i) => a + x * i / 4, 0) / n;
  return m <= 0 ? -Infinity : m >= 1 ? Infinity : -400 * Math.log10(1 / m - 1);
}

function numOf(cell) { return cell.v === 'null' ? null : Number(cell.v); }

// ---- Sakura ----

test('sakura pages (run and report) hold exactly the --json summary, no console error, nothing from the network', async () => {
  for (const name of ['sk', 'sk-run', 'sk-sprt', 'sk-base', 'sk-mix', 'rr']) {
    const p = await open(name);
    const d = await p.evaluate(() => ArenaReport.data());
    assert.deepEqual(d.summary, J[name], name + ': the page\'s summary is the JSON summary');
    assert.equal(d.game, 'sakura');
    const msg = await p.$eval('#message', (e) => ({ cls: e.className, text: e.textContent }));
    if (name === 'sk-mix') { // skf.jsonl was played at 500 ms on purpose: the page says so, as `report` does
      assert.equal(msg.cls, 'note', name);
      assert.match(msg.text, /different judge settings.*'--time-ms 500' \(4\)/, name);
    } else assert.equal(msg.cls, 'hidden', name + ': no warning');
    assert.deepEqual(p.requests.filter((u) => !u.startsWith('file://' + DIR + '/' + name + '.html')), [], 'self-contained');
    await close(p, name);
  }
});

test('sakura: the pairing and bot tables show the summary\'s numbers', async () => {
  const p = await open('sk');
  const rows = await tableRows(p, 'pairings-table');
  const s = J.sk.pairings[0];
  assert.equal(rows.length, 1);
  const r = rows[0];
  for (const k of ['games', 'wins', 'draws', 'losses', 'points', 'score', 'elo', 'elo_err', 'nelo', 'nelo_err', 'los', 'draw_ratio', 'pairs', 'errors'])
    assert.ok(near(numOf(r[k]), s[k]), k + ': ' + r[k].v + ' vs ' + s[k]);
  assert.equal(r.elo.text, s.elo.toFixed(2));
  assert.equal(r.elo_err.text, s.elo_err === null ? 'inf' : s.elo_err.toFixed(2));
  assert.equal(r.score.text, (100 * s.score).toFixed(2));
  assert.equal(r.ptnml.text, '[' + s.ptnml.join(', ') + ']');
  assert.equal(r.sprt, undefined, 'no SPRT column without --sprt');
  // what the reader sees: each cell's text is the summary's number
  showsAll(r, s, { games: [0], wins: [0], draws: [0], losses: [0], points: [1], score: [2, 100], elo: [2], elo_err: [2],
                   nelo: [2], nelo_err: [2], los: [2, 100], draw_ratio: [2, 100], pairs: [0], errors: [0] }, 'pairings');
  assert.equal(r.A.text + ' vs ' + r.B.text, s.bots[0] + ' vs ' + s.bots[1]);
  const lab = await headers(p, 'pairings-table');
  assert.deepEqual([lab.games, lab.wins, lab.draws, lab.losses], ['Games', 'W', 'D', 'L']);
  const bots = await tableRows(p, 'bots-table');
  assert.deepEqual(bots.map((x) => x.name.text), J.sk.bots.map((x) => x.name));
  bots.forEach((x, i) => {
    for (const k of ['games', 'timeouts', 'illegal', 'crashes', 'mean_ms', 'max_ms', 'mean_reply_ms', 'max_reply_ms'])
      assert.ok(near(numOf(x[k]), J.sk.bots[i][k]), k);
    showsAll(x, J.sk.bots[i], { games: [0], timeouts: [0], illegal: [0], crashes: [0], mean_ms: [1], max_ms: [1],
                                mean_reply_ms: [3], max_reply_ms: [2] }, 'bots ' + x.name.text);
  });
  await close(p);
});

test('sakura: one Elo point a complete pair, the last one the summary\'s Elo; histogram and time plots count every game', async () => {
  const p = await open('sk');
  const s = J.sk.pairings[0];
  const elo = await p.$eval('svg[data-plot=elo]', (e) => ({ n: +e.dataset.count, elo: +e.dataset.lastElo, err: +e.dataset.lastErr,
    line: e.querySelector('polyline.estimate').getAttribute('points').trim().split(/\s+/).length }));
  assert.equal(elo.n, s.pairs);
  assert.equal(elo.line, s.pairs);
  assert.ok(near(elo.elo, s.elo), 'last Elo ' + elo.elo + ' vs ' + s.elo);
  assert.ok(near(elo.err, s.elo_err), 'last +/- ' + elo.err + ' vs ' + s.elo_err);
  // every point of the curve against a pentanomial counted here from the records
  const curve = (await p.evaluate(() => ArenaReport.eloCurves()))[0].pts;
  const recs = REC.sk, half = {}, c = [0, 0, 0, 0, 0], want = [];
  let k = 0;
  for (const r of recs) {
    const pts = r.result.winner === 0 ? 0.5 : r.result.winner === r.side ? 1 : 0;
    const pk = r.seed;
    if (half[pk] === undefined) { half[pk] = pts; continue; }
    c[Math.round(2 * (half[pk] + pts))]++;
    want.push(eloOf(c));
    assert.ok((curve[k].elo === want[k] || Math.abs(curve[k].elo - want[k]) <= 1e-9 * Math.max(1, Math.abs(want[k]))) && curve[k].pairs === k + 1,
              'point ' + k + ': ' + curve[k].elo + ' vs ' + want[k]);
    delete half[pk];
    k++;
  }
  assert.deepEqual(c, s.ptnml);
  // the drawn line: each vertex at the Elo computed here, on the plot's own y axis (unbounded: at the edge)
  const sc = await scales(p, 'svg[data-plot=elo]');
  const ys = await p.$eval('svg[data-plot=elo] polyline.estimate', (e) => e.getAttribute('points').trim().split(/\s+/).map((q) => +q.split(',')[1]));
  assert.equal(ys.length, want.length);
  ys.forEach((y, i) => {
    if (isFinite(want[i])) assert.ok(Math.abs(sc.y.val(y) - want[i]) <= 0.06 * sc.y.perPx + 1e-6, 'Elo line point ' + i + ' drawn at ' + sc.y.val(y) + ', want ' + want[i]);
  });
  assert.equal(await p.$eval('svg[data-plot=turns]', (e) => +e.dataset.count), recs.length);
  // the bars drawn: one a (turn, way to end) of the records, its height n games on the y axis
  const WORDS = { hp: 'knock-out', out: 'push-out', blessings: 'blessings', turn_limit: 'turn limit', timeout: 'timeout',
                  illegal: 'illegal', crash: 'crash', draw: 'draw' };
  const bins = {};
  for (const r of recs) { const key = 'turn ' + r.result.turns + ': ' + WORDS[r.result.reason]; bins[key] = (bins[key] || 0) + 1; }
  const hs = await scales(p, 'svg[data-plot=turns]');
  const bars = await p.$$eval('svg[data-plot=turns] g.data rect', (rs) => rs.map((r) => ({ t: r.querySelector('title').textContent, h: +r.getAttribute('height') })));
  const drawnBins = {};
  for (const b2 of bars) {
    const m = /^(turn \d+): (\d+) (.*)$/.exec(b2.t);
    drawnBins[m[1] + ': ' + m[3]] = +m[2];
    assert.ok(Math.abs(b2.h * hs.y.perPx - +m[2]) <= 0.1 * hs.y.perPx + 1e-6, b2.t + ': height ' + b2.h);
  }
  assert.deepEqual(drawnBins, bins, 'the histogram\'s bars');
  const time = await p.$$eval('svg[data-plot=time] g[data-series]', (gs) => gs.map((g) => [g.dataset.series, +g.dataset.count]));
  assert.deepEqual(time, [['greedy', 40], ['random', 40]]);
  assert.equal(await p.$eval('svg[data-plot=time] .hline', (e) => e.nextSibling.textContent), '1000 ms budget');
  await close(p);
});

test('sakura: how games end, per bot, equals the records and the summary\'s failures', async () => {
  const p = await open('sk-mix');
  const rows = await tableRows(p, 'endings-table');
  const recs = REC.sk.concat(REC.skf);
  // what the reader sees: a header "won: knock-out" over the count of that bot's wins by knock-out, etc.
  const WORD = { 'knock-out': 'hp', 'push-out': 'out', blessings: 'blessings', 'turn limit': 'turn_limit', timeout: 'timeout',
                 illegal: 'illegal', crash: 'crash' };
  const lab = await headers(p, 'endings-table');
  const shown = Object.entries(lab).map(([k, l]) => [k, /^(won|lost): (.*)$/.exec(l)]).filter((x) => x[1]);
  assert.equal(shown.length, 14, 'a won and a lost column per way to end: ' + Object.values(lab).join(' | '));
  for (const row of rows) {
    const bot = row.bot.text;
    for (const [k, m] of shown) {
      const reason = WORD[m[2]];
      assert.ok(reason, 'a known way to end: ' + m[0]);
      let want = 0;
      for (const r of recs) {
        const i = r.pairing.indexOf(bot);
        if (i < 0 || !r.result || r.result.winner === 0 || r.result.reason !== reason) continue;
        const mine = (i === 0) === (r.side === 1) ? 1 : 2;
        if ((r.result.winner === mine) === (m[1] === 'won')) want++;
      }
      assert.equal(row[k].text, String(want), bot + ': the column headed "' + m[0] + '"');
    }
  }
  for (const row of rows) {
    const bot = row.bot.text, want = {};
    for (const r of recs) {
      const i = r.pairing.indexOf(bot);
      if (i < 0 || !r.result) continue;
      const mine = (i === 0) === (r.side === 1) ? 1 : 2;
      const how = r.result.winner === 0 ? 'draws' : (r.result.winner === mine ? 'won_' : 'lost_') + r.result.reason;
      want[how] = (want[how] || 0) + 1;
    }
    for (const k of Object.keys(row).filter((x) => /^(won_|lost_|draws$)/.test(x)))
      assert.equal(numOf(row[k]), want[k] || 0, bot + ' ' + k);
    const sb = J['sk-mix'].bots.find((x) => x.name === bot);
    assert.equal(numOf(row.lost_timeout), sb.timeouts);
    assert.equal(numOf(row.lost_crash), sb.crashes);
    assert.equal(numOf(row.lost_illegal), sb.illegal);
    assert.equal(numOf(row.games), sb.games);
  }
  assert.equal(numOf(rows.find((r) => r.bot.text === 'crash').lost_crash), 4);
  await close(p, 'sk-mix');
});

test('sakura: games table puts faults first, then losses; sorting by a column works both ways', async () => {
  const p = await open('sk-mix');
  let rows = await tableRows(p, 'games-table');
  assert.equal(rows.length, REC.sk.length + REC.skf.length);
  const kinds = rows.map((r) => r.severity.text);
  const firstNon = kinds.findIndex((k) => k !== 'fault');
  assert.equal(firstNon, 4, 'the four crashes come first: ' + kinds.slice(0, 6));
  assert.ok(rows.slice(0, 4).every((r) => r.reason.text === 'crash' && r.cls === 'fault'));
  // a crash says why, in the judge's words kept in its record
  for (const r of rows.slice(0, 4)) {
    const rec = REC.skf.find((x) => x.key === r.key);
    assert.match(rec.forfeit[0], /^sakura-judge: player [12] \(crash\): turn 0: crash: the bot closed its output before replying: it exited with status 1$/);
    assert.equal(r.error.text, rec.forfeit.join('\n'), r.key + ': the judge\'s line shown');
  }
  const rest = kinds.slice(firstNon);
  assert.deepEqual(rest, rest.slice().sort((a, b2) => ['loss', 'draw', 'win'].indexOf(a) - ['loss', 'draw', 'win'].indexOf(b2)));
  // the reproduce command is the record's
  const cmd = await p.$eval('#games-table tbody tr code.cmd', (e) => e.textContent);
  assert.ok(REC.skf.some((r) => r.cmd === cmd));
  await p.click('#games-table th[data-key=turns]');
  rows = await tableRows(p, 'games-table');
  let t = rows.map((r) => numOf(r.turns));
  assert.deepEqual(t, t.slice().sort((a, b2) => b2 - a), 'descending');
  await p.click('#games-table th[data-key=turns]');
  rows = await tableRows(p, 'games-table');
  t = rows.map((r) => numOf(r.turns));
  assert.deepEqual(t, t.slice().sort((a, b2) => a - b2), 'ascending');
  assert.equal(await p.$eval('#games-table th[data-key=turns]', (e) => e.getAttribute('aria-sort')), 'ascending');
  await p.click('#games-table th[data-key=pairing]');
  rows = await tableRows(p, 'games-table');
  assert.equal(rows[0].pairing.text, 'greedy vs crash');
  await close(p);
});

test('the games table sorts the reason as it reads (illegal, knock-out, push-out), not by its record name (hp, illegal, out)', async () => {
  const line = (seed, side, winner, reason) => JSON.stringify({ arena: 1, key: 'sakura a b ' + seed + ' ' + side, game: 'sakura',
    pairing: ['a', 'b'], index: [0, 1], seed: seed, side: side, cmd: 'x', result: { game: 'sakura', seed: seed, winner: winner,
      reason: reason, turns: 1, hp: [3, 4], blessings: [0, 1], time_ms: [7, 9] } });
  fs.writeFileSync(path.join(DIR, 'why.jsonl'), [line(1, 1, 1, 'out'), line(1, 2, 1, 'illegal'), line(2, 1, 2, 'hp'),
    line(2, 2, 2, 'out')].join('\n') + '\n');
  arena(['report', '--html', 'why.html', 'why.jsonl']);
  const p = await open('why');
  await p.click('#games-table th[data-key=reason]');
  let rs = (await tableRows(p, 'games-table')).map((r) => r.reason.text);
  assert.deepEqual(rs, ['illegal', 'knock-out', 'push-out', 'push-out']);
  await p.click('#games-table th[data-key=reason]');
  rs = (await tableRows(p, 'games-table')).map((r) => r.reason.text);
  assert.deepEqual(rs, ['push-out', 'push-out', 'knock-out', 'illegal']);
  // every game ended on turn 1: the histogram's axes count whole turns and games
  const ticks = await p.$eval('svg[data-plot=turns]', (svg) => [...svg.querySelectorAll('g.axis text')]
    .map((e) => e.textContent).filter((t) => /^-?[0-9.]+$/.test(t)));
  assert.ok(ticks.includes('1') && ticks.every((t) => /^-?\d+$/.test(t)), 'histogram ticks: ' + ticks);
  await close(p);
});

test('sakura: the bot filter narrows every table and plot', async () => {
  const p = await open('sk-mix');
  await p.selectOption('#filter-bot', 'crash');
  const rows = await tableRows(p, 'games-table');
  assert.equal(rows.length, 4);
  assert.ok(rows.every((r) => r.pairing.text === 'greedy vs crash'));
  assert.equal((await tableRows(p, 'pairings-table')).length, 1);
  assert.deepEqual((await tableRows(p, 'bots-table')).map((r) => r.name.text), ['crash']);
  assert.equal(await p.$eval('svg[data-plot=turns]', (e) => +e.dataset.count), 4);
  assert.equal(await p.$$eval('svg[data-plot=elo]', (e) => e.length), 1);
  assert.equal(await p.$eval('#games-count', (e) => e.textContent), '4 games');
  // what is shown is crash's: the pairing row, the Elo plot's title, the endings row, the time plot
  const pr = (await tableRows(p, 'pairings-table'))[0];
  assert.equal(pr.A.text + ' vs ' + pr.B.text, 'greedy vs crash', 'the pairings table shows the filter\'s bot');
  assert.match(await p.$eval('svg[data-plot=elo]', (e) => e.textContent), /greedy vs crash: Elo/, 'the Elo plot drawn is greedy vs crash');
  assert.deepEqual((await tableRows(p, 'endings-table')).map((r) => r.bot.text), ['crash'], 'the endings table shows the filter\'s bot');
  const tp = await p.$eval('svg[data-plot=time]', (e) => ({ circles: e.querySelectorAll('circle').length,
    legend: [...e.parentNode.querySelectorAll('.legend > span')].map((x) => x.textContent), text: e.textContent }));
  assert.deepEqual(tp.legend, ['crash'], 'the time plot\'s legend');
  assert.equal(tp.circles, 4, 'the time plot draws the 4 games of crash');
  assert.match(tp.text, /500 ms budget/, 'the filtered games\' budget (skf.jsonl was played at 500 ms)');
  // the games' kinds are the filter's bot's: a loss of random is a win of greedy
  await p.selectOption('#filter-bot', 'random');
  const kinds = await tableRows(p, 'games-table');
  assert.equal(kinds.length, 40);
  for (const row of kinds) {
    const r = REC.sk.find((x) => x.key === row.key);
    const mine = r.pairing.indexOf('random') === 0 ? r.side : 3 - r.side;
    const want = ['timeout', 'illegal', 'crash'].includes(r.result.reason) ? 'fault'
      : r.result.winner === 0 ? 'draw' : r.result.winner === mine ? 'win' : 'loss';
    assert.equal(row.severity.text, want, row.key + ': the kind of game for random');
  }
  assert.ok(kinds.some((r) => r.severity.text === 'loss') && kinds.some((r) => r.severity.text === 'win'), 'random both lost and won');
  await p.selectOption('#filter-bot', '');
  assert.equal((await tableRows(p, 'games-table')).length, 44);
  await close(p);
});

test('sakura round robin: the ranking table is the summary\'s', async () => {
  const p = await open('rr');
  const rows = await tableRows(p, 'ranking-table');
  assert.deepEqual(rows.map((r) => r.name.text), J.rr.ranking.map((r) => r.name));
  rows.forEach((r, i) => {
    for (const k of ['rank', 'games', 'points', 'score', 'pairs', 'elo', 'elo_err']) assert.ok(near(numOf(r[k]), J.rr.ranking[i][k]), k + ' ' + r[k].v + ' vs ' + J.rr.ranking[i][k]);
    showsAll(r, J.rr.ranking[i], { rank: [0], games: [0], points: [1], score: [2, 100], pairs: [0], elo: [1], elo_err: [1] }, 'ranking ' + r.name.text);
  });
  assert.equal((await tableRows(p, 'pairings-table')).length, 3);
  assert.equal(await p.$$eval('svg[data-plot=elo]', (e) => e.length), 3);
  await close(p);
});

test('an unbounded Elo shows and sorts as the text prints it (inf / -inf), not as no data', async () => {
  // greedy beats random in every pair of rr.jsonl's 4 games: its Elo is inf, random's -inf
  const text = arena(['report', 'rr.jsonl']).stdout;
  const p = await open('rr');
  const rows = await tableRows(p, 'pairings-table');
  const shown = [];
  for (const r of rows) {
    const s = J.rr.pairings.find((x) => x.bots[0] + ' vs ' + x.bots[1] === r.key);
    const sum = s.ptnml.reduce((a, n, i) => a + n * i, 0), n = s.ptnml.reduce((a, x) => a + x, 0);
    const want = s.elo !== null ? s.elo.toFixed(2) : !n ? '-' : sum === 4 * n ? 'inf' : sum === 0 ? '-inf' : '-';
    assert.equal(r.elo.text, want, r.key + ' Elo');
    if (s.elo_err === null && n) assert.equal(r.elo_err.text, 'inf', r.key + ' +/-');
    shown.push(r.elo.text);
  }
  assert.ok(shown.includes('inf') || shown.includes('-inf'), 'rr.jsonl has an unbounded pairing: ' + shown.join(' '));
  for (const t of shown.filter((x) => /inf/.test(x))) assert.ok(text.includes(t), t + ' in the text report');
  // sorted by Elo, descending then ascending: inf first, -inf last, then the reverse
  for (const dir of [-1, 1]) {
    await p.click('#pairings-table th[data-key=elo]');
    const vs = (await tableRows(p, 'pairings-table')).map((r) => numOf(r.elo)).filter((v) => v !== null);
    assert.deepEqual(vs, vs.slice().sort((a, b) => dir * (a - b)), 'Elo order ' + dir + ': ' + vs);
  }
  // an Elo plot with no finite point says so, rather than scale its axis 0..1
  for (const s of J.rr.pairings) {
    const n = s.ptnml.reduce((a, x) => a + x, 0), allOne = n && (s.ptnml[4] === n || s.ptnml[0] === n);
    const note = await p.$eval('svg[data-plot=elo][data-pairing="' + s.bots[0] + ' ' + s.bots[1] + '"]',
      (e) => (e.querySelector('text.note') || {}).textContent || '');
    assert.equal(note, allOne ? 'Elo unbounded at every point (' + (s.ptnml[4] ? 'inf' : '-inf') + '): drawn at the edge' : '',
      s.bots.join(' vs ') + ': ' + s.ptnml);
    if (allOne) shown.push('note');
  }
  assert.ok(shown.includes('note'), 'rr.jsonl has a pairing won in every pair');
  // a phone's width: the page itself does not scroll sideways
  await p.setViewportSize({ width: 375, height: 800 });
  assert.ok(await p.evaluate(() => document.documentElement.scrollWidth <= 380), 'page wider than 375 px');
  await close(p);
});

test('a round robin of 13 bots: each bot its own colour in the legends and the points drawn', async () => {
  const bots = Array.from({ length: 13 }, (_, i) => 'bot' + String.fromCharCode(97 + i));
  const lines = [];
  bots.forEach((a, i) => bots.slice(i + 1).forEach((b2, j) => [1, 2].forEach((side) => lines.push(JSON.stringify({
    arena: 1, key: 'sakura ' + a + ' ' + b2 + ' 1 ' + side, game: 'sakura', pairing: [a, b2], index: [i, i + 1 + j], seed: 1,
    side: side, cmd: 'x', result: { game: 'sakura', seed: 1, winner: side, reason: 'hp', turns: 9, hp: [3, 4],
      blessings: [0, 0], time_ms: [10 + i, 20 + j] } })))));
  fs.writeFileSync(path.join(DIR, 'rr13.jsonl'), lines.join('\n') + '\n');
  arena(['report', '--html', 'rr13.html', 'rr13.jsonl']);
  const p = await open('rr13');
  const legends = await p.$$eval('.legend', (ls) => ls.map((l) => [...l.children].map((s) =>
    [s.textContent, getComputedStyle(s.querySelector('.sw')).backgroundColor])));
  const perBot = legends.filter((l) => l.length === 13);
  assert.ok(perBot.length >= 1, 'a legend with every bot: ' + legends.map((l) => l.length));
  for (const l of perBot) {
    assert.deepEqual(l.map((x) => x[0]).sort(), bots.slice().sort());
    assert.equal(new Set(l.map((x) => x[1])).size, 13, 'colours: ' + l.map((x) => x.join(' ')).join(', '));
  }
  // the points drawn for a bot are in its legend colour
  const fills = await p.$$eval('svg g[data-series]', (gs) => gs.map((g) => [g.getAttribute('data-series'), getComputedStyle(g).fill]));
  const sw = new Map(perBot[0]);
  const drawn = fills.filter((f) => sw.has(f[0]));
  assert.ok(drawn.length >= 13, 'series of every bot drawn: ' + drawn.length);
  for (const [name, fill] of drawn) assert.equal(fill, sw.get(name), name + ' drawn in its legend colour');
  await close(p);
});

test('a ranking row with no complete pair says inf (too few games), as the text does', async () => {
  // rr.jsonl without the side-2 games of camper's pairings: camper has games but no complete pair
  fs.writeFileSync(path.join(DIR, 'rr-cut.jsonl'), fs.readFileSync(path.join(DIR, 'rr.jsonl'), 'utf8').split('\n')
    .filter((l) => !/"key":"sakura \S+ camper \d+ 2"/.test(l)).join('\n'));
  const text = arena(['report', 'rr-cut.jsonl']).stdout;
  assert.match(text, /camper .*\+\/- inf \(too few games\)/, 'the text ranking: ' + text);
  arena(['report', '--html', 'rr-cut.html', 'rr-cut.jsonl']);
  const p = await open('rr-cut');
  const camper = (await tableRows(p, 'ranking-table')).find((r) => r.name.text === 'camper');
  assert.equal(camper.pairs.text, '0');
  assert.equal(camper.elo_err.text, 'inf (too few games)');
  await close(p);
});

test('a number exactly halfway is rounded as the text prints it (to even)', async () => {
  const p = await open('rr');
  const got = await p.evaluate(() => [4.25, 52.25, 1.0625, -4.25, 0.15, 2.5, 3.5].map((v, i) =>
    ArenaReport.fmt(v, [1, 1, 3, 1, 1, 0, 0][i])));
  assert.deepEqual(got, ['4.2', '52.2', '1.062', '-4.2', '0.1', '2', '4']);
  await close(p);
});

test('sakura with --sprt: the SPRT state and LLR are the summary\'s', async () => {
  const p = await open('sk-sprt');
  const r = (await tableRows(p, 'pairings-table'))[0];
  const s = J['sk-sprt'].pairings[0].sprt;
  assert.ok(near(numOf(r.sprt), s.llr));
  assert.equal(r.sprt.text, 'LLR ' + s.llr.toFixed(2) + ' (' + s.lower.toFixed(2) + ', ' + s.upper.toFixed(2) + ') [0.00, 20.00] ' +
               (s.state === 'H1' ? 'H1 accepted' : s.state === 'H0' ? 'H0 accepted' : 'continue'));
  await close(p);
});

test('sakura with --sprt: a decision taken before the last games says when', async () => {
  const p = await open('sk-seq');
  const r = (await tableRows(p, 'pairings-table'))[0];
  const s = J['sk-seq'].pairings[0].sprt;
  assert.equal(s.state, 'H0');
  assert.equal(s.decided_games, 36);
  assert.equal(r.sprt.text, 'LLR 0.00 (-2.94, 2.94) [-30.00, 30.00] H0 accepted after 36 games (LLR ' + s.decided_llr.toFixed(2) + ')');
  await close(p);
});

// ---- replay links ----

async function openLink(p, selector) {
  const href = await p.$eval(selector, (a) => a.getAttribute('href'));
  const [v] = await Promise.all([br.context.waitForEvent('page'), p.click(selector)]);
  v.errors = [];
  v.on('console', (m) => { if (m.type() === 'error') v.errors.push(m.text()); });
  await v.waitForFunction(() => window.ReplayViewer && ReplayViewer.frames() > 0, null, { timeout: 10000 });
  return { v, href };
}

test('a replay link opens the viewer on that game (file:// and http)', async () => {
  const p = await open('sk');
  const key = await p.$eval('#games-table tbody tr', (tr) => tr.dataset.key);
  const { v, href } = await openLink(p, '#games-table tbody tr a.replay');
  assert.match(href, /^sk-replays\/viewer\.html\?game=sakura_greedy_random_\d+_[12]$/);
  const replay = JSON.parse(fs.readFileSync(path.join(DIR, 'sk-replays', href.split('=')[1] + '.json'), 'utf8'));
  const rec = REC.sk.find((r) => r.key === key);
  assert.equal(href.split('=')[1], key.replace(/ /g, '_'));
  assert.deepEqual(replay.result, rec.result, 'the linked replay is the row\'s game');
  assert.equal(await v.$eval('#viewer', (e) => e.dataset.game), 'sakura');
  assert.match(await v.title(), new RegExp('seed ' + rec.seed + '\\b'));
  await v.keyboard.press('End');
  assert.equal(await v.evaluate(() => ReplayViewer.frame()), await v.evaluate(() => ReplayViewer.frames() - 1));
  await v.screenshot({ path: path.join(DIR, 'sk-replay.png') });
  assert.deepEqual(v.errors, []);
  await v.close();
  await close(p);
  // Candy, served over http from the folder that holds page and replays
  const { server, url } = await h.serve({ '/': DIR });
  try {
    const q = await open('cd', { base: url });
    const ck = await q.$eval('#games-table tbody tr', (tr) => tr.dataset.key);
    const c = await openLink(q, '#games-table tbody tr a.replay');
    assert.equal(c.href.split('=')[1], ck.replace(/ /g, '_'));
    const cr = REC.cd.find((r) => r.key === ck);
    assert.equal(await c.v.$eval('#viewer', (e) => e.dataset.game), 'candy');
    assert.match(await c.v.title(), new RegExp('seed ' + cr.seed + '\\b'));
    assert.deepEqual(c.v.errors, []);
    await c.v.close();
    await close(q);
  } finally {
    server.close();
  }
});

test('a replay link whose script is gone says so in the viewer', async () => {
  const js = fs.readdirSync(path.join(DIR, 'sk-replays')).filter((f) => f.endsWith('.js')).sort()[0];
  const v = await h.page(br.context);
  const gone = path.join(DIR, 'sk-replays', js);
  const keep = fs.readFileSync(gone);
  fs.unlinkSync(gone);
  try {
    await v.goto('file://' + DIR + '/sk-replays/viewer.html?game=' + js.replace(/\.js$/, ''));
    await v.waitForFunction(() => document.getElementById('message').className === 'error');
    assert.match(await v.$eval('#message', (e) => e.textContent), /missing replay script/);
  } finally {
    fs.writeFileSync(gone, keep);
  }
  await v.close();
});

// ---- Candy ----

test('candy page: the summary tables are the --json summary', async () => {
  const p = await open('cd');
  assert.deepEqual(await p.evaluate(() => ArenaReport.data().summary), J.cd);
  const rows = await tableRows(p, 'rows-table');
  assert.equal(rows.length, J.cd.rows.length);
  rows.forEach((r, i) => {
    const s = J.cd.rows[i];
    assert.equal(r.bot.text + r.tagger.text + r.gen.text, s.bot + s.tagger + s.gen);
    for (const k of ['games', 'score_mean', 'score_ci', 'capture_rate', 'mean_turns', 'mean_ms', 'max_ms', 'timeouts', 'illegal', 'crashes'])
      assert.ok(near(numOf(r[k]), s[k]), k);
    assert.equal(r.score_mean.text, s.score_mean.toFixed(3));
    showsAll(r, s, { games: [0], score_mean: [3], score_ci: [3], capture_rate: [1, 100], mean_turns: [1], mean_ms: [1],
                     max_ms: [1], timeouts: [0], illegal: [0], crashes: [0] }, 'rows ' + r.key);
  });
  assert.equal((await headers(p, 'rows-table')).capture_rate, 'Caught %');
  const pairs = await tableRows(p, 'pairs-table');
  assert.equal(pairs.length, J.cd.pairs.length);
  pairs.forEach((r, i) => {
    for (const k of ['games', 'diff_mean', 'diff_ci', 'score_ratio', 'score_ratio_ci', 'caught_ratio', 'caught_ratio_ci'])
      assert.ok(near(numOf(r[k]), J.cd.pairs[i][k]), k);
    showsAll(r, J.cd.pairs[i], { games: [0], diff_mean: [3], diff_ci: [3], score_ratio: [3], score_ratio_ci: [3],
                                 caught_ratio: [3], caught_ratio_ci: [3] }, 'pairs ' + r.key);
  });
  await close(p, 'cd');
});

test('candy: sorted per-seed differences (one point a paired game, mean = the summary), score against N and capture turn', async () => {
  const p = await open('cd');
  const total = J.cd.pairs.find((x) => x.tagger === '*' && x.gen === '*');
  const diff = await p.$eval('svg[data-plot=diff]', (e) => ({ n: +e.dataset.count, mean: +e.dataset.mean,
    ys: [...e.querySelectorAll('circle')].map((c) => +c.getAttribute('cy')) }));
  assert.equal(diff.n, total.games);
  assert.ok(near(diff.mean, total.diff_mean), diff.mean + ' vs ' + total.diff_mean);
  assert.deepEqual(diff.ys, diff.ys.slice().sort((a, b2) => b2 - a), 'sorted (svg y grows down)');
  assert.equal(await p.$eval('svg[data-plot=score-n]', (e) => +e.dataset.count), REC.cd.length);
  assert.equal(await p.$eval('svg[data-plot=score-turn]', (e) => +e.dataset.count), REC.cd.length);
  for (const [plot, xOf] of [['score-n', (r) => r.result.n], ['score-turn', (r) => r.result.turn]]) {
    const sc = await scales(p, 'svg[data-plot=' + plot + ']');
    const pts = await p.$$eval('svg[data-plot=' + plot + '] g[data-series] circle', (cs) => cs.map((c) =>
      ({ key: c.querySelector('title').textContent.split(':')[0], x: +c.getAttribute('cx'), y: +c.getAttribute('cy') })));
    assert.equal(pts.length, REC.cd.length);
    for (const q of pts) {
      const r = REC.cd.find((x) => x.key === q.key);
      assert.ok(Math.abs(sc.x.val(q.x) - xOf(r)) <= 0.06 * sc.x.perPx + 1e-6, plot + ' ' + q.key + ': x ' + sc.x.val(q.x) + ', want ' + xOf(r));
      assert.ok(Math.abs(sc.y.val(q.y) - r.result.score) <= 0.06 * sc.y.perPx + 1e-6, plot + ' ' + q.key + ': y ' + sc.y.val(q.y) + ', want ' + r.result.score);
    }
  }
  // the mean line of the differences is drawn at the summary's mean
  const ds = await scales(p, 'svg[data-plot=diff]');
  const meanY = await p.$eval('svg[data-plot=diff]', (e) => {
    const t = [...e.querySelectorAll('text')].find((x) => /^mean /.test(x.textContent));
    return +t.previousSibling.getAttribute('y1');
  });
  assert.ok(Math.abs(ds.y.val(meanY) - total.diff_mean) <= 0.06 * ds.y.perPx + 1e-6, 'mean line at ' + ds.y.val(meanY) + ', want ' + total.diff_mean);
  const ns = await p.evaluate(() => ArenaReport.games().map((g) => [g.key, g.n, g.score, g.turn]));
  for (const [key, n, score, turn] of ns) {
    const r = REC.cd.find((x) => x.key === key);
    assert.deepEqual([n, score, turn], [r.result.n, r.result.score, r.result.turn]);
  }
  await close(p);
});

test('tick labels are the values they mark: 100.5 reads 100.5, not 101 (every game to turn 100)', async () => {
  const line = (seed, score) => JSON.stringify({ arena: 1, key: 'candy x hunter braid ' + seed, game: 'candy', bot: 'x',
    index: 0, tagger: 'hunter', gen: 'braid', seed: seed, cmd: 'j', result: { game: 'candy', seed: seed, n: 16,
      score: score, caught: false, turn: 100, reason: 'turn_limit', time_ms: 3 } });
  fs.writeFileSync(path.join(DIR, 't100.jsonl'), [line(1, 4), line(2, 9), line(3, 6)].join('\n') + '\n');
  arena(['report', '--html', 't100.html', 't100.jsonl']);
  const p = await open('t100');
  const xs = await p.$eval('svg[data-plot=score-turn]', (svg) => [...svg.querySelectorAll('g.axis text')]
    .filter((e) => e.getAttribute('text-anchor') === 'middle').map((e) => e.textContent));
  assert.ok(xs.includes('100.5') && xs.includes('100'), 'x ticks: ' + xs);
  assert.equal(new Set(xs).size, xs.length, 'no label twice: ' + xs);
  const sc = await scales(p, 'svg[data-plot=score-turn]');  // a straight fit through every label
  assert.ok(Math.abs(sc.x.val(sc.x.px(100.5)) - 100.5) < 1e-9);
  await close(p);
});

test('candy: worst games first; tagger and generator filters narrow tables and plots, means follow the summary', async () => {
  const p = await open('cd');
  let rows = await tableRows(p, 'games-table');
  const sc = rows.map((r) => numOf(r.score));
  assert.deepEqual(sc, sc.slice().sort((a, b2) => a - b2), 'lowest score first');
  await p.selectOption('#filter-tagger', 'hunter');
  rows = await tableRows(p, 'games-table');
  assert.equal(rows.length, 40);
  assert.ok(rows.every((r) => r.taggerName.text === 'hunter'));
  const cell = J.cd.pairs.find((x) => x.tagger === 'hunter' && x.gen === '*');
  assert.equal(await p.$eval('svg[data-plot=diff]', (e) => +e.dataset.count), cell.games);
  assert.ok(near(await p.$eval('svg[data-plot=diff]', (e) => +e.dataset.mean), cell.diff_mean));
  assert.ok((await tableRows(p, 'rows-table')).every((r) => r.tagger.text === 'hunter' || r.tagger.text === '*'));
  await p.selectOption('#filter-gen', 'caves');
  const both = J.cd.pairs.find((x) => x.tagger === 'hunter' && x.gen === 'caves');
  assert.equal(await p.$eval('svg[data-plot=diff]', (e) => +e.dataset.count), both.games);
  assert.ok(near(await p.$eval('svg[data-plot=diff]', (e) => +e.dataset.mean), both.diff_mean));
  assert.equal(await p.$eval('svg[data-plot=score-n]', (e) => +e.dataset.count), 20);
  await p.selectOption('#filter-bot', 'seer');
  assert.equal((await tableRows(p, 'games-table')).length, 10);
  assert.equal(await p.$eval('svg[data-plot=score-turn]', (e) => +e.dataset.count), 10);
  await p.click('#games-table th[data-key=seed]');
  const seeds = (await tableRows(p, 'games-table')).map((r) => +r.seed.text);
  assert.deepEqual(seeds, seeds.slice().sort((a, b2) => b2 - a));
  await close(p, 'cd-filtered');
});

test('candy: a game of a bot that crashed comes first, marked fault', async () => {
  const p = await open('cd-fault');
  const rows = await tableRows(p, 'games-table');
  assert.equal(rows.length, REC.cdf.length);
  const faults = REC.cdf.filter((r) => !r.result || ['timeout', 'illegal', 'crash', 'error'].includes(r.result.reason)).length;
  assert.ok(faults > 0 && faults < rows.length, 'cdf.jsonl has faults and games: ' + faults);
  assert.deepEqual(rows.map((r) => r.severity.text), Array(faults).fill('fault').concat(Array(rows.length - faults).fill('game')),
                   'faults first');
  assert.ok(rows.slice(0, faults).every((r) => r.botName.text === 'crash' && r.cls === 'fault'));
  // each fault says why: the judge's line from the record, and only the faults do
  for (const r of rows) {
    const rec = REC.cdf.find((x) => x.key === r.key);
    if (r.cls === 'fault') {
      assert.match(rec.forfeit.join('\n'), /turn 1: crash: the program closed its output before replying: it exited with status 1$/);
      assert.equal(r.error.text, rec.forfeit.join('\n'), r.key + ': the judge\'s line shown');
    } else assert.equal(r.error.text, '', r.key + ': no fault, nothing said');
  }
  await close(p, 'cd-fault');
});

// ---- baseline ----

test('--baseline: the comparison is the JSON\'s; one point a common seed; the seeds that changed most first', async () => {
  for (const name of ['sk-base', 'cd-base']) {
    const p = await open(name);
    const B = J[name].baseline;
    assert.deepEqual(await p.evaluate(() => ArenaReport.data().summary.baseline), B);
    const rows = await tableRows(p, 'baseline-table');
    assert.equal(rows.length, B.rows.length);
    rows.forEach((r, i) => { for (const k of ['cases', 'diff_mean', 'diff_ci', 'now_mean', 'old_mean', 'better', 'worse', 'same']) assert.ok(near(numOf(r[k]), B.rows[i][k]), k); });
    const total = B.rows.find((r) => name === 'sk-base' || (r.tagger === '*' && r.gen === '*' && r.bot === 'naive'));
    const cases = await p.evaluate(() => ArenaReport.data().cases);
    const candy = name === 'cd-base';
    // the cases' mean per row is the row's difference
    for (let i = 0; i < B.rows.length; i++) {
      const r = B.rows[i];
      const mine = cases.filter((c) => { const fine = B.rows[c[1]]; return candy ? fine.bot === r.bot && (r.tagger === '*' || fine.tagger === r.tagger) && (r.gen === '*' || fine.gen === r.gen) : c[1] === i; });
      assert.equal(mine.length, r.cases);
      assert.ok(near(mine.reduce((s, c) => s + c[2] - c[3], 0) / mine.length, r.diff_mean), 'row ' + i);
    }
    assert.equal(await p.$eval('svg[data-plot=baseline]', (e) => +e.dataset.count), cases.length);
    const changed = await tableRows(p, 'changed-table');
    // the Elo now and old shown are the two runs' summaries'
    if (!candy) for (const r of rows) {
      const pick = (sum) => sum.pairings.find((x) => x.bots[0] + ' vs ' + x.bots[1] === r.pairing.text);
      shows(r.elo_now.text, pick(J.sk).elo, 1, r.key + ' Elo now');
      shows(r.elo_old.text, pick(J['sk-old']).elo, 1, r.key + ' Elo old');
    }
    // each changed seed's now, old and now - old as shown, against the two records files
    const ptsOf = (recs, what, seed) => {
      if (candy) {
        const r = recs.find((x) => x.bot + ' ' + x.tagger + ' ' + x.gen === what && x.seed === seed);
        return r ? r.result.score : undefined;
      }
      const two = recs.filter((x) => x.pairing.join(' vs ') === what && x.seed === seed && x.result);
      return two.reduce((a, x) => a + (x.result.winner === 0 ? 0.5 : x.result.winner === (x.side === 1 ? 1 : 2) ? 1 : 0), 0);
    };
    const [nowR, oldR] = candy ? [REC.cd, REC['cd-old']] : [REC.sk, REC['sk-old']];
    for (const r of changed) {
      const seed = +r.seed.text, now = ptsOf(nowR, r.what.text, seed), old = ptsOf(oldR, r.what.text, seed);
      const at = name + ' ' + r.what.text + ' seed ' + seed;
      shows(r.now.text, now, candy ? 0 : 1, at + ' now');
      shows(r.old.text, old, candy ? 0 : 1, at + ' old');
      shows(r.diff.text, now - old, candy ? 0 : 1, at + ' now - old');
      if (now !== old) assert.match(r.diff.text, now > old ? /^\+/ : /^-/, at + ' sign of now - old');
    }
    const abs = changed.map((r) => numOf(r.absdiff));
    assert.deepEqual(abs, abs.slice().sort((a, b2) => b2 - a));
    assert.ok(abs[0] > 0, name + ': some seed changed');
    assert.ok(total.cases > 0);
    await close(p, name);
  }
});

// ---- bad input ----

test('bad or mixed input: the same lines as `report`, and a page that says what is wrong, never blank', async () => {
  const sk = fs.readFileSync(path.join(DIR, 'sk.jsonl'), 'utf8');
  fs.writeFileSync(path.join(DIR, 'cut.jsonl'), sk.slice(0, Math.floor(sk.length / 2)));
  fs.writeFileSync(path.join(DIR, 'mixed.jsonl'), sk + fs.readFileSync(path.join(DIR, 'cd.jsonl'), 'utf8'));
  fs.writeFileSync(path.join(DIR, 'none.jsonl'), '');
  fs.writeFileSync(path.join(DIR, 'junk.jsonl'), 'not json\n{"a":1}\n');
  const cases = [['cut', ['cut.jsonl'], 0, /cut\.jsonl:\d+: line skipped/],
                 ['mixed', ['mixed.jsonl'], 0, /record of another game skipped/],
                 ['none', ['none.jsonl'], 1, /no arena records found/],
                 ['junk', ['junk.jsonl'], 1, /no arena records found/],
                 ['missing', ['missing.jsonl'], 1, /cannot open missing\.jsonl/]];
  for (const [name, files, status, line] of cases) {
    const plain = arena(['report', ...files], { anyStatus: true });
    const page = arena(['report', '--html', name + '.html', ...files], { anyStatus: true });
    assert.equal(plain.status, status, name + ' status');
    assert.equal(page.status, status, name + ' status with --html');
    assert.match(plain.stderr, line);
    assert.equal(page.stderr.replace(/^arena: wrote .*\n/m, ''), plain.stderr, name + ': the same lines');
    assert.equal(page.stdout, plain.stdout);
    const p = await open(name);
    const msg = await p.$eval('#message', (e) => ({ cls: e.className, text: e.textContent }));
    if (status === 0) {
      assert.equal(msg.cls, 'note', name);
      assert.match(msg.text, line);
      assert.ok((await tableRows(p, 'games-table')).length > 0);
    } else {
      assert.equal(msg.cls, 'error', name);
      assert.match(msg.text, /no arena records found/);
    }
    await close(p, 'bad-' + name);
  }
});

test('the header counts as the text does: 1 arena error, 1 duplicate; the footer its replay links', async () => {
  // two games of seed 1, one of them twice, and a game the arena could not play (a record with "error")
  const base = { arena: 1, game: 'sakura', pairing: ['a', 'b'], index: [0, 1], cmd: 'x' };
  const game = (seed, side, winner) => JSON.stringify(Object.assign({ key: 'sakura a b ' + seed + ' ' + side, seed: seed, side: side,
    result: { game: 'sakura', seed: seed, winner: winner, reason: 'hp', turns: 12, hp: [3, 4], blessings: [0, 1], time_ms: [7, 9] } }, base));
  const lost = JSON.stringify(Object.assign({ key: 'sakura a b 2 1', seed: 2, side: 1, error: 'judge exited with status 3' }, base));
  fs.writeFileSync(path.join(DIR, 'one-error.jsonl'), [game(1, 1, 2), game(1, 2, 1), game(1, 2, 1), lost].join('\n') + '\n');
  const plain = arena(['report', 'one-error.jsonl'], { anyStatus: true });
  assert.match(plain.stdout, /duplicates ignored: 1, arena errors: 1\n/);
  arena(['report', '--html', 'one-error.html', 'one-error.jsonl'], { anyStatus: true });
  const cases = [['one-error', /^Sakura Duel: 2 games with a result, 1 arena error, 1 duplicate ignored, from /, /\. 0 replay links\.$/],
                 ['sk-run', /^Sakura Duel: 40 games with a result, 0 arena errors, from /, /\. 40 replay links\.$/]];
  for (const [name, meta, foot] of cases) {
    const p = await open(name);
    assert.match(await p.$eval('#meta', (e) => e.textContent), meta, name + ' header');
    assert.match(await p.$eval('#foot', (e) => e.textContent), foot, name + ' footer');
    await close(p, name === 'one-error' ? name : null);
  }
});

test('a page cut short says so, never blank', async () => {
  const text = fs.readFileSync(path.join(DIR, 'sk.html'), 'utf8');
  const at = text.indexOf('var ARENA_REPORT');
  for (const [name, cut] of [['cut-data', at + 2000], ['cut-script', Math.floor(at / 2)]]) {
    fs.writeFileSync(path.join(DIR, name + '.html'), text.slice(0, cut));
    const p = await h.page(br.context);
    await p.goto('file://' + DIR + '/' + name + '.html');
    await p.waitForTimeout(200);
    const shown = await p.evaluate(() => document.body.innerText);
    assert.match(shown, /cut short/, name);
    await p.screenshot({ path: path.join(DIR, name + '.png') });
    await p.close();
  }
});

test('page size and build are reasonable (40 games)', () => {
  const size = fs.statSync(path.join(DIR, 'sk.html')).size;
  assert.ok(size < 200000, 'sk.html is ' + size + ' bytes');
  const t0 = Date.now();
  execFileSync(ARENA, ['report', '--html', 'sk-again.html', 'sk.jsonl'], { cwd: DIR, stdio: 'ignore' });
  assert.ok(Date.now() - t0 < 5000);
});
