// Keyboard play: the board takes the focus a few Tab stops from the top (the picker is one stop, not 12),
// arrow keys move a cursor over square and hex cells, Enter or Space pick up and drop; a whole game is
// played without the mouse, and the board keeps its live label for screen readers.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';
import { playByKeys, settle, engineState, selectVariant } from './play.mjs';

async function tabToBoard(page) {
  for (let i = 1; i <= 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement.classList.contains('tessera-canvas'))) return i;
  }
  return Infinity;
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone size', { width: 390, height: 844 }],
]) {
  test(`${name}: a whole game (fool's mate) by keyboard`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openPage(browser, `${base}/index.html?v=chess`, { viewport });
      await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
      await settle(page);
      // The picker's six cards and six rules links are one Tab stop for the cards and one rules link.
      const pickerStops = await page.$$eval(
        '.picker a, .picker button',
        (els) => els.filter((e) => e.tabIndex >= 0).length,
      );
      assert.equal(pickerStops, 2);
      const stops = await tabToBoard(page);
      assert.ok(stops <= 10, `the board is ${stops} Tab stops from the top`);
      const label = await page.getAttribute('.tessera-canvas', 'aria-label');
      assert.match(label, /Chess board\. White to move/);
      for (const t of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) await playByKeys(page, t);
      const s = await engineState(page);
      assert.deepEqual(s.status, { outcome: 'black', reason: 'checkmate', check: true });
      assert.match(await page.getAttribute('.tessera-canvas', 'aria-label'), /Black wins by checkmate/);
      assert.match(await page.textContent('.tessera-announce'), /h4/);
      assert.equal(await page.isVisible('.result'), true);
      await settle(page);
      await screenshot(page, `keyboard-game-${name.replace(' ', '-')}`);
      assert.deepEqual(errors, []);
    }));
}

test('hex: the cursor walks Naydorian cells and plays a move; the picker cards answer arrow keys', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPage(browser, `${base}/`, { viewport: { width: 1280, height: 800 } });
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    // From the current card (Westfield, first) the right arrow reaches Naydorian, and Enter picks it.
    await page.focus('.variant-pick[aria-pressed="true"]');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.variant), 'naydorian');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('tessera').dataset.variant === 'naydorian');
    await selectVariant(page, 'naydorian');
    await page.focus('.tessera-canvas');
    await playByKeys(page, 'd2d3');
    await playByKeys(page, 'd9d8');
    const s = await engineState(page);
    assert.equal(s.board.d3, 'P');
    assert.equal(s.board.d8, 'p');
    // The arrow keys move the cursor and leave the move list alone.
    assert.equal(await page.evaluate(() => document.getElementById('tessera').tesseraGame.cursor), 2);
    await settle(page);
    await screenshot(page, 'keyboard-hex');
    assert.deepEqual(errors, []);
  }));
