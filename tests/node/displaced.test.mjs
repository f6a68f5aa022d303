// What the page learns from the engine instead of working it out: the pieces each legal move displaces,
// each army's captures and pools after every ply, hidden cells, and the moves a piece's art shows.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();

function game(variant, fen = '') {
  const g = new M.Game(variant);
  if (fen) assert.equal(g.loadFen(fen), '');
  return g;
}

test('castling lists the king, then its rook, among the pieces it displaces', () => {
  const g = game('chess', 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const castle = JSON.parse(g.legalMoves()).find((m) => m.kind === 'castle' && m.to === 'g1');
  assert.deepEqual(castle.displaced, [
    { how: 'moved', piece: 'K', from: 'e1', to: 'g1' },
    { how: 'moved', piece: 'R', from: 'h1', to: 'f1' },
  ]);
  g.delete();
});

test('each ply reports what each army has lost so far, and undo takes it back', () => {
  const g = game('chess');
  for (const m of ['e2e4', 'd7d5', 'e4d5', 'd8d5']) assert.equal(g.play(m), '');
  let s = JSON.parse(g.plyState());
  assert.deepEqual(s.captured, ['P', 'p']);
  assert.equal(s.pools, null);
  g.undo();
  s = JSON.parse(g.plyState());
  assert.deepEqual(s.captured, ['', 'p']);
  g.delete();
});

test('a Westfield capture goes to the pool, and a promotion from the pool uses it up', () => {
  // White's Pawn on j9 promotes on j10 to the Rook in White's pool; Black's Pawn on c3 (both armies
  // move north) then takes White's Pawn on b4.
  const g = game('westfield', '20/9P10/20/20/20/20/1P18/2p17/20/20[R] w - - 0 1');
  const promote = JSON.parse(g.legalMoves()).find((m) => m.from === 'j9' && m.promotion === 'R');
  assert.ok(promote, 'the pool Rook is offered');
  assert.deepEqual(promote.displaced, [
    { how: 'moved', piece: 'P', from: 'j9', to: 'j10', becomes: 'R' },
    { how: 'unpooled', piece: 'R' },
  ]);
  assert.equal(g.play(promote.text), '');
  assert.deepEqual(JSON.parse(g.plyState()).pools, ['', '']);
  const take = JSON.parse(g.legalMoves()).find((m) => m.from === 'c3' && m.to === 'b4');
  assert.deepEqual(take.displaced, [
    { how: 'moved', piece: 'p', from: 'c3', to: 'b4' },
    { how: 'captured', piece: 'P', from: 'b4' },
    { how: 'pooled', piece: 'P' },
  ]);
  assert.equal(g.play(take.text), '');
  const s = JSON.parse(g.plyState());
  assert.deepEqual(s.pools, ['P', '']);
  assert.deepEqual(s.captured, ['P', '']);
  g.delete();
});

test('describe marks hidden cells and gives the directions a piece slides and steps', () => {
  const nay = game('naydorian');
  const cells = JSON.parse(nay.describe()).cells;
  assert.ok(cells.some((c) => c.hidden));
  assert.ok(
    cells.every((c) => c.hidden === (c.shade === 0)),
    'the white cells are the hidden ones',
  );
  nay.delete();
  const wf = game('westfield');
  const pieces = Object.fromEntries(JSON.parse(wf.describe()).pieces.map((p) => [p.name, p]));
  assert.deepEqual(
    [pieces.Silverhunter.slides, pieces.Silverhunter.steps],
    [
      ['N', 'SE', 'SW'],
      ['NE', 'NW'],
    ],
  );
  assert.deepEqual(
    [pieces.Supersilver.slides, pieces.Supersilver.steps],
    [[], ['N', 'NE', 'E', 'SE', 'SW', 'W', 'NW']],
  );
  assert.deepEqual(pieces.Rook.slides, ['N', 'E', 'S', 'W']);
  wf.delete();
});
