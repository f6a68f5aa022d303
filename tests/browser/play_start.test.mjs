// One click from the home page to a game: play the computer with a side and a level, play a friend or
// analyse; the choice is remembered on the next visit, and on a phone the start is on the first screen.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, selectVariant, engineState, waitPly, settle, PHONE } from './play.mjs';

const mode = (page) =>
  page.evaluate(() => ({
    engineSide: document.querySelector('select[name="engine-side"]').value,
    analysis: document.querySelector('input[name="analysis"]').checked,
    pickerOpen: document.querySelector('details.variants').open,
    orientation: document.getElementById('tessera').tesseraBoard.state.orientation,
  }));

test('desktop: one click to an engine game as Black; the choice is remembered', () =>
  withSite(async (base, browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${base}/`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await selectVariant(page, 'chess');
    await page.check('input[name="start-side"][value="second"]');
    await page.selectOption('select[name="level"]', '0');
    await page.click('[data-start="computer"]'); // the one click
    // The engine has White and moves first; the board turns so the player's Black is at the bottom.
    await waitPly(page, 1);
    let m = await mode(page);
    assert.equal(m.engineSide, '0');
    assert.equal(m.orientation, 'black');
    assert.equal(m.pickerOpen, false, 'the picker folds away once the game starts');
    assert.equal((await engineState(page)).side, 'black');
    assert.match(await page.textContent('.strip-top'), /White \(engine\)/);
    await settle(page);
    await screenshot(page, 'start-engine-desktop');

    // The next visit offers the same choice again.
    await page.reload();
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    assert.equal(await page.isChecked('input[name="start-side"][value="second"]'), true);
    assert.equal(await page.inputValue('select[name="level"]'), '0');
    assert.match(await page.getAttribute('[data-start="computer"]', 'class'), /\blast\b/);

    // Play a friend: nobody's engine; Analyse: the analysis is on.
    await page.click('[data-start="friend"]');
    await settle(page);
    m = await mode(page);
    assert.equal(m.engineSide, 'none');
    assert.equal(m.analysis, false);
    assert.equal((await engineState(page)).ply, 0);
    await page.click('[data-start="analyse"]');
    await settle(page);
    m = await mode(page);
    assert.equal(m.engineSide, 'none');
    assert.equal(m.analysis, true);
    await page.waitForFunction(() => /depth \d/.test(document.querySelector('.depth').textContent));
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('phone: the start is on the first screen; one tap starts an engine game', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, PHONE);
    const button = await page.$('[data-start="computer"]');
    const box = await button.boundingBox();
    assert.ok(
      box.y >= 0 && box.y + box.height <= 844,
      `"Play the computer" is on the first screen (at y ${box.y})`,
    );
    assert.ok(box.height >= 40, 'a thumb-sized button');
    await screenshot(page, 'start-phone');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => document.querySelector('select[name="engine-side"]').value === '1');
    assert.equal(await page.evaluate(() => document.querySelector('details.variants').open), false);
    // While the game is on, the start panel makes way, and the move buttons sit under the thumb. The
    // panel goes on the render after the side is set, so wait for it rather than look at once.
    await page.waitForSelector('.play > .start', { state: 'hidden', timeout: 10000 });
    const controls = await page.$eval('.controls', (c) => {
      const r = c.getBoundingClientRect();
      return {
        top: r.top,
        bottom: r.bottom,
        minButton: Math.min(
          ...[...c.querySelectorAll('button')].map((b) => b.getBoundingClientRect().height),
        ),
      };
    });
    assert.ok(
      controls.bottom <= 844 && controls.top > 844 / 2,
      `controls at the bottom of the screen (${controls.top}-${controls.bottom})`,
    );
    assert.ok(controls.minButton >= 40, `buttons ${controls.minButton} px tall`);
    await settle(page);
    await screenshot(page, 'start-phone-playing');
    assert.deepEqual(errors, []);
  }));
