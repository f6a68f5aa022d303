// Helpers for pages with <tessera-board> elements: serve a test page, wait for boards, click their cells.
// Each board is found by a CSS selector (in a frame, if given) and read through its documented `state`.
import assert from 'node:assert/strict';
import { openPage } from './harness.mjs';

// Opens `html` as if it were served at `${base}/${name}`, so its module paths resolve against the site.
export async function openHtml(browser, base, html, name = 'embed-test.html', options = {}) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, ...options });
  await context.route(`${base}/${name}`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(`${base}/${name}`);
  return { page, errors, context };
}

export { openPage };

// Waits until the board has loaded and the engine has nothing left to answer.
export async function boardIdle(target, selector, timeout = 30000) {
  await target.waitForFunction(
    (s) => {
      const b = document.querySelector(s);
      return b && b.dataset.state === 'ready';
    },
    selector,
    { timeout },
  );
  await target.evaluate((s) => document.querySelector(s).whenIdle(), selector);
  await target.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export function boardState(target, selector) {
  return target.evaluate((s) => document.querySelector(s).state, selector);
}

export async function clickBoardCell(page, target, selector, cell) {
  const at = await target.evaluate(([s, c]) => document.querySelector(s).cellCenter(c), [selector, cell]);
  assert.ok(at, `no cell ${cell} on ${selector}`);
  await page.mouse.click(at.x, at.y);
}

// Plays from-to by two clicks and waits for the board's record to reach `ply`.
export async function clickBoardMove(page, selector, from, to, ply) {
  await clickBoardCell(page, page, selector, from);
  await clickBoardCell(page, page, selector, to);
  await page.waitForFunction(([s, n]) => Number(document.querySelector(s).dataset.ply) >= n, [selector, ply]);
  await boardIdle(page, selector);
}
