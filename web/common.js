/*
 * common.js -- helpers shared by the viewer core and the two game modules.
 *
 * Everything lives in the one global `RV`.  Game modules register
 * themselves in RV.games[name] with:
 *   validate(replay)        throws RV.ReplayError with a one-line message
 *                           when the replay does not follow its format;
 *   build(replay)           returns a model whose `frames` array lists every
 *                           frame ({turn, label, ...}) in play order;
 *   mount(model, board, side, ui)  creates the board and side panels once;
 *   render(model, i)        draws frame i (0 <= i < frames.length).
 * The core (viewer.js) owns loading, controls, playback and the URL hash.
 *
 * Validation helpers name the offending field by its JSON path
 * ("turns[3].steps[1].p2.pos") so a broken replay says where it broke.
 */
var RV = (function () {
  'use strict';
  var SVG_NS = 'http://www.w3.org/2000/svg';

  function ReplayError(msg) {
    this.name = 'ReplayError';
    this.message = msg;
  }
  ReplayError.prototype = Object.create(Error.prototype);
  ReplayError.prototype.constructor = ReplayError;

  function fail(path, what) {
    throw new ReplayError(path + ' ' + what);
  }

  function isInt(v) {
    return typeof v === 'number' && isFinite(v) && Math.floor(v) === v;
  }

  function isObj(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  }

  /* key is obj's own (not "constructor" or "__proto__" every object has) */
  function has(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
  }

  /* The checks below return the value so a validator reads as a list. */
  function need(obj, key, path) {
    if (!isObj(obj)) fail(path, 'must be an object');
    if (!(key in obj)) fail(path + '.' + key, 'is missing');
    return obj[key];
  }

  function int(v, path, lo, hi) {
    if (!isInt(v)) fail(path, 'must be an integer (got ' + short(v) + ')');
    if ((lo !== undefined && v < lo) || (hi !== undefined && v > hi))
      fail(path, 'must be within ' + lo + '..' + hi + ' (got ' + v + ')');
    return v;
  }

  function num(v, path) {
    if (typeof v !== 'number' || !isFinite(v)) fail(path, 'must be a number (got ' + short(v) + ')');
    return v;
  }

  function str(v, path) {
    if (typeof v !== 'string') fail(path, 'must be a string (got ' + short(v) + ')');
    return v;
  }

  function arr(v, path, len) {
    if (!Array.isArray(v)) fail(path, 'must be an array (got ' + short(v) + ')');
    if (len !== undefined && v.length !== len)
      fail(path, 'must have ' + len + ' entries (has ' + v.length + ')');
    return v;
  }

  /* A cell [a, b] of integers; off-board values are allowed within lo..hi. */
  function cell(v, path, lo, hi) {
    arr(v, path, 2);
    int(v[0], path + '[0]', lo, hi);
    int(v[1], path + '[1]', lo, hi);
    return v;
  }

  function short(v) {
    var s;
    try { s = JSON.stringify(v); } catch (e) { s = String(v); }
    if (s === undefined) s = String(v);
    return s.length > 40 ? s.slice(0, 37) + '...' : s;
  }

  function svg(tag, attrs, parent) {
    var el = document.createElementNS(SVG_NS, tag);
    if (attrs) for (var k in attrs) el.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(el);
    return el;
  }

  function html(tag, attrs, parent, text) {
    var el = document.createElement(tag);
    if (attrs) for (var k in attrs) el.setAttribute(k, attrs[k]);
    if (text !== undefined) el.textContent = text;
    if (parent) parent.appendChild(el);
    return el;
  }

  function clear(el) {
    while (el.firstChild) el.removeChild(el.firstChild);
  }

  function setText(id, text) {
    var el = document.getElementById(id);
    if (el) el.textContent = text;
    return el;
  }

  /* Show describe(cell) in `caption` while the pointer is over a cell of
   * the board `svgEl`; locate(x, y) maps board units to a cell or null. */
  function hoverCells(svgEl, caption, locate, describe) {
    svgEl.addEventListener('mousemove', function (e) {
      var pt = svgEl.createSVGPoint(), ctm = svgEl.getScreenCTM();
      if (!ctm) return;
      pt.x = e.clientX;
      pt.y = e.clientY;
      var p = pt.matrixTransform(ctm.inverse());
      var c = locate(p.x, p.y);
      caption.textContent = c ? describe(c) : '';
    });
    svgEl.addEventListener('mouseleave', function () { caption.textContent = ''; });
  }

  /* a name as the page shows it: a word that is a path from the root, the
   * home or the current folder (a command's program: `/usr/bin/python3
   * ./bots/main.py`) keeps its last part; any other word as it is, so a
   * name given with a slash in it (`AC/DC`) stays whole */
  function shortName(s) {
    return String(s).split(" ").map(function (w) {
      return /^(\/|\.\.?\/|~\/)/.test(w) ? w.slice(w.lastIndexOf("/") + 1) || w : w;
    }).join(" ");
  }

  /* the replay's seed as the judge wrote it (seedText: its digits, kept
   * by the viewer when a double would round them) */
  function seedText(r) {
    return !('seed' in r) ? '?' : typeof r.seedText === 'string' ? r.seedText : String(r.seed);
  }

  function cellText(c) {
    return '(' + c[0] + ',' + c[1] + ')';
  }

  return {
    games: {},
    ReplayError: ReplayError,
    fail: fail,
    isInt: isInt,
    isObj: isObj,
    has: has,
    need: need,
    int: int,
    num: num,
    str: str,
    arr: arr,
    cell: cell,
    short: short,
    svg: svg,
    html: html,
    clear: clear,
    setText: setText,
    shortName: shortName,
    seedText: seedText,
    hoverCells: hoverCells,
    cellText: cellText
  };
}());
