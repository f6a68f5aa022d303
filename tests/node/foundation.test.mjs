// The wasm module gives the same answers as the native engine: perft counts, FEN, move errors.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

test('chess start perft 1-4 matches the published counts', () => {
  const g = new M.Game('chess');
  assert.deepEqual(
    [1, 2, 3, 4].map((d) => g.perft(d)),
    [20, 400, 8902, 197281],
  );
  g.delete();
});

test('kiwipete perft 3 and capablanca perft 3 match native', () => {
  const g = new M.Game('chess');
  assert.equal(g.loadFen(KIWIPETE), '');
  assert.equal(g.perft(3), 97862);
  g.delete();
  const c = new M.Game('capablanca');
  assert.equal(c.perft(3), 25228);
  c.delete();
});

test('variants() lists every registered variant id', () => {
  const ids = JSON.parse(M.variants()).map((v) => v.id);
  assert.ok(ids.includes('chess') && ids.includes('capablanca'));
});

test('unknown variant reports an error instead of crashing', () => {
  const g = new M.Game('no-such-variant');
  assert.equal(g.ok(), false);
  assert.match(g.error(), /unknown variant/);
  assert.equal(g.play('e2e4'), g.error());
  g.delete();
});

test('bad FEN is rejected with a reason and the game is kept', () => {
  const g = new M.Game('chess');
  assert.equal(g.play('e2e4'), '');
  const before = g.fen();
  for (const bad of [
    '',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w',
    'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w',
    'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w',
    '8/8/8/8/8/8/8/8 w - - 0 1',
  ]) {
    assert.notEqual(g.loadFen(bad), '', `accepted ${bad}`);
    assert.equal(g.fen(), before);
  }
  g.delete();
});

test('illegal and malformed moves are refused, legal ones played and undone', () => {
  const g = new M.Game('chess');
  assert.match(g.play('e2e5'), /not a legal move/);
  assert.match(g.play('<script>'), /not move text/);
  assert.match(g.play('e3e4'), /no White piece on e3/);
  assert.equal(g.play('e2e4'), '');
  assert.equal(JSON.parse(g.state()).history[0], 'e2e4');
  assert.ok(g.undo());
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  g.delete();
});

test('legalMoves() describes moves with cells and kinds for the page', () => {
  const g = new M.Game('chess');
  assert.equal(g.loadFen('4k3/P7/8/8/8/8/8/4K2R w K - 0 1'), '');
  const moves = JSON.parse(g.legalMoves());
  const promos = moves
    .filter((m) => m.kind === 'promotion')
    .map((m) => m.promotion)
    .sort();
  assert.deepEqual(promos, ['B', 'N', 'Q', 'R']);
  assert.ok(moves.some((m) => m.kind === 'castle' && m.text === 'e1g1'));
  g.delete();
});
