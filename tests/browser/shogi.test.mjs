// Shogi on the play page, picked from Fairy-Stockfish's catalogue: a 9x9 board, moves by click, an optional
// promotion asked through the chooser, captures going to the capturer's hand, drops by drag and by touch,
// and the engine answering.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  clickCell,
  cellCenter,
  engineState,
  legalMoves,
  playByClicks,
  settle,
  waitPly,
  setEngine,
  PHONE,
  pickMore,
  handButton,
  dropMove,
  dragFromHand,
} from './play.mjs';

// The letter the engine gives the piece `name` in this variant (the page draws what the engine reports).
async function letterOf(page, name) {
  const info = await page.evaluate(() => document.getElementById('tessera').tesseraGame.info);
  const p = info.pieces.find((x) => x.name.toLowerCase() === name);
  assert.ok(p, `shogi has a ${name}`);
  return p.letter;
}

test('shogi: moves by click, an optional promotion through the chooser, captures to hand, a drag drop, the engine answers', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await pickMore(page, 'shogi');
    const info = await page.evaluate(() => document.getElementById('tessera').tesseraGame.info);
    assert.equal(info.files, 9);
    assert.equal(info.ranks, 9);
    assert.equal(await page.locator('.strip .hand').count(), 2, 'each army has a hand');
    let s = await engineState(page);
    assert.deepEqual(s.pools, ['', ''], 'both hands start empty');
    await screenshot(page, 'shogi-start');

    // Both bishops' diagonals open; White's bishop crosses to h8, inside the promotion zone, taking.
    await playByClicks(page, 'c3c4');
    await playByClicks(page, 'g7g6');
    const there = (await legalMoves(page)).filter((m) => m.from === 'b2' && m.to === 'h8');
    assert.equal(there.length, 2, 'the bishop may promote on h8 or stay a bishop');
    await clickCell(page, 'b2');
    await clickCell(page, 'h8');
    await page.waitForSelector('.chooser-host .chooser-option');
    const offered = await page.$$eval('.chooser-option', (bs) => bs.map((b) => b.dataset.move).sort());
    assert.deepEqual(offered, there.map((m) => m.text).sort(), 'the chooser offers both moves');
    await screenshot(page, 'shogi-promotion-chooser');
    const promote = there.find((m) => m.promotion);
    assert.match(promote.text, /\+$/, 'the promoting move is written with a "+", as Fairy-Stockfish does');
    await page.click(`.chooser-option[data-move="${promote.text}"]`);
    await waitPly(page, 3);
    s = await engineState(page);
    const horse = await letterOf(page, 'dragon horse');
    assert.equal(s.board.h8, horse.toUpperCase(), 'the bishop became the dragon horse the engine names');
    assert.deepEqual(s.pools, ['B', ''], "White holds the bishop it took, in White's case");
    assert.equal(await handButton(page, 'B').count(), 1, "the bishop shows in White's hand");
    assert.equal(await handButton(page, 'B').isEnabled(), false, 'Black is to move: White may not drop');

    // Black's silver takes the horse back: Black's hand gets a plain bishop (captured pieces lose promotion).
    await playByClicks(page, 'g9h8');
    s = await engineState(page);
    assert.deepEqual(s.pools, ['B', 'b']);
    assert.equal(await handButton(page, 'b').count(), 1);

    // White drops its bishop on e5 by dragging it from the hand.
    await dropMove(page, 'B', 'e5');
    await dragFromHand(page, 'B', 'e5');
    await waitPly(page, 5);
    s = await engineState(page);
    assert.equal(s.board.e5, 'B');
    assert.deepEqual(s.pools, ['', 'b']);
    assert.match(s.history[4], /^B@e5$/i, 'the drop is written like Fairy-Stockfish writes it');
    await screenshot(page, 'shogi-hands');

    // The engine plays Black and answers a White move; its reply may be a drop.
    await setEngine(page, '1', 0);
    await waitPly(page, 6, 60000);
    s = await engineState(page);
    assert.equal(s.history.length, 6, 'the engine replied as Black');
    assert.equal(s.side, 'white');
    await screenshot(page, 'shogi-engine');
    assert.deepEqual(errors, []);
  }));

test('shogi on a phone: a hand piece is dropped by two taps', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, PHONE);
    await page.goto(`${base}/index.html?v=shogi&moves=c3c4_g7g6_b2h8%2B_g9h8`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await waitPly(page, 4);
    await dropMove(page, 'B', 'e5');
    await handButton(page, 'B').tap();
    const e5 = await cellCenter(page, 'e5');
    await page.touchscreen.tap(e5.x, e5.y);
    await waitPly(page, 5);
    const s = await engineState(page);
    assert.equal(s.board.e5, 'B');
    assert.deepEqual(s.pools, ['', 'b']);
    await screenshot(page, 'shogi-phone');
    assert.deepEqual(errors, []);
  }));

// Promoted pieces as the engine reports them: the promoted type on the board (a tokin moves as a gold)
// with a red badge naming the piece it came from, which is what its capturer gets in hand.
test('shogi: a promoted piece carries the letter it came from, and its capture hands that piece over', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    const fen = '4k4/9/4+p4/9/9/9/9/2+R6/4K4[-]_w_0_1';
    await page.goto(`${base}/index.html?v=shogi&fen=${fen.replace(/\+/g, '%2B')}`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await settle(page);
    let s = await engineState(page);
    const gold = await letterOf(page, 'gold');
    assert.equal(s.board.e7, gold.toLowerCase(), 'a tokin is the gold it moves as');
    assert.deepEqual(s.promoted, { c2: 'R', e7: 'p' });
    assert.deepEqual(
      await page.evaluate(() =>
        Object.fromEntries(document.getElementById('tessera').tesseraBoard.state.promoted),
      ),
      { c2: 'R', e7: 'p' },
      'the board marks what the engine reports',
    );
    // The badge is drawn: red pixels in the upper left corner of the tokin's cell.
    const red = await page.evaluate(() => {
      const board = document.getElementById('tessera').tesseraBoard;
      const [x, y] = board.layout.centre('e7');
      const px = board.layout.pieceSize * board.layout.scale;
      const c = board.canvas;
      const k = c.width / c.getBoundingClientRect().width;
      // Left of the badge's letter, inside its rim.
      const at = [(x - px / 2 + px * 0.07) * k, (y - px / 2 + px * 0.18) * k].map(Math.round);
      return Array.from(c.getContext('2d').getImageData(at[0], at[1], 1, 1).data);
    });
    assert.ok(red[0] > 150 && red[1] < 90 && red[2] < 90, `the badge is red (${red})`);
    const svg = await page.evaluate(() => document.getElementById('tessera').tesseraBoard.diagram().svg);
    assert.equal((svg.match(/<g class="promoted"/g) || []).length, 2, 'the diagram shows both badges');
    await screenshot(page, 'shogi-promoted');

    // The dragon takes the tokin: White's hand gets a pawn, not a gold.
    await playByClicks(page, 'c2c7');
    await playByClicks(page, 'e9e8');
    await playByClicks(page, 'c7e7');
    s = await engineState(page);
    assert.deepEqual(s.pools, ['P', '']);
    assert.deepEqual(s.promoted, { e7: 'R' }, 'the badge moves with the piece');
    assert.equal(await handButton(page, 'P').count(), 1);
    await screenshot(page, 'shogi-promoted-capture');
    assert.deepEqual(errors, []);
  }));
