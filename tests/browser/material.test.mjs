// Material: captured pieces large enough to see, and the material lead ("+3") by the engine's own values.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';
import { playByClicks, settle, PHONE } from './play.mjs';

for (const [name, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
]) {
  test(`${name}: captured pieces and the material lead`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openPage(browser, `${base}/index.html?v=chess`, options);
      await page.waitForSelector('#tessera[data-ready]', { timeout: 30000 });
      await settle(page);
      const values = await page.evaluate(() =>
        Object.fromEntries(
          document
            .getElementById('tessera')
            .tesseraGame.info.pieces.map((p) => [p.letter.toLowerCase(), p.value]),
        ),
      );
      // White wins a knight for nothing: 1. e4 Nf6 2. e5 Nd5 3. c4 Nc6 4. cxd5.
      for (const t of ['e2e4', 'g8f6', 'e4e5', 'f6d5', 'c2c4', 'b8c6', 'c4d5']) await playByClicks(page, t);
      await settle(page);
      const lead = Math.round(values.n / 100);
      assert.equal((await page.textContent('.strip-bottom .material')).trim(), `+${lead}`);
      assert.equal((await page.textContent('.strip-top .material')).trim(), '');
      const img = await page.$eval('.strip-bottom .captured img', (i) => i.getBoundingClientRect().width);
      assert.ok(img >= 28, `captured pieces ${img} px wide`);
      // Black takes back a pawn: the lead shrinks by the engine's pawn value.
      await playByClicks(page, 'c6e5');
      await settle(page);
      const totals = await page.evaluate(() => {
        const g = document.getElementById('tessera').tesseraGame;
        const v = new Map(
          g.info.pieces.filter((p) => !p.royal).map((p) => [p.letter.toLowerCase(), p.value]),
        );
        const t = [0, 0];
        for (const l of Object.values(g.latest.board))
          t[l === l.toUpperCase() ? 0 : 1] += v.get(l.toLowerCase()) || 0;
        return t;
      });
      assert.equal(
        (await page.textContent('.strip-bottom .material')).trim(),
        `+${Math.round((totals[0] - totals[1]) / 100)}`,
      );
      await screenshot(page, `material-${name}`);
      assert.deepEqual(errors, []);
    }));
}
