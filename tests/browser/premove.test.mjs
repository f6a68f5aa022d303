// Premoves: while the engine thinks, a move of the player's own piece is queued and shown, played as soon
// as the engine has replied if it is legal then, and cancelled by a right-click or a tap off the pieces.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  selectVariant,
  engineState,
  playByClicks,
  clickCell,
  cellCenter,
  settle,
  waitPly,
  PHONE,
} from './play.mjs';

const boardState = (page) =>
  page.evaluate(() => {
    const g = document.getElementById('tessera').tesseraGame;
    const s = document.getElementById('tessera').tesseraBoard.state;
    return { ply: g.ply, premove: s.premove, premoveFrom: [...s.premoveDests.keys()] };
  });

// The strongest level thinks for seconds: time enough to queue a premove on a loaded machine too.
async function engineGame(page) {
  await selectVariant(page, 'chess');
  const levels = await page.$$eval('select[name="level"] option', (os) => os.map((o) => o.value));
  await page.selectOption('select[name="level"]', levels.at(-1));
  await page.check('input[name="start-side"][value="first"]');
  await page.click('[data-start="computer"]');
  await playByClicks(page, 'e2e4');
  await page.waitForSelector('.thinking:not([hidden])');
  await page.waitForFunction(
    () => document.getElementById('tessera').tesseraBoard.state.premoveDests.size > 0,
  );
}

test('desktop: a premove is shown, cancelled by a right-click, and played when the engine replies', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, { viewport: { width: 1280, height: 800 } });
    await engineGame(page);
    // Queue d2-d4, then cancel it with a right-click.
    await clickCell(page, 'd2');
    await clickCell(page, 'd4');
    let s = await boardState(page);
    assert.equal(s.ply, 1, 'the engine is still thinking');
    assert.deepEqual(s.premove, ['d2', 'd4']);
    const d4 = await cellCenter(page, 'd4');
    await page.mouse.click(d4.x, d4.y, { button: 'right' });
    s = await boardState(page);
    assert.equal(s.premove, null, 'a right-click cancels the premove');
    // Queue g1-f3 by dragging; it shows until the engine replies, then it is played.
    const g1 = await cellCenter(page, 'g1');
    const f3 = await cellCenter(page, 'f3');
    await page.mouse.move(g1.x, g1.y);
    await page.mouse.down();
    await page.mouse.move(f3.x, f3.y, { steps: 6 });
    await page.mouse.up();
    s = await boardState(page);
    assert.deepEqual(s.premove, ['g1', 'f3']);
    assert.equal(s.ply, 1);
    await settle(page);
    await screenshot(page, 'premove-queued');
    await waitPly(page, 3, 120000);
    const st = await engineState(page);
    assert.equal(st.history[2], 'g1f3', 'the premove was played as soon as the engine had moved');
    assert.equal(st.board.f3, 'N');
    assert.equal((await boardState(page)).premove, null);
    await page.click('[data-action="stop"]').catch(() => {});
    await settle(page);
    await screenshot(page, 'premove-played');
    assert.deepEqual(errors, []);
  }));

test('phone: a premove by taps, cancelled by a tap on an empty cell, then queued again and played', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, PHONE);
    await engineGame(page);
    const tap = async (cell) => {
      const at = await cellCenter(page, cell);
      await page.touchscreen.tap(at.x, at.y);
    };
    await tap('b1');
    await tap('c3');
    assert.deepEqual((await boardState(page)).premove, ['b1', 'c3']);
    await tap('e5'); // an empty cell the knight cannot reach: the premove is cancelled
    assert.equal((await boardState(page)).premove, null);
    await tap('b1');
    await tap('c3');
    assert.deepEqual((await boardState(page)).premove, ['b1', 'c3']);
    await settle(page);
    await screenshot(page, 'premove-phone');
    await waitPly(page, 3, 120000);
    assert.equal((await engineState(page)).history[2], 'b1c3');
    assert.deepEqual(errors, []);
  }));
