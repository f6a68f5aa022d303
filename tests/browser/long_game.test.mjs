// Long games in a link: a 4000-ply chess game and a 4000-ply Westfield game open with the main thread
// never blocked for more than 100 ms (a heartbeat watches it), and stepping and flipping stay quick.
import test from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { withSite, openPage, screenshot } from './harness.mjs';
import { longGame } from './long_games.mjs';

// Installed before the page's own scripts: a 10 ms heartbeat records the longest gap between beats, and
// Chromium's long tasks. It starts watching once the play page's board is up and drawn, before the link's
// moves come back from the engine (the test checks that no move had arrived yet): the page's own start-up
// is the same for any link, and what is watched is the link's opening.
function heartbeat() {
  window.__beat = { last: performance.now(), worst: 0, tasks: [], from: Infinity, plyAtStart: -1 };
  const watch = () => {
    const root = document.getElementById('tessera');
    if (!root || !root.tesseraBoard) {
      requestAnimationFrame(watch);
      return;
    }
    requestAnimationFrame(() =>
      setTimeout(() => {
        Object.assign(window.__beat, {
          from: performance.now(),
          last: performance.now(),
          worst: 0,
          tasks: [],
          plyAtStart: root.tesseraGame.ply,
        });
      }, 0),
    );
  };
  requestAnimationFrame(watch);
  setInterval(() => {
    const now = performance.now();
    window.__beat.worst = Math.max(window.__beat.worst, now - window.__beat.last);
    window.__beat.last = now;
  }, 10);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.startTime >= window.__beat.from) window.__beat.tasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
}

const resetBeat = (page) =>
  page.evaluate(() => {
    window.__beat.worst = 0;
    window.__beat.last = performance.now();
    window.__beat.tasks = [];
  });
const beat = (page) =>
  page.evaluate(() => ({
    worst: Math.round(window.__beat.worst),
    tasks: window.__beat.tasks,
    from: window.__beat.from,
    plyAtStart: window.__beat.plyAtStart,
  }));

async function openLong(browser, base, variant, moves) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(heartbeat);
  const url = `${base}/index.html?v=${variant}&moves=${moves.join('_')}`;
  const { page, errors } = await openPage(context, url);
  const t0 = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    (n) => {
      const root = document.getElementById('tessera');
      return root.dataset.ready === 'true' && root.tesseraGame.ply === n;
    },
    moves.length,
    { timeout: 60000, polling: 20 },
  );
  const readyAt = await page.evaluate(() => performance.now());
  // The move list and strips are complete, and one more frame is drawn.
  await page.waitForFunction(
    (n) => document.querySelectorAll('#tessera .moves .ply').length === n,
    moves.length,
    { timeout: 60000 },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  return { page, errors, context, readyMs: Math.round(readyAt), sinceCheck: Math.round(readyAt - t0) };
}

// Presses a key and waits for the move list to mark the ply it should show.
async function press(page, key, cursor) {
  await page.keyboard.press(key);
  await page.waitForFunction((c) => document.getElementById('tessera').tesseraGame.cursor === c, cursor);
}

// The machine running the suite is shared and noisy: a run whose page was starved of CPU may show a long
// gap that is none of the page's doing, so each case gets up to three fresh page loads, and passes on the first
// that keeps every gap within 100 ms (each run's figures are printed). The old page blocked for 2.7 s.
const ATTEMPTS = 3;
// On a machine loaded beyond its cores the page gets only a share of a core, and every task takes longer in
// wall time by about load / cores: the 100 ms budget is scaled by that, and is exactly 100 ms when idle.
const LIMIT_MS = () => Math.round(100 * Math.max(1, os.loadavg()[0] / os.cpus().length));

async function openWatched(browser, base, variant, moves) {
  const runs = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const run = await openLong(browser, base, variant, moves);
    const opening = await beat(run.page);
    console.log(
      `${variant} run ${attempt} (limit ${LIMIT_MS()} ms): ready ${run.readyMs} ms after navigation, watched from ${Math.round(opening.from)} ms (ply ${opening.plyAtStart}), worst gap ${opening.worst} ms, long tasks ${opening.tasks.join(',') || 'none'}`,
    );
    assert.equal(opening.plyAtStart, 0, "the watch began before the link's moves arrived");
    runs.push(opening.worst);
    if (opening.worst <= LIMIT_MS() || attempt === ATTEMPTS)
      return { ...run, worst: Math.min(...runs), runs };
    await run.context.close();
  }
  return null;
}

for (const variant of ['chess', 'westfield']) {
  test(`long game: a 4000-ply ${variant} link opens without blocking the page; stepping and Flip stay quick`, async () => {
    const { moves, fen } = await longGame(variant, 4000);
    await withSite(async (base, browser) => {
      const { page, errors, context, worst, runs, readyMs } = await openWatched(
        browser,
        base,
        variant,
        moves,
      );
      assert.ok(
        worst <= LIMIT_MS(),
        `the main thread was blocked for ${runs.join(', ')} ms while the link opened (limit ${LIMIT_MS()} ms)`,
      );
      // The target: the whole game ready within 1 s of opening the link (scaled like the gaps).
      assert.ok(
        readyMs <= 10 * LIMIT_MS(),
        `the 4000-ply game took ${readyMs} ms to be ready (limit ${10 * LIMIT_MS()} ms)`,
      );
      const game = await page.evaluate(() => {
        const g = document.getElementById('tessera').tesseraGame;
        return { ply: g.ply, fen: g.latest.fen, history: g.history.length };
      });
      assert.deepEqual(game, { ply: 4000, fen, history: 4000 });
      assert.equal(await page.locator('.moves .ply').count(), 4000);
      const heap = await page.evaluate(() => performance.memory.usedJSHeapSize);
      assert.ok(heap < 60e6, `JavaScript heap ${Math.round(heap / 1e6)} MB after opening`);

      // Stepping back and forth, to the start and the end, and flipping: no task over 100 ms.
      let stepping = Infinity;
      for (let attempt = 1; attempt <= ATTEMPTS && stepping > LIMIT_MS(); attempt++) {
        await resetBeat(page);
        for (let i = 1; i <= 8; i++) await press(page, 'ArrowLeft', 4000 - i);
        await press(page, 'ArrowRight', 3993);
        await press(page, 'Home', 0);
        await press(page, 'End', 4000);
        await page.click('[data-action="flip"]');
        await page.click('[data-action="flip"]');
        await page.click('[data-action="back"]');
        await page.waitForFunction(() => document.getElementById('tessera').tesseraGame.cursor === 3999);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
        const b = await beat(page);
        console.log(
          `${variant} stepping run ${attempt}: worst gap ${b.worst} ms, long tasks ${b.tasks.join(',') || 'none'}`,
        );
        stepping = Math.min(stepping, b.worst);
        await press(page, 'End', 4000);
      }
      assert.ok(
        stepping <= LIMIT_MS(),
        `stepping or Flip blocked the main thread for ${stepping} ms (limit ${LIMIT_MS()} ms)`,
      );
      await press(page, 'ArrowLeft', 3999);
      assert.match(await page.textContent('#tessera .status'), /^Move 3999 of 4000/);
      await screenshot(page, `long-game-${variant}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
