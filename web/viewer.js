/*
 * viewer.js -- the viewer core: where a replay comes from, the controls,
 * playback and the URL hash.  Game drawing is in sakura.js and candy.js.
 *
 * A replay comes from, in this order: the embedded replay of an exported
 * page (EMBEDDED_REPLAY, set by the judges' --html), `?replay=PATH` fetched
 * relative to the page (http only; file:// pages cannot fetch), the file
 * picker, or a file dropped on the page.  Every failure -- unreadable file,
 * bad JSON, truncated file, a replay that breaks its format -- ends in
 * showError() with one clear message; the page is never left blank.
 *
 * State: `cur` is the loaded replay ({game, model}) or null, `frame` the
 * frame shown (0 <= frame < frames.length), `timer` the pending playback
 * tick or null.  After each seek the hash is rewritten as
 * `#turn=T&frame=F`; opening a page with such a hash (or editing it) seeks
 * to F, or to the first frame of turn T when F is absent.
 */
(function () {
  'use strict';
  var BASE_FRAME_MS = 600; /* one frame at speed 1x */

  var cur = null;
  var frame = 0;
  var timer = null;

  function $(id) { return document.getElementById(id); }

  function showError(title, text) {
    stop();
    $('message').className = 'error';
    $('message-title').textContent = title;
    $('message-text').textContent = text || '';
    $('viewer').classList.add('hidden');
    $('welcome').classList.remove('hidden');
    document.title = 'Replay viewer: error';
  }

  function showNote(title, text) {
    $('message').className = 'note';
    $('message-title').textContent = title;
    $('message-text').textContent = text || '';
  }

  function hideMessage() {
    $('message').className = 'hidden';
  }

  /* Load a parsed replay; `source` names it in messages.  `atHash`: open at
   * the moment the URL hash names (the page's own replay), else at frame 0
   * (a file picked or dropped later). */
  function loadReplay(replay, source, atHash) {
    stop();
    cur = null;
    try {
      if (!RV.isObj(replay))
        throw new RV.ReplayError('the file holds ' + (Array.isArray(replay) ? 'an array' : RV.short(replay)) +
                                 ', not a replay object');
      if (typeof replay.game !== 'string')
        throw new RV.ReplayError('"game" is missing: this is not a replay of either game');
      var mod = RV.games[replay.game];
      if (!mod)
        throw new RV.ReplayError('unknown game "' + replay.game + '" (this viewer knows sakura and candy)');
      mod.validate(replay);
      var model = mod.build(replay);
      hideMessage();
      $('welcome').classList.add('hidden');
      $('viewer').classList.remove('hidden');
      $('viewer').setAttribute('data-game', replay.game);
      RV.clear($('board-wrap'));
      RV.clear($('side'));
      mod.mount(model, $('board-wrap'), $('side'));
      cur = { mod: mod, model: model, source: source };
      $('seek').max = String(model.frames.length - 1);
      $('title').textContent = model.title;
      document.title = model.title + ' - replay viewer';
      var warnings = (model.warnings || []).slice();
      if (replay.version !== 1) /* docs/*-replay.md: version 1 is the format this viewer reads */
        warnings.unshift('"version" is ' + (replay.version === undefined ? 'missing' : RV.short(replay.version)) +
                         ', not 1, the format this viewer reads: shown as if it were version 1.');
      if (warnings.length)
        showNote('Shown with warnings', warnings.join(' '));
      if (!atHash || !seekFromHash()) seek(0);
    } catch (e) {
      cur = null;
      if (e instanceof RV.ReplayError)
        showError('Cannot show this replay (' + source + ')', e.message);
      else
        showError('Cannot show this replay (' + source + '): the viewer failed', String(e && e.stack || e));
    }
  }

  function loadText(text, source, atHash) {
    var replay;
    if (!/\S/.test(text)) {
      showError('Cannot show this replay (' + source + ')', 'the file is empty');
      return;
    }
    try {
      replay = JSON.parse(text);
    } catch (e) {
      showError('Cannot show this replay (' + source + ')',
                'it is not valid JSON, perhaps truncated (' + e.message + ')');
      return;
    }
    /* the top-level seed's digits: JSON.parse rounds integers beyond 2^53 */
    var sm = /^\s*\{[^{}\[\]]*?"seed"\s*:\s*([0-9]+)\s*[,}]/.exec(text);
    if (sm && RV.isObj(replay) && replay.seed === Number(sm[1])) replay.seedText = sm[1];
    loadReplay(replay, source, atHash);
  }

  function loadFile(file) {
    var reader = new FileReader();
    reader.onload = function () { loadText(String(reader.result), file.name); };
    reader.onerror = function () { showError('Cannot read ' + file.name, String(reader.error)); };
    reader.readAsText(file);
  }

  function loadUrl(path) {
    if (location.protocol === 'file:') {
      showError('Cannot fetch ' + path + ' from a file:// page',
                'browsers do not let pages opened from disk read other files. ' +
                'Use "Open replay", drop the file here, serve this folder over http, ' +
                'or write a self-contained page with the judge\'s --html FILE.');
      return;
    }
    showNote('Loading ' + path + '...', '');
    fetch(path).then(function (resp) {
      if (!resp.ok) throw new Error('HTTP ' + resp.status + ' ' + resp.statusText);
      return resp.text();
    }).then(function (text) {
      loadText(text, path, true);
    }, function (err) {
      showError('Cannot fetch ' + path, String(err && err.message || err));
    });
  }

  /* ---- frames, playback, hash ---- */

  function seek(i) {
    if (!cur) return;
    var n = cur.model.frames.length;
    frame = Math.max(0, Math.min(n - 1, Math.floor(i) || 0)); /* i | 0 would wrap 2^32 to 0 */
    var f = cur.model.frames[frame];
    try {
      cur.mod.render(cur.model, frame);
    } catch (e) {
      showError('The viewer failed to draw frame ' + frame, String(e && e.stack || e));
      return;
    }
    $('seek').value = String(frame);
    $('frame-label').textContent = f.label + ' \u00b7 frame ' + frame + ' / ' + (n - 1);
    $('viewer').setAttribute('data-frame', String(frame));
    $('viewer').setAttribute('data-turn', String(f.turn));
    writeHash(f.turn, frame);
  }

  function writeHash(turn, i) {
    var h = '#turn=' + turn + '&frame=' + i;
    if (location.hash === h) return;
    try {
      history.replaceState(null, '', h);
    } catch (e) {
      /* some file:// setups refuse replaceState; the hash is then not kept */
    }
  }

  function parseHash() {
    var out = {};
    location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
      var m = /^(turn|frame)=(-?\d+)$/.exec(kv);
      if (m) out[m[1]] = parseInt(m[2], 10);
    });
    return out;
  }

  /* Seek to the moment named in the hash; false if it names none. */
  function seekFromHash() {
    if (!cur) return false;
    var h = parseHash();
    var frames = cur.model.frames;
    if (h.frame !== undefined) {
      seek(h.frame);
      return true;
    }
    if (h.turn !== undefined) {
      for (var i = 0; i < frames.length; i++)
        if (frames[i].turn >= h.turn) { seek(i); return true; }
      seek(frames.length - 1);
      return true;
    }
    return false;
  }

  function turnStart(dirn) {
    var frames = cur.model.frames;
    var t = frames[frame].turn;
    var i = frame;
    if (dirn > 0) {
      while (i < frames.length - 1 && frames[i].turn === t) i++;
      return i;
    }
    /* back: to the start of this turn, or of the previous one if already there */
    while (i > 0 && frames[i - 1].turn === t) i--;
    if (i === frame && i > 0) {
      t = frames[i - 1].turn;
      i--;
      while (i > 0 && frames[i - 1].turn === t) i--;
    }
    return i;
  }

  function speed() {
    return parseFloat($('speed').value) || 1;
  }

  function tick() {
    timer = null;
    if (!cur) return;
    if (frame >= cur.model.frames.length - 1) { stop(); return; }
    seek(frame + 1);
    timer = setTimeout(tick, BASE_FRAME_MS / speed());
  }

  function play() {
    if (!cur || timer !== null) return;
    if (frame >= cur.model.frames.length - 1) seek(0);
    $('btn-play').textContent = 'Pause';
    $('viewer').classList.add('playing');
    timer = setTimeout(tick, BASE_FRAME_MS / speed());
  }

  function stop() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    $('btn-play').textContent = 'Play';
    $('viewer').classList.remove('playing');
  }

  function toggle() {
    if (timer !== null) stop(); else play();
  }

  function stepSpeed(d) {
    var sel = $('speed');
    sel.selectedIndex = Math.max(0, Math.min(sel.options.length - 1, sel.selectedIndex + d));
  }

  function userSeek(i) {
    stop();
    seek(i);
  }

  function onKey(e) {
    if (!cur || e.ctrlKey || e.metaKey || e.altKey) return;
    var tag = e.target && e.target.tagName, box = tag === 'INPUT' && e.target.type === 'checkbox';
    /* the player's keys work over the seek bar and the board's checkboxes
     * (Space there ticks the box, as a keyboard user expects) */
    if (tag === 'SELECT' || (tag === 'INPUT' && e.target.type !== 'range' && !box)) return;
    if (box && (e.key === ' ' || e.key === 'Spacebar')) return;
    var last = cur.model.frames.length - 1;
    switch (e.key) {
    case ' ': case 'Spacebar': toggle(); break;
    case 'ArrowRight': userSeek(frame + 1); break;
    case 'ArrowLeft': userSeek(frame - 1); break;
    case 'ArrowDown': case 'PageDown': userSeek(turnStart(1)); break;
    case 'ArrowUp': case 'PageUp': userSeek(turnStart(-1)); break;
    case 'Home': userSeek(0); break;
    case 'End': userSeek(last); break;
    case '+': case '=': stepSpeed(1); break;
    case '-': case '_': stepSpeed(-1); break;
    default: return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  function wire() {
    $('btn-first').onclick = function () { userSeek(0); };
    $('btn-prev').onclick = function () { userSeek(frame - 1); };
    $('btn-next').onclick = function () { userSeek(frame + 1); };
    $('btn-last').onclick = function () { if (cur) userSeek(cur.model.frames.length - 1); };
    $('btn-play').onclick = toggle;
    $('seek').oninput = function () { userSeek(parseInt($('seek').value, 10)); };
    $('file-input').onchange = function () {
      var f = this.files && this.files[0];
      if (f) loadFile(f);
      this.value = '';
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('dragover', function (e) {
      e.preventDefault();
      document.body.classList.add('dragging');
    });
    document.addEventListener('dragleave', function () {
      document.body.classList.remove('dragging');
    });
    document.addEventListener('drop', function (e) {
      e.preventDefault();
      document.body.classList.remove('dragging');
      var f = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
      if (f) loadFile(f);
    });
    window.addEventListener('hashchange', function () {
      var h = parseHash();
      if (cur && h.frame !== frame) { stop(); seekFromHash(); }
    });
  }

  function start() {
    var boot = $('boot');
    /* index.html's first line says the page may be cut short; the viewer
     * runs, so it is not (a later cut is reported below) */
    if (boot) boot.parentNode.removeChild(boot);
    /* shown only once the viewer runs: in a page cut before it they could not work */
    $('open').hidden = false;
    $('welcome').hidden = false;
    wire();
    if (typeof EMBEDDED_REPLAY === 'undefined') {
      showError('The embedded replay cannot be read',
                'this exported page is damaged or truncated; export it again with the judge\'s --html FILE.');
      return;
    }
    /* the judges and the arena embed the replay's JSON text as ["TEXT"]
     * (parsed here, so the seed keeps its digits); an object is read as is */
    if (Array.isArray(EMBEDDED_REPLAY) && EMBEDDED_REPLAY.length === 1 && typeof EMBEDDED_REPLAY[0] === 'string') {
      loadText(EMBEDDED_REPLAY[0], 'embedded replay', true);
      return;
    }
    if (EMBEDDED_REPLAY !== null) {
      loadReplay(EMBEDDED_REPLAY, 'embedded replay', true);
      return;
    }
    var m = /[?&]replay=([^&]*)/.exec(location.search), path;
    if (!m) return;
    try {
      path = decodeURIComponent(m[1].replace(/\+/g, ' '));
    } catch (e) {
      showError('Cannot read ?replay=', 'its value is not valid percent-encoding: ' + RV.short(m[1]));
      return;
    }
    loadUrl(path);
  }

  /* for the tests and the console */
  window.ReplayViewer = {
    loadText: loadText,
    seek: userSeek,
    frame: function () { return frame; },
    frames: function () { return cur ? cur.model.frames.length : 0; },
    playing: function () { return timer !== null; }
  };

  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', start);
  else
    start();
}());
