// Playing the engine: it thinks in a worker while the page stays responsive, shows that it is thinking,
// and Stop makes it play its best move so far at once. Analysis follows the position as it changes.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, selectVariant, engineState, playByClicks, settle, waitPly } from './play.mjs';

test('engine: thinking indicator, responsive page, stop plays the best move so far', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'capablanca');
    // The strongest level thinks for seconds: long enough to see it think and to stop it.
    const levels = await page.$$eval('select[name="level"] option', (os) => os.map((o) => o.value));
    await page.selectOption('select[name="level"]', levels.at(-1));
    await page.selectOption('select[name="engine-side"]', '1');
    await playByClicks(page, 'e2e4');
    await page.waitForSelector('.thinking:not([hidden])');
    const depth = () =>
      page.evaluate(() =>
        Number(/depth (\d+)/.exec(document.querySelector('.thinking-text').textContent)?.[1] || 0),
      );
    await page.waitForFunction(() =>
      /depth [4-9]/.test(document.querySelector('.thinking-text').textContent),
    );
    assert.equal((await engineState(page)).ply, 1);

    // The page answers while the engine thinks: review the first position and come back, and the
    // engine goes on with the same search rather than starting again.
    await page.click('[data-action="first"]');
    assert.equal(await page.evaluate(() => document.getElementById('tessera').tesseraGame.cursor), 0);
    await page.click('[data-action="last"]');
    assert.ok((await depth()) >= 4, 'the search was not restarted');
    await screenshot(page, 'engine-thinking');

    // Stop: the engine plays the first move of its latest reported line, straight away.
    await page.click('[data-action="stop"]');
    await waitPly(page, 2, 3000);
    const s = await engineState(page);
    assert.equal(s.side, 'white');
    assert.ok(await page.isHidden('.thinking'));
    assert.deepEqual(errors, []);
  }));

test('analysis: evaluation and line for each position, restarted when a move is made', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'chess');
    await page.check('input[name="analysis"]');
    await page.waitForFunction(() => /depth ([3-9]|\d\d)/.test(document.querySelector('.depth').textContent));
    const legalNow = async () =>
      page.evaluate(() => document.getElementById('tessera').tesseraGame.legal.map((m) => m.text));
    let first = (await page.textContent('.line')).trim().split(' ')[0];
    assert.ok((await legalNow()).includes(first));
    await playByClicks(page, 'e2e4');
    // The line now starts with one of Black's moves.
    await page.waitForFunction(() => {
      const g = document.getElementById('tessera').tesseraGame;
      const best = document.querySelector('.line').textContent.trim().split(' ')[0];
      return g.legal.some((m) => m.text === best);
    });
    first = (await page.textContent('.line')).trim().split(' ')[0];
    assert.ok((await legalNow()).includes(first));
    await settle(page);
    const arrows = await page.evaluate(() => document.getElementById('tessera').tesseraBoard.state.arrows);
    assert.equal(arrows.length, 1);
    await screenshot(page, 'analysis');
    assert.deepEqual(errors, []);
  }));
