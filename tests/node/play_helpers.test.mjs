// The play page's pure helpers on the engine's own data: the push preview is exactly a Shepherding
// move's pushes, and the material lead follows the engine's piece values.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine } from '../../scripts/wasm_engine.mjs';
import { pushPreview } from '../../web/js/game/push-preview.js';
import { material, advantageText } from '../../web/js/play/material.js';

const M = await loadEngine();

test('push preview: one arrow per pushed piece of the only move, solid when the outcome is certain', () => {
  const g = new M.Game('westfield');
  assert.equal(g.loadFen('20/20/16r3/20/20/20/20/3BRP14/4Y15/20 w - - 0 1'), '');
  const legal = JSON.parse(g.legalMoves());
  const candidates = legal.filter((m) => m.from === 'e2' && m.to === 'e3');
  assert.ok(candidates.length >= 1 && candidates.every((m) => m.pushes && m.pushes.length));
  const arrows = pushPreview(candidates);
  const pushed = new Set(
    candidates.flatMap((m) => m.pushes.filter((p) => p.from !== p.to).map((p) => `${p.from}-${p.to}`)),
  );
  assert.deepEqual(new Set(arrows.map((a) => `${a.from}-${a.to}`)), pushed);
  if (candidates.length === 1) assert.ok(arrows.every((a) => a.brush === 'outcome'));
  // A move that pushes nothing previews nothing.
  const quiet = legal.find((m) => !m.pushes || !m.pushes.length);
  assert.deepEqual(pushPreview([quiet]), []);
  g.delete();
});

test('push preview: outcomes that differ are drawn faint (the player is asked later)', () => {
  const g = new M.Game('westfield');
  assert.equal(g.loadFen('2n3n13/3PPP14/3XYX14/4X15/20/20/20/20/20/19q[NBRQXYSGH] w - - 0 1'), '');
  const candidates = JSON.parse(g.legalMoves()).filter((m) => m.from === 'e8' && m.to === 'e9');
  assert.ok(candidates.length > 1);
  const arrows = pushPreview(candidates);
  assert.ok(arrows.length > 0);
  const landings = new Map();
  for (const m of candidates)
    for (const p of m.pushes) landings.set(p.from, new Set([...(landings.get(p.from) || []), p.to]));
  for (const a of arrows) assert.equal(a.brush, landings.get(a.from).size > 1 ? 'faint' : a.brush);
  g.delete();
});

test('material: totals by the engine values, royal pieces left out, lead in whole pawns', () => {
  const g = new M.Game('chess');
  const info = JSON.parse(g.describe());
  const value = (l) => info.pieces.find((p) => p.letter.toLowerCase() === l).value;
  assert.equal(g.loadFen('k7/8/8/8/8/8/3QR3/4K3 w - - 0 1'), '');
  const board = JSON.parse(g.state()).board;
  const totals = material(board, info.pieces);
  assert.deepEqual(totals, [value('q') + value('r'), 0]);
  assert.equal(advantageText(totals, 0), `+${Math.round((value('q') + value('r')) / 100)}`);
  assert.equal(advantageText(totals, 1), '');
  assert.equal(advantageText([300, 300], 0), '');
  g.delete();
});

test('material in a drop variant: the pieces in hand count with those on the board', () => {
  const g = new M.Game('crazyhouse');
  const info = JSON.parse(g.describe());
  assert.equal(info.drops, true);
  const value = (l) => info.pieces.find((p) => p.letter.toLowerCase() === l).value;
  assert.equal(g.loadFen('k7/8/8/8/8/8/4R3/4K3[Qn] w - - 0 1'), '');
  const s = JSON.parse(g.state());
  assert.deepEqual(s.pools, ['Q', 'n']);
  const totals = material(s.board, info.pieces, s.pools.join(''));
  assert.deepEqual(totals, [value('r') + value('q'), value('n')]);
  g.delete();
});
