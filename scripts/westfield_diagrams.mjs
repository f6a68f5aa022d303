#!/usr/bin/env node
// Draws the Westfield rules page's setup and push diagrams from the engine's own legal moves, so the
// pictures cannot disagree with the rules. Run it after a rules change: it rewrites the generated
// block of web/rules/westfield.html (tests/node/westfield_diagrams.test.mjs checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from './wasm_engine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PAGE = path.join(root, 'web/rules/westfield.html');
// Two generated blocks: the setup board and the push diagrams.
const marks = (name) => [
  `<!-- generated ${name}: begin (scripts/westfield_diagrams.mjs) -->`,
  `<!-- generated ${name}: end -->`,
];

const FILES = 'abcdefghijklmnopqrst';
const SIZE = 34; // pixels per cell
const COLORS = { shepherd: '#c62828', one: '#1565c0', choice: '#2e7d32' };

const fileOf = (cell) => FILES.indexOf(cell[0]);
const rankOf = (cell) => Number(cell.slice(1)) - 1;
const cellAt = (f, r) => FILES[f] + String(r + 1);

// A FEN with the given pieces ({cell: letter}) on an otherwise empty 20x10 board.
function fen(pieces) {
  const rows = [];
  for (let r = 9; r >= 0; r--) {
    let row = '';
    let run = 0;
    for (let f = 0; f < 20; f++) {
      const p = pieces[cellAt(f, r)];
      if (!p) {
        run++;
        continue;
      }
      if (run) row += run;
      run = 0;
      row += p;
    }
    rows.push(row + (run ? run : ''));
  }
  return `${rows.join('/')}[] w - - 0 1`;
}

// The Shepherding pieces' forward directions, as on the source's diagrams.
const SHEPHERDS = {
  Y: { name: 'Shepherding Rook', from: 'j4', dir: [0, 1], slots: ['j5', 'i5', 'k5'] },
  X: { name: 'Shepherding Bishop', from: 'j4', dir: [1, 1], slots: ['k5', 'j5', 'k4'] },
};

// Each row pushes one piece type from the front and both flanks; the Pawn, which moves
// diagonally only onto an occupied cell, is shown alone in front with Black targets.
// Two steps show directions more clearly than one; a Pawn's diagonal push is one step only.
const ROWS = [
  { name: 'Rook', letter: 'R' },
  { name: 'Bishop', letter: 'B' },
  { name: 'Knight', letter: 'N' },
  { name: 'Queen', letter: 'Q' },
  { name: 'Supersilver', letter: 'E' },
  { name: 'Silverhunter', letter: 'S' },
  { name: 'Goldhawker', letter: 'G' },
  { name: 'Goldhawkress', letter: 'H' },
  { name: 'Pawn', letter: 'P', steps: 1, frontOnly: true, targets: { Y: ['i6', 'k6'], X: ['l6'] } },
];

// Asks the engine for the push moves of one diagram and returns what to draw.
function scene(M, row, shepherdLetter) {
  const sh = SHEPHERDS[shepherdLetter];
  const steps = row.steps ?? 2;
  const pieces = { [sh.from]: shepherdLetter };
  const slots = row.frontOnly ? sh.slots.slice(0, 1) : sh.slots;
  for (const c of slots) pieces[c] = row.letter;
  for (const c of row.targets?.[shepherdLetter] ?? []) pieces[c] = 'p';
  const g = new M.Game('westfield');
  const err = g.loadFen(fen(pieces));
  if (err) throw new Error(err);
  const to = cellAt(fileOf(sh.from) + sh.dir[0] * steps, rankOf(sh.from) + sh.dir[1] * steps);
  const moves = JSON.parse(g.legalMoves()).filter(
    (m) => m.kind === 'push' && m.from === sh.from && m.to === to,
  );
  g.delete();
  if (!moves.length) throw new Error(`no push for ${row.name} by ${sh.name}`);
  const landings = new Map(slots.map((c) => [c, new Set()]));
  for (const m of moves) for (const p of m.pushes) landings.get(p.from).add(p.to);
  return { sh, pieces, to, landings, moves: moves.length };
}

function arrow(x1, y1, x2, y2, color, id) {
  const len = Math.hypot(x2 - x1, y2 - y1);
  const cut = SIZE * 0.2;
  const ex = x2 - ((x2 - x1) / len) * cut;
  const ey = y2 - ((y2 - y1) / len) * cut;
  return `<line x1="${x1}" y1="${y1}" x2="${ex.toFixed(1)}" y2="${ey.toFixed(1)}" stroke="${color}" stroke-width="3" marker-end="url(#${id})"/>`;
}

// One board window around everything that moves, with pieces and arrows.
function svg(s, key) {
  const cells = [...Object.keys(s.pieces), s.to];
  for (const set of s.landings.values()) cells.push(...set);
  const files = cells.map(fileOf),
    rs = cells.map(rankOf);
  const f0 = Math.max(0, Math.min(...files) - 1),
    f1 = Math.min(19, Math.max(...files) + 1);
  const r0 = Math.max(0, Math.min(...rs) - 1),
    r1 = Math.min(9, Math.max(...rs) + 1);
  const w = (f1 - f0 + 1) * SIZE,
    h = (r1 - r0 + 1) * SIZE;
  const cx = (c) => (fileOf(c) - f0 + 0.5) * SIZE;
  const cy = (c) => (r1 - rankOf(c) + 0.5) * SIZE;
  const out = [];
  const markers = Object.entries(COLORS).map(
    ([name, color]) =>
      `<marker id="${key}-${name}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`,
  );
  out.push(`<defs>${markers.join('')}</defs>`);
  for (let r = r0; r <= r1; r++)
    for (let f = f0; f <= f1; f++) {
      const light = (f + r) % 2 === 1;
      out.push(
        `<rect x="${(f - f0) * SIZE}" y="${(r1 - r) * SIZE}" width="${SIZE}" height="${SIZE}" fill="${light ? '#efe3c8' : '#b9916a'}"/>`,
      );
    }
  for (let f = f0; f <= f1; f++)
    out.push(`<text x="${(f - f0) * SIZE + 2}" y="${h - 2}" class="co">${FILES[f]}</text>`);
  for (let r = r0; r <= r1; r++)
    out.push(`<text x="2" y="${(r1 - r) * SIZE + 9}" class="co">${r + 1}</text>`);
  for (const [from, set] of s.landings) {
    const kind = set.size === 1 ? 'one' : 'choice';
    for (const to of set) out.push(arrow(cx(from), cy(from), cx(to), cy(to), COLORS[kind], `${key}-${kind}`));
  }
  for (const [c, p] of Object.entries(s.pieces)) {
    const white = p === p.toUpperCase();
    out.push(
      `<circle cx="${cx(c)}" cy="${cy(c)}" r="${SIZE * 0.32}" fill="${white ? '#fff' : '#2a2a2a'}" stroke="#222" stroke-width="1.5"/>`,
    );
    out.push(
      `<text x="${cx(c)}" y="${cy(c) + 5}" text-anchor="middle" class="pc" fill="${white ? '#111' : '#fff'}">${p}</text>`,
    );
  }
  // The Shepherding piece's arrow goes on top, beside its path, since it follows the piece in front.
  const [x1, y1, x2, y2] = [cx(s.sh.from), cy(s.sh.from), cx(s.to), cy(s.to)];
  const len = Math.hypot(x2 - x1, y2 - y1),
    side = SIZE * 0.42;
  const ox = (-(y2 - y1) / len) * side,
    oy = ((x2 - x1) / len) * side;
  out.push(arrow(x1 + ox, y1 + oy, x2 + ox, y2 + oy, COLORS.shepherd, `${key}-shepherd`));
  return `<svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" xmlns="http://www.w3.org/2000/svg">${out.join('')}</svg>`;
}

function describe(s, row) {
  const parts = [...s.landings].map(([from, set]) => `${row.letter} ${from} to ${[...set].join(' or ')}`);
  return `${s.sh.name} ${s.sh.from} to ${s.to}; ${parts.join('; ')}`;
}

// The setup: every piece of the start position, drawn from the engine's state.
function setup(M) {
  const g = new M.Game('westfield');
  const board = JSON.parse(g.state()).board;
  g.delete();
  const cells = [];
  for (let r = 0; r < 10; r++) for (let f = 0; f < 20; f++) cells.push(cellAt(f, r));
  const out = [];
  for (const c of cells) {
    const light = (fileOf(c) + rankOf(c)) % 2 === 1;
    out.push(
      `<rect x="${fileOf(c) * SIZE + 14}" y="${(9 - rankOf(c)) * SIZE}" width="${SIZE}" height="${SIZE}" fill="${light ? '#efe3c8' : '#b9916a'}"/>`,
    );
    const p = board[c];
    if (!p) continue;
    const white = p === p.toUpperCase();
    const x = fileOf(c) * SIZE + 14 + SIZE / 2,
      y = (9 - rankOf(c)) * SIZE + SIZE / 2;
    out.push(
      `<circle cx="${x}" cy="${y}" r="${SIZE * 0.36}" fill="${white ? '#fff' : '#2a2a2a'}" stroke="#222" stroke-width="1.5"/>`,
    );
    out.push(
      `<text x="${x}" y="${y + 5}" text-anchor="middle" class="pc" fill="${white ? '#111' : '#fff'}">${p}</text>`,
    );
  }
  for (let f = 0; f < 20; f++)
    out.push(
      `<text x="${f * SIZE + 14 + SIZE / 2}" y="${10 * SIZE + 12}" text-anchor="middle" class="co">${FILES[f]}</text>`,
    );
  for (let r = 0; r < 10; r++)
    out.push(`<text x="0" y="${(9 - r) * SIZE + SIZE / 2 + 4}" class="co">${r + 1}</text>`);
  const w = 20 * SIZE + 14,
    h = 10 * SIZE + 16;
  return `<figure class="setup"><svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="Westfield start position" xmlns="http://www.w3.org/2000/svg">${out.join('')}</svg></figure>`;
}

// The generated blocks by name: the setup, and one row of two diagrams per piece type.
export function render(M) {
  const diagrams = [];
  ROWS.forEach((row, i) => {
    diagrams.push(`<h3>Pushing a ${row.name}</h3>`, '<div class="pair">');
    for (const letter of ['Y', 'X']) {
      const s = scene(M, row, letter);
      const label = describe(s, row);
      diagrams.push(
        `<figure role="img" aria-label="${label}">${svg(s, `d${i}${letter}`)}<figcaption>${label}.</figcaption></figure>`,
      );
    }
    diagrams.push('</div>');
  });
  return { setup: `<div class="board-wrap">${setup(M)}</div>`, diagrams: diagrams.join('\n') };
}

// The page with every generated block replaced by `blocks`.
export function spliced(page, blocks) {
  for (const [name, body] of Object.entries(blocks)) {
    const [begin, end] = marks(name);
    const a = page.indexOf(begin),
      b = page.indexOf(end);
    if (a < 0 || b < a) throw new Error(`the page has no block '${name}'`);
    page = `${page.slice(0, a + begin.length)}\n${body}\n${page.slice(b)}`;
  }
  return page;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const M = await loadEngine();
  fs.writeFileSync(PAGE, spliced(fs.readFileSync(PAGE, 'utf8'), render(M)));
  console.log(`westfield_diagrams: wrote ${path.relative(root, PAGE)}`);
}
