// The SVG diagram writer (web/js/board/diagram-svg.js) on the engine's own board descriptions: a
// well-formed document with one piece per occupied cell, flipped boards, hex boards, arrows on request.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';
import { diagram, diagramSvg } from '../../web/js/board/diagram-svg.js';
import { THEME } from '../../web/js/board/theme.js';

const M = await loadEngine();

function position(variant, moves = []) {
  const g = new M.Game(variant);
  for (const m of moves) assert.equal(g.play(m), '', m);
  const info = JSON.parse(g.describe());
  const s = JSON.parse(g.state());
  g.delete();
  return { info, state: { pieces: s.board, lastMove: s.lastMove, orientation: 'white', arrows: [] } };
}

const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;
const clean = (text) => !/[<&]/.test(text.replace(ENTITY, ''));

// A strict reader of the XML subset the writer emits: every tag closed in order, attributes quoted,
// no bare < or & in text or values. Returns the elements as {name, attrs, parent} in document order.
function parseXml(text) {
  const token = /<\?xml[^>]*\?>|<\/([\w:-]+)\s*>|<([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/y;
  const stack = [];
  const elements = [];
  let m;
  while (token.lastIndex < text.length) {
    const at = token.lastIndex;
    m = token.exec(text);
    assert.ok(m, `not XML at ${at}: ${text.slice(at, at + 60)}`);
    if (m[1]) assert.equal(stack.pop()?.name, m[1], `</${m[1]}> closes the element open`);
    else if (m[2]) {
      const attrs = {};
      for (const [, k, v] of m[3].matchAll(/([\w:-]+)="([^"]*)"/g)) {
        assert.ok(clean(v), `attribute ${k}="${v}"`);
        assert.ok(!(k in attrs), `attribute ${k} given twice`);
        attrs[k] = v;
      }
      const el = { name: m[2], attrs, parent: stack.at(-1) || null, text: '' };
      elements.push(el);
      if (!m[4]) stack.push(el);
    } else if (m[5]) {
      assert.ok(clean(m[5]), `text ${m[5]}`);
      if (stack.length) stack.at(-1).text += m[5];
      else assert.match(m[5], /^\s*$/, 'nothing outside the root');
    }
  }
  assert.equal(stack.length, 0, 'every element is closed');
  assert.equal(elements[0].name, 'svg');
  assert.equal(elements.filter((e) => !e.parent).length, 1, 'one root');
  return elements;
}

const inGroup = (el, cls) => {
  for (let p = el.parent; p; p = p.parent) if (p.attrs.class === cls) return true;
  return false;
};
const uses = (els) => els.filter((e) => e.name === 'use');
const cellPolygons = (els) => els.filter((e) => e.name === 'polygon' && e.parent.attrs.class === 'cells');
const useCentre = (u) => [
  Number(u.attrs.x) + Number(u.attrs.width) / 2,
  Number(u.attrs.y) + Number(u.attrs.height) / 2,
];

test('a chess position is a well-formed SVG with a viewBox and one piece <use> per occupied cell', () => {
  const { info, state } = position('chess', ['e2e4', 'e7e5']);
  const { svg, width, height } = diagram(info, state, { size: 400, title: 'Chess <after> 1.e4 e5 & "more"' });
  const els = parseXml(svg);
  const root = els[0];
  assert.equal(root.attrs.viewBox, `0 0 ${width} ${height}`);
  assert.equal(width, 400);
  assert.ok(Math.abs(width / height - 1) < 0.1, 'about square with its labels');
  assert.equal(cellPolygons(els).length, 64);
  const placed = uses(els).map((u) => [u.attrs['data-cell'], u.attrs['data-piece']]);
  assert.deepEqual(placed.sort(), Object.entries(state.pieces).sort());
  // Each drawing is defined once and reused: 12 kinds of piece, 32 pieces.
  const symbols = els.filter((e) => e.name === 'symbol');
  assert.equal(symbols.length, 12);
  const ids = new Set(symbols.map((s) => s.attrs.id));
  for (const u of uses(els)) assert.ok(ids.has(u.attrs.href.slice(1)), u.attrs.href);
  assert.deepEqual(
    els.filter((e) => e.attrs.class === 'last-move').map((e) => e.attrs['data-cell']),
    ['e7', 'e5'],
  );
  assert.equal(
    els.find((e) => e.name === 'title' && e.parent === root).text,
    'Chess &lt;after&gt; 1.e4 e5 &amp; &quot;more&quot;',
  );
});

// The mean of every cell polygon's corners: the middle of the board's cells.
function boardCentre(els) {
  const pts = cellPolygons(els).flatMap((p) =>
    p.attrs.points.split(' ').map((xy) => xy.split(',').map(Number)),
  );
  return [0, 1].map((k) => pts.reduce((sum, p) => sum + p[k], 0) / pts.length);
}

test('ids differ between diagrams, so several can share one HTML page; the same input gives the same text', () => {
  const a = position('chess');
  const b = position('naydorian');
  const ids = (svg) => new Set(parseXml(svg).flatMap((e) => (e.attrs.id ? [e.attrs.id] : [])));
  const [ia, ib] = [ids(diagramSvg(a.info, a.state)), ids(diagramSvg(b.info, b.state))];
  assert.ok(ia.size > 0 && ib.size > 0);
  assert.deepEqual(
    [...ia].filter((id) => ib.has(id)),
    [],
  );
  assert.equal(diagramSvg(a.info, a.state), diagramSvg(a.info, a.state));
});

test('a flipped board mirrors every cell, piece and coordinate through the centre', () => {
  const { info, state } = position('chess', ['e2e4']);
  const white = diagram(info, state, { size: 480 });
  const black = diagram(info, { ...state, orientation: 'black' }, { size: 480 });
  assert.equal(black.width, white.width);
  const w = parseXml(white.svg);
  const b = parseXml(black.svg);
  const byCell = (els) => new Map(uses(els).map((u) => [u.attrs['data-cell'], useCentre(u)]));
  const [pw, pb] = [byCell(w), byCell(b)];
  assert.equal(pw.size, 32);
  // Labels stay bottom and left on both sides, so the mirror's centre is the cells' own centre.
  const [cw, cb] = [boardCentre(w), boardCentre(b)];
  for (const [cell, [x, y]] of pw) {
    const [fx, fy] = pb.get(cell);
    assert.ok(Math.abs(fx - cb[0] + (x - cw[0])) < 0.05 && Math.abs(fy - cb[1] + (y - cw[1])) < 0.05, cell);
  }
  // a1 is lower left for White, upper right for Black.
  assert.ok(pw.get('a1')[0] < pw.get('h8')[0] && pw.get('a1')[1] > pw.get('h8')[1]);
  assert.ok(pb.get('a1')[0] > pb.get('h8')[0] && pb.get('a1')[1] < pb.get('h8')[1]);
  // Labels stay at the bottom and left, in reversed order: file a is right for Black.
  const label = (els, text) => els.find((e) => e.name === 'text' && e.text === text);
  const [aw, ab] = [label(w, 'a'), label(b, 'a')];
  assert.ok(Math.abs(Number(ab.attrs.x) - cb[0] + (Number(aw.attrs.x) - cw[0])) < 0.05, 'file a mirrored');
  assert.equal(ab.attrs.y, aw.attrs.y, 'file letters stay under the board');
  assert.ok(Number(label(b, '1').attrs.y) < Number(label(b, '8').attrs.y), 'rank 1 at the top for Black');
});

test('hex boards: every cell drawn, Guard cells shaded and marked while empty, file letters only', () => {
  for (const [variant, count] of [
    ['glinski', 91],
    ['naydorian', 127],
  ]) {
    const { info, state } = position(variant);
    const els = parseXml(diagramSvg(info, state, { size: 500 }));
    const polys = cellPolygons(els);
    assert.equal(polys.length, count, variant);
    assert.equal(new Set(polys.map((p) => p.attrs['data-cell'])).size, count);
    assert.ok(
      polys.every((p) => p.attrs.points.split(' ').length === 6),
      'hexagons',
    );
    assert.equal(uses(els).length, Object.keys(state.pieces).length);
    const labels = els.filter((e) => e.name === 'text').map((e) => e.text);
    assert.ok(
      labels.every((t) => /^[a-z]+$/.test(t)),
      'no rank labels on hex boards, as on the canvas',
    );
    if (variant !== 'naydorian') continue;
    const hidden = info.cells.filter((c) => c.hidden);
    assert.ok(hidden.length > 0);
    const fill = new Map(polys.map((p) => [p.attrs['data-cell'], p.attrs.fill]));
    for (const c of hidden) assert.equal(fill.get(c.name), THEME.guardCell, c.name);
    const empty = hidden.filter((c) => !(c.name in state.pieces)).length;
    assert.equal(
      els.filter((e) => inGroup(e, 'guard-marks')).length,
      empty,
      'a dashed mark on each empty Guard cell',
    );
  }
});

test('cells the board does not have are not drawn: a board with holes', () => {
  const cells = [];
  for (let y = 0; y < 4; y++)
    for (let x = 0; x < 4; x++)
      if (!(x === 1 && y === 1) && !(x === 2 && y === 2))
        cells.push({ name: `${'abcd'[x]}${y + 1}`, x, y, shade: (x + y) % 2 });
  const info = {
    geometry: 'square',
    cells,
    colors: ['White', 'Black'],
    pieces: [{ letter: 'K', name: 'King' }],
  };
  // a piece on a cell the board lacks, and a letter the variant lacks, are left out
  const state = { pieces: { a1: 'K', d4: 'k', b2: 'K', c1: 'Z' } };
  const els = parseXml(diagramSvg(info, state));
  assert.deepEqual(
    cellPolygons(els)
      .map((p) => p.attrs['data-cell'])
      .sort(),
    cells.map((c) => c.name).sort(),
  );
  assert.ok(!cellPolygons(els).some((p) => ['b2', 'c3'].includes(p.attrs['data-cell'])));
  assert.deepEqual(
    uses(els)
      .map((u) => u.attrs['data-cell'])
      .sort(),
    ['a1', 'd4'],
  );
});

test('arrows are drawn only when asked, and only between cells of the board', () => {
  const { info, state } = position('westfield');
  const arrows = [
    { from: 'e1', to: 'e3', brush: 'best' },
    { from: 'a1', to: 'z99', brush: 'best' },
  ];
  const plain = parseXml(diagramSvg(info, { ...state, arrows }, { size: 800 }));
  assert.equal(plain.filter((e) => e.attrs.class === 'arrow').length, 0);
  const asked = parseXml(diagramSvg(info, { ...state, arrows }, { size: 800, arrows: true }));
  const drawn = asked.filter((e) => e.attrs.class === 'arrow');
  assert.deepEqual(
    drawn.map((e) => [e.attrs['data-from'], e.attrs['data-to']]),
    [['e1', 'e3']],
  );
  // the user's own arrows (drawn with the right button) come with the board's
  const own = [{ from: 'k3', to: 'k5', brush: 'drawn' }];
  const both = parseXml(diagramSvg(info, { ...state, arrows, drawn: own }, { arrows: true }));
  assert.deepEqual(
    both.filter((e) => e.attrs.class === 'arrow').map((e) => e.attrs['data-from']),
    ['e1', 'k3'],
  );
  const line = asked.find((e) => e.name === 'line');
  assert.equal(line.attrs['stroke-linecap'], 'round');
});

test('large square boards keep their shape; coordinates can be left out; sizes are bounded', () => {
  const { info, state } = position('westfield', ['a3a4']);
  const wide = diagram(info, state, { size: 1000 });
  assert.ok(wide.width / wide.height > 1.7, '20x10 with labels');
  const els = parseXml(wide.svg);
  assert.equal(cellPolygons(els).length, 200);
  assert.equal(els.filter((e) => e.name === 'text').length, 30, '20 files and 10 ranks');
  assert.equal(
    parseXml(diagramSvg(info, state, { coordinates: false })).filter((e) => e.name === 'text').length,
    0,
  );
  assert.equal(diagram(info, state, { size: 1e9 }).width, 4096);
  assert.equal(diagram(info, state, { size: -5 }).width, 64);
  assert.equal(diagram(info, state, { size: 'big' }).width, 640);

  // 16x16, made from square cells as the engine describes them
  const cells = [];
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++)
      cells.push({ name: `${String.fromCharCode(97 + x)}${y + 1}`, x, y, shade: (x + y) % 2 });
  const big = {
    geometry: 'square',
    cells,
    colors: ['White', 'Black'],
    pieces: [{ letter: 'Q', name: 'Queen' }],
  };
  const out = parseXml(diagramSvg(big, { pieces: { a1: 'Q', p16: 'q' } }, { size: 900 }));
  assert.equal(cellPolygons(out).length, 256);
  assert.equal(uses(out).length, 2);
});
