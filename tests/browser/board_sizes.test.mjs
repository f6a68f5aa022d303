// Boards of every size the engine allows, defined on the page: 5x5, 12x12, 16x16 with twenty pieces
// nobody has drawn, and hex radius 4, 6 and 8, each on a phone and a desktop; the 16x16 and the largest
// hex board are played by clicks. Screenshots: build/screenshots/size-*.png.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openHtml, boardIdle, boardState, clickBoardMove } from './embed.mjs';
import { defs, IDS } from './board_sizes.mjs';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
M.loadVariants(defs());

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const page = (variant) => `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0 4px">
<script type="text/plain" id="defs">
${defs()}</script>
<tessera-board id="b" definition="defs" variant="${variant}" mode="play"></tessera-board>
<script type="module" src="js/embed/tessera-board.js"></script>
</body></html>`;

// The first legal move, in the engine's own list, of a piece of one of `letters` (upper case: White).
function firstMove(g, letters) {
  const board = JSON.parse(g.state()).board;
  return JSON.parse(g.legalMoves()).find((m) => letters.includes(board[m.from]) && m.kind === 'normal');
}

async function showVariant(p, id) {
  await p.evaluate((v) => document.querySelector('#b').setAttribute('variant', v), id);
  await p.waitForFunction((v) => document.querySelector('#b').dataset.variant === v, id, { timeout: 60000 });
  await boardIdle(p, '#b', 60000);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`board sizes on a ${name} (${viewport.width}x${viewport.height}): every board fits and shows every cell`, () =>
    withSite(async (base, browser) => {
      const {
        page: p,
        errors,
        context,
      } = await openHtml(browser, base, page(IDS[0]), 'sizes.html', { viewport });
      await boardIdle(p, '#b', 60000);
      for (const id of IDS) {
        await showVariant(p, id);
        const info = JSON.parse(new M.Game(id).describe());
        const fit = await p.evaluate(
          (cells) => {
            const b = document.querySelector('#b');
            const canvas = b.shadowRoot.querySelector('canvas').getBoundingClientRect();
            const centres = cells.map((c) => b.cellCenter(c));
            const inside = centres.every(
              (c) => c && c.x > canvas.left && c.x < canvas.right && c.y > canvas.top && c.y < canvas.bottom,
            );
            let nearest = Infinity; // the smallest centre-to-centre distance: the size of a cell on screen
            for (let i = 0; i < centres.length; i += 7) {
              for (const c of centres) {
                const d = Math.hypot(c.x - centres[i].x, c.y - centres[i].y);
                if (d > 0) nearest = Math.min(nearest, d);
              }
            }
            return { right: canvas.right, bottom: canvas.bottom, width: canvas.width, inside, nearest };
          },
          info.cells.map((c) => c.name),
        );
        assert.ok(fit.inside, `${id}: every cell is on the canvas`);
        assert.ok(fit.right <= viewport.width, `${id}: the board fits the width (${fit.right})`);
        assert.ok(fit.bottom <= viewport.height, `${id}: the board fits the height (${fit.bottom})`);
        // A cell stays big enough to tap on a phone (about 20 px or more) and grows on a desktop.
        assert.ok(
          fit.nearest >= (name === 'phone' ? 19 : 38),
          `${id}: cells of ${fit.nearest.toFixed(1)} px`,
        );
        assert.deepEqual((await boardState(p, '#b')).messages, [], id);
        await screenshot(p, `size-${id}-${name}`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }));

  test(`the 16x16 and the radius-8 hex custom variants play by clicks on a ${name}`, () =>
    withSite(async (base, browser) => {
      const {
        page: p,
        errors,
        context,
      } = await openHtml(browser, base, page('square16'), 'sizes.html', { viewport });
      await boardIdle(p, '#b', 60000);
      for (const id of ['square16', 'hex8']) {
        await showVariant(p, id);
        const g = new M.Game(id);
        const white = firstMove(g, id === 'square16' ? 'ACDEFGHIJLMOSTUVWXYZ' : 'ACLDS');
        assert.ok(white, `${id}: a custom piece can move`);
        g.play(white.text);
        const black = firstMove(g, id === 'square16' ? 'acdefghijlmostuvwxyz' : 'aclds');
        g.play(black.text);
        await clickBoardMove(p, '#b', white.from, white.to, 1);
        await clickBoardMove(p, '#b', black.from, black.to, 2);
        const s = await boardState(p, '#b');
        assert.deepEqual(s.moves, [white.text, black.text], id);
        assert.equal(s.fen, g.fen(), `${id}: the page and the engine agree on the position`);
        g.delete();
        // The piece's name and letter show on hover.
        const at = await p.evaluate((c) => document.querySelector('#b').cellCenter(c), black.to);
        await p.mouse.move(at.x, at.y);
        await p.waitForFunction(
          () => !document.querySelector('#b').shadowRoot.querySelector('.tessera-tooltip').hidden,
        );
        const tip = await p.evaluate(
          () => document.querySelector('#b').shadowRoot.querySelector('.tessera-tooltip').textContent,
        );
        assert.match(tip, /^Black .+ \([a-z]\)$/, tip);
        if (id === 'square16') {
          // A long name over a cell at the right edge stays whole on the screen.
          const edge = await p.evaluate(() => document.querySelector('#b').cellCenter('o16'));
          await p.mouse.move(edge.x, edge.y);
          await p.waitForFunction(() => {
            const tip = document.querySelector('#b').shadowRoot.querySelector('.tessera-tooltip');
            return !tip.hidden && tip.textContent === 'Black Nightrider (u)';
          });
          const box = await p.evaluate(() =>
            document
              .querySelector('#b')
              .shadowRoot.querySelector('.tessera-tooltip')
              .getBoundingClientRect()
              .toJSON(),
          );
          assert.ok(
            box.width > 60 && box.left >= 0 && box.right <= viewport.width,
            `the name is on screen: ${box.left}..${box.right}`,
          );
        }
        await screenshot(p, `size-${id}-${name}-played`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }));
}
