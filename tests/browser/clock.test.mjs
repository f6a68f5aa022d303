// Chess clocks on the play page: a time control from the start panel, two clocks beside the board that
// turn with it, the clock starting at the first move, the flag ending the game in the variant's own
// colour names, the clock in the PGN, and the engine thinking on its own clock. The page's time is
// Playwright's fake clock where a test must jump ahead, so nothing waits for real minutes to pass.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { selectVariant, playByClicks, legalMoves, clickCell, settle, waitPly, PHONE } from './play.mjs';

// A page whose timers and performance.now() Playwright controls; time flows normally until it jumps.
async function openClocked(browser, base, options = { viewport: { width: 1280, height: 860 } }) {
  const context = await browser.newContext(options);
  await context.clock.install();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${base}/`);
  await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
  return { context, page, errors };
}

// Each strip's clock as shown: text and marks.
const clocks = (page) =>
  page.evaluate(() => {
    const read = (strip) => {
      const c = document.querySelector(`${strip} .clock`);
      return c && !c.hidden
        ? {
            text: c.textContent,
            running: c.classList.contains('running'),
            low: c.classList.contains('low'),
            flagged: c.classList.contains('flagged'),
          }
        : null;
    };
    return { top: read('.strip-top'), bottom: read('.strip-bottom') };
  });

const panel = (page) =>
  page.evaluate(() => {
    const r = document.querySelector('.result');
    return {
      hidden: r.hidden,
      score: r.querySelector('.result-score').textContent,
      reason: r.querySelector('.result-reason').textContent,
    };
  });

// Lets the page draw after a jump of its clock (its frames run on the fake clock too).
async function frames(page) {
  await page.clock.runFor(100);
  await settle(page);
}

test('two players at 1+0: the clock starts at the first move, keeps running while earlier moves are reviewed, and the flag ends the game', () =>
  withSite(async (base, browser) => {
    const { context, page, errors } = await openClocked(browser, base);
    await selectVariant(page, 'chess');
    await page.selectOption('select[name="time-control"]', '1+0');
    await page.click('[data-start="friend"]');
    await settle(page);
    let c = await clocks(page);
    assert.equal(c.bottom.text, '1:00');
    assert.equal(c.top.text, '1:00');
    assert.ok(!c.bottom.running && !c.top.running, 'no clock runs before the first move');
    await page.clock.fastForward('00:05');
    await frames(page);
    assert.equal((await clocks(page)).bottom.text, '1:00', 'thinking over the first move is free');

    await playByClicks(page, 'e2e4');
    await page.clock.fastForward('00:03');
    await frames(page);
    c = await clocks(page);
    assert.ok(c.top.running && !c.bottom.running, "Black's clock runs after White's first move");
    assert.match(c.top.text, /^0:5[67]$/);
    assert.equal(c.bottom.text, '1:00');
    await playByClicks(page, 'e7e5');
    c = await clocks(page);
    assert.ok(c.bottom.running && !c.top.running);

    // Reviewing the start position does not stop White's clock.
    await page.click('[data-action="first"]');
    await page.clock.fastForward('00:52');
    await frames(page);
    c = await clocks(page);
    assert.ok(c.bottom.running, 'the live clock runs while an earlier ply is shown');
    assert.match(c.bottom.text, /^0:0[78]\.\d$/, 'tenths under ten seconds');
    assert.ok(c.bottom.low, 'low time is marked');
    assert.ok(!c.top.low);
    await screenshot(page, 'clock-low-time');

    // The board turns: so do the clocks, each staying with its army.
    await page.click('[data-action="flip"]');
    c = await clocks(page);
    assert.ok(c.top.running && c.top.low, "White's clock is now at the top");
    await page.click('[data-action="flip"]');
    await page.click('[data-action="last"]');

    await page.clock.fastForward('00:10');
    await frames(page);
    assert.deepEqual(await panel(page), { hidden: false, score: '0-1', reason: 'Black wins on time' });
    assert.match(await page.textContent('.status'), /Black wins on time/);
    c = await clocks(page);
    assert.deepEqual(c.bottom, { text: '0:00.0', running: false, low: true, flagged: true });
    assert.equal(c.top.running, false, 'both clocks stop at the end');
    const topText = c.top.text;
    await screenshot(page, 'clock-flag-fall');

    // No move after the flag; the clocks stay as they are.
    await clickCell(page, 'g1');
    await clickCell(page, 'f3');
    await settle(page);
    assert.equal(await page.evaluate(() => document.getElementById('tessera').tesseraGame.ply), 2);
    await page.clock.fastForward('00:30');
    await frames(page);
    assert.equal((await clocks(page)).top.text, topText);

    // The record carries the control, each move's clock and the result on time.
    await page.click('[data-action="copy-game"]');
    await page.waitForFunction(() => document.querySelector('.share-note').textContent !== '');
    const pgn = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(pgn, /\[Result "0-1"\]/);
    assert.match(pgn, /\[Termination "time forfeit"\]/);
    assert.match(pgn, /\[TimeControl "60\+0"\]/);
    assert.match(pgn, /1\. e4 \{\[%clk 0:01:00\]\} 1\.\.\. e5 \{\[%clk 0:00:5[67]\]\} 0-1\n$/);

    // A rematch starts with full clocks again.
    await page.click('[data-action="rematch"]');
    await settle(page);
    assert.equal((await panel(page)).hidden, true);
    c = await clocks(page);
    assert.equal(c.bottom.text, '1:00');
    assert.equal(c.top.text, '1:00');
    assert.ok(!c.bottom.flagged && !c.bottom.running);
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('phone, Naydorian: a custom control is remembered, and the flag names the variant’s own colours', () =>
  withSite(async (base, browser) => {
    const { context, page, errors } = await openClocked(browser, base, PHONE);
    await selectVariant(page, 'naydorian');
    const colours = await page.evaluate(() => document.getElementById('tessera').tesseraGame.info.colors);
    assert.notDeepEqual(colours, ['White', 'Black'], 'a variant that names its armies differently');
    await page.selectOption('select[name="time-control"]', 'custom');
    assert.equal(await page.isVisible('input[name="clock-minutes"]'), true);
    await page.fill('input[name="clock-minutes"]', '0.5');
    await page.fill('input[name="clock-increment"]', '2');
    await screenshot(page, 'clock-start-panel-phone');
    await page.click('[data-start="friend"]');
    await settle(page);
    assert.equal((await clocks(page)).bottom.text, '0:30');

    const first = (await legalMoves(page))[0];
    await playByClicks(page, first.text); // Gold's first move: its clock does not start
    await page.clock.fastForward('00:04');
    await frames(page);
    const reply = (await legalMoves(page))[0];
    await playByClicks(page, reply.text); // Red took 4 s and gets 2 s back
    let c = await clocks(page);
    assert.match(c.top.text, /^0:2[78]$/);
    assert.ok(c.bottom.running && !c.top.running, "Gold's clock runs now");
    assert.match(c.bottom.text, /^0:(30|29)$/, 'from its full time: its first move was free');
    await page.clock.fastForward('00:31');
    await frames(page);
    assert.deepEqual(await panel(page), {
      hidden: false,
      score: '0-1',
      reason: `${colours[1]} wins on time`,
    });
    c = await clocks(page);
    assert.ok(c.bottom.flagged);
    await screenshot(page, 'clock-flag-phone');

    // The next visit offers the same clock.
    await page.reload();
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    assert.equal(await page.inputValue('select[name="time-control"]'), 'custom');
    assert.equal(await page.inputValue('input[name="clock-minutes"]'), '0.5');
    assert.equal(await page.inputValue('input[name="clock-increment"]'), '2');
    assert.deepEqual(errors, []);
    await context.close();
  }));

test('against the computer: the engine is given both clocks, its own clock runs while it thinks, and increments are added', () =>
  withSite(async (base, browser) => {
    // Real time here: the engine thinks in a worker, on the machine's clock.
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // Every search request the page sends to a worker, as the worker gets it.
    await page.addInitScript(() => {
      window.searches = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (message, ...rest) {
        if (message && message.op === 'search') window.searches.push(message.args.limits);
        return post.call(this, message, ...rest);
      };
    });
    await page.goto(`${base}/`);
    await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
    await selectVariant(page, 'chess');
    await page.check('input[name="start-side"][value="first"]');
    await page.selectOption('select[name="level"]', '0');
    await page.selectOption('select[name="time-control"]', '3+2');
    await page.click('[data-start="computer"]');
    await settle(page);
    const moves = () => page.evaluate(() => document.getElementById('tessera').tesseraClock.state.moves);

    await playByClicks(page, 'e2e4');
    await waitPly(page, 2);
    await playByClicks(page, 'd2d4');
    await waitPly(page, 4);
    const record = await moves();
    const searches = await page.evaluate(() => window.searches);
    const thinks = searches.filter((l) => l.clock);
    assert.equal(thinks.length, 2, 'each engine move was searched with the clock');
    for (const l of thinks) {
      assert.equal(l.clock.winc, 2000);
      assert.equal(l.clock.binc, 2000);
      assert.ok(l.clock.btime > 0 && l.clock.btime <= 182000);
    }
    assert.equal(thinks[0].clock.wtime, 180000, "the player's untimed first move left White's clock full");
    // The engine's second search starts from its clock after its first move.
    assert.ok(thinks[1].clock.btime <= record[1].left);
    const spent = [record[1].spent, record[3].spent];
    console.log(`engine's thinking on its clock: ${spent.map((t) => `${Math.round(t)} ms`).join(', ')}`);
    for (const i of [1, 3]) {
      assert.equal(record[i].army, 1);
      assert.ok(record[i].spent > 0, "the engine's clock ran while it thought");
    }
    // Black: 180 s - first think + 2 s, then - second think + 2 s. White: its timed second move + 2 s.
    assert.ok(Math.abs(record[1].left - (180000 - spent[0] + 2000)) < 1e-6);
    assert.ok(Math.abs(record[3].left - (record[1].left - spent[1] + 2000)) < 1e-6);
    assert.ok(Math.abs(record[2].left - (180000 - record[2].spent + 2000)) < 1e-6);
    const c = await clocks(page);
    assert.ok(c.bottom.running, "the player's clock runs after the engine's reply");
    await screenshot(page, 'clock-engine');
    // Resigning stops both clocks.
    await page.click('[data-action="resign"]');
    await settle(page);
    assert.match((await panel(page)).reason, /Black wins by resignation/);
    const stopped = await clocks(page);
    assert.ok(!stopped.bottom.running && !stopped.top.running);
    assert.deepEqual(errors, []);
    await context.close();
  }));
