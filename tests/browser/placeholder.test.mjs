// The placeholder page loads the wasm engine in Chromium and shows the chess perft 3 count.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, openPage, screenshot } from './harness.mjs';

test('page loads the engine and shows perft 3 = 8902', () => withSite(async (base, browser) => {
  const { page, errors } = await openPage(browser, `${base}/`);
  await page.waitForFunction(() => document.getElementById('perft').textContent !== '…');
  assert.equal(await page.textContent('#perft'), '8902');
  await screenshot(page, 'placeholder');
  assert.deepEqual(errors, []);
}));
