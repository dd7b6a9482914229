// viewer.test.js: the replay viewer (web/) in headless Debian Chromium.
//
// Replays come from the real judges (bin/sakura-judge, bin/candy-judge) with
// the baseline bots, made fresh into tests/web/artifacts/replays/ by this
// script, plus the hand-made fixtures in tests/web/fixtures/.  web/ and the
// replays are served on 127.0.0.1 by a tiny Node server.  Every frame of
// every replay is visited and its numbers are compared with the replay's own;
// screenshots go to tests/web/artifacts/ (gitignored).
//
// Run: scripts/run-web-tests.sh (or `make web-test`).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');
const h = require('./harness.js');

const ROOT = path.resolve(__dirname, '..', '..');
const ART = path.join(__dirname, 'artifacts');
const REPLAYS = path.join(ART, 'replays');
const FIXTURES = path.join(__dirname, 'fixtures');
const BIN = path.join(ROOT, 'bin');
const COOLDOWN = { thrust: 1, sweep: 2, charge: 2, guard: 2, shatter: 1, flash: 2 };
const CODE = { thrust: 2, sweep: 3, charge: 4, guard: 5, shatter: 6, flash: 7 };

let server, base, br;
const games = {};   // name -> {file, replay, html?}

function judge(bin, args, cmds, env) {
  const exe = path.join(BIN, bin);
  if (!fs.existsSync(exe)) throw new Error(exe + ' is not built: run make first');
  return execFileSync(exe, args.concat(cmds), { cwd: ROOT, env: Object.assign({}, process.env, env || {}),
                                               stdio: ['ignore', 'pipe', 'inherit'], timeout: 60000 }).toString();
}

function makeReplays() {
  fs.mkdirSync(REPLAYS, { recursive: true });
  const out = (n) => path.join(REPLAYS, n);
  // Sakura: a fight that ends on HP, and a longer one between other baselines
  judge('sakura-judge', ['--seed', '3', '--replay', out('sakura-1.json'), '--html', out('sakura-1.html')],
        [path.join(BIN, 'sakura-greedy'), path.join(BIN, 'sakura-rusher')]);
  judge('sakura-judge', ['--seed', '12', '--replay', out('sakura-2.json')],
        [path.join(BIN, 'sakura-random'), path.join(BIN, 'sakura-random')]);
  judge('sakura-judge', ['--seed', '12', '--replay', out('sakura-3.json')],
        [path.join(BIN, 'sakura-greedy'), path.join(BIN, 'sakura-camper')]);
  // a bot that answers its first TURN with an illegal line: a forfeit on turn 1
  judge('sakura-judge', ['--seed', '4', '--replay', out('sakura-forfeit.json')],
        [path.join(BIN, 'sakura-greedy'), 'read a; read b; echo OK; read c; echo 9 Z']);
  // Candy: the naive Maki against the hunter, and a bot that writes debug heat
  judge('candy-judge', ['--seed', '5', '--replay', out('candy-1.json'), '--html', out('candy-1.html')],
        [path.join(BIN, 'candy-naive')]);
  judge('candy-judge', ['--seed', '1', '--n', '11', '--tagger', 'wander', '--stderr', out('heat-maki.log'),
                        '--replay', out('candy-heat.json')],
        ['node ' + path.join(__dirname, 'heat-maki.js')], { CANDY_DEBUG_HEAT: '1' });
  // a Maki that exits at once: a crash before turn 1, a replay with no turns
  judge('candy-judge', ['--seed', '2', '--replay', out('candy-crash.json')], ['exit 0']);
  // a Maki that answers turn 1 with words: an illegal reply, recorded in "failures"
  judge('candy-judge', ['--seed', '2', '--n', '11', '--replay', out('candy-illegal.json')],
        ['read a; read b; for i in 1 2 3 4 5 6 7 8 9 10 11 12; do read r; done; echo "go north"']);
  // a seed beyond 2^53 and a given name with a slash in it
  judge('sakura-judge', ['--seed', '18446744073709551615', '--name1', 'AC/DC', '--replay', out('sakura-bigseed.json'),
                         '--html', out('sakura-bigseed.html')], [path.join(BIN, 'sakura-greedy'), path.join(BIN, 'sakura-rusher')]);
  // both Sweep up from the bottom corner: a clash, and both pushed out on one cell's edge
  const sweep = 'read a; read b; echo OK; while read l; do echo 3 U 0; done';
  judge('sakura-judge', ['--init', '7 7 1 3 1 4', '--replay', out('sakura-double-out.json')], [sweep, sweep]);
  // P1 guards right, P2 thrusts left into it from the guard zone: a guarded attack on turn 1 (then both
  // repeat on cooldown: illegal, a draw)
  judge('sakura-judge', ['--init', '1 1 4 3 4 4', '--replay', out('sakura-guard.json')],
        ['read a; read b; echo OK; while read l; do echo 5 R 0; done', 'read a; read b; echo OK; while read l; do echo 2 L 0; done']);
  // Candy on an open 11x11 maze, scripted: Maki stays, the tagger catches her
  // on its second action of turn 2; and Maki caught on a candy the tagger stood on
  fs.writeFileSync(out('open11.txt'), '...........\n'.repeat(11));
  const tagger = (acts) => "ACTS='" + acts + "' sh -c 'read n; for i in $(seq $n); do read r; done; " +
    "for a in $ACTS; do read l || exit 0; echo $a; done; while read l; do echo S; done'";
  const maki = (acts) => "ACTS='" + acts + "' sh -c 'read n d; for a in $ACTS; do read f || exit 0; " +
    "for i in $(seq $n); do read r; done; read ms; echo $a; done; while read f; do for i in $(seq $n); do read r; done; read ms; echo S; done'";
  judge('candy-judge', ['--seed', '1', '--maze', out('open11.txt'), '--tagger-cmd', tagger('R U L'),
                        '--replay', out('candy-even2.json')], [maki('S S S')]);
  judge('candy-judge', ['--seed', '1', '--maze', out('open11.txt'), '--tagger-cmd', tagger('L L L S S S S S S S'),
                        '--replay', out('candy-under.json')], [maki('U L L D D L')]);
  for (const f of ['sakura-hand.json', 'candy-hand.json'])
    fs.copyFileSync(path.join(FIXTURES, f), out(f));
  for (const f of fs.readdirSync(REPLAYS).filter((x) => x.endsWith('.json')))
    games[f.replace(/\.json$/, '')] = { file: f, replay: JSON.parse(fs.readFileSync(out(f), 'utf8')) };
}

// ---- what each frame must show, computed from the replay alone ----

function sakuraFrames(r) {
  let st = { turn: 0, pos: [r.init.p1, r.init.p2], hp: [10, 10], bl: [0, 0] };
  const frames = [st];
  for (const t of r.turns) {
    if (t.steps.length === 0) { frames.push(Object.assign({}, st, { turn: t.turn })); continue; }
    t.steps.forEach((s, i) => {
      const last = i === t.steps.length - 1;
      st = { turn: t.turn, pos: [s.p1.pos, s.p2.pos], hp: [s.p1.hp, s.p2.hp], bl: last ? t.blessings : st.bl };
      frames.push(st);
    });
  }
  return frames;
}

function candyFrames(r) {
  let tagger = r.init.tagger;
  const frames = [{ turn: 0, maki: r.init.maki, tagger, score: 0, candies: r.init.candies.length, candyCells: r.init.candies,
                   foot: r.turns.length ? r.turns[0].footsteps : '-', seen: '-' }];
  r.turns.forEach((t, ti) => {
    const one = { turn: t.turn, maki: t.maki, tagger, score: t.score, candies: t.candies.length, candyCells: t.candies,
                  foot: t.footsteps, seen: '-', ti, sub: 0 };
    frames.push(one);
    t.tagger.forEach((a, k) => { tagger = a; frames.push(Object.assign({}, one, { tagger: a, seen: a.seen ? 'yes' : 'no', sub: k + 1 })); });
  });
  return frames;
}

// cooldown table at a frame of turn t: technique -> first turn usable again
function readyTurns(r, player, t) {
  const ready = {};
  for (const k of Object.keys(CODE)) ready[k] = 1;
  for (const turn of r.turns) {
    if (turn.turn > t) break;
    const toks = turn.actions[player].split(/\s+/);
    for (let i = 0; i < toks.length; i++) {
      const k = Object.keys(CODE).find((x) => String(CODE[x]) === toks[i]);
      if (k) ready[k] = turn.turn + COOLDOWN[k] + 1;
      if (toks[i] !== '0') i++;
    }
  }
  return ready;
}

const cellText = (c) => '(' + c[0] + ',' + c[1] + ')';

async function open(page, query) {
  await page.goto(base + '/' + query);
  await page.waitForFunction(() => {
    const v = document.getElementById('viewer');
    const m = document.getElementById('message');
    return (v && !v.classList.contains('hidden') && v.getAttribute('data-frame') !== '') ||
           (m && m.className === 'error');
  });
}

async function shown(page) {
  return page.evaluate(() => {
    const t = (id) => { const e = document.getElementById(id); return e ? e.textContent : null; };
    const v = document.getElementById('viewer');
    return { frame: +v.getAttribute('data-frame'), turn: +v.getAttribute('data-turn'), hash: location.hash,
             turnText: t('turn'), p1hp: t('p1-hp'), p2hp: t('p2-hp'), p1pos: t('p1-pos'), p2pos: t('p2-pos'),
             p1bl: t('p1-blessings'), p2bl: t('p2-blessings'), score: t('score'), makiPos: t('maki-pos'),
             makiDir: t('maki-dir'), taggerPos: t('tagger-pos'), taggerDir: t('tagger-dir'), seen: t('tagger-seen'),
             seesLine: !!document.getElementById('tagger-sees'),
             candies: t('candy-count'), foot: t('footsteps'), label: t('frame-label'),
             bars: ['p1', 'p2'].map((p) => { const e = document.getElementById(p + '-hpfill'); return e ? e.style.width : null; }) };
  });
}

// what the board draws: the cell each token's circle stands in (found among the drawn cells by its
// centre), the lit blessing pips, the candies' cells, the banner over the board
async function board(page) {
  return page.evaluate(() => {
    const q = (sel) => Array.from(document.querySelectorAll(sel));
    const ctr = (c) => [+c.getAttribute('cx'), +c.getAttribute('cy')];
    const inside = (rects, p) => rects.findIndex((r) => {
      const x = +r.getAttribute('x'), y = +r.getAttribute('y');
      return p[0] >= x && p[0] < x + +r.getAttribute('width') && p[1] >= y && p[1] < y + +r.getAttribute('height');
    });
    const banner = document.getElementById('board-banner').textContent;
    if (document.getElementById('viewer').getAttribute('data-game') === 'sakura') {
      const cells = q('#cells rect');
      const at = (sel) => {
        const c = document.querySelector(sel), k = c ? inside(cells, ctr(c)) : -1;
        return k < 0 ? null : [+cells[k].getAttribute('data-r'), +cells[k].getAttribute('data-c')];
      };
      return { banner, pos: [at('#sk-p1 circle'), at('#sk-p2 circle')], pips: [1, 2].map((k) => q('#p' + k + '-pips i.on').length) };
    }
    const cells = q('#cd-cells rect'), n = Math.round(Math.sqrt(cells.length));
    const cellOf = (c) => { const k = c ? inside(cells, ctr(c)) : -1; return k < 0 ? null : [Math.floor(k / n) + 1, k % n + 1]; };
    return { banner, maki: cellOf(document.querySelector('#cd-maki circle')), tagger: cellOf(document.querySelector('#cd-tagger circle')),
             candies: q('#cd-items circle.candy, #cd-marks circle.candy').filter((c) => !c.classList.contains('remembered'))
               .map((c) => String(cellOf(c))).sort() };
  });
}

function checkBoard(b, e, r, last, where) {
  if (r.game === 'sakura') {
    assert.deepEqual(b.pos, e.pos, where + ': the tokens are drawn on the cells P1, P2 stand on');
    assert.deepEqual(b.pips, e.bl, where + ': lit blessing pips');
    const res = r.result;
    assert.equal(b.banner, last && res ? (res.winner === 0 ? 'Draw' : 'P' + res.winner + ' wins') + ' (' + res.reason + ')' : '',
                 where + ': the banner (the result, on the last frame only)');
  } else {
    assert.deepEqual(b.maki, e.maki.pos, where + ': Maki\'s token is drawn on her cell');
    assert.deepEqual(b.tagger, e.tagger.pos, where + ': the tagger\'s token is drawn on its cell');
    assert.deepEqual(b.candies, e.candyCells.map(String).sort(), where + ': the candies drawn on the board');
    const met = e.maki.pos[0] === e.tagger.pos[0] && e.maki.pos[1] === e.tagger.pos[1];
    assert.equal(b.banner, met ? 'CAUGHT' : last && r.result ? 'Score ' + r.result.score + ' (' + r.result.reason + ')' : '',
                 where + ': the banner (CAUGHT on the capture, the score on the last frame)');
  }
}

function checkSakura(s, e, where) {
  assert.equal(s.turnText, String(e.turn), where + ' turn');
  assert.equal(s.p1hp, String(e.hp[0]), where + ' P1 HP');
  assert.equal(s.p2hp, String(e.hp[1]), where + ' P2 HP');
  assert.ok(s.p1pos.startsWith(cellText(e.pos[0])), where + ' P1 cell ' + s.p1pos);
  assert.ok(s.p2pos.startsWith(cellText(e.pos[1])), where + ' P2 cell ' + s.p2pos);
  assert.equal(s.p1bl, e.bl[0] + ' / 10', where + ' P1 blessings');
  assert.equal(s.p2bl, e.bl[1] + ' / 10', where + ' P2 blessings');
  assert.deepEqual(s.bars, e.hp.map((v) => Math.max(0, Math.min(10, v)) * 10 + '%'), where + ' HP bars');
}

function checkCandy(s, e, where) {
  assert.equal(s.turnText, String(e.turn), where + ' turn');
  assert.equal(s.score, String(e.score), where + ' score');
  assert.equal(s.makiPos, cellText(e.maki.pos), where + ' Maki cell');
  assert.equal(s.makiDir, e.maki.dir, where + ' Maki facing');
  assert.equal(s.taggerPos, cellText(e.tagger.pos), where + ' tagger cell');
  assert.equal(s.taggerDir, e.tagger.dir, where + ' tagger facing');
  assert.equal(s.candies, String(e.candies), where + ' candy count');
  assert.equal(s.foot, String(e.foot), where + ' footsteps');
  assert.equal(s.seen, e.seen, where + ' tagger sees Maki');
  assert.equal(s.seesLine, e.seen === 'yes', where + ' line of sight drawn');
}

// Visit every frame with the Right arrow; compare each with the replay.
async function walk(page, name) {
  const g = games[name];
  const want = g.replay.game === 'sakura' ? sakuraFrames(g.replay) : candyFrames(g.replay);
  const check = g.replay.game === 'sakura' ? checkSakura : checkCandy;
  await open(page, '?replay=replays/' + g.file);
  assert.equal(await page.evaluate(() => window.ReplayViewer.frames()), want.length, name + ' frame count');
  await page.keyboard.press('Home');
  for (let i = 0; i < want.length; i++) {
    const s = await shown(page);
    assert.equal(s.frame, i, name + ' frame index');
    assert.equal(s.hash, '#turn=' + want[i].turn + '&frame=' + i, name + ' hash at frame ' + i);
    check(s, want[i], name + ' frame ' + i);
    checkBoard(await board(page), want[i], g.replay, i === want.length - 1, name + ' frame ' + i);
    if (i === Math.floor(want.length / 2) || i === want.length - 1)
      await page.screenshot({ path: path.join(ART, name + '-frame' + i + '.png') });
    await page.keyboard.press('ArrowRight');
  }
  assert.equal((await shown(page)).frame, want.length - 1, name + ': Right arrow stops at the last frame');
  assert.deepEqual(page.errors, [], name + ': no console errors');
  return want;
}

before(async () => {
  makeReplays();
  ({ server, url: base } = await h.serve({ '/': path.join(ROOT, 'web'), '/replays/': REPLAYS }));
  br = await h.browser();
});

after(async () => {
  if (br) await br.close();
  if (server) server.close();
});

for (const name of ['sakura-1', 'sakura-2', 'sakura-3', 'sakura-forfeit', 'sakura-hand']) {
  test('sakura replay ' + name + ': every frame shows the replay\'s turn, HP, cells and blessings', async () => {
    const page = await h.page(br.context);
    await walk(page, name);
    await page.close();
  });
}

for (const name of ['candy-1', 'candy-heat', 'candy-crash', 'candy-hand', 'candy-even2', 'candy-under']) {
  test('candy replay ' + name + ': every frame shows the replay\'s turn, score, cells, facings, candies', async () => {
    const page = await h.page(br.context);
    await walk(page, name);
    await page.close();
  });
}

test('sakura: cooldown chips follow the rules table; actions drawn on the board', async () => {
  const page = await h.page(br.context);
  const g = games['sakura-1'];
  const frames = sakuraFrames(g.replay);
  await open(page, '?replay=replays/' + g.file);
  let attacks = 0;
  for (let i = 1; i < frames.length; i++) {
    await page.evaluate((k) => window.ReplayViewer.seek(k), i);
    for (const p of [0, 1]) {
      const want = readyTurns(g.replay, p, frames[i].turn);
      const got = await page.evaluate((id) => {
        const out = {};
        document.querySelectorAll('#' + id + '-cooldowns .cd').forEach((el) => {
          out[el.id.replace(id + '-cd-', '')] = +el.getAttribute('data-ready');
        });
        return out;
      }, 'p' + (p + 1));
      assert.deepEqual(got, want, 'frame ' + i + ' P' + (p + 1) + ' cooldowns');
      // what the chip says (docs/viewer.md): "✓" usable on the next turn, "→ Tn" while cooling
      const texts = await page.$$eval('#p' + (p + 1) + '-cooldowns .cd', (els) => els.map((e) => [e.id.split('-cd-')[1], e.textContent]));
      for (const [k, text] of texts) {
        const tail = want[k] > frames[i].turn + 1 ? '\u2192 T' + want[k] : '\u2713';
        assert.ok(text.endsWith(tail), 'frame ' + i + ' P' + (p + 1) + ' ' + k + ' chip says ' + JSON.stringify(text) + ', want ...' + tail);
      }
    }
    attacks += await page.locator('#sk-attacks rect').count();
  }
  assert.ok(attacks > 0, 'some attack cells were drawn');
  // the banner names the winner on the last frame
  await page.keyboard.press('End');
  const r = g.replay.result;
  assert.match(await page.textContent('#board-banner'), new RegExp(r.winner ? 'P' + r.winner + ' wins' : 'Draw'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sakura: every hit and guarded attack lands on a drawn attack cell of its kind', async () => {
  const page = await h.page(br.context);
  let hits = 0;
  let guarded = 0;
  for (const name of ['sakura-1', 'sakura-2', 'sakura-3', 'sakura-guard']) {
    const r = games[name].replay;
    await open(page, '?replay=replays/' + name + '.json');
    let i = 0;
    for (const t of r.turns) {
      for (const s of t.steps) {
        i++;
        const evs = s.events.filter((e) => e.type === 'hit' || e.type === 'guarded');
        if (!evs.length) continue;
        await page.evaluate((k) => window.ReplayViewer.seek(k), i);
        const drawn = await page.evaluate(() => Array.from(document.querySelectorAll('#sk-attacks rect'))
          .map((e) => e.getAttribute('class').split(' ')[1] + '|' + e.getAttribute('data-kind') + '|' +
                      e.getAttribute('data-r') + ',' + e.getAttribute('data-c')));
        for (const e of evs) {
          hits++;
          if (e.type === 'guarded') guarded++;
          assert.ok(drawn.includes('p' + e.player + '|' + e.kind + '|' + e.cell.join(',')),
                    name + ' frame ' + i + ': ' + JSON.stringify(e) + ' not in ' + JSON.stringify(drawn));
        }
      }
    }
  }
  assert.ok(hits >= 5, 'enough hits were checked (' + hits + ')');
  assert.ok(guarded >= 1, 'a guarded attack was checked (' + guarded + ')');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sakura: a Guard draws its zone (rules: P+d, P+d+s1, P+d+s2, P+2d) on the step it holds', async () => {
  const page = await h.page(br.context);
  const DIR = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1] };
  let zones = 0;
  for (const name of ['sakura-guard', 'sakura-3']) {
    const r = games[name].replay, frames = sakuraFrames(r);
    await open(page, '?replay=replays/' + name + '.json');
    let i = 0;
    for (const t of r.turns) {
      const acts = t.actions.map((a) => { const k = a.trim().split(/\s+/), out = []; for (let j = 0; j < k.length; j++) out.push(k[j] === '0' ? ['0'] : [k[j], k[++j]]); return out; });
      for (let si = 0; si < t.steps.length; si++) {
        i++;
        await page.evaluate((k) => window.ReplayViewer.seek(k), i);
        const drawn = await page.evaluate(() => {
          const cells = Array.from(document.querySelectorAll('#cells rect'));
          return Array.from(document.querySelectorAll('#sk-zones rect.guard')).map((z) => {
            const x = +z.getAttribute('x') + +z.getAttribute('width') / 2, y = +z.getAttribute('y') + +z.getAttribute('height') / 2;
            const c = cells.find((q) => x >= +q.getAttribute('x') && x < +q.getAttribute('x') + +q.getAttribute('width') &&
                                        y >= +q.getAttribute('y') && y < +q.getAttribute('y') + +q.getAttribute('height'));
            return z.getAttribute('class').split(' ')[1] + '|' + (c ? c.getAttribute('data-r') + ',' + c.getAttribute('data-c') : '?');
          }).sort();
        });
        const want = [];
        for (const p of [0, 1]) {
          const a = acts[p][si];
          if (!a || a[0] !== '5') continue;
          const P = frames[i - 1].pos[p], d = DIR[a[1]], s1 = [d[1], d[0]], s2 = [-d[1], -d[0]];
          const q = [P[0] + d[0], P[1] + d[1]];
          for (const c of [q, [q[0] + s1[0], q[1] + s1[1]], [q[0] + s2[0], q[1] + s2[1]], [P[0] + 2 * d[0], P[1] + 2 * d[1]]])
            if (c[0] >= 1 && c[0] <= 7 && c[1] >= 1 && c[1] <= 7) want.push('p' + (p + 1) + '|' + c.join(','));
        }
        want.sort();
        zones += want.length;
        assert.deepEqual(drawn, want, name + ' frame ' + i + ': guard zones drawn');
      }
    }
  }
  assert.ok(zones >= 4, 'guard zones were checked (' + zones + ')');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a forfeit (Sakura) or crash (Candy) shows who failed, why, and the offending reply', async () => {
  const page = await h.page(br.context);
  await open(page, '?replay=replays/sakura-forfeit.json');
  const res = await page.textContent('#result');
  assert.match(res, /Winner: P1 sakura-greedy \(illegal\)/);
  assert.match(res, /P2 illegal on turn 1: .*reply "9 Z"/);
  assert.equal(await page.textContent('#board-banner'), 'P1 wins (illegal)');
  await page.screenshot({ path: path.join(ART, 'sakura-forfeit.png') });
  await open(page, '?replay=replays/candy-crash.json');
  assert.match(await page.textContent('#result'), /score 0 \(crash\) after turn 1/);
  assert.match(await page.textContent('#result'), /Maki crash on turn 1: the program closed its output/);
  await open(page, '?replay=replays/candy-illegal.json');
  assert.match(await page.textContent('#result'), /Maki illegal on turn 1: expected one of U R D L O S \(reply "go north"\)/);
  await page.keyboard.press('m');   // no map was ever sent: the truth stays
  assert.equal(await page.getAttribute('#board', 'data-mode'), 'truth');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('candy: "what Maki knew" draws the map sent that turn; heat map overlay', async () => {
  const page = await h.page(br.context);
  const g = games['candy-heat'];
  // a frame a few turns in (or the last turn), whose turn has heat data
  const turnNo = g.replay.turns[Math.min(2, g.replay.turns.length - 1)].turn;
  await open(page, '?replay=replays/' + g.file + '#turn=' + turnNo);
  const f = await shown(page);
  const ti = g.replay.turns.findIndex((t) => t.turn === f.turn);
  const map = g.replay.turns[ti].map;
  const fog = map.join('').split('').filter((c) => c === '?').length;
  await page.keyboard.press('m');
  assert.equal(await page.getAttribute('#board', 'data-mode'), 'memory');
  assert.equal(await page.locator('#cd-cells rect.fog').count(), fog, 'fogged cells = "?" in the map');
  const mapChars = await page.evaluate(() => Array.from(document.querySelectorAll('#cd-cells rect'))
    .map((r) => r.getAttribute('data-ch')).join(''));
  assert.equal(mapChars, map.join(''), 'memory view draws the map sent this turn');
  const memHot = g.replay.turns[ti].debug.heat.flatMap((row, x) => row.filter((v, y) => v > 0 && map[x][y] !== '#')).length;
  assert.equal(await page.locator('#cd-overlay rect.heat').count(), memHot, 'heat over what Maki knew hides no wall');
  await page.screenshot({ path: path.join(ART, 'candy-memory.png') });
  await page.click('#toggle-memory');
  assert.equal(await page.getAttribute('#board', 'data-mode'), 'truth');
  const heat = g.replay.turns[ti].debug.heat;
  assert.ok(heat, 'the heat bot wrote debug.heat for this turn');
  const hot = heat.flatMap((row, x) => row.filter((v, y) => v > 0 && g.replay.maze[x][y] !== '#')).length;
  assert.equal(await page.isChecked('#toggle-heat'), true);
  assert.equal(await page.locator('#cd-overlay rect.heat').count(), hot, 'one heat cell per passage with a value > 0');
  await page.screenshot({ path: path.join(ART, 'candy-heat.png') });
  await page.keyboard.press('h');
  assert.equal(await page.locator('#cd-overlay rect.heat').count(), 0, 'H hides the heat map');
  // the view: Maki's own cell is always a full view cell
  const makiKey = await page.evaluate(() => {
    const m = document.getElementById('cd-maki');
    return m.getAttribute('data-x') + ',' + m.getAttribute('data-y');
  });
  assert.equal(makiKey, f.makiPos.replace(/[()]/g, ''));
  assert.ok(await page.locator('#cd-overlay rect.view.full').count() >= 1);
  // a replay without heat has the toggle disabled
  await open(page, '?replay=replays/candy-1.json');
  assert.equal(await page.isDisabled('#toggle-heat'), !games['candy-1'].replay.turns.some((t) => t.debug));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('candy: the view the viewer draws is known terrain in the next map the judge sent', async () => {
  const page = await h.page(br.context);
  await open(page, '?replay=replays/candy-1.json');
  const r = games['candy-1'].replay, frames = candyFrames(r), out = [];
  let checked = 0;
  // the view cells drawn in #cd-overlay on each of Maki's frames, found among the drawn cells by their centre
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i];
    if (f.sub !== 0 || f.ti + 1 >= r.turns.length) continue;
    await page.evaluate((k) => window.ReplayViewer.seek(k), i);
    const cells = await page.evaluate(() => {
      const all = Array.from(document.querySelectorAll('#cd-cells rect')), n = Math.round(Math.sqrt(all.length));
      return Array.from(document.querySelectorAll('#cd-overlay rect.view')).map((v) => {
        const x = +v.getAttribute('x') + +v.getAttribute('width') / 2, y = +v.getAttribute('y') + +v.getAttribute('height') / 2;
        const k = all.findIndex((q) => x >= +q.getAttribute('x') && x < +q.getAttribute('x') + +q.getAttribute('width') &&
                                       y >= +q.getAttribute('y') && y < +q.getAttribute('y') + +q.getAttribute('height'));
        return [Math.floor(k / n) + 1, k % n + 1, v.getAttribute('class')];
      });
    });
    assert.ok(cells.some((c) => c[0] === f.maki.pos[0] && c[1] === f.maki.pos[1] && /full/.test(c[2])), 'frame ' + i + ': Maki\'s cell is in her view');
    const next = r.turns[f.ti + 1].map;
    for (const [x, y, cls] of cells) {
      const ch = next[x - 1][y - 1], wall = r.maze[x - 1][y - 1] === '#';
      checked++;
      if (ch === '?' || (wall && ch !== '#')) out.push('turn ' + f.turn + ' cell ' + x + ',' + y + ' ' + cls + ' is ' + ch);
    }
  }
  const bad = { out, checked };
  assert.ok(bad.checked > r.turns.length, 'view cells were checked');
  assert.deepEqual(bad.out, []);
  await page.close();
});

test('the exact seed beyond 2^53, from the page and from the file; a given name stays whole', async () => {
  const want = 'Sakura Duel \u2014 AC/DC vs sakura-rusher (seed 18446744073709551615)';
  const page = await h.page(br.context);
  await page.goto('file://' + path.join(REPLAYS, 'sakura-bigseed.html'));
  await page.waitForFunction(() => window.ReplayViewer && window.ReplayViewer.frames() > 0);
  assert.equal(await page.textContent('#title'), want);
  await open(page, '?replay=replays/sakura-bigseed.json');
  assert.equal(await page.textContent('#title'), want);
  assert.match(await page.textContent('#result'), /P1 AC\/DC/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('candy: the capture is marked when it happens, and what shares a cell stays visible', async () => {
  const page = await h.page(br.context);
  // caught by the tagger's second action of turn 2: frames 3 (Maki), 4 (tagger 1), 5 (tagger 2)
  await open(page, '?replay=replays/candy-even2.json#frame=4');
  assert.equal(await page.getAttribute('#log li:last-child', 'class'), 'later', 'the capture is still to come');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('#log li:last-child', 'class'), 'now caught');
  const cx = (id) => page.evaluate((i) => +document.querySelector('#' + i + ' circle').getAttribute('cx'), id);
  assert.notEqual(await cx('cd-maki'), await cx('cd-tagger'), 'both tokens on the capture cell are seen');
  // a candy under the standing tagger (turns 2-5) is drawn on top, in its corner
  await open(page, '?replay=replays/candy-under.json#turn=3');
  assert.equal(await page.locator('#cd-marks circle.candy.under[data-x="7"][data-y="6"]').count(), 1);
  assert.equal(await page.locator('#cd-items circle.candy[data-x="7"][data-y="6"]').count(), 0);
  // the keys still drive the player after a toggle is clicked
  const before = (await shown(page)).frame;
  await page.click('#toggle-memory');
  await page.keyboard.press('ArrowRight');
  assert.equal((await shown(page)).frame, before + 1, 'ArrowRight after clicking a toggle');
  await page.keyboard.press('End');
  assert.equal((await shown(page)).frame, await page.evaluate(() => window.ReplayViewer.frames() - 1));
  // ... and Space plays (the box ticked with the pointer gave the keys back)
  const ticked = await page.isChecked('#toggle-memory');
  await page.keyboard.press('Space');
  assert.equal(await page.evaluate(() => window.ReplayViewer.playing()), true, 'Space after a click plays');
  assert.equal(await page.isChecked('#toggle-memory'), ticked, 'Space did not tick the box');
  await page.keyboard.press('Space');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('sakura: marks on one cell stack (a clash and an out)', async () => {
  const page = await h.page(br.context);
  await open(page, '?replay=replays/sakura-double-out.json#frame=1');
  const marks = await page.evaluate(() => Array.from(document.querySelectorAll('#sk-marks text'))
    .map((t) => t.textContent + '@' + t.getAttribute('x') + ',' + t.getAttribute('y')));
  const clash = marks.find((m) => m.startsWith('CLASH@')), outs = marks.filter((m) => m.startsWith('OUT@'));
  assert.ok(clash && outs.length === 2, JSON.stringify(marks));
  assert.ok(outs.every((o) => o.slice(4) !== clash.slice(6)), 'CLASH is not under an OUT: ' + JSON.stringify(marks));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('pointer over a cell names what is there', async () => {
  const page = await h.page(br.context);
  const sk = games['sakura-1'].replay;
  await open(page, '?replay=replays/sakura-1.json#frame=0');
  await page.hover('#cells rect.vein');
  assert.equal(await page.textContent('#cell-info'), 'cell ' + cellText(sk.init.vein) + ' · the spirit vein');
  await page.hover('#sk-p1 circle');
  assert.equal(await page.textContent('#cell-info'), 'cell ' + cellText(sk.init.p1) + ' · P1, HP 10');
  await open(page, '?replay=replays/candy-1.json#frame=1');
  const t = games['candy-1'].replay.turns[0];
  await page.hover('#cd-maki');
  const info = await page.textContent('#cell-info');
  assert.ok(info.startsWith('cell ' + cellText(t.maki.pos) + ': passage'), info);
  assert.match(info, / · Maki · in Maki's view \(full\)/);
  await page.mouse.move(1, 1);
  assert.equal(await page.textContent('#cell-info'), '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('keyboard: arrows, turn keys, Home/End, space plays and pauses, +/- speed', async () => {
  const page = await h.page(br.context);
  const frames = sakuraFrames(games['sakura-2'].replay);
  await open(page, '?replay=replays/sakura-2.json');
  const fr = async () => {   // the frame shown and the seek bar, read at one moment (playback may be running)
    const [f, bar] = await page.evaluate(() => [document.getElementById('viewer').getAttribute('data-frame'),
                                                document.getElementById('seek').value]);
    assert.equal(bar, f, 'the seek bar is at the frame shown');
    return +f;
  };
  assert.equal(await fr(), 0);
  await page.keyboard.press('End');
  assert.equal(await fr(), frames.length - 1);
  await page.keyboard.press('Home');
  assert.equal(await fr(), 0);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await fr(), 3);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await fr(), 2);
  await page.keyboard.press('ArrowDown');    // next turn's first frame
  const s = await shown(page);
  assert.equal(s.turn, frames[2].turn + 1);
  assert.equal(frames[s.frame - 1].turn, frames[2].turn);
  await page.keyboard.press('ArrowUp');      // already at a turn's start: to the previous turn's
  assert.equal((await shown(page)).turn, frames[2].turn);
  // mid-turn, ArrowUp goes back to this turn's first frame
  const mid = frames.findIndex((f, k) => k > 0 && frames[k - 1].turn === f.turn);
  assert.ok(mid > 0, 'sakura-2 has a turn of two frames');
  await page.evaluate((k) => window.ReplayViewer.seek(k), mid);
  await page.keyboard.press('ArrowUp');
  assert.equal(await fr(), frames.findIndex((f) => f.turn === frames[mid].turn), 'ArrowUp mid-turn: this turn\'s start');
  await page.selectOption('#speed', '16');
  await page.focus('#seek');
  await page.keyboard.press('Home');
  await page.keyboard.press(' ');
  assert.equal(await page.evaluate(() => window.ReplayViewer.playing()), true);
  assert.equal(await page.textContent('#btn-play'), 'Pause');
  await page.waitForFunction(() => window.ReplayViewer.frame() >= 3);
  await page.keyboard.press(' ');
  assert.equal(await page.evaluate(() => window.ReplayViewer.playing()), false);
  assert.equal(await page.textContent('#btn-play'), 'Play', 'paused: the button offers Play');
  const stopped = await fr();
  await page.waitForTimeout(200);
  assert.equal(await fr(), stopped, 'paused playback stays');
  await page.keyboard.press('-');
  assert.equal(await page.inputValue('#speed'), '8');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  assert.equal(await page.inputValue('#speed'), '16', 'speed stops at the fastest');
  // buttons and the seek bar
  await page.click('#btn-last');
  assert.equal(await fr(), frames.length - 1);
  await page.click('#btn-first');
  await page.click('#btn-next');
  await page.click('#btn-next');
  await page.click('#btn-prev');
  assert.equal(await fr(), 1);
  await page.fill('#seek', '5');
  assert.equal(await fr(), 5);
  // play to the end stops there
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.click('#btn-play');
  await page.waitForFunction(() => !window.ReplayViewer.playing());
  assert.equal(await fr(), frames.length - 1);
  assert.equal(await page.textContent('#btn-play'), 'Play', 'stopped at the end: the button offers Play');
  // Space at the end plays again from the start
  await page.focus('#seek');
  await page.keyboard.press(' ');
  assert.ok(await fr() < frames.length - 1, 'Space at the end restarts');
  assert.equal(await page.evaluate(() => window.ReplayViewer.playing()), true);
  await page.keyboard.press(' ');
  await page.screenshot({ path: path.join(ART, 'sakura-2-controls.png') });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('playback waits a frame\'s time divided by the speed chosen', async () => {
  const page = await h.page(br.context);
  // record the delays the page asks of setTimeout (what sets the pace of playback)
  await page.addInitScript(() => {
    const st = window.setTimeout;
    window.__delays = [];
    window.setTimeout = function (fn, ms) { window.__delays.push(ms); return st.apply(this, arguments); };
  });
  await open(page, '?replay=replays/sakura-2.json');
  const delayAt = async (sp) => {
    await page.selectOption('#speed', sp);
    await page.keyboard.press('Home');
    await page.evaluate(() => { window.__delays = []; });
    await page.click('#btn-play');
    await page.waitForFunction(() => window.__delays.length > 0);
    const d = await page.evaluate(() => window.__delays.slice());
    await page.click('#btn-play');
    assert.equal(await page.evaluate(() => window.ReplayViewer.playing()), false);
    return d[0];
  };
  const d1 = await delayAt('1'), d4 = await delayAt('4'), d16 = await delayAt('16');
  assert.ok(d1 > 0, 'a frame at 1x waits ' + d1 + ' ms');
  assert.ok(Math.abs(d1 / d4 - 4) < 1e-9 && Math.abs(d1 / d16 - 16) < 1e-9, 'delays at 1x, 4x, 16x: ' + [d1, d4, d16]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('URL hash: opens at #turn= or #frame=, follows edits, is rewritten on each seek', async () => {
  const page = await h.page(br.context);
  const frames = candyFrames(games['candy-1'].replay);
  await open(page, '?replay=replays/candy-1.json#turn=5');
  let s = await shown(page);
  assert.equal(s.frame, frames.findIndex((f) => f.turn === 5));
  assert.equal(s.hash, '#turn=5&frame=' + s.frame);
  await open(page, '?replay=replays/candy-1.json#frame=17');
  s = await shown(page);
  assert.equal(s.frame, 17);
  assert.equal(s.turn, frames[17].turn);
  await page.evaluate(() => { location.hash = '#frame=3'; });
  await page.waitForFunction(() => window.ReplayViewer.frame() === 3);
  await open(page, '?replay=replays/candy-1.json#frame=999999');
  assert.equal((await shown(page)).frame, frames.length - 1, 'a frame past the end shows the last');
  await open(page, '?replay=replays/candy-1.json#frame=4294967296');
  assert.equal((await shown(page)).frame, frames.length - 1, 'so does one past 2^32');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('file picker and drag and drop load a replay', async () => {
  const page = await h.page(br.context);
  await page.goto(base + '/#frame=5');
  assert.equal(await page.isVisible('#welcome'), true);
  await page.setInputFiles('#file-input', path.join(REPLAYS, 'sakura-1.json'));
  await page.waitForFunction(() => window.ReplayViewer.frames() > 0);
  assert.equal((await shown(page)).frame, 0, 'a picked file starts at its first frame');
  assert.equal(await page.getAttribute('#viewer', 'data-game'), 'sakura');
  const text = fs.readFileSync(path.join(REPLAYS, 'candy-hand.json'), 'utf8');
  await page.evaluate((t) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], 'dropped.json', { type: 'application/json' }));
    document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, text);
  await page.waitForFunction(() => document.getElementById('viewer').getAttribute('data-game') === 'candy');
  assert.equal(await page.evaluate(() => window.ReplayViewer.frames()), candyFrames(games['candy-hand'].replay).length);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the judges\' --html files are self-contained and open from file://', async () => {
  for (const [name, game] of [['sakura-1', 'sakura'], ['candy-1', 'candy']]) {
    const page = await h.page(br.context);
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    const file = path.join(REPLAYS, name + '.html');
    await page.goto('file://' + file + '#frame=4');
    await page.waitForFunction(() => window.ReplayViewer && window.ReplayViewer.frames() > 0);
    assert.equal(await page.getAttribute('#viewer', 'data-game'), game);
    const want = game === 'sakura' ? sakuraFrames(games[name].replay) : candyFrames(games[name].replay);
    assert.equal(await page.evaluate(() => window.ReplayViewer.frames()), want.length);
    const s = await shown(page);
    assert.equal(s.frame, 4, 'the hash works from file:// too');
    (game === 'sakura' ? checkSakura : checkCandy)(s, want[4], name + '.html frame 4');
    await page.keyboard.press('End');
    assert.equal((await shown(page)).frame, want.length - 1);
    assert.deepEqual(requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:')), [],
                     'no network requests');
    await page.screenshot({ path: path.join(ART, name + '-export.png') });
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('build-page.sh inlines the sources once and refuses what would break the page', () => {
  const script = path.join(ROOT, 'web', 'build-page.sh');
  const built = execFileSync(script, [path.join(ROOT, 'web', 'index.html')]).toString();
  assert.equal(built.split('/*__EMBEDDED_REPLAY__*/null').length, 2, 'the marker appears once');
  assert.doesNotMatch(built, /<script src=|<link rel="stylesheet"/, 'every source is inlined');
  const dir = fs.mkdtempSync(path.join(ART, 'page-'));
  const page = '<html><head>\n<link rel="stylesheet" href="a.css">\n</head><body>\n' +
               '<script src="a.js"></script>\n<script>var X = /*__EMBEDDED_REPLAY__*/null;</script>\n</body></html>\n';
  fs.writeFileSync(path.join(dir, 'p.html'), page);
  fs.writeFileSync(path.join(dir, 'a.css'), 'b { color: red; }\n');
  const run = () => execFileSync(script, [path.join(dir, 'p.html')], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  fs.writeFileSync(path.join(dir, 'a.js'), 'var ok = 1;\n');
  const out = run();
  assert.match(out, /<style>\nb \{ color: red; \}\n<\/style>\n/);
  assert.match(out, /<script>\nvar ok = 1;\n<\/script>\n/);
  for (const bad of ['var s = "</script>";\n', 'var m = "/*__EMBEDDED_REPLAY__*/null";\n', '<!-- x\n']) {
    fs.writeFileSync(path.join(dir, 'a.js'), bad);
    assert.throws(run, /build-page: /, 'refused: ' + bad.trim());
  }
  fs.writeFileSync(path.join(dir, 'a.js'), 'var ok = 1;\n');
  for (const bad of ['b { color: red; }\n</style>\n', '<!-- x\n', 'b::after { content: "</script>"; }\n']) {
    fs.writeFileSync(path.join(dir, 'a.css'), bad);
    assert.throws(run, /build-page: /, 'refused in a.css: ' + bad.trim());
  }
  fs.writeFileSync(path.join(dir, 'a.css'), 'b { color: red; }\n');
  fs.rmSync(path.join(dir, 'a.js'));
  assert.throws(run, /refers to missing/);
});

// ---- broken input: always a clear message, never a blank page ----

async function expectError(page, pattern, shot) {
  await page.waitForFunction(() => document.getElementById('message').className === 'error');
  const msg = (await page.textContent('#message')).replace(/\s+/g, ' ');
  assert.match(msg, pattern);
  assert.equal(await page.isVisible('#message'), true);
  assert.equal(await page.isVisible('#viewer'), false);
  assert.equal(await page.isVisible('#open'), true, 'the picker stays usable');
  if (shot) await page.screenshot({ path: path.join(ART, shot) });
  return msg;
}

test('malformed, truncated or wrong replays show a clear message', async () => {
  const good = fs.readFileSync(path.join(REPLAYS, 'candy-1.json'), 'utf8');
  const sak = JSON.parse(fs.readFileSync(path.join(REPLAYS, 'sakura-1.json'), 'utf8'));
  const bad = path.join(REPLAYS, 'bad');
  fs.mkdirSync(bad, { recursive: true });
  const cases = [
    ['truncated.json', good.slice(0, Math.floor(good.length / 2)), /not valid JSON, perhaps truncated/],
    ['empty.json', '', /the file is empty/],
    ['array.json', '[1,2,3]', /an array, not a replay object/],
    ['nogame.json', '{"turns":[]}', /"game" is missing/],
    ['chess.json', '{"game":"chess"}', /unknown game "chess"/],
    ['noturns.json', JSON.stringify(Object.assign({}, sak, { turns: undefined })), /replay\.turns is missing/],
    ['badpos.json', JSON.stringify(Object.assign({}, sak, { turns: [Object.assign({}, sak.turns[0], {
      steps: [{ p1: { pos: [3], hp: 10 }, p2: { pos: [3, 3], hp: 10 } }] })] })), /turns\[0\]\.steps\[0\]\.p1\.pos must have 2 entries/],
    ['badmaze.json', good.replace(/"maze":\["/, '"maze":["x'), /maze\[0\] must have \d+ characters/],
    // a pushed-out player is on the first off-board cell (rules §3.6), never farther
    ['farpos.json', JSON.stringify(Object.assign({}, sak, { turns: [Object.assign({}, sak.turns[0], {
      steps: [{ p1: { pos: [30, 30], hp: 10 }, p2: { pos: [3, 3], hp: 10 } }] })] })),
     /turns\[0\]\.steps\[0\]\.p1\.pos\[0\] must be within 0\.\.8 \(got 30\)/],
    // a name every object inherits is no direction
    ['protodir.json', good.replace(/("maki":\{"pos":\[\d+,\d+\],"dir":)"[URDL]"/, '$1"constructor"'),
     /init\.maki\.dir must be one of "U","R","D","L" \(got "constructor"\)/],
    ['players.json', good.replace(/"players":\[[^\]]*\]/, '"players":"x"'), /players must be an array \(got "x"\)/],
    // a result names its reason (and, for Candy, the score and turn) or is not shown as one
    ['candyresult.json', good.replace(/"result":\{[^}]*\}/, '"result":{}'), /result\.score is missing/],
    ['sakuraresult.json', JSON.stringify(Object.assign({}, sak, { result: { winner: 1 } })), /result\.reason is missing/],
  ];
  const page = await h.page(br.context);
  for (const [file, text, pattern] of cases) {
    fs.writeFileSync(path.join(bad, file), text);
    await page.goto(base + '/?replay=replays/bad/' + file);
    await expectError(page, pattern, file === 'truncated.json' ? 'error-truncated.png' : null);
  }
  await page.goto(base + '/?replay=replays/bad/missing.json');
  await expectError(page, /Cannot fetch replays\/bad\/missing\.json.*404/);
  await page.goto(base + '/?replay=%E0%A4%A');
  await expectError(page, /Cannot read \?replay=.*not valid percent-encoding/);
  // a good replay after a bad one replaces the message
  await page.setInputFiles('#file-input', path.join(REPLAYS, 'sakura-1.json'));
  await page.waitForFunction(() => window.ReplayViewer.frames() > 0);
  assert.equal(await page.isVisible('#message'), false);
  assert.equal(await page.isVisible('#viewer'), true);
  // the picker reports a bad file the same way
  await page.setInputFiles('#file-input', path.join(bad, 'truncated.json'));
  await expectError(page, /truncated\.json.*not valid JSON/);
  const errs = page.errors.filter((e) => !/404/.test(e));
  assert.deepEqual(errs, [], 'bad input is reported on the page, not thrown');
  await page.close();
});

test('a replay of another format version is shown, with a note naming its version', async () => {
  const sak = JSON.parse(fs.readFileSync(path.join(REPLAYS, 'sakura-1.json'), 'utf8'));
  const dir = path.join(REPLAYS, 'ver');
  fs.mkdirSync(dir, { recursive: true });
  const page = await h.page(br.context);
  for (const [file, version, note] of [['v2.json', 2, /"version" is 2, not 1/], ['vnone.json', undefined, /"version" is missing, not 1/],
                                       ['v1.json', 1, null]]) {
    fs.writeFileSync(path.join(dir, file), JSON.stringify(Object.assign({}, sak, { version: version })));
    await open(page, '?replay=replays/ver/' + file);
    assert.equal(await page.isVisible('#viewer'), true, file + ' is shown');
    const msg = await page.$eval('#message', (e) => ({ cls: e.className, text: e.textContent }));
    if (note) { assert.equal(msg.cls, 'note', file); assert.match(msg.text, note); }
    else assert.equal(msg.cls, 'hidden', file + ': no note');
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

// Deterministic mutations of real replays: a value replaced, a key deleted,
// an array emptied or cut.  Each must either show (every frame drawn) or be
// refused by validation with a message; never a crash of the viewer.
function mutants(replay, count, seed) {
  let s = seed;
  const rnd = (k) => { s = (s * 1103515245 + 12345) % 2147483648; return (s >> 8) % k; };
  const paths = [];
  (function walkObj(v, p) {
    if (v !== null && typeof v === 'object') {
      for (const k of Object.keys(v)) { paths.push(p.concat(k)); if (p.length < 6) walkObj(v[k], p.concat(k)); }
    }
  })(replay, []);
  const odd = [null, -1, 0, 99, 'x', '', [], {}, [1], [1, 2, 3], true, 1.5, [[1, 2]], ['#']];
  const out = [];
  for (let i = 0; i < count; i++) {
    const r = JSON.parse(JSON.stringify(replay));
    const p = paths[rnd(paths.length)];
    let parent = r;
    for (const k of p.slice(0, -1)) parent = parent[k];
    const last = p[p.length - 1], op = rnd(3);
    if (op === 0) parent[last] = odd[rnd(odd.length)];
    else if (op === 1) { if (Array.isArray(parent)) parent.splice(last, 1); else delete parent[last]; }
    else if (Array.isArray(parent[last])) parent[last] = parent[last].slice(0, rnd(parent[last].length + 1));
    else parent[last] = odd[rnd(odd.length)];
    out.push({ what: p.join('.') + ' op' + op, text: JSON.stringify(r) });
  }
  return out;
}

test('mutated replays are shown or refused with a message, never crash the viewer', async () => {
  const page = await h.page(br.context);
  await page.goto(base + '/');
  let shownCount = 0, refused = 0;
  for (const [name, seed] of [['sakura-1', 7], ['sakura-hand', 8], ['candy-hand', 9]]) {
    for (const mu of mutants(games[name].replay, 60, seed)) {
      const res = await page.evaluate((text) => {
        window.ReplayViewer.loadText(text, 'mutant');
        const msg = document.getElementById('message');
        if (msg.className === 'error') return { error: msg.textContent };
        const n = window.ReplayViewer.frames();
        for (let i = 0; i < n; i++) {
          window.ReplayViewer.seek(i);
          if (msg.className === 'error') return { error: msg.textContent, frame: i };
        }
        return { frames: n };
      }, mu.text);
      if (res.error) {
        refused++;
        assert.doesNotMatch(res.error, /viewer failed/, name + ' ' + mu.what + ': ' + res.error);
      } else {
        shownCount++;
      }
    }
  }
  assert.ok(shownCount > 20 && refused > 20, 'both outcomes were exercised (' + shownCount + ' shown, ' + refused + ' refused)');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an --html file cut before its embedded replay shows a message, not a blank page', async () => {
  const html = fs.readFileSync(path.join(REPLAYS, 'sakura-1.html'), 'utf8');
  const at = (s, off) => { const i = html.indexOf(s); assert.ok(i >= 0, s); return i + off; };
  const cuts = {
    'in-style': at('<style>', 300),
    'in-common-js': at('common.js', 400),
    'in-sakura-js': at('sakura.js --', 5000),
    'in-viewer-js': at('viewer.js --', 3000),
    'before-replay': at('var EMBEDDED_REPLAY', 0),
  };
  const page = await h.page(br.context);
  for (const [name, pos] of Object.entries(cuts)) {
    assert.ok(pos < html.indexOf('var EMBEDDED_REPLAY = ') + 1, name + ' cuts before the replay');
    const file = path.join(REPLAYS, 'bad', 'cut-' + name + '.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html.slice(0, pos));
    await page.goto('file://' + file);
    await page.waitForLoadState('load');
    const text = (await page.evaluate(() => document.body ? document.body.innerText : '')).replace(/\s+/g, ' ');
    assert.match(text, /cut short or is damaged|embedded replay cannot be read/, name + ': ' + text.slice(0, 120));
    /* no Open button where no viewer runs to answer it */
    if (name !== 'before-replay') assert.doesNotMatch(text, /Open replay/, name + ': ' + text.slice(0, 120));
  }
  /* the whole page: the boot line is gone once the viewer runs */
  await page.goto('file://' + path.join(REPLAYS, 'sakura-1.html'));
  await page.waitForFunction(() => window.ReplayViewer && window.ReplayViewer.frames() > 0);
  assert.equal(await page.$('#boot'), null);
  await page.close();
});

test('a truncated --html file and ?replay= from file:// say what is wrong', async () => {
  const html = fs.readFileSync(path.join(REPLAYS, 'sakura-1.html'), 'utf8');
  const cut = path.join(REPLAYS, 'bad', 'cut.html');
  fs.mkdirSync(path.dirname(cut), { recursive: true });
  const at = html.indexOf('var EMBEDDED_REPLAY = ') + 2000;
  fs.writeFileSync(cut, html.slice(0, at));
  const page = await h.page(br.context);
  await page.goto('file://' + cut);
  await expectError(page, /embedded replay cannot be read.*damaged or truncated/, 'error-cut-html.png');
  await page.goto('file://' + path.join(ROOT, 'web', 'index.html') + '?replay=x.json');
  await expectError(page, /Cannot fetch x\.json from a file:\/\/ page/);
  await page.close();
});
