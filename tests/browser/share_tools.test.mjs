// The sharing tools in the panel: Copy link and Copy FEN (clipboard, and the selected-field fallback
// where the clipboard is blocked), Load FEN, and the game record's export, download and import.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, selectVariant, settle, engineState, playByClicks } from './play.mjs';
import { openLink, restored, playSome, errorText } from './share.mjs';

const clipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

// Opens the Game record box as a user does, by its summary, unless it is open already.
async function openRecord(page) {
  if (!(await page.$eval('.record', (d) => d.open))) await page.click('.record summary');
}

test('Copy link and Copy FEN put the game on the clipboard with a visible confirmation', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await selectVariant(page, 'officer-spiel');
    await playSome(page, 3);
    await page.click('[data-action="flip"]');
    await page.click('[data-share="copy-link"]');
    await page.waitForFunction(() => document.querySelector('.share-note').textContent === 'Link copied');
    assert.equal(await page.isVisible('.share-note'), true);
    await screenshot(page, 'share-copied');
    const link = await clipboard(page);
    assert.equal(link, page.url());
    assert.match(link, /\?v=officer-spiel&moves=[^&]+&o=black$/);
    assert.equal(await page.isVisible('.share-out'), false);

    // The FEN of the position shown, also while reviewing an earlier one.
    await page.click('[data-share="copy-fen"]');
    await page.waitForFunction(() => document.querySelector('.share-note').textContent === 'FEN copied');
    assert.equal(await clipboard(page), (await engineState(page)).fen);
    await page.click('.ply[data-ply="1"]');
    await settle(page);
    await page.click('[data-share="copy-fen"]');
    const viewed = await page.evaluate(() => document.getElementById('tessera').tesseraGame.state(1).fen);
    await page.waitForFunction((f) => navigator.clipboard.readText().then((t) => t === f), viewed);

    // The copied link opens the same game for someone else.
    const visitor = await openLink(browser, link);
    assert.deepEqual(await restored(visitor.page), await restored(page));
    assert.deepEqual([...errors, ...visitor.errors], []);
  }));

test('without a clipboard the link is shown selected for the user to copy', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }),
    );
    await selectVariant(page, 'chess');
    await playByClicks(page, 'e2e4');
    await page.click('[data-share="copy-link"]');
    await page.waitForSelector('.share-out:not([hidden])');
    const field = await page.evaluate(() => {
      const f = document.querySelector('.share-out');
      return {
        value: f.value,
        focused: document.activeElement === f,
        selected: f.selectionEnd - f.selectionStart,
      };
    });
    assert.equal(field.value, page.url());
    assert.equal(field.focused, true);
    assert.equal(field.selected, field.value.length, 'the whole link is selected');
    // Either the old copy command worked, or the note says how to finish by hand.
    assert.match(
      await page.textContent('.share-note'),
      /^(Link copied|Copying is blocked here: the link is selected below)/,
    );
    assert.deepEqual(errors, []);
  }));

test("Load FEN starts from a good FEN; a bad one shows the engine's error and keeps the game", () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'capablanca');
    const played = await playSome(page, 2);
    const before = await restored(page);
    await page.fill('.fen-entry input', 'rnabqkbcnr/pppppppppp/10/10/4P5 w');
    await page.click('.fen-entry button');
    await settle(page);
    const message = await errorText(page);
    assert.match(message, /^FEN: ./);
    assert.deepEqual(await restored(page), before, 'the game in progress is kept');
    assert.deepEqual(before.history, played);
    assert.equal(
      await page.inputValue('.fen-entry input'),
      'rnabqkbcnr/pppppppppp/10/10/4P5 w',
      'the bad FEN stays to be fixed',
    );

    const fen = 'r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1';
    await page.fill('.fen-entry input', fen);
    await page.press('.fen-entry input', 'Enter');
    await settle(page);
    const s = await engineState(page);
    assert.equal(s.startFen, fen);
    assert.equal(s.ply, 0);
    assert.equal(await errorText(page), '');
    assert.equal(await page.inputValue('.fen-entry input'), '');
    assert.equal(new URL(page.url()).searchParams.get('fen'), fen.replace(/ /g, '_'));
    assert.deepEqual(errors, []);
  }));

test('a game record exports, downloads and imports back, switching variant; bad records keep the game', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, { acceptDownloads: true });
    await selectVariant(page, 'glinski');
    const played = await playSome(page, 5);
    const game = await restored(page);
    await openRecord(page);
    await page.click('[data-share="export"]');
    await page.waitForFunction(() => document.querySelector('textarea[name="record"]').value !== '');
    const record = await page.inputValue('textarea[name="record"]');
    // PGN: the seven standard tags, the variant, then five moves in SAN (each a piece letter or a cell).
    assert.match(
      record,
      /^\[Event "\?"\]\n\[Site "\?"\]\n\[Date "\?{4}\.\?\?\.\?\?"\]\n\[Round "\?"\]\n\[White "\?"\]\n\[Black "\?"\]\n\[Result "\*"\]\n\[Variant "glinski"\]\n\n/,
    );
    assert.match(record, /\n\n1\. [A-Z]?[a-l]\d+ [A-Z]?[a-l]\d+ 2\. \S+ \S+ 3\. \S+ \*\n$/);
    assert.equal(played.length, 5);
    await screenshot(page, 'share-record');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-share="download"]'),
    ]);
    assert.match(download.suggestedFilename(), /^tessera-glinski-\d{4}-\d\d-\d\d\.pgn$/);
    assert.equal(fs.readFileSync(await download.path(), 'utf8'), record);

    // Into a chess game: the record brings its own variant, start and moves.
    await selectVariant(page, 'chess');
    await playByClicks(page, 'e2e4');
    await openRecord(page);
    await page.fill('textarea[name="record"]', record);
    await page.click('[data-share="import"]');
    await page.waitForFunction(() => document.getElementById('tessera').dataset.variant === 'glinski');
    await settle(page);
    assert.deepEqual(await restored(page), { ...game, orientation: 'white' });
    assert.equal(await errorText(page), '');
    assert.equal(await page.getAttribute('.variant-pick[data-variant="glinski"]', 'aria-pressed'), 'true');
    assert.match(page.url(), /\?v=glinski&moves=/);

    // Bad records: an unknown variant, text that is no record, and an empty box leave the game as it was.
    for (const [text, expected] of [
      ['[Variant "nonsense"]\n\n1. e2e4 *', /^Record not imported: .*nonsense/],
      ['hello <b>world</b>', /^Record not imported: move 1 \(hello\)/],
      ['', /^Record not imported: the record is empty/],
    ]) {
      await page.fill('textarea[name="record"]', text);
      await page.click('[data-share="import"]');
      await settle(page);
      assert.match(await errorText(page), expected);
      assert.deepEqual(
        await restored(page),
        { ...game, orientation: 'white' },
        `kept after ${JSON.stringify(text)}`,
      );
    }
    assert.equal(await page.$('.error b'), null, 'record text is never markup');

    // A record that goes wrong part way keeps the moves before the bad one.
    await page.fill('textarea[name="record"]', '[Variant "chess"]\n\n1. e2e4 e7e5 2. g1f3 e8e6 3. f1c4 *');
    await page.click('[data-share="import"]');
    await page.waitForFunction(() => document.getElementById('tessera').dataset.variant === 'chess');
    await settle(page);
    assert.deepEqual((await restored(page)).history, ['e2e4', 'e7e5', 'g1f3']);
    assert.match(await errorText(page), /^Record: move 4 \(e8e6\): .+; the moves before it were imported\.$/);
    assert.deepEqual(errors, []);
  }));

test('the share tools fit a phone-width panel', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await selectVariant(page, 'chess');
    await openRecord(page);
    await page.click('[data-share="export"]');
    await page.waitForFunction(() => document.querySelector('textarea[name="record"]').value !== '');
    await page.click('details.diagram summary');
    const overflow = await page.evaluate(() => {
      const side = document.querySelector('.side').getBoundingClientRect();
      const out = [];
      for (const el of document.querySelectorAll(
        '.share button, .share input:not([hidden]), .share select, .share textarea:not([hidden])',
      )) {
        const r = el.getBoundingClientRect();
        if (r.left < side.left - 0.5 || r.right > side.right + 0.5) out.push(el.outerHTML.slice(0, 60));
      }
      return { out, page: document.documentElement.scrollWidth };
    });
    assert.deepEqual(overflow.out, [], 'every share control stays inside the panel');
    assert.ok(overflow.page <= 390, `no sideways scrolling (${overflow.page}px)`);
    // Every control has an accessible name.
    const unnamed = await page.$$eval(
      '.share button, .share input, .share textarea',
      (els) => els.filter((e) => !(e.getAttribute('aria-label') || e.textContent.trim())).length,
    );
    assert.equal(unnamed, 0);
    await page.locator('.share').scrollIntoViewIfNeeded();
    await screenshot(page, 'share-phone');
    assert.deepEqual(errors, []);
  }));
