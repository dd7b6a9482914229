/*
 * report.js -- the arena's report page: tables, plots and filters over the
 * data bin/arena embeds (ARENA_REPORT, src/arena/arena_html.h).
 *
 * Every statistic of the summary tables is read from ARENA_REPORT.summary,
 * which is exactly what `arena report --json` prints for the same inputs;
 * this file only formats it.  What it computes itself -- the Elo curve as
 * pairs accumulate (the same pentanomial formulas as src/arena/arena_stats.c,
 * whose last point is the summary's figure), counts of how games end, the
 * sorted per-seed differences, histograms -- is presentation over the
 * per-game records, and the browser tests check it against the summary
 * and the records (tests/web/report.test.js).
 *
 * State: D the data, G the games as objects (one a record the summary
 * counts, in the order read or played), F the filter {bot, tagger, gen}
 * (names, '' = all).  Each filter change re-renders #report from D, G and F.
 * Hooks for the tests: window.ArenaReport, plots as <svg data-plot=NAME
 * data-count=N>, table cells with data-v (the raw value).
 */
(function () {
  'use strict';
  var Z975 = 1.959963984540054;       /* as ARENA_Z975 */
  var NELO_PER_NT = 347.43558552260146; /* 800 / ln 10 */
  var SVGNS = 'http://www.w3.org/2000/svg';
  var COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f',
                '#bcbd22', '#17becf'];
  var SAKURA_REASONS = ['hp', 'out', 'blessings', 'turn_limit', 'timeout', 'illegal', 'crash'];
  var REASON_WORDS = { hp: 'knock-out', out: 'push-out', blessings: 'blessings', turn_limit: 'turn limit',
                       timeout: 'timeout', illegal: 'illegal', crash: 'crash', draw: 'draw', caught: 'caught',
                       error: 'arena error' };
  var FAULTS = { timeout: 1, illegal: 1, crash: 1, error: 1 };
  /* a games row's reason as shown, and sorted */
  function reasonWords(r) { return REASON_WORDS[r.reason] || r.reason; }
  function plural(n, word) { return n + ' ' + word + (n === 1 ? '' : 's'); }
  var COLLATE = new Intl.Collator('en', { numeric: true }).compare; /* "seed 10" after "seed 9" */

  var D = null, G = [], F = { bot: '', tagger: '', gen: '' };

  function $(id) { return document.getElementById(id); }

  function el(tag, attrs, kids) {
    var e = document.createElement(tag);
    setAttrs(e, attrs);
    addKids(e, kids);
    return e;
  }

  function sv(tag, attrs, kids) {
    var e = document.createElementNS(SVGNS, tag);
    setAttrs(e, attrs);
    addKids(e, kids);
    return e;
  }

  function setAttrs(e, attrs) {
    for (var k in attrs || {}) {
      if (attrs[k] === null || attrs[k] === undefined) continue;
      if (k === 'text') e.textContent = attrs[k];
      else e.setAttribute(k, attrs[k]);
    }
  }

  function addKids(e, kids) {
    (kids || []).forEach(function (k) {
      if (k === null || k === undefined) return;
      e.appendChild(typeof k === 'string' ? document.createTextNode(k) : k);
    });
  }

  /* v.toFixed(d), but an exact tie (4.25 to one digit) rounded to even as
   * the text tables' printf does (toFixed rounds it away from zero) */
  function fixedAsPrintf(v, d) {
    var s = v.toFixed(d), exact = Math.abs(v).toFixed(Math.min(100, d + 30));
    if (!/^50*$/.test(exact.slice(exact.indexOf('.') + 1 + d))) return s;
    var down = (Math.sign(v) * Math.floor(Math.abs(v) * Math.pow(10, d)) / Math.pow(10, d)).toFixed(d);
    return +down.charAt(down.length - 1) % 2 === 0 ? down : s;
  }

  /* a number as the text tables print it: '-' for no data, 'inf' unbounded */
  function fmt(v, digits) {
    if (v === null || v === undefined || (typeof v === 'number' && isNaN(v))) return '-';
    if (v === Infinity) return 'inf';
    if (v === -Infinity) return '-inf';
    return fixedAsPrintf(v, digits === undefined ? 2 : digits);
  }

  function signed(v, digits) {
    var s = fmt(v, digits);
    return typeof v === 'number' && isFinite(v) && v >= 0 ? '+' + s : s;
  }

  function pct(v, digits) { return v === null || v === undefined ? '-' : fmt(100 * v, digits === undefined ? 2 : digits); }

  function showMessage(kind, title, text) {
    $('message').className = kind;
    $('message-title').textContent = title;
    $('message-text').textContent = text || '';
  }

  /* ---- statistics the page recomputes (arena_stats.c) ---- */

  function eloFromScore(s) {
    if (!(s >= 0 && s <= 1)) return NaN;
    if (s === 0) return -Infinity;
    if (s === 1) return Infinity;
    var e = -400 * Math.log10(1 / s - 1);
    return e === 0 ? 0 : e;
  }

  /* pentanomial counts -> {pairs, mu, elo, elo_err} as arena_penta_summarise */
  function pentaStats(c) {
    var n = 0, m = 0, v = 0, i;
    for (i = 0; i < 5; i++) n += c[i];
    if (n <= 0) return { pairs: 0, mu: NaN, elo: NaN, elo_err: NaN };
    for (i = 0; i < 5; i++) m += c[i] * (i / 4);
    m /= n;
    for (i = 0; i < 5; i++) v += c[i] * (i / 4 - m) * (i / 4 - m);
    v /= n;
    var se = Math.sqrt(v / n), lo = m - Z975 * se, hi = m + Z975 * se;
    var err = (lo <= 0 || hi >= 1 || v <= 0) ? Infinity : (eloFromScore(hi) - eloFromScore(lo)) / 2;
    return { pairs: n, mu: m, elo: eloFromScore(m), elo_err: err };
  }

  /* JSON has no infinity: a pairing's or ranking row's Elo or interval is
   * null both when unbounded and when there is no complete pair; with
   * pairs, the pentanomial gives back the infinity (and its sign) the text
   * prints, so that it shows and sorts as one */
  function withInfinities(p) {
    var o = Object.assign({}, p), st = p && p.ptnml ? pentaStats(p.ptnml) : null;
    if (st && st.pairs > 0) {
      if (o.elo === null && !isFinite(st.elo)) o.elo = st.elo;
      if (o.elo_err === null && !isFinite(st.elo_err)) o.elo_err = st.elo_err;
    }
    return o;
  }

  function mean(xs) {
    if (!xs.length) return NaN;
    var s = 0;
    xs.forEach(function (x) { s += x; });
    return s / xs.length;
  }

  /* ---- the data ---- */

  function check(cond, what) {
    if (!cond) throw new Error('the embedded data is not an arena report: ' + what);
  }

  /* the games as objects; the filter's predicate */
  function buildGames() {
    var cols = D.columns;
    G = D.games.map(function (row, i) {
      var g = { i: i };
      check(Array.isArray(row) && row.length === cols.length, 'games[' + i + '] has ' +
            (Array.isArray(row) ? row.length : 'no') + ' fields, columns ' + cols.length);
      cols.forEach(function (c, k) { g[c] = row[k]; });
      if (D.game === 'sakura') {
        g.A = D.bots[g.a];
        g.B = D.bots[g.b];
        g.key = 'sakura ' + g.A + ' ' + g.B + ' ' + g.seed + ' ' + g.side;
        g.pair = g.A + ' ' + g.B + ' ' + g.seed;
      } else {
        g.botName = D.bots[g.bot];
        g.taggerName = D.taggers[g.tagger];
        g.genName = D.gens[g.gen];
        g.key = 'candy ' + g.botName + ' ' + g.taggerName + ' ' + g.genName + ' ' + g.seed;
        g.cell = g.taggerName + ' ' + g.genName + ' ' + g.seed;
      }
      return g;
    });
  }

  function passes(g) {
    if (D.game === 'sakura') return !F.bot || g.A === F.bot || g.B === F.bot;
    return (!F.bot || g.botName === F.bot) && (!F.tagger || g.taggerName === F.tagger) &&
           (!F.gen || g.genName === F.gen);
  }

  function games() { return G.filter(passes); }

  /* ---- sortable tables ---- */

  /* cols: {key, label, fmt(row) -> text or node, v(row) -> raw value for
   * sorting and data-v, text (left aligned), title}; rows: objects;
   * opts.rowClass(row), opts.sort [key, dir], opts.id */
  function table(cols, rows, opts) {
    opts = opts || {};
    var state = { key: opts.sort ? opts.sort[0] : null, dir: opts.sort ? opts.sort[1] : 1 };
    var tbody = el('tbody');
    var ths = cols.map(function (c) {
      var th = el('th', { class: c.text ? 'text' : null, title: c.title || null, 'data-key': c.key, text: c.label });
      th.addEventListener('click', function () {
        state.dir = state.key === c.key ? -state.dir : (c.text ? 1 : -1);
        state.key = c.key;
        fill();
      });
      return th;
    });
    var t = el('table', { class: 'data', id: opts.id || null, 'data-rows': String(rows.length) },
               [el('thead', {}, [el('tr', {}, ths)]), tbody]);
    var sortCol = null;
    var trs = [];                     /* each row's element, made once: a sort only moves them */
    function raw(c, r) { return c.v ? c.v(r) : r[c.key]; }
    function makeRow(r) {
      var tr = el('tr', { class: opts.rowClass ? opts.rowClass(r) : null, 'data-key': r.key || null });
      cols.forEach(function (c) {
        var v = raw(c, r), shown = c.fmt ? c.fmt(r) : v;
        var td = el('td', { class: c.text ? 'text' : (c.cls || null) });
        if (typeof v === 'number' || v === null) td.setAttribute('data-v', v === null ? 'null' : String(v));
        if (shown !== null && typeof shown === 'object') td.appendChild(shown);
        else td.textContent = shown === null || shown === undefined ? '-' : String(shown);
        tr.appendChild(td);
      });
      return tr;
    }
    function cmp(a, b) {
      if (!state.key) return 0;
      var c = sortCol;
      var x = raw(c, a), y = raw(c, b);
      var xn = x === null || x === undefined || (typeof x === 'number' && isNaN(x));
      var yn = y === null || y === undefined || (typeof y === 'number' && isNaN(y));
      if (xn || yn) return xn === yn ? 0 : xn ? 1 : -1; /* no value last */
      if (typeof x === 'number' && typeof y === 'number') return x === y ? 0 : (x < y ? -1 : 1) * state.dir;
      return COLLATE(String(x), String(y)) * state.dir;
    }
    function fill() {
      ths.forEach(function (th, k) {
        if (cols[k].key === state.key) th.setAttribute('aria-sort', state.dir > 0 ? 'ascending' : 'descending');
        else th.removeAttribute('aria-sort');
      });
      sortCol = cols.filter(function (x) { return x.key === state.key; })[0];
      var order = rows.map(function (r, i) { return { r: r, i: i }; });
      order.sort(function (a, b) { return cmp(a.r, b.r) || (opts.tie ? opts.tie(a.r, b.r) : 0) || a.i - b.i; });
      while (tbody.firstChild) tbody.removeChild(tbody.firstChild);
      var frag = document.createDocumentFragment();
      order.forEach(function (o) { frag.appendChild(trs[o.i] || (trs[o.i] = makeRow(o.r))); });
      tbody.appendChild(frag);
    }
    fill();
    return t;
  }

  function num(key, label, digits, title) {
    return { key: key, label: label, title: title, fmt: function (r) { return fmt(r[key], digits); } };
  }

  function txt(key, label, title) { return { key: key, label: label, text: true, title: title }; }

  function section(id, title, explain, kids) {
    return el('section', { id: id }, [el('h2', { text: title }),
      explain ? el('p', { class: 'explain', text: explain }) : null].concat(kids));
  }

  function scroll(t) { return el('div', { class: 'scroll' }, [t]); }

  /* ---- plots (SVG) ---- */

  /* a plot frame: x and y ranges, axes with ticks; returns {svg, x(), y(), g} */
  function frame(name, opt) {
    var W = opt.w || 560, H = opt.h || 260, L = 56, R = 12, T = 20, B = 36;
    var x0 = opt.x[0], x1 = opt.x[1], y0 = opt.y[0], y1 = opt.y[1];
    if (!(x1 > x0)) x1 = x0 + 1;
    if (!(y1 > y0)) { y0 -= 1; y1 += 1; }
    function X(v) { return L + (v - x0) / (x1 - x0) * (W - L - R); }
    function Y(v) { return T + (1 - (Math.max(y0, Math.min(y1, v)) - y0) / (y1 - y0)) * (H - T - B); }
    var svg = sv('svg', { class: 'plot', 'data-plot': name, width: W, height: H, viewBox: '0 0 ' + W + ' ' + H,
                          role: 'img', 'aria-label': opt.title || name });
    var axis = sv('g', { class: 'axis' });
    ticks(y0, y1, 5, opt.yWhole).forEach(function (t) {
      axis.appendChild(sv('line', { class: 'grid', x1: L, x2: W - R, y1: Y(t), y2: Y(t) }));
      axis.appendChild(sv('text', { x: L - 4, y: Y(t) + 4, 'text-anchor': 'end', text: tickText(t) }));
    });
    ticks(x0, x1, 6, opt.xWhole).forEach(function (t) {
      axis.appendChild(sv('text', { x: X(t), y: H - B + 14, 'text-anchor': 'middle', text: tickText(t) }));
    });
    axis.appendChild(sv('path', { d: 'M' + L + ' ' + T + 'V' + (H - B) + 'H' + (W - R), fill: 'none' }));
    axis.appendChild(sv('text', { x: (L + W - R) / 2, y: H - 4, 'text-anchor': 'middle', text: opt.xlabel || '' }));
    axis.appendChild(sv('text', { x: 12, y: (T + H - B) / 2, 'text-anchor': 'middle',
                                  transform: 'rotate(-90 12 ' + (T + H - B) / 2 + ')', text: opt.ylabel || '' }));
    if (opt.title) axis.appendChild(sv('text', { x: L, y: 13, text: opt.title, 'font-weight': 600 }));
    svg.appendChild(axis);
    var g = sv('g', { class: 'data' });
    svg.appendChild(g);
    return { svg: svg, X: X, Y: Y, g: g, y0: y0, y1: y1, x0: x0, x1: x1 };
  }

  /* about n round ticks in [a, b]; whole: only whole numbers (an axis of
   * turns or of games) */
  function ticks(a, b, n, whole) {
    var span = b - a, step = Math.pow(10, Math.floor(Math.log10(span / n)));
    if (whole && step < 1) step = 1;
    [1, 2, 5, 10].some(function (m) { if (span / (step * m) <= n) { step *= m; return true; } return false; });
    var out = [];
    for (var t = Math.ceil(a / step) * step; t <= b + step * 1e-9; t += step) out.push(Math.abs(t) < step * 1e-9 ? 0 : t);
    return out;
  }

  /* a tick as written: whole digits kept (100.5, not 101), float noise
   * (0.30000000000000004) dropped */
  function tickText(t) { return String(parseFloat(t.toPrecision(12))); }

  function range(vals, pad) {
    var f = vals.filter(function (v) { return typeof v === 'number' && isFinite(v); });
    if (!f.length) return [0, 1];
    var lo = Math.min.apply(null, f), hi = Math.max.apply(null, f);
    var p = (hi - lo) * (pad || 0.05) || 1;
    return [lo - p, hi + p];
  }

  /* points of series {name, color, pts: [[x, y, title]]} as circles; the
   * svg's data-count is the number of points */
  function scatter(name, series, opt) {
    var xs = [], ys = [];
    series.forEach(function (s) { s.pts.forEach(function (p) { xs.push(p[0]); ys.push(p[1]); }); });
    opt.x = opt.x || range(xs, 0.02);
    opt.y = opt.y || range(ys.concat(opt.hlines ? opt.hlines.map(function (h) { return h[0]; }) : []), 0.05);
    var f = frame(name, opt), count = 0;
    (opt.hlines || []).forEach(function (h) {
      f.g.appendChild(sv('line', { x1: f.X(f.x0), x2: f.X(f.x1), y1: f.Y(h[0]), y2: f.Y(h[0]), stroke: h[1],
                                   'stroke-dasharray': '5 3', class: 'hline' }));
      if (h[2]) f.g.appendChild(sv('text', { x: f.X(f.x1) - 4, y: f.Y(h[0]) - 3, 'text-anchor': 'end', text: h[2] }));
    });
    series.forEach(function (s) {
      var g = sv('g', { 'data-series': s.name, 'data-count': s.pts.length, fill: s.color });
      s.pts.forEach(function (p) {
        var c = sv('circle', { cx: f.X(p[0]).toFixed(1), cy: f.Y(p[1]).toFixed(1), r: opt.r || 2.2,
                               'fill-opacity': p[3] === false ? 0 : 0.7, stroke: s.color, 'stroke-width': 0.8 });
        if (p[2]) c.appendChild(sv('title', { text: p[2] }));
        g.appendChild(c);
        count++;
      });
      f.g.appendChild(g);
    });
    f.svg.setAttribute('data-count', String(count));
    return f.svg;
  }

  function legend(series) {
    return el('div', { class: 'legend' }, series.map(function (s) {
      return el('span', {}, [el('span', { class: 'sw', style: 'background:' + s.color }), s.name]);
    }));
  }

  /* the palette's ten, then hues a golden angle apart at two lightnesses:
   * every bot of a large round robin its own colour */
  function color(i) {
    if (i < COLORS.length) return COLORS[i];
    var k = i - COLORS.length;
    return 'hsl(' + ((k * 137.508 + 15) % 360).toFixed(1) + ',70%,' + (k % 2 ? 32 : 55) + '%)';
  }

  /* ---- shared pieces ---- */

  function replayCell(g) {
    if (!g.replay) return el('span', { class: 'na', text: '-' });
    return el('a', { class: 'replay', href: g.replay, target: '_blank', rel: 'noopener', text: 'replay' });
  }

  function cmdCell(g) {
    if (!g.cmd) return el('span', { class: 'na', text: '-' });
    return el('details', { class: 'cmd' }, [el('summary', { text: 'judge command' }),
                                            el('code', { class: 'cmd', text: g.cmd })]);
  }

  /* why a game is a fault: the arena's error, or the judge's forfeit lines */
  function errorText(g) { return g.error ? 'arena error: ' + g.error : g.forfeit ? g.forfeit : ''; }
  function whyCell(g) { return el('span', { class: 'why', text: errorText(g) }); }

  /* ---- Sakura ---- */

  function skPairings() {
    var rows = D.summary.pairings.map(function (p, i) {
      return Object.assign({ key: p.bots[0] + ' vs ' + p.bots[1], A: p.bots[0], B: p.bots[1], idx: i }, withInfinities(p));
    }).filter(function (p) { return !F.bot || p.A === F.bot || p.B === F.bot; });
    var cols = [txt('A', 'Bot'), txt('B', 'Opponent'), num('games', 'Games', 0), num('wins', 'W', 0),
      num('draws', 'D', 0), num('losses', 'L', 0), num('points', 'Points', 1),
      { key: 'score', label: 'Score %', fmt: function (r) { return pct(r.score); } },
      num('elo', 'Elo', 2), num('elo_err', '+/- 95%', 2),
      num('nelo', 'nElo', 2), num('nelo_err', 'nElo +/-', 2),
      { key: 'los', label: 'LOS %', fmt: function (r) { return pct(r.los); } },
      { key: 'draw_ratio', label: 'Draw %', fmt: function (r) { return pct(r.draw_ratio); } },
      { key: 'ptnml', label: 'Ptnml(0-2)', text: true, v: function (r) { return r.ptnml.join(' '); },
        fmt: function (r) { return '[' + r.ptnml.join(', ') + ']'; }, title: 'complete pairs scoring 0, 1/2, 1, 3/2, 2 for the bot' },
      num('pairs', 'Pairs', 0), num('errors', 'Errors', 0)];
    if (D.summary.pairings.some(function (p) { return p.sprt; }))
      cols.push({ key: 'sprt', label: 'SPRT', text: true, v: function (r) { return r.sprt ? r.sprt.llr : null; },
        fmt: function (r) {
          if (!r.sprt) return '-';
          var s = r.sprt;
          return 'LLR ' + fmt(s.llr, 2) + ' (' + fmt(s.lower, 2) + ', ' + fmt(s.upper, 2) + ') [' + fmt(s.elo0, 2) + ', ' +
                 fmt(s.elo1, 2) + '] ' + (s.state === 'H1' ? 'H1 accepted' : s.state === 'H0' ? 'H0 accepted' : 'continue') +
                 /* the test decided where it first crossed; games then running count after */
                 (typeof s.decided_games === 'number' && s.decided_games !== r.games
                   ? ' after ' + s.decided_games + ' games (LLR ' + fmt(s.decided_llr, 2) + ')' : '');
        } });
    return section('pairings', 'Pairings', 'Per pairing, from the first bot\'s side: games with a result, the Elo of the complete pairs with its 95% interval (inf: the games do not bound it), normalised Elo, likelihood of superiority, the pentanomial.',
                   [table(cols, rows, { id: 'pairings-table' })]);
  }

  function skRoundRobin() {
    var s = D.summary;
    return D.bots.length >= 3 && s.pairings.some(function (p) { return p.bots[0] !== D.bots[0] && p.bots[1] !== D.bots[0]; });
  }

  function skRanking() {
    var rows = (D.summary.ranking || []).map(function (r) { return Object.assign({ key: r.name }, withInfinities(r)); })
      .filter(function (r) { return !F.bot || r.name === F.bot; });
    var cols = [num('rank', 'Rank', 0), txt('name', 'Bot'), num('games', 'Games', 0), num('points', 'Points', 1),
      { key: 'score', label: 'Score %', fmt: function (r) { return pct(r.score); } }, num('pairs', 'Pairs', 0),
      num('elo', 'Elo', 1), { key: 'elo_err', label: '+/- 95%', fmt: function (r) {
        /* as arena_text.c: a ranking row's interval is unbounded also with no complete pair */
        return r.elo_err === Infinity || (r.elo_err === null && !r.pairs) ? 'inf (too few games)' : fmt(r.elo_err, 1); } }];
    return section('ranking', 'Ranking', 'Each bot\'s complete pairs against all its opponents, pooled: its Elo against the average opponent it met.',
                   [table(cols, rows, { id: 'ranking-table', sort: ['rank', 1] })]);
  }

  function skBots() {
    var rows = D.summary.bots.map(function (b) { return Object.assign({ key: b.name }, b); })
      .filter(function (b) { return !F.bot || b.name === F.bot; });
    var cols = [txt('name', 'Bot'), num('games', 'Games', 0), num('timeouts', 'Timeouts', 0), num('illegal', 'Illegal', 0),
      num('crashes', 'Crashes', 0), num('mean_ms', 'ms/game', 1), num('max_ms', 'max', 1),
      num('mean_reply_ms', 'reply ms', 3), num('max_reply_ms', 'max reply', 2)];
    return table(cols, rows, { id: 'bots-table' });
  }

  /* per pairing, the Elo of the complete pairs after each pair is complete,
   * in the order the games were read or played */
  function skEloCurves() {
    return D.summary.pairings.map(function (p) {
      var A = p.bots[0], B = p.bots[1], c = [0, 0, 0, 0, 0], half = {}, games = 0, pts = [];
      G.forEach(function (g) {
        if (g.A !== A || g.B !== B) return;
        games++;
        if (g.points === null) return;
        if (half[g.pair] === undefined) { half[g.pair] = g.points; return; }
        c[Math.round(2 * (half[g.pair] + g.points))]++;
        delete half[g.pair];
        var st = pentaStats(c);
        pts.push({ games: games, pairs: st.pairs, elo: st.elo, err: st.elo_err, seed: g.seed });
      });
      return { A: A, B: B, pts: pts, summary: p };
    });
  }

  function skEloPlot(cv) {
    var finite = [];
    cv.pts.forEach(function (q) {
      if (isFinite(q.elo)) finite.push(q.elo);
      if (isFinite(q.elo) && isFinite(q.err)) { finite.push(q.elo - q.err); finite.push(q.elo + q.err); }
    });
    var yr = range(finite, 0.08);
    var xs = cv.pts.map(function (q) { return q.games; });
    var f = frame('elo', { x: [0, Math.max(1, xs.length ? xs[xs.length - 1] : 1)], y: yr, xlabel: 'games played',
                           ylabel: 'Elo', title: cv.A + ' vs ' + cv.B + ': Elo and 95% band' });
    f.svg.setAttribute('data-pairing', cv.A + ' ' + cv.B);
    var up = [], dn = [], line = [];
    cv.pts.forEach(function (q) {
      var e = q.elo, lo = isFinite(q.err) ? e - q.err : -Infinity, hi = isFinite(q.err) ? e + q.err : Infinity;
      var y = e === Infinity ? f.y1 : e === -Infinity ? f.y0 : e;
      line.push(f.X(q.games).toFixed(1) + ',' + f.Y(y).toFixed(1));
      up.push(f.X(q.games).toFixed(1) + ',' + f.Y(isFinite(hi) ? hi : f.y1).toFixed(1));
      dn.unshift(f.X(q.games).toFixed(1) + ',' + f.Y(isFinite(lo) ? lo : f.y0).toFixed(1));
    });
    if (line.length) {
      f.g.appendChild(sv('polygon', { class: 'band', points: up.concat(dn).join(' '), fill: '#1f77b4', 'fill-opacity': 0.15 }));
      f.g.appendChild(sv('polyline', { class: 'estimate', points: line.join(' '), fill: 'none', stroke: '#1f77b4', 'stroke-width': 1.5 }));
    }
    if (f.y0 < 0 && f.y1 > 0)
      f.g.appendChild(sv('line', { x1: f.X(f.x0), x2: f.X(f.x1), y1: f.Y(0), y2: f.Y(0), stroke: '#999', 'stroke-dasharray': '4 3' }));
    var last = cv.pts[cv.pts.length - 1];
    if (last && !finite.length) /* nothing to scale the axis by: say so, lest it read as Elo 0..1 */
      f.g.appendChild(sv('text', { class: 'note', x: f.X((f.x0 + f.x1) / 2), y: f.Y((f.y0 + f.y1) / 2), 'text-anchor': 'middle',
                                   text: 'Elo unbounded at every point (' + (last.elo < 0 ? '-inf' : 'inf') + '): drawn at the edge' }));
    f.svg.setAttribute('data-count', String(cv.pts.length));
    if (last) {
      f.svg.setAttribute('data-last-elo', String(last.elo));
      f.svg.setAttribute('data-last-err', String(last.err));
    }
    return f.svg;
  }

  /* how each bot's games ended: its wins and losses by reason */
  function skEndings() {
    var by = {};
    D.bots.forEach(function (b) { by[b] = { key: b, bot: b, games: 0, draws: 0, errors: 0 }; });
    G.forEach(function (g) {
      [[g.A, g.points], [g.B, g.points === null ? null : 1 - g.points]].forEach(function (x) {
        var r = by[x[0]];
        if (!r) return;
        if (x[1] === null) { r.errors++; return; }
        r.games++;
        if (x[1] === 0.5) { r.draws++; return; }
        var k = (x[1] === 1 ? 'won_' : 'lost_') + g.reason;
        r[k] = (r[k] || 0) + 1;
      });
    });
    var rows = D.bots.map(function (b) { return by[b]; }).filter(function (r) { return !F.bot || r.bot === F.bot; });
    var cols = [txt('bot', 'Bot'), num('games', 'Games', 0)];
    SAKURA_REASONS.forEach(function (k) {
      cols.push({ key: 'won_' + k, label: 'won: ' + REASON_WORDS[k], v: function (r) { return r['won_' + k] || 0; },
                  title: k === 'timeout' || k === 'illegal' || k === 'crash' ? 'the opponent\'s ' + k : null });
    });
    cols.push(num('draws', 'draws', 0));
    SAKURA_REASONS.forEach(function (k) {
      cols.push({ key: 'lost_' + k, label: 'lost: ' + REASON_WORDS[k], v: function (r) { return r['lost_' + k] || 0; } });
    });
    cols.push(num('errors', 'arena errors', 0));
    return { table: table(cols, rows, { id: 'endings-table' }), rows: rows };
  }

  /* games ending on each turn, stacked by reason */
  function turnHistogram(gs, reasons, name) {
    var maxT = 0, bins = {};
    gs.forEach(function (g) {
      if (g.turns === null || g.turns === undefined) return;
      maxT = Math.max(maxT, g.turns);
      (bins[g.turns] = bins[g.turns] || {})[g.reason] = ((bins[g.turns] || {})[g.reason] || 0) + 1;
    });
    var top = 0, t, total = 0;
    for (t = 0; t <= maxT; t++) {
      var s = 0;
      for (var k in bins[t] || {}) s += bins[t][k];
      top = Math.max(top, s);
    }
    var f = frame(name, { x: [-0.5, maxT + 0.5], y: [0, Math.max(1, top) * 1.05], xWhole: true, yWhole: true, xlabel: 'turn the game ended',
                          ylabel: 'games', title: 'When games end, by reason' });
    var w = Math.max(1, f.X(1) - f.X(0) - 1);
    for (t = 0; t <= maxT; t++) {
      var acc = 0;
      reasons.forEach(function (r, ri) {
        var n = (bins[t] || {})[r] || 0;
        if (!n) return;
        var rect = sv('rect', { x: (f.X(t) - w / 2).toFixed(1), y: f.Y(acc + n).toFixed(1), width: w.toFixed(1),
                                height: (f.Y(acc) - f.Y(acc + n)).toFixed(1), fill: color(ri), 'data-turn': t,
                                'data-reason': r, 'data-n': n }, [sv('title', { text: 'turn ' + t + ': ' + n + ' ' + (REASON_WORDS[r] || r) })]);
        f.g.appendChild(rect);
        acc += n;
        total += n;
      });
    }
    f.svg.setAttribute('data-count', String(total));
    return el('div', {}, [legend(reasons.map(function (r, i) { return { name: REASON_WORDS[r] || r, color: color(i) }; })), f.svg]);
  }

  function timePlot(gs, seriesOf, name) {
    var budget = gs.length ? Math.max.apply(null, gs.map(function (g) { return g.budget || 0; })) : 0;
    var series = seriesOf(gs);
    var ys = [budget];
    series.forEach(function (s) { s.pts.forEach(function (p) { ys.push(p[1]); }); });
    return el('div', {}, [legend(series), scatter(name, series, {
      x: [0, Math.max(1, G.length)], y: [0, Math.max.apply(null, ys.filter(isFinite)) * 1.08 || 1],
      xlabel: 'game (in the order played)', ylabel: 'ms used in the game',
      title: 'Time used per game against the ' + budget + ' ms budget', hlines: [[budget, '#d62728', budget + ' ms budget']] })]);
  }

  function skTimeSeries(gs) {
    return D.bots.filter(function (b) { return !F.bot || b === F.bot; }).map(function (b) {
      var pts = [];
      gs.forEach(function (g) {
        var ms = g.A === b ? g.ms_a : g.B === b ? g.ms_b : undefined;
        if (ms === undefined || ms === null) return;
        pts.push([g.i, ms, g.key + ': ' + ms + ' ms']);
      });
      return { name: b, color: color(D.bots.indexOf(b)), pts: pts };
    });
  }

  /* 0 fault, 1 loss of the focus bot, 2 draw, 3 win (the focus: the
   * filter's bot, else the pairing's first) */
  function skSeverity(g) {
    if (g.points === null || FAULTS[g.reason]) return 0;
    var p = F.bot && g.B === F.bot ? 1 - g.points : g.points;
    return p === 0 ? 1 : p === 0.5 ? 2 : 3;
  }

  function skGames(gs) {
    var rows = gs.map(function (g) {
      return Object.assign({}, g, {
        severity: skSeverity(g),
        pairing: g.A + ' vs ' + g.B,
        p1: g.side === 1 ? g.A : g.B,
        result: g.points === null ? 'error' : g.points === 0.5 ? 'draw' : (g.points === 1 ? g.A : g.B) + ' won'
      });
    });
    var cols = [num('i', '#', 0, 'order read or played'),
      { key: 'severity', label: 'Kind', text: true, fmt: function (r) { return ['fault', 'loss', 'draw', 'win'][r.severity]; },
        title: 'faults first (timeout, illegal, crash, arena error), then losses of the bot (the filter\'s, else the pairing\'s first)' },
      txt('pairing', 'Pairing'), { key: 'seed', label: 'Seed', v: function (r) { return r.seed; }, fmt: function (r) { return r.seed; } },
      txt('p1', 'Player 1'), txt('result', 'Result'),
      { key: 'reason', label: 'Reason', text: true, v: reasonWords, fmt: reasonWords },
      num('turns', 'Turns', 0), num('ms_a', 'ms first', 0, 'time used by the pairing\'s first bot'),
      num('ms_b', 'ms second', 0, 'time used by the pairing\'s second bot'),
      { key: 'replay', label: 'Replay', text: true, fmt: replayCell },
      { key: 'cmd', label: 'Reproduce', text: true, cls: 'cmd', fmt: cmdCell },
      { key: 'error', label: 'Why', text: true, fmt: whyCell, v: errorText,
        title: 'a fault\'s cause: the judge\'s line for a timeout, illegal reply or crash, or the arena error' }];
    return table(cols, rows, { id: 'games-table', sort: ['severity', 1], rowClass: function (r) {
      return r.severity === 0 ? 'fault' : r.severity === 1 ? 'loss' : null; } });
  }

  function renderSakura(root) {
    var gs = games();
    root.appendChild(skPairings());
    if (skRoundRobin()) root.appendChild(skRanking());
    root.appendChild(section('bots', 'Bots', 'Failures charged to each bot (the losing side of a timeout, illegal reply or crash), time used a game and reply latency.', [skBots()]));
    var curves = skEloCurves().filter(function (cv) { return !F.bot || cv.A === F.bot || cv.B === F.bot; });
    root.appendChild(section('elo', 'Elo as games accumulate', 'After each complete pair (both sides of a seed), the Elo of the pairs so far and its 95% band; unbounded values are drawn at the edge. The last point is the pairing\'s figure above.',
                             [el('div', { class: 'plots' }, curves.map(skEloPlot))]));
    var end = skEndings();
    root.appendChild(section('endings', 'How games end', 'Each bot\'s wins and losses by how the game ended (turn limit: turn 60 reached; a win by timeout, illegal or crash is the opponent\'s fault), and the turn games ended on.',
                             [end.table, turnHistogram(gs, SAKURA_REASONS.concat(['draw']), 'turns')]));
    root.appendChild(section('time', 'Time used', 'Each bot\'s total reply time in each game (READY included), against each player\'s budget.',
                             [timePlot(gs, skTimeSeries, 'time')]));
    root.appendChild(section('games', 'Games', 'Faults first, then losses, then draws and wins. A replay link opens the viewer on that game (written with --replays DIR); the judge command plays the game again.',
                             [el('span', { class: 'count', id: 'games-count', text: plural(gs.length, 'game') }), scroll(skGames(gs))]));
  }

  /* ---- Candy ---- */

  function rowPasses(r) {
    return (!F.bot || r.bot === F.bot || (r.bots && r.bots.indexOf(F.bot) >= 0)) &&
           (!F.tagger || r.tagger === F.tagger || r.tagger === '*') && (!F.gen || r.gen === F.gen || r.gen === '*');
  }

  function cdRows() {
    var rows = D.summary.rows.map(function (r) { return Object.assign({ key: r.bot + ' ' + r.tagger + ' ' + r.gen }, r); })
      .filter(rowPasses);
    var cols = [txt('bot', 'Bot'), txt('tagger', 'Tagger'), txt('gen', 'Generator'), num('games', 'Games', 0),
      num('score_mean', 'Score', 3), num('score_ci', '+/- 95%', 3),
      { key: 'capture_rate', label: 'Caught %', fmt: function (r) { return pct(r.capture_rate, 1); } },
      num('mean_turns', 'Turns', 1, 'mean turn of the result: turns survived'), num('mean_ms', 'ms/game', 1), num('max_ms', 'max', 1),
      num('max_reply_ms', 'max reply', 2), num('timeouts', 'Timeouts', 0), num('illegal', 'Illegal', 0), num('crashes', 'Crashes', 0)];
    return table(cols, rows, { id: 'rows-table', rowClass: function (r) { return r.tagger === '*' || r.gen === '*' ? 'star' : null; } });
  }

  function cdPairs() {
    var rows = D.summary.pairs.map(function (p) {
      return Object.assign({ key: p.bots[1] + ' ' + p.tagger + ' ' + p.gen, other: p.bots[1] }, p);
    }).filter(rowPasses);
    var cols = [txt('other', 'Against'), txt('tagger', 'Tagger'), txt('gen', 'Generator'), num('games', 'Games', 0),
      { key: 'diff_mean', label: 'Diff x-y', fmt: function (r) { return signed(r.diff_mean, 3); } }, num('diff_ci', '+/- 95%', 3),
      num('score_ratio', 'Score ratio', 3), num('score_ratio_ci', '+/-', 3), num('caught_ratio', 'Caught ratio', 3),
      num('caught_ratio_ci', '+/-', 3)];
    return table(cols, rows, { id: 'pairs-table' });
  }

  /* per other bot, bots[0] - it on each (tagger, gen, seed) both played */
  function cdDiffs() {
    var first = {}, out = [];
    G.forEach(function (g) { if (g.bot === 0 && g.score !== null) first[g.cell] = g; });
    D.bots.forEach(function (b, bi) {
      if (bi === 0 || (F.bot && F.bot !== b && F.bot !== D.bots[0])) return;
      var pts = [];
      G.forEach(function (g) {
        if (g.bot !== bi || g.score === null || !first[g.cell]) return;
        if ((F.tagger && g.taggerName !== F.tagger) || (F.gen && g.genName !== F.gen)) return;
        pts.push({ d: first[g.cell].score - g.score, g: g, x: first[g.cell] });
      });
      pts.sort(function (p, q) { return p.d - q.d || (p.g.cell < q.g.cell ? -1 : 1); });
      out.push({ bot: b, pts: pts });
    });
    return out;
  }

  function cdDiffPlot(dv, i) {
    var s = { name: D.bots[0] + ' - ' + dv.bot, color: color(i + 1),
              pts: dv.pts.map(function (p, k) { return [k, p.d, p.g.cell + ': ' + p.x.score + ' - ' + p.g.score]; }) };
    var m = mean(dv.pts.map(function (p) { return p.d; }));
    var svg = scatter('diff', [s], { xlabel: 'paired games, sorted', ylabel: 'score difference',
                                     title: D.bots[0] + ' - ' + dv.bot + ' per seed, sorted',
                                     hlines: [[0, '#999'], [isFinite(m) ? m : 0, color(i + 1), 'mean ' + signed(m, 3)]] });
    svg.setAttribute('data-bot', dv.bot);
    svg.setAttribute('data-mean', String(m));
    return svg;
  }

  function cdScatter(gs, name, xOf, xlabel, title) {
    var series = D.bots.map(function (b, bi) {
      return { name: b, color: color(bi), pts: gs.filter(function (g) { return g.bot === bi && g.score !== null && xOf(g) !== null; })
        .map(function (g) { return [xOf(g), g.score, g.key + ': score ' + g.score + (g.caught ? ', caught on turn ' + g.turn : ', survived'), g.caught]; }) };
    }).filter(function (s) { return s.pts.length; });
    return el('div', {}, [legend(series), scatter(name, series, { xlabel: xlabel, ylabel: 'score', title: title })]);
  }

  function cdSeverity(g) { return g.score === null || FAULTS[g.reason] ? 0 : 1; }

  function cdGames(gs) {
    var rows = gs.map(function (g) { return Object.assign({}, g, { severity: cdSeverity(g) }); });
    var cols = [num('i', '#', 0, 'order read or played'),
      { key: 'severity', label: 'Kind', text: true, fmt: function (r) { return r.severity === 0 ? 'fault' : 'game'; } },
      txt('botName', 'Bot'), txt('taggerName', 'Tagger'), txt('genName', 'Generator'),
      { key: 'seed', label: 'Seed', fmt: function (r) { return r.seed; } }, num('n', 'N', 0),
      num('score', 'Score', 0), { key: 'caught', label: 'Caught', text: true, v: function (r) { return r.caught === null ? null : r.caught ? 1 : 0; },
        fmt: function (r) { return r.caught === null ? '-' : r.caught ? 'yes' : 'no'; } },
      num('turn', 'Turn', 0), { key: 'reason', label: 'Reason', text: true, v: reasonWords, fmt: reasonWords },
      num('ms', 'ms', 0), num('max_reply_ms', 'max reply', 2),
      { key: 'replay', label: 'Replay', text: true, fmt: replayCell },
      { key: 'cmd', label: 'Reproduce', text: true, cls: 'cmd', fmt: cmdCell },
      { key: 'error', label: 'Why', text: true, fmt: whyCell, v: errorText,
        title: 'a fault\'s cause: the judge\'s line for a timeout, illegal reply or crash, or the arena error' }];
    return table(cols, rows, { id: 'games-table', sort: ['severity', 1], tie: function (a, b) {
      return (a.score === null ? -1 : a.score) - (b.score === null ? -1 : b.score); },
      rowClass: function (r) { return r.severity === 0 ? 'fault' : null; } });
  }

  function renderCandy(root) {
    var gs = games();
    root.appendChild(section('rows', 'Bots x taggers x generators', 'Mean score with its 95% t-interval, capture rate, turns survived, time and failures per cell; "*" rows sum over taggers and/or generators.', [cdRows()]));
    if (D.summary.pairs.length) {
      root.appendChild(section('pairs', D.bots[0] + ' against each bot on the same seeds', 'x = ' + D.bots[0] + ', y = the other bot: paired difference x - y, score ratio and caught ratio with their 95% intervals.', [cdPairs()]));
      var dvs = cdDiffs();
      root.appendChild(section('diffs', 'Per-seed paired differences, sorted', 'Each point is one seed (tagger, generator, seed) both bots played: ' + D.bots[0] + '\'s score minus the other\'s, sorted, so a regression shows as a tail; the line is the mean (the "Diff x-y" above for this filter).',
                               [el('div', { class: 'plots' }, dvs.map(cdDiffPlot))]));
    }
    root.appendChild(section('features', 'Score against the input', 'Each point is a game: score against the maze size N and against the turn the game ended (hollow: Maki survived to the turn limit).',
                             [el('div', { class: 'plots' }, [cdScatter(gs, 'score-n', function (g) { return g.n; }, 'maze size N', 'Score against N'),
                                                             cdScatter(gs, 'score-turn', function (g) { return g.turn; }, 'turn of the result (capture or limit)', 'Score against the capture turn')])]));
    root.appendChild(section('time', 'Time used', 'Maki\'s total reply time in each game against its budget.',
                             [timePlot(gs, function (list) {
                               return D.bots.map(function (b, bi) {
                                 return { name: b, color: color(bi), pts: list.filter(function (g) { return g.bot === bi && g.ms !== null; })
                                   .map(function (g) { return [g.i, g.ms, g.key + ': ' + g.ms + ' ms']; }) };
                               }).filter(function (s) { return s.pts.length; });
                             }, 'time')]));
    root.appendChild(section('games', 'Games, worst first', 'Faults first (timeout, illegal, crash, arena error), then the lowest scores. A replay link opens the viewer on that game (written with --replays DIR); the judge command plays it again.',
                             [el('span', { class: 'count', id: 'games-count', text: plural(gs.length, 'game') }), scroll(cdGames(gs))]));
  }

  /* ---- against a baseline ---- */

  function blCaseRows() {
    var rows = [];
    (D.cases || []).forEach(function (c) {
      var g = G[c[0]], r = D.summary.baseline.rows[c[1]];
      if (!g || !r) return;
      if (D.game === 'sakura' ? !passes(g) : !passes(g)) return;
      rows.push(Object.assign({}, g, { now: c[2], old: c[3], diff: c[2] - c[3], absdiff: Math.abs(c[2] - c[3]),
                                       what: D.game === 'sakura' ? g.A + ' vs ' + g.B : g.botName + ' ' + g.taggerName + ' ' + g.genName }));
    });
    return rows;
  }

  function renderBaseline(root) {
    var B = D.summary.baseline;
    if (!B) return;
    var sk = D.game === 'sakura';
    var rows = B.rows.map(function (r) {
      var key = sk ? r.bots[0] + ' vs ' + r.bots[1] : r.bot + ' ' + r.tagger + ' ' + r.gen;
      var o = Object.assign({ key: key }, r);
      if (sk) {
        var np = D.summary.pairings.filter(function (p) { return p.bots[0] === r.bots[0] && p.bots[1] === r.bots[1]; })[0];
        var op = B.summary.pairings.filter(function (p) { return p.bots[0] === r.bots[0] && p.bots[1] === r.bots[1]; })[0];
        o.pairing = key;
        o.elo_now = np ? withInfinities(np).elo : null;
        o.elo_old = op ? withInfinities(op).elo : null;
      }
      return o;
    }).filter(sk ? function (r) { return !F.bot || r.bots.indexOf(F.bot) >= 0; } : rowPasses);
    var cols = sk ? [txt('pairing', 'Pairing')] : [txt('bot', 'Bot'), txt('tagger', 'Tagger'), txt('gen', 'Generator')];
    cols = cols.concat([num('cases', sk ? 'Pairs' : 'Games', 0),
      { key: 'diff_mean', label: 'Now - old', fmt: function (r) { return signed(r.diff_mean, 3); } }, num('diff_ci', '+/- 95%', 3),
      num('now_mean', sk ? 'Now (pair pts)' : 'Now', 3), num('old_mean', sk ? 'Old (pair pts)' : 'Old', 3)]);
    if (sk) cols = cols.concat([num('elo_now', 'Elo now', 1), num('elo_old', 'Elo old', 1)]);
    else cols = cols.concat([{ key: 'rel_now', label: 'Relative now', fmt: function (r) { return pct(r.rel_now, 2); } },
                             { key: 'rel_old', label: 'Relative old', fmt: function (r) { return pct(r.rel_old, 2); } }]);
    cols = cols.concat([num('better', 'Better', 0), num('worse', 'Worse', 0), num('same', 'Same', 0)]);
    var cases = blCaseRows();
    var caseCols = [txt('what', sk ? 'Pairing' : 'Bot tagger gen'), { key: 'seed', label: 'Seed', fmt: function (r) { return r.seed; } },
      num('now', 'Now', sk ? 1 : 0), num('old', 'Old', sk ? 1 : 0), { key: 'diff', label: 'Now - old', fmt: function (r) { return signed(r.diff, sk ? 1 : 0); } },
      num('absdiff', '|change|', sk ? 1 : 0), { key: 'replay', label: 'Replay (now)', text: true, fmt: replayCell },
      { key: 'cmd', label: 'Reproduce', text: true, cls: 'cmd', fmt: cmdCell }];
    var sorted = cases.map(function (c) { return c.diff; }).sort(function (a, b) { return a - b; });
    var plot = scatter('baseline', [{ name: 'now - old', color: color(4), pts: sorted.map(function (d, k) { return [k, d]; }) }],
                       { xlabel: 'common seeds, sorted', ylabel: sk ? 'pair points, now - old' : 'score, now - old',
                         title: 'Per seed against the baseline, sorted', hlines: [[0, '#999']] });
    root.appendChild(section('baseline', 'Against the baseline', 'The same seeds in ' + B.files.join(', ') + ' (old) and this run (now): the paired difference now - old with its 95% t-interval' +
      (sk ? ', in pair points (0..2 a seed) for the pairing\'s first bot.' : ', and pahcer\'s relative score (a game\'s score over the better of the two runs on it).'),
      [table(cols, rows, { id: 'baseline-table' }), plot,
       el('h3', { text: 'Seeds that changed most' }),
       scroll(table(caseCols, cases, { id: 'changed-table', sort: ['absdiff', -1], tie: function (a, b) { return a.diff - b.diff; } }))]));
  }

  /* ---- page ---- */

  function fillFilters() {
    function opts(sel, names) {
      names.forEach(function (n) { sel.appendChild(el('option', { value: n, text: n })); });
    }
    opts($('filter-bot'), D.bots);
    if (D.game === 'candy') {
      opts($('filter-tagger'), D.taggers);
      opts($('filter-gen'), D.gens);
    } else {
      $('filter-tagger-wrap').classList.add('hidden');
      $('filter-gen-wrap').classList.add('hidden');
    }
    ['bot', 'tagger', 'gen'].forEach(function (k) {
      $('filter-' + k).addEventListener('change', function () { F[k] = this.value; render(); });
    });
    $('filters').classList.remove('hidden');
  }

  function render() {
    var root = $('report');
    while (root.firstChild) root.removeChild(root.firstChild);
    if (D.game === 'sakura') renderSakura(root);
    else renderCandy(root);
    renderBaseline(root);
    root.setAttribute('data-filter', [F.bot, F.tagger, F.gen].join('|'));
  }

  function meta() {
    var s = D.summary;
    var parts = [(D.game === 'sakura' ? 'Sakura Duel' : 'Maki\'s Candy Hunt') + ': ' + plural(s.results, 'game') + ' with a result',
                 plural(s.errors, 'arena error')];
    if (s.duplicates) parts.push(plural(s.duplicates, 'duplicate') + ' ignored');
    parts.push('from ' + (D.files.length ? D.files.join(', ') : 'this run'));
    $('meta').textContent = parts.join(', ');
    $('foot').textContent = 'Written by arena ' + D.version + '. ' + plural(D.links, 'replay link') +
      (D.replays_missing ? ', ' + plural(D.replays_missing, 'replay') + ' missing or cut' : '') + '.';
    var notes = D.notes.slice();
    if (D.notes_more) notes.push('... and ' + D.notes_more + ' more');
    if (s.errors && s.first_error) notes.unshift('First arena error: ' + s.first_error);
    if (notes.length) showMessage('note', 'Read with warnings', notes.join('\n'));
  }

  function start() {
    var boot = $('boot');
    if (boot) boot.parentNode.removeChild(boot);
    try {
      if (typeof ARENA_REPORT === 'undefined')
        throw new Error('the page was cut short or is damaged (its data cannot be read): write it again with bin/arena report --html PAGE FILE...');
      D = ARENA_REPORT;
      check(D && typeof D === 'object', 'no data object (the template was not filled in by bin/arena)');
      check(D.format === 1, 'unknown format ' + D.format);
      document.title = 'Arena report' + (D.game ? ': ' + D.game : '');
      if (D.error) {
        showMessage('error', 'No report: ' + D.error, (D.files.length ? 'Input: ' + D.files.join(', ') + '\n' : '') + D.notes.join('\n'));
        $('title').textContent = 'Arena report: nothing to show';
        return;
      }
      check(D.game === 'sakura' || D.game === 'candy', 'unknown game ' + D.game);
      check(D.summary && Array.isArray(D.columns) && Array.isArray(D.games) && Array.isArray(D.bots), 'missing summary, columns, games or bots');
      buildGames();
      $('title').textContent = 'Arena report: ' + (D.game === 'sakura' ? 'Sakura Duel' : 'Maki\'s Candy Hunt');
      meta();
      fillFilters();
      render();
    } catch (e) {
      showMessage('error', 'The report cannot be shown', e.message);
    }
  }

  /* for the tests and the console */
  window.ArenaReport = {
    data: function () { return D; },
    games: function () { return G; },
    filter: function () { return F; },
    eloCurves: function () { return skEloCurves(); },
    endings: function () { return D && D.game === 'sakura' ? skEndings().rows : null; },
    diffs: function () { return D && D.game === 'candy' ? cdDiffs() : null; },
    pentaStats: pentaStats,
    fmt: fmt
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}());
