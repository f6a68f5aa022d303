// Officer-Spiel through the wasm module: the same perft as the native engine, and the castle's
// own move text, listed apart from the King's step to the same square.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
const START = 'rnbcshzqkjfmabnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBCSHZQKJFMABNR w KQkq - 0 1';

test('officer-spiel is registered with its name and rules page', () => {
  const v = JSON.parse(M.variants()).find((x) => x.id === 'officer-spiel');
  assert.ok(v);
  assert.equal(v.name, 'Officer-Spiel');
  assert.equal(v.rulesPage, 'rules/officer-spiel.html');
});

test('officer-spiel start perft 1-3 matches native (48, 2302, 128873)', () => {
  const g = new M.Game('officer-spiel');
  assert.equal(g.fen(), START);
  assert.deepEqual(
    [1, 2, 3].map((d) => g.perft(d)),
    [48, 2302, 128873],
  );
  assert.equal(g.loadFen(START.replace('KQkq', 'PApa')), '');
  assert.equal(g.fen(), START);
  g.delete();
});

test('officer-spiel hand-counted castling position perft 1-2 matches native (45, 198)', () => {
  const g = new M.Game('officer-spiel');
  assert.equal(g.loadFen('8k7/16/16/16/16/16/16/R7K6R w KQ - 0 1'), '');
  assert.deepEqual(
    [1, 2].map((d) => g.perft(d)),
    [45, 198],
  );
  g.delete();
});

test('officer-spiel castle and King step to j1 are two moves with their own texts', () => {
  const g = new M.Game('officer-spiel');
  assert.equal(g.loadFen('8k7/16/16/16/16/16/16/8K6R w K - 0 1'), '');
  const toJ1 = JSON.parse(g.legalMoves()).filter((m) => m.from === 'i1' && m.to === 'j1');
  assert.deepEqual(toJ1.map((m) => [m.kind, m.text]).sort(), [
    ['castle', 'O-O@j1'],
    ['normal', 'i1j1'],
  ]);
  assert.equal(g.play('O-O@j1'), '');
  assert.equal(g.fen(), '8k7/16/16/16/16/16/16/8RK6 b - - 1 1');
  assert.equal(JSON.parse(g.state()).history[0], 'O-O@j1');
  assert.ok(g.undo());
  assert.equal(g.play('i1j1'), '');
  assert.equal(g.fen(), '8k7/16/16/16/16/16/16/9K5R b - - 1 1');
  g.delete();
});

test('officer-spiel refuses a castle text that names no legal castle, keeping the game', () => {
  const g = new M.Game('officer-spiel');
  assert.equal(g.loadFen('15k/16/16/16/16/16/16/r2R4K7 w D - 0 1'), '');
  const before = g.fen();
  assert.match(g.play('O-O-O@g1'), /would leave the King in check/);
  assert.match(g.play('O-O@j1'), /not a legal move/);
  assert.equal(g.fen(), before);
  g.delete();
});
