// A variant defined by the author's own page, embedded from another origin: two boards share one
// definition by id, one reads a child <script>, one fetches a src .ini, and the iframe takes it in d=.
import test from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { launch, screenshot } from './harness.mjs';
import { boardIdle, boardState, clickBoardMove } from './embed.mjs';
import { serveTessera, serveHost } from './cross_origin.mjs';

// The club's own game: a Squire (Wazir + Dabbaba) instead of the queen's knight.
const CLUB = `[squire-chess:chess]
name = Squire Chess
customPiece1 = s:WD
name.s = Squire
startFen = rsbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBNR w KQkq - 0 1
promotionPieceTypes = qrbns
`;
// A second game for the src form and the child script: a 6x6 board with a Cannon.
const SMALL = `[little-cannon:chess]
name = Little Cannon
maxFile = 6
maxRank = 6
customPiece1 = c:mRcpR
name.c = Cannon
startFen = rcqkcr/pppppp/6/6/PPPPPP/RCQKCR w - - 0 1
castling = false
doubleStep = false
promotionRank = 6
promotionPieceTypes = qrc
`;

function hostPage(tessera, d) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>The squire club</title></head>
<body style="margin:0;font:14px sans-serif">
<h1 style="font-size:18px;margin:6px">Squire Chess, our club's game (Tessera from ${tessera})</h1>
<script type="text/plain" id="club-rules">
${CLUB}</script>
<div style="display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start">
<div style="width:300px"><tessera-board id="a" definition="club-rules" mode="play"></tessera-board></div>
<div style="width:300px"><tessera-board id="b" definition="club-rules" mode="engine"></tessera-board></div>
<div style="width:220px"><tessera-board id="c" src="/little.ini" mode="play"></tessera-board></div>
<div style="width:220px"><tessera-board id="d" mode="view" moves="b1b5"><script type="text/plain">
${SMALL}</script></tessera-board></div>
<iframe id="frame" style="width:320px;height:420px;border:1px solid #ccc"
  src="${tessera}/embed.html?d=${d}&mode=play&moves=b1b3"></iframe>
</div>
<script type="module" src="${tessera}/js/embed/tessera-board.js"></script>
</body></html>`;
}

test('embed a defined variant from another origin: two boards share one definition, src, child script and the iframe form', async () => {
  const tessera = await serveTessera();
  const d = deflateRawSync(Buffer.from(CLUB)).toString('base64url');
  const host = await serveHost({ '/club.html': hostPage(tessera.base, d), '/little.ini': SMALL });
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(String(err)));
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
    });
    const loads = [];
    page.on('worker', (w) => loads.push(w.url()));
    await page.goto(`${host.base}/club.html`);
    for (const id of ['#a', '#b', '#c', '#d']) await boardIdle(page, id, 60000);

    for (const id of ['#a', '#b']) {
      const s = await boardState(page, id);
      assert.equal(s.variant, 'squire-chess', id);
      assert.equal(s.startFen, 'rsbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RSBQKBNR w KQkq - 0 1');
      assert.deepEqual(s.messages, [], id);
    }
    // The Squire leaps two cells straight: b1-b3 over its own pawn.
    await clickBoardMove(page, '#a', 'b1', 'b3', 1);
    assert.deepEqual((await boardState(page, '#a')).moves, ['b1b3']);
    // The engine board searches the page's variant in its own worker and answers.
    await clickBoardMove(page, '#b', 'b1', 'b3', 1);
    await page.waitForFunction(() => document.querySelector('#b').state.ply === 2, null, { timeout: 60000 });
    await boardIdle(page, '#b');
    assert.deepEqual((await boardState(page, '#b')).messages, []);

    // src and child script: the 6x6 Cannon game; the view board kept the Cannon's hop-capture.
    const src = await boardState(page, '#c');
    assert.equal(src.variant, 'little-cannon');
    assert.deepEqual(src.messages, [], 'the same text from a file and from a child script is one definition');
    await clickBoardMove(page, '#c', 'a2', 'a3', 1);
    const view = await boardState(page, '#d');
    assert.equal(view.variant, 'little-cannon');
    assert.deepEqual(view.moves, ['b1b5']);
    assert.deepEqual(view.messages, []);

    // The iframe form reads the definition from its query.
    const frame = page.frame({ url: /embed\.html/ });
    await boardIdle(frame, 'tessera-board', 60000);
    const f = await boardState(frame, 'tessera-board');
    assert.equal(f.variant, 'squire-chess');
    assert.deepEqual(f.moves, ['b1b3']);
    assert.deepEqual(f.messages, []);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await screenshot(page, 'embed-definition');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    host.stop();
    tessera.stop();
  }
});
