// The play page with Officer-Spiel: moves by clicks, the castle-or-step chooser with its arrows, a
// promotion picker offering exactly the engine's twelve choices, and an engine reply.
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
  setEngine,
} from './play.mjs';

test('officer-spiel: castle versus king step, twelve-way promotion, engine reply', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'officer-spiel');
    let s = await engineState(page);
    assert.equal(
      s.fen,
      'rnbcshzqkjfmabnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCSHZQKJFMABNR w KQkq - 0 1',
    );
    await screenshot(page, 'officer-spiel-start');

    // The Judge leaves j1; then the king's move to j1 is both a castle and a plain step.
    await playByClicks(page, 'j1k3');
    await playByClicks(page, 'a7a6');
    s = await engineState(page);
    assert.equal(s.board.k3, 'J');
    const both = (await legalMoves(page)).filter((m) => m.from === 'i1' && m.to === 'j1');
    assert.deepEqual(both.map((m) => m.kind).sort(), ['castle', 'normal']);
    await clickCell(page, 'i1');
    await clickCell(page, 'j1');
    await page.waitForSelector('.chooser-list .chooser-option');
    const offered = await page.$$eval('.chooser-option', (bs) => bs.map((b) => b.dataset.move).sort());
    assert.deepEqual(offered, both.map((m) => m.text).sort());
    // Each option draws its outcome: the castle moves the king and the p1 rook.
    const castle = both.find((m) => m.kind === 'castle');
    await page.hover(`.chooser-option[data-move="${castle.text}"]`);
    await settle(page);
    const arrows = await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.arrows);
    assert.deepEqual(arrows.map((a) => `${a.from}-${a.to}`).sort(), ['i1-j1', 'p1-i1']);
    assert.match(await page.textContent(`.chooser-option[data-move="${castle.text}"]`), /Castle/);
    await screenshot(page, 'officer-spiel-castle-choice');
    await page.click(`.chooser-option[data-move="${castle.text}"]`);
    await waitPly(page, 3);
    s = await engineState(page);
    assert.equal(s.history[2], castle.text);
    assert.equal(s.board.j1, 'K');
    assert.equal(s.board.i1, 'R');
    assert.equal(s.board.p1, undefined);

    // Race the a-pawn to the seventh rank; c7xb8 offers exactly the engine's promotion choices.
    for (const t of ['b7b5', 'a2a4', 'a6a5', 'a4b5', 'h7h6', 'b5b6', 'h6h5', 'b6c7', 'h5h4'])
      await playByClicks(page, t);
    const promotions = (await legalMoves(page)).filter((m) => m.from === 'c7' && m.to === 'b8');
    assert.equal(promotions.length, 12);
    assert.deepEqual(promotions.map((m) => m.promotion).sort(), [...'ABCFHJMNQRSZ'].sort());
    await clickCell(page, 'c7');
    await clickCell(page, 'b8');
    await page.waitForSelector('.chooser-pieces .chooser-option');
    const choices = await page.$$eval('.chooser-option', (bs) => bs.map((b) => b.dataset.move).sort());
    assert.deepEqual(choices, promotions.map((m) => m.text).sort());
    await screenshot(page, 'officer-spiel-promotion');
    const amazon = promotions.find((m) => m.promotion === 'Z');
    await page.click(`.chooser-option[data-move="${amazon.text}"]`);
    await waitPly(page, 13);
    s = await engineState(page);
    assert.equal(s.board.b8, 'Z');

    // The engine answers as Black.
    await setEngine(page, '1', 0);
    await waitPly(page, 14);
    s = await engineState(page);
    assert.equal(s.side, 'white');
    await settle(page);
    await screenshot(page, 'officer-spiel-engine');
    assert.deepEqual(errors, []);
  }));
