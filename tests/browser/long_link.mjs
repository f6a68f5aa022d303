// Opening a long game's link in headless Chromium, watched: a heartbeat records the longest main-thread
// gap and Chromium's long tasks while the link's moves come back from the engine, and the time to ready.
import { openPage } from './harness.mjs';

// Installed before the page's own scripts: a 10 ms heartbeat records the longest gap between beats, and
// Chromium's long tasks. It starts watching once the play page's board is up and drawn, before the link's
// moves come back from the engine (the caller checks that no move had arrived yet): the page's own start-up
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

export const resetBeat = (page) =>
  page.evaluate(() => {
    window.__beat.worst = 0;
    window.__beat.last = performance.now();
    window.__beat.tasks = [];
  });

export const beat = (page) =>
  page.evaluate(() => ({
    worst: Math.round(window.__beat.worst),
    tasks: window.__beat.tasks,
    from: window.__beat.from,
    plyAtStart: window.__beat.plyAtStart,
  }));

// Opens the play page on a link holding `moves` and waits until the whole game is in (and its move list
// drawn). `readyMs` counts from navigation, `openingMs` from the moment the board was up and watched.
export async function openLong(browser, base, variant, moves) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(heartbeat);
  const url = `${base}/index.html?v=${variant}&moves=${moves.join('_')}`;
  const { page, errors } = await openPage(context, url);
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
  const opening = await beat(page);
  return {
    page,
    errors,
    context,
    opening,
    readyMs: Math.round(readyAt),
    openingMs: Math.round(readyAt - opening.from),
  };
}
