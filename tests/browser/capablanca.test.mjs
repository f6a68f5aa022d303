// The play page with Capablanca Chess: compound pieces named on hover, castling by moving the king,
// live analysis with its arrow, and an engine reply.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  selectVariant,
  cellCenter,
  clickCell,
  engineState,
  playByClicks,
  settle,
  waitPly,
  setEngine,
} from './play.mjs';

test('capablanca: piece names, castling, analysis and an engine reply', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'capablanca');

    // Hovering a piece shows its name.
    const h1 = await cellCenter(page, 'h1');
    await page.mouse.move(h1.x, h1.y);
    await page.waitForSelector('.tessera-tooltip:not([hidden])');
    assert.equal(await page.textContent('.tessera-tooltip'), 'White Chancellor (C)');
    const c8 = await cellCenter(page, 'c8');
    await page.mouse.move(c8.x, c8.y);
    await page.waitForFunction(
      () => document.querySelector('.tessera-tooltip').textContent === 'Black Archbishop (a)',
    );

    // Clear f1-j1, then castle by moving the king two cells onto i1; the rook lands on h1.
    for (const t of ['i1j3', 'a7a6', 'h2h3', 'a6a5', 'g1h2', 'a5a4', 'h1g3', 'b7b6'])
      await playByClicks(page, t);
    const castle =
      (await engineState(page)) &&
      (await page.evaluate(() =>
        document.getElementById('tessera').tesseraGame.legal.find((m) => m.from === 'f1' && m.to === 'i1'),
      ));
    assert.equal(castle.kind, 'castle');
    await clickCell(page, 'f1');
    await clickCell(page, 'i1');
    await waitPly(page, 9);
    let s = await engineState(page);
    assert.equal(s.board.i1, 'K');
    assert.equal(s.board.h1, 'R');
    assert.equal(s.board.j1, undefined);

    // Analysis: an evaluation, a best line and an arrow for its first move.
    await page.check('input[name="analysis"]');
    await page.waitForFunction(() => document.querySelector('.eval').textContent !== '\u2026');
    const line = (await page.textContent('.line')).trim().split(/\s+/);
    const legal = await page.evaluate(() =>
      document.getElementById('tessera').tesseraGame.legal.map((m) => m.text),
    );
    assert.ok(legal.includes(line[0]), `best move ${line[0]} is legal`);
    await settle(page);
    const arrows = await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.arrows);
    assert.equal(arrows.length, 1);
    assert.equal(arrows[0].brush, 'best');
    await screenshot(page, 'capablanca-analysis');

    // The engine takes Black and answers at once.
    await setEngine(page, '1', 0);
    await waitPly(page, 10);
    s = await engineState(page);
    assert.equal(s.side, 'white');
    assert.equal(s.history.length, 10);
    await page.uncheck('input[name="analysis"]');
    await settle(page);
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.arrows.length),
      0,
    );
    await screenshot(page, 'capablanca-engine');
    assert.deepEqual(errors, []);
  }));
