/*
 * candy.js -- Maki's Candy Hunt replays (docs/rules/candy-hunt.md §7;
 * the replay format is docs/candy-replay.md).
 *
 * Frames: frame 0 is the set-up (turn 0).  Each turn t then has one frame
 * after Maki's action (candy eaten and respawned, score) and one per tagger
 * action (one on odd turns, two on even ones, fewer when the game ended).
 * A frame keeps Maki's and the tagger's cell and facing, the candy cells,
 * the score, and `kt`, the index of the turn whose map and debug data go
 * with it (the map Maki was sent at the start of that turn; frame 0 uses
 * turn 1's).
 *
 * Two ways to draw the maze: the truth (terrain, candies, both characters,
 * the cells Maki's view covers, the tagger's recent path) or "what Maki
 * knew": the map it was sent, unknown cells fogged, remembered candy shown.
 * The view follows docs/rules/candy-hunt.md §2: full cells ahead up to the first wall, and
 * terrain-only cells (left, right, back, and the sides of the line ahead);
 * after a look around (O) the union of the four facings.  Optional bot
 * debug data (turns[i].debug.heat, N x N numbers >= 0) draws as a heat map.
 */
(function () {
  'use strict';
  var TRAIL = 8;                      /* tagger positions kept in its path */
  var BOARD_PX = 600;                 /* target board width */
  var HEAT_MIN = 0.08, HEAT_SPAN = 0.6;   /* heat cell opacity: MIN + SPAN * v / max */
  var DIRS = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1] };
  var MAP_CHARS = /^[?#.CPHX]*$/;
  var active = null;                  /* the model mounted last, for redraws */

  /* ---- validation ---- */

  function dir(v, path) {
    if (!(typeof v === 'string' && RV.has(DIRS, v))) RV.fail(path, 'must be one of "U","R","D","L" (got ' + RV.short(v) + ')');
  }

  function actor(v, path, n) {
    RV.cell(RV.need(v, 'pos', path), path + '.pos', 1, n);
    dir(RV.need(v, 'dir', path), path + '.dir');
  }

  function cells(v, path, n) {
    RV.arr(v, path).forEach(function (c, i) { RV.cell(c, path + '[' + i + ']', 1, n); });
  }

  function rows(v, path, n, re, what) {
    RV.arr(v, path, n).forEach(function (s, i) {
      RV.str(s, path + '[' + i + ']');
      if (s.length !== n) RV.fail(path + '[' + i + ']', 'must have ' + n + ' characters (has ' + s.length + ')');
      if (!re.test(s)) RV.fail(path + '[' + i + ']', 'may only hold ' + what);
    });
  }

  function validTurn(t, i, n) {
    var p = 'turns[' + i + ']';
    RV.int(RV.need(t, 'turn', p), p + '.turn', 1, 1000);
    RV.int(RV.need(t, 'footsteps', p), p + '.footsteps', 0, 9);
    rows(RV.need(t, 'map', p), p + '.map', n, MAP_CHARS, 'the map characters ?#.CPHX');
    RV.str(RV.need(t, 'action', p), p + '.action');
    actor(RV.need(t, 'maki', p), p + '.maki', n);
    var ate = RV.need(t, 'ate', p), re = RV.need(t, 'respawn', p);
    if (ate !== null) RV.cell(ate, p + '.ate', 1, n);
    if (re !== null) RV.cell(re, p + '.respawn', 1, n);
    RV.arr(RV.need(t, 'tagger', p), p + '.tagger').forEach(function (a, k) {
      var tp = p + '.tagger[' + k + ']';
      actor(a, tp, n);
      RV.str(RV.need(a, 'action', tp), tp + '.action');
    });
    if (t.tagger.length > 2) RV.fail(p + '.tagger', 'has ' + t.tagger.length + ' entries (at most 2)');
    cells(RV.need(t, 'candies', p), p + '.candies', n);
    RV.int(RV.need(t, 'score', p), p + '.score', 0, 100000);
    if (typeof RV.need(t, 'caught', p) !== 'boolean') RV.fail(p + '.caught', 'must be true or false');
  }

  function validate(r) {
    var n = RV.int(RV.need(r, 'n', 'replay'), 'n', 3, 64);
    rows(RV.need(r, 'maze', 'replay'), 'maze', n, /^[#.]*$/, '"#" and "."');
    var init = RV.need(r, 'init', 'replay');
    actor(RV.need(init, 'maki', 'init'), 'init.maki', n);
    actor(RV.need(init, 'tagger', 'init'), 'init.tagger', n);
    cells(RV.need(init, 'candies', 'init'), 'init.candies', n);
    if ('players' in r) RV.str(RV.arr(r.players, 'players', 1)[0], 'players[0]');
    RV.arr(RV.need(r, 'turns', 'replay'), 'turns').forEach(function (t, i) { validTurn(t, i, n); });
    if ('result' in r) {
      RV.int(RV.need(r.result, 'score', 'result'), 'result.score', 0, 1e9);
      RV.int(RV.need(r.result, 'turn', 'result'), 'result.turn', 0, 1e9);
      RV.str(RV.need(r.result, 'reason', 'result'), 'result.reason');
    }
  }

  /* a heat map, or null with a warning when it is not N x N numbers >= 0 */
  function readHeat(t, i, n, warnings) {
    if (!RV.isObj(t.debug) || !('heat' in t.debug)) return null;
    var h = t.debug.heat;
    var ok = Array.isArray(h) && h.length === n && h.every(function (row) {
      return Array.isArray(row) && row.length === n && row.every(function (v) {
        return typeof v === 'number' && isFinite(v) && v >= 0;
      });
    });
    if (!ok) {
      warnings.push('turns[' + i + '].debug.heat is not ' + n + ' x ' + n + ' numbers >= 0: not shown.');
      return null;
    }
    var max = 0;
    h.forEach(function (row) { row.forEach(function (v) { if (v > max) max = v; }); });
    return { v: h, max: max };
  }

  /* ---- model ---- */

  function build(r) {
    var init = r.init;
    var warnings = [];
    var heat = r.turns.map(function (t, i) { return readHeat(t, i, r.n, warnings); });
    var st = { maki: init.maki, tagger: init.tagger, candies: init.candies, score: 0 };
    var frames = [{ turn: 0, sub: 0, ti: -1, kt: 0, label: 'Set-up', maki: st.maki, tagger: st.tagger,
                    candies: st.candies, score: 0, caught: false }];
    r.turns.forEach(function (t, ti) {
      var f = { turn: t.turn, sub: 0, ti: ti, kt: ti, label: 'Turn ' + t.turn + ' \u00b7 Maki',
                maki: t.maki, tagger: st.tagger, candies: t.candies, score: t.score, caught: false };
      frames.push(f);
      t.tagger.forEach(function (a, k) {
        f = { turn: t.turn, sub: k + 1, ti: ti, kt: ti, label: 'Turn ' + t.turn + ' \u00b7 tagger ' + (k + 1),
              maki: t.maki, tagger: a, from: f.tagger, candies: t.candies, score: t.score, caught: false };
        frames.push(f);
      });
      st.tagger = f.tagger;
      if (t.caught) f.caught = true;
    });
    var names = (r.players || ['Maki']).map(RV.shortName);
    return { replay: r, frames: frames, heat: heat, warnings: warnings,
             hasHeat: heat.some(function (h) { return h !== null; }),
             title: 'Candy Hunt \u2014 ' + names[0] + ' (seed ' + RV.seedText(r) + ', N=' + r.n +
                    (r.gen ? ', ' + r.gen : '') + (r.tagger ? ', ' + r.tagger : '') + ')' };
  }

  /* ---- view (docs/rules/candy-hunt.md §2) ---- */

  function inside(n, c) { return c[0] >= 1 && c[0] <= n && c[1] >= 1 && c[1] <= n; }
  function wall(m, c) { return m.replay.maze[c[0] - 1][c[1] - 1] === '#'; }
  function key(c) { return c[0] + ',' + c[1]; }

  /* map "x,y" -> 'full' | 'terrain' for Maki's view facing d from p */
  function viewOne(m, p, d, out) {
    var n = m.replay.n, v = DIRS[d];
    var left = [-v[1], v[0]], right = [v[1], -v[0]];
    function put(c, kind) {
      if (!inside(n, c)) return;
      if (kind === 'full' || !out[key(c)]) out[key(c)] = kind;
    }
    put(p, 'full');
    [left, right, [-v[0], -v[1]]].forEach(function (s) { put([p[0] + s[0], p[1] + s[1]], 'terrain'); });
    var q = [p[0] + v[0], p[1] + v[1]];
    while (inside(n, q)) {
      put(q, 'full');
      if (wall(m, q)) break;
      put([q[0] + left[0], q[1] + left[1]], 'terrain');
      put([q[0] + right[0], q[1] + right[1]], 'terrain');
      q = [q[0] + v[0], q[1] + v[1]];
    }
    return out;
  }

  function viewCells(m, f) {
    var out = {};
    var lookAround = f.ti >= 0 && f.sub === 0 && m.replay.turns[f.ti].action === 'O';
    (lookAround ? ['U', 'R', 'D', 'L'] : [f.maki.dir]).forEach(function (d) { viewOne(m, f.maki.pos, d, out); });
    /* full wins over terrain-only, whichever facing gave it */
    return out;
  }

  /* ---- drawing ---- */

  function geom(n) {
    var cs = Math.max(18, Math.min(48, Math.floor(BOARD_PX / (n + 1))));
    return { cs: cs, off: cs * 0.8 };
  }

  function mount(m, board, side) {
    active = m;
    var n = m.replay.n, g = geom(n);
    m.g = g;
    var size = g.off + n * g.cs + 4;
    var s = RV.svg('svg', { id: 'board', viewBox: '0 0 ' + size + ' ' + size, width: size, height: size,
                            'class': 'candy-board' }, board);
    var defs = RV.svg('defs', null, s);
    var pat = RV.svg('pattern', { id: 'fog', width: 6, height: 6, patternUnits: 'userSpaceOnUse',
                                  patternTransform: 'rotate(45)' }, defs);
    RV.svg('rect', { width: 6, height: 6, fill: '#8d8fa0' }, pat);
    RV.svg('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: '#a9abba', 'stroke-width': 3 }, pat);
    for (var k = 1; k <= n; k++) {
      RV.svg('text', { x: g.off + (k - 0.5) * g.cs, y: g.off * 0.7, 'class': 'coord small' }, s).textContent = String(k);
      RV.svg('text', { x: g.off * 0.5, y: g.off + (k - 0.5) * g.cs + 4, 'class': 'coord small' }, s).textContent = String(k);
    }
    ['cells', 'overlay', 'trail', 'items', 'actors', 'marks'].forEach(function (id) {
      RV.svg('g', { id: 'cd-' + id }, s);
    });
    RV.svg('text', { id: 'board-banner', x: size / 2, y: size / 2, 'class': 'banner' }, s);
    RV.html('div', { id: 'board-caption', 'class': 'caption' }, board);
    var info = RV.html('div', { id: 'cell-info', 'class': 'caption' }, board);
    RV.hoverCells(s, info, function (px, py) {
      var x = Math.floor((py - g.off) / g.cs) + 1, y = Math.floor((px - g.off) / g.cs) + 1;
      return inside(n, [x, y]) ? [x, y] : null;
    }, function (c) { return describeCell(m, c); });
    mountSide(m, side);
  }

  function row(parent, label, id) {
    var r = RV.html('div', { 'class': 'row' }, parent);
    RV.html('span', { 'class': 'lbl' }, r, label);
    return RV.html('b', { id: id }, r);
  }

  function toggle(parent, id, label, checked, disabled, title) {
    var l = RV.html('label', { 'class': 'toggle', title: title }, parent);
    var box = RV.html('input', { type: 'checkbox', id: id }, l);
    box.checked = checked;
    box.disabled = disabled;
    /* ticked with the pointer: the keys go back to the player (Space plays) */
    box.addEventListener('click', function (e) { if (e.detail > 0) box.blur(); });
    l.appendChild(document.createTextNode(' ' + label));
    return box;
  }

  function mountSide(m, side) {
    var info = RV.html('div', { 'class': 'info' }, side);
    RV.html('span', null, info, 'Turn ');
    RV.html('b', { id: 'turn' }, info);
    RV.html('span', null, info, ' \u00b7 ');
    RV.html('b', { id: 'phase' }, info);
    var sc = RV.html('div', { 'class': 'scorebox' }, side);
    RV.html('span', null, sc, 'Score ');
    RV.html('b', { id: 'score' }, sc);
    RV.html('span', null, sc, ' \u00b7 footsteps ');
    RV.html('b', { id: 'footsteps' }, sc);
    RV.html('span', { id: 'footsteps-bar', 'class': 'fbar' }, sc);
    var tg = RV.html('div', { 'class': 'toggles' }, side);
    var redraw = function () { document.dispatchEvent(new CustomEvent('rv-redraw')); };
    toggle(tg, 'toggle-memory', 'What Maki knew (map sent this turn)', false, false,
           'Draw the map Maki was sent at the start of this turn instead of the true maze (key M)').onchange = redraw;
    toggle(tg, 'toggle-view', 'Maki\'s view', true, false, 'Cells Maki sees (bright: full, pale: terrain only)').onchange = redraw;
    toggle(tg, 'toggle-trail', 'Tagger path', true, false, 'The tagger\'s last ' + TRAIL + ' cells').onchange = redraw;
    toggle(tg, 'toggle-heat', 'Bot heat map' + (m.hasHeat ? '' : ' (none in this replay)'), m.hasHeat, !m.hasHeat,
           'The bot\'s debug.heat data for this turn (key H)').onchange = redraw;
    var mk = RV.html('div', { id: 'maki-card', 'class': 'pcard maki' }, side);
    RV.html('div', { 'class': 'phead' }, mk, 'Maki \u2014 ' + RV.shortName((m.replay.players || ['?'])[0]));
    row(mk, 'Cell', 'maki-pos');
    row(mk, 'Facing', 'maki-dir');
    row(mk, 'Action', 'maki-action');
    row(mk, 'Reply', 'reply-ms');
    row(mk, 'Time left', 'time-left');
    var tc = RV.html('div', { id: 'tagger-card', 'class': 'pcard tagger' }, side);
    RV.html('div', { 'class': 'phead' }, tc, 'Tagger \u2014 ' + (m.replay.tagger || '?'));
    row(tc, 'Cell', 'tagger-pos');
    row(tc, 'Facing', 'tagger-dir');
    row(tc, 'Action', 'tagger-action');
    row(tc, 'Saw Maki', 'tagger-seen').title = 'Maki was in the tagger\'s view when it chose this action';
    row(side, 'Candies', 'candy-count');
    var logBox = RV.html('div', { 'class': 'logbox' }, side);
    RV.html('h3', null, logBox, 'Turn log');
    RV.html('ul', { id: 'log' }, logBox);
    RV.html('div', { id: 'result', 'class': 'result' }, side, resultText(m));
  }

  function resultText(m) {
    var r = m.replay.result;
    if (!r) return 'Result: none recorded (replay cut short?)';
    var s = 'Result: score ' + r.score + ' (' + (r.reason || '?') + (r.caught && r.reason !== 'caught' ? ', caught' : '') +
            ') after turn ' + r.turn + (r.time_ms !== undefined ? ' \u00b7 ' + r.time_ms + ' ms used' : '');
    /* Maki's failure as the judge recorded it (docs/candy-replay.md), when present */
    (Array.isArray(m.replay.failures) ? m.replay.failures : []).forEach(function (x) {
      if (!RV.isObj(x)) return;
      s += '\nMaki ' + (x.reason || 'failed') + ' on turn ' + x.turn + (x.message ? ': ' + x.message : '') +
           (typeof x.reply === 'string' ? ' (reply "' + x.reply + '")' : '');
    });
    return s;
  }

  function rect(g, m, c, attrs) {
    var a = { x: m.g.off + (c[1] - 1) * m.g.cs, y: m.g.off + (c[0] - 1) * m.g.cs, width: m.g.cs, height: m.g.cs };
    for (var k in attrs) a[k] = attrs[k];
    return RV.svg('rect', a, g);
  }

  function ctr(m, c) {
    return [m.g.off + (c[1] - 0.5) * m.g.cs, m.g.off + (c[0] - 0.5) * m.g.cs];
  }

  function drawTerrain(m, f, memory) {
    var g = document.getElementById('cd-cells'), n = m.replay.n;
    var map = memory ? m.replay.turns[f.kt] && m.replay.turns[f.kt].map : null;
    for (var x = 1; x <= n; x++) {
      for (var y = 1; y <= n; y++) {
        var ch = map ? map[x - 1][y - 1] : m.replay.maze[x - 1][y - 1];
        var cls = ch === '#' ? 'wall' : ch === '?' ? 'fog' : 'floor';
        rect(g, m, [x, y], { 'class': 'ccell ' + cls, 'data-ch': ch });
        if (map && (ch === 'C' || ch === 'X')) candy(document.getElementById('cd-items'), m, [x, y], 'remembered');
        if (map && (ch === 'P' || ch === 'H' || ch === 'X'))
          token(document.getElementById('cd-actors'), m, [x, y], null, ch === 'P' ? 'maki' : 'tagger', 'mem-' + ch);
      }
    }
  }

  function candy(g, m, c, cls) {
    var p = ctr(m, c), corner = cls === 'under' ? m.g.cs * 0.32 : 0;
    RV.svg('circle', { cx: p[0] + corner, cy: p[1] - corner, r: m.g.cs * (corner ? 0.14 : 0.2), 'class': 'candy ' + (cls || ''),
                       'data-x': c[0], 'data-y': c[1] }, g);
  }

  /* a character's token; side -1 / 1 draws it smaller in the cell's left /
   * right half, for two on one cell */
  function token(g, m, c, d, cls, id, side) {
    var p = ctr(m, c), r = m.g.cs * (side ? 0.26 : 0.38);
    if (side) p = [p[0] + side * m.g.cs * 0.22, p[1]];
    var grp = RV.svg('g', { id: id, 'class': 'token ' + cls, 'data-x': c[0], 'data-y': c[1], 'data-dir': d || '' }, g);
    RV.svg('circle', { cx: p[0], cy: p[1], r: r }, grp);
    if (d) {
      var v = DIRS[d], tip = [p[0] + v[1] * r * 1.25, p[1] + v[0] * r * 1.25];
      var b1 = [p[0] + v[1] * r * 0.45 - v[0] * r * 0.5, p[1] + v[0] * r * 0.45 + v[1] * r * 0.5];
      var b2 = [p[0] + v[1] * r * 0.45 + v[0] * r * 0.5, p[1] + v[0] * r * 0.45 - v[1] * r * 0.5];
      RV.svg('polygon', { points: [tip, b1, b2].map(function (q) { return q.join(','); }).join(' '),
                          'class': 'facing' }, grp);
    }
    RV.svg('text', { x: p[0], y: p[1] + m.g.cs * 0.14, 'class': 'tok-label' }, grp).textContent =
      cls === 'maki' ? 'M' : 'T';
  }

  /* The bot's heat map of the frame's turn, shaded by value / max, over
   * the cells not drawn as walls: `rows` is the true maze, or the map Maki
   * was sent (so the overlay never shows walls Maki did not know). */
  function drawHeat(m, f, rows) {
    var g = document.getElementById('cd-overlay');
    var h = m.heat[f.kt];
    if (document.getElementById('toggle-heat').checked && h && h.max > 0) {
      h.v.forEach(function (rowv, x) {
        rowv.forEach(function (v, y) {
          if (v > 0 && rows[x][y] !== '#')
            rect(g, m, [x + 1, y + 1], { 'class': 'heat', 'fill-opacity': (HEAT_MIN + HEAT_SPAN * v / h.max).toFixed(3) });
        });
      });
    }
  }

  function drawView(m, f) {
    var g = document.getElementById('cd-overlay');
    if (document.getElementById('toggle-view').checked) {
      var vc = viewCells(m, f);
      Object.keys(vc).forEach(function (k) {
        var c = k.split(',').map(Number);
        rect(g, m, c, { 'class': 'view ' + vc[k] });
      });
    }
  }

  function trailCells(m, i) {
    var out = [];
    for (var j = i; j >= 0 && out.length < TRAIL; j--) {
      var p = m.frames[j].tagger.pos;
      if (!out.length || out[out.length - 1][0] !== p[0] || out[out.length - 1][1] !== p[1]) out.push(p);
    }
    return out.reverse();
  }

  function drawTrail(m, i) {
    var cellsT = trailCells(m, i);
    if (cellsT.length < 2) return;
    var g = document.getElementById('cd-trail');
    RV.svg('polyline', { id: 'tagger-trail', points: cellsT.map(function (c) { return ctr(m, c).join(','); }).join(' '),
                         'class': 'trail', 'data-len': cellsT.length }, g);
    cellsT.slice(0, -1).forEach(function (c) {
      var p = ctr(m, c);
      RV.svg('circle', { cx: p[0], cy: p[1], r: m.g.cs * 0.08, 'class': 'trail-dot' }, g);
    });
  }

  function drawTruth(m, f, i) {
    var gi = document.getElementById('cd-items'), ga = document.getElementById('cd-actors');
    var gm = document.getElementById('cd-marks');
    drawHeat(m, f, m.replay.maze);
    drawView(m, f);
    if (document.getElementById('toggle-trail').checked) drawTrail(m, i);
    var met = f.tagger.pos[0] === f.maki.pos[0] && f.tagger.pos[1] === f.maki.pos[1];
    f.candies.forEach(function (c) {
      var under = (c[0] === f.tagger.pos[0] && c[1] === f.tagger.pos[1]) || (c[0] === f.maki.pos[0] && c[1] === f.maki.pos[1]);
      candy(under ? gm : gi, m, c, under ? 'under' : ''); /* a candy under a token: a dot in its corner, on top */
    });
    /* on one cell (a capture) the two tokens stand side by side */
    token(ga, m, f.tagger.pos, f.tagger.dir, 'tagger', 'cd-tagger', met ? 1 : 0);
    token(ga, m, f.maki.pos, f.maki.dir, 'maki', 'cd-maki', met ? -1 : 0);
    if (f.sub > 0 && f.tagger.seen) { /* it saw Maki when it chose this action: from its cell then */
      var a = ctr(m, f.from.pos), b = ctr(m, f.maki.pos);
      RV.svg('line', { id: 'tagger-sees', x1: a[0], y1: a[1], x2: b[0], y2: b[1], 'class': 'sees' }, gm);
    }
    var t = f.ti >= 0 ? m.replay.turns[f.ti] : null;
    if (t && f.sub === 0) {
      if (t.ate) label(gm, m, t.ate, '+1', 'ate');
      if (t.respawn) {
        var p = ctr(m, t.respawn);
        RV.svg('circle', { cx: p[0], cy: p[1], r: m.g.cs * 0.42, 'class': 'respawn' }, gm);
      }
    }
  }

  function label(g, m, c, text, cls) {
    var p = ctr(m, c);
    RV.svg('text', { x: p[0], y: p[1] - m.g.cs * 0.45, 'class': 'mark ' + cls }, g).textContent = text;
  }

  function renderInfo(m, f) {
    var t = f.ti >= 0 ? m.replay.turns[f.ti] : null;
    var kt = m.replay.turns[f.kt];
    RV.setText('turn', String(f.turn));
    RV.setText('phase', f.ti < 0 ? 'set-up' : f.sub === 0 ? 'Maki acted' : 'tagger action ' + f.sub);
    RV.setText('score', String(f.score));
    RV.setText('footsteps', kt ? String(kt.footsteps) : '-');
    var bar = document.getElementById('footsteps-bar');
    bar.setAttribute('data-level', kt ? String(kt.footsteps) : '0');
    bar.textContent = kt ? new Array(kt.footsteps + 1).join('\u25cf') + new Array(Math.max(0, 4 - kt.footsteps)).join('\u25cb') : '';
    RV.setText('maki-pos', RV.cellText(f.maki.pos));
    RV.setText('maki-dir', f.maki.dir);
    RV.setText('maki-action', t ? t.action : '-');
    RV.setText('reply-ms', t && typeof t.reply_ms === 'number' ? t.reply_ms.toFixed(2) + ' ms' : '-');
    RV.setText('time-left', kt && typeof kt.time_left_ms === 'number' ? kt.time_left_ms + ' ms (at turn start)' : '-');
    RV.setText('tagger-pos', RV.cellText(f.tagger.pos));
    RV.setText('tagger-dir', f.tagger.dir);
    RV.setText('tagger-action', f.sub > 0 ? f.tagger.action : '-');
    RV.setText('tagger-seen', f.sub > 0 ? (f.tagger.seen ? 'yes' : 'no') : '-');
    RV.setText('candy-count', String(f.candies.length));
  }

  function renderLog(m, f) {
    var log = document.getElementById('log');
    RV.clear(log);
    if (f.ti < 0) {
      var i0 = m.replay.init;
      RV.html('li', null, log, 'Set-up: Maki ' + RV.cellText(i0.maki.pos) + ' facing ' + i0.maki.dir + ', tagger ' +
              RV.cellText(i0.tagger.pos) + ' facing ' + i0.tagger.dir + ', ' + i0.candies.length + ' candies.');
      return;
    }
    var t = m.replay.turns[f.ti];
    RV.html('li', { 'class': 'head' }, log, 'Turn ' + t.turn + ' (footsteps ' + t.footsteps + ')');
    var mk = 'Maki: ' + t.action + ' \u2192 ' + RV.cellText(t.maki.pos) + ' facing ' + t.maki.dir;
    if (t.ate) mk += ', eats the candy at ' + RV.cellText(t.ate);
    if (t.respawn) mk += '; a candy appears at ' + RV.cellText(t.respawn);
    RV.html('li', { 'class': f.sub === 0 ? 'now' : '' }, log, mk);
    t.tagger.forEach(function (a, k) {
      RV.html('li', { 'class': f.sub === k + 1 ? 'now' : f.sub < k + 1 ? 'later' : '' }, log,
              'Tagger ' + (k + 1) + ': ' + a.action + ' \u2192 ' + RV.cellText(a.pos) + ' facing ' + a.dir +
              (a.seen ? ' (it saw Maki)' : ''));
    });
    /* the capture ends the turn: on Maki's own move (no tagger action) or
     * on the tagger's last action recorded */
    if (t.caught) RV.html('li', { 'class': f.sub === t.tagger.length ? 'now caught' : 'later' }, log, 'Maki is caught.');
  }

  /* what the frame shows on one cell, for the pointer caption */
  function describeCell(m, c) {
    var f = m.frames[m.shown || 0], t = m.replay.turns[f.kt], h = m.heat[f.kt];
    var x = c[0] - 1, y = c[1] - 1, out = [];
    out.push('cell ' + RV.cellText(c) + ': ' + (m.replay.maze[x][y] === '#' ? 'wall' : 'passage'));
    if (t) out.push('sent to Maki as "' + t.map[x][y] + '"');
    if (f.candies.some(function (k) { return k[0] === c[0] && k[1] === c[1]; })) out.push('candy');
    if (f.maki.pos[0] === c[0] && f.maki.pos[1] === c[1]) out.push('Maki');
    if (f.tagger.pos[0] === c[0] && f.tagger.pos[1] === c[1]) out.push('tagger');
    var v = viewCells(m, f)[key(c)];
    if (v) out.push('in Maki\'s view (' + (v === 'full' ? 'full' : 'terrain only') + ')');
    if (h) out.push('heat ' + h.v[x][y]);
    return out.join(' \u00b7 ');
  }

  function render(m, i) {
    var f = m.frames[i];
    m.shown = i;
    ['cd-cells', 'cd-overlay', 'cd-trail', 'cd-items', 'cd-actors', 'cd-marks'].forEach(function (id) {
      RV.clear(document.getElementById(id));
    });
    var memory = document.getElementById('toggle-memory').checked && m.replay.turns.length > 0;
    drawTerrain(m, f, memory);
    if (!memory) drawTruth(m, f, i);
    else drawHeat(m, f, m.replay.turns[f.kt].map);
    document.getElementById('board').setAttribute('data-mode', memory ? 'memory' : 'truth');
    RV.setText('board-caption', memory ?
      'What Maki knew: the map it was sent at the start of turn ' + m.replay.turns[f.kt].turn + ' (fog = unknown).' :
      'The true maze. M = Maki, T = tagger, pink = candy, yellow = Maki\'s view.');
    renderInfo(m, f);
    renderLog(m, f);
    var r = m.replay.result;
    document.getElementById('board-banner').textContent = f.caught ? 'CAUGHT' :
      (i === m.frames.length - 1 && r ? 'Score ' + r.score + ' (' + r.reason + ')' : '');
  }

  function onKey(e) {
    var vw = document.getElementById('viewer');
    if (!vw || vw.getAttribute('data-game') !== 'candy' || e.ctrlKey || e.metaKey || e.altKey) return;
    var id = e.key === 'm' || e.key === 'M' ? 'toggle-memory' : e.key === 'h' || e.key === 'H' ? 'toggle-heat' : null;
    var box = id && document.getElementById(id);
    if (!box || box.disabled) return;
    box.checked = !box.checked;
    box.onchange();
  }
  document.addEventListener('keydown', onKey);
  document.addEventListener('rv-redraw', function () {
    var vw = document.getElementById('viewer');
    if (active && active.shown !== undefined && vw && vw.getAttribute('data-game') === 'candy')
      render(active, active.shown);
  });

  RV.games.candy = { validate: validate, build: build, mount: mount, render: render, viewCells: viewCells };
}());
