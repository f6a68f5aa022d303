#!/usr/bin/env node
// Perft with Fairy-Stockfish's own wasm build (npm ffish, a tests/ devDependency): the oracle for
// variants with custom Betza pieces, which the Debian Fairy-Stockfish 11.1 binary cannot load.
//   node scripts/ffish-perft.mjs FILE.ini VARIANT-ID "FEN" DEPTH   prints the leaf count
//   node scripts/ffish-perft.mjs --regenerate                      rewrites tests/data/betza_perft.tsv
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFfish, requireFromTests } from './ffish.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The cases in the table: each ini's variant from its start and from two positions reached by a
// fixed pseudo-random game, at a depth ffish reaches in seconds.
const Cases = [
  { ini: 'riders.ini', id: 'betza-riders', depth: 4, plies: [0, 9, 18] },
  { ini: 'lame.ini', id: 'betza-lame', depth: 4, plies: [0, 9, 18] },
  { ini: 'big.ini', id: 'betza-big', depth: 3, plies: [0, 11, 22] },
];

function moves(board) {
  return board.legalMoves().split(' ').filter(Boolean);
}

function perft(board, depth) {
  if (depth === 0) return 1;
  const list = moves(board);
  if (depth === 1) return list.length;
  let n = 0;
  for (const m of list) {
    board.push(m);
    n += perft(board, depth - 1);
    board.pop();
  }
  return n;
}

function startFen(ini, id) {
  const section = ini.split(/^\[/m).find((s) => s.startsWith(id + ':') || s.startsWith(id + ']'));
  const line = section && section.split('\n').find((l) => l.startsWith('startFen'));
  if (!line) throw new Error(`no startFen for ${id}`);
  return line.slice(line.indexOf('=') + 1).trim();
}

// A reproducible game: a small LCG picks among the sorted legal moves. Positions with an
// en-passant field are passed over (one more ply), so every FEN reads the same everywhere.
function laterFen(ffish, id, fen, plies) {
  const board = new ffish.Board(id, fen);
  let seed = 12345;
  for (let i = 0; i < plies || board.fen().split(' ')[3] !== '-'; ++i) {
    const list = moves(board).sort();
    if (!list.length) break;
    seed = (seed * 1103515245 + 12345) % 2147483648;
    board.push(list[seed % list.length]);
  }
  const out = board.fen();
  board.delete();
  return out;
}

const ffish = await loadFfish();
if (process.argv[2] === '--regenerate') {
  const dir = path.join(root, 'tests', 'data', 'betza');
  const rows = [
    '# ini\tvariant\tdepth\tfen\tnodes   (scripts/ffish-perft.mjs --regenerate; ffish ' +
      requireFromTests('ffish/package.json').version +
      ')',
  ];
  const loaded = new Set();
  for (const c of Cases) {
    const text = fs.readFileSync(path.join(dir, c.ini), 'utf8');
    if (!loaded.has(c.ini)) ffish.loadVariantConfig(text);
    loaded.add(c.ini);
    for (const plies of c.plies) {
      const fen = plies ? laterFen(ffish, c.id, startFen(text, c.id), plies) : startFen(text, c.id);
      const board = new ffish.Board(c.id, fen);
      const t0 = Date.now();
      const nodes = perft(board, c.depth);
      board.delete();
      console.error(`${c.id} ${fen} depth ${c.depth}: ${nodes} (${Date.now() - t0} ms)`);
      rows.push([c.ini, c.id, c.depth, fen, nodes].join('\t'));
    }
  }
  fs.writeFileSync(path.join(root, 'tests', 'data', 'betza_perft.tsv'), rows.join('\n') + '\n');
} else {
  const [file, id, fen, depth] = process.argv.slice(2);
  if (!file || !id || !fen || !depth) {
    console.error('usage: ffish-perft.mjs FILE.ini VARIANT-ID "FEN" DEPTH | --regenerate');
    process.exit(2);
  }
  ffish.loadVariantConfig(fs.readFileSync(file, 'utf8'));
  const board = new ffish.Board(id, fen);
  console.log(perft(board, Number(depth)));
  board.delete();
}
