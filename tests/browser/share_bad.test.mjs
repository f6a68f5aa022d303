// Bad and hostile links: each opens a working page with a message naming the problem, keeps every
// legal prefix of the moves, and never runs markup smuggled into the variant, FEN, moves or orientation.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openLink, restored, errorText } from './share.mjs';

const CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

// Opens `query` and checks the page is usable and silent; returns the page, its game and its message.
async function openBad(browser, base, query) {
  const dialogs = [];
  const { page, errors } = await openLink(browser, `${base}/${query}`);
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  const game = await restored(page);
  const message = await errorText(page);
  return { page, errors, dialogs, game, message };
}

async function defaultVariant(page) {
  return page.$eval('.variant-pick', (b) => b.dataset.variant);
}

test('a malformed FEN in a link opens the start position with a message', () =>
  withSite(async (base, browser) => {
    const { page, errors, game, message } = await openBad(
      browser,
      base,
      '?v=chess&fen=rnbqkbnr/pppppppp/8_w_KQkq&moves=e2e4',
    );
    assert.equal(game.variant, 'chess');
    assert.equal(game.fen, CHESS_START);
    assert.deepEqual(game.history, []);
    assert.match(message, /^The link's FEN was not accepted: .+\. The start position was opened instead/);
    // The page still plays, and the next move replaces the link's message and fixes the URL.
    await page.fill('.move-entry input', 'd2d4');
    await page.press('.move-entry input', 'Enter');
    await page.waitForFunction(() => document.getElementById('tessera').tesseraGame.ply === 1);
    assert.equal(await errorText(page), '');
    assert.equal(new URL(page.url()).search, '?v=chess&moves=d2d4');
    assert.deepEqual(errors, []);
  }));

test('an illegal move in the middle of a link keeps the legal moves before it and names it', () =>
  withSite(async (base, browser) => {
    const { page, errors, game, message } = await openBad(
      browser,
      base,
      '?v=chess&moves=e2e4_e7e5_g1f3_e8e6_f1c4&o=black',
    );
    assert.deepEqual(game.history, ['e2e4', 'e7e5', 'g1f3']);
    assert.deepEqual(game.moveList, ['e4', 'e5', 'Nf3']); // the move list speaks SAN
    assert.equal(game.orientation, 'black');
    assert.match(
      message,
      /^The link's move 4 \(e8e6\) could not be played: .+\. The 3 moves before it were kept; it and the rest were left out\.$/,
    );
    assert.equal(await page.isVisible('.error'), true);
    // The address bar now holds the game as it is, without the moves that were left out.
    assert.equal(new URL(page.url()).search, '?v=chess&moves=e2e4_e7e5_g1f3&o=black');
    await screenshot(page, 'share-bad-move');
    assert.deepEqual(errors, []);
  }));

test("an unknown variant falls back to the default one without the link's moves", () =>
  withSite(async (base, browser) => {
    const { page, errors, game, message } = await openBad(browser, base, '?v=bughouse&moves=e2e4');
    const fallback = await defaultVariant(page);
    assert.equal(game.variant, fallback);
    assert.deepEqual(game.history, []);
    assert.match(message, /variant "bughouse" that Tessera does not have/);
    assert.match(message, /were not loaded/);
    assert.equal(new URL(page.url()).search, `?v=${fallback}`);
    assert.deepEqual(errors, []);
  }));

test('a 200 KB link is cut to the limit and still opens', () =>
  withSite(async (base, browser) => {
    const huge = `?v=chess&moves=e2e4_e7e5_${'g1f3_g8f6_f3g1_f6g8_'.repeat(10000)}`;
    assert.ok(huge.length > 200000);
    const { errors, game, message } = await openBad(browser, base, huge);
    assert.equal(game.variant, 'chess');
    assert.match(message, /characters long \(at most 65536\); its end was cut off/);
    assert.match(message, /more than 4000 moves/);
    // The knights' dance repeats the position a third time at ply 10, a draw: move 11 is refused.
    assert.equal(game.history.length, 10);
    assert.deepEqual(game.history.slice(0, 6), ['e2e4', 'e7e5', 'g1f3', 'g8f6', 'f3g1', 'f6g8']);
    assert.match(
      message,
      /The link's move 11 \(g1f3\) could not be played: .+\. The 10 moves before it were kept/,
    );
    assert.deepEqual(errors, []);
  }));

test('a broken %-escape loses only its own part of the link', () =>
  withSite(async (base, browser) => {
    const { errors, game, message } = await openBad(browser, base, '?v=chess&fen=%E0%A4%A&moves=e2e4_e7e5');
    assert.equal(game.variant, 'chess');
    assert.equal(game.startFen, CHESS_START);
    assert.deepEqual(game.history, ['e2e4', 'e7e5']);
    assert.match(message, /"fen" part has a broken %-escape/);
    const again = await openBad(browser, base, '?v=ch%ZZess&moves=e2e4');
    assert.match(again.message, /"v" part has a broken %-escape/);
    assert.deepEqual(again.game.history, []);
    assert.deepEqual([...errors, ...again.errors], []);
  }));

const PAYLOADS = [
  // No spaces, so the whole payload is one "move" and would survive as markup if it were ever parsed.
  '<svg/onload=window.pwned=1;alert(1)>',
  '<img/src=x/onerror=window.pwned=1;alert(1)>',
  '<img src=x onerror="window.pwned=1;alert(1)">',
  '<script>window.pwned=1;alert(1)</script>',
  '"><svg onload="window.pwned=1">',
  'javascript:window.pwned=1',
];

// Nothing the payloads carry may reach the DOM as markup: no handler attribute, no inline script,
// no <img src=x> or <svg>, and the flag they set stays unset.
async function assertInert(page, dialogs, where) {
  await page.waitForTimeout(200);
  const found = await page.evaluate(() => ({
    pwned: window.pwned,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    // The page's own data block (the start snapshots scripts/inline_start.mjs writes) runs nothing.
    scripts: [...document.scripts].filter(
      (s) => !s.src && !(s.id === 'tessera-start' && s.type === 'application/json'),
    ).length,
    injected: document.querySelectorAll('img[src="x"], svg, #tessera script').length,
  }));
  assert.deepEqual(found, { pwned: undefined, handlers: 0, scripts: 0, injected: 0 }, where);
  assert.deepEqual(dialogs, [], `${where}: no dialog`);
}

test('script-injection payloads in every part of a link stay inert text', () =>
  withSite(async (base, browser) => {
    for (const payload of PAYLOADS) {
      const p = encodeURIComponent(payload);
      const cases = [
        [`?v=${p}&fen=${p}&moves=${p}`, /not a variant id/],
        [`?v=chess&fen=${p}`, /^The link's FEN was not accepted/],
        [`?v=chess&moves=e2e4_${p}`, /^The link's move 2 \(/],
        [`?v=chess&moves=e2e4&o=${p}`, null],
        // The same payload unescaped, as a hand-edited link would carry it.
        [`?v=chess&moves=e2e4_${payload.replace(/ /g, '_')}`, /^The link's move 2 \(/],
      ];
      for (const [query, expected] of cases) {
        const { page, errors, dialogs, game, message } = await openBad(browser, base, query);
        await assertInert(page, dialogs, query);
        if (expected) assert.match(message, expected, query);
        else assert.equal(message, '', query);
        if (query.includes('moves=e2e4')) assert.deepEqual(game.history, ['e2e4'], query);
        // Where the message quotes the move, it quotes it as text.
        if (/move 2/.test(message)) assert.ok(message.includes(payload.split(/[ _]/)[0].slice(0, 60)), query);
        if (payload === PAYLOADS[0] && query.startsWith('?v=chess&moves=e2e4_%3C'))
          await screenshot(page, 'share-injection');
        assert.deepEqual(errors, [], query);
        await page.close();
      }
    }
  }));
