// The play page with chess: click-click and drag moves, a snapped-back illegal drop, promotion through
// the picker, review by move list and keyboard, undo/redo, flip, and an engine reply.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  selectVariant,
  clickCell,
  dragCell,
  engineState,
  clickMove,
  playByClicks,
  settle,
  waitPly,
  waitPlyExactly,
  setEngine,
} from './play.mjs';

test('chess: moves by click and drag, promotion picker, review, undo/redo, engine reply', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'chess');

    // Click-click: e2 then e4. The dots for e2's moves are visible after the first click.
    await clickCell(page, 'e2');
    await settle(page);
    await screenshot(page, 'chess-selected');
    await clickCell(page, 'e4');
    await waitPly(page, 1);
    let s = await engineState(page);
    assert.equal(s.fen, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    assert.deepEqual(s.lastMove, ['e2', 'e4']);

    // Drag and drop: g8 to f6.
    await dragCell(page, 'g8', 'f6');
    await waitPly(page, 2);
    s = await engineState(page);
    assert.equal(s.board.f6, 'n');
    assert.equal(s.board.g8, undefined);

    // An illegal drop snaps back: the bishop cannot reach f4 from f1.
    await dragCell(page, 'f1', 'f4');
    await settle(page);
    s = await engineState(page);
    assert.equal(s.ply, 2);
    const shown = await page.evaluate(() =>
      Object.fromEntries(document.getElementById('tessera').tesseraBoard.state.pieces),
    );
    assert.equal(shown.f1, 'B');
    assert.equal(shown.f4, undefined);

    // Race the a-pawn to promotion: a4 b5 axb5 a6 bxa6 Bb7 axb7 Nc6, then b7xa8 through the picker.
    for (const t of ['a2a4', 'b7b5', 'a4b5', 'a7a6', 'b5a6', 'c8b7', 'a6b7', 'b8c6'])
      await playByClicks(page, t);
    await clickCell(page, 'b7');
    await clickCell(page, 'a8');
    await page.waitForSelector('.chooser-pieces .chooser-option');
    const offered = await page.$$eval('.chooser-option', (bs) => bs.map((b) => b.dataset.move).sort());
    assert.deepEqual(offered, ['b7a8b', 'b7a8n', 'b7a8q', 'b7a8r']);
    await screenshot(page, 'chess-promotion');
    await page.click('.chooser-option[data-move="b7a8n"]');
    await waitPly(page, 11);
    s = await engineState(page);
    assert.equal(s.board.a8, 'N');
    assert.equal(s.history.at(-1), 'b7a8n');
    assert.match(await page.textContent('.strip-bottom'), /White/);
    assert.equal(await page.$$eval('.strip-bottom .captured img', (i) => i.length), 4); // two pawns, the bishop and the rook

    // Review: click the 2nd ply in the move list, then step with the arrow keys.
    await page.click('.ply[data-ply="2"]');
    await settle(page);
    assert.match(await page.textContent('.status'), /^Move 2 of 11/);
    let viewed = await page.evaluate(() => document.getElementById('tessera').tesseraGame.cursor);
    assert.equal(viewed, 2);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    viewed = await page.evaluate(() => document.getElementById('tessera').tesseraGame.cursor);
    assert.equal(viewed, 4);
    await page.keyboard.press('End');
    await settle(page);
    assert.match(await page.textContent('.status'), /^Black to move/);

    // Undo and redo, then flip.
    await page.click('[data-action="undo"]');
    await waitPlyExactly(page, 10);
    await page.click('[data-action="redo"]');
    await waitPlyExactly(page, 11);
    assert.equal((await engineState(page)).history.at(-1), 'b7a8n');
    await page.click('[data-action="flip"]');
    await settle(page);
    await screenshot(page, 'chess-flipped');
    await page.click('[data-action="flip"]');

    // The engine answers as Black.
    await setEngine(page, '1', 0);
    await settle(page);
    await waitPly(page, 12);
    s = await engineState(page);
    assert.equal(s.side, 'white');
    await clickMove(page, 'a8', 'b6');
    await waitPly(page, 14);
    s = await engineState(page);
    assert.equal(s.history[12], 'a8b6');
    assert.equal(s.side, 'white');
    await screenshot(page, 'chess-engine');

    // A new game between two people, ending in the fool's mate: check is shown and the status names the result.
    await setEngine(page, 'none');
    await page.click('[data-action="new"]');
    await waitPlyExactly(page, 0);
    for (const t of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) await playByClicks(page, t);
    s = await engineState(page);
    assert.deepEqual(s.status, { outcome: 'black', reason: 'checkmate', check: true });
    assert.equal(await page.textContent('.status'), 'Black wins by checkmate');
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.check),
      'e1',
    );
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.dests.size),
      0,
    );
    await screenshot(page, 'chess-mate');
    assert.deepEqual(errors, []);
  }));
