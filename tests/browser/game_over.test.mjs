// Game over is an event: after a mate the panel gives the score and reason with rematch, switch sides,
// analyse and copy game; a player can resign; a draw offer is judged by the engine's own evaluation.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import {
  openPlay,
  selectVariant,
  engineState,
  playByClicks,
  settle,
  waitPly,
  waitPlyExactly,
  setEngine,
  PHONE,
} from './play.mjs';

const panel = (page) =>
  page.evaluate(() => {
    const r = document.querySelector('.result');
    return {
      hidden: r.hidden,
      score: r.querySelector('.result-score').textContent,
      reason: r.querySelector('.result-reason').textContent,
    };
  });

for (const [name, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
]) {
  test(`${name}: the game-over panel after a mate, then rematch and copy game`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openPlay(browser, base, options);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await selectVariant(page, 'chess');
      await page.click('[data-start="friend"]');
      assert.equal((await panel(page)).hidden, true);
      for (const t of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) await playByClicks(page, t);
      await settle(page);
      assert.deepEqual(await panel(page), { hidden: false, score: '0-1', reason: 'Black wins by checkmate' });
      assert.equal(await page.isVisible('.result'), true);
      // The result is on screen without scrolling (on a phone the page brings it into view).
      const box = await page.$eval('.result', (r) => r.getBoundingClientRect().toJSON());
      assert.ok(
        box.top >= 0 && box.bottom <= (name === 'phone' ? 844 : 800),
        `the result is on screen (${box.top}-${box.bottom})`,
      );
      await screenshot(page, `game-over-${name}`);
      await page.click('[data-action="copy-game"]');
      await page.waitForFunction(() => document.querySelector('.share-note').textContent !== '');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /\n1\. f3 e5 2\. g4 Qh4# 0-1\n$/); // the PGN, in SAN
      await page.click('[data-action="rematch"]');
      await waitPlyExactly(page, 0);
      assert.equal((await panel(page)).hidden, true);
      assert.deepEqual(errors, []);
    }));
}

test('resign against the engine, switch sides, and analyse', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, { viewport: { width: 1280, height: 800 } });
    await selectVariant(page, 'chess');
    await page.selectOption('select[name="level"]', '0');
    await page.click('[data-start="computer"]');
    await playByClicks(page, 'e2e4');
    await waitPly(page, 2);
    await page.click('[data-action="resign"]');
    await settle(page);
    assert.deepEqual(await panel(page), { hidden: false, score: '0-1', reason: 'Black wins by resignation' });
    assert.equal(await page.textContent('.status'), 'Black wins by resignation');
    assert.equal(
      await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.dests.size),
      0,
      'no moves after resigning',
    );
    await screenshot(page, 'game-over-resign');
    // Switch sides: a new game with the engine as White, which moves first.
    await page.click('[data-action="switch"]');
    await waitPly(page, 1);
    assert.equal(await page.inputValue('select[name="engine-side"]'), '0');
    assert.equal((await panel(page)).hidden, true);
    await page.click('[data-action="resign"]');
    await page.click('[data-action="analyse"]');
    await page.waitForFunction(() => /depth \d/.test(document.querySelector('.depth').textContent));
    assert.equal(await page.inputValue('select[name="engine-side"]'), 'none');
    assert.deepEqual(errors, []);
  }));

test('a draw offer: declined in the opening, accepted by an engine a queen down', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, { viewport: { width: 1280, height: 800 } });
    await selectVariant(page, 'chess');
    await page.selectOption('select[name="level"]', '0');
    await page.click('[data-start="computer"]');
    await playByClicks(page, 'e2e4');
    await waitPly(page, 2);
    await page.click('[data-action="draw"]');
    await page.waitForFunction(
      () => /declines the draw/.test(document.querySelector('.error').textContent),
      null,
      { timeout: 60000 },
    );
    assert.equal((await panel(page)).hidden, true);
    // Black has only its king left against White's queen: the engine (Black) takes the draw.
    await page.goto(`${base}/?v=chess&fen=4k3/8/8/8/8/8/3Q4/4K3_w_-_-_0_1`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await setEngine(page, '1', 0);
    await playByClicks(page, 'd2d3');
    await waitPly(page, 2);
    await page.click('[data-action="draw"]');
    await page.waitForFunction(() => !document.querySelector('.result').hidden, null, { timeout: 60000 });
    assert.deepEqual(await panel(page), {
      hidden: false,
      score: '\u00bd-\u00bd',
      reason: 'Draw by agreement',
    });
    assert.equal((await engineState(page)).ply, 2);
    await screenshot(page, 'game-over-draw');
    assert.deepEqual(errors, []);
  }));
