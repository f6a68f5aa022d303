// The wasm module on the hex variants gives the native engine's answers: perft for Gliński's chess
// (the published counts) and Naydorian (our recorded counts), board descriptions and FEN errors.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();

test('glinski perft 1-4 equals the published counts', () => {
  const g = new M.Game('glinski');
  assert.deepEqual(
    [1, 2, 3, 4].map((d) => g.perft(d)),
    [51, 2586, 137858, 7282418],
  );
  g.delete();
});

test('naydorian perft 1-4 equals the native engine (tests/engine/naydorian_perft_test.cpp)', () => {
  const g = new M.Game('naydorian');
  assert.deepEqual(
    [1, 2, 3, 4].map((d) => g.perft(d)),
    [38, 1444, 62814, 2721097],
  );
  g.delete();
});

test('the hex variants describe their boards: 91 and 127 cells, Gold and Red', () => {
  const n = JSON.parse(new M.Game('naydorian').describe());
  assert.equal(n.geometry, 'hex');
  assert.equal(n.cells.length, 127);
  assert.deepEqual(n.colors, ['Gold', 'Red']);
  assert.equal(n.cells.filter((c) => c.shade === 0).length, 43);
  assert.equal(n.cells.find((c) => c.name === 'g7').shade, 0);
  assert.deepEqual(
    n.pieces.filter((p) => p.guard).map((p) => p.name),
    ['Yeoman', 'Captain'],
  );
  const g = JSON.parse(new M.Game('glinski').describe());
  assert.equal(g.cells.length, 91);
});

test('a Naydorian FEN with an Army piece on a white cell is refused and the game kept', () => {
  const g = new M.Game('naydorian');
  assert.equal(g.play('g3g5'), '');
  const before = g.fen();
  assert.match(g.loadFen('1/1k1/5/7/9/11/13/13/13/6T6/13/6K6/13 w - - 0 1'), /stand only on coloured cells/);
  assert.equal(g.fen(), before);
  g.delete();
});
