// <tessera-board> on a page of its own: independent boards, engine mode, attribute changes, no global names.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openHtml, boardIdle, boardState, clickBoardMove } from './embed.mjs';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const twoBoards = `<!doctype html><html><body style="margin:0">
<div style="display:flex;gap:20px">
<div style="width:420px"><tessera-board id="a" variant="chess" mode="play"></tessera-board></div>
<div style="width:360px"><tessera-board id="b" variant="chess" mode="play" orientation="black"></tessera-board></div>
</div>
<script type="module" src="js/embed/tessera-board.js"></script>
</body></html>`;

test('embed: two boards on one page are played independently', () =>
  withSite(async (base, browser) => {
    const { page, errors, context } = await openHtml(browser, base, twoBoards);
    await boardIdle(page, '#a');
    await boardIdle(page, '#b');
    assert.equal((await boardState(page, '#a')).fen, START);
    assert.equal((await boardState(page, '#b')).orientation, 'black');

    await clickBoardMove(page, '#a', 'e2', 'e4', 1);
    let a = await boardState(page, '#a');
    let b = await boardState(page, '#b');
    assert.deepEqual(a.moves, ['e2e4']);
    assert.deepEqual(b.moves, []);
    assert.equal(b.fen, START);

    await clickBoardMove(page, '#b', 'd2', 'd4', 1);
    await clickBoardMove(page, '#b', 'g8', 'f6', 2);
    a = await boardState(page, '#a');
    b = await boardState(page, '#b');
    assert.deepEqual(a.moves, ['e2e4']);
    assert.deepEqual(b.moves, ['d2d4', 'g8f6']);
    assert.equal(await page.getAttribute('#b', 'data-ply'), '2');

    // Undo and the step controls act on their own board only.
    await page.click('#b >> [data-action="undo"]');
    await page.waitForFunction(() => document.querySelector('#b').state.ply === 1);
    await page.click('#a >> [data-action="back"]');
    await page.waitForFunction(() => document.querySelector('#a').state.cursor === 0);
    assert.equal((await boardState(page, '#a')).ply, 1);
    assert.equal((await boardState(page, '#b')).cursor, 1);

    // Changing an attribute reloads that board alone.
    await page.evaluate(() => document.querySelector('#a').setAttribute('moves', 'e2e4 e7e5 g1f3'));
    await page.waitForFunction(() => document.querySelector('#a').state.ply === 3);
    assert.deepEqual((await boardState(page, '#b')).moves, ['d2d4']);
    await screenshot(page, 'embed-two-boards');
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('embed: engine mode answers the player’s move, and opens the game when the player takes the second army', () =>
  withSite(async (base, browser) => {
    const html = `<!doctype html><html><body><div style="width:480px">
<tessera-board id="e" variant="chess" mode="engine"></tessera-board>
<tessera-board id="eb" variant="naydorian" mode="engine" orientation="black"></tessera-board></div>
<script type="module" src="js/embed/tessera-board.js"></script></body></html>`;
    const { page, errors, context } = await openHtml(browser, base, html);
    await boardIdle(page, '#e');
    assert.equal(
      await page.evaluate(() => document.querySelector('#e').shadowRoot.querySelector('select').hidden),
      false,
    );
    await clickBoardMove(page, '#e', 'e2', 'e4', 1);
    await page.waitForFunction(() => document.querySelector('#e').state.ply === 2, null, { timeout: 60000 });
    const s = await boardState(page, '#e');
    assert.equal(s.moves[0], 'e2e4');
    assert.equal(s.side, 'white');
    assert.equal(s.thinking, false);
    // Undo takes back the reply and the move, so the player is to move again.
    await page.click('#e >> [data-action="undo"]');
    await page.waitForFunction(() => document.querySelector('#e').state.ply === 0);
    // With the second army at the bottom, the engine plays the first and opens the game by itself.
    await page.waitForFunction(() => document.querySelector('#eb').state.ply === 1, null, { timeout: 60000 });
    await boardIdle(page, '#eb');
    assert.equal((await boardState(page, '#eb')).side, 'black');
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('embed: including the module adds no global names', () =>
  withSite(async (base, browser) => {
    const html = `<!doctype html><html><body>
<script>document.documentElement.dataset.before = JSON.stringify(Object.keys(window));</script>
<tessera-board id="g" variant="westfield" mode="view" moves="a3a4"></tessera-board>
<script type="module" src="js/embed/tessera-board.js"></script></body></html>`;
    const { page, errors, context } = await openHtml(browser, base, html);
    await boardIdle(page, '#g');
    const added = await page.evaluate(() => {
      const before = new Set(JSON.parse(document.documentElement.dataset.before));
      return Object.keys(window).filter((k) => !before.has(k));
    });
    assert.deepEqual(added, []);
    assert.ok(await page.evaluate(() => customElements.get('tessera-board') !== undefined));
    assert.deepEqual((await boardState(page, '#g')).moves, ['a3a4']);
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('embed: a promotion inside the element asks with its own chooser; view mode steps with the keyboard', () =>
  withSite(async (base, browser) => {
    const html = `<!doctype html><html><body><div style="width:420px">
<tessera-board id="p" variant="chess" mode="play" fen="8/4P3/8/8/8/8/k7/4K3_w_-_-_0_1"></tessera-board>
<tessera-board id="v" variant="chess" mode="view" moves="e2e4 e7e5 g1f3"></tessera-board></div>
<script type="module" src="js/embed/tessera-board.js"></script></body></html>`;
    const { page, errors, context } = await openHtml(browser, base, html);
    await boardIdle(page, '#p');
    await boardIdle(page, '#v');
    const at = (sel, cell) => page.evaluate(([s, c]) => document.querySelector(s).cellCenter(c), [sel, cell]);
    const e7 = await at('#p', 'e7');
    const e8 = await at('#p', 'e8');
    await page.mouse.click(e7.x, e7.y);
    await page.mouse.click(e8.x, e8.y);
    await page.waitForSelector('#p >> .chooser-option');
    assert.equal(await page.locator('#p >> .chooser-option').count(), 4);
    await screenshot(page, 'embed-promotion');
    await page.click('#p >> .chooser-option[data-move$="n"]');
    await page.waitForFunction(() => document.querySelector('#p').state.ply === 1);
    await boardIdle(page, '#p');
    assert.match((await boardState(page, '#p')).fen, /^4N3\//);

    // View mode: no moves by hand, arrow keys step through the record.
    const v = await boardState(page, '#v');
    assert.equal(v.cursor, 3);
    await page.focus('#v >> .board-wrap');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.querySelector('#v').state.cursor === 1);
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector('#v').state.cursor === 0);
    const e2 = await at('#v', 'e2');
    const e4 = await at('#v', 'e4');
    await page.keyboard.press('End');
    await page.mouse.click(e2.x, e2.y);
    await page.mouse.click(e4.x, e4.y);
    await boardIdle(page, '#v');
    assert.equal((await boardState(page, '#v')).ply, 3, 'a view board takes no moves');
    assert.equal(
      await page.evaluate(
        () => document.querySelector('#v').shadowRoot.querySelector('[data-action="undo"]').hidden,
      ),
      true,
    );
    assert.deepEqual(errors, []);
    await context.close();
  }));
