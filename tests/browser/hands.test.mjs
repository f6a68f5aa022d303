// Drop variants on the play page: Fairy-Stockfish's catalogue in the picker, each army's hand in its strip,
// and drops by click, by drag from the hand, by touch and by keyboard, with the engine answering.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  clickCell,
  cellCenter,
  engineState,
  playByClicks,
  waitPly,
  setEngine,
  PHONE,
  pickMore,
  handButton,
  dropMove,
  dragFromHand,
  cursorTo,
} from './play.mjs';

test('crazyhouse: captures go to the hand, drops by click, drag and keyboard, and the engine answers', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await pickMore(page, 'crazyhouse');
    assert.equal(await page.locator('.strip .hand').count(), 2, 'each army has a hand');
    for (const t of ['e2e4', 'd7d5', 'e4d5', 'd8d5']) await playByClicks(page, t);
    let s = await engineState(page);
    assert.deepEqual(s.pools, ['P', 'p'], "each side holds the pawn it took, in its owner's case");
    assert.equal(await handButton(page, 'P').isEnabled(), true, 'the side to move may drop');
    assert.equal(await handButton(page, 'p').isEnabled(), false, 'the other side may not');

    // White drops by clicking the hand piece and then the cell.
    await dropMove(page, 'P', 'e4');
    await handButton(page, 'P').click();
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.selected),
      '@P',
    );
    await clickCell(page, 'e4');
    await waitPly(page, 5);
    s = await engineState(page);
    assert.equal(s.board.e4, 'P');
    assert.deepEqual(s.pools, ['', 'p']);
    assert.match(s.history[4], /^P@e4$/i);

    // Black drops by dragging the pawn from its hand onto e6.
    await dropMove(page, 'p', 'e6');
    await dragFromHand(page, 'p', 'e6');
    await waitPly(page, 6);
    s = await engineState(page);
    assert.equal(s.board.e6, 'p');
    assert.deepEqual(s.pools, ['', '']);
    await screenshot(page, 'hands-crazyhouse');

    // Black's queen takes the pawn on e5: Black holds a pawn again, White nothing.
    await playByClicks(page, 'e4e5');
    await playByClicks(page, 'd5e5');
    s = await engineState(page);
    assert.deepEqual(s.pools, ['', 'p']);
    assert.equal(await page.locator('.strip .hand-piece[data-hand="P"]').count(), 0);

    // The engine plays Black and answers; its reply may be a drop, and the page shows it either way.
    await setEngine(page, '1', 0);
    await playByClicks(page, 'f1e2'); // the queen on e5 gives check
    await waitPly(page, 10, 60000);
    s = await engineState(page);
    assert.equal(s.history.length, 10, 'the engine replied');
    await screenshot(page, 'hands-crazyhouse-engine');
    assert.deepEqual(errors, []);
  }));

test('crazyhouse on a phone: a hand piece is dropped by two taps', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, PHONE);
    await page.goto(`${base}/index.html?v=crazyhouse&moves=e2e4_d7d5_e4d5_d8d5`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await waitPly(page, 4);
    await dropMove(page, 'P', 'e3');
    await handButton(page, 'P').tap();
    const e3 = await cellCenter(page, 'e3');
    await page.touchscreen.tap(e3.x, e3.y);
    await waitPly(page, 5);
    const s = await engineState(page);
    assert.equal(s.board.e3, 'P');
    await screenshot(page, 'hands-crazyhouse-phone');
    assert.deepEqual(errors, []);
  }));

test('keyboard: Enter on a hand piece picks it up, the board cursor drops it', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await page.goto(`${base}/index.html?v=crazyhouse&moves=e2e4_d7d5_e4d5_d8d5`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await waitPly(page, 4);
    await dropMove(page, 'P', 'e4');
    await handButton(page, 'P').focus();
    await page.keyboard.press('Enter');
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.selected),
      '@P',
    );
    await page.focus('#tessera .tessera-canvas');
    await cursorTo(page, 'e4');
    await page.keyboard.press('Enter');
    await waitPly(page, 5);
    assert.equal((await engineState(page)).board.e4, 'P');
    assert.deepEqual(errors, []);
  }));
