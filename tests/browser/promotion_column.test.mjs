// Promotion as lichess shows it: a column of pieces over the promotion cell, queen first by the engine's
// values, Enter picks the highlighted one; an error message does not push the panel around.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';
import { clickCell, cellCenter, settle, waitPly, engineState, PHONE } from './play.mjs';

const LINK = 'index.html?v=chess&fen=r3k3/1P6/8/8/8/8/8/4K3_w_-_-_0_1';

for (const [name, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
]) {
  test(`${name}: the promotion column over b8, queen first, Enter picks the highlighted piece`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openPage(browser, `${base}/${LINK}`, options);
      await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
      await settle(page);
      await clickCell(page, 'b7');
      await clickCell(page, 'b8');
      await page.waitForSelector('.chooser-host.column .chooser-option');
      const moves = await page.$$eval('.chooser-option', (bs) => bs.map((b) => b.dataset.move));
      assert.deepEqual(moves, ['b7b8q', 'b7b8r', 'b7b8b', 'b7b8n'], 'most valuable first');
      // The column stands on the promotion cell and runs down the b-file.
      const cell = await cellCenter(page, 'b8');
      const boxes = await page.$$eval('.chooser-option', (bs) =>
        bs.map((b) => b.getBoundingClientRect().toJSON()),
      );
      assert.ok(Math.abs(boxes[0].x + boxes[0].width / 2 - cell.x) < 3, 'the queen is over b8');
      assert.ok(Math.abs(boxes[0].y + boxes[0].height / 2 - cell.y) < 3);
      for (let i = 1; i < boxes.length; i++) {
        assert.ok(
          Math.abs(boxes[i].x - boxes[0].x) < 1 && boxes[i].y > boxes[i - 1].y,
          'one column downwards',
        );
      }
      assert.equal(
        await page.evaluate(() => document.activeElement.dataset.move),
        'b7b8q',
        'the queen is highlighted',
      );
      assert.match(await page.getAttribute('.chooser-option[data-move="b7b8q"]', 'class'), /active/);
      await screenshot(page, `promotion-column-${name}`);
      // Down once (the rook), then Enter picks it.
      await page.keyboard.press('ArrowDown');
      assert.match(await page.getAttribute('.chooser-option[data-move="b7b8r"]', 'class'), /active/);
      await page.keyboard.press('Enter');
      await waitPly(page, 1);
      assert.equal((await engineState(page)).board.b8, 'R');
      assert.deepEqual(errors, []);
    }));
}

test('an error message keeps the panel where it was', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPage(browser, `${base}/${LINK}`, {
      viewport: { width: 1280, height: 800 },
    });
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await settle(page);
    const where = () =>
      page.evaluate(() =>
        ['.controls', '.moves', '.move-entry'].map(
          (s) => document.querySelector(s).getBoundingClientRect().top,
        ),
      );
    const before = await where();
    await page.fill('.move-entry input', 'z9z1');
    await page.click('.move-entry button');
    await page.waitForFunction(() => !document.querySelector('.error').hidden);
    assert.match(await page.textContent('.error'), /z9z1/);
    assert.deepEqual(await where(), before);
    await screenshot(page, 'error-no-shift');
    assert.deepEqual(errors, []);
  }));
