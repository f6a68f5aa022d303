// The variant picker: every variant the engine offers, in the engine's order, each with its one-line
// summary and a link to a rules page that exists; picking one sets up its start position.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, selectVariant, engineState } from './play.mjs';

test('picker lists every variant with its summary and a working rules link', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base);
    const offered = await page.evaluate(() =>
      document.getElementById('tessera').tesseraGame.engine.call('variants'),
    );
    const cards = await page.$$eval('.variant', (lis) =>
      lis.map((li) => ({
        id: li.querySelector('.variant-pick').dataset.variant,
        text: li.querySelector('.variant-summary').textContent,
        href: li.querySelector('.variant-rules').getAttribute('href'),
      })),
    );
    assert.deepEqual(
      cards.map((c) => c.id),
      offered.map((v) => v.id),
    );
    for (const [i, v] of offered.entries()) {
      assert.ok(v.summary.length > 10, `${v.id} has a summary`);
      assert.equal(cards[i].text, v.summary);
      const response = await page.request.get(new URL(cards[i].href, `${base}/`).href);
      assert.equal(response.status(), 200, `rules page ${cards[i].href}`);
    }
    // Each variant starts from its own start position.
    for (const v of offered) {
      await selectVariant(page, v.id);
      const s = await engineState(page);
      assert.equal(s.variant, v.id);
      assert.equal(s.ply, 0);
      assert.equal(await page.getAttribute(`.variant-pick[data-variant="${v.id}"]`, 'aria-pressed'), 'true');
    }
    await screenshot(page, 'picker');
    assert.deepEqual(errors, []);
  }));
