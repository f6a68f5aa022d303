// Sharing by URL: the address bar follows every change, and opening it as a fresh visitor restores
// the same position, move list and orientation in each of the six variants, and a custom start FEN.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, selectVariant, settle, engineState, waitPly, playByClicks } from './play.mjs';
import { openLink, restored, playSome, errorText } from './share.mjs';

const VARIANTS = ['westfield', 'naydorian', 'officer-spiel', 'chess', 'capablanca', 'glinski'];

test('a mid-game link restores position, moves and orientation in every variant', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    for (const [i, id] of VARIANTS.entries()) {
      await selectVariant(page, id);
      assert.equal(new URL(page.url()).search, `?v=${id}`, `${id}: the URL names the variant at once`);
      const played = await playSome(page, 4);
      const flip = i % 2 === 1;
      if (flip) {
        await page.click('[data-action="flip"]');
        await settle(page);
      }
      const before = await restored(page);
      assert.deepEqual(before.history, played);
      const url = page.url();
      const query = new URL(url).searchParams;
      assert.equal(query.get('v'), id);
      assert.equal(query.get('moves'), played.join('_'), `${id}: the URL lists the engine's move texts`);
      assert.equal(query.get('o'), flip ? 'black' : null);
      assert.equal(query.get('fen'), null, `${id}: the standard start is not spelled out`);

      const visitor = await openLink(browser, url);
      const after = await restored(visitor.page);
      assert.deepEqual(after, before, `${id}: the link restores the same game`);
      assert.equal(after.orientation, flip ? 'black' : 'white');
      assert.equal(await errorText(visitor.page), '');
      // The restored move list is live: its first ply shows the position after the first move.
      await visitor.page.click('.ply[data-ply="1"]');
      await settle(visitor.page);
      assert.match(await visitor.page.textContent('.status'), /^Move 1 of 4/);
      assert.equal(new URL(visitor.page.url()).search, new URL(url).search, 'reviewing keeps the link');
      if (id === 'westfield') await screenshot(visitor.page, 'share-restored-westfield');
      if (id === 'glinski') await screenshot(visitor.page, 'share-restored-glinski');
      assert.deepEqual(visitor.errors, [], `${id}: no console errors in the visitor's page`);
      await visitor.page.close();
    }
    assert.deepEqual(errors, []);
  }));

test('undo, new game, flip and typed moves keep the URL in step', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'chess');
    await page.fill('.move-entry input', 'e2e4');
    await page.press('.move-entry input', 'Enter');
    await waitPly(page, 1);
    await playByClicks(page, 'e7e5');
    const search = () => new URL(page.url()).search;
    assert.equal(search(), '?v=chess&moves=e2e4_e7e5');
    await page.click('[data-action="undo"]');
    await settle(page);
    assert.equal(search(), '?v=chess&moves=e2e4');
    await page.click('[data-action="flip"]');
    await settle(page);
    assert.equal(search(), '?v=chess&moves=e2e4&o=black');
    await page.click('[data-action="new"]');
    await settle(page);
    assert.equal(search(), '?v=chess&o=black');
    await selectVariant(page, 'capablanca');
    assert.equal(search(), '?v=capablanca');
    assert.deepEqual(errors, []);
  }));

test('a game from a custom start FEN round-trips through its link', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    await selectVariant(page, 'chess');
    const fen = '4k3/8/8/8/8/8/4P3/R3K2R w KQ - 0 1';
    await page.fill('.fen-entry input', fen);
    await page.click('.fen-entry button');
    await settle(page);
    assert.equal((await engineState(page)).startFen, fen);
    await playByClicks(page, 'e1g1');
    await playByClicks(page, 'e8d7');
    const url = page.url();
    assert.equal(new URL(url).searchParams.get('fen'), fen.replace(/ /g, '_'));
    const visitor = await openLink(browser, url);
    const a = await restored(page);
    const b = await restored(visitor.page);
    assert.deepEqual(b, a);
    assert.equal(b.startFen, fen);
    assert.deepEqual(b.history, ['e1g1', 'e8d7']);
    assert.deepEqual(visitor.errors, []);
    assert.deepEqual(errors, []);
  }));
