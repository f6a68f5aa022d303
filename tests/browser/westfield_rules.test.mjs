// The Westfield rules page as a reader sees it: it loads without errors and shows the setup board
// and all eighteen push diagrams, each with a caption.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';

test('westfield rules page shows the setup and the push diagrams', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPage(browser, `${base}/rules/westfield.html`, {
      viewport: { width: 1000, height: 900 },
    });
    assert.equal(await page.textContent('h1'), 'Westfield Chess');
    assert.equal(await page.locator('figure.setup svg circle').count(), 52);
    assert.equal(await page.locator('figure figcaption').count(), 18);
    const box = await page.locator('figure.setup svg').boundingBox();
    assert.ok(box.width > 600 && box.height > 300, `setup board is ${box.width}x${box.height}`);
    await page.locator('#diagrams').scrollIntoViewIfNeeded();
    await screenshot(page, 'westfield-rules');
    assert.deepEqual(errors, []);
  }));
