// Hostile attributes and links: markup never runs, each problem is shown as text inside its own board,
// legal move prefixes are kept, and the other boards on the page go on working.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot, openPage } from './harness.mjs';
import { openHtml, boardIdle, boardState, clickBoardMove } from './embed.mjs';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const PAYLOAD_IMG = '<img src=x onerror="window.__pwned=1">';
const PAYLOAD_SCRIPT = '<script>window.__pwned=2</script>';

const page3 = `<!doctype html><html><body>
<div style="width:360px"><tessera-board id="good" variant="chess" mode="play"></tessera-board></div>
<div style="width:360px"><tessera-board id="bad1"></tessera-board></div>
<div style="width:360px"><tessera-board id="bad2"></tessera-board></div>
<div style="width:360px"><tessera-board id="bad3"></tessera-board></div>
<script type="module" src="js/embed/tessera-board.js"></script></body></html>`;

async function injected(target) {
  return target.evaluate(() => {
    const all = [document, ...[...document.querySelectorAll('tessera-board')].map((b) => b.shadowRoot)];
    return {
      flag: window.__pwned,
      // The board's own elements are canvases, buttons, a select and text; no img or script may appear.
      nodes: all.reduce(
        (n, root) => n + root.querySelectorAll('img[src="x"], script:not([src]), [onerror]').length,
        0,
      ),
    };
  });
}

test('embed: hostile attributes show messages as text and never run markup', () =>
  withSite(async (base, browser) => {
    const { page, errors, context } = await openHtml(browser, base, page3);
    await page.evaluate(
      ([img, script]) => {
        const set = (id, attrs) => {
          const b = document.getElementById(id);
          for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
        };
        set('bad1', { variant: 'chess', fen: img, moves: `e2e4 e7e5 ${script} g1f3`, mode: 'play' });
        set('bad2', { variant: script, orientation: img, mode: img });
        set('bad3', { variant: 'no-such-variant', moves: 'x'.repeat(300000) });
      },
      [PAYLOAD_IMG, PAYLOAD_SCRIPT],
    );
    for (const id of ['#good', '#bad1', '#bad2', '#bad3']) await boardIdle(page, id);

    const bad1 = await boardState(page, '#bad1');
    assert.deepEqual(bad1.moves, ['e2e4', 'e7e5'], 'the legal prefix is kept');
    assert.ok(
      bad1.messages.some((m) => /FEN/.test(m)),
      bad1.messages.join('|'),
    );
    assert.ok(
      bad1.messages.some((m) => m.includes('<script>')),
      'the bad move is quoted as text',
    );
    const bad2 = await boardState(page, '#bad2');
    assert.equal(bad2.variant, 'chess');
    assert.equal(bad2.mode, 'view');
    assert.equal(bad2.messages.length, 3);
    const bad3 = await boardState(page, '#bad3');
    assert.equal(bad3.variant, 'chess');
    assert.ok(bad3.messages.some((m) => /could not be opened/.test(m)));
    assert.ok(bad3.messages.some((m) => /cut off|characters long/.test(m)));
    assert.ok(
      bad3.messages.every((m) => m.length < 600),
      'long input is not echoed whole',
    );
    // The messages are visible text inside each board.
    assert.match(await page.textContent('#bad2 >> .tb-message'), /not a variant id/);

    // The good board still plays, and nothing injected ran or entered the DOM.
    await clickBoardMove(page, '#good', 'e2', 'e4', 1);
    assert.deepEqual((await boardState(page, '#good')).messages, []);
    await page.waitForTimeout(300);
    assert.deepEqual(await injected(page), { flag: undefined, nodes: 0 });
    await screenshot(page, 'embed-hostile');
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('embed: iframe embed.html shows the position from its query', () =>
  withSite(async (base, browser) => {
    const M = await loadEngine();
    const g = new M.Game('westfield');
    for (const m of ['a3a4', 'k3k4', 'b3b4']) assert.equal(g.play(m), '');
    const expected = g.fen();
    g.delete();
    const html = `<!doctype html><html><body>
<iframe id="f1" style="width:640px;height:420px;border:0" src="embed.html?v=westfield&moves=a3a4_k3k4_b3b4&o=black&mode=play"></iframe>
<iframe id="f2" style="width:400px;height:460px;border:0" src="embed.html?v=chess&fen=8/8/8/4k3/8/8/4P3/4K3_w_-_-_0_1&moves=e2e4_e5e4_e1e3"></iframe>
</body></html>`;
    const { page, errors, context } = await openHtml(browser, base, html);
    const frame1 = page.frame({ url: /westfield/ });
    const frame2 = page.frame({ url: /chess/ });
    await boardIdle(frame1, 'tessera-board');
    await boardIdle(frame2, 'tessera-board');
    const s1 = await boardState(frame1, 'tessera-board');
    assert.equal(s1.fen, expected);
    assert.equal(s1.orientation, 'black');
    assert.equal(s1.mode, 'play');
    const s2 = await boardState(frame2, 'tessera-board');
    assert.equal(s2.startFen, '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1');
    assert.deepEqual(s2.moves, ['e2e4', 'e5e4'], 'the legal prefix of the moves');
    assert.equal(s2.mode, 'view');
    assert.ok(s2.messages.some((m) => /e1e3/.test(m)));
    await screenshot(page, 'embed-iframes');
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('embed: a hostile iframe query is shown as text and runs nothing', () =>
  withSite(async (base, browser) => {
    const q = `?v=${encodeURIComponent(PAYLOAD_SCRIPT)}&fen=${encodeURIComponent(PAYLOAD_IMG)}&moves=e2e4_${encodeURIComponent(PAYLOAD_SCRIPT)}&o=%ZZ&mode=${encodeURIComponent(PAYLOAD_IMG)}`;
    const { page, errors } = await openPage(browser, `${base}/embed.html${q}`, {
      viewport: { width: 500, height: 600 },
    });
    await boardIdle(page, 'tessera-board');
    const s = await boardState(page, 'tessera-board');
    assert.equal(s.variant, 'chess');
    assert.deepEqual(s.moves, ['e2e4']);
    assert.ok(s.messages.length >= 3, s.messages.join('|'));
    await page.waitForTimeout(300);
    assert.deepEqual(await injected(page), { flag: undefined, nodes: 0 });
    assert.deepEqual(errors, []);
    await page.close();
  }));
