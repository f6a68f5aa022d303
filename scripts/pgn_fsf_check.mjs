#!/usr/bin/env node
// Our exported PGN in the Debian Fairy-Stockfish binary: each corpus game (tests/data/pgn) is imported, exported,
// read by ffish's PGN reader, and its moves go to `position fen … moves …`; the binary's `d` FEN must equal ours.
//   node scripts/pgn_fsf_check.mjs      (needs /usr/games/fairy-stockfish and build/wasm; exits 1 on a mismatch)
// The tests do the same with ffish alone, so that they never need the binary.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadEngine } from './wasm_engine.mjs';
import { loadFfish } from './ffish.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'tests', 'data', 'pgn');
const binary = '/usr/games/fairy-stockfish';
const M = await loadEngine();
const ffish = await loadFfish();

function fsfFen(variant, fen, moves) {
  const input = [
    'uci',
    `setoption name UCI_Variant value ${variant}`,
    `position fen ${fen} moves ${moves.join(' ')}`,
    'd',
    'quit',
    '',
  ].join('\n');
  const out = spawnSync(binary, [], { input, encoding: 'utf8' }).stdout || '';
  return (out.match(/^Fen: (.*)$/m) || [])[1];
}

let bad = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.pgn'))) {
  const g = new M.Game('chess');
  const error = g.importRecord(fs.readFileSync(path.join(dir, file), 'utf8'));
  const read = ffish.readGamePGN(g.exportRecord());
  const moves = read.mainlineMoves().split(' ').filter(Boolean);
  read.delete();
  const fen = fsfFen(g.variant(), g.startFen(), moves);
  const same = !error && moves.length === g.ply() && fen === g.fen();
  if (!same) ++bad;
  console.log(
    `${file}: ${moves.length}/${g.ply()} plies, ${same ? 'same FEN' : `Fairy-Stockfish ${fen}, ours ${g.fen()}`}`,
  );
  g.delete();
}
process.exit(bad ? 1 : 0);
