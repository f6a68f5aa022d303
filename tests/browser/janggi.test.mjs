// Janggi on the play page: a side may pass (kingPass), which the page offers as a button exactly where
// the engine lists a pass among the legal moves, and the engine answers a pass.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, engineState, legalMoves, playByClicks, waitPly, setEngine, settle } from './play.mjs';

const passButton = (page) => page.locator('#tessera [data-action="pass"]');

test('janggi pass: the Pass button plays the pass the engine lists, and the engine replies', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    // Chess has no pass: no button.
    assert.equal(await passButton(page).isVisible(), false);
    await page.goto(`${base}/index.html?v=janggi`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await settle(page);
    const passes = (await legalMoves(page)).filter((m) => m.pass);
    assert.equal(passes.length, 1, 'the engine lists one pass');
    assert.equal(passes[0].from, passes[0].to, 'written as the general onto its own cell');
    assert.equal(await passButton(page).isVisible(), true);
    assert.equal(await passButton(page).isEnabled(), true);
    await passButton(page).click();
    await waitPly(page, 1);
    let s = await engineState(page);
    assert.deepEqual(s.history, [passes[0].text]);
    assert.equal(s.side, 'black');
    // Black passes back with its own button: two passes in a row end the game by janggi's rules.
    await passButton(page).click();
    await waitPly(page, 2);
    s = await engineState(page);
    assert.notEqual(s.status.outcome, 'ongoing', 'two passes end the game');
    assert.match(s.status.reason, /pass/);
    assert.equal(await passButton(page).isEnabled(), false, 'no pass once the game is over');
    await screenshot(page, 'janggi-two-passes');

    // A fresh game against the engine (Black): White moves, the engine answers, White passes.
    await page.goto(`${base}/index.html?v=janggi`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await settle(page);
    await setEngine(page, '1', 0);
    await playByClicks(page, (await legalMoves(page)).find((m) => !m.pass && m.kind === 'normal').text);
    await waitPly(page, 2, 60000);
    const pass = (await legalMoves(page)).find((m) => m.pass);
    await passButton(page).click();
    await waitPly(page, 3, 60000);
    s = await engineState(page);
    assert.equal(s.history[2], pass.text, 'the pass was played against the engine');
    await screenshot(page, 'janggi-engine');
    assert.deepEqual(errors, []);
  }));
