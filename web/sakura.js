/*
 * sakura.js -- Sakura Duel replays (docs/rules/sakura-duel.md §6).
 *
 * Frames: frame 0 is the set-up (turn 0); then one frame per resolved
 * action step (turn t, step 1 and 2; only step 1 when the game ended
 * there).  A turn with no resolved step (a forfeit) still gets one frame
 * so its actions and the result can be seen.  Each frame keeps the
 * players' state before and after its step, the step's two actions, the
 * judge's events and each player's cooldown table.
 *
 * Cooldowns are not in the replay: they are derived from the actions and
 * the table of docs/rules/sakura-duel.md §1 (used on turn t with cooldown k -> usable again from
 * turn t+k+1, charged even when the action was never resolved).  A frame of
 * turn t shows the table after charging turn t's actions.
 *
 * Step drawing follows docs/rules/sakura-duel.md §1: attack cells are taken from where the
 * attacker stands when its attack is judged (the start of the step, except
 * a Charge that moved: from the cell it moved to).  Only cells on the board
 * count.  Events are free-form in the rules; known types are drawn, every
 * event is listed in the turn log, and unknown ones are shown as text.
 */
(function () {
  'use strict';
  var N = 7, START_HP = 10, WIN_BLESSINGS = 10, MAX_TURNS = 60;
  var CS = 60;                        /* board cell size in px */
  var LOW_HP = 3;                     /* the HP bar turns red at or below */
  var COLORS = ['#d0314f', '#2468c8'];
  var KIND_NAMES = ['Wait', 'Move', 'Thrust', 'Sweep', 'Charge', 'Guard', 'Shatter', 'Flash Step'];
  var KIND_KEYS = ['wait', 'move', 'thrust', 'sweep', 'charge', 'guard', 'shatter', 'flash'];
  var COOLDOWN = [0, 0, 1, 2, 2, 2, 1, 2];   /* docs/rules/sakura-duel.md §1 */
  var TECHNIQUES = [2, 3, 4, 5, 6, 7];
  var DIRS = { U: [-1, 0], R: [0, 1], D: [1, 0], L: [0, -1],
               UR: [-1, 1], DR: [1, 1], DL: [1, -1], UL: [-1, -1] };
  /* engine event enum order (sakura_engine.h), for numeric types */
  var EVENT_TYPES = ['flash', 'move', 'move_blocked', 'cancel', 'hit', 'guarded', 'clash',
                     'push', 'push_stopped', 'out', 'blessing', 'attack'];

  /* ---- actions ---- */

  /* "1 U 2 R" -> [{kind, dir, text}, {...}]; unreadable parts get kind -1. */
  function parsePair(line) {
    var tok = String(line).trim().split(/\s+/).filter(function (s) { return s !== ''; });
    var out = [];
    var i = 0;
    while (out.length < 2) {
      if (i >= tok.length) { out.push({ kind: -1, dir: null, text: '(none)' }); continue; }
      var k = tok[i];
      if (k === '0') { out.push({ kind: 0, dir: null, text: '0' }); i++; continue; }
      var d = tok[i + 1];
      if (/^[1-7]$/.test(k) && d !== undefined && RV.has(DIRS, d) && (k === '7' || d.length === 1)) {
        out.push({ kind: +k, dir: d, text: k + ' ' + d });
        i += 2;
      } else {
        out.push({ kind: -1, dir: null, text: tok.slice(i).join(' ') });
        i = tok.length;
      }
    }
    return out;
  }

  function actionName(a) {
    if (!a) return '-';
    if (a.kind < 0) return 'unreadable "' + a.text + '"';
    return KIND_NAMES[a.kind] + (a.dir ? ' ' + a.dir : '');
  }

  /* ---- validation ---- */

  function checkPlayerStep(v, path) {
    /* rules §3.6: a player pushed out is recorded on the first off-board cell */
    RV.cell(RV.need(v, 'pos', path), path + '.pos', 0, N + 1);
    RV.int(RV.need(v, 'hp', path), path + '.hp', -100, 100);
  }

  function validate(r) {
    var init = RV.need(r, 'init', 'replay');
    RV.cell(RV.need(init, 'vein', 'init'), 'init.vein', 1, N);
    RV.cell(RV.need(init, 'p1', 'init'), 'init.p1', 1, N);
    RV.cell(RV.need(init, 'p2', 'init'), 'init.p2', 1, N);
    if ('players' in r) {
      RV.arr(r.players, 'players', 2);
      RV.str(r.players[0], 'players[0]');
      RV.str(r.players[1], 'players[1]');
    }
    var turns = RV.arr(RV.need(r, 'turns', 'replay'), 'turns');
    if (turns.length > MAX_TURNS) RV.fail('turns', 'has ' + turns.length + ' entries (at most ' + MAX_TURNS + ')');
    turns.forEach(function (t, i) {
      var p = 'turns[' + i + ']';
      RV.int(RV.need(t, 'turn', p), p + '.turn', 1, MAX_TURNS);
      var acts = RV.arr(RV.need(t, 'actions', p), p + '.actions', 2);
      RV.str(acts[0], p + '.actions[0]');
      RV.str(acts[1], p + '.actions[1]');
      var steps = RV.arr(RV.need(t, 'steps', p), p + '.steps');
      if (steps.length > 2) RV.fail(p + '.steps', 'has ' + steps.length + ' entries (at most 2)');
      steps.forEach(function (s, j) {
        var sp = p + '.steps[' + j + ']';
        checkPlayerStep(RV.need(s, 'p1', sp), sp + '.p1');
        checkPlayerStep(RV.need(s, 'p2', sp), sp + '.p2');
        if ('events' in s) RV.arr(s.events, sp + '.events');
      });
      if ('blessings' in t) {
        RV.arr(t.blessings, p + '.blessings', 2);
        RV.int(t.blessings[0], p + '.blessings[0]', 0, 99);
        RV.int(t.blessings[1], p + '.blessings[1]', 0, 99);
      }
      if ('time_left_ms' in t) RV.arr(t.time_left_ms, p + '.time_left_ms', 2);
    });
    if ('result' in r) {
      var res = r.result;
      if (!RV.isObj(res)) RV.fail('result', 'must be an object');
      RV.int(RV.need(res, 'winner', 'result'), 'result.winner', 0, 2);
      RV.str(RV.need(res, 'reason', 'result'), 'result.reason');
    }
  }

  /* ---- model ---- */

  function playerState(pos, hp, bl) {
    return { pos: [pos[0], pos[1]], hp: hp, bl: bl };
  }

  function chargeCooldowns(ready, pair, t) {
    var used = {};
    var next = ready.slice();
    pair.forEach(function (a) {
      if (a.kind >= 2 && a.kind <= 7) {
        next[a.kind] = t + COOLDOWN[a.kind] + 1;
        used[a.kind] = true;
      }
    });
    return { ready: next, used: used };
  }

  function build(r) {
    /* a bot command's path is long: show the program's name */
    var names = (r.players || ['player 1', 'player 2']).map(RV.shortName);
    var st = [playerState(r.init.p1, START_HP, 0), playerState(r.init.p2, START_HP, 0)];
    var ready = [[1, 1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1]];
    var frames = [{ turn: 0, step: -1, label: 'Set-up', st: st, prev: st, acts: null,
                    pairs: null, events: [], ready: ready, used: [{}, {}], ti: -1 }];
    r.turns.forEach(function (t, ti) {
      var pairs = [parsePair(t.actions[0]), parsePair(t.actions[1])];
      var c0 = chargeCooldowns(ready[0], pairs[0], t.turn);
      var c1 = chargeCooldowns(ready[1], pairs[1], t.turn);
      ready = [c0.ready, c1.ready];
      var used = [c0.used, c1.used];
      var bl = t.blessings || [st[0].bl, st[1].bl];
      if (t.steps.length === 0) {
        frames.push({ turn: t.turn, step: -1, label: 'Turn ' + t.turn + ' (not resolved)', st: st,
                      prev: st, acts: null, pairs: pairs, events: [], ready: ready, used: used, ti: ti });
        return;
      }
      t.steps.forEach(function (s, si) {
        var last = si === t.steps.length - 1;
        var next = [playerState(s.p1.pos, s.p1.hp, last ? bl[0] : st[0].bl),
                    playerState(s.p2.pos, s.p2.hp, last ? bl[1] : st[1].bl)];
        frames.push({ turn: t.turn, step: si, label: 'Turn ' + t.turn + ' \u00b7 step ' + (si + 1),
                      st: next, prev: st, acts: [pairs[0][si], pairs[1][si]], pairs: pairs,
                      events: s.events || [], ready: ready, used: used, ti: ti });
        st = next;
      });
    });
    return { replay: r, names: names, frames: frames,
             title: 'Sakura Duel \u2014 ' + names[0] + ' vs ' + names[1] + ' (seed ' + RV.seedText(r) + ')' };
  }

  /* ---- events: tolerant reading of the judge's free-form objects ---- */

  function evType(e) {
    if (typeof e.type === 'number') return EVENT_TYPES[e.type] || ('type ' + e.type);
    return typeof e.type === 'string' ? e.type.toLowerCase() : '?';
  }

  /* player index 0/1: `player` is 1-based, `actor` is the engine's 0-based */
  function evPlayer(e) {
    if (e.player === 1 || e.player === 2) return e.player - 1;
    if (e.actor === 0 || e.actor === 1) return e.actor;
    return -1;
  }

  function evCell(e) {
    var v = e.cell;
    if (Array.isArray(v) && v.length === 2 && RV.isInt(v[0]) && RV.isInt(v[1])) return v;
    if (RV.isInt(e.r) && RV.isInt(e.c)) return [e.r, e.c];
    return null;
  }

  function evKind(e) {
    if (RV.isInt(e.kind) && e.kind >= 0 && e.kind <= 7) return e.kind;
    if (typeof e.kind === 'string') {
      var k = KIND_KEYS.indexOf(e.kind.toLowerCase().replace(/[^a-z]/g, '').replace('flashstep', 'flash'));
      if (k >= 0) return k;
    }
    return -1;
  }

  function evValue(e) {
    return typeof e.value === 'number' ? e.value : null;
  }

  function readEvent(e) {
    if (!RV.isObj(e)) return { type: '?', who: -1, cell: null, kind: -1, value: null, raw: e };
    return { type: evType(e), who: evPlayer(e),
             cell: evCell(e), kind: evKind(e), value: evValue(e), raw: e };
  }

  function pname(i) { return i === 0 ? 'P1' : i === 1 ? 'P2' : 'someone'; }

  function eventText(ev) {
    var who = pname(ev.who);
    var at = ev.cell ? ' ' + RV.cellText(ev.cell) : '';
    var kind = ev.kind >= 0 ? KIND_NAMES[ev.kind] : '';
    switch (ev.type) {
    case 'flash': return who + ' flash-steps to' + at;
    case 'move': return who + (ev.kind === 4 ? ' charges forward to' : ' moves to') + at;
    case 'move_blocked': return who + '\'s ' + (kind || 'move') + (at ? ' to' + at : '') + ' does not happen (blocked)';
    case 'cancel': return who + '\'s ' + (kind || 'movement') + ' is cancelled: hit by a Thrust';
    case 'hit': return who + '\'s ' + (kind || 'attack') + ' hits ' + pname(1 - ev.who) + (at ? ' at' + at : '') +
                       (ev.value !== null ? ' for ' + ev.value + ' damage' : '');
    case 'guarded': return who + '\'s ' + (kind || 'attack') + ' is blocked by ' + pname(1 - ev.who) + '\'s Guard';
    case 'clash': return ev.value ? 'clash: both hit, ' + who + '\'s stronger ' + (kind || 'attack') + ' prevails'
                               : 'clash: both hit with equal damage: no damage, both pushes apply';
    case 'push': return who + ' is pushed to' + at;
    case 'push_stopped': return who + '\'s push stops before' + at + (ev.value ? ' (' + ev.value + ' cell' + (ev.value === 1 ? '' : 's') + ' lost)' : '');
    case 'out': return who + ' is pushed off the board' + (at ? ' at' + at : '');
    case 'blessing': return who + ' gains a blessing on the vein' + (ev.value ? ' (' + ev.value + ' in all)' : '');
    case 'attack': return who + (ev.kind === 5 ? ' guards' : ' attacks with ' + (kind || '?')) + ' from' + at;
    default: return 'event ' + RV.short(ev.raw);
    }
  }

  /* ---- geometry (docs/rules/sakura-duel.md §1) ---- */

  function add(p, d, k) { return [p[0] + d[0] * k, p[1] + d[1] * k]; }
  function onBoard(c) { return c[0] >= 1 && c[0] <= N && c[1] >= 1 && c[1] <= N; }
  function same(a, b) { return a && b && a[0] === b[0] && a[1] === b[1]; }
  function sides(d) { return [[d[1], -d[0]], [-d[1], d[0]]]; }

  function guardZone(p, d) {
    var s = sides(d), q = add(p, d, 1);
    return [q, add(q, s[0], 1), add(q, s[1], 1), add(p, d, 2)].filter(onBoard);
  }

  /* Where a Charge attacked from: the judge's attack event (its cell is
   * the attacker's), else its move event, else whether it ended the step on
   * the cell ahead. */
  function chargeFrom(f, who, p, d, evs) {
    var q = add(p, d, 1), i, e;
    for (i = 0; i < evs.length; i++) {
      e = evs[i];
      if (e.who === who && e.type === 'attack' && e.kind === 4 && e.cell) return e.cell;
    }
    for (i = 0; i < evs.length; i++) {
      e = evs[i];
      if (e.who === who && e.type === 'move' && e.kind === 4 && e.cell) return e.cell;
      if (e.who === who && (e.type === 'cancel' || e.type === 'move_blocked')) return p;
    }
    return same(f.st[who].pos, q) ? q : p;
  }

  function attackCells(kind, p, d) {
    var s = sides(d), q = add(p, d, 1);
    switch (kind) {
    case 2: return [q, add(p, d, 2)];
    case 3: return [q, add(q, s[0], 1), add(q, s[1], 1), add(p, s[0], 1), add(p, s[1], 1)];
    case 4: return [q, add(p, d, 2)]; /* from the charger's attack cell */
    case 6: return [q];
    default: return [];
    }
  }

  /* ---- drawing ---- */

  function cx(c) { return (c + 0.5) * CS; }

  function mount(m, board, side) {
    var size = (N + 2) * CS;
    var s = RV.svg('svg', { id: 'board', viewBox: '0 0 ' + size + ' ' + size,
                            width: size, height: size, 'class': 'sakura-board' }, board);
    var defs = RV.svg('defs', null, s);
    COLORS.forEach(function (col, i) {
      var pat = RV.svg('pattern', { id: 'hatch' + i, width: 8, height: 8, patternUnits: 'userSpaceOnUse',
                                    patternTransform: 'rotate(45)' }, defs);
      RV.svg('rect', { width: 8, height: 8, fill: col, 'fill-opacity': 0.18 }, pat);
      RV.svg('line', { x1: 0, y1: 0, x2: 0, y2: 8, stroke: col, 'stroke-width': 3, 'stroke-opacity': 0.55 }, pat);
      var mk = RV.svg('marker', { id: 'arrow' + i, viewBox: '0 0 10 10', refX: 8, refY: 5,
                                  markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, defs);
      RV.svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: col }, mk);
    });
    var mk2 = RV.svg('marker', { id: 'arrowpush', viewBox: '0 0 10 10', refX: 8, refY: 5,
                                 markerWidth: 4, markerHeight: 4, orient: 'auto' }, defs);
    RV.svg('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#222' }, mk2);
    var gCells = RV.svg('g', { id: 'cells' }, s);
    for (var r = 0; r <= N + 1; r++) {
      for (var c = 0; c <= N + 1; c++) {
        var inside = r >= 1 && r <= N && c >= 1 && c <= N;
        var vein = same([r, c], m.replay.init.vein);
        RV.svg('rect', { x: c * CS, y: r * CS, width: CS, height: CS,
                         'class': inside ? (vein ? 'cell vein' : 'cell') : 'cell off',
                         'data-r': r, 'data-c': c }, gCells);
        if (inside && vein) {
          var vt = RV.svg('text', { x: cx(c), y: r * CS + CS - 6, 'class': 'vein-label' }, gCells);
          vt.textContent = 'vein';
        }
      }
    }
    for (var k = 1; k <= N; k++) {
      RV.svg('text', { x: cx(k), y: CS * 0.62, 'class': 'coord' }, gCells).textContent = String(k);
      RV.svg('text', { x: CS * 0.5, y: cx(k) + 6, 'class': 'coord' }, gCells).textContent = String(k);
    }
    ['zones', 'attacks', 'paths', 'players', 'marks'].forEach(function (id) {
      RV.svg('g', { id: 'sk-' + id }, s);
    });
    /* in the off-board ring below row 7, where it hides no cell of the board */
    RV.svg('text', { id: 'board-banner', x: size / 2, y: (N + 1) * CS + CS * 0.72, 'class': 'banner sk' }, s);
    var info = RV.html('div', { id: 'cell-info', 'class': 'caption' }, board);
    RV.hoverCells(s, info, function (x, y) {
      var r = Math.floor(y / CS), c = Math.floor(x / CS);
      return r >= 0 && r <= N + 1 && c >= 0 && c <= N + 1 ? [r, c] : null;
    }, function (c) { return describeCell(m, c); });
    mountSide(m, side);
  }

  function mountSide(m, side) {
    var info = RV.html('div', { 'class': 'info' }, side);
    RV.html('span', null, info, 'Turn ');
    RV.html('b', { id: 'turn' }, info);
    RV.html('span', null, info, ' / ' + MAX_TURNS + ' \u00b7 step ');
    RV.html('b', { id: 'step' }, info);
    [0, 1].forEach(function (i) {
      var id = 'p' + (i + 1);
      var card = RV.html('div', { id: id + '-card', 'class': 'pcard ' + id }, side);
      var head = RV.html('div', { 'class': 'phead' }, card);
      RV.html('span', { 'class': 'swatch' }, head);
      RV.html('b', { id: id + '-name', title: (m.replay.players || [])[i] || '' }, head, 'P' + (i + 1) + ' ' + m.names[i]);
      RV.html('span', { id: id + '-time', 'class': 'time' }, head);
      var hpRow = RV.html('div', { 'class': 'row' }, card);
      RV.html('span', { 'class': 'lbl' }, hpRow, 'HP');
      var bar = RV.html('div', { 'class': 'hpbar' }, hpRow);
      RV.html('div', { id: id + '-hpfill', 'class': 'hpfill' }, bar);
      RV.html('b', { id: id + '-hp', 'class': 'num' }, hpRow);
      var blRow = RV.html('div', { 'class': 'row' }, card);
      RV.html('span', { 'class': 'lbl' }, blRow, 'Blessings');
      var pips = RV.html('span', { id: id + '-pips', 'class': 'pips' }, blRow);
      for (var b = 0; b < WIN_BLESSINGS; b++) RV.html('i', null, pips);
      RV.html('b', { id: id + '-blessings', 'class': 'num' }, blRow);
      var posRow = RV.html('div', { 'class': 'row' }, card);
      RV.html('span', { 'class': 'lbl' }, posRow, 'Cell');
      RV.html('b', { id: id + '-pos' }, posRow);
      RV.html('span', { 'class': 'lbl' }, posRow, 'Doing');
      RV.html('b', { id: id + '-action' }, posRow);
      var cds = RV.html('div', { id: id + '-cooldowns', 'class': 'cds' }, card);
      TECHNIQUES.forEach(function (k) {
        RV.html('span', { id: id + '-cd-' + KIND_KEYS[k], 'class': 'cd' }, cds);
      });
    });
    var logBox = RV.html('div', { 'class': 'logbox' }, side);
    RV.html('h3', null, logBox, 'Turn log');
    RV.html('ul', { id: 'log' }, logBox);
    var res = RV.html('div', { id: 'result', 'class': 'result' }, side);
    res.textContent = resultText(m);
  }

  function resultText(m) {
    var r = m.replay.result;
    if (!r) return 'Result: none recorded (replay cut short?)';
    var who = r.winner === 0 ? 'Draw' : 'Winner: P' + r.winner + ' ' + m.names[r.winner - 1];
    var s = who + ' (' + (r.reason || '?') + ')';
    if (Array.isArray(r.hp)) s += ' \u00b7 HP ' + r.hp.join(' / ');
    if (Array.isArray(r.blessings)) s += ' \u00b7 blessings ' + r.blessings.join(' / ');
    if (r.turns !== undefined) s += ' \u00b7 ' + r.turns + (r.turns === 1 ? ' turn' : ' turns');
    /* the judge's forfeit details (docs/sakura-judge.md), when present */
    (Array.isArray(m.replay.failures) ? m.replay.failures : []).forEach(function (x) {
      if (!RV.isObj(x)) return;
      s += '\nP' + x.player + ' ' + (x.reason || 'failed') + ' on turn ' + x.turn +
           (x.message ? ': ' + x.message : '') + (typeof x.reply === 'string' ? ' (reply "' + x.reply + '")' : '');
    });
    return s;
  }

  function drawCells(g, cells, who, cls, kind) {
    cells.filter(onBoard).forEach(function (c) {
      RV.svg('rect', { x: c[1] * CS + 3, y: c[0] * CS + 3, width: CS - 6, height: CS - 6,
                       fill: cls === 'attack' ? 'url(#hatch' + who + ')' : 'none',
                       stroke: COLORS[who], 'class': cls + ' p' + (who + 1),
                       'data-kind': KIND_KEYS[kind], 'data-r': c[0], 'data-c': c[1] }, g);
    });
  }

  function arrow(g, from, to, who, cls) {
    RV.svg('line', { x1: cx(from[1]), y1: cx(from[0]), x2: cx(to[1]), y2: cx(to[0]),
                     stroke: who >= 0 ? COLORS[who] : '#222', 'class': cls,
                     'marker-end': who >= 0 ? 'url(#arrow' + who + ')' : 'url(#arrowpush)' }, g);
  }

  /* a mark above cell c; marks on one cell stack downwards (a clash and
   * an out on the same cell both show) */
  function mark(g, c, text, cls) {
    if (!c) return;
    var k = c[0] + ',' + c[1], below = 0;
    Array.prototype.forEach.call(g.childNodes, function (n) { if (n.getAttribute('data-cell') === k) below++; });
    var t = RV.svg('text', { x: cx(c[1]), y: c[0] * CS + 14 + below * 13, 'class': 'mark ' + cls, 'data-cell': k }, g);
    t.textContent = text;
  }

  /* One player's action of the step: guard zone, move arrow, flash path or
   * attack cells (a Charge from the cell it attacked from). */
  function drawAction(f, a, who, evs) {
    if (!a || a.kind <= 0 || !a.dir) return;
    var gz = document.getElementById('sk-zones'), ga = document.getElementById('sk-attacks');
    var gp = document.getElementById('sk-paths');
    var p = f.prev[who].pos, d = DIRS[a.dir];
    if (a.kind === 5) {
      drawCells(gz, guardZone(p, d), who, 'guard', 5);
    } else if (a.kind === 1) {
      arrow(gp, p, add(p, d, 1), who, stopped(evs, who) ? 'move stopped' : 'move');
    } else if (a.kind === 7) {
      RV.svg('polyline', { points: [p, add(p, d, 1), add(p, d, 2)].map(function (c) {
        return cx(c[1]) + ',' + cx(c[0]);
      }).join(' '), stroke: COLORS[who], 'class': 'flash', 'marker-end': 'url(#arrow' + who + ')' }, gp);
    } else {
      var from = p;
      if (a.kind === 4) {
        from = chargeFrom(f, who, p, d, evs);
        if (!same(from, p)) arrow(gp, p, from, who, 'move');
      }
      drawCells(ga, attackCells(a.kind, from, d), who, 'attack', a.kind);
    }
  }

  /* The judge's events as marks on the board. */
  function drawMarks(m, f, evs) {
    var gm = document.getElementById('sk-marks');
    evs.forEach(function (e) {
      var victimPos = e.who >= 0 ? f.st[1 - e.who].pos : null;
      switch (e.type) {
      case 'hit': mark(gm, e.cell || victimPos, '-' + (e.value !== null ? e.value : '?'), 'hit'); break;
      case 'guarded': mark(gm, e.cell || victimPos, 'BLOCKED', 'blocked'); break;
      case 'cancel': if (e.who >= 0) mark(gm, f.st[e.who].pos, 'CANCELLED', 'cancel'); break;
      case 'move_blocked': if (e.who >= 0) mark(gm, f.st[e.who].pos, 'BLOCKED MOVE', 'cancel'); break;
      case 'clash': mark(gm, victimPos || f.st[0].pos, 'CLASH', 'clash'); break;
      case 'out': if (e.who >= 0) mark(gm, e.cell || f.st[e.who].pos, 'OUT', 'out'); break;
      case 'blessing': mark(gm, m.replay.init.vein, '+1 blessing', 'bless'); break;
      default: break;
      }
    });
  }

  function drawStep(m, f) {
    var evs = f.events.map(readEvent);
    if (f.acts) f.acts.forEach(function (a, who) { drawAction(f, a, who, evs); });
    drawMarks(m, f, evs);
    [0, 1].forEach(function (who) { drawPush(document.getElementById('sk-paths'), f, evs, who); });
  }

  /* 1 if who's own movement this step was blocked or cancelled */
  function stopped(evs, who) {
    return evs.some(function (e) { return e.who === who && (e.type === 'move_blocked' || e.type === 'cancel'); });
  }

  /* A push (one judge event per cell, `player` = the pushed one) is drawn
   * from where the victim was hit through each cell it was pushed to. */
  function drawPush(g, f, evs, who) {
    var cells = evs.filter(function (e) { return e.type === 'push' && e.who === who && e.cell; })
                   .map(function (e) { return e.cell; });
    if (!cells.length) return;
    var start = f.prev[who].pos;
    evs.forEach(function (e) {
      if (e.type === 'hit' && e.who === 1 - who && e.cell) start = e.cell;
    });
    var pts = [start].concat(cells).map(function (c) { return cx(c[1]) + ',' + cx(c[0]); }).join(' ');
    RV.svg('polyline', { points: pts, 'class': 'push', stroke: '#222', fill: 'none',
                         'marker-end': 'url(#arrowpush)', 'data-player': who + 1 }, g);
  }

  function drawPlayers(f) {
    var g = document.getElementById('sk-players');
    [0, 1].forEach(function (who) {
      var before = f.prev[who].pos, now = f.st[who].pos;
      if (!same(before, now))
        RV.svg('circle', { cx: cx(before[1]), cy: cx(before[0]), r: CS * 0.3, stroke: COLORS[who],
                           'class': 'ghost' }, g);
      var out = !onBoard(now);
      var grp = RV.svg('g', { id: 'sk-p' + (who + 1), 'class': 'player' + (out ? ' out' : ''),
                              'data-r': now[0], 'data-c': now[1] }, g);
      RV.svg('circle', { cx: cx(now[1]), cy: cx(now[0]), r: CS * 0.34, fill: COLORS[who] }, grp);
      RV.svg('text', { x: cx(now[1]), y: cx(now[0]) + 7, 'class': 'pl-label' }, grp).textContent = 'P' + (who + 1);
    });
  }

  function renderCard(m, f, who) {
    var id = 'p' + (who + 1), s = f.st[who];
    RV.setText(id + '-hp', String(s.hp));
    var fill = document.getElementById(id + '-hpfill');
    fill.style.width = (Math.max(0, Math.min(START_HP, s.hp)) * 100 / START_HP) + '%';
    fill.className = 'hpfill' + (s.hp <= LOW_HP ? ' low' : '');
    RV.setText(id + '-blessings', s.bl + ' / ' + WIN_BLESSINGS);
    var pips = document.getElementById(id + '-pips').children;
    for (var b = 0; b < pips.length; b++) pips[b].className = b < s.bl ? 'on' : '';
    RV.setText(id + '-pos', RV.cellText(s.pos) + (onBoard(s.pos) ? '' : ' off the board'));
    RV.setText(id + '-action', f.acts ? actionName(f.acts[who]) : f.pairs ? 'not resolved' : '-');
    var t = f.ti >= 0 ? m.replay.turns[f.ti] : null;
    RV.setText(id + '-time', t && t.time_left_ms ? t.time_left_ms[who] + ' ms left' : '');
    TECHNIQUES.forEach(function (k) {
      var el = document.getElementById(id + '-cd-' + KIND_KEYS[k]);
      var rd = f.ready[who][k];
      /* available on the next turn (turn+1) unless still cooling then */
      var cooling = rd > f.turn + 1;
      el.className = 'cd' + (f.used[who][k] ? ' used' : '') + (cooling ? ' cooling' : ' ready');
      el.setAttribute('data-ready', String(rd));
      el.textContent = KIND_NAMES[k] + (cooling ? ' \u2192 T' + rd : ' \u2713');
      el.title = KIND_NAMES[k] + ': ' + (cooling ? 'cooling down, usable again from turn ' + rd : 'ready') +
                 (f.used[who][k] ? ' (used this turn)' : '');
    });
  }

  function renderLog(m, f) {
    var log = document.getElementById('log');
    RV.clear(log);
    if (f.ti < 0) {
      RV.html('li', null, log, 'Set-up: vein ' + RV.cellText(m.replay.init.vein) + ', P1 ' +
              RV.cellText(m.replay.init.p1) + ', P2 ' + RV.cellText(m.replay.init.p2) + '.');
      return;
    }
    var t = m.replay.turns[f.ti];
    RV.html('li', { 'class': 'head' }, log, 'Turn ' + t.turn + ': P1 "' + t.actions[0] + '", P2 "' + t.actions[1] + '"');
    t.steps.forEach(function (s, si) {
      var cls = si === f.step ? 'now' : si > f.step ? 'later' : '';
      RV.html('li', { 'class': 'step ' + cls }, log, 'Step ' + (si + 1) + ': P1 ' + actionName(f.pairs[0][si]) +
              ', P2 ' + actionName(f.pairs[1][si]));
      (s.events || []).map(readEvent).forEach(function (e) {
        if (e.type !== 'attack') /* the step line already says who attacks */
          RV.html('li', { 'class': 'ev ' + cls }, log, eventText(e));
      });
      RV.html('li', { 'class': 'ev ' + cls }, log, 'after: P1 ' + RV.cellText(s.p1.pos) + ' HP ' + s.p1.hp +
              ', P2 ' + RV.cellText(s.p2.pos) + ' HP ' + s.p2.hp);
    });
    if (t.steps.length === 0) RV.html('li', { 'class': 'ev now' }, log, 'No step resolved this turn.');
    else if (t.steps.length === 1) RV.html('li', { 'class': 'step now' }, log, 'Step 2 not played: the game ended after step 1.');
    if (t.blessings) RV.html('li', { 'class': f.step === t.steps.length - 1 || t.steps.length === 0 ? 'now' : 'later' },
                             log, 'Blessings after the turn: ' + t.blessings.join(' / '));
  }

  /* what the step shows on one cell, for the pointer caption */
  function describeCell(m, c) {
    var f = m.frames[m.shown || 0], out = [];
    out.push((onBoard(c) ? 'cell ' : 'off the board ') + RV.cellText(c));
    if (same(c, m.replay.init.vein)) out.push('the spirit vein');
    [0, 1].forEach(function (who) {
      if (same(c, f.st[who].pos)) out.push('P' + (who + 1) + ', HP ' + f.st[who].hp);
    });
    [['sk-attacks', 'attacked by'], ['sk-zones', 'guarded by']].forEach(function (g) {
      var sel = '#' + g[0] + ' rect[data-r="' + c[0] + '"][data-c="' + c[1] + '"]';
      Array.prototype.forEach.call(document.querySelectorAll(sel), function (el) {
        out.push(g[1] + ' ' + el.getAttribute('class').split(' ')[1].toUpperCase() + ' (' + el.getAttribute('data-kind') + ')');
      });
    });
    return out.join(' \u00b7 ');
  }

  function render(m, i) {
    var f = m.frames[i];
    m.shown = i;
    ['sk-zones', 'sk-attacks', 'sk-paths', 'sk-players', 'sk-marks'].forEach(function (id) {
      RV.clear(document.getElementById(id));
    });
    drawStep(m, f);
    drawPlayers(f);
    RV.setText('turn', String(f.turn));
    RV.setText('step', f.step >= 0 ? String(f.step + 1) : '-');
    renderCard(m, f, 0);
    renderCard(m, f, 1);
    renderLog(m, f);
    var banner = document.getElementById('board-banner');
    var r = m.replay.result;
    banner.textContent = i === m.frames.length - 1 && r ?
      (r.winner === 0 ? 'Draw' : 'P' + r.winner + ' wins') + ' (' + r.reason + ')' : '';
  }

  RV.games.sakura = { validate: validate, build: build, mount: mount, render: render,
                      parsePair: parsePair };
}());
