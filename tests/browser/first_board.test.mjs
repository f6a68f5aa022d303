// The first board is drawn from the engine's build-time snapshot while the engine starts: with the
// wasm module held back, the start position is on the board and a piece can be picked up and moved;
// the move is played once the engine is up. A missing or broken snapshot only means waiting for it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';
import { clickCell, waitPlyExactly } from './play.mjs';

// Opens the play page with the engine's wasm held until release() is called.
async function openHeld(browser, url, routes = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  let release;
  const gate = new Promise((r) => (release = r));
  await context.route('**/engine/tessera.wasm', async (route) => {
    await gate;
    await route.continue();
  });
  for (const [pattern, handler] of Object.entries(routes)) await context.route(pattern, handler);
  const { page, errors } = await openPage(context, url);
  return { page, errors, release, context };
}

const boardState = (page) =>
  page.evaluate(() => {
    const root = document.getElementById('tessera');
    const b = root.tesseraBoard;
    return b
      ? {
          ready: root.dataset.ready === 'true',
          pieces: b.state.pieces.size,
          selected: b.state.selected,
          dests: b.state.selected ? [...(b.state.dests.get(b.state.selected) || [])].map((d) => d.to) : [],
          drawn: performance.getEntriesByName('tessera-board').length > 0,
        }
      : null;
  });

test('first board: drawn and movable from the snapshot before the engine has started', async () => {
  await withSite(async (base, browser) => {
    const { page, errors, release } = await openHeld(browser, `${base}/index.html?v=chess`);
    await page.waitForFunction(() => performance.getEntriesByName('tessera-board').length > 0, null, {
      timeout: 30000,
    });
    let s = await boardState(page);
    assert.equal(s.ready, false, 'the engine cannot be ready: its module is held back');
    assert.equal(s.pieces, 32);
    await screenshot(page, 'first-board-before-engine');
    await clickCell(page, 'e2');
    s = await boardState(page);
    assert.equal(s.selected, 'e2');
    assert.deepEqual(s.dests.sort(), ['e3', 'e4']);
    await clickCell(page, 'e4');
    assert.equal(await page.evaluate(() => document.getElementById('tessera').tesseraGame.ply), 0);
    release();
    await page.waitForSelector('#tessera[data-ready="true"]', { timeout: 30000 });
    await waitPlyExactly(page, 1);
    const g = await page.evaluate(() => {
      const game = document.getElementById('tessera').tesseraGame;
      return { history: game.history, side: game.latest.side };
    });
    assert.deepEqual(g, { history: ['e2e4'], side: 'black' });
    assert.deepEqual(errors, []);
  });
});

for (const [what, fulfil] of [
  ['missing', { status: 404, body: 'not found' }],
  ['broken', { status: 200, contentType: 'application/json', body: '{"describe": ' }],
]) {
  test(`first board: a ${what} snapshot only means waiting for the engine`, async () => {
    await withSite(async (base, browser) => {
      const { page, errors, release } = await openHeld(browser, `${base}/index.html?v=capablanca`, {
        '**/engine/start/capablanca.json': (route) => route.fulfill(fulfil),
      });
      await page.waitForTimeout(500);
      assert.equal(await boardState(page), null, 'no board before the engine without a snapshot');
      release();
      await page.waitForSelector('#tessera[data-ready="true"]', { timeout: 30000 });
      const s = await boardState(page);
      assert.equal(s.pieces, 40);
      assert.equal(
        await page.evaluate(() => document.getElementById('tessera').dataset.variant),
        'capablanca',
      );
      assert.deepEqual(
        errors.filter((e) => !e.includes('404')),
        [],
      );
    });
  });
}

// The list and the first variant's snapshot are in the page itself (scripts/inline_start.mjs).
test('first board: a link without a variant draws from the snapshot in the page, fetching none', async () => {
  await withSite(async (base, browser) => {
    const fetched = [];
    const { page, errors, release } = await openHeld(browser, `${base}/`, {
      '**/engine/start/**': (route) => {
        fetched.push(new URL(route.request().url()).pathname);
        return route.continue();
      },
    });
    await page.waitForFunction(() => performance.getEntriesByName('tessera-board').length > 0, null, {
      timeout: 30000,
    });
    const s = await boardState(page);
    assert.equal(s.ready, false, 'the engine cannot be ready: its module is held back');
    assert.equal(await page.evaluate(() => document.getElementById('tessera').dataset.variant), 'westfield');
    assert.ok(s.pieces > 0);
    assert.deepEqual(fetched, []);
    release();
    await page.waitForSelector('#tessera[data-ready="true"]', { timeout: 30000 });
    assert.deepEqual(errors, []);
  });
});
