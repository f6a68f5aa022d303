// PGN through the wasm module: a record's comments survive an import and come back in the export,
// what a game cannot hold is reported, and moves may be typed in SAN.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';

const M = await loadEngine();

test('importRecord keeps comments for exportRecord and reports dropped side lines', () => {
  const g = new M.Game('chess');
  const error = g.importRecord('[Variant "chess"]\n\n{Start} 1. e4 {centre} e5 (1... c5) 2. Nf3 $1 *\n');
  assert.equal(error, '');
  assert.equal(g.recordDropped(), '1 side line(s) and 1 move glyph(s)');
  assert.deepEqual(JSON.parse(g.state()).san, ['e4', 'e5', 'Nf3']);
  assert.equal(g.comment(1), 'centre');
  assert.match(g.exportRecord(), /\{Start\} 1\. e4 \{centre\} 1\.\.\. e5 2\. Nf3 \*\n$/);
  g.setComment(3, 'develops');
  assert.match(g.exportRecord(), /2\. Nf3 \{develops\} \*\n$/);
  assert.ok(g.undo());
  assert.equal(g.comment(3), '', 'a comment goes with its ply');
  g.delete();
});

test('play takes SAN as well as coordinates, and legal moves carry their SAN', () => {
  const g = new M.Game('chess');
  for (const m of ['e4', 'e7e5', 'Nf3', 'Nc6', 'Bb5']) assert.equal(g.play(m), '', m);
  assert.deepEqual(JSON.parse(g.state()).history, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5']);
  const legal = JSON.parse(g.legalMoves());
  assert.equal(legal.find((m) => m.text === 'a7a6').san, 'a6');
  assert.equal(legal.find((m) => m.text === 'g8f6').san, 'Nf6');
  assert.equal(JSON.parse(g.plyState()).lastSan, 'Bb5');
  assert.match(g.play('Qh5'), /Qh5 is not a legal move here/);
  g.delete();
});
