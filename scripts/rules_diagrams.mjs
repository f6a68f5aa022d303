#!/usr/bin/env node
// Draws the hex rules pages' SVG diagrams by asking the engine (the wasm module in build/wasm) for
// cells, positions and legal moves, so a diagram cannot disagree with the rules. Writes web/rules/img/.
//   ./scripts/build && node scripts/rules_diagrams.mjs
// tests/node/rules_diagrams.test.mjs regenerates them in memory and fails if a committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEngine } from './wasm_engine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const outDir = path.join(root, 'web/rules/img');

// ---- Styles ----------------------------------------------------------------

const Shades = {
  naydorian: ['#ffffff', '#ead39a', '#a9c4df'], // white (Guard) cells, then the two coloured classes
  glinski: ['#e8b27a', '#ffd9ad', '#c98b52'],
};
const Sides = {
  naydorian: [
    { fill: '#f2c530', stroke: '#6e5200', text: '#2e2200' },
    { fill: '#c23b2e', stroke: '#5a140e', text: '#ffffff' },
  ],
  glinski: [
    { fill: '#ffffff', stroke: '#222222', text: '#222222' },
    { fill: '#2b2b2b', stroke: '#000000', text: '#ffffff' },
  ],
};
const Unit = 22; // pixels per board unit (a hex has circumradius 1)

const f2 = (n) => (Math.abs(n) < 0.005 ? 0 : n).toFixed(2);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---- Asking the engine ------------------------------------------------------

// Piece placements like "Kg2 tg8 Yg4" become a FEN through the engine's own board: each piece is
// added by editing an empty FEN row by row, using the cell layout describe() reports.
function placementFen(info, pieces, side, rest = '- - 0 1') {
  const ranks = new Map();
  for (const c of info.cells) {
    if (!ranks.has(c.rank)) ranks.set(c.rank, []);
    ranks.get(c.rank).push(c);
  }
  const at = new Map(
    pieces
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => [p.slice(1), p[0]]),
  );
  const rows = [];
  for (let r = info.ranks - 1; r >= 0; --r) {
    const cells = ranks.get(r).sort((a, b) => a.file - b.file);
    let row = '';
    let empty = 0;
    for (const c of cells) {
      const p = at.get(c.name);
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += p;
    }
    rows.push(row + (empty ? empty : ''));
  }
  return `${rows.join('/')} ${side} ${rest}`;
}

function boardOf(M, id, fen) {
  const g = new M.Game(id);
  const err = g.loadFen(fen);
  if (err) {
    g.delete();
    throw new Error(`${id}: ${err} (${fen})`);
  }
  const state = JSON.parse(g.state());
  const moves = JSON.parse(g.legalMoves());
  g.delete();
  return { board: state.board, moves, check: state.status.check ? state.royal : null };
}

// Cells where the engine refuses a piece because it "must already have promoted": its promotion zone.
function promotionZone(M, info, id, letter, kingSets) {
  const g = new M.Game(id);
  const zone = [];
  for (const c of info.cells) {
    for (const kings of kingSets) {
      if (kings.split(' ').some((k) => k.slice(1) === c.name)) continue;
      const err = g.loadFen(placementFen(info, `${kings} ${letter}${c.name}`, 'w'));
      if (err.includes('must already have promoted')) zone.push(c.name);
      break;
    }
  }
  g.delete();
  return zone;
}

// ---- Drawing ------------------------------------------------------------------

// One flat-topped hex around the origin, reused for every cell.
function hexDef() {
  const pts = [];
  for (let k = 0; k < 6; ++k) {
    const a = (Math.PI / 3) * k;
    pts.push(`${f2(Math.cos(a) * Unit)},${f2(-Math.sin(a) * Unit)}`);
  }
  return `<defs><polygon id="hex" points="${pts.join(' ')}" stroke="#7d7d7d" stroke-width="1"/></defs>`;
}

function star(x, y, r, fill) {
  const pts = [];
  for (let k = 0; k < 10; ++k) {
    const a = Math.PI / 2 + (Math.PI / 5) * k;
    const rr = k % 2 ? r * 0.45 : r;
    pts.push(`${f2((x + Math.cos(a) * rr) * Unit)},${f2(-(y + Math.sin(a) * rr) * Unit)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" stroke="#6e5200" stroke-width="1"/>`;
}

function cross(x, y, r, stroke) {
  const [X, Y, R] = [x * Unit, -y * Unit, r * Unit];
  return `<path d="M${f2(X - R)},${f2(Y - R)}L${f2(X + R)},${f2(Y + R)}M${f2(X - R)},${f2(Y + R)}L${f2(X + R)},${f2(Y - R)}" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`;
}

function piece(info, id, cell, letter) {
  const side = letter === letter.toUpperCase() ? 0 : 1;
  const s = Sides[id][side];
  const def = info.pieces.find((p) => p.letter === letter.toLowerCase());
  const [X, Y] = [cell.x * Unit, -cell.y * Unit];
  // Guards are drawn as diamonds, so they read apart from the Army at a glance.
  const shape =
    def && def.guard
      ? `<polygon points="${f2(X)},${f2(Y - 0.72 * Unit)} ${f2(X + 0.72 * Unit)},${f2(Y)} ${f2(X)},${f2(Y + 0.72 * Unit)} ${f2(X - 0.72 * Unit)},${f2(Y)}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="1.5"/>`
      : `<circle cx="${f2(X)}" cy="${f2(Y)}" r="${f2(0.62 * Unit)}" fill="${s.fill}" stroke="${s.stroke}" stroke-width="1.5"/>`;
  return `${shape}<text x="${f2(X)}" y="${f2(Y + 0.25 * Unit)}" font-size="${f2(0.7 * Unit)}" font-weight="bold" text-anchor="middle" fill="${s.text}">${esc(letter.toUpperCase())}</text>`;
}

// One diagram: the board, optional highlights, pieces and move markers.
function svg(
  info,
  id,
  title,
  { board = {}, from = null, moves = [], stars = [], crosses = [], check = null, names = true },
) {
  const xs = info.cells.map((c) => c.x);
  const ys = info.cells.map((c) => c.y);
  const pad = 1.3;
  const [x0, x1] = [Math.min(...xs) - pad, Math.max(...xs) + pad];
  const [y0, y1] = [Math.min(...ys) - pad, Math.max(...ys) + pad];
  const byName = new Map(info.cells.map((c) => [c.name, c]));
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${f2(x0 * Unit)} ${f2(-y1 * Unit)} ${f2((x1 - x0) * Unit)} ${f2((y1 - y0) * Unit)}" width="${Math.round((x1 - x0) * Unit)}" height="${Math.round((y1 - y0) * Unit)}" font-family="sans-serif" role="img">`,
  );
  out.push(`<title>${esc(title)}</title>`);
  out.push(hexDef());
  for (const c of info.cells) {
    const fill = c.name === from ? '#f7e96b' : c.name === check ? '#f08a7e' : Shades[id][c.shade];
    out.push(`<use href="#hex" x="${f2(c.x * Unit)}" y="${f2(-c.y * Unit)}" fill="${fill}"/>`);
    if (names)
      out.push(
        `<text x="${f2(c.x * Unit)}" y="${f2(-(c.y - 0.62) * Unit)}" font-size="${f2(0.36 * Unit)}" text-anchor="middle" fill="#6b6b6b">${c.name}</text>`,
      );
  }
  for (const name of stars) out.push(star(byName.get(name).x, byName.get(name).y + 0.12, 0.5, '#f2c530'));
  for (const name of crosses) out.push(cross(byName.get(name).x, byName.get(name).y + 0.12, 0.32, '#c23b2e'));
  for (const [name, letter] of Object.entries(board)) out.push(piece(info, id, byName.get(name), letter));
  const seen = new Set();
  for (const m of moves) {
    if (seen.has(m.to)) continue;
    seen.add(m.to);
    const c = byName.get(m.to);
    const [X, Y] = [c.x * Unit, -c.y * Unit];
    out.push(
      m.capture
        ? `<circle cx="${f2(X)}" cy="${f2(Y)}" r="${f2(0.78 * Unit)}" fill="none" stroke="#555555" stroke-opacity="0.8" stroke-width="3"/>`
        : `<circle cx="${f2(X)}" cy="${f2(Y)}" r="${f2(0.28 * Unit)}" fill="#555555" fill-opacity="0.75"/>`,
    );
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

// ---- The diagram list -----------------------------------------------------------

// A piece on its sample cell in a position: the diagram shows every legal move of that piece.
function moveDiagram(M, info, id, file, title, pieces, from, side = 'w', extra = {}) {
  const { board, moves } = boardOf(M, id, placementFen(info, pieces, side, extra.rest));
  return {
    file,
    svg: svg(info, id, title, { board, from, moves: moves.filter((m) => m.from === from), ...extra }),
  };
}

function naydorian(M) {
  const id = 'naydorian';
  const g = new M.Game(id);
  const info = JSON.parse(g.describe());
  const start = boardOf(M, id, g.startFen());
  g.delete();
  const kings = 'Kb4 km4'; // out of reach of every sample move from g6 and g7
  const kingSets = ['Kb4 km4', 'Kd3 kk3'];
  const d = [];
  d.push({
    file: 'naydorian-board.svg',
    svg: svg(info, id, 'Naydorian board: white cells and the two coloured classes', {}),
  });
  d.push({
    file: 'naydorian-start.svg',
    svg: svg(info, id, 'Naydorian start position (reconstructed)', { board: start.board }),
  });
  d.push(moveDiagram(M, info, id, 'naydorian-king.svg', 'King on g6', 'Kg6 km4', 'g6'));
  d.push(moveDiagram(M, info, id, 'naydorian-general.svg', 'General on g6', `${kings} Gg6`, 'g6'));
  d.push(moveDiagram(M, info, id, 'naydorian-tor.svg', 'Tor on g6', `${kings} Tg6`, 'g6'));
  d.push(moveDiagram(M, info, id, 'naydorian-battle-hound.svg', 'Battle-Hound on g6', `${kings} Hg6`, 'g6'));
  d.push(moveDiagram(M, info, id, 'naydorian-war-horse.svg', 'War-Horse on g6', `${kings} Wg6`, 'g6'));
  d.push(
    moveDiagram(
      M,
      info,
      id,
      'naydorian-pike.svg',
      'Pike on g6, with Red pieces to capture on f7 and h7',
      `${kings} Pg6 pf7 wh7`,
      'g6',
    ),
  );
  d.push(
    moveDiagram(
      M,
      info,
      id,
      'naydorian-yeoman.svg',
      'Yeoman on g7, with a Red Yeoman to capture on h8',
      `${kings} Yg7 yh8`,
      'g7',
    ),
  );
  d.push(moveDiagram(M, info, id, 'naydorian-captain.svg', 'Captain on g7', `${kings} Cg7`, 'g7'));
  d.push(
    moveDiagram(
      M,
      info,
      id,
      'naydorian-guards-block.svg',
      'Tor on g6: the Red Yeoman on g7 blocks the file; the Gold Yeoman on h5 does not block; the Red Pike on k3 is taken',
      `${kings} Tg6 yg7 Yh5 pk3`,
      'g6',
    ),
  );
  d.push(
    moveDiagram(
      M,
      info,
      id,
      'naydorian-hound-leaps.svg',
      'Battle-Hound on g6 next to a Red Yeoman on g7: the step to g8 is blocked, the leap to g9 is not',
      `${kings} Hg6 yg7`,
      'g6',
    ),
  );
  const oneSided = boardOf(M, id, placementFen(info, 'Kg5 Yg4 kg3', 'b'));
  d.push({
    file: 'naydorian-one-sided.svg',
    svg: svg(info, id, 'Red King g3 is in check from Gold King g5; Gold is not in check', {
      board: oneSided.board,
      check: oneSided.check,
    }),
  });
  d.push({
    file: 'naydorian-promotion.svg',
    svg: svg(
      info,
      id,
      'Promotion cells: Gold stars, Red crosses (Pikes on coloured cells, Yeomen on white)',
      {
        stars: [...promotionZone(M, info, id, 'P', kingSets), ...promotionZone(M, info, id, 'Y', kingSets)],
        crosses: [...promotionZone(M, info, id, 'p', kingSets), ...promotionZone(M, info, id, 'y', kingSets)],
      },
    ),
  });
  return d;
}

function glinski(M) {
  const id = 'glinski';
  const g = new M.Game(id);
  const info = JSON.parse(g.describe());
  const start = boardOf(M, id, g.startFen());
  g.delete();
  const kings = 'Kb1 ki2'; // off every line from f6
  const kingSets = ['Kb1 ki2', 'Kd2 kh2'];
  const d = [];
  d.push({ file: 'glinski-board.svg', svg: svg(info, id, "Gliński's board: 91 cells in three shades", {}) });
  d.push({
    file: 'glinski-start.svg',
    svg: svg(info, id, "Gliński's start position", { board: start.board }),
  });
  d.push(moveDiagram(M, info, id, 'glinski-king.svg', 'King on f6', 'Kf6 ki2', 'f6'));
  d.push(moveDiagram(M, info, id, 'glinski-queen.svg', 'Queen on f6', `${kings} Qf6`, 'f6'));
  d.push(moveDiagram(M, info, id, 'glinski-rook.svg', 'Rook on f6', `${kings} Rf6`, 'f6'));
  d.push(moveDiagram(M, info, id, 'glinski-bishop.svg', 'Bishop on f6', `${kings} Bf6`, 'f6'));
  d.push(moveDiagram(M, info, id, 'glinski-knight.svg', 'Knight on f6', `${kings} Nf6`, 'f6'));
  d.push(
    moveDiagram(
      M,
      info,
      id,
      'glinski-pawn.svg',
      'Pawn on its start cell e4, with Black knights to capture on d4 and f5',
      `${kings} Pe4 nd4 nf5`,
      'e4',
    ),
  );
  d.push(
    moveDiagram(
      M,
      info,
      id,
      'glinski-en-passant.svg',
      'After Black e7-e5, the pawn on f6 may take en passant on e6',
      'Kg1 kg10 Pf6 pe5',
      'f6',
      'w',
      { rest: '- e6 0 1' },
    ),
  );
  d.push({
    file: 'glinski-promotion.svg',
    svg: svg(info, id, 'Promotion cells: White stars, Black crosses', {
      stars: promotionZone(M, info, id, 'P', kingSets),
      crosses: promotionZone(M, info, id, 'p', kingSets),
    }),
  });
  return d;
}

export function diagrams(M) {
  return [...naydorian(M), ...glinski(M)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const M = await loadEngine();
  fs.mkdirSync(outDir, { recursive: true });
  for (const { file, svg: text } of diagrams(M)) fs.writeFileSync(path.join(outDir, file), text);
  console.log(`rules_diagrams: wrote ${diagrams(M).length} SVGs to ${path.relative(root, outDir)}`);
}
