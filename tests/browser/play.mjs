// Helpers for driving the play page like a person: pick a variant, click and drag cells, read the engine's state.
// Cell positions come from the page's own board, so the clicks land where a user's would.
import assert from 'node:assert/strict';
import { openPage } from './harness.mjs';

export async function openPlay(browser, base, options = {}) {
  const { page, errors } = await openPage(browser, `${base}/`, {
    viewport: { width: 1280, height: 860 },
    ...options,
  });
  await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
  return { page, errors };
}

// The picker folds away once a game starts: open it first, as a person would.
export async function openPicker(page) {
  if (!(await page.$('details.variants[open]'))) await page.click('details.variants > summary');
}

export async function selectVariant(page, id) {
  await openPicker(page);
  await page.click(`.variant-pick[data-variant="${id}"]`);
  await page.waitForFunction((v) => {
    const root = document.getElementById('tessera');
    return root.dataset.variant === v && root.tesseraGame.info.id === v;
  }, id);
  await settle(page);
}

// Waits until the rules worker has answered everything asked so far and the board has redrawn.
export async function settle(page) {
  await page.evaluate(() => document.getElementById('tessera').tesseraGame.queue);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export async function cellCenter(page, cell) {
  const at = await page.evaluate((c) => document.getElementById('tessera').tesseraBoard.cellCenter(c), cell);
  assert.ok(at, `no cell ${cell} on the board`);
  return at;
}

export async function clickCell(page, cell) {
  const { x, y } = await cellCenter(page, cell);
  await page.mouse.click(x, y);
}

export async function dragCell(page, from, to) {
  const a = await cellCenter(page, from);
  const b = await cellCenter(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

// The engine's own report of the game: the latest position, with the record's start FEN and moves.
export function engineState(page) {
  return page.evaluate(() => {
    const g = document.getElementById('tessera').tesseraGame;
    return { ...g.latest, variant: g.info.id, startFen: g.startFen, history: g.history };
  });
}

export function legalMoves(page) {
  return page.evaluate(() => document.getElementById('tessera').tesseraGame.legal);
}

// Waits until the record has at least `ply` moves (an engine reply may already have followed).
export async function waitPly(page, ply, timeout = 30000) {
  await page.waitForFunction((n) => document.getElementById('tessera').tesseraGame.ply >= n, ply, {
    timeout,
  });
  await settle(page);
}

export async function waitPlyExactly(page, ply, timeout = 30000) {
  await page.waitForFunction((n) => document.getElementById('tessera').tesseraGame.ply === n, ply, {
    timeout,
  });
  await settle(page);
}

// Plays a move by clicking its from and to cells; `expectPly` defaults to one more than now.
export async function clickMove(page, from, to) {
  const before = (await engineState(page)).ply;
  await clickCell(page, from);
  await clickCell(page, to);
  await waitPly(page, before + 1);
}

// Plays a legal move (by its engine text) by clicking its cells; fails if it needs a chooser.
export async function playByClicks(page, text) {
  const m = (await legalMoves(page)).find((x) => x.text === text);
  assert.ok(m, `${text} is not legal here`);
  await clickMove(page, m.from, m.to);
}

export async function setEngine(page, side, levelIndex = 0) {
  await page.selectOption('select[name="level"]', String(levelIndex));
  await page.selectOption('select[name="engine-side"]', side);
}

// Phone-sized pages with touch, as in touch.test.mjs.
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  hasTouch: true,
  isMobile: true,
};

// Moves the board's keyboard cursor to `cell` with the arrow keys only (the canvas must have the focus):
// sideways until it is above or below the target, then up or down; fails if it does not get there.
export async function cursorTo(page, cell) {
  const read = () => page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.cursor);
  if (!(await read())) await page.keyboard.press('ArrowUp'); // the first press shows the cursor
  for (let i = 0; i < 60; i++) {
    const at = await read();
    if (at === cell) return;
    const a = await cellCenter(page, at);
    const b = await cellCenter(page, cell);
    const [dx, dy] = [b.x - a.x, b.y - a.y];
    const key = Math.abs(dx) > 3 ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
  }
  assert.fail(`the cursor did not reach ${cell} (at ${await read()})`);
}

// Plays `text` with the keyboard: cursor to its from cell, Enter, cursor to its to cell, Space.
export async function playByKeys(page, text) {
  const m = (await legalMoves(page)).find((x) => x.text === text);
  assert.ok(m, `${text} is not legal here`);
  const before = (await engineState(page)).ply;
  await cursorTo(page, m.from);
  await page.keyboard.press('Enter');
  await cursorTo(page, m.to);
  await page.keyboard.press(' ');
  await waitPly(page, before + 1);
}

// The page's board, sized: its canvas rectangle in CSS pixels.
export function boardRect(page) {
  return page.evaluate(() => {
    const r = document.querySelector('#tessera .tessera-canvas').getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, bottom: r.bottom, right: r.right };
  });
}

// A variant from the engine's catalogue: the last picker card opens its list.
export async function pickMore(page, id) {
  await openPicker(page);
  await page.click('.variant-pick[data-more]');
  await page.waitForSelector('select[name="more-variants"] option[value="' + id + '"]', {
    state: 'attached',
  });
  await page.selectOption('select[name="more-variants"]', id);
  await page.waitForFunction((v) => document.getElementById('tessera').tesseraGame.info.id === v, id);
  await settle(page);
}

// The hand button of `letter` in the strips (upper case: the first army's).
export const handButton = (page, letter) => page.locator(`.strip .hand-piece[data-hand="${letter}"]`);

// The drop of `letter` on `to`, as the engine lists it.
export async function dropMove(page, letter, to) {
  const m = (await legalMoves(page)).find((x) => x.kind === 'drop' && x.drop === letter && x.to === to);
  assert.ok(m, `no drop of ${letter} on ${to} is legal here`);
  return m;
}

export async function dragFromHand(page, letter, to) {
  const box = await handButton(page, letter).boundingBox();
  const b = await cellCenter(page, to);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move((box.x + b.x) / 2, (box.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}
