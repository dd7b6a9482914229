// harness.js: what the browser tests share -- a tiny static http server on
// 127.0.0.1 and Debian Chromium driven by playwright-core.
'use strict';
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
              '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
                '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.png': 'image/png' };

// Serve `mounts` ({urlPrefix: dir}) read-only; resolves to {server, url}.
function serve(mounts) {
  const server = http.createServer((req, res) => {
    const p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const prefix = Object.keys(mounts).sort((a, b) => b.length - a.length).find((m) => p.startsWith(m));
    if (prefix === undefined) { res.writeHead(404); res.end('not found'); return; }
    const root = path.resolve(mounts[prefix]);
    let file = path.resolve(root, '.' + p.slice(prefix.length - 1));
    if (!file.startsWith(root)) { res.writeHead(403); res.end('forbidden'); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end('not found'); return; }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
      res.end(data);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, url: 'http://127.0.0.1:' + server.address().port }));
  });
}

// A fresh browser context with its own user-data-dir; close() removes it.
async function browser() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viewer-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A page that records console errors and uncaught exceptions in `errors`.
async function page(context) {
  const p = await context.newPage();
  p.errors = [];
  p.on('console', (m) => { if (m.type() === 'error') p.errors.push('console: ' + m.text()); });
  p.on('pageerror', (e) => p.errors.push('pageerror: ' + e.message));
  return p;
}

module.exports = { serve, browser, page, CHROMIUM };
