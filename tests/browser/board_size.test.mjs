// The board fills the window as lichess does: at 1280x800 and 1920x1080 it takes the height left under
// the folded picker and stays wholly on screen; on a phone Westfield's 20x10 board turns a quarter so
// its cells are large enough to touch.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  selectVariant,
  settle,
  boardRect,
  cellCenter,
  engineState,
  waitPly,
  PHONE,
} from './play.mjs';

for (const [width, height, least] of [
  [1280, 800, 640],
  [1920, 1080, 900],
]) {
  test(`chess board at ${width}x${height} fills the height once a game starts`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openPlay(browser, base, { viewport: { width, height } });
      await selectVariant(page, 'chess');
      const before = await boardRect(page);
      await page.click('[data-start="friend"]');
      await page.waitForFunction(
        (h) => document.querySelector('#tessera .tessera-canvas').getBoundingClientRect().height > h,
        before.height,
      );
      await settle(page);
      const r = await boardRect(page);
      assert.ok(
        r.height >= least,
        `board ${Math.round(r.width)}x${Math.round(r.height)} at ${width}x${height} (at least ${least} tall)`,
      );
      assert.ok(r.y >= 0 && r.bottom <= height, 'the whole board is on screen');
      const strip = await page.$eval('.strip-bottom', (s) => s.getBoundingClientRect().bottom);
      assert.ok(strip <= height, 'the strip under the board too');
      await screenshot(page, `board-size-${width}x${height}`);
      assert.deepEqual(errors, []);
    }));
}

test('phone: Westfield turns a quarter, cells large enough to tap, and moves still land', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, PHONE);
    await selectVariant(page, 'westfield');
    await page.click('[data-start="friend"]');
    await settle(page);
    const cell = await page.evaluate(() => {
      const b = document.getElementById('tessera').tesseraBoard;
      return { px: b.layout.cellPixels(), rotated: b.state.rotated };
    });
    assert.equal(cell.rotated, true);
    assert.ok(cell.px >= 24, `cells ${cell.px.toFixed(1)} px (17 px unturned)`);
    // The first army (files a-j, the left side) is at the bottom, its north to the left.
    const a1 = await cellCenter(page, 'a1');
    const t1 = await cellCenter(page, 't1');
    const a3 = await cellCenter(page, 'a3');
    assert.ok(a1.y > t1.y, 'a-file below t-file');
    assert.ok(a3.x < a1.x, 'north is to the left');
    // A tap-tap move on the turned board.
    const from = await cellCenter(page, 'c3');
    await page.touchscreen.tap(from.x, from.y);
    const to = await cellCenter(page, 'c4');
    await page.touchscreen.tap(to.x, to.y);
    await waitPly(page, 1);
    assert.equal((await engineState(page)).board.c4, 'P');
    await settle(page);
    await screenshot(page, 'board-size-phone-westfield');
    assert.deepEqual(errors, []);
  }));
