// The example page that defines its own variant (Outpost Chess) in a <script type="text/plain">: the
// legend marks what the engine reports for the page's pieces, and both boards read the one definition.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { withSite, shotDir, siteDir } from './harness.mjs';
import { openPage, boardIdle, boardState, clickBoardMove } from './embed.mjs';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
const html = fs.readFileSync(path.join(siteDir, 'examples/outpost.html'), 'utf8');
const definition = /<script type="text\/plain" id="outpost-rules">\n([\s\S]*?)<\/script>/.exec(html)[1];

test('examples: Outpost Chess, defined in the page — legend from the engine, an engine board and a view board', () =>
  withSite(async (base, browser) => {
    assert.deepEqual(JSON.parse(M.loadVariants(definition)).ids, ['outpost-chess']);
    const { page, errors } = await openPage(browser, `${base}/examples/outpost.html`, {
      viewport: { width: 1100, height: 900 },
    });
    await page.waitForSelector('body[data-ready]', { timeout: 60000 });
    for (const b of ['#outpost-engine', '#outpost-cannon']) await boardIdle(page, b, 60000);

    // The shown definition is the page's own text, and the legend lists its pieces with letters.
    assert.equal(await page.textContent('pre.definition'), definition.trim());
    const letters = await page.$$eval('.legend-piece', (bs) => bs.map((b) => b.dataset.letter));
    assert.deepEqual(letters, ['P', 'N', 'B', 'R', 'Q', 'K', 'W', 'L', 'C']);
    for (const letter of ['C', 'L', 'W']) {
      await page.click(`.legend-piece[data-letter="${letter}"]`);
      await page.waitForFunction((l) => document.querySelector('[data-legend]').dataset.piece === l, letter);
      const shown = await page.evaluate(() => {
        const root = document.querySelector('[data-legend]');
        return root.tesseraBoard
          .destsFrom(root.dataset.cell)
          .map((d) => d.to)
          .sort();
      });
      const r = JSON.parse(M.pieceMoves('outpost-chess', letter, ''));
      assert.deepEqual(shown, [...new Set([...r.moves, ...r.captures])].sort(), letter);
    }

    // The view board keeps the Cannon's capture over its own Pawn; the engine board answers a move.
    const view = await boardState(page, '#outpost-cannon');
    assert.equal(view.variant, 'outpost-chess');
    assert.deepEqual(view.moves, ['a2a8']);
    assert.deepEqual(view.messages, []);
    await page.$eval('#outpost-engine', (b) => b.scrollIntoView({ block: 'start' }));
    await clickBoardMove(page, '#outpost-engine', 'e3', 'e5', 1);
    await page.waitForFunction(() => document.querySelector('#outpost-engine').state.ply === 2, null, {
      timeout: 60000,
    });
    await boardIdle(page, '#outpost-engine');
    const played = await boardState(page, '#outpost-engine');
    assert.equal(played.moves[0], 'e3e5');
    assert.deepEqual(played.messages, []);

    fs.mkdirSync(shotDir, { recursive: true });
    await page.screenshot({ path: path.join(shotDir, 'example-outpost.png'), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  }));
