// Board layout (web/js/board/layout.js): cells placed from the engine's coordinates, flipped, labelled
// and hit-tested, on a square board and on a hex board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Layout } from '../../web/js/board/layout.js';

function squareInfo(files, ranks) {
  const cells = [];
  for (let r = 0; r < ranks; r++) {
    for (let f = 0; f < files; f++)
      cells.push({ name: `${'abcdefgh'[f]}${r + 1}`, x: f, y: r, shade: (f + r) % 2 });
  }
  return { geometry: 'square', cells };
}

test('a square board fits its cells and labels, and a click finds the cell under it', () => {
  const layout = new Layout(squareInfo(3, 3));
  layout.fit(300, 300, false);
  const [ax, ay] = layout.centre('a1');
  const [cx, cy] = layout.centre('c3');
  assert.ok(ax < cx && ay > cy, 'a1 is lower left of c3');
  assert.equal(layout.cellAt(ax, ay), 'a1');
  assert.equal(layout.cellAt(cx + 1, cy - 1), 'c3');
  assert.equal(layout.cellAt(-50, -50), null);
  assert.deepEqual(layout.labels.map((l) => l.text).sort(), ['1', '2', '3', 'a', 'b', 'c']);
});

test('flipping turns the board half a turn: a1 moves to the top right', () => {
  const layout = new Layout(squareInfo(3, 3));
  layout.fit(300, 300, true);
  const [ax, ay] = layout.centre('a1');
  const [cx, cy] = layout.centre('c3');
  assert.ok(ax > cx && ay < cy);
  assert.equal(layout.cellAt(ax, ay), 'a1');
});

test('hex cells hit-test inside their hexagon only, and the aspect follows the cells', () => {
  const s = Math.sqrt(3);
  const info = {
    geometry: 'hex',
    cells: [
      { name: 'a1', x: 0, y: 0, shade: 0 },
      { name: 'b1', x: 1.5, y: -s / 2, shade: 1 },
      { name: 'b2', x: 1.5, y: s / 2, shade: 2 },
    ],
  };
  const layout = new Layout(info);
  assert.equal(layout.hex, true);
  layout.fit(400, 400, false);
  const [x, y] = layout.centre('b2');
  assert.equal(layout.cellAt(x, y), 'b2');
  assert.equal(layout.polygon('a1').length, 6);
  assert.ok(layout.cellPixels() > 0);
  assert.ok(Number.isFinite(layout.aspect()) && layout.aspect() > 0);
});
