// Long games in a link: a 4000-ply chess game and a 4000-ply Westfield game open whole, without the page's
// main thread being blocked (a heartbeat watches it), and stepping and flipping stay responsive.
// The speed targets themselves (100 ms gaps, ready within 1 s) are measured by scripts/bench
// (tests/browser/measure_long_link.mjs): on a loaded machine wall-clock figures say more about the load.
import test from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import { withSite, screenshot } from './harness.mjs';
import { longGame } from './long_games.mjs';
import { openLong, beat, resetBeat } from './long_link.mjs';

// Presses a key and waits for the move list to mark the ply it should show.
async function press(page, key, cursor) {
  await page.keyboard.press(key);
  await page.waitForFunction((c) => document.getElementById('tessera').tesseraGame.cursor === c, cursor);
}

// The page's target is no gap over 100 ms (scripts/bench measures it). What this test guards is the
// behaviour: the link's replay runs in the worker and the page draws its move list in slices, so the
// main thread is never blocked for long. A page that replayed on its main thread blocked it for 2.7 s on an
// idle machine; the test fails at 500 ms, scaled by the machine's load (a page given a share of a core takes
// about load / cores times longer in wall time), and gives each case up to three fresh page loads.
const ATTEMPTS = 3;
const LOAD = () => Math.max(1, os.loadavg()[0] / os.cpus().length);
const BLOCKED_MS = () => Math.round(500 * LOAD());

async function openWatched(browser, base, variant, moves) {
  const runs = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const run = await openLong(browser, base, variant, moves);
    const { opening } = run;
    console.log(
      `${variant} run ${attempt} (limit ${BLOCKED_MS()} ms): ready ${run.openingMs} ms after the board was up (${run.readyMs} ms after navigation), worst gap ${opening.worst} ms, long tasks ${opening.tasks.join(',') || 'none'}`,
    );
    assert.equal(opening.plyAtStart, 0, "the watch began before the link's moves arrived");
    runs.push(opening.worst);
    if (opening.worst <= BLOCKED_MS() || attempt === ATTEMPTS)
      return { ...run, worst: Math.min(...runs), runs };
    await run.context.close();
  }
  return null;
}

for (const variant of ['chess', 'westfield']) {
  test(`long game: a 4000-ply ${variant} link opens without blocking the page; stepping and Flip stay quick`, async () => {
    const { moves, fen } = await longGame(variant, 4000);
    await withSite(async (base, browser) => {
      const { page, errors, context, worst, runs } = await openWatched(browser, base, variant, moves);
      assert.ok(
        worst <= BLOCKED_MS(),
        `the main thread was blocked for ${runs.join(', ')} ms while the link opened (limit ${BLOCKED_MS()} ms)`,
      );
      const game = await page.evaluate(() => {
        const g = document.getElementById('tessera').tesseraGame;
        return { ply: g.ply, fen: g.latest.fen, history: g.history.length };
      });
      assert.deepEqual(game, { ply: 4000, fen, history: 4000 });
      assert.equal(await page.locator('.moves .ply').count(), 4000);
      const heap = await page.evaluate(() => performance.memory.usedJSHeapSize);
      assert.ok(heap < 60e6, `JavaScript heap ${Math.round(heap / 1e6)} MB after opening`);

      // Stepping back and forth, to the start and the end, and flipping: the main thread stays free.
      let stepping = Infinity;
      for (let attempt = 1; attempt <= ATTEMPTS && stepping > BLOCKED_MS(); attempt++) {
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
        stepping <= BLOCKED_MS(),
        `stepping or Flip blocked the main thread for ${stepping} ms (limit ${BLOCKED_MS()} ms)`,
      );
      await press(page, 'ArrowLeft', 3999);
      assert.match(await page.textContent('#tessera .status'), /^Move 3999 of 4000/);
      await screenshot(page, `long-game-${variant}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
