// Browser-test harness: serves build/site on a loopback port and opens headless Chromium on it.
// Collects console errors so every test can assert there were none.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDir = path.join(root, 'build/site');
export const shotDir = path.join(root, 'build/screenshots');

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

// `dir` is build/site unless a test serves a changed copy of it (a second build, say); `headers` are
// added to every response (COOP/COEP, say, for a cross-origin isolated page).
export function serve(dir = siteDir, headers = {}) {
  // Long request lines are allowed so tests can open the hostile, oversized links a user might be sent.
  const server = http.createServer({ maxHeaderSize: 1 << 20 }, (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] || 'application/octet-stream',
      ...headers,
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Chromium 150+'s headless mode is the whole browser: each new context (window) preloads the browser's
// own top-chrome WebUI, a renderer that loads about a hundred chrome://resources modules for the omnibox
// popup. A trace of one cold load of the play page on the 2-core machine had that renderer's main thread
// use 232 ms of CPU before the page's first board, more than the page's own renderer (176 ms). A
// person's browser does that once when it starts, not per page, so the tests and measurements leave it out.
export const BROWSER_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

// Playwright gives every launch a fresh profile directory of its own.
export function launch({ browserUi = false } = {}) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(browserUi ? [] : [`--disable-features=${BROWSER_UI_FEATURES.join(',')}`]),
    ],
  });
}

// Runs `body(baseUrl, browser)` with a server (sending `headers` with every response) and a browser,
// closing both whatever happens. `launchOptions` go to launch().
export async function withSite(body, headers = {}, launchOptions = {}) {
  const server = await serve(undefined, headers);
  let browser;
  try {
    browser = await launch(launchOptions);
    return await body(`http://127.0.0.1:${server.address().port}`, browser);
  } finally {
    if (browser) await browser.close();
    server.close();
  }
}

// A page that records console errors and uncaught exceptions in `errors`.
export async function openPage(browser, url, options = {}) {
  const page = await browser.newPage(options);
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  return { page, errors };
}

export async function screenshot(page, name) {
  fs.mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: path.join(shotDir, `${name}.png`) });
}
