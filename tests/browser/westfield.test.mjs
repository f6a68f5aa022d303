// The play page with Westfield Chess: moves by clicks on the 20x10 board, a Shepherd's Push whose
// outcomes are offered one by one with arrows, promotion from the captured pool, and an engine reply.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  selectVariant,
  clickCell,
  engineState,
  legalMoves,
  playByClicks,
  settle,
  waitPly,
  waitPlyExactly,
  setEngine,
} from './play.mjs';

const boardArrows = (page) =>
  page.evaluate(() => {
    const { arrows, marks } = document.getElementById('tessera').tesseraBoard.state;
    return { arrows: arrows.map((a) => `${a.from}-${a.to}`).sort(), marks: marks.map((m) => m.cell) };
  });
const pool = (fen) => /\[([^\]]*)\]/.exec(fen)[1];

test('westfield: push outcomes chosen with arrows, promotion from the pool, engine reply', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'westfield');
    let s = await engineState(page);
    assert.equal(
      s.fen,
      '20/20/20/20/20/20/20/PPPPPPPPPPpppppppppp/XSG4GSXxsg4gsx/YRNBQHBNRYyrnbhqbnry[] w - - 0 1',
    );
    await screenshot(page, 'westfield-start');

    // A knight's moves, and Black's Shepherding Bishop pushing three of its own pieces at once.
    for (const t of ['c1e2', 'm3m4', 'e2f4', 'k2l3:l3l4,k3k4,l2m3']) await playByClicks(page, t);
    s = await engineState(page);
    assert.equal(s.board.f4, 'N');
    assert.equal(s.board.l3, 'x');
    assert.deepEqual([s.board.l4, s.board.k4, s.board.m3], ['p', 'p', 's']);

    // White's Shepherding Bishop j2-k3 pushes the j3 pawn either straight on or onto the k4 pawn.
    const outcomes = (await legalMoves(page)).filter((m) => m.from === 'j2' && m.to === 'k3');
    assert.deepEqual(outcomes.map((m) => m.text).sort(), ['j2k3:j3j4', 'j2k3:j3k4']);
    await clickCell(page, 'j2');
    await clickCell(page, 'k3');
    await page.waitForSelector('.chooser-list .chooser-option');
    const offered = await page.$$eval('.chooser-option', (bs) => bs.map((b) => b.dataset.move).sort());
    assert.deepEqual(offered, ['j2k3:j3j4', 'j2k3:j3k4']);
    await page.hover('.chooser-option[data-move="j2k3:j3j4"]');
    await settle(page);
    assert.deepEqual(await boardArrows(page), { arrows: ['j2-k3', 'j3-j4'], marks: [] });
    await page.hover('.chooser-option[data-move="j2k3:j3k4"]');
    await settle(page);
    assert.deepEqual(await boardArrows(page), { arrows: ['j2-k3', 'j3-k4'], marks: ['k4'] });
    assert.match(await page.textContent('.chooser-option[data-move="j2k3:j3k4"]'), /Pawn j3.k4.*takes k4/);
    await screenshot(page, 'westfield-push-choice');
    await page.click('.chooser-option[data-move="j2k3:j3k4"]');
    await waitPly(page, 5);
    s = await engineState(page);
    assert.equal(s.history[4], 'j2k3:j3k4');
    assert.equal(s.board.k4, 'P');
    assert.equal(s.board.k3, 'X');
    assert.equal(s.board.j3, undefined);
    assert.equal(pool(s.fen), 'p');
    assert.equal((await page.$$('.strip-bottom .captured img')).length, 1);

    // The engine answers as Black.
    await setEngine(page, '1', 0);
    await waitPly(page, 6);
    s = await engineState(page);
    assert.equal(s.side, 'white');
    await settle(page);
    await screenshot(page, 'westfield-engine');

    // A new game: Black takes a Bishop, so a Pawn reaching rank 10 may become a Bishop or a Supersilver.
    await setEngine(page, 'none');
    await page.click('[data-action="new"]');
    await waitPlyExactly(page, 0);
    for (const t of ['f3f4', 'l3l4', 'd1i6', 'm2i6']) await playByClicks(page, t);
    assert.equal(pool((await engineState(page)).fen), 'B');
    for (let rank = 3; rank < 9; rank++) {
      await playByClicks(page, `a${rank}a${rank + 1}`);
      await playByClicks(page, `t${rank}t${rank + 1}`);
    }
    const promotions = (await legalMoves(page)).filter((m) => m.from === 'a9' && m.to === 'a10');
    assert.deepEqual(promotions.map((m) => m.promotion).sort(), ['B', 'E']);
    await clickCell(page, 'a9');
    await clickCell(page, 'a10');
    await page.waitForSelector('.chooser-pieces .chooser-option');
    const choices = await page.$$eval('.chooser-option', (bs) => bs.map((b) => b.dataset.move).sort());
    assert.deepEqual(choices, promotions.map((m) => m.text).sort());
    await screenshot(page, 'westfield-promotion');
    await page.click(`.chooser-option[data-move="${promotions.find((m) => m.promotion === 'B').text}"]`);
    await waitPly(page, 17);
    s = await engineState(page);
    assert.equal(s.board.a10, 'B');
    assert.equal(pool(s.fen), ''); // the Bishop came back out of White's pool
    await settle(page);
    await screenshot(page, 'westfield-promoted');
    assert.deepEqual(errors, []);
  }));

test('westfield on a phone: the 20x10 board fits and plays by taps', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      hasTouch: true,
      isMobile: true,
    });
    await selectVariant(page, 'westfield');
    const width = await page.evaluate(
      () => document.querySelector('.tessera-canvas').getBoundingClientRect().width,
    );
    assert.ok(width <= 390 && width > 330, `board width ${width}`);
    // The board is turned a quarter on a phone and runs below the start panel: scroll to its bottom edge.
    await page.$eval('.strip-bottom', (s) => s.scrollIntoView({ block: 'end' }));
    for (const cell of ['c1', 'e2']) {
      const at = await page.evaluate(
        (c) => document.getElementById('tessera').tesseraBoard.cellCenter(c),
        cell,
      );
      await page.touchscreen.tap(at.x, at.y);
    }
    await waitPly(page, 1);
    assert.equal((await engineState(page)).board.e2, 'N');
    await settle(page);
    await screenshot(page, 'westfield-phone');
    assert.deepEqual(errors, []);
  }));
