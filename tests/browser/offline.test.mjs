// The offline copy (web/sw.js): after one visit the play page, a shared link, the engine, the editor and
// the rules pages work with the server gone; a new build replaces the old copy on a later visit; the
// manifest makes the page installable.
import nodeTest from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { launch, serve, siteDir, screenshot } from './harness.mjs';
import { serveTessera } from './cross_origin.mjs';
import { engineState, waitPly } from './play.mjs';

const root = path.resolve(siteDir, '../..');
const { chromium } = createRequire(path.join(root, 'tests/package.json'))('playwright-core');

// What scripts/precache wrote into a built site's sw.js.
function precacheOf(dir) {
  const line = fs
    .readFileSync(path.join(dir, 'sw.js'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('const PRECACHE = '));
  const json = line
    .slice('const PRECACHE = '.length, line.lastIndexOf(';'))
    .replace(/'/g, '"')
    .replace(/(\w+):/g, '"$1":');
  return JSON.parse(json);
}

// A page that records console errors and uncaught exceptions, in an existing context.
async function newPage(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

// The states of the page's registration's workers ({active, waiting, installing}), or null if none.
const workerStates = (page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    if (!reg) return null;
    const { active, waiting, installing } = reg;
    return { active: active?.state, waiting: waiting?.state, installing: installing?.state };
  });

// Polls the registration until `done(states)`. page.evaluate has no timeout of its own, so waiting for a
// worker event that never comes (or came before the listener) would hold the run; this fails instead,
// after `ms`, naming what it waited for and where the workers were.
async function waitWorkers(page, what, done, ms = 60000) {
  const end = Date.now() + ms;
  for (;;) {
    const states = await workerStates(page);
    if (done(states)) return states;
    if (Date.now() > end)
      throw new Error(`${what}: not within ${ms} ms; the workers are ${JSON.stringify(states)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Resolves once the page's registration has an activated worker, whose install filled its cache.
const offlineReady = (page) => waitWorkers(page, 'a worker is activated', (s) => s?.active === 'activated');

// Resolves once a new version of the worker has installed (its cache is full) and waits to take over.
// The browser checks for a new sw.js after a navigation on a timer of its own, which every request
// through the worker pushes back; the test asks at once, so it waits on our worker, not on that timer.
async function updateInstalled(page) {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  const states = await waitWorkers(
    page,
    'the new version installed or failed',
    (s) => s?.waiting === 'installed' || !s?.installing,
  );
  assert.equal(states.waiting, 'installed', `the new version failed to install: ${JSON.stringify(states)}`);
}

// Each test has its own limit, below scripts/test's per-file one, so a hang names its test.
const test = (name, body) => nodeTest(name, { timeout: 120000 }, body);

const cacheNames = (page) => page.evaluate(() => caches.keys());

// Every path (from the site root) held in the cache named `name`.
function cachedFiles(page, base, name) {
  return page.evaluate(
    async ({ base, name }) => {
      const keys = await (await caches.open(name)).keys();
      return keys.map((r) => r.url.slice(base.length + 1)).sort();
    },
    { base, name },
  );
}

test('offline: after one visit, a link, the engine, the editor and the rules pages work with no server', async () => {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const { page, errors } = await newPage(context);
    await page.goto(`${base}/`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    assert.equal(
      await page.evaluate(() => navigator.serviceWorker.controller),
      null,
      'a first visit runs online',
    );
    await offlineReady(page);

    // The cache holds exactly the build's list: every page, module, worker script, the wasm, rules and icons.
    const { version, files } = precacheOf(siteDir);
    assert.deepEqual(await cacheNames(page), [`tessera-${version}`]);
    assert.deepEqual(await cachedFiles(page, base, `tessera-${version}`), [...files].sort());
    for (const f of [
      'index.html',
      'editor.html',
      'engine/tessera.wasm',
      'engine/tessera.js',
      'manifest.webmanifest',
    ])
      assert.ok(files.includes(f), `${f} is in the offline copy`);
    assert.ok(
      files.includes('js/workers/search-worker.js') && files.includes('rules/img/naydorian-board.svg'),
    );
    assert.ok(files.includes('icons/icon-512.png'));

    // The network goes away: the browser is offline and the server is closed, so nothing can come from it.
    await context.setOffline(true);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    // A request still in flight when the test opens the next page is aborted (net::ERR_ABORTED), which
    // says nothing about the offline copy; a file missing from it fails with another error.
    const failed = [];
    context.on('requestfailed', (r) => {
      const error = r.failure()?.errorText;
      if (error !== 'net::ERR_ABORTED') failed.push(`${r.url()} (${error})`);
    });

    // A shared link to another variant opens from the cache (its query string is the game, not a file).
    await page.goto(`${base}/index.html?v=capablanca`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    assert.ok(
      await page.evaluate(() => navigator.serviceWorker.controller),
      'the page is served by the worker',
    );
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').tesseraGame.info.id),
      'capablanca',
    );

    // The engine plays White's first move: its search worker and the wasm come from the cache too.
    await page.check('input[name="start-side"][value="second"]');
    await page.selectOption('select[name="level"]', '0');
    await page.click('[data-start="computer"]');
    await waitPly(page, 1);
    const state = await engineState(page);
    assert.equal(state.history.length, 1);
    assert.equal(state.side, 'black');
    await screenshot(page, 'offline-play');

    // The editor starts its engine check offline too.
    await page.goto(`${base}/editor.html`);
    await page.waitForSelector('#editor[data-ready]', { timeout: 30000 });

    // A rules page with its engine-drawn diagrams.
    await page.goto(`${base}/rules/naydorian.html`);
    assert.equal(await page.textContent('h1'), 'Naydorian Chess');
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src),
    );
    assert.deepEqual(broken, []);
    await screenshot(page, 'offline-rules');

    // A folder's URL is its index.html.
    await page.goto(`${base}/examples/`);
    assert.match(await page.textContent('h1'), /example/i);

    assert.deepEqual(failed, [], 'no request reached for the network');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
});

test('a new build replaces the offline copy on a later visit (scripts/serve on localhost)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-site-'));
  fs.cpSync(siteDir, dir, { recursive: true });
  const site = await serveTessera(dir);
  const base = site.base.replace('127.0.0.1', 'localhost'); // what scripts/play prints
  const browser = await launch();
  try {
    const context = await browser.newContext();
    const rules = `${base}/rules/chess.html`;
    const sheet = () => fetch('rules.css').then((r) => r.text());

    // The first build is installed on the first visit.
    const first = await newPage(context);
    await first.page.goto(rules);
    await offlineReady(first.page);
    const v1 = precacheOf(dir).version;
    assert.deepEqual(await cacheNames(first.page), [`tessera-${v1}`]);
    const response = await first.page.request.get(`${base}/manifest.webmanifest`);
    assert.equal(response.headers()['content-type'], 'application/manifest+json');
    await first.page.close();

    // A second build: one file changes, so scripts/precache gives a new version.
    fs.appendFileSync(path.join(dir, 'rules/rules.css'), '\n/* second build */\n');
    execFileSync(path.join(root, 'scripts/precache'), [dir]);
    const v2 = precacheOf(dir).version;
    assert.notEqual(v2, v1);

    // The next visit still runs the first build, and downloads the second in the background.
    const second = await newPage(context);
    await second.page.goto(rules);
    assert.ok(await second.page.evaluate(() => navigator.serviceWorker.controller));
    assert.doesNotMatch(await second.page.evaluate(sheet), /second build/);
    await updateInstalled(second.page);
    await second.page.close();

    // With no page of the first build open, the second takes over: the visit after runs it, offline,
    // and the first build's cache is gone.
    site.stop();
    await context.setOffline(true);
    const third = await newPage(context);
    await third.page.goto(rules);
    assert.match(await third.page.evaluate(sheet), /second build/);
    assert.deepEqual(await cacheNames(third.page), [`tessera-${v2}`]);
    assert.deepEqual([...first.errors, ...second.errors, ...third.errors], []);
    await context.close();
  } finally {
    await browser.close();
    site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('Chromium finds the play page installable: manifest, icons and an offline-capable worker', async () => {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  // A profile on disk: Chromium refuses to install from an incognito-like context, as launch() gives.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await offlineReady(page);
    const manifest = await page.request.get(`${base}/manifest.webmanifest`);
    assert.equal(manifest.headers()['content-type'], 'application/manifest+json');
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(errors, []);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  } finally {
    await context.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
