// The page on a phone: a HiDPI canvas that fits the narrow screen, taps for click-click moves,
// a touch drag, and a long press that names the piece.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, selectVariant, cellCenter, engineState, settle, waitPly } from './play.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };

async function touch(cdp, type, points) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map(({ x, y }) => ({ x, y, id: 1 })),
  });
}

test('phone: taps, touch drag and long press', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, PHONE);
    await selectVariant(page, 'chess');

    // The canvas fits the screen and is drawn at the device's pixel density.
    const size = await page.evaluate(() => {
      const c = document.querySelector('.tessera-canvas');
      return { css: c.getBoundingClientRect().width, px: c.width };
    });
    assert.ok(size.css <= 390 && size.css > 300, `board width ${size.css}`);
    assert.ok(Math.abs(size.px - size.css * 3) <= 3, 'canvas has 3 device pixels per CSS pixel');

    // Tap e2, tap e4.
    for (const cell of ['e2', 'e4']) {
      const at = await cellCenter(page, cell);
      await page.touchscreen.tap(at.x, at.y);
    }
    await waitPly(page, 1);
    assert.equal((await engineState(page)).board.e4, 'P');

    const cdp = await page.context().newCDPSession(page);
    // A long press on the g8 knight names it.
    const g8 = await cellCenter(page, 'g8');
    await touch(cdp, 'touchStart', [g8]);
    await page.waitForSelector('.tessera-tooltip:not([hidden])', { timeout: 5000 });
    assert.equal(await page.textContent('.tessera-tooltip'), 'Black Knight (n)');
    await touch(cdp, 'touchEnd', []);

    // Drag it to f6 with a finger.
    const f6 = await cellCenter(page, 'f6');
    await touch(cdp, 'touchStart', [g8]);
    for (let i = 1; i <= 6; i++) {
      await touch(cdp, 'touchMove', [
        { x: g8.x + ((f6.x - g8.x) * i) / 6, y: g8.y + ((f6.y - g8.y) * i) / 6 },
      ]);
    }
    await touch(cdp, 'touchEnd', []);
    await waitPly(page, 2);
    const s = await engineState(page);
    assert.equal(s.board.f6, 'n');
    await settle(page);
    await screenshot(page, 'phone-chess');
    assert.deepEqual(errors, []);
  }));

test('the board follows the window size and stays sharp', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, {
      viewport: { width: 1280, height: 900 },
      deviceScaleFactor: 2,
    });
    await selectVariant(page, 'naydorian');
    const measure = () =>
      page.evaluate(() => {
        const c = document.querySelector('.tessera-canvas');
        return { css: c.getBoundingClientRect().width, px: c.width };
      });
    const wide = await measure();
    await page.setViewportSize({ width: 500, height: 900 });
    await page.waitForFunction(
      (w) => document.querySelector('.tessera-canvas').getBoundingClientRect().width < w - 50,
      wide.css,
    );
    const narrow = await measure();
    assert.ok(narrow.css <= 500, `narrow board ${narrow.css}`);
    assert.ok(Math.abs(narrow.px - narrow.css * 2) <= 2, 'two device pixels per CSS pixel after resizing');
    // Clicks still land on the right cells after the resize.
    const at = await cellCenter(page, 'd2');
    await page.mouse.click(at.x, at.y);
    const to = await cellCenter(page, 'd3');
    await page.mouse.click(to.x, to.y);
    await waitPly(page, 1);
    assert.equal((await engineState(page)).board.d3, 'P');
    await settle(page);
    await screenshot(page, 'naydorian-narrow');
    assert.deepEqual(errors, []);
  }));
