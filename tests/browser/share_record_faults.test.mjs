// Game records on the play page: a failed import after a good one, a record with a byte-order mark, and
// a record longer than a link may be, which is cut to the link's limit so Copy link round-trips.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite } from './harness.mjs';
import { openPlay, selectVariant, engineState } from './play.mjs';
import { openLink, restored, errorText } from './share.mjs';
import { longGame } from './long_games.mjs';

async function importRecord(page, text) {
  if (!(await page.$eval('.record', (d) => d.open))) await page.click('.record summary');
  await page.fill('textarea[name="record"]', text);
  await page.click('[data-share="import"]');
  await page.evaluate(() => document.getElementById('tessera').tesseraGame.queue);
}

const note = (page) => page.textContent('.share-note');

test('record faults: a failed import right after a good one does not say "Record imported"', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'chess');
    await importRecord(page, '[Variant "chess"]\n\n1. e2e4 e7e5 *');
    await page.waitForFunction(() => document.querySelector('.share-note').textContent === 'Record imported');
    await importRecord(page, '[Variant "nonsense"]\n\n1. e2e4 *');
    await page.waitForFunction(() =>
      /Record not imported: .*unknown variant/.test(document.querySelector('#tessera .error').textContent),
    );
    assert.equal(await note(page), '');
    assert.deepEqual((await engineState(page)).history, ['e2e4', 'e7e5']);
    assert.deepEqual(errors, []);
  }));

test('record faults: a record that starts with a byte-order mark imports', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'chess');
    await importRecord(page, '\uFEFF[Variant "westfield"]\n[Result "*"]\n\n1. a3a4 k3k4 *\n');
    await page.waitForFunction(() => document.querySelector('.share-note').textContent === 'Record imported');
    const s = await engineState(page);
    assert.deepEqual(s.history, ['a3a4', 'k3k4']);
    assert.equal(await page.getAttribute('#tessera', 'data-variant'), 'westfield');
    assert.equal(await errorText(page), '');
    assert.deepEqual(errors, []);
  }));

test('record faults: a 5000-move record keeps 4000 moves, says so, and its link reopens the same game', async () => {
  const { moves } = await longGame('westfield', 5000, 11);
  const record = `[Variant "westfield"]\n[Result "*"]\n\n${moves.map((m, i) => (i % 2 ? m : `${i / 2 + 1}. ${m}`)).join(' ')} *\n`;
  await withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await importRecord(page, record);
    await page.waitForFunction(() => document.getElementById('tessera').tesseraGame.ply === 4000, null, {
      timeout: 60000,
    });
    assert.match(
      await errorText(page),
      /more than 4000 moves, the most a link can hold; the first 4000 were imported/,
    );
    const here = await restored(page);
    assert.deepEqual(here.history, moves.slice(0, 4000));
    const visitor = await openLink(browser, page.url());
    await visitor.page.waitForFunction(
      () => document.getElementById('tessera').tesseraGame.ply === 4000,
      null,
      { timeout: 60000 },
    );
    const there = await restored(visitor.page);
    assert.equal(there.fen, here.fen);
    assert.deepEqual(there.history, here.history);
    assert.equal(await errorText(visitor.page), '', 'the link is whole: nothing was cut from it');
    assert.deepEqual([...errors, ...visitor.errors], []);
  });
});

test('record faults: a PGN with side lines and glyphs imports its main line and says what it dropped', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'chess');
    await importRecord(
      page,
      '[White "A"]\n[Black "B"]\n\n1. e4 {king pawn} (1. d4 d5) e5 $1 2. Nf3 Nc6! *\n',
    );
    await page.waitForFunction(() => /side line/.test(document.querySelector('#tessera .error').textContent));
    const error = await page.$eval('#tessera .error', (e) => e.textContent);
    assert.match(
      error,
      /^Record: 1 side line\(s\) and 1 move glyph\(s\) dropped \(this page shows the main line only\)\.$/,
    );
    assert.deepEqual((await engineState(page)).history, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
    assert.deepEqual(errors, []);
  }));
