// The first board is drawn from the engine's build-time snapshot while the engine starts: with the
// wasm module held back, the start position is on the board and a piece can be picked up and moved;
// the move is played once the engine is up. A missing or broken snapshot only means waiting for it.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';
import { clickCell, waitPlyExactly } from './play.mjs';

// A route that holds its requests until the returned release() is called.
async function hold(context, pattern) {
  let release;
  const gate = new Promise((r) => (release = r));
  await context.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

// Opens the play page with the engine's wasm held until release() is called.
async function openHeld(browser, url, routes = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const release = await hold(context, '**/engine/tessera.wasm');
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

// The page's own code after the first board (play/page.js: panels, picker, share, clock) is a file of
// its own (scripts/bundle.mjs), fetched once the board is drawn. Held back here with the engine, the
// board must still take a move; released, the panels come up and work on the game played meanwhile.
test('first board: a move is taken before the rest of the page and the engine load, and both follow', async () => {
  await withSite(async (base, browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const releaseEngine = await hold(context, '**/engine/tessera.wasm');
    // Whether the board was up when the page's code was asked for.
    let page = null;
    let boardUpWhenAsked = null;
    let releasePage;
    const pageGate = new Promise((r) => (releasePage = r));
    await context.route('**/js/app.bundle-page.js', async (route) => {
      boardUpWhenAsked = await page.evaluate(() => performance.getEntriesByName('tessera-board').length > 0);
      await pageGate;
      await route.continue();
    });
    const opened = await openPage(context, `${base}/index.html?v=chess`);
    page = opened.page;
    const errors = opened.errors;
    await page.waitForFunction(() => performance.getEntriesByName('tessera-board').length > 0, null, {
      timeout: 30000,
    });
    const panels = () =>
      page.evaluate(() => {
        const root = document.getElementById('tessera');
        return {
          picks: root.querySelectorAll('.variant-pick').length,
          levels: root.querySelector('select[name="level"]').options.length,
          status: root.querySelector('.status').textContent,
          moves: root.querySelectorAll('.moves li').length,
        };
      });
    assert.deepEqual(await panels(), { picks: 0, levels: 0, status: 'Loading…', moves: 0 });
    // The rest of the page is asked for only once the board is up.
    for (let i = 0; boardUpWhenAsked === null && i < 200; i++) await page.waitForTimeout(50);
    assert.equal(boardUpWhenAsked, true, "the page's code is asked for once the board is up");
    await clickCell(page, 'e2');
    let s = await boardState(page);
    assert.equal(s.selected, 'e2');
    assert.deepEqual(s.dests.sort(), ['e3', 'e4']);
    await clickCell(page, 'e4');
    const shown = await page.evaluate(() => {
      const b = document.getElementById('tessera').tesseraBoard;
      return { e2: b.state.pieces.get('e2') || null, e4: b.state.pieces.get('e4') };
    });
    assert.deepEqual(shown, { e2: null, e4: 'P' }, 'the move is on the board at once');
    releasePage();
    await page.waitForFunction(() => document.querySelectorAll('#tessera .variant-pick').length > 0, null, {
      timeout: 30000,
    });
    const up = await panels();
    assert.ok(up.levels > 0, 'the levels come from the snapshot, before the engine');
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').dataset.ready),
      undefined,
      'the engine is still held back',
    );
    releaseEngine();
    await page.waitForSelector('#tessera[data-ready="true"]', { timeout: 30000 });
    await waitPlyExactly(page, 1);
    const g = await page.evaluate(() => {
      const root = document.getElementById('tessera');
      return {
        history: root.tesseraGame.history,
        moves: [...root.querySelectorAll('.moves li')].map((li) => li.textContent.trim()),
        status: root.querySelector('.status').textContent,
        url: window.location.search,
      };
    });
    assert.deepEqual(g.history, ['e2e4']);
    assert.match(g.moves.join(' '), /e4/);
    assert.match(g.status, /Black/);
    assert.equal(g.url, '?v=chess&moves=e2e4');
    // The page's own controls work on that game: undo, then the board takes another move.
    await page.click('[data-action="undo"]');
    await waitPlyExactly(page, 0);
    await clickCell(page, 'd2');
    await clickCell(page, 'd4');
    await waitPlyExactly(page, 1);
    s = await page.evaluate(() => document.getElementById('tessera').tesseraGame.history);
    assert.deepEqual(s, ['d2d4']);
    assert.deepEqual(errors, []);
    await context.close();
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
