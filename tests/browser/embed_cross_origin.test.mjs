// Boards embedded from another origin, as an author's site uses them: the host page on one port, Tessera
// (scripts/serve, as scripts/play runs it) on another. Play, engine, several boards, and the iframe form.
import test from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot } from './harness.mjs';
import { boardIdle, boardState, clickBoardMove } from './embed.mjs';
import { serveTessera, serveHost } from './cross_origin.mjs';

function hostPage(tessera) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>A variant club</title></head>
<body style="margin:0;font:14px sans-serif">
<h1 style="font-size:18px;margin:6px">Our club's boards (Tessera from ${tessera})</h1>
<div style="display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start">
<div style="width:300px"><tessera-board id="play" variant="chess" mode="play"></tessera-board></div>
<div style="width:300px"><tessera-board id="engine" variant="chess" mode="engine"></tessera-board></div>
<div style="width:420px"><tessera-board id="view" variant="westfield" mode="view" moves="a3a4 k3k4"></tessera-board></div>
<iframe id="frame" style="width:320px;height:400px;border:1px solid #ccc"
  src="${tessera}/embed.html?v=naydorian&mode=play&o=black"></iframe>
</div>
<script type="module" src="${tessera}/js/embed/tessera-board.js"></script>
</body></html>`;
}

test('embed from another origin: boards in play and engine mode, several on a page, and the iframe form', async () => {
  const tessera = await serveTessera();
  const host = await serveHost({ '/club.html': hostPage(tessera.base) });
  const browser = await launch();
  try {
    assert.notEqual(new URL(tessera.base).origin, new URL(host.base).origin);
    // The headers the README asks a Tessera host to send.
    const wasm = await fetch(`${tessera.base}/engine/tessera.wasm`, { headers: { origin: host.base } });
    assert.equal(wasm.headers.get('access-control-allow-origin'), '*');
    assert.equal(wasm.headers.get('content-type'), 'application/wasm');
    const module = await fetch(`${tessera.base}/js/embed/tessera-board.js`);
    assert.equal(module.headers.get('access-control-allow-origin'), '*');
    assert.match(module.headers.get('content-type'), /javascript/);

    const page = await browser.newPage({ viewport: { width: 1150, height: 760 } });
    const errors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(`${host.base}/club.html`);
    for (const id of ['#play', '#engine', '#view']) await boardIdle(page, id, 60000);

    // Play mode: two moves by clicks.
    await clickBoardMove(page, '#play', 'e2', 'e4', 1);
    await clickBoardMove(page, '#play', 'e7', 'e5', 2);
    assert.deepEqual((await boardState(page, '#play')).moves, ['e2e4', 'e7e5']);
    // Engine mode: the engine answers from its own worker.
    await clickBoardMove(page, '#engine', 'd2', 'd4', 1);
    await page.waitForFunction(() => document.querySelector('#engine').state.ply === 2, null, {
      timeout: 60000,
    });
    await boardIdle(page, '#engine');
    const engine = await boardState(page, '#engine');
    assert.equal(engine.moves[0], 'd2d4');
    assert.equal(engine.side, 'white');
    assert.deepEqual((await boardState(page, '#view')).moves, ['a3a4', 'k3k4']);
    // The host page's rules and search workers run from Blob bootstraps (it may not start Tessera's scripts
    // directly); the iframe's worker is Tessera's own, started from its own origin.
    const workers = page.workers().map((w) => w.url());
    assert.ok(workers.filter((u) => u.startsWith(`blob:${host.base}/`)).length >= 2, workers.join(' '));
    assert.ok(
      workers.every((u) => u.startsWith(`blob:${host.base}/`) || u.startsWith(`${tessera.base}/js/workers/`)),
      workers.join(' '),
    );

    // The iframe form, served by Tessera's own origin inside the author's page.
    const frame = page.frame({ url: /embed\.html/ });
    await boardIdle(frame, 'tessera-board', 60000);
    const f = await boardState(frame, 'tessera-board');
    assert.equal(f.variant, 'naydorian');
    assert.equal(f.mode, 'play');
    assert.equal(f.orientation, 'black');
    assert.deepEqual(f.messages, []);
    for (const id of ['#play', '#engine', '#view'])
      assert.deepEqual((await boardState(page, id)).messages, []);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, 'embed-cross-origin');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    host.stop();
    tessera.stop();
  }
});
