// Wasm memory stays bounded: creating and deleting 1000 games and running 100 searches must not
// keep growing the module's heap (linear memory only grows, so growth is a leak's footprint).
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();
const heapBytes = () => M.HEAP8.buffer.byteLength;
const ids = JSON.parse(M.variants()).map((v) => v.id);

function churnGames(count) {
  for (let i = 0; i < count; i++) {
    const g = new M.Game(ids[i % ids.length]);
    const moves = JSON.parse(g.legalMoves());
    g.play(moves[i % moves.length].text);
    g.loadFen('not a fen');
    g.exportRecord();
    g.delete();
  }
}

function churnSearches(count) {
  for (let i = 0; i < count; i++) {
    const g = new M.Game(ids[i % ids.length]);
    g.search(3, 20000, 0, null);
    g.delete();
  }
}

test('1000 games created and deleted do not grow the heap after warm-up', () => {
  churnGames(100);
  const warm = heapBytes();
  churnGames(1000);
  assert.equal(heapBytes(), warm);
});

test('100 searches do not grow the heap after warm-up', () => {
  churnSearches(10);
  const warm = heapBytes();
  churnSearches(100);
  assert.equal(heapBytes(), warm);
});
