// Hex boards readable at a glance (Naydorian): move markers measured on the canvas at a contrast of at
// least 3:1 against every cell shade they sit on, Guard cells without the ring that looked like a marker,
// and cell names shown on the cell under the mouse instead of chevron rank labels.
import test from 'node:test';
import assert from 'node:assert/strict';
import { withSite, screenshot } from './harness.mjs';
import { openPlay, selectVariant, clickCell, cellCenter, settle, PHONE } from './play.mjs';

// WCAG relative luminance and contrast ratio of two [r, g, b] pixels.
const channel = (c) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (a, b) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

// For every empty destination of the selected piece: the pixel at the marker's centre and one on the same
// cell away from it, with the cell's shade.
function samples(page) {
  return page.evaluate(() => {
    const board = document.getElementById('tessera').tesseraBoard;
    const s = board.state;
    const ctx = board.canvas.getContext('2d');
    const pixel = (x, y) =>
      [...ctx.getImageData(Math.round(x * board.dpr), Math.round(y * board.dpr), 1, 1).data].slice(0, 3);
    const px = board.layout.cellPixels();
    return (s.dests.get(s.selected) || [])
      .filter((d) => !s.pieces.has(d.to))
      .map(({ to }) => {
        const [x, y] = board.layout.centre(to);
        return {
          cell: to,
          shade: board.layout.byName.get(to).shade,
          marker: pixel(x, y),
          cellColour: pixel(x, y - px * 0.3),
        };
      });
  });
}

async function measure(page, pieces) {
  const worst = new Map(); // shade -> lowest contrast seen
  for (const cell of pieces) {
    await clickCell(page, cell);
    await settle(page);
    for (const s of await samples(page)) {
      const c = contrast(s.marker, s.cellColour);
      worst.set(s.shade, Math.min(worst.get(s.shade) ?? Infinity, c));
    }
    await clickCell(page, cell); // let it go again
  }
  return worst;
}

for (const [name, options] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', PHONE],
]) {
  test(`${name}: Naydorian move markers stand out 3:1 on every shade; Guard cells carry no ring`, () =>
    withSite(async (base, browser) => {
      const { page, errors } = await openPlay(browser, base, options);
      await selectVariant(page, 'naydorian');
      // Every piece Gold may move, so the markers land on all three shades.
      const movable = await page.evaluate(() => [
        ...document.getElementById('tessera').tesseraBoard.state.dests.keys(),
      ]);
      const worst = await measure(page, movable);
      // The shade of the cells the engine marks hidden (Naydorian's white Guard cells).
      const guard = await page.evaluate(
        () => document.getElementById('tessera').tesseraBoard.layout.cells.find((c) => c.hidden).shade,
      );
      const shades = [...worst.keys()].sort();
      assert.ok(
        shades.filter((s) => s !== guard).length >= 2,
        `markers measured on both coloured shades (${shades})`,
      );
      for (const [shade, c] of worst) {
        console.log(
          `${name}: shade ${shade}${shade === guard ? ' (Guard cells)' : ''}: worst marker contrast ${c.toFixed(2)}:1`,
        );
        assert.ok(c >= 3, `shade ${shade}: contrast ${c.toFixed(2)}:1`);
      }
      // An empty Guard cell is plain where the old ring was (a third of the way to its edge).
      const ring = await page.evaluate((g) => {
        const board = document.getElementById('tessera').tesseraBoard;
        const ctx = board.canvas.getContext('2d');
        const cell = board.layout.cells.find(
          (c) => c.shade === g && !board.state.pieces.has(c.name) && c.name !== 'g7',
        );
        const [x, y] = board.layout.centre(cell.name);
        const at = (dx, dy) =>
          [
            ...ctx.getImageData(Math.round((x + dx) * board.dpr), Math.round((y + dy) * board.dpr), 1, 1)
              .data,
          ].slice(0, 3);
        const r = board.layout.scale * 0.38;
        return { centre: at(0, 0), ring: [at(r, 0), at(-r, 0), at(0, r), at(0, -r)] };
      }, guard);
      for (const p of ring.ring) assert.deepEqual(p, ring.centre, 'no ring on an empty Guard cell');
      await clickCell(page, movable.at(-1));
      await settle(page);
      await screenshot(page, `naydorian-markers-${name}`);
      assert.deepEqual(errors, []);
    }));
}

test('hex coordinates: no chevron rank labels; the cell under the mouse shows its name', () =>
  withSite(async (base, browser) => {
    const { page, errors } = await openPlay(browser, base, { viewport: { width: 1280, height: 800 } });
    await selectVariant(page, 'naydorian');
    const labels = await page.evaluate(() =>
      document.getElementById('tessera').tesseraBoard.layout.labels.map((l) => l.text),
    );
    assert.ok(
      labels.length > 0 && labels.every((t) => /^[a-z]+$/.test(t)),
      `only file letters around the board: ${labels.join(' ')}`,
    );
    const at = await cellCenter(page, 'f6');
    await page.mouse.move(at.x, at.y);
    await page.waitForFunction(() => document.getElementById('tessera').tesseraBoard.state.pointed === 'f6');
    await settle(page);
    await screenshot(page, 'naydorian-hover-name');
    assert.deepEqual(errors, []);
  }));
