// M.pieceMoves in the wasm module: the piece diagrams of the example pages, as JSON, with errors for bad input.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
const diagram = (...args) => JSON.parse(M.pieceMoves(...args));

test('pieceMoves: a knight on d4 reaches its eight leaps and captures there', () => {
  const r = diagram('chess', 'N', 'd4');
  assert.equal(r.cell, 'd4');
  assert.deepEqual([...r.moves].sort(), ['b3', 'b5', 'c2', 'c6', 'e2', 'e6', 'f3', 'f5']);
  assert.deepEqual([...r.captures].sort(), [...r.moves].sort());
});

test('pieceMoves: the moves agree with a real game holding the piece and two kings out of its way', () => {
  // The Officer-Spiel Amazon on h4 with the kings on a8 and p1, off its lines and leaps.
  const r = diagram('officer-spiel', 'Z', 'h4');
  const g = new M.Game('officer-spiel');
  assert.equal(g.loadFen('k15/16/16/16/7Z8/16/16/15K w - - 0 1'), '');
  const legal = JSON.parse(g.legalMoves())
    .filter((m) => m.from === 'h4')
    .map((m) => m.to);
  g.delete();
  assert.deepEqual([...r.moves].sort(), [...legal].sort());
  assert.equal(r.moves.length, 44);
});

test('pieceMoves: Naydorian Guards on white cells, Army on coloured cells; Westfield shepherds never capture', () => {
  assert.equal(diagram('naydorian', 'Y', '').cell, 'g7');
  assert.match(diagram('naydorian', 'Y', 'g6').error, /Yeoman/);
  assert.notEqual(diagram('naydorian', 'T', '').cell, 'g7');
  const shepherd = diagram('westfield', 'X', '');
  assert.ok(shepherd.moves.length > 0);
  assert.deepEqual(shepherd.captures, []);
});

test('pieceMoves: unknown variant, letter or cell give an error and no crash', () => {
  assert.deepEqual(diagram('nope', 'N', ''), { error: 'unknown variant' });
  assert.match(diagram('chess', '<img>', '').error, /one piece letter/);
  assert.match(diagram('chess', 'w', '').error, /letter 'w'/);
  assert.match(diagram('chess', 'N', 'z'.repeat(5000)).error, /no cell/);
  assert.ok(diagram('chess', 'N', 'z'.repeat(5000)).error.length < 80);
});
