// The hex rules pages as a reader opens them from the site: every diagram loads and draws, every
// in-page link resolves, and the page names each of its variant's pieces.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';

const Pages = {
  naydorian: ['King', 'General', 'Tor', 'Battle-Hound', 'War-Horse', 'Pike', 'Yeoman', 'Captain'],
  glinski: ['King', 'Queen', 'Rook', 'Bishop', 'Knight', 'Pawn'],
};

for (const [id, pieces] of Object.entries(Pages)) {
  test(`rules/${id}.html shows all its diagrams and describes every piece`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openPage(browser, `${base}/rules/${id}.html`, {
        viewport: { width: 1000, height: 1400 },
      });
      await page.waitForLoadState('load');
      const images = await page.$$eval('img', (imgs) =>
        imgs.map((i) => ({ src: i.getAttribute('src'), w: i.naturalWidth })),
      );
      assert.ok(images.length >= 9, `only ${images.length} diagrams`);
      for (const img of images) assert.ok(img.w > 0, `${img.src} did not load`);
      const anchors = await page.$$eval('a[href^="#"]', (as) =>
        as.map((a) => a.getAttribute('href').slice(1)),
      );
      for (const a of anchors) assert.ok(await page.$(`[id="${a}"]`), `no target for #${a}`);
      const headings = await page.$$eval('h3', (hs) => hs.map((h) => h.textContent));
      for (const name of pieces)
        assert.ok(
          headings.some((h) => h.startsWith(name)),
          `no section for ${name}`,
        );
      await screenshot(page, `rules-${id}`);
      assert.deepEqual(errors, []);
    }));
}
