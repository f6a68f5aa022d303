// The play page on hex boards: Naydorian (Gold and Red, Guards on the white cells) and Gliński's chess,
// played by clicking cells, with the engine answering and the board flipped.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  selectVariant,
  cellCenter,
  engineState,
  playByClicks,
  settle,
  waitPly,
  setEngine,
} from './play.mjs';

test('naydorian: army and guard moves by clicks, piece names, engine reply, flipped board', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'naydorian');
    let s = await engineState(page);
    assert.equal(
      s.fen,
      '1/tkt/h1g1h/1wpypw1/ppy3ypp/py7yp/y11y/13/13/6Y6/4YPGPY4/2YPW1K1WPY2/YPP1HT1TH1PPY w - - 0 1',
    );
    assert.match(await page.textContent('.strip-bottom'), /Gold/);
    assert.match(await page.textContent('.strip-top'), /Red/);
    assert.equal(await page.textContent('.status'), 'Gold to move');
    // The engine marks the hidden cells, the white ones, and the board draws them as Guard cells.
    const hidden = await page.evaluate(() => {
      const b = document.getElementById('tessera').tesseraBoard;
      return {
        drawn: b.state.hiddenCells,
        shades: [...new Set(b.layout.cells.filter((c) => c.hidden).map((c) => c.shade))],
      };
    });
    assert.deepEqual(hidden, { drawn: true, shades: [0] });
    await screenshot(page, 'naydorian-start');

    // A Pike step, a Yeoman's diagonal step between white cells, a Battle-Hound's leap.
    for (const t of ['d2d3', 'd9d8', 'g4h5', 'n7m6', 'e1e4']) await playByClicks(page, t);
    s = await engineState(page);
    assert.equal(s.board.d3, 'P');
    assert.equal(s.board.h5, 'Y');
    assert.equal(s.board.e4, 'H');
    assert.equal(s.board.m6, 'y');
    assert.equal(s.side, 'black');
    assert.equal(await page.textContent('.status'), 'Red to move');

    const h5 = await cellCenter(page, 'h5');
    await page.mouse.move(h5.x, h5.y);
    await page.waitForFunction(
      () => document.querySelector('.tessera-tooltip').textContent === 'Gold Yeoman (Y)',
    );
    const e4 = await cellCenter(page, 'e4');
    await page.mouse.move(e4.x, e4.y);
    await page.waitForFunction(
      () => document.querySelector('.tessera-tooltip').textContent === 'Gold Battle-Hound (H)',
    );

    // The engine takes Red and answers.
    await setEngine(page, '1', 0);
    await waitPly(page, 6);
    s = await engineState(page);
    assert.equal(s.side, 'white');
    await page.mouse.move(5, 5);
    await settle(page);
    await screenshot(page, 'naydorian-engine');
    await setEngine(page, 'none');
    await page.click('[data-action="flip"]');
    await settle(page);
    const top = await cellCenter(page, 'g1');
    const bottom = await cellCenter(page, 'g13');
    assert.ok(top.y < bottom.y, 'flipped: Gold at the top');
    await screenshot(page, 'naydorian-flipped');
    assert.deepEqual(errors, []);
  }));

test('glinski: moves and a capture by clicks on the 91-cell board, and an engine reply', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'glinski');
    // The board offers exactly the engine's 51 first moves.
    const dests = await page.evaluate(() =>
      [...document.getElementById('tessera').tesseraBoard.state.dests.values()].reduce(
        (n, list) => n + list.length,
        0,
      ),
    );
    assert.equal(dests, 51);
    // A pawn's double step, then Black's f7 pawn takes it on e6 (pawns capture along the hex orthogonals).
    await playByClicks(page, 'e4e6');
    await playByClicks(page, 'f7e6');
    let s = await engineState(page);
    assert.equal(s.board.e6, 'p');
    assert.equal(s.board.f7, undefined);
    assert.equal((await page.$$('.strip-top .captured img')).length, 1);
    await setEngine(page, '0', 0);
    await waitPly(page, 3);
    s = await engineState(page);
    assert.equal(s.side, 'black');
    await settle(page);
    await screenshot(page, 'glinski-engine');
    assert.deepEqual(errors, []);
  }));
