// Example pages teach embedding: each shows its own playable board's code as an element and as an
// iframe, each with a Copy button, and links to the README's section; the code copied really works.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';
import { PHONE } from './play.mjs';

const PAGES = ['westfield', 'naydorian', 'officer-spiel'];

for (const [size, options] of [
  ['desktop', { viewport: { width: 1100, height: 900 } }],
  ['phone', PHONE],
]) {
  test(`${size}: every example page shows and copies its own embed code`, () =>
    withSite(async (base, browser) => {
      for (const name of PAGES) {
        const { page, errors } = await openPage(browser, `${base}/examples/${name}.html`, options);
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.waitForSelector('.snippet pre', { timeout: 60000 });
        const board = await page.$eval('.boards tessera-board', (b) => ({
          variant: b.getAttribute('variant'),
          mode: b.getAttribute('mode'),
        }));
        const codes = await page.$$eval('.snippet pre', (ps) => ps.map((p) => p.textContent));
        assert.equal(codes.length, 2);
        const [element, iframe] = codes;
        assert.ok(
          element.includes(`<script type="module" src="${base}/js/embed/tessera-board.js"></script>`),
          element,
        );
        assert.ok(
          element.includes(`<tessera-board variant="${board.variant}" mode="${board.mode}"></tessera-board>`),
          element,
        );
        assert.ok(
          iframe.startsWith(`<iframe src="${base}/embed.html?v=${board.variant}&mode=${board.mode}"`),
          iframe,
        );
        // Copy puts exactly the code shown on the clipboard.
        const buttons = await page.$$('.snippet-copy');
        for (const [i, b] of buttons.entries()) {
          await b.click();
          await page.waitForFunction(
            (k) => document.querySelectorAll('.snippet-note')[k].textContent !== '',
            i,
          );
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), codes[i]);
        }
        // The README link leads to the section on embedding.
        const href = await page.$eval('[data-snippet] a', (a) => a.href);
        assert.match(href, /README\.md#embedding-a-board$/);
        const readme = await page.request.get(href.replace(/#.*/, ''));
        assert.equal(readme.status(), 200);
        assert.match(await readme.text(), /### Embedding a board/);
        await page.$eval('[data-snippet]', (s) => s.scrollIntoView());
        await screenshot(page, `example-snippet-${name}-${size}`);
        // The iframe's page answers, and the element code, put on a page, makes a live board.
        assert.equal((await page.request.get(/src="([^"]+)"/.exec(iframe)[1])).status(), 200);
        const author = await browser.newPage();
        await author.goto(`${base}/examples/index.html`);
        await author.evaluate((html) => {
          const box = document.createElement('div');
          box.innerHTML = html.replace(/<script[^>]*><\/script>\n?/, '');
          document.body.replaceChildren(box);
          const s = document.createElement('script');
          s.type = 'module';
          s.src = /src="([^"]+)"/.exec(html)[1];
          document.head.append(s);
        }, element);
        await author.waitForSelector('tessera-board[data-state="ready"]', { timeout: 60000 });
        assert.equal(await author.getAttribute('tessera-board', 'data-variant'), board.variant);
        await author.close();
        assert.deepEqual(errors, []);
        await page.close();
      }
    }));
}
