// Westfield tells the truth: the strips name the armies' sides (left and right), and a Shepherding move
// shows which pieces it will push, and where, before it is made (pointer on the destination, or a finger
// dragging there on a phone), from the engine's own list of the move's pushes.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';
import { clickCell, cellCenter, settle, waitPly, engineState, PHONE } from './play.mjs';

const LINK = 'index.html?v=westfield&fen=20/20/16r3/20/20/20/20/3BRP14/4Y15/20_w_-_-_0_1';

// The engine's pushes of the moves from `from` to `to`, as [from, to] pairs.
const pushes = (page, from, to) =>
  page.evaluate(
    ([f, t]) => {
      const g = document.getElementById('tessera').tesseraGame;
      return g.legal
        .filter((m) => m.from === f && m.to === t)
        .flatMap((m) => (m.pushes || []).map((p) => [p.from, p.to]));
    },
    [from, to],
  );
const preview = (page) =>
  page.evaluate(() =>
    document.getElementById('tessera').tesseraBoard.state.preview.map((a) => [a.from, a.to]),
  );
const sorted = (pairs) => pairs.map((p) => p.join('-')).sort();

test('desktop: strips say left and right; the push is previewed before the move', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPage(browser, `${base}/${LINK}`, {
      viewport: { width: 1280, height: 800 },
    });
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await settle(page);
    assert.match(await page.textContent('.strip-bottom'), /White.*left side/);
    assert.match(await page.textContent('.strip-top'), /Black.*right side/);
    const expected = await pushes(page, 'e2', 'e3');
    assert.ok(expected.length >= 3, `the engine lists the pushes: ${expected}`);
    await clickCell(page, 'e2');
    const e3 = await cellCenter(page, 'e3');
    await page.mouse.move(e3.x, e3.y, { steps: 3 });
    await page.waitForFunction(
      () => document.getElementById('tessera').tesseraBoard.state.preview.length > 0,
    );
    assert.deepEqual(sorted(await preview(page)), sorted(expected.filter(([f, t]) => f !== t)));
    assert.equal((await engineState(page)).ply, 0, 'nothing is played yet');
    await settle(page);
    await screenshot(page, 'westfield-push-preview');
    // Off the destination, the preview goes; on it again and clicked, the move is made as previewed.
    const far = await cellCenter(page, 'p8');
    await page.mouse.move(far.x, far.y, { steps: 3 });
    assert.deepEqual(await preview(page), []);
    await page.mouse.move(e3.x, e3.y, { steps: 3 });
    await page.mouse.click(e3.x, e3.y);
    await waitPly(page, 1);
    const s = await engineState(page);
    for (const [, to] of expected) assert.ok(s.board[to], `a pushed piece stands on ${to}`);
    assert.deepEqual(await preview(page), []);
    assert.deepEqual(errors, []);
  }));

test('phone: dragging a Shepherd with a finger previews the push before it is dropped', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPage(browser, `${base}/${LINK}`, PHONE);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await settle(page);
    const expected = await pushes(page, 'e2', 'e3');
    // The turned board runs below the start panel: scroll to its bottom edge, as a thumb would.
    await page.$eval('.strip-bottom', (s) => s.scrollIntoView({ block: 'end' }));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map(({ x, y }) => ({ x, y, id: 1 })),
      });
    const a = await cellCenter(page, 'e2');
    const b = await cellCenter(page, 'e3');
    await touch('touchStart', [a]);
    for (let i = 1; i <= 6; i++)
      await touch('touchMove', [{ x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 }]);
    await page.waitForFunction(
      () => document.getElementById('tessera').tesseraBoard.state.preview.length > 0,
    );
    assert.deepEqual(sorted(await preview(page)), sorted(expected.filter(([f, t]) => f !== t)));
    assert.equal((await engineState(page)).ply, 0);
    await settle(page);
    await screenshot(page, 'westfield-push-preview-phone');
    await touch('touchEnd', []);
    await waitPly(page, 1);
    // By taps: a first tap on a pushing move's destination previews it, a second makes it.
    await page.click('[data-action="undo"]');
    await page.waitForFunction(() => document.getElementById('tessera').tesseraGame.ply === 0);
    await settle(page);
    await page.$eval('.strip-bottom', (s) => s.scrollIntoView({ block: 'end' }));
    const tap = async (cell) => {
      const at = await cellCenter(page, cell);
      await page.touchscreen.tap(at.x, at.y);
    };
    await tap('e2');
    await tap('e3');
    await page.waitForFunction(
      () => document.getElementById('tessera').tesseraBoard.state.preview.length > 0,
    );
    assert.deepEqual(sorted(await preview(page)), sorted(expected.filter(([f, t]) => f !== t)));
    assert.equal((await engineState(page)).ply, 0, 'the first tap only previews');
    await settle(page);
    await screenshot(page, 'westfield-push-preview-tap');
    await tap('e3');
    await waitPly(page, 1);
    assert.deepEqual(errors, []);
  }));
